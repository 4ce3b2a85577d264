"""Checks of scripts/e2e_preview.py about typing, in order: the page loads, keys clicked and the
computer's keyboard type, two fingers roll over, the device and appearance change, saved and broken
files show, suggestions and autocorrection, and swipe typing. Each starts where the one before left
the page."""

import time

from e2e_preview_page import click_svg, effect_log, suggestion_titles, svg_centre
from e2e_preview_server import CheckFailed

PHRASE = "Hi there, 42!"


def check_page_loads(page, folder):
    page.driver.get(page.url)
    page.wait("the connection", lambda: page.js("return document.getElementById('connection').dataset.state;") == "connected")
    page.wait("the keyboard picture", lambda: page.svg_attribute("width") == "390")
    page.wait("the themes", lambda: page.js("return document.getElementById('theme').options.length;") == 3)
    foreign = page.js("return performance.getEntriesByType('resource').map(e => e.name).filter(n => !n.startsWith(location.origin));")
    if foreign:
        raise CheckFailed(f"the page loaded resources from elsewhere: {foreign}")


def check_types_by_clicking(page, folder):
    # Shift is on by itself at the start of the text; tapping it turns it off (lower-case labels),
    # so that the capital needs shift tapped again, after the double-tap interval.
    page.click_key("Shift")
    page.wait("lower-case labels", lambda: "h" in page.key_titles())
    time.sleep(0.5)
    page.type_by_clicking(PHRASE)
    if page.js("return document.getElementById('picture').dataset.layout;") != "English-Numbers":
        raise CheckFailed("digits and punctuation were not typed from the numbers layout")
    page.click_key("Letters")
    page.wait("the letters again", lambda: "q" in page.key_titles())
    if page.text() != PHRASE:
        raise CheckFailed(f"the field reads {page.text()!r}, not {PHRASE!r}")


def check_computer_keyboard(page, folder):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
    page.driver.find_element("tag name", "body").click()
    ActionChains(page.driver).send_keys(Keys.BACKSPACE).perform()
    page.wait("Backspace to delete the '!'", lambda: page.text() == PHRASE[:-1])
    ActionChains(page.driver).send_keys("!").perform()
    page.wait("'!' typed through the keys", lambda: page.text() == PHRASE)
    page.wait("the numbers layout shown for '!'", lambda: page.js("return document.getElementById('picture').dataset.layout;") == "English-Numbers")
    ActionChains(page.driver).key_down(Keys.SHIFT).send_keys(Keys.ARROW_LEFT, Keys.ARROW_LEFT).key_up(Keys.SHIFT).perform()
    end = len(PHRASE)
    page.wait("shift and arrows to select two characters", lambda: page.selection() == [end - 2, end])
    ActionChains(page.driver).send_keys(Keys.ARROW_RIGHT).perform()
    page.wait("the cursor at the end", lambda: page.selection() == [end, end])


def check_two_fingers(page, folder):
    """Two touch pointers: the first key types when the second finger lands (rollover). After "! "
    shift is on by itself, so the first letter is a capital and the second is not."""
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.interaction import POINTER_TOUCH
    from selenium.webdriver.common.actions.mouse_button import MouseButton
    page.click_key("space")
    before = PHRASE + " "
    page.wait("a space", lambda: page.text() == before)
    page.click_key("Letters")
    page.wait("the letters, capitals after a sentence", lambda: "O" in page.key_titles())
    first = page.key_centre("O")
    second = page.key_centre("K")
    builder = ActionBuilder(page.driver)
    one = builder.add_pointer_input(POINTER_TOUCH, "one")
    two = builder.add_pointer_input(POINTER_TOUCH, "two")
    one.create_pointer_move(x=first[0], y=first[1]); two.create_pause(0)
    one.create_pointer_down(button=MouseButton.LEFT); two.create_pause(0)
    one.create_pause(0.1); two.create_pointer_move(x=second[0], y=second[1])
    one.create_pause(0); two.create_pointer_down(button=MouseButton.LEFT)
    one.create_pause(0.1); two.create_pause(0.1)
    one.create_pointer_up(button=MouseButton.LEFT); two.create_pause(0)
    one.create_pause(0); two.create_pointer_up(button=MouseButton.LEFT)
    builder.perform()
    page.wait(f"'Ok' typed by two fingers (the field reads {page.text()!r})", lambda: page.text() == before + "Ok")


