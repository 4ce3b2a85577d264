"use strict";
// Keysmith preview. Protocol: docs/preview-protocol.md.
(() => {
  const PROTOCOL = 1;
  const TICK_MS = 30;
  const NAMED_KEYS = new Set(["Backspace", "Enter", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

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
  // Drawing what the server sends (preview-show.js).
  const { showChoices, showSuggestions, showSettings, showConfig, showDocument, showEffects, showHost, showMessage } =
    window.keysmithPreviewShow(ui);

  /** One clock for every event the server gets, in seconds. */
  const now = () => performance.now() / 1000;
  const round = (value) => Math.round(value * 100) / 100;

  let socket = null;
  let reconnectDelay = 250;
  let picture = { width: 0, height: 0, slotHeight: 0, ticking: false };
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

  // MARK: The keyboard's picture, drawn by the server

  function showFrame(frame) {
    picture = { width: frame.width, height: frame.height, slotHeight: frame.slotHeight, ticking: frame.ticking };
    ui.picture.innerHTML = frame.svg;
    ui.picture.dataset.layout = frame.layout;
    ui.picture.dataset.panel = frame.panel || "";
    ui.frame.style.setProperty("--device-width", String(frame.width));
    ui.keyboard.style.backgroundColor = frame.background;
    updateTicking();
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