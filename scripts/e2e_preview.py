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

from e2e_preview_page import Page
from e2e_preview_panels import (
    check_emoji_page, check_host_path, check_korean_composition, check_language_picker, check_pinyin_candidate_grid,
    check_kana_flick,
    check_right_to_left, check_toolbar_more_and_panel)
from e2e_preview_served import check_first_picture, check_keyboard_without_language
from e2e_preview_server import CheckFailed, PreviewServer, Skip
from e2e_preview_typing import (
    PHRASE, check_broken_file, check_computer_keyboard, check_ipad_landscape_dark, check_page_loads,
    check_saved_change, check_suggestions, check_swipe_typing, check_two_fingers, check_types_by_clicking)
import skipped_checks

ROOT = Path(__file__).resolve().parent.parent
DEFAULTS = ROOT / "Sources" / "KeysmithCore" / "Resources" / "Defaults"


# MARK: The checks, in order; each starts where the one before left the page


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
    ("Korean: jamo compose underlined syllables, a final moves on, delete takes back a jamo, space commits",
     check_korean_composition),
    ("pinyin: shi's candidates, the grid opened from the bar, its next page, a candidate typed from it",
     check_pinyin_candidate_grid),
    ("the kana keypad: a flick up on や shows the guide and types ゆ, a tap types な, the kana chosen from the bar",
     check_kana_flick),
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