def check_ipad_landscape_dark(page, folder):
    light = page.background()
    page.choose("device", "ipad-landscape")
    page.wait("a picture 1180 points wide", lambda: page.svg_attribute("width") == "1180")
    page.choose("appearance", "dark")
    page.wait("the dark palette", lambda: page.background() not in (None, light))
    frame = page.js("const f = document.getElementById('device-frame'); return [f.dataset.device, f.dataset.appearance];")
    if frame != ["ipad-landscape", "dark"]:
        raise CheckFailed(f"the device frame says {frame}")
    if "Dismiss keyboard" not in page.key_titles():
        raise CheckFailed("the iPad layout (with its dismiss key) is not shown")


def check_saved_change(page, folder):
    path = folder / "English~iPad.json"
    text = path.read_text(encoding="utf-8")
    if '{"text": "q"},' not in text:
        raise CheckFailed("English~iPad.json no longer has the q key this check edits")
    path.write_text(text.replace('{"text": "q"},', '{"text": "q§"},', 1), encoding="utf-8")
    saved = time.monotonic()
    page.wait("the saved label q§ on the keyboard", lambda: "q§" in page.key_titles(), timeout=5)
    elapsed = time.monotonic() - saved
    if elapsed > 1.5:
        raise CheckFailed(f"the change took {elapsed:.2f} s to show")
    if page.config_status() != "current" or page.diagnostics():
        raise CheckFailed(f"problems listed for a good file: {page.diagnostics()}")


def check_broken_file(page, folder):
    path = folder / "English~iPad.json"
    good = path.read_text(encoding="utf-8")
    path.write_text(good.replace('{"text": "w"},', '{"text": "w"}', 1), encoding="utf-8")
    diagnostics = page.wait(
        "a diagnostic for English~iPad.json",
        lambda: [d for d in page.diagnostics() if "English~iPad.json:" in d and ": error: " in d])
    location = diagnostics[0].split("English~iPad.json:", 1)[1].split(":")
    if not (location[0].isdigit() and location[1].isdigit()):
        raise CheckFailed(f"the diagnostic has no line and column: {diagnostics[0]}")
    page.wait("the last-good status", lambda: page.config_status() == "lastGood")
    if "q§" not in page.key_titles():
        raise CheckFailed("the last good keyboard is no longer on screen")
    path.write_text(good, encoding="utf-8")
    page.wait("the problems to clear once the file is fixed", lambda: page.config_status() == "current" and not page.diagnostics())


