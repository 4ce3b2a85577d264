"""Checks of scripts/e2e_preview.py about what the preview serves before and beside the live session:
the page's first picture, and a keyboard folder of the README's own, named as the README names it."""

import json

from e2e_preview_server import CheckFailed, PreviewServer


def check_first_picture(page, folder):
    """The page is served with the keyboard's first picture in place: with no WebSocket at all, it
    shows the keyboard, as a one-shot screenshot or a slow connection sees it."""
    # A WebSocket that never opens, installed before the page's script runs.
    stub = "window.WebSocket = class { addEventListener() {} send() {} close() {} };"
    added = page.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": stub})
    try:
        page.driver.get(page.url)
        state = page.js("return document.getElementById('connection').dataset.state;")
        if state != "connecting":
            raise CheckFailed(f"the page should not be connected without a WebSocket (it says {state!r})")
        titles = page.key_titles()
        if "q" not in [title.lower() for title in titles] or "space" not in titles:
            raise CheckFailed(f"no keyboard in the page as served (keys: {titles})")
        layout = page.js("return document.getElementById('picture').dataset.layout;")
        width = page.js("return getComputedStyle(document.getElementById('device-frame')).getPropertyValue('--device-width').trim();")
        if layout != "English" or width != page.svg_attribute("width"):
            raise CheckFailed(f"the served picture's layout {layout!r} and width {width!r} are not the frame's")
    finally:
        page.driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": added["identifier"]})
    page.driver.get(page.url)
    page.wait("the connection", lambda: page.js("return document.getElementById('connection').dataset.state;") == "connected")


TINY = {
    "Keyboard.json": {"name": "tiny", "layouts": ["Letters"], "keyboardTypes": {"numberPad": "Digits", "decimalPad": "Digits"},
                      "toolbar": "Toolbar", "caseSensitiveKeyDisplay": True},
    "Letters.json": [
        [{"text": "q"}, {"text": "w"}, {"text": "e", "modifiers": ["e", "é", "è", "ê"]}, {"text": "r"}, {"text": "t"}],
        [{"type": "shift", "style": "shift", "width": 1.5}, {"text": "a"}, {"text": "s"}, {"type": "delete", "style": "dark", "width": 1.5}],
        [{"text": "123", "type": "switchKeyboard", "keyboardName": "Digits", "style": "dark"},
         {"text": "space", "type": "spacebar", "style": "spacebar", "width": 3}, {"text": "return", "type": "return", "style": "blue"}],
    ],
    "Digits.json": [
        [{"text": "1"}, {"text": "2"}, {"text": "3"}],
        [{"text": "ABC", "type": "switchKeyboard", "keyboardName": "Letters", "style": "dark"}, {"type": "delete", "style": "dark"}],
    ],
    "Toolbar.json": [{"order": 1, "buttonType": "gifs", "title": "GIFs"}],
}


def check_keyboard_without_language(page, folder):
    """The README's tiny keyboard, named `MyKeyboard/` as the README names it: the language picker
    shows the set's own keyboard, offers only languages that exist, and one broken file is one
    problem, named without a doubled slash."""
    tiny = folder.parent / "MyKeyboard"
    tiny.mkdir()
    for name, content in TINY.items():
        (tiny / name).write_text(json.dumps(content), encoding="utf-8")
    server = PreviewServer(page.keysmith, str(tiny) + "/")
    try:
        page.driver.get(server.url())
        page.wait("the tiny keyboard", lambda: page.js("return document.getElementById('picture').dataset.layout;") == "Letters")
        picker = "const s = document.getElementById('language'); return s.options.length ? s.options[s.selectedIndex].text : null;"
        shown = page.wait("the language picker", lambda: page.js(picker))
        if shown != "tiny":
            raise CheckFailed(f"the language picker shows {shown!r} for a keyboard that names no language")
        offered = page.js("return [...document.getElementById('language').options].map(o => o.value);")
        if offered[0] != "" or len(set(offered)) != len(offered):
            raise CheckFailed(f"the picker does not offer the set's own keyboard first, once: {offered}")
        if "fr_FR" in offered:
            page.choose("language", "fr_FR")
            page.wait("AZERTY letters", lambda: [title.lower() for title in page.key_titles()[:2]] == ["a", "z"])
            page.choose("language", "")
            page.wait("the set's own keyboard again", lambda: page.js(picker) == "tiny" and
                      page.js("return document.getElementById('picture').dataset.layout;") == "Letters")
        letters = tiny / "Letters.json"
        letters.write_text(letters.read_text(encoding="utf-8").replace('{"text": "w"}, ', '{"text": "w"} ', 1), encoding="utf-8")
        page.wait("the broken file's problem", lambda: page.config_status() == "lastGood" and page.diagnostics())
        problems = page.diagnostics()
        status = page.js("return document.getElementById('config-status').textContent;")
        if len(problems) != 1 or not problems[0].startswith(f"{tiny}/Letters.json:") or "1 problem." not in status:
            raise CheckFailed(f"one broken file should be one problem: {status!r}, {problems}")
    finally:
        # The page leaves this server before it stops: a page left on it would try to reconnect,
        # and its failed attempt would show in the console as an error of the next check's.
        page.driver.get("about:blank")
        server.stop()
    page.driver.get(page.url)
    page.wait("the connection", lambda: page.js("return document.getElementById('connection').dataset.state;") == "connected")
