#!/usr/bin/env python3
"""Builds Keysmith's English base language model from text anyone may ship, reproducibly.

    python3 scripts/build_base_models.py                  # writes the model
    python3 scripts/build_base_models.py --check          # fails if the model differs from a rebuild
    python3 scripts/build_base_models.py --corpus-only    # writes the corpus, builds no model

The text comes from two Debian packages, which the script downloads with `apt-get download` (no
installation, no root) and checks against their pinned SHA-256:

- `wordnet-base` 1:3.0-37: the glosses and example sentences of Princeton WordNet 3.0 (WordNet 3.0
  licence: use, copy, modify and distribute for any purpose, with its copyright notice);
- `sword-text-web` 426.0-1: the World English Bible (public domain; "World English Bible" is a
  trademark of eBible.org, so what is built from it is never called by that name), read from its
  SWORD zText module: zlib blocks of OSIS markup, whose notes and titles are left out.

Each source becomes UTF-8 text, a sentence or paragraph a line, under `.build/base-models/en/` (never
committed); `keysmith model build --language en --order 3 --max-size` (release build) counts it. The
model goes to

    Sources/KeysmithCore/Resources/Lexicons/English.model

The build is deterministic: the same packages and the same `keysmith` give the same bytes.
"""

import argparse
import glob
import hashlib
import os
import re
import struct
import subprocess
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build", "base-models")
OUTPUT = os.path.join(ROOT, "Sources", "KeysmithCore", "Resources", "Lexicons", "English.model")
MAX_SIZE = "4MB"
# Each package, its version and the SHA-256 of its .deb.
PACKAGES = {
    "wordnet-base": ("1:3.0-37", "61060d960f9ada8fa120872312eccd3ecebfbab8c4579e4f5a74e1cf67620752"),
    "sword-text-web": ("426.0-1", "930b23670b352f0829a306501de4bebb5e654a2df02cde2cbe86b802177868e1"),
}
SWORD_MODULE = "usr/share/sword/modules/texts/ztext/engWEB2015eb"


def fetch(package, folder):
    """Downloads and checks the pinned .deb of `package`, unpacks it into `folder`; returns that folder."""
    version, sha256 = PACKAGES[package]
    os.makedirs(folder, exist_ok=True)
    debs = glob.glob(os.path.join(folder, f"{package}_*.deb"))
    if not debs:
        subprocess.run(["apt-get", "download", f"{package}={version}"], cwd=folder, check=True)
        debs = glob.glob(os.path.join(folder, f"{package}_*.deb"))
    with open(debs[0], "rb") as file:
        digest = hashlib.sha256(file.read()).hexdigest()
    if digest != sha256:
        sys.exit(f"{debs[0]}: SHA-256 {digest}, expected {sha256}")
    unpacked = os.path.join(folder, package)
    subprocess.run(["dpkg-deb", "-x", debs[0], unpacked], check=True)
    return unpacked


def wordnet_lines(unpacked):
    """The glosses and example sentences of WordNet's data files, one a line, in file order.

    A synset's line ends with `| gloss; "example"; "example"`: the gloss is a definition without a
    subject (`a young person of either sex`), each example a sentence people say (`she writes a
    good hand`)."""
    lines = []
    for part in ("noun", "verb", "adj", "adv"):
        with open(os.path.join(unpacked, "usr/share/wordnet", f"data.{part}"), encoding="utf-8") as file:
            for line in file:
                if line.startswith("  ") or "| " not in line:
                    continue  # the licence at the top of each file
                gloss = line.split("| ", 1)[1].strip()
                for piece in re.split(r';\s*', gloss):
                    piece = piece.strip().strip('"').strip()
                    if piece:
                        lines.append(piece)
    return lines


def sword_lines(unpacked):
    """The running text of a SWORD zText module, a paragraph a line.

    `.bzs` lists each block as three little-endian 32-bit numbers (offset, compressed and plain size)
    into `.bzz`, whose blocks are zlib streams of OSIS markup, in the order of the text. Notes and
    titles are not the text; a paragraph's or line's end is the end of a line."""
    module = os.path.join(unpacked, SWORD_MODULE)
    markup = []
    for testament in ("ot", "nt"):
        with open(os.path.join(module, f"{testament}.bzs"), "rb") as file:
            index = file.read()
        with open(os.path.join(module, f"{testament}.bzz"), "rb") as file:
            blocks = file.read()
        for entry in range(len(index) // 12):
            offset, size, _ = struct.unpack_from("<III", index, entry * 12)
            markup.append(zlib.decompress(blocks[offset:offset + size]).decode("utf-8"))
    text = "".join(markup)
    text = re.sub(r"<note\b.*?</note>", " ", text, flags=re.DOTALL)
    text = re.sub(r"<title\b.*?</title>", "\n", text, flags=re.DOTALL)
    text = re.sub(r'<(div|l|lg|p)\b[^>]*\b[se]ID="[^"]*"[^>]*/>|</?(p|l|lg)\b[^>]*>|<lb\b[^>]*/>', "\n", text)
    text = re.sub(r"<[^>]*>", " ", text)
    lines = (re.sub(r"\s+", " ", line).strip() for line in text.split("\n"))
    return [line for line in lines if line]


def write_corpus(name, lines):
    """Writes `lines` to `name` under the work folder; returns its path."""
    path = os.path.join(WORK, "en", name)
    with open(path, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    return path


def build_model(corpora, output):
    """Counts `corpora` into `output` with the release `keysmith`, built first."""
    tools = os.path.join(ROOT, "Tools")
    subprocess.run(["swift", "build", "-c", "release", "--package-path", tools, "--product", "keysmith"], check=True)
    keysmith = os.path.join(tools, ".build", "release", "keysmith")
    command = [keysmith, "model", "build", "--language", "en", "--corpus", *corpora, "--order", "3",
               "--max-size", MAX_SIZE, "-o", output]
    subprocess.run(command, check=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="fail if the model differs from a rebuild")
    parser.add_argument("--corpus-only", action="store_true", help="write the corpus and build no model")
    arguments = parser.parse_args()
    downloads = os.path.join(WORK, "downloads")
    os.makedirs(os.path.join(WORK, "en"), exist_ok=True)
    corpora = [
        write_corpus("wordnet.txt", wordnet_lines(fetch("wordnet-base", downloads))),
        write_corpus("web.txt", sword_lines(fetch("sword-text-web", downloads))),
    ]
    for corpus in corpora:
        print(f"{os.path.relpath(corpus, ROOT)}: {os.path.getsize(corpus)} bytes")
    if arguments.corpus_only:
        return
    if arguments.check:
        rebuilt = os.path.join(WORK, "en.model")
        build_model(corpora, rebuilt)
        with open(rebuilt, "rb") as new, open(OUTPUT, "rb") as old:
            if new.read() != old.read():
                sys.exit(f"{os.path.relpath(OUTPUT, ROOT)} differs from a rebuild")
        print(f"{os.path.relpath(OUTPUT, ROOT)} is what the sources build")
    else:
        os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
        build_model(corpora, OUTPUT)
        print(f"{os.path.relpath(OUTPUT, ROOT)}: {os.path.getsize(OUTPUT)} bytes")


if __name__ == "__main__":
    main()
