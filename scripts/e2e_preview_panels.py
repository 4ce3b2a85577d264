"""Checks of scripts/e2e_preview.py about what surrounds the keys, in order: the toolbar's More
section and a panel, the host page's path, the language picker, right-to-left labels, Korean
composition, the pinyin candidate grid and the emoji page. Each starts where the one before left
the page."""

import os
from pathlib import Path

from e2e_preview_page import click_at, click_svg, suggestion_titles, svg_centre
from e2e_preview_server import CheckFailed, Skip


def check_toolbar_more_and_panel(page, folder):
    page.choose("theme", "Classic")
    page.choose("keyboardType", "default")
    page.choose("device", "iphone-portrait")
    # After a word the session typed a word after before, the bar predicts that word (learned
    # phrases) in place of the toolbar; after a word never typed before, the toolbar is back.
    page.type_by_clicking("zebra ")
    page.wait("the toolbar after a new word", lambda: svg_centre(page, "g.toolbar-item", "More"))
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
    # At the start of a sentence the bar predicts the words the session began sentences with.
    page.wait("the panel closed", lambda: not page.js("return !!document.querySelector('#picture g.panel');"))
    page.type_by_clicking("quartz ")
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


def check_korean_composition(page, folder):
    """On the Korean 2-set keyboard, jamo compose syllables in the field as on the phone: the
    syllable being composed is underlined (marked, as iOS shows marked text), a final consonant moves
    on when a vowel follows, delete takes back one jamo, and space commits, leaving nothing marked.
    English (US) again brings the set back. Skipped in a build without an embedded Korean."""
    offered = page.js("return [...document.getElementById('language').options].map(o => o.value);")
    if "ko_KR" not in offered:
        raise Skip(f"no embedded Korean in this build (the picker offers {offered})")
    marked = """const span = document.querySelector('#field .marked');
        return span ? [span.textContent, getComputedStyle(span).textDecorationLine] : null;"""
    page.choose("language", "ko_KR")
    page.wait("the Korean letters", lambda: "ㅎ" in page.key_titles())
    start = len(page.text())
    for jamo in "ㅎㅏㄴ":
        page.click_key(jamo)
    page.wait("한 composed", lambda: page.text()[start:] == "한")
    shown = page.js(marked)
    if shown is None or shown[0] != "한" or "underline" not in shown[1]:
        raise CheckFailed(f"the syllable being composed is not shown underlined: {shown}")
    page.click_key("ㅏ")
    page.wait("the final ㄴ moved on: 하나", lambda: page.text()[start:] == "하나")
    if page.js(marked)[0] != "나":
        raise CheckFailed(f"after 하나 the marked text is {page.js(marked)}, not 나")
    page.click_key("Delete")
    page.wait("delete takes back one jamo: 하ㄴ", lambda: page.text()[start:] == "하ㄴ")
    space = next(title for title in page.key_titles() if title.lower() in ("space", "스페이스", "간격"))
    page.click_key(space)
    page.wait("space commits 하ㄴ", lambda: page.text()[start:] == "하ㄴ ")
    if (page.js(marked) or [""])[0]:
        raise CheckFailed(f"text is still marked after space: {page.js(marked)}")
    page.choose("language", "en_US")
    page.wait("the set's own layout again",
              lambda: page.js("return document.getElementById('picture').dataset.layout;") == "English")


