#!/usr/bin/env python3
"""End-to-end test of `keysmith preview` in a real headless Chromium.

Starts the preview on a free port with a temporary copy of the embedded defaults, drives the page
with selenium and chromedriver as a person would (clicking keys, typing on the computer's keyboard,
changing the controls, saving files), and stops the server. Any error in the browser's console fails
the test. Screenshots of failed checks are saved to a temporary folder, whose path is printed.

    python3 scripts/e2e_preview.py [--keysmith PATH]

Without --keysmith, the debug build of Tools/ is used (it must be built). When chromium,
chromedriver or selenium is missing, the test is skipped, unless KEYSMITH_E2E_REQUIRED=1 is set
(as .ci/run does), in which case that is a failure.

The last line is `e2e: N passed, N failed`.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

from e2e_preview_served import check_first_picture, check_keyboard_without_language
from e2e_preview_server import CheckFailed, PreviewServer, Skip
import skipped_checks

ROOT = Path(__file__).resolve().parent.parent
DEFAULTS = ROOT / "Sources" / "KeysmithCore" / "Resources" / "Defaults"
WAIT = 10  # seconds for any one thing to show on the page
PHRASE = "Hi there, 42!"


# MARK: The page


class Page:
    """The preview page in Chromium, with the few gestures the checks need."""

    def __init__(self, driver, url):
        from selenium.webdriver.support.ui import WebDriverWait
        self.driver = driver
        self.url = url
        self.WebDriverWait = WebDriverWait

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def wait(self, description, condition, timeout=WAIT):
        """Waits until `condition()` is truthy and returns its value."""
        from selenium.common.exceptions import TimeoutException
        try:
            return self.WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(lambda _: condition())
        except TimeoutException:
            raise CheckFailed(f"timed out after {timeout} s waiting for {description}") from None

    def text(self):
        return self.js("return document.getElementById('field').textContent;")

    def selection(self):
        return self.js("const f = document.getElementById('field'); return [Number(f.dataset.selectionStart), Number(f.dataset.selectionEnd)];")

    def key_titles(self):
        return self.js("return [...document.querySelectorAll('#picture g.key > title')].map(t => t.textContent);")

    def key_centre(self, title):
        """The centre of the key whose accessibility title is `title`, in viewport pixels, or None."""
        return self.js("""
            const key = [...document.querySelectorAll('#picture g.key')]
                .find(g => g.querySelector('title')?.textContent === arguments[0]);
            if (!key) return null;
            key.scrollIntoView({block: 'nearest', inline: 'nearest'});
            const box = key.getBoundingClientRect();
            return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
        """, title)

    def click_key(self, title):
        centre = self.wait(f"a key titled {title!r} (keys shown: {self.key_titles()})", lambda: self.key_centre(title))
        from selenium.webdriver.common.action_chains import ActionChains
        actions = ActionChains(self.driver)
        actions.w3c_actions.pointer_action.move_to_location(centre[0], centre[1])
        actions.w3c_actions.pointer_action.pointer_down()
        actions.w3c_actions.pointer_action.pause(0.03)
        actions.w3c_actions.pointer_action.pointer_up()
        actions.perform()

    def type_by_clicking(self, phrase, shift="Shift", space="space"):
        """Types `phrase` by clicking keys: shift for a capital, the numbers layout for digits and
        punctuation, waiting for each character to reach the field. `shift` and `space` are the
        titles of those keys, which follow the keyboard's language."""
        typed = self.text()
        for character in phrase:
            title = space if character == " " else character
            for _ in range(4):
                titles = self.wait("the keyboard", self.key_titles)
                if title in titles:
                    break
                if character.isalpha() and character.swapcase() in titles:
                    self.click_key(shift)
                    self.wait(f"the key {title!r} after shift", lambda: title in self.key_titles())
                    break
                switch = "Numbers" if "Numbers" in titles else "Letters"
                self.click_key(switch)
                self.wait(f"another layout after {switch}", lambda: self.key_titles() != titles)
            self.click_key(title)
            typed += character
            self.wait(f"the field to read {typed!r} (it reads {self.text()!r})", lambda: self.text() == typed)

    def choose(self, control, value):
        from selenium.webdriver.support.ui import Select
        Select(self.driver.find_element("id", control)).select_by_value(value)
        self.wait(f"{control} to be {value}", lambda: self.js(f"return document.getElementById('{control}').value;") == value)

    def svg_attribute(self, name):
        return self.js(f"const svg = document.querySelector('#picture svg'); return svg ? svg.getAttribute('{name}') : null;")

    def background(self):
        return self.js("const rect = document.querySelector('#picture svg > rect'); return rect ? rect.getAttribute('fill') : null;")

    def diagnostics(self):
        return self.js("return [...document.querySelectorAll('#diagnostics li')].map(li => li.textContent);")

    def config_status(self):
        return self.js("return document.getElementById('config-status').dataset.status;")


