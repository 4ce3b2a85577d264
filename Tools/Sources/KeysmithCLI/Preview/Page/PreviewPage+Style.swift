extension PreviewPage {
    /// The page's style: system fonts only, a device frame sized by the picture's width, and the
    /// screen's colours following the chosen appearance.
    static let styleSource = #"""
        :root {
          color-scheme: light;
          --page: #eef0f3;
          --ink: #1c1c1e;
          --muted: #6b6f76;
          --panel: #ffffff;
          --line: #d6d9de;
          --accent: #0a66d8;
          font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, Roboto, "Helvetica Neue", Arial, sans-serif;
          font-size: 14px;
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--page); color: var(--ink); }
        .bar {
          display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px;
          padding: 10px 16px; background: var(--panel); border-bottom: 1px solid var(--line);
        }
        .bar h1 { font-size: 16px; margin: 0 8px 0 0; }
        .controls { display: flex; flex-wrap: wrap; gap: 8px 14px; align-items: center; }
        .controls label { display: inline-flex; gap: 6px; align-items: center; color: var(--muted); }
        .controls select { font: inherit; color: var(--ink); }
        .controls label:has(input:disabled) { opacity: 0.55; }
        .connection { margin-left: auto; font-size: 12px; padding: 2px 8px; border-radius: 10px; background: #fff3cd; }
        .connection[data-state="connected"] { background: #d9f2df; }
        .connection[data-state="disconnected"] { background: #f8d7da; }

        .stage { display: flex; flex-wrap: wrap; gap: 24px; padding: 24px; align-items: flex-start; }

        /* The device: a bezel around a screen as wide as the keyboard picture; the host app above the
           keyboard is about as tall as on the device. */
        .device {
          --device-width: 390;
          --host-height: 380px;
          flex: none;
          width: min(calc(var(--device-width) * 1px + 24px), 100%);
          padding: 12px; border-radius: 44px; background: #1d1d1f;
          box-shadow: 0 10px 30px rgba(0, 0, 0, 0.25);
        }
        .device[data-device="iphone-landscape"] { --host-height: 150px; border-radius: 36px; }
        .device[data-device="iphone-landscape"] .host { padding-top: 12px; }
        .device[data-device^="ipad"] { border-radius: 28px; padding: 18px; width: min(calc(var(--device-width) * 1px + 36px), 100%); }
        .device[data-device="ipad-portrait"] { --host-height: 520px; }
        .device[data-device="ipad-landscape"] { --host-height: 280px; }
        .screen {
          position: relative; display: flex; flex-direction: column; overflow: hidden;
          border-radius: 32px; background: #f2f2f7; color: #000;
        }
        .device[data-device^="ipad"] .screen { border-radius: 12px; }
        .device[data-appearance="dark"] .screen { background: #000; color: #fff; }

        /* The host app: its field fills the space above the keyboard. */
        .host { position: relative; height: var(--host-height); display: flex; flex-direction: column; padding: 40px 16px 12px; }
        .host-page { font-size: 12px; color: var(--muted); margin-bottom: 6px; }
        .field {
          flex: 1; min-height: 64px; overflow: auto; padding: 10px 12px; border-radius: 10px;
          background: #fff; color: #000; border: 1px solid #c7c7cc;
          font-size: 17px; line-height: 1.35; white-space: pre-wrap; overflow-wrap: anywhere;
          user-select: text; cursor: text; outline: none;
        }
        .field:focus-visible { border-color: var(--accent); }
        .device[data-appearance="dark"] .field { background: #1c1c1e; color: #fff; border-color: #3a3a3c; }
        .field.is-empty::before { content: "Type with the keyboard below"; color: #8e8e93; }
        .field .selected { background: rgba(10, 102, 216, 0.28); border-radius: 2px; }
        .field .caret {
          display: inline-block; width: 2px; height: 1.2em; margin: 0 -1px; vertical-align: text-bottom;
          background: var(--accent); animation: blink 1s steps(1) infinite;
        }
        .field.has-selection .caret { display: none; }
        @keyframes blink { 50% { opacity: 0; } }
        .toolbar-panel { font-size: 12px; }
        .toolbar-panel p { margin: 6px 0 0; padding: 4px 8px; border-radius: 6px; background: rgba(10, 102, 216, 0.12); overflow-wrap: anywhere; }
        .toolbar-panel .opened-url::before { content: "Would open: "; font-weight: 600; }
        /* The bar above the system keyboard that the host page's path configuration chooses. */
        .accessory-bar {
          display: flex; align-items: center; gap: 10px; min-height: 32px; margin: 8px -16px -12px; padding: 0 12px;
          background: #f2f2f7; border-top: 1px solid #c7c7cc; font-size: 13px; color: #000;
        }
        .device[data-appearance="dark"] .accessory-bar { background: #1c1c1e; border-color: #3a3a3c; color: #fff; }
        .accessory-bar .decision { flex: 1; color: #8e8e93; font-size: 11px; text-align: center; }
        .accessory-bar .system-arrows { font-size: 20px; color: var(--accent); letter-spacing: 6px; }
        .accessory-bar .system-done { font-weight: 600; color: var(--accent); }
        .accessory-bar[data-toolbar="none"] { background: transparent; border-color: transparent; }
        .accessory-bar[data-toolbar="keysmith"] .decision { flex: none; font-weight: 600; color: inherit; }
        .accessory-bar .accessory-item { padding: 2px 8px; border-radius: 12px; background: rgba(10, 102, 216, 0.15); color: var(--accent); white-space: nowrap; }
        .host-path-form { display: inline; }
        .host-path-form input { width: 11em; }

        /* The keyboard: the engine's picture, scaled to the screen's width. */
        .keyboard { position: relative; flex: none; padding-bottom: 20px; touch-action: none; user-select: none; -webkit-user-select: none; }
        .keyboard::after {
          content: ""; position: absolute; left: 50%; bottom: 6px; width: 134px; height: 5px; margin-left: -67px;
          border-radius: 3px; background: rgba(0, 0, 0, 0.35);
        }
        .device[data-appearance="dark"] .keyboard::after { background: rgba(255, 255, 255, 0.45); }
        .picture { touch-action: none; cursor: pointer; }
        .picture svg { display: block; width: 100%; height: auto; }
        .toolbar-layer { position: absolute; inset: 0 0 auto 0; pointer-events: none; }

        .side { flex: 1 1 320px; min-width: 280px; max-width: 640px; display: flex; flex-direction: column; gap: 16px; }
        .panel { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 12px 14px; }
        .panel h2 { font-size: 13px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); margin: 0 0 8px; }
        .config-status { margin: 0 0 8px; }
        .config-status[data-status="lastGood"], .config-status[data-status="embeddedDefaults"] { color: #a3220f; font-weight: 600; }
        .diagnostics { list-style: none; margin: 0; padding: 0; font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: 12px; }
        .diagnostics li { padding: 4px 6px; border-left: 3px solid var(--line); margin-bottom: 4px; overflow-wrap: anywhere; }
        .diagnostics li.error { border-color: #d1242f; background: #fdecee; }
        .diagnostics li.warning { border-color: #bf8700; background: #fff8e1; }
        .message { min-height: 1.2em; margin: 0 0 6px; color: #a3220f; }
        .effects { margin: 0; padding-left: 20px; font-size: 13px; color: var(--muted); }
        .help p { margin: 0; color: var(--muted); line-height: 1.45; }
        """#
}
