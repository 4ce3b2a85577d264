#!/usr/bin/env python3
"""Benchmarks Keysmith's suggestions beside Hunspell, SymSpell (C++ and Python) and marisa-trie, on the same files, in one run.

    python3 scripts/bench_suggestions.py [--rounds N] [--queries N] [--synthetic N] [--sample N] [--output FILE]

What it needs, and installs when it can (as root or with sudo; otherwise it stops and prints the
command): from Debian, `apt-get install libhunspell-dev hunspell-en-us libmarisa-dev misspell-fixer`
and a C++ compiler; from PyPI, with pip, symspellpy, marisa-trie and codespell, and the source of
SymSpellCppPy 0.0.18 (`pip download --no-binary :all:`, Apache-2.0), whose C++ SymSpell library is compiled here
without its Python binding. It builds `keysmith-bench` in release mode and three small C++ programs
(scripts/bench/) that call Hunspell, SymSpell and libmarisa in process and time each call inside
it, so no process or interpreter overhead is timed. CI does not run it.

It compares, on the same queries:

- correction against Hunspell (libhunspell 1.7 with Debian's en_US dictionary), SymSpell in C++ and
  symspellpy (max edit distance 2, prefix length 7, Verbosity.ALL, so that the first three are the
  nearest three by distance then frequency) on the 82,834-word English list symspellpy ships, which
  the embedded Keysmith lexicon is built from: per-query median and p99, load time (each system
  loading what it keeps on disk: Keysmith its file, SymSpell its saved index, Hunspell its .aff and
  .dic; warm page cache) and resident memory added by loading and then running every timing query,
  each system in a process of its own;
- prefix completion (top three by frequency) against marisa-trie: bytes per word (its Python
  binding's files) and the time per query of libmarisa's C++ prefix listing;
- accuracy on codespell's real misspellings (`misspelling->correction`, keeping single-word
  corrections in the word list), split in two halves by line of its file: the even-numbered lines are
  the tuning half, which any tuning of the ranking may look at, the odd-numbered lines the held-out
  half, which is what is reported; and on a
  second list never used while developing, misspell-fixer's rules (Debian's misspell-fixer,
  BSD-3-Clause). Hunspell suggests in tens of milliseconds, so it is measured on a fixed sample of
  each list (--sample pairs), with every other system on the same sample beside it;
- synthetic taps: intended words typed as Gaussian-noisy touches on the embedded English layout of
  an iPhone in portrait, at the default spread and over a grid of spreads (0.2 to 0.5 key width) and
  of taps biased away from the key's centre.

It prints the report with the machine and every figure and writes it to benchmarks/suggestions.md.
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

from bench_suggestions_data import (
    HUNSPELL_DICTIONARY, LEXICON, ROOT, accuracy_from, build_native, codespell_pairs, deterministic_sample,
    dictionary_path, ensure_packages, held_out, marisa_sizes, misspell_fixer_pairs, read_dictionary, read_ranked,
    run_json, symspell_worker, symspellpy_build)
from bench_suggestions_report import table

# The synthetic-tap grid: spreads in key widths, centred; then biased taps, (right, down) in key widths.
SPREADS = [0.2, 0.3, 0.4, 0.5]
OFFSETS = [(0.0, 0.2), (0.0, 0.35), (0.2, 0.2), (-0.2, 0.2)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="times each query is timed (Hunspell: once)")
    parser.add_argument("--queries", type=int, default=2000, help="real misspellings used as timing queries")
    parser.add_argument("--synthetic", type=int, default=2000, help="words typed as synthetic taps")
    parser.add_argument("--sigma", type=float, default=1 / 3, help="tap noise of the main tap figures, in key widths")
    parser.add_argument("--sample", type=int, default=1500, help="pairs of each list that Hunspell corrects")
    parser.add_argument("--seed", type=int, default=20240601)
    parser.add_argument("--output", default=os.path.join(ROOT, "benchmarks", "suggestions.md"))
    parser.add_argument("--symspell-worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--index", help=argparse.SUPPRESS)
    parser.add_argument("--words", help=argparse.SUPPRESS)
    parser.add_argument("--query-file", dest="queries_file", help=argparse.SUPPRESS)
    parser.add_argument("--ranked", dest="output_ranked", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.symspell_worker:
        arguments.queries, arguments.output = arguments.queries_file, arguments.output_ranked
        symspell_worker(arguments)
        return

    ensure_packages()
    native = build_native()
    print("building keysmith-bench (release)…", file=sys.stderr)
    subprocess.run(["swift", "build", "-c", "release", "--package-path", "Tools", "--product", "keysmith-bench"], cwd=ROOT, check=True)
    binary = subprocess.run(
        ["swift", "build", "-c", "release", "--package-path", "Tools", "--show-bin-path"],
        cwd=ROOT, check=True, capture_output=True, text=True,
    ).stdout.strip()
    bench = os.path.join(binary, "keysmith-bench")

    counts = read_dictionary()
    codespell = codespell_pairs(counts)
    tuning = [pair[:2] for pair in codespell if not held_out(pair)]
    test = [pair[:2] for pair in codespell if held_out(pair)]
    fixer = misspell_fixer_pairs(counts)
    codespell_misspellings = {pair[0] for pair in codespell}
    fixer_new = [pair for pair in fixer if pair[0] not in codespell_misspellings]
    lists = {"codespell": test, "fixer": fixer, "fixerNew": fixer_new}
    samples = {"codespell": deterministic_sample(test, arguments.sample),
               "fixer": deterministic_sample(fixer, arguments.sample)}

    generator = random.Random(arguments.seed)
    queries = [wrong for wrong, _ in test]
    generator.shuffle(queries)
    queries = queries[: arguments.queries]
    common = [word for word, _ in sorted(counts.items(), key=lambda item: -item[1]) if len(word) >= 2 and word.isalpha() and word.isascii()][:20000]
    intended = generator.sample(common, arguments.synthetic)
    prefixes = [word[: generator.randint(1, len(word))] for word in intended]

    with tempfile.TemporaryDirectory() as folder:
        def write(name, lines):
            path = os.path.join(folder, name)
            with open(path, "w", encoding="utf-8") as file:
                file.write("".join(line + "\n" for line in lines))
            return path

        query_file = write("queries.txt", queries)
        prefix_file = write("prefixes.txt", prefixes)
        word_file = write("intended.txt", intended)
        pair_files = {name: write(f"{name}.tsv", [f"{w}\t{r}" for w, r in pairs]) for name, pairs in lists.items()}
        sample_files = {name: write(f"sample-{name}.tsv", [f"{w}\t{r}" for w, r in pairs]) for name, pairs in samples.items()}

        # The taps: the main file at --sigma, then the grid.
        conditions = [("main", arguments.sigma, (0.0, 0.0))]
        conditions += [(f"sigma{sigma}", sigma, (0.0, 0.0)) for sigma in SPREADS]
        conditions += [(f"offset{x},{y}", arguments.sigma, (x, y)) for x, y in OFFSETS]
        tap_files, tap_cases = {}, {}
        for name, sigma, (x, y) in conditions:
            path = os.path.join(folder, f"taps-{name}.tsv")
            subprocess.run([bench, "suggestions", "synthesize", "--words", word_file, "--sigma", str(sigma),
                            f"--offset-x={x}", f"--offset-y={y}", "--seed", str(arguments.seed), "--output", path],
                           check=True)
            tap_files[name] = path
            with open(path, encoding="utf-8") as file:
                rows = [line.rstrip("\n").split("\t") for line in file if line.strip()]
            tap_cases[name] = [(typed, wanted) for wanted, typed, *_ in rows if typed]

        # Every word any list asks the other systems to correct.
        every = sorted({w for pairs in lists.values() for w, _ in pairs}
                       | {typed for cases in tap_cases.values() for typed, _ in cases})
        every_file = write("every.txt", every)
        hunspell_words = sorted({w for pairs in samples.values() for w, _ in pairs})
        hunspell_file = write("hunspell-words.txt", hunspell_words)

        print("measuring Keysmith…", file=sys.stderr)
        keysmith = run_json([bench, "suggestions", "measure", "--lexicon", LEXICON, "--queries", query_file,
                             "--prefixes", prefix_file, "--pairs", pair_files["codespell"], "--taps", tap_files["main"],
                             "--rounds", str(arguments.rounds)])
        keysmith_lists = {name: run_json([bench, "suggestions", "accuracy", "--lexicon", LEXICON, "--pairs", path])
                          for name, path in {**pair_files, **{f"sample-{n}": p for n, p in sample_files.items()}}.items()}
        keysmith_taps = {name: run_json([bench, "suggestions", "accuracy", "--lexicon", LEXICON, "--taps", path])
                         for name, path in tap_files.items()}

        print("measuring SymSpell (C++)…", file=sys.stderr)
        index = os.path.join(folder, "symspell-index.bin")
        symspell_cpp = run_json([native["symspell"], "build", dictionary_path(), index])
        symspell_cpp.update(run_json([native["symspell"], "measure", index, query_file, str(arguments.rounds),
                                      every_file, os.path.join(folder, "symspell-ranked.tsv")]))
        symspell_cpp_ranked = read_ranked(os.path.join(folder, "symspell-ranked.tsv"))

        print("measuring symspellpy…", file=sys.stderr)
        pickle = os.path.join(folder, "symspellpy.pickle")
        symspellpy_built = symspellpy_build(pickle)
        symspellpy = run_json([sys.executable, os.path.abspath(__file__), "--symspell-worker", "--query-file", query_file,
                               "--index", pickle, "--words", every_file, "--rounds", str(arguments.rounds),
                               "--ranked", os.path.join(folder, "symspellpy-ranked.tsv")])
        symspellpy["build"] = symspellpy_built
        symspellpy_ranked = read_ranked(os.path.join(folder, "symspellpy-ranked.tsv"))

        print("measuring Hunspell (slow: tens of milliseconds a suggestion)…", file=sys.stderr)
        hunspell = run_json([native["hunspell"], HUNSPELL_DICTIONARY + ".aff", HUNSPELL_DICTIONARY + ".dic", query_file, "1",
                             hunspell_file, os.path.join(folder, "hunspell-ranked.tsv")])
        hunspell_ranked = read_ranked(os.path.join(folder, "hunspell-ranked.tsv"))

        print("measuring marisa-trie…", file=sys.stderr)
        marisa = marisa_sizes(counts, folder)
        marisa.update(run_json([native["marisa"], dictionary_path(), prefix_file, str(arguments.rounds)]))

    others = {
        "symspellCpp": {name: accuracy_from(symspell_cpp_ranked, pairs) for name, pairs in {**lists, **{f"sample-{n}": p for n, p in samples.items()}}.items()},
        "symspellpy": {name: accuracy_from(symspellpy_ranked, pairs) for name, pairs in {**lists, **{f"sample-{n}": p for n, p in samples.items()}}.items()},
        "hunspell": {f"sample-{name}": accuracy_from(hunspell_ranked, pairs) for name, pairs in samples.items()},
    }
    taps_others = {
        system: {name: {"all": accuracy_from(ranked, cases),
                        "mistyped": accuracy_from(ranked, [(t, w) for t, w in cases if t != w])}
                 for name, cases in tap_cases.items()}
        for system, ranked in (("symspellCpp", symspell_cpp_ranked), ("symspellpy", symspellpy_ranked))
    }
    context = {
        "counts": counts, "codespell": codespell, "tuning": tuning, "test": test, "fixer": fixer, "fixerNew": fixer_new,
        "queries": queries, "conditions": conditions,
    }
    report = table(arguments, context, keysmith, keysmith_lists, keysmith_taps, symspell_cpp, symspellpy, hunspell,
                   marisa, others, taps_others)
    print(report)
    os.makedirs(os.path.dirname(arguments.output), exist_ok=True)
    with open(arguments.output, "w", encoding="utf-8") as file:
        file.write(report)
    print(f"written to {os.path.relpath(arguments.output, ROOT)}", file=sys.stderr)

if __name__ == "__main__":
    main()