# MARK: The checks, in order; each starts where the one before left the page


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


def click_at(page, centre):
    from selenium.webdriver.common.action_chains import ActionChains
    actions = ActionChains(page.driver)
    actions.w3c_actions.pointer_action.move_to_location(centre[0], centre[1])
    actions.w3c_actions.pointer_action.pointer_down()
    actions.w3c_actions.pointer_action.pause(0.03)
    actions.w3c_actions.pointer_action.pointer_up()
    actions.perform()


def svg_centre(page, selector, title):
    """The centre of the first element of the picture matching `selector` whose <title> (or text) is
    `title`, in viewport pixels, or None."""
    return page.js("""
        const element = [...document.querySelectorAll('#picture ' + arguments[0])]
            .find(e => (e.querySelector('title')?.textContent ?? e.textContent) === arguments[1]);
        if (!element) return null;
        element.scrollIntoView({block: 'nearest', inline: 'nearest'});
        const box = element.getBoundingClientRect();
        return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
    """, selector, title)


def click_svg(page, selector, title):
    centre = page.wait(f"{selector} {title!r} in the picture", lambda: svg_centre(page, selector, title))
    click_at(page, centre)


def suggestion_titles(page):
    """The suggestions in the bar, as their <title>s say, or [] when the slot shows something else."""
    return page.js("return [...document.querySelectorAll('#picture g.suggestion > title')].map(t => t.textContent);")


def effect_log(page):
    return page.js("return [...document.querySelectorAll('#effects li')].map(li => li.textContent);")


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


def check_toolbar_more_and_panel(page, folder):
    page.choose("theme", "Classic")
    page.choose("keyboardType", "default")
    page.choose("device", "iphone-portrait")
    click_svg(page, "g.toolbar-item", "More")
    page.wait("the More section", lambda: page.js("return !!document.querySelector('#picture g.panel.more');"))
    click_svg(page, "g.panel.more g.toolbar-item", "Quick Replies")
    page.wait("the quick replies panel", lambda: svg_centre(page, "g.panel text", "On my way"))
    before = page.text()
    click_svg(page, "g.panel text", "On my way")
    expected = before + "On my way! Be there in 10 minutes."
    page.wait(f"the field to read {expected!r} (it reads {page.text()!r})", lambda: page.text() == expected)

    # Back to the toolbar: the header's close button is at its right end (a panel closes to More,
    # More to the toolbar).
    for _ in range(3):
        if not page.js("return !!document.querySelector('#picture g.panel');"):
            break
        shown = page.js("return document.getElementById('picture').innerHTML;")
        close = page.js("""
            const box = document.querySelector('#picture svg').getBoundingClientRect();
            return [Math.round(box.right - 24), Math.round(box.top + 20)];
        """)
        click_at(page, close)
        page.wait("the picture to change after closing", lambda: page.js("return document.getElementById('picture').innerHTML;") != shown)
    page.wait("the toolbar again", lambda: svg_centre(page, "g.toolbar > g.toolbar-item", "Keysmith"))
    address = page.driver.current_url
    click_svg(page, "g.toolbar > g.toolbar-item", "Keysmith")
    page.wait("the URL the link would open", lambda: page.js(
        "const e = document.getElementById('opened-url'); return !e.hidden && e.textContent;") == "https://www.example.com/keysmith")
    if page.driver.current_url != address:
        raise CheckFailed(f"the link left the page: {page.driver.current_url}")


def bar(page):
    return page.js("const b = document.getElementById('accessory-bar'); return [b.dataset.toolbar, b.textContent];")


def set_host_path(page, path):
    field = page.driver.find_element("id", "host-path")
    field.clear()
    field.send_keys(path + "\n")


def check_host_path(page, folder):
    page.wait("the system toolbar for /", lambda: bar(page)[0] == "system" and "Done" in bar(page)[1])
    set_host_path(page, "/posts/new")
    page.wait("no toolbar for /posts/new", lambda: bar(page) == ["none", "none"])
    set_host_path(page, "/posts/1/comments/new")
    page.wait("the Keysmith toolbar for a new comment", lambda: bar(page)[0] == "keysmith" and bar(page)[1].startswith("ToolbarKeysmith"))
    if "rules 0, 1, 3 match" not in page.js("return document.getElementById('host-page').textContent;"):
        raise CheckFailed("the host page does not list the rules that match")


