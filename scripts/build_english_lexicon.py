#!/usr/bin/env python3
"""Rebuilds the embedded English lexicon and its NOTICE from SymSpell's English word list.

    python3 scripts/build_english_lexicon.py [--check] [--keysmith PATH]

The list is `frequency_dictionary_en_82_765.txt` (82,834 words with counts, MIT licence), as the
Python package symspellpy ships it. The script downloads a pinned version of that package with pip,
checks the list against a known SHA-256, builds the lexicon with `keysmith lexicon build`, and writes

    Sources/KeysmithCore/Resources/Lexicons/English.lexicon
    Sources/KeysmithCore/Resources/Lexicons/NOTICE.md

The build is deterministic: the same list gives the same file, byte for byte, which the script
checks against the file already there with --check. `--keysmith` uses a keysmith command already
built rather than building Tools' release one.
"""

import argparse
import hashlib
import os
import subprocess
import sys
import tempfile
import zipfile

from dictionary_builds import release_keysmith, write_or_check

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LEXICONS = os.path.join(ROOT, "Sources", "KeysmithCore", "Resources", "Lexicons")
PACKAGE = "symspellpy==6.10.1"
LIST_NAME = "symspellpy/frequency_dictionary_en_82_765.txt"
LIST_SHA256 = "68e9dc81c7e73bd7310b57e516ecaea0d8b6387ff71344a57c04174650a407a7"


def fetch_word_list(folder):
    """Downloads the pinned symspellpy wheel into `folder`; returns (list path, licence text)."""
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:", "-d", folder, PACKAGE],
        check=True,
    )
    wheels = [name for name in os.listdir(folder) if name.endswith(".whl")]
    if len(wheels) != 1:
        sys.exit(f"expected one wheel in {folder}, found {wheels}")
    with zipfile.ZipFile(os.path.join(folder, wheels[0])) as wheel:
        data = wheel.read(LIST_NAME)
        licence_names = [name for name in wheel.namelist() if name.endswith("/LICENSE")]
        if not licence_names:
            sys.exit("the wheel has no LICENSE file")
        licence = wheel.read(licence_names[0]).decode("utf-8")
    digest = hashlib.sha256(data).hexdigest()
    if digest != LIST_SHA256:
        sys.exit(f"{LIST_NAME} has SHA-256 {digest}, expected {LIST_SHA256}")
    path = os.path.join(folder, "frequency_dictionary_en_82_765.txt")
    with open(path, "wb") as file:
        file.write(data)
    return path, licence, data


def notice(licence, data):
    words = sum(1 for line in data.decode("utf-8").splitlines() if line.strip())
    return f"""# English lexicon

`English.lexicon` is built from `frequency_dictionary_en_82_765.txt`, the English word list with
counts of SymSpell by Wolf Garbe, as shipped in the Python package symspellpy 6.10.1 by mmb L
(`{LIST_NAME}`, SHA-256 `{LIST_SHA256}`): {words:,} words. The words and counts are used unchanged.

Rebuild it with `python3 scripts/build_english_lexicon.py`.

The list is under the MIT licence:

```
{licence.strip()}
```
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="build into a temporary folder and compare with the committed files")
    parser.add_argument("--keysmith", help="a built keysmith command to use (default: build Tools' release one)")
    arguments = parser.parse_args()

    keysmith = arguments.keysmith or release_keysmith(ROOT)
    with tempfile.TemporaryDirectory() as folder:
        word_list, licence, data = fetch_word_list(folder)
        output = os.path.join(folder, "English.lexicon")
        subprocess.run([keysmith, "lexicon", "build", word_list, "-o", output], check=True)
        with open(output, "rb") as file:
            lexicon = file.read()
    files = [(os.path.join(LEXICONS, "English.lexicon"), lexicon),
             (os.path.join(LEXICONS, "NOTICE.md"), notice(licence, data).encode("utf-8"))]
    os.makedirs(LEXICONS, exist_ok=True)
    if write_or_check(files, arguments.check, ROOT):
        print(f"wrote English.lexicon ({len(lexicon):,} bytes) and NOTICE.md")


if __name__ == "__main__":
    main()
