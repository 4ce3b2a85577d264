#!/usr/bin/env python3
"""Rebuilds the embedded pinyin dictionaries from jieba's word list and pypinyin's readings.

    python3 scripts/build_pinyin_dictionary.py [--traditional] [--check]

Sources, both MIT-licensed and both installed with pip into a virtual environment of the script's
own (`.build/pinyin-dictionary-env`), at pinned versions:

- jieba 0.42.1: `jieba/dict.txt`, 349,046 words of Simplified Chinese with counts;
- pypinyin 0.55.0: the reading of each word (its phrase data picks the reading of a character that
  has several, 长城 chang'cheng) and every reading of each single character (长: chang, zhang).

A word is kept when every character is a CJK ideograph, it has at most 6 characters and it was
counted at least `MINIMUM_COUNT` times; every reading of a single character is kept, whatever its
count, the first with the character's count and the others with a tenth of it, and every other
ideograph of the basic CJK block that pypinyin reads is kept with a count of 1, so that every
character can be typed. Readings are toneless, with `v` for `ü` (lv 绿); the readings with no vowel
of a few interjections are typed as IMEs type them (嗯 n, ng: en; 哼 hng: heng), and others (呣 m,
hm) are left out.

The file it writes, `Sources/KeysmithCore/Resources/Lexicons/Pinyin.dictionary`, is the format
`PinyinDictionaryFormat.swift` describes: a header with a checksum, the syllables, the entries sorted
by their syllables, and the words' UTF-8. The build is deterministic; --check rebuilds it and fails
when the committed file differs.

With --traditional it writes `PinyinTraditional.dictionary`, the same entries in Traditional Chinese
as Taiwan writes it: every word is converted whole by OpenCC 1.4.2 (Apache-2.0, installed the same
way) with its `s2tw` configuration, Simplified to Traditional phrase by phrase (头发 頭髮, 发展 發展,
皇后 皇后, 后来 後來) and then to Taiwan's standard variants (里面 裡面, 着 著). The readings are the
Simplified word's, which the conversion keeps: `s2twp`, which also replaces mainland words by
Taiwan's (软件 軟體, 信息 資訊), is not used, because the word it gives is read otherwise
(ruanjian is not 軟體's reading). Entries that become the same word with the same reading are merged,
their counts added. A character that OpenCC converts alone is kept as well, so that every
ideograph stays typable: with a tenth of its count when it is Traditional too, found in the
Traditional words (后 of 皇后, which alone becomes 後) or a variant Taiwan writes otherwise (裏 裡),
and with a count of 1 when it is Simplified only (简, which CLDR lists among Traditional Chinese's
characters too).
"""

import argparse
import hashlib
import math
import os
import struct
import sys
import unicodedata

import dictionary_builds
from dictionary_builds import fnv, write_or_check

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources", "KeysmithCore", "Resources", "Lexicons", "Pinyin.dictionary")
NOTICE = os.path.join(os.path.dirname(OUTPUT), "Pinyin-NOTICE.md")
TRADITIONAL_OUTPUT = os.path.join(os.path.dirname(OUTPUT), "PinyinTraditional.dictionary")
TRADITIONAL_NOTICE = os.path.join(os.path.dirname(OUTPUT), "PinyinTraditional-NOTICE.md")
OPENCC_VERSION = "1.4.2"
# OpenCC's configuration: Simplified to Traditional by phrases, then Taiwan's standard characters.
OPENCC_CONFIGURATION = "s2tw"
# jieba's package carries no licence file; this is the LICENSE of its repository
# (https://github.com/fxsjy/jieba), whose setup.py declares the MIT licence.
JIEBA_LICENCE = """The MIT License (MIT)

Copyright (c) 2013 Sun Junyi

Permission is hereby granted, free of charge, to any person obtaining a copy of
this software and associated documentation files (the "Software"), to deal in
the Software without restriction, including without limitation the rights to
use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of
the Software, and to permit persons to whom the Software is furnished to do so,
subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS
FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR
COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER
IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN
CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
"""
ENVIRONMENT = os.path.join(ROOT, ".build", "pinyin-dictionary-env")
PACKAGES = ["pypinyin==0.55.0", "jieba==0.42.1", f"opencc=={OPENCC_VERSION}"]
JIEBA_DICT_SHA256 = "7197c3211ddd98962b036cdf40324d1ea2bfaa12bd028e68faa70111a88e12a8"
MINIMUM_COUNT = 5
# Interjections whose readings have no vowel, as pinyin keyboards type them.
VOWELLESS = {"n": "en", "ng": "en", "hng": "heng"}
LONGEST_WORD = 6
MAGIC = b"KSPY"
VERSION = 1
HEADER_SIZE = 64
SYLLABLE_WIDTH = 8
ENTRY_SIZE = 12