def check_language_picker(page, folder):
    """The picker offers the set's language and the embedded ones; picking French shows its AZERTY
    letters and, while a French word is typed, French suggestions; picking English (US) again brings
    the set's own keyboard back. Skipped in a build without an embedded French."""
    page.wait("the language picker", lambda: page.js("return document.getElementById('language').options.length;") >= 1)
    offered = page.js("return [...document.getElementById('language').options].map(o => o.value);")
    if offered[0] != "en_US":
        raise CheckFailed(f"the set's own language is not offered first: {offered}")
    if "fr_FR" not in offered:
        raise Skip(f"no embedded French in this build (the picker offers {offered})")
    page.choose("language", "fr_FR")
    page.wait(f"AZERTY letters (the keys are {page.key_titles()[:10]})",
              lambda: [title.lower() for title in page.key_titles()[:2]] == ["a", "z"])
    typed = page.text()
    page.click_key("espace")  # the spacebar, titled in French
    page.wait("a space before the French word", lambda: page.text() == typed + " ")
    page.type_by_clicking("bonjou", shift="Majuscule", space="espace")
    page.wait(f"bonjour in the suggestion bar (it shows {suggestion_titles(page)})",
              lambda: "bonjour" in [title.lower() for title in suggestion_titles(page)])
    page.choose("language", "en_US")
    page.wait("the set's own layout again",
              lambda: page.js("return document.getElementById('picture').dataset.layout;") == "English")


def check_right_to_left(page, folder):
    """On the Arabic keyboard's numbers, every key's label is laid out right to left (its SVG text
    says direction rtl, which the browser computes), so that punctuation and Arabic-Indic digits read
    as on the phone; English (US) again brings back left-to-right labels. Skipped in a build without
    an embedded Arabic."""
    offered = page.js("return [...document.getElementById('language').options].map(o => o.value);")
    if "ar" not in offered:
        raise Skip(f"no embedded Arabic in this build (the picker offers {offered})")
    directions = """return [...document.querySelectorAll('#picture g.key text')]
        .map(t => [t.textContent, getComputedStyle(t).direction]);"""
    page.choose("language", "ar")
    page.click_key("Numbers")
    page.wait("the Arabic numbers", lambda: page.js("return document.getElementById('picture').dataset.layout;") == "Numbers")
    labels = page.js(directions)
    if not any(text == "\u061f" for text, _ in labels) or any(direction != "rtl" for _, direction in labels):
        raise CheckFailed(f"the Arabic numbers' labels are not all right to left: {labels}")
    page.choose("language", "en_US")
    page.wait("the set's own layout again",
              lambda: page.js("return document.getElementById('picture').dataset.layout;") == "English")
    if any(direction != "ltr" for _, direction in page.js(directions)):
        raise CheckFailed(f"the English labels are not left to right: {page.js(directions)}")


def emoji_cells(page):
    """The emoji drawn in the emoji page's grid, in order, as their text says."""
    return page.js("return [...document.querySelectorAll('#picture g.panel.emoji g.emoji')].map(g => g.querySelector('text')?.textContent ?? '');")


def emoji_title(page):
    """The name of the category in view, over the grid."""
    return page.js("const t = document.querySelector('#picture g.panel.emoji > text'); return t ? t.textContent : null;")


