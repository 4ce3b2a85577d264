// keyboard-toolbar.js: tells a Keysmith app which toolbar to show above the keyboard on this page,
// without Hotwire Native's bridge. Include it in every page the app shows:
//
//   <script src="keyboard-toolbar.js" defer></script>
//
// Declare toolbars with data attributes that use the path configuration's property names:
//
//   <body data-keyboard-toolbar="CommentToolbar">          the page's toolbar (sent with connect)
//   <textarea data-keyboard-toolbar="MarkupToolbar">       a field's own toolbar (sent with focus)
//   <input type="password" data-default-toolbar="false">   a field with no toolbar at all
//   <input type="email" data-default-toolbar="true">       a field with the system toolbar
//   <form data-keyboard-toolbar="SearchToolbar">           every field of the form
//
// A field's own attributes, or those of its nearest ancestor inside <body>, make it send focus and
// blur; when only <body> declares a toolbar, its fields still send focus and blur (with no toolbar
// of their own) so that the toolbar's deep links get their text. Fields of pages that declare
// nothing send nothing.
//
// Messages are the Strada / Hotwire Native bridge's, posted as JSON text to
// window.webkit.messageHandlers.keysmith, the handler Keysmith's KeysmithWebViewRouting installs:
//
//   {"id":"1","component":"keyboard-toolbar","event":"connect",
//    "data":{"keyboard_toolbar":"CommentToolbar","metadata":{"url":"https://example.com/posts/1"}}}
//   {"id":"2","component":"keyboard-toolbar","event":"focus",
//    "data":{"keyboard_toolbar":"MarkupToolbar","text":"Hello","metadata":{"url":"https://example.com/posts/1"}}}
//   {"id":"3","component":"keyboard-toolbar","event":"blur","data":{"metadata":{"url":"https://example.com/posts/1"}}}
//   {"id":"4","component":"keyboard-toolbar","event":"disconnect","data":{"metadata":{"url":"https://example.com/posts/1"}}}
//
// connect is sent when the page loads (and on every Turbo visit), disconnect when it goes away,
// focus when a declared field gains focus and again as its text changes, blur when it loses focus
// (unless focus moves straight to another declared field). The field's text goes with focus as
// "text", at most 2,000 characters; password fields never send it. Outside the app (no handler)
// nothing is sent.
(function () {
  "use strict";

  var HANDLER_NAME = "keysmith";
  var COMPONENT = "keyboard-toolbar";
  var TOOLBAR_ATTRIBUTE = "data-keyboard-toolbar";
  var DEFAULT_TOOLBAR_ATTRIBUTE = "data-default-toolbar";
  var DECLARED = "[" + TOOLBAR_ATTRIBUTE + "], [" + DEFAULT_TOOLBAR_ATTRIBUTE + "]";
  var MAXIMUM_TEXT_LENGTH = 2000;
  var TEXT_INPUT_TYPES = ["text", "search", "email", "url", "tel", "number"];

  var lastId = 0;
  var connected = false;
  var focusedField = null;

  function messageHandler() {
    var handlers = window.webkit && window.webkit.messageHandlers;
    return (handlers && handlers[HANDLER_NAME]) || null;
  }

  function post(event, data) {
    var handler = messageHandler();
    if (!handler) return;
    lastId += 1;
    var payload = {};
    for (var key in data) payload[key] = data[key];
    payload.metadata = { url: window.location.href };
    handler.postMessage(JSON.stringify({ id: String(lastId), component: COMPONENT, event: event, data: payload }));
  }

  // The toolbar an element declares, in the path configuration's property names.
  function declaredToolbar(element) {
    var data = {};
    var name = element.getAttribute(TOOLBAR_ATTRIBUTE);
    if (name) data.keyboard_toolbar = name;
    var flag = element.getAttribute(DEFAULT_TOOLBAR_ATTRIBUTE);
    if (flag === "false") data.default_toolbar = false;
    if (flag === "true") data.default_toolbar = true;
    return data;
  }

  // The element whose attributes decide for `field`: itself or its nearest declaring ancestor, or
  // null when nothing up to <body> declares a toolbar.
  function declaringElement(field) {
    return field && typeof field.closest === "function" ? field.closest(DECLARED) : null;
  }

  function isTextField(field) {
    if (field.isContentEditable) return true;
    var tag = (field.tagName || "").toUpperCase();
    if (tag === "TEXTAREA") return true;
    return tag === "INPUT" && TEXT_INPUT_TYPES.indexOf((field.type || "text").toLowerCase()) !== -1;
  }

  function fieldText(field) {
    var text = field.isContentEditable ? field.textContent : field.value;
    if (typeof text !== "string") return "";
    // Cut at whole code points, never inside a surrogate pair.
    return text.length > MAXIMUM_TEXT_LENGTH ? Array.from(text).slice(0, MAXIMUM_TEXT_LENGTH).join("") : text;
  }

  function sendFocus(field) {
    var declaring = declaringElement(field);
    var data = declaring === document.body ? {} : declaredToolbar(declaring);
    if (isTextField(field)) data.text = fieldText(field);
    post("focus", data);
  }

  function connect() {
    if (connected) return;
    connected = true;
    post("connect", document.body ? declaredToolbar(document.body) : {});
    var active = document.activeElement;
    if (active && active !== document.body && declaringElement(active)) {
      focusedField = active;
      sendFocus(active);
    }
  }

  function disconnect() {
    if (!connected) return;
    connected = false;
    focusedField = null;
    post("disconnect", {});
  }

  document.addEventListener("focusin", function (event) {
    var field = event.target;
    if (!connected || !declaringElement(field)) return;
    focusedField = field;
    sendFocus(field);
  });

  document.addEventListener("input", function (event) {
    if (connected && event.target === focusedField && isTextField(focusedField)) sendFocus(focusedField);
  });

  document.addEventListener("focusout", function (event) {
    if (!connected || event.target !== focusedField) return;
    focusedField = null;
    // Moving straight to another declared field: its focus replaces this one's.
    if (declaringElement(event.relatedTarget)) return;
    post("blur", {});
  });

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", connect);
  } else {
    connect();
  }
  document.addEventListener("turbo:load", connect);
  document.addEventListener("turbo:visit", disconnect);
  window.addEventListener("pageshow", function (event) {
    if (event.persisted) connect();
  });
  window.addEventListener("pagehide", disconnect);
})();