def check_suggestions(page, folder):
    """The suggestion bar replaces the toolbar while a word is typed: clicking h, e, l, o shows
    "hello", and clicking it types it and a space. Space autocorrects "recieve"; Backspace right
    after puts it back, learned (the effect log says so). With the field's autocorrection off,
    nothing is suggested or corrected."""
    page.choose("device", "iphone-portrait")
    page.wait("the iPhone picture", lambda: page.svg_attribute("width") == "390")
    # End the word typed before; whatever space makes of it, the next word starts after it.
    typed = page.text()
    page.click_key("space")
    page.wait("a space after the last word", lambda: page.text().endswith(" ") and len(page.text()) >= len(typed))
    start = page.text()
    page.wait("the toolbar between words", lambda: svg_centre(page, "g.toolbar > g.toolbar-item", "More"))

    page.type_by_clicking("helo")
    page.wait(f"hello in the suggestion bar (it shows {suggestion_titles(page)})", lambda: "hello" in suggestion_titles(page))
    if page.js("return !!document.querySelector('#picture g.toolbar');"):
        raise CheckFailed("the toolbar is drawn beside the suggestion bar")
    click_svg(page, "g.suggestion", "hello")
    expected = start + "hello "
    page.wait(f"the field to read {expected!r} (it reads {page.text()!r})", lambda: page.text() == expected)
    page.wait("the toolbar again after the suggestion", lambda: svg_centre(page, "g.toolbar > g.toolbar-item", "More"))

    page.type_by_clicking("recieve")
    page.wait("receive marked as what space applies", lambda: "receive" in suggestion_titles(page))
    page.click_key("space")
    corrected = expected + "receive "
    page.wait(f"space to autocorrect: {corrected!r} (the field reads {page.text()!r})", lambda: page.text() == corrected)
    page.click_key("Delete")
    restored = expected + "recieve"
    page.wait(f"Backspace to put back {restored!r} (the field reads {page.text()!r})", lambda: page.text() == restored)
    page.wait(f"the learned word in the effect log (it shows {effect_log(page)[:3]})",
              lambda: any("learned recieve" in line for line in effect_log(page)))
    page.click_key("space")
    kept = restored + " "
    page.wait(f"the learned word kept by space: {kept!r} (the field reads {page.text()!r})", lambda: page.text() == kept)

    page.driver.find_element("id", "autocorrection").click()
    page.wait("autocorrection off", lambda: page.js("return document.getElementById('autocorrection').checked;") is False)
    page.type_by_clicking("teh")
    if suggestion_titles(page):
        raise CheckFailed(f"suggestions shown in a field without autocorrection: {suggestion_titles(page)}")
    page.click_key("space")
    plain = kept + "teh "
    page.wait(f"no autocorrection: {plain!r} (the field reads {page.text()!r})", lambda: page.text() == plain)
    page.driver.find_element("id", "autocorrection").click()
    page.wait("autocorrection on again", lambda: page.js("return document.getElementById('autocorrection').checked;") is True)


def swipe_through(page, letters, lift=True):
    """Draws a stroke with the mouse from key centre to key centre through `letters`, a few
    moves a key, lifting the button at the end when `lift`."""
    from selenium.webdriver.common.action_chains import ActionChains
    actions = ActionChains(page.driver, duration=15)
    centres = [page.key_centre(letter) for letter in letters]
    actions.w3c_actions.pointer_action.move_to_location(*centres[0])
    actions.w3c_actions.pointer_action.pointer_down()
    for start, end in zip(centres, centres[1:]):
        for step in range(1, 5):
            x = start[0] + (end[0] - start[0]) * step / 4
            y = start[1] + (end[1] - start[1]) * step / 4
            actions.w3c_actions.pointer_action.move_to_location(round(x), round(y))
    if lift:
        actions.w3c_actions.pointer_action.pointer_up()
    actions.perform()


def check_swipe_typing(page, folder):
    """A stroke drawn with the mouse across h-e-l-o types "hello": the trail is drawn while the
    button is down, the word comes when it lifts, and the next stroke's word after a space."""
    from selenium.webdriver.common.action_chains import ActionChains
    start = page.text()
    if not start.endswith(" "):
        page.click_key("space")
        page.wait("a space before the strokes", lambda: page.text().endswith(" "))
        start = page.text()
    swipe_through(page, "helo", lift=False)
    page.wait("the swipe trail while the button is down",
              lambda: page.js("return !!document.querySelector('#picture g.swipe-trail path');"))
    ActionChains(page.driver).release().perform()
    expected = start + "hello"
    page.wait(f"the stroke to type {expected!r} (the field reads {page.text()!r})", lambda: page.text() == expected)
    page.wait("no trail once the button is up",
              lambda: not page.js("return !!document.querySelector('#picture g.swipe-trail');"))
    page.wait(f"the stroke's other words in the bar (it shows {suggestion_titles(page)})",
              lambda: len(suggestion_titles(page)) > 0)
    swipe_through(page, "world")
    expected += " world"
    page.wait(f"the next word after a space: {expected!r} (the field reads {page.text()!r})",
              lambda: page.text() == expected)
    page.click_key("Delete")
    expected = expected[: -len("world")]
    page.wait(f"Delete to remove the swiped word whole: {expected!r} (the field reads {page.text()!r})",
              lambda: page.text() == expected)