def check_emoji_page(page, folder):
    """The emoji key opens the emoji page: a tap types an emoji, the wheel and a drag scroll the grid
    sideways and the category bar follows, a tab jumps to its group, a long press offers the skin
    tones and the chosen one is shown from then on, and ABC brings the letters back."""
    page.choose("device", "iphone-portrait")
    page.choose("keyboardType", "default")
    page.wait("the letters", lambda: "q" in [t.lower() for t in page.key_titles()])
    page.click_key("Emoji")
    page.wait("the emoji page", lambda: page.js("return !!document.querySelector('#picture g.panel.emoji');"))
    first = page.wait("emoji in the grid", lambda: emoji_cells(page))
    before = page.text()
    click_svg(page, "g.panel.emoji g.emoji", page.js("return document.querySelector('#picture g.panel.emoji g.emoji > title').textContent;"))
    page.wait(f"{first[0]!r} typed (the field reads {page.text()!r})", lambda: page.text() == before + first[0])

    # The wheel scrolls sideways; so does a drag, which types nothing.
    page.js("""document.getElementById('picture').dispatchEvent(
        new WheelEvent('wheel', {deltaX: 0, deltaY: 400, bubbles: true, cancelable: true}));""")
    page.wait("the grid to scroll with the wheel", lambda: emoji_cells(page)[:1] != first[:1])
    scrolled = emoji_cells(page)
    grid = page.js("""
        const box = document.querySelector('#picture g.panel.emoji g.emoji').getBoundingClientRect();
        return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];""")
    typed = page.text()
    from selenium.webdriver.common.action_chains import ActionChains
    actions = ActionChains(page.driver)
    pointer = actions.w3c_actions.pointer_action
    pointer.move_to_location(grid[0] + 200, grid[1])
    pointer.pointer_down()
    for step in range(1, 6):
        pointer.move_to_location(grid[0] + 200 - 40 * step, grid[1])
    pointer.pointer_up()
    actions.perform()
    page.wait("the grid to follow the drag", lambda: emoji_cells(page)[:1] != scrolled[:1])
    if page.text() != typed:
        raise CheckFailed(f"a drag typed something: the field reads {page.text()!r}")

    # A tab jumps to its group, and the title follows.
    click_svg(page, "g.emoji-category", "People & Body")
    page.wait("People & Body in view", lambda: emoji_title(page) == "PEOPLE & BODY")
    selected = page.js("return [...document.querySelectorAll('#picture g.emoji-category')].filter(g => !g.hasAttribute('opacity')).map(g => g.querySelector('title').textContent);")
    if selected != ["People & Body"]:
        raise CheckFailed(f"the category bar highlights {selected}")

    # A long press on the first emoji of the group shows its tones; sliding to the fourth types it.
    wave = page.wait("the first emoji of People & Body", lambda: svg_centre(page, "g.panel.emoji g.emoji", page.js(
        "return document.querySelector('#picture g.panel.emoji g.emoji > title').textContent;")))
    base = emoji_cells(page)[0]
    typed = page.text()
    # One gesture, as a finger makes it: down, held until the tones show, slid to the fourth, lifted.
    # WebDriver keeps no pointer pressed between two gestures, so where the fourth tone will be is
    # worked out from the engine's layout of the page: the first emoji of a group scrolled to its
    # start has its cell at (6, 20) in the keys area, 30 points square, and its tones, 36 points
    # apart, in a row from x = 6 whose middle is at y = -4 (over the toolbar slot).
    scale = page.js("const svg = document.querySelector('#picture svg'); return svg.getBoundingClientRect().width / Number(svg.getAttribute('width'));")
    target = (round(wave[0] + (6 + 3 * 36 + 18 - 21) * scale), round(wave[1] + (-4 - 35) * scale))
    chain = ActionChains(page.driver)
    finger = chain.w3c_actions.pointer_action
    finger.move_to_location(wave[0], wave[1])
    finger.pointer_down()
    finger.pause(0.9)
    finger.move_to_location(target[0], target[1])
    finger.pause(0.1)
    finger.pointer_up()
    chain.perform()
    medium = base + "\U0001F3FD"
    page.wait(f"{medium!r} typed at {target} (the field reads {page.text()!r})", lambda: page.text() == typed + medium)
    page.wait("the chosen tone shown in the grid", lambda: emoji_cells(page)[:1] == [medium])

    click_svg(page, "g.emoji-button", "Letters")
    page.wait("the letters again", lambda: "q" in [t.lower() for t in page.key_titles()])


CHECKS = [
    ("the page loads from the tool alone and connects", check_page_loads),
    (f"types {PHRASE!r} by clicking keys (shift, numbers and back)", check_types_by_clicking),
    ("the computer's keyboard: Backspace, a character through the keys, shift and arrows", check_computer_keyboard),
    ("two fingers on a touch screen roll over", check_two_fingers),
    ("iPad landscape and dark", check_ipad_landscape_dark),
    ("a saved change shows within a second", check_saved_change),
    ("a broken file lists its problem and keeps the last good keyboard", check_broken_file),
    ("suggestions: hello from the bar, space autocorrects, Backspace restores and learns, autocorrection off", check_suggestions),
    ("swipe typing: a stroke drawn with the mouse types hello, with its trail; delete removes it whole", check_swipe_typing),
    ("More, Quick replies, a reply typed; a link shows its URL and the page stays", check_toolbar_more_and_panel),
    ("the host page's path chooses the toolbar above the system keyboard", check_host_path),
    ("the language picker: French shows AZERTY and French suggestions, English brings the set back", check_language_picker),
    ("right to left: the Arabic numbers' labels read right to left, the English ones left to right", check_right_to_left),
    ("the emoji page: tap, wheel and drag, a category tab, a skin tone remembered, ABC", check_emoji_page),
    ("the page is served with the keyboard's first picture, drawn before any WebSocket", check_first_picture),
    ("a keyboard that names no language, named MyKeyboard/: the picker shows it; one problem is one", check_keyboard_without_language),
]