def check_pinyin_candidate_grid(page, folder):
    """On the Simplified Chinese keyboard, shi composes with candidates in the bar, which ends with
    the expand control; it opens the grid of every candidate in place of the keys (a screenshot of
    it is saved in $KEYSMITH_E2E_SCREENSHOTS when that is set), the next page turns it, and a
    candidate clicked in the grid is typed and closes the grid. English (US) again brings the set
    back. Skipped in a build without an embedded zh_Hans."""
    offered = page.js("return [...document.getElementById('language').options].map(o => o.value);")
    if "zh_Hans" not in offered:
        raise Skip(f"no embedded Simplified Chinese in this build (the picker offers {offered})")
    grid_cells = "return [...document.querySelectorAll('#picture g.panel.candidates g.suggestion > title')].map(t => t.textContent);"
    page.choose("language", "zh_Hans")
    page.wait("the pinyin letters", lambda: "s" in [title.lower() for title in page.key_titles()])
    start = page.text()
    page.type_by_clicking("shi")
    page.wait(f"candidates for shi in the bar (it shows {suggestion_titles(page)})", lambda: len(suggestion_titles(page)) > 1)
    bar = suggestion_titles(page)
    click_svg(page, "g.candidate-button", "More Candidates")
    page.wait("the grid in place of the keys", lambda: page.js(grid_cells) and not page.key_titles())
    first_page = page.js(grid_cells)
    if set(first_page) & set(bar):
        raise CheckFailed(f"the grid repeats the bar's candidates: {set(first_page) & set(bar)}")
    if shots := os.environ.get("KEYSMITH_E2E_SCREENSHOTS"):
        Path(shots).mkdir(parents=True, exist_ok=True)
        page.driver.save_screenshot(str(Path(shots) / "candidate-grid.png"))
    click_svg(page, "g.candidate-button", "Next Candidates")
    page.wait("the grid's second page", lambda: page.js(grid_cells) and page.js(grid_cells)[0] not in first_page)
    chosen = page.js(grid_cells)[0]
    click_svg(page, "g.panel.candidates g.suggestion", chosen)
    page.wait(f"{chosen} typed (the field reads {page.text()!r})", lambda: page.text() == start + chosen)
    page.wait("the keys back", lambda: page.key_titles() and not page.js(grid_cells))
    page.choose("language", "en_US")
    page.wait("the set's own layout again",
              lambda: page.js("return document.getElementById('picture').dataset.layout;") == "English")


def check_kana_flick(page, folder):
    """The kana keypad: a finger on や moved up shows the flick guide's cross (a screenshot of it is
    saved in $KEYSMITH_E2E_SCREENSHOTS when that is set) and types ゆ when it lifts, a tap on な types
    な; the bar offers the kana as typed, which a click commits. English (US) again brings the set
    back. Skipped in a build without an embedded ja_Hrkt_JP."""
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.interaction import POINTER_TOUCH
    from selenium.webdriver.common.actions.mouse_button import MouseButton
    offered = page.js("return [...document.getElementById('language').options].map(o => o.value);")
    if "ja_Hrkt_JP" not in offered:
        raise Skip(f"no embedded Japanese kana keypad in this build (the picker offers {offered})")
    guide = "return [...document.querySelectorAll('#picture g.flick-guide text')].map(t => t.textContent);"
    page.choose("language", "ja_Hrkt_JP")
    page.wait("the kana keys", lambda: "や" in page.key_titles())
    start = page.text()
    x, y = page.key_centre("や")
    height = page.js("""
        const key = [...document.querySelectorAll('#picture g.key')].find(k => k.querySelector('title')?.textContent === 'や');
        return key.getBoundingClientRect().height;""")
    builder = ActionBuilder(page.driver)
    finger = builder.add_pointer_input(POINTER_TOUCH, "finger")
    finger.create_pointer_move(x=x, y=y)
    finger.create_pointer_down(button=MouseButton.LEFT)
    finger.create_pointer_move(x=x, y=round(y - 0.6 * height), duration=60)
    builder.perform()
    page.wait(f"the flick guide's cross around や (it shows {page.js(guide)})",
              lambda: {"「", "ゆ", "」", "よ"} <= set(page.js(guide) or []))
    if shots := os.environ.get("KEYSMITH_E2E_SCREENSHOTS"):
        Path(shots).mkdir(parents=True, exist_ok=True)
        page.driver.save_screenshot(str(Path(shots) / "kana-flick.png"))
    builder = ActionBuilder(page.driver)
    builder.add_pointer_input(POINTER_TOUCH, "finger").create_pointer_up(button=MouseButton.LEFT)
    builder.perform()
    page.click_key("な")
    page.wait(f"ゆな in the bar (it shows {suggestion_titles(page)})", lambda: "ゆな" in suggestion_titles(page))
    page.wait("the guide gone once the finger lifted", lambda: not page.js(guide))
    click_svg(page, "g.suggestion", "ゆな")
    page.wait(f"ゆな typed (the field reads {page.text()!r})", lambda: page.text() == start + "ゆな")
    page.choose("language", "en_US")
    page.wait("the set's own layout again",
              lambda: page.js("return document.getElementById('picture').dataset.layout;") == "English")


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
