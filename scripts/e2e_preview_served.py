"""Checks of scripts/e2e_preview.py about what the preview serves before its live session: the page's
first picture."""

from e2e_preview_server import CheckFailed


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