# MARK: Running


def browser(screenshot_size=(1400, 1100)):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    binary = next(filter(None, (shutil.which(name) for name in ("chromium", "chromium-browser", "google-chrome"))), None)
    if binary:
        options.binary_location = binary
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     f"--window-size={screenshot_size[0]},{screenshot_size[1]}", "--no-first-run",
                     "--disable-background-networking", "--disable-component-update", "--disable-sync"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(10)
    return driver


def console_errors(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]


def missing_requirements():
    missing = [name for name in ("chromedriver",) if not shutil.which(name)]
    if not any(shutil.which(name) for name in ("chromium", "chromium-browser", "google-chrome")):
        missing.append("chromium")
    try:
        import selenium  # noqa: F401
    except ImportError:
        missing.append("selenium (python3 -m pip install selenium)")
    return missing


def default_keysmith():
    result = subprocess.run(["swift", "build", "--package-path", str(ROOT / "Tools"), "--show-bin-path"],
                            capture_output=True, text=True, check=True)
    return str(Path(result.stdout.strip()) / "keysmith")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keysmith", help="the keysmith executable (default: the debug build of Tools/)")
    arguments = parser.parse_args()

    missing = missing_requirements()
    if missing:
        required = os.environ.get("KEYSMITH_E2E_REQUIRED") == "1"
        print(f"e2e: {'cannot run' if required else 'skipped'}: missing {', '.join(missing)} "
              "(.ci/run installs them: apt-get install chromium chromium-driver; pip install selenium)")
        skipped_checks.record("the browser test of keysmith preview (scripts/e2e_preview.py)",
                              f"missing {', '.join(missing)} (Debian: sudo apt-get install chromium chromium-driver)")
        print(f"e2e: 0 passed, {1 if required else 0} failed")
        return 1 if required else 0

    os.environ.setdefault("SE_OFFLINE", "true")  # never let selenium fetch a driver
    keysmith = arguments.keysmith or default_keysmith()
    if not os.access(keysmith, os.X_OK):
        print(f"e2e: no keysmith executable at {keysmith}; build Tools/ first")
        print("e2e: 0 passed, 1 failed")
        return 1

    started = time.monotonic()
    work = Path(tempfile.mkdtemp(prefix="keysmith-e2e-"))
    folder = work / "Keyboard"
    shutil.copytree(DEFAULTS, folder)
    shots = work / "screenshots"
    passed, failed, skipped = 0, 0, []
    server = PreviewServer(keysmith, folder)
    driver = None
    try:
        url = server.url()
        driver = browser()
        page = Page(driver, url)
        page.keysmith = keysmith
        for number, (name, check) in enumerate(CHECKS, start=1):
            try:
                check(page, folder)
                errors = console_errors(driver)
                if errors:
                    raise CheckFailed("the browser's console has errors: " + json.dumps(errors))
                passed += 1
                print(f"  ok    {name}")
            except Skip as reason:
                skipped.append(name)
                print(f"  skip  {name}: {reason}")
            except Exception as error:  # every failure is reported, and the next check still runs
                failed += 1
                shots.mkdir(exist_ok=True)
                shot = shots / f"{number:02d}-{check.__name__}.png"
                try:
                    driver.save_screenshot(str(shot))
                except Exception:
                    shot = None
                detail = str(error) if isinstance(error, CheckFailed) else traceback.format_exc(limit=3)
                print(f"  FAIL  {name}: {detail}" + (f" (screenshot: {shot})" if shot else ""))
    except Exception as error:
        failed += 1
        print(f"  FAIL  setting up the browser test: {error}")
    finally:
        if driver is not None:
            driver.quit()
        server.stop()

    if failed == 0:
        shutil.rmtree(work, ignore_errors=True)
    else:
        print(f"e2e: files and screenshots kept in {work}; server errors: {server.errors}")
    print(f"e2e: took {time.monotonic() - started:.1f} s" + (f", {len(skipped)} skipped" if skipped else ""))
    print(f"e2e: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
