extension PreviewPage {
    /// The page: the controls, the device with the host's field and the keyboard, and the side panel
    /// with the files' problems and the keyboard's effects. Everything in it is filled in by the
    /// script from the server's messages.
    static let htmlSource = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Keysmith preview</title>
        <link rel="icon" href="/icon.svg" type="image/svg+xml">
        <link rel="stylesheet" href="/preview.css">
        <script src="/preview.js" defer></script>
        </head>
        <body>
        <header class="bar">
          <h1>Keysmith preview</h1>
          <div id="controls" class="controls" role="group" aria-label="Settings">
            <label>Device <select id="device" name="device"></select></label>
            <label>Appearance <select id="appearance" name="appearance"></select></label>
            <label>Field <select id="keyboardType" name="keyboardType"></select></label>
            <label>Return key <select id="returnKeyType" name="returnKeyType"></select></label>
            <label>Theme <select id="theme" name="theme"></select></label>
            <label class="check"><input type="checkbox" id="globe" name="globe"> Globe shown</label>
            <label class="check" id="autocorrection-label"><input type="checkbox" id="autocorrection" name="autocorrection" checked> Autocorrection</label>
            <form id="host-path-form" class="host-path-form"><label>Host page <input type="text" id="host-path" name="host-path" value="/" spellcheck="false" autocomplete="off"></label></form>
          </div>
          <span id="connection" class="connection" data-state="connecting" role="status">connecting…</span>
        </header>
        <main class="stage">
          <div id="device-frame" class="device" data-device="iphone-portrait" data-appearance="light">
            <div class="screen">
              <section id="host" class="host" aria-label="Host app">
                <!-- The host page's path and the rules of the path configuration that match it ("host" messages). -->
                <div id="host-page" class="host-page"></div>
                <div id="field" class="field is-empty" role="textbox" aria-label="Text field" aria-multiline="true" aria-readonly="true" tabindex="0"></div>
                <!-- What the toolbar asked the host to do that the preview shows instead of doing: the URL a link would open, what was copied, settings saved. -->
                <div id="toolbar-panel" class="toolbar-panel" role="status">
                  <p id="opened-url" class="opened-url" hidden></p>
                  <p id="copied" class="copied" hidden></p>
                </div>
                <!-- The toolbar the path configuration puts above the system keyboard for the host page. -->
                <div id="accessory-bar" class="accessory-bar" data-toolbar="system"></div>
              </section>
              <section id="keyboard" class="keyboard" aria-label="Keyboard">
                <div id="picture" class="picture"></div>
                <!-- Set aside for the toolbar's buttons, over the toolbar slot at the top of the picture. -->
                <div id="toolbar-layer" class="toolbar-layer"></div>
              </section>
            </div>
          </div>
          <aside class="side">
            <section class="panel">
              <h2>Files</h2>
              <p id="config-status" class="config-status" data-status="current"></p>
              <ul id="diagnostics" class="diagnostics"></ul>
            </section>
            <section class="panel">
              <h2>Keyboard effects</h2>
              <p id="message" class="message" role="status"></p>
              <ol id="effects" class="effects"></ol>
            </section>
            <section class="panel help">
              <h2>Trying it</h2>
              <p>Click or touch the keys; hold a key for its alternates; use several fingers on a touch screen. The computer's keyboard types through the keys too: letters, digits and punctuation, Backspace, Enter, and the arrow keys (with Shift to select). Click in the field to move the cursor. While you type a word, the suggestion bar replaces the toolbar: click a suggestion to use it; space autocorrects, and Backspace right after puts back what you typed. Words the keyboard learns are kept for this page only. Saving a file of the keyboard reloads it here.</p>
            </section>
          </aside>
        </main>
        </body>
        </html>
        """#
}