def environment_python():
    """The interpreter of the script's own environment, with the pinned packages installed."""
    return dictionary_builds.environment_python(ENVIRONMENT, PACKAGES)


def is_ideograph(character):
    return "CJK UNIFIED IDEOGRAPH" in unicodedata.name(character, "")


def score(count):
    """The stored score of a count: 1000 × ln(count), at least 1."""
    return max(1, min(65535, round(1000 * math.log(count))))


def read_entries():
    """(syllables, word, count) for every kept word and reading."""
    import jieba
    from pypinyin import Style, lazy_pinyin, pinyin

    path = os.path.join(os.path.dirname(jieba.__file__), "dict.txt")
    with open(path, "rb") as file:
        data = file.read()
    digest = hashlib.sha256(data).hexdigest()
    if digest != JIEBA_DICT_SHA256:
        sys.exit(f"jieba's dict.txt has SHA-256 {digest}, expected {JIEBA_DICT_SHA256}")
    counts = {}
    for line in data.decode("utf-8").splitlines():
        fields = line.split()
        if len(fields) < 2:
            continue
        word, count = fields[0], int(fields[1])
        if len(word) > LONGEST_WORD or not all(map(is_ideograph, word)):
            continue
        if count < MINIMUM_COUNT and len(word) > 1:
            continue
        counts[word] = counts.get(word, 0) + max(count, 1)
    for code in range(0x4E00, 0xA000):
        counts.setdefault(chr(code), 1)

    def usable(syllable):
        return syllable.isascii() and syllable.isalpha() and any(vowel in syllable for vowel in "aeiouv")

    entries = {}
    for word, count in counts.items():
        if len(word) == 1:
            readings = [VOWELLESS.get(reading, reading) for reading in pinyin(word, style=Style.NORMAL, heteronym=True)[0]]
            for index, reading in enumerate(dict.fromkeys(readings)):
                if usable(reading):
                    key = (reading,)
                    entries[(key, word)] = max(entries.get((key, word), 0), count if index == 0 else max(1, count // 10))
        else:
            key = tuple(lazy_pinyin(word, style=Style.NORMAL))
            if len(key) == len(word) and all(map(usable, key)):
                entries[(key, word)] = entries.get((key, word), 0) + count
    return [(key, word, count) for (key, word), count in entries.items()]


def traditional(entries):
    """The entries with their words converted to Traditional Chinese by OpenCC, readings unchanged;
    entries that become the same word with the same reading are one, their counts added."""
    import opencc

    converter = opencc.OpenCC(OPENCC_CONFIGURATION)
    traditional_only = opencc.OpenCC("s2t")
    converted_words = [(key, word, count, converter.convert(word)) for key, word, count in entries]
    # The characters of Traditional words: 后 is one (皇后), though OpenCC turns it alone into 後.
    in_words = {character for _, word, _, converted in converted_words if len(word) > 1 for character in converted}
    merged = {}
    for key, word, count, converted in converted_words:
        if len(converted) != len(word) or not all(map(is_ideograph, converted)):
            continue
        merged[(key, converted)] = merged.get((key, converted), 0) + count
        # A character OpenCC converts alone stays typable: with a tenth of the count when it is
        # Traditional too, written in Traditional words (后) or a variant Taiwan writes otherwise
        # (裏, written 裡); with a count of 1, last among its syllable's characters, when it is
        # Simplified only (简), as every ideograph of the block is typable on the Simplified keyboard.
        if len(word) == 1 and converted != word:
            traditional_too = word in in_words or traditional_only.convert(word) == word
            merged[(key, word)] = merged.get((key, word), 0) + (max(1, count // 10) if traditional_too else 1)
    return [(key, word, count) for (key, word), count in merged.items()]


def build(entries):
    """The bytes of the dictionary file."""
    syllables = sorted({syllable for key, _, _ in entries for syllable in key})
    index = {syllable: number for number, syllable in enumerate(syllables)}
    total = sum(count for _, _, count in entries)
    ordered = sorted(entries, key=lambda entry: ([index[s] for s in entry[0]], -entry[2], entry[1]))
    syllable_table = b"".join(syllable.encode("ascii").ljust(SYLLABLE_WIDTH, b"\0") for syllable in syllables)
    records, keys, words = bytearray(), bytearray(), bytearray()
    for key, word, count in ordered:
        encoded = word.encode("utf-8")
        records += struct.pack(
            "<IIBBH", len(keys) // 2, len(words), len(key), len(encoded), score(count)
        )
        keys += b"".join(struct.pack("<H", index[syllable]) for syllable in key)
        words += encoded
    if len(keys) % 4:
        keys += b"\0\0"
    payload = bytes(syllable_table + records + keys + words)
    checksum = fnv(payload)
    header = struct.pack(
        "<4sIIIIIII",
        MAGIC,
        VERSION,
        len(syllables),
        len(ordered),
        len(keys) // 2,
        len(words),
        round(1000 * math.log(total)),
        0,
    ) + struct.pack("<QQ", len(payload), checksum)
    return header.ljust(HEADER_SIZE, b"\0") + payload


def notice(entries):
    """The NOTICE beside the dictionary: its sources and their licences."""
    import pypinyin

    folder = os.path.dirname(os.path.dirname(pypinyin.__file__))
    with open(os.path.join(folder, "pypinyin-0.55.0.dist-info", "licenses", "LICENSE.txt"), encoding="utf-8") as file:
        pypinyin_licence = file.read()
    return f"""# Pinyin dictionary

`Pinyin.dictionary` holds {len(entries):,} words of Simplified Chinese with their toneless pinyin
readings and counts. The words and counts are those of jieba 0.42.1's `jieba/dict.txt` (SHA-256
`{JIEBA_DICT_SHA256}`), words of up to {LONGEST_WORD} ideographs counted at least {MINIMUM_COUNT} times; the
readings are pypinyin 0.55.0's, from its phrase and character data.

Rebuild it with `python3 scripts/build_pinyin_dictionary.py`.

jieba is under the MIT licence:

```
{JIEBA_LICENCE.strip()}
```

pypinyin is under the MIT licence:

```
{pypinyin_licence.strip()}
```
"""


def traditional_notice(entries):
    """The NOTICE beside the Traditional dictionary: the Simplified one's sources, and OpenCC."""
    import opencc

    folder = os.path.dirname(os.path.dirname(opencc.__file__))
    with open(os.path.join(folder, f"opencc-{OPENCC_VERSION}.dist-info", "licenses", "LICENSE"), encoding="utf-8") as file:
        opencc_licence = file.read()
    return f"""# Traditional pinyin dictionary

`PinyinTraditional.dictionary` holds {len(entries):,} words of Traditional Chinese as Taiwan writes them,
with their toneless pinyin readings and counts: the entries of `Pinyin.dictionary` (see
`Pinyin-NOTICE.md` for its sources, jieba and pypinyin, and their MIT licences), each word converted
whole by OpenCC {OPENCC_VERSION}'s `{OPENCC_CONFIGURATION}` configuration (Simplified to Traditional by phrases, then
Taiwan's standard characters), entries that became the same merged.

Rebuild it with `python3 scripts/build_pinyin_dictionary.py --traditional`.

OpenCC (https://github.com/BYVoid/OpenCC) is under the Apache License 2.0:

```
{opencc_licence.strip()}
```
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail when the committed file differs")
    parser.add_argument("--traditional", action="store_true", help="build the Traditional Chinese dictionary")
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if not arguments.inside:
        dictionary_builds.run_inside(__file__, ENVIRONMENT, PACKAGES)
    entries = read_entries()
    if arguments.traditional:
        entries = traditional(entries)
        output, notice_path, text = TRADITIONAL_OUTPUT, TRADITIONAL_NOTICE, traditional_notice(entries)
    else:
        output, notice_path, text = OUTPUT, NOTICE, notice(entries)
    data = build(entries)
    text = text.encode("utf-8")
    if write_or_check([(output, data), (notice_path, text)], arguments.check, ROOT):
        print(f"wrote {os.path.relpath(output, ROOT)}: {len(entries):,} entries, {len(data):,} bytes")


if __name__ == "__main__":
    main()
