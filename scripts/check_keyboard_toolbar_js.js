#!/usr/bin/env node
// Runs Examples/WebView/keyboard-toolbar.js in a small stand-in for a browser page and holds the
// messages it posts to the session in Tests/KeysmithCoreTests/Fixtures/web/keyboard-toolbar-session.json,
// byte for byte. The Swift tests (WebViewToolbarTests) decode the same messages and feed them to the
// router, so the script and the native side are checked against one list of messages.
//
// Usage: node scripts/check_keyboard_toolbar_js.js
"use strict";

const fs = require("fs");
const path = require("path");
const vm = require("vm");

const root = path.resolve(__dirname, "..");
const script = fs.readFileSync(path.join(root, "Examples/WebView/keyboard-toolbar.js"), "utf8");
const session = JSON.parse(
  fs.readFileSync(path.join(root, "Tests/KeysmithCoreTests/Fixtures/web/keyboard-toolbar-session.json"), "utf8"));

/// An element with attributes, a parent, and the few properties the script reads.
class Element {
  constructor(tagName, { type, attributes = {}, contentEditable = false } = {}, parent = null) {
    this.tagName = tagName.toUpperCase();
    this.type = type;
    this.attributes = attributes;
    this.isContentEditable = contentEditable;
    this.parent = parent;
    this.value = "";
    this.textContent = "";
  }

  getAttribute(name) {
    return Object.prototype.hasOwnProperty.call(this.attributes, name) ? this.attributes[name] : null;
  }

  /// Supports what the script asks for: a list of `[attribute]` selectors.
  closest(selector) {
    const names = selector.split(",").map((part) => {
      const match = /^\s*\[([\w-]+)\]\s*$/.exec(part);
      if (!match) throw new Error(`unsupported selector ${selector}`);
      return match[1];
    });
    for (let element = this; element; element = element.parent) {
      if (names.some((name) => element.getAttribute(name) !== null)) return element;
    }
    return null;
  }
}

class EventTarget {
  constructor() {
    this.listeners = {};
  }
  addEventListener(type, listener) {
    (this.listeners[type] = this.listeners[type] || []).push(listener);
  }
  dispatch(type, event = {}) {
    for (const listener of this.listeners[type] || []) listener(event);
  }
}

/// A page as the session describes it, with the script loaded into it. `posted` collects what the
/// script posts; without `withHandler` the page has no message handler, as in a browser.
function makePage(page, { withHandler = true } = {}) {
  const html = new Element("html");
  const body = new Element("body", { attributes: page.body || {} }, html);
  const fields = {};
  for (const [id, field] of Object.entries(page.fields || {})) {
    fields[id] = new Element(field.tag, field, body);
  }
  const posted = [];
  const document = new EventTarget();
  document.body = body;
  document.activeElement = body;
  document.readyState = "loading";
  const window = new EventTarget();
  window.location = { href: page.url };
  if (withHandler) {
    window.webkit = { messageHandlers: { keysmith: { postMessage: (body) => posted.push(body) } } };
  }
  const context = vm.createContext({ window, document });
  vm.runInContext(script, context);
  return { document, window, fields, posted };
}

function perform(page, step) {
  const { document, window, fields } = page;
  const field = step.field === undefined ? null : fields[step.field];
  if (step.field !== undefined && !field) throw new Error(`no field ${step.field}`);
  switch (step.action) {
    case "load":
      document.readyState = "interactive";
      document.dispatch("DOMContentLoaded");
      break;
    case "focus": {
      const previous = document.activeElement;
      if (previous && previous !== document.body) document.dispatch("focusout", { target: previous, relatedTarget: field });
      document.activeElement = field;
      document.dispatch("focusin", { target: field, relatedTarget: previous });
      break;
    }
    case "type":
      if (field.isContentEditable) field.textContent = step.value;
      else field.value = step.value;
      document.dispatch("input", { target: field });
      break;
    case "blur":
      document.activeElement = document.body;
      document.dispatch("focusout", { target: field, relatedTarget: null });
      break;
    case "unload":
      window.dispatch("pagehide", { persisted: false });
      break;
    default:
      throw new Error(`unknown action ${step.action}`);
  }
}

let failures = 0;
function check(ok, label, detail) {
  if (ok) {
    console.log(`ok    ${label}`);
  } else {
    failures += 1;
    console.log(`FAIL  ${label}${detail ? `\n      ${detail}` : ""}`);
  }
}

// The session: every step posts exactly the messages listed.
const page = makePage(session.page);
session.steps.forEach((step, index) => {
  const before = page.posted.length;
  perform(page, step);
  const posted = page.posted.slice(before);
  const label = `step ${index + 1}: ${step.action}${step.field ? ` ${step.field}` : ""}`;
  check(JSON.stringify(posted) === JSON.stringify(step.posted), label,
    `posted ${JSON.stringify(posted)}\n      expected ${JSON.stringify(step.posted)}`);
});

// Long text is cut at 2,000 code points, never inside a surrogate pair.
{
  const long = makePage(session.page);
  perform(long, { action: "load" });
  perform(long, { action: "focus", field: "comment" });
  perform(long, { action: "type", field: "comment", value: "🐟".repeat(2500) });
  const text = JSON.parse(long.posted[long.posted.length - 1]).data.text;
  check(typeof text === "string" && text === "🐟".repeat(2000), "field text is cut at 2,000 code points",
    `posted ${typeof text === "string" ? `${Array.from(text).length} code points` : "no text"}`);
}

// Outside the app there is no handler, and nothing is posted or thrown.
{
  const browser = makePage(session.page, { withHandler: false });
  for (const step of session.steps) perform(browser, step);
  check(browser.posted.length === 0, "without the app's message handler nothing is posted");
}

console.log(`${failures === 0 ? "keyboard-toolbar.js posts the session's messages" : `${failures} failure(s)`}`);
process.exit(failures === 0 ? 0 : 1);
