#!/usr/bin/env python3
"""Measures pinyin conversion on held-out text, Keysmith beside libpinyin in the same run.

    python3 scripts/bench_pinyin.py [--clauses N] [--bench PATH] [--traditional]

The held-out text is the Simplified Chinese translation of the Debian Reference (Debian's
`debian-reference-zh-cn`, GPL-2.0-or-later): prose nothing in Keysmith was built or tuned from. It is
installed with apt-get and read in place; only the clauses derived from it, under .build/, are
written, and nothing of it is committed. The script

1. cuts the HTML into clauses: runs of 4 to 16 ideographs between punctuation, without repeats,
   shuffled with a fixed seed, the first N kept;
2. writes each clause with its pinyin as a person types it (pypinyin's reading, syllables run
   together, an apostrophe before a syllable that starts with a vowel) and its first word (jieba's
   segmentation) to `.build/pinyin-bench/clauses.tsv`;
3. converts every clause with libpinyin (Debian's `libpinyin15` and `libpinyin-data`, GPL-3.0-or-later,
   for comparison only, through ctypes) and reports its accuracy and time;
4. runs `keysmith-bench pinyin` (a release build: `swift build -c release --package-path Tools
   --product keysmith-bench`) on the same clauses.

With --traditional it measures the zh_Hant keyboard instead: the same clauses, first words and all,
converted to Traditional Chinese by OpenCC's `s2tw` (as the Traditional dictionary was made,
phrase by phrase), written to `.build/pinyin-bench/clauses-hant.tsv` with the same pinyin, and
`keysmith-bench pinyin --keyboard zh_Hant` run on them. libpinyin converts to Simplified Chinese
only, so there is no peer in that run.

Packages it needs are installed with apt-get when missing (as root); pypinyin and jieba come from the
environment of scripts/build_pinyin_dictionary.py.
"""

import argparse
import ctypes
import html
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build", "pinyin-bench")
REFERENCE = "/usr/share/debian-reference"
LIBPINYIN_DATA = "/usr/lib/x86_64-linux-gnu/libpinyin/data"
PACKAGES = {"debian-reference-zh-cn": REFERENCE, "libpinyin15": "/usr/lib/x86_64-linux-gnu/libpinyin.so.15",
            "libpinyin-data": LIBPINYIN_DATA}
IDEOGRAPHS = re.compile(r"[\u4e00-\u9fff]{4,16}")
SEED = 25


def ensure_packages():
    missing = [name for name, path in PACKAGES.items() if not os.path.exists(path)]
    if not missing:
        return
    if os.geteuid() != 0:
        sys.exit(f"error: install {' '.join(missing)} (apt-get install {' '.join(missing)}) and run again")
    subprocess.run(["apt-get", "install", "-y", "-q", *missing], check=True, stdout=subprocess.DEVNULL)


def clauses(count):
    """The held-out clauses, in a fixed shuffled order."""
    found = set()
    for name in sorted(os.listdir(REFERENCE)):
        if name.endswith(".zh-cn.html"):
            with open(os.path.join(REFERENCE, name), encoding="utf-8") as file:
                text = html.unescape(re.sub(r"<[^>]+>", "\n", file.read()))
            found.update(IDEOGRAPHS.findall(text))
    ordered = sorted(found)
    random.Random(SEED).shuffle(ordered)
    return ordered[:count]


def typed_pinyin(syllables):
    keys = ""
    for syllable in syllables:
        if keys and syllable[0] in "aeo":
            keys += "'"
        keys += syllable
    return keys


class LibPinyin:
    """libpinyin through ctypes: a context on Debian's data and a user folder of its own."""

    SORT = 0x2 | 0x4 | 0x10  # SORT_BY_PHRASE_LENGTH_AND_FREQUENCY
    OPTIONS = (1 << 1) | (1 << 7) | (1 << 8) | (1 << 9)  # IS_PINYIN, divided and resplit tables, adjust

    def __init__(self, user_folder):
        lib = ctypes.CDLL("libpinyin.so.15")
        lib.pinyin_init.restype = ctypes.c_void_p
        lib.pinyin_init.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
        lib.pinyin_set_options.argtypes = [ctypes.c_void_p, ctypes.c_uint]
        lib.pinyin_alloc_instance.restype = ctypes.c_void_p
        lib.pinyin_alloc_instance.argtypes = [ctypes.c_void_p]
        lib.pinyin_reset.argtypes = [ctypes.c_void_p]
        lib.pinyin_parse_more_full_pinyins.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
        lib.pinyin_parse_more_full_pinyins.restype = ctypes.c_size_t
        lib.pinyin_guess_sentence.argtypes = [ctypes.c_void_p]
        lib.pinyin_guess_candidates.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_uint]
        lib.pinyin_get_n_candidate.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint)]
        lib.pinyin_get_candidate.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.POINTER(ctypes.c_void_p)]
        lib.pinyin_get_candidate_string.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.POINTER(ctypes.c_char_p)]
        self.lib = lib
        self.context = lib.pinyin_init(LIBPINYIN_DATA.encode(), user_folder.encode())
        if not self.context:
            sys.exit("error: libpinyin could not load its data")
        lib.pinyin_set_options(self.context, self.OPTIONS)
        self.instance = lib.pinyin_alloc_instance(self.context)

    def candidates(self, keys, limit=5):
        """The first candidates for `keys`: the sentence, then the words of the first segment."""
        lib = self.lib
        lib.pinyin_reset(self.instance)
        lib.pinyin_parse_more_full_pinyins(self.instance, keys.encode())
        lib.pinyin_guess_sentence(self.instance)
        lib.pinyin_guess_candidates(self.instance, 0, self.SORT)
        count = ctypes.c_uint()
        lib.pinyin_get_n_candidate(self.instance, ctypes.byref(count))
        found = []
        for index in range(min(count.value, limit)):
            candidate = ctypes.c_void_p()
            text = ctypes.c_char_p()
            lib.pinyin_get_candidate(self.instance, index, ctypes.byref(candidate))
            lib.pinyin_get_candidate_string(self.instance, candidate, ctypes.byref(text))
            found.append(text.value.decode("utf-8") if text.value else "")
        return found


def measure_libpinyin(rows):
    user = tempfile.mkdtemp(prefix="libpinyin-user-", dir=WORK)
    try:
        peer = LibPinyin(user)
        tallies = {"sentence1": 0, "sentence5": 0, "first1": 0, "first5": 0}
        times = []
        for text, keys, first in rows:
            start = time.thread_time_ns()
            found = peer.candidates(keys)
            times.append(time.thread_time_ns() - start)

            def writes_first(candidate):
                return len(candidate) >= len(first) and text.startswith(candidate)

            tallies["sentence1"] += found[:1] == [text]
            tallies["sentence5"] += text in found[:5]
            tallies["first1"] += any(map(writes_first, found[:1]))
            tallies["first5"] += any(map(writes_first, found[:5]))
        return tallies, times
    finally:
        shutil.rmtree(user, ignore_errors=True)


def measure_traditional(rows, bench):
    """Converts the clauses to Traditional Chinese and runs the bench on the zh_Hant keyboard."""
    import opencc

    converter = opencc.OpenCC("s2tw")
    path = os.path.join(WORK, "clauses-hant.tsv")
    with open(path, "w", encoding="utf-8") as file:
        for text, keys, first in rows:
            # The first word is the converted clause's start: OpenCC converts a word in its context
            # (并为 併為, 并 alone 並), and keeps the length.
            converted = converter.convert(text)
            file.write(f"{converted}\t{keys}\t{converted[:len(first)]}\n")
    print(f"The same clauses in Traditional Chinese (OpenCC s2tw) in {os.path.relpath(path, ROOT)}\n")
    if not os.path.exists(bench):
        sys.exit(f"error: no {bench}; build it with swift build -c release --package-path Tools --product keysmith-bench")
    print("Keysmith, zh_Hant:\n")
    sys.exit(subprocess.run([bench, "pinyin", "--keyboard", "zh_Hant", "--clauses", path]).returncode)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clauses", type=int, default=1000, help="how many held-out clauses")
    parser.add_argument("--bench", default=os.path.join(ROOT, "Tools", ".build", "release", "keysmith-bench"))
    parser.add_argument("--traditional", action="store_true", help="measure the zh_Hant keyboard")
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if not arguments.inside:
        ensure_packages()
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import build_pinyin_dictionary

        python = build_pinyin_dictionary.environment_python()
        sys.exit(subprocess.run([python, os.path.abspath(__file__), "--inside", *sys.argv[1:]]).returncode)

    import jieba
    from pypinyin import Style, lazy_pinyin

    jieba.setLogLevel(60)
    os.makedirs(WORK, exist_ok=True)
    rows = []
    for text in clauses(arguments.clauses):
        syllables = lazy_pinyin(text, style=Style.NORMAL)
        if len(syllables) == len(text) and all(s.isascii() and s.isalpha() for s in syllables):
            rows.append((text, typed_pinyin(syllables), next(iter(jieba.cut(text, HMM=False)))))
    path = os.path.join(WORK, "clauses.tsv")
    with open(path, "w", encoding="utf-8") as file:
        file.writelines(f"{text}\t{keys}\t{first}\n" for text, keys, first in rows)
    print(f"{len(rows)} held-out clauses from the Debian Reference (zh-cn) in {os.path.relpath(path, ROOT)}\n")
    if arguments.traditional:
        measure_traditional(rows, arguments.bench)

    tallies, times = measure_libpinyin(rows)
    times.sort()

    def share(count):
        return f"{100 * count / len(rows):.1f}% ({count})"

    print("libpinyin 2.8.1 (Debian libpinyin15, libpinyin-data), same clauses:\n")
    print("| Figure | Value |\n| --- | --- |")
    print(f"| Whole clause right, first candidate | {share(tallies['sentence1'])} |")
    print(f"| Whole clause among the first 5 candidates | {share(tallies['sentence5'])} |")
    print(f"| First word right, first candidate | {share(tallies['first1'])} |")
    print(f"| First word right among the first 5 candidates | {share(tallies['first5'])} |")
    median = statistics.median(times) / 1e6
    p95 = times[int(0.95 * (len(times) - 1))] / 1e6
    print(f"| A clause's conversion, thread CPU time: median / p95 | {median:.2f} ms / {p95:.2f} ms |\n")

    if not os.path.exists(arguments.bench):
        sys.exit(f"error: no {arguments.bench}; build it with swift build -c release --package-path Tools --product keysmith-bench")
    print("Keysmith:\n")
    sys.exit(subprocess.run([arguments.bench, "pinyin", "--clauses", path]).returncode)


if __name__ == "__main__":
    main()
