"use strict";
// Keysmith preview. Protocol: docs/preview-protocol.md.
(() => {
  const PROTOCOL = 1;
  const TICK_MS = 30;
  const NAMED_KEYS = new Set(["Backspace", "Enter", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);
  const EFFECTS_SHOWN = 12;
  const LEARNED_SHOWN = 5;

  const byId = (id) => document.getElementById(id);
  const ui = {
    frame: byId("device-frame"),
    keyboard: byId("keyboard"),
    picture: byId("picture"),
    field: byId("field"),
    connection: byId("connection"),
    configStatus: byId("config-status"),
    diagnostics: byId("diagnostics"),
    effects: byId("effects"),
    message: byId("message"),
    hostPage: byId("host-page"),
    hostPath: byId("host-path"),
    hostPathForm: byId("host-path-form"),
    accessoryBar: byId("accessory-bar"),
    openedURL: byId("opened-url"),
    copied: byId("copied"),
    controls: {
      device: byId("device"),
      appearance: byId("appearance"),
      keyboardType: byId("keyboardType"),
      returnKeyType: byId("returnKeyType"),
      theme: byId("theme"),
      language: byId("language"),
      globe: byId("globe"),
      autocorrection: byId("autocorrection"),
    },
    autocorrectionLabel: byId("autocorrection-label"),
  };

  /** One clock for every event the server gets, in seconds. */
  const now = () => performance.now() / 1000;
  const round = (value) => Math.round(value * 100) / 100;

  let socket = null;
  let reconnectDelay = 250;
  let picture = { width: 0, height: 0, slotHeight: 0, ticking: false };
  let settingsShown = null; // chosen again once a config message fills the choices
  let messageTimer = null;
  const pointers = new Set();
  let tickTimer = null;

  // MARK: Connection

  function send(message) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(Object.assign({ v: PROTOCOL }, message)));
    return true;
  }

  function connect() {
    setConnection("connecting", "connecting…");
    const ws = new WebSocket(`ws://${location.host}/session`);
    socket = ws;
    ws.addEventListener("open", () => {
      reconnectDelay = 250;
      setConnection("connected", "connected");
    });
    ws.addEventListener("message", (event) => receive(event.data));
    ws.addEventListener("close", () => {
      if (socket !== ws) return;
      socket = null;
      pointers.clear();
      updateTicking();
      setConnection("disconnected", "disconnected; retrying");
      setTimeout(connect, reconnectDelay);
      reconnectDelay = Math.min(reconnectDelay * 2, 4000);
    });
  }

  function setConnection(state, text) {
    ui.connection.dataset.state = state;
    ui.connection.textContent = text;
  }

  // What each message type does (docs/preview-protocol.md).
  const handlers = {
    welcome: (message) => {
      showChoices(message.choices);
      showSuggestions(message.suggestions !== false);
    },
    settings: showSettings,
    config: showConfig,
    frame: showFrame,
    document: showDocument,
    effects: (message) => showEffects(message.effects),
    host: showHost,
    error: (message) => showMessage(message.message),
  };

  function receive(data) {
    let message;
    try {
      message = JSON.parse(data);
    } catch (error) {
      showMessage("The server sent a message that is not JSON.");
      return;
    }
    if (message.v !== PROTOCOL) {
      showMessage(`The server speaks version ${message.v} of the preview protocol; reload the page.`);
      return;
    }
    const handler = handlers[message.type];
    if (handler) handler(message);
  }

  // MARK: Drawing what the server sends

  function fillSelect(select, choices) {
    const value = select.value;
    select.replaceChildren(...choices.map((choice) => {
      const option = document.createElement("option");
      option.value = choice.value;
      option.textContent = choice.label;
      return option;
    }));
    if (choices.some((choice) => choice.value === value)) select.value = value;
  }

  function showChoices(choices) {
    fillSelect(ui.controls.device, choices.devices);
    fillSelect(ui.controls.appearance, choices.appearances);
    fillSelect(ui.controls.keyboardType, choices.keyboardTypes);
    fillSelect(ui.controls.returnKeyType, choices.returnKeyTypes);
  }

  /** Without suggestions (`keysmith preview --no-suggestions`) the field's autocorrection
   *  setting changes nothing, so its control is disabled. */
  /** Whether the session suggests at all (false with `--no-suggestions`). */
  let suggestionsOn = true;

  function showSuggestions(on) {
    suggestionsOn = on;
    ui.controls.autocorrection.disabled = !on;
    ui.autocorrectionLabel.title = on ? "" : "keysmith preview was started with --no-suggestions";
  }

  function showSettings(settings) {
    settingsShown = settings;
    ui.controls.device.value = settings.device;
    ui.controls.appearance.value = settings.appearance;
    ui.controls.keyboardType.value = settings.keyboardType;
    ui.controls.returnKeyType.value = settings.returnKeyType;
    if (settings.theme !== undefined) ui.controls.theme.value = settings.theme;
    if (settings.language !== undefined) ui.controls.language.value = settings.language;
    ui.controls.globe.checked = settings.globe;
    if (settings.autocorrection !== undefined) ui.controls.autocorrection.checked = settings.autocorrection;
    ui.frame.dataset.device = settings.device;
    ui.frame.dataset.appearance = settings.appearance;
  }

  const STATUS_TEXT = {
    current: "The keyboard is what the files say.",
    lastGood: "The files have errors: the keyboard shown is the last one that loaded.",
    embeddedDefaults: "The files have not loaded yet: the keyboard shown is the embedded set.",
  };

  function showConfig(config) {
    fillSelect(ui.controls.theme, config.themes.map((name) => ({ value: name, label: name })));
    // The keyboard's languages, or, for a keyboard of one language, the embedded ones to try.
    const languages = config.languages || [];
    // A language Keysmith has no lexicon for types without suggestions: the picker says so.
    fillSelect(ui.controls.language, languages.map((language) => ({
      value: language.identifier,
      label: language.hasLexicon === false && suggestionsOn ? `${language.displayName} (no suggestions)` : language.displayName,
    })));
    ui.controls.language.disabled = languages.length === 0;
    if (settingsShown) showSettings(settingsShown); // a session's settings come before its first config
    ui.configStatus.dataset.status = config.status;
    const problems = config.diagnostics.length;
    const summary = problems === 0 ? "No problems." : `${problems} problem${problems === 1 ? "" : "s"}.`;
    ui.configStatus.textContent = `${config.source}: ${STATUS_TEXT[config.status] || ""} ${summary}`;
    ui.diagnostics.replaceChildren(...config.diagnostics.map((diagnostic) => {
      const item = document.createElement("li");
      item.className = diagnostic.severity;
      item.textContent = diagnostic.text;
      return item;
    }));
  }

  function showFrame(frame) {
    picture = { width: frame.width, height: frame.height, slotHeight: frame.slotHeight, ticking: frame.ticking };
    ui.picture.innerHTML = frame.svg;
    ui.picture.dataset.layout = frame.layout;
    ui.picture.dataset.panel = frame.panel || "";
    ui.frame.style.setProperty("--device-width", String(frame.width));
    ui.keyboard.style.backgroundColor = frame.background;
    updateTicking();
  }

  function showDocument(report) {
    const { text, selection } = report;
    const part = (className, content) => {
      const span = document.createElement("span");
      span.className = className;
      span.textContent = content;
      return span;
    };
    const caret = part("caret", "");
    caret.setAttribute("aria-hidden", "true");
    ui.field.replaceChildren(
      part("before", text.slice(0, selection.start)),
      part("selected", text.slice(selection.start, selection.end)),
      caret,
      part("after", text.slice(selection.end)));
    ui.field.classList.toggle("is-empty", text.length === 0);
    ui.field.classList.toggle("has-selection", selection.start !== selection.end);
    ui.field.dataset.selectionStart = String(selection.start);
    ui.field.dataset.selectionEnd = String(selection.end);
  }

  function describe(effect) {
    if (effect.layoutChanged !== undefined) return `layout changed to ${effect.layoutChanged}`;
    if (effect.languageChanged !== undefined) return `language changed to ${effect.languageChanged.displayName}`;
    if (effect.advanceToNextInputMode) return "next keyboard: the system would switch to the next keyboard";
    if (effect.showInputModeList) return "keyboard list: the system would show the list of keyboards";
    if (effect.dismissKeyboard) return "dismiss: the system would hide the keyboard";
    if (effect.returnKeyAction) return "return: the host handles the return key";
    if (effect.openURL !== undefined) return `open URL: ${effect.openURL} (not opened by the preview)`;
    if (effect.copyImageToPasteboard !== undefined) return `copied the sticker ${effect.copyImageToPasteboard}`;
    if (effect.copyGIFToPasteboard !== undefined) return `copied the GIF ${effect.copyGIFToPasteboard.title}`;
    if (effect.saveSettings !== undefined) return "settings saved";
    if (effect.searchGIFs !== undefined) return `GIF search ${JSON.stringify(effect.searchGIFs.query)}: answered from the sample GIFs`;
    if (effect.saveLearnedWords !== undefined) return describeLearnedWords(effect.saveLearnedWords);
    return null;
  }

  /** The learned words a `saveLearnedWords` effect carries, briefly: the preview keeps them
   *  for the session and writes nothing. */
  function describeLearnedWords(list) {
    const entries = Array.isArray(list.words) ? list.words : [];
    const few = (words) => words.length <= LEARNED_SHOWN
      ? words.join(", ")
      : `${words.slice(0, LEARNED_SHOWN).join(", ")} and ${words.length - LEARNED_SHOWN} more`;
    const learned = entries.filter((entry) => entry.isLearned).map((entry) => entry.word);
    const counted = entries.filter((entry) => !entry.isLearned).map((entry) => `${entry.word} ×${entry.timesTyped}`);
    const parts = [learned.length === 0 ? "none learned yet" : `learned ${few(learned)}`];
    if (counted.length > 0) parts.push(`typed and kept ${few(counted)}`);
    return `learned words kept for this session, not saved: ${parts.join("; ")}`;
  }

  function showEffects(effects) {
    for (const effect of effects) {
      if (effect.feedback !== undefined) {
        ui.frame.dataset.feedback = effect.feedback;
        continue;
      }
      if (effect.openURL !== undefined) {
        ui.openedURL.textContent = effect.openURL;
        ui.openedURL.hidden = false;
      }
      if (effect.copyImageToPasteboard !== undefined || effect.copyGIFToPasteboard !== undefined) {
        const what = effect.copyGIFToPasteboard ? `the GIF “${effect.copyGIFToPasteboard.title}”` : `the sticker ${effect.copyImageToPasteboard}`;
        ui.copied.textContent = `copied ${what}`;
        ui.copied.hidden = false;
      }
      const text = describe(effect);
      if (text === null) continue;
      const item = document.createElement("li");
      item.textContent = text;
      ui.effects.prepend(item);
    }
    while (ui.effects.children.length > EFFECTS_SHOWN) ui.effects.lastElementChild.remove();
  }

  function showHost(report) {
    if (document.activeElement !== ui.hostPath) ui.hostPath.value = report.path;
    const rules = report.rules.length === 0 ? "no rule matches" : `rules ${report.rules.join(", ")} match`;
    ui.hostPage.textContent = `Host page ${report.path}: ${rules}`;
    const bar = ui.accessoryBar;
    bar.dataset.toolbar = report.toolbar;
    const label = document.createElement("span");
    label.className = "decision";
    if (report.toolbar === "system") {
      label.textContent = "system toolbar";
      const arrows = document.createElement("span");
      arrows.className = "system-arrows";
      arrows.textContent = "‹  ›";
      const done = document.createElement("span");
      done.className = "system-done";
      done.textContent = "Done";
      bar.replaceChildren(arrows, label, done);
    } else if (report.toolbar === "none") {
      label.textContent = "none";
      bar.replaceChildren(label);
    } else {
      label.textContent = report.name;
      bar.replaceChildren(label, ...report.items.map((item) => {
        const button = document.createElement("span");
        button.className = "accessory-item";
        button.textContent = item.title;
        if (item.url) button.title = item.url;
        return button;
      }));
    }
  }

  function showMessage(text) {
    ui.message.textContent = text;
    clearTimeout(messageTimer);
    messageTimer = setTimeout(() => { ui.message.textContent = ""; }, 5000);
  }

  // MARK: Pointers: every finger is a touch, identified by its pointerId

  function pictureLocation(event) {
    const svg = ui.picture.querySelector("svg");
    if (!svg || picture.width === 0) return null;
    const box = svg.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    return {
      x: round((event.clientX - box.left) * picture.width / box.width),
      y: round((event.clientY - box.top) * picture.height / box.height),
    };
  }

  function sendTouch(phase, event) {
    const location = pictureLocation(event) || { x: 0, y: 0 };
    send({ type: "touch", phase, id: event.pointerId, x: location.x, y: location.y, t: now() });
  }

  ui.picture.addEventListener("pointerdown", (event) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    event.preventDefault();
    ui.picture.setPointerCapture(event.pointerId);
    pointers.add(event.pointerId);
    sendTouch("began", event);
    updateTicking();
  });
  ui.picture.addEventListener("pointermove", (event) => {
    if (pointers.has(event.pointerId)) sendTouch("moved", event);
  });
  ui.picture.addEventListener("pointerup", (event) => {
    if (!pointers.delete(event.pointerId)) return;
    sendTouch("ended", event);
    updateTicking();
  });
  const cancel = (event) => {
    if (!pointers.delete(event.pointerId)) return;
    sendTouch("cancelled", event);
    updateTicking();
  };
  ui.picture.addEventListener("pointercancel", cancel);
  ui.picture.addEventListener("lostpointercapture", cancel);
  ui.picture.addEventListener("contextmenu", (event) => event.preventDefault());
  // The wheel scrolls the emoji page's grid; the server ignores it elsewhere.
  ui.picture.addEventListener("wheel", (event) => {
    if (ui.picture.dataset.panel !== "emoji") return;
    event.preventDefault();
    const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? picture.width : 1;
    send({ type: "wheel", dx: event.deltaX * scale, dy: event.deltaY * scale });
  }, { passive: false });

  /** Time passes for the engine only through ticks: sent while a pointer is down, and while
   *  the last frame asked for them. */
  function updateTicking() {
    const wanted = pointers.size > 0 || picture.ticking;
    if (wanted && tickTimer === null) {
      tickTimer = setInterval(() => send({ type: "tick", t: now() }), TICK_MS);
    } else if (!wanted && tickTimer !== null) {
      clearInterval(tickTimer);
      tickTimer = null;
    }
  }

  // MARK: The computer's keyboard

  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    const target = event.target;
    if (target instanceof HTMLSelectElement || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
    const key = event.key;
    if (!NAMED_KEYS.has(key) && Array.from(key).length !== 1) return;
    event.preventDefault();
    send({ type: "key", key, shift: event.shiftKey, t: now() });
  });

  // MARK: The field: clicking or selecting in it moves the host's cursor

  function offsetInField(node, offset) {
    const range = document.createRange();
    range.setStart(ui.field, 0);
    range.setEnd(node, offset);
    return range.toString().length;
  }

  ui.field.addEventListener("pointerup", () => {
    const selection = window.getSelection();
    if (!selection || selection.rangeCount === 0) return;
    if (!ui.field.contains(selection.anchorNode) || !ui.field.contains(selection.focusNode)) return;
    const anchor = offsetInField(selection.anchorNode, selection.anchorOffset);
    const focus = offsetInField(selection.focusNode, selection.focusOffset);
    selection.removeAllRanges();
    send({ type: "document", selection: { start: Math.min(anchor, focus), end: Math.max(anchor, focus) } });
  });

  // MARK: Controls

  for (const [name, control] of Object.entries(ui.controls)) {
    control.addEventListener("change", () => {
      const value = control.type === "checkbox" ? control.checked : control.value;
      send({ type: "settings", [name]: value });
      // Keys typed next go to the keyboard, not to the control.
      control.blur();
    });
  }

  // MARK: The first picture, served with the page in #picture, the rest of its frame in data-

  function showServedFrame() {
    const d = ui.picture.dataset;
    if (d.width === undefined) return;
    showFrame({ svg: ui.picture.innerHTML, width: Number(d.width), height: Number(d.height), slotHeight: Number(d.slotHeight),
      layout: d.layout, panel: d.panel, background: d.background, ticking: d.ticking === "true" });
  }

  // MARK: The host page's path

  ui.hostPathForm.addEventListener("submit", (event) => {
    event.preventDefault();
    send({ type: "host.path", path: ui.hostPath.value });
    ui.hostPath.blur();
  });
  ui.hostPath.addEventListener("change", () => send({ type: "host.path", path: ui.hostPath.value }));

  showServedFrame();
  connect();
})();