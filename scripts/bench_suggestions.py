#!/usr/bin/env python3
"""Benchmarks Keysmith's suggestions beside symspellpy and marisa-trie, on the same files, in one run.

    python3 scripts/bench_suggestions.py [--rounds N] [--queries N] [--synthetic N] [--output FILE]

It installs what it needs with pip (symspellpy, marisa-trie, codespell), builds `keysmith-bench` in
release mode, and compares:

- correction against symspellpy (max edit distance 2, prefix length 7, Verbosity.CLOSEST) on the
  82,834-word English list symspellpy ships, which the embedded Keysmith lexicon is built from:
  per-query median and p99, load time and resident memory;
- prefix completion (top three by frequency) against marisa-trie: bytes per word, queries per second;
- accuracy on codespell's list of real misspellings (`misspelling->correction`, keeping single-word
  corrections in the word list), and on synthetic taps: intended words typed as Gaussian-noisy
  touches on the embedded English layout of an iPhone in portrait.

It prints a table with the machine and every figure and writes it to benchmarks/suggestions.md.
"""

import argparse
import datetime
import heapq
import importlib
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LEXICON = os.path.join(ROOT, "Sources", "KeysmithCore", "Resources", "Lexicons", "English.lexicon")
REQUIREMENTS = {"symspellpy": "symspellpy", "marisa_trie": "marisa-trie", "codespell_lib": "codespell"}



def engine_memory_sentence(keysmith, lexicon_resident):
    """The lexicon's size, and what the embedded configuration and an engine add beside it."""
    mib = lambda n: f"{n / 1048576:.2f} MiB"
    whole = keysmith["residentBytesConfigurationAndEngine"]
    heap = keysmith.get("anonymousBytesConfigurationAndEngine")
    sentence = (
        f"The lexicon file is {keysmith['lexiconBytes']:,} bytes. Loading the embedded configuration and an engine "
        f"first adds {mib(whole)} resident in this process"
    )
    if heap is None:
        return sentence + f"; with the lexicon that makes {mib(whole + lexicon_resident)} against the design's 10 MiB."
    return (
        sentence + f", of which {mib(heap)} is heap and the rest library code and data run for the first time; "
        f"heap and lexicon together make {mib(heap + lexicon_resident)} against the design's 10 MiB for engine, "
        f"configuration and lexicon (with every page counted, {mib(whole + lexicon_resident)})."
    )

def ensure_packages():
    missing = [package for module, package in REQUIREMENTS.items() if importlib.util.find_spec(module) is None]
    if missing:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", *missing], check=True)
        importlib.invalidate_caches()


def resident_bytes():
    with open("/proc/self/statm") as file:
        return int(file.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def summary(samples):
    ordered = sorted(samples)
    rank = max(1, min(len(ordered), -(-99 * len(ordered) // 100)))
    return {"median": statistics.median(ordered), "p99": ordered[rank - 1], "mean": sum(ordered) / len(ordered)}


def dictionary_path():
    import symspellpy

    return os.path.join(os.path.dirname(symspellpy.__file__), "frequency_dictionary_en_82_765.txt")


def read_dictionary():
    counts = {}
    with open(dictionary_path(), encoding="utf-8") as file:
        for line in file:
            parts = line.split()
            if len(parts) == 2:
                counts[parts[0]] = int(parts[1])
    return counts


def codespell_pairs(words):
    import codespell_lib

    path = os.path.join(os.path.dirname(codespell_lib.__file__), "data", "dictionary.txt")
    pairs = []
    with open(path, encoding="utf-8") as file:
        for line in file:
            if "->" not in line:
                continue
            wrong, right = line.rstrip("\n").split("->", 1)
            right = right.strip().rstrip(",")
            if "," in right or " " in right or not right or right not in words:
                continue
            pairs.append((wrong.strip(), right))
    return pairs


# symspellpy runs in a child process, so that its resident memory is measured alone.
def symspell_worker(arguments):
    from symspellpy import SymSpell, Verbosity

    with open(arguments.queries, encoding="utf-8") as file:
        queries = file.read().split("\n")[:-1]
    with open(arguments.pairs, encoding="utf-8") as file:
        pairs = [line.split("\t") for line in file.read().split("\n") if line]
    with open(arguments.taps, encoding="utf-8") as file:
        taps = [line.split("\t")[:2] for line in file.read().split("\n") if line]

    before = resident_bytes()
    start = time.perf_counter_ns()
    sym = SymSpell(max_dictionary_edit_distance=2, prefix_length=7)
    sym.load_dictionary(dictionary_path(), term_index=0, count_index=1)
    load = time.perf_counter_ns() - start
    after = resident_bytes()

    def lookup(word):
        return [item.term for item in sym.lookup(word, Verbosity.CLOSEST, max_edit_distance=2)]

    for word in queries[:200]:
        lookup(word)
    samples = []
    for _ in range(arguments.rounds):
        for word in queries:
            start = time.perf_counter_ns()
            sym.lookup(word, Verbosity.CLOSEST, max_edit_distance=2)
            samples.append(time.perf_counter_ns() - start)

    def accuracy(cases):
        top1 = top3 = 0
        for typed, intended in cases:
            ranked = lookup(typed)
            top1 += bool(ranked) and ranked[0] == intended
            top3 += intended in ranked[:3]
        count = max(len(cases), 1)
        return {"cases": len(cases), "top1": top1 / count, "top3": top3 / count}

    words = sym.words
    unknown = [(typed, intended) for typed, intended in pairs if typed not in words]
    mistyped = [(typed, intended) for intended, typed in taps if typed and typed != intended]
    synthetic = [(typed, intended) for intended, typed in taps if typed]
    print(json.dumps({
        "load": load, "resident": after - before, "correction": summary(samples),
        "real": accuracy(pairs), "realUnknown": accuracy(unknown),
        "synthetic": accuracy(synthetic), "syntheticMistyped": accuracy(mistyped),
    }))


def marisa_benchmark(counts, prefixes, rounds, folder):
    import marisa_trie

    keys_only = marisa_trie.Trie(counts.keys())
    with_counts = marisa_trie.RecordTrie("<Q", ((word, (count,)) for word, count in counts.items()))
    sizes = {}
    for name, trie in (("keys", keys_only), ("records", with_counts)):
        path = os.path.join(folder, f"marisa-{name}.bin")
        trie.save(path)
        sizes[name] = os.path.getsize(path)

    def complete(prefix):
        return heapq.nlargest(3, with_counts.items(prefix), key=lambda item: item[1][0])

    for prefix in prefixes[:200]:
        complete(prefix)
    start = time.perf_counter_ns()
    for _ in range(rounds):
        for prefix in prefixes:
            complete(prefix)
    elapsed = time.perf_counter_ns() - start
    return {"bytesKeys": sizes["keys"], "bytesRecords": sizes["records"], "qps": rounds * len(prefixes) / (elapsed / 1e9)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="times each query is timed")
    parser.add_argument("--queries", type=int, default=5000, help="real misspellings used as timing queries")
    parser.add_argument("--synthetic", type=int, default=2000, help="words typed as synthetic taps")
    parser.add_argument("--sigma", type=float, default=1 / 3, help="tap noise, in key widths")
    parser.add_argument("--seed", type=int, default=20240601)
    parser.add_argument("--output", default=os.path.join(ROOT, "benchmarks", "suggestions.md"))
    parser.add_argument("--symspell-worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--pairs", help=argparse.SUPPRESS)
    parser.add_argument("--taps", help=argparse.SUPPRESS)
    parser.add_argument("--query-file", dest="queries_file", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.symspell_worker:
        arguments.queries = arguments.queries_file
        symspell_worker(arguments)
        return

    ensure_packages()
    print("building keysmith-bench (release)…", file=sys.stderr)
    subprocess.run(["swift", "build", "-c", "release", "--package-path", "Tools", "--product", "keysmith-bench"], cwd=ROOT, check=True)
    binary = subprocess.run(
        ["swift", "build", "-c", "release", "--package-path", "Tools", "--show-bin-path"],
        cwd=ROOT, check=True, capture_output=True, text=True,
    ).stdout.strip()
    bench = os.path.join(binary, "keysmith-bench")

    counts = read_dictionary()
    pairs = codespell_pairs(counts)
    generator = random.Random(arguments.seed)
    queries = [wrong for wrong, _ in pairs]
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
        pair_file = write("pairs.tsv", [f"{wrong}\t{right}" for wrong, right in pairs])
        word_file = write("intended.txt", intended)
        tap_file = os.path.join(folder, "taps.tsv")
        subprocess.run([bench, "suggestions", "synthesize", "--words", word_file, "--sigma", str(arguments.sigma),
                        "--seed", str(arguments.seed), "--output", tap_file], check=True)

        print("measuring Keysmith…", file=sys.stderr)
        keysmith = json.loads(subprocess.run(
            [bench, "suggestions", "measure", "--lexicon", LEXICON, "--queries", query_file, "--prefixes", prefix_file,
             "--pairs", pair_file, "--taps", tap_file, "--rounds", str(arguments.rounds)],
            check=True, capture_output=True, text=True).stdout)
        print("measuring symspellpy…", file=sys.stderr)
        symspell = json.loads(subprocess.run(
            [sys.executable, os.path.abspath(__file__), "--symspell-worker", "--query-file", query_file, "--pairs", pair_file,
             "--taps", tap_file, "--rounds", str(arguments.rounds)],
            check=True, capture_output=True, text=True).stdout)
        print("measuring marisa-trie…", file=sys.stderr)
        marisa = marisa_benchmark(counts, prefixes, arguments.rounds, folder)

    report = table(arguments, keysmith, symspell, marisa, len(counts), len(pairs), len(queries))
    print(report)
    os.makedirs(os.path.dirname(arguments.output), exist_ok=True)
    with open(arguments.output, "w", encoding="utf-8") as file:
        file.write(report)
    print(f"written to {os.path.relpath(arguments.output, ROOT)}", file=sys.stderr)


def versions():
    from importlib.metadata import version

    return ", ".join(f"{package} {version(package)}" for package in REQUIREMENTS.values())


def table(arguments, keysmith, symspell, marisa, word_count, pair_count, query_count):
    def us(nanoseconds):
        return f"{nanoseconds / 1000:.1f} µs" if nanoseconds < 1_000_000 else f"{nanoseconds / 1e6:.2f} ms"

    def mib(size):
        return f"{size / 1048576:.2f} MiB"

    def pct(value):
        return f"{100 * value:.1f} %"

    def verdict(ok):
        return "yes" if ok else "**no**"

    correction, sym_correction = keysmith["correction"], symspell["correction"]
    load = keysmith["load"]["medianNanoseconds"]
    resident = keysmith["residentBytesLexiconAfterQueries"]
    completion_qps = 1e9 / keysmith["completion"]["meanNanoseconds"]
    real, real_unknown = keysmith["realAccuracy"], keysmith["realAccuracyUnknownMisspellings"]
    synthetic, mistyped = keysmith["syntheticAccuracy"], keysmith["syntheticAccuracyMistyped"]
    lines = [
        "# Suggestion benchmarks",
        "",
        f"Run {datetime.date.today().isoformat()} with `python3 scripts/bench_suggestions.py --rounds {arguments.rounds} "
        f"--queries {arguments.queries} --synthetic {arguments.synthetic} --seed {arguments.seed}`.",
        "",
        f"- Machine: {keysmith['machine']}; Python {platform.python_version()} ({versions()}).",
        f"- Word list: symspellpy's `frequency_dictionary_en_82_765.txt`, {word_count:,} words, for both.",
        f"- Real misspellings: codespell's `dictionary.txt`, {pair_count:,} pairs whose one-word correction is in the list "
        f"({real_unknown['keysmith']['cases']:,} of them misspellings that are not words of the list); "
        f"{query_count:,} of the misspellings, shuffled, are the timing queries, each timed {arguments.rounds} times alone.",
        f"- Synthetic taps: {arguments.synthetic:,} words drawn from the 20,000 most frequent, each letter a tap at its key's centre "
        f"plus Gaussian noise of σ = {arguments.sigma:.2f} key width on the embedded English layout (iPhone portrait, 390 pt); "
        f"{mistyped['keysmithGeometry']['cases']:,} of them came out mistyped.",
        "",
        "## Correction: Keysmith against symspellpy (edit distance 2, prefix length 7, Verbosity.CLOSEST)",
        "",
        "| figure | Keysmith | symspellpy | Keysmith ÷ symspellpy | target | met |",
        "|---|---:|---:|---:|---|---|",
        f"| correction, median per query | {us(correction['medianNanoseconds'])} | {us(sym_correction['median'])} | "
        f"{correction['medianNanoseconds'] / sym_correction['median']:.3f} | ≤ 20 µs | {verdict(correction['medianNanoseconds'] <= 20_000)} |",
        f"| correction, p99 per query | {us(correction['p99Nanoseconds'])} | {us(sym_correction['p99'])} | "
        f"{correction['p99Nanoseconds'] / sym_correction['p99']:.3f} | ≤ 200 µs | {verdict(correction['p99Nanoseconds'] <= 200_000)} |",
        f"| load (Keysmith: read + check the file; symspellpy: build its index) | {us(load)} | {us(symspell['load'])} | "
        f"{load / symspell['load']:.5f} | ≤ 10 ms | {verdict(load <= 10_000_000)} |",
        f"| resident memory of the lexicon and indexes, after every query (just loaded: {mib(keysmith['residentBytesLexiconLoaded'])}) | {mib(resident)} | {mib(symspell['resident'])} | "
        f"{resident / symspell['resident']:.4f} | ≤ 8 MiB | {verdict(resident <= 8 * 1048576)} |",
        "",
        "Keysmith's timings come from a release build of `keysmith-bench` in Swift; symspellpy's from CPython. "
        "Keysmith's correction ranks by frequency and key geometry (no taps); "
        f"with tap positions as well it takes a median of {us(keysmith['correctionWithTaps']['medianNanoseconds'])} "
        f"(p99 {us(keysmith['correctionWithTaps']['p99Nanoseconds'])}) on the synthetic words, and the whole suggestion bar "
        f"(completions, corrections and the autocorrection decision) a median of {us(keysmith['suggestionBar']['medianNanoseconds'])} "
        f"(p99 {us(keysmith['suggestionBar']['p99Nanoseconds'])}).",
        engine_memory_sentence(keysmith, resident),
        "",
        "## Completion: Keysmith against marisa-trie (top three by frequency)",
        "",
        "| figure | Keysmith | marisa-trie | Keysmith ÷ marisa-trie | target | met |",
        "|---|---:|---:|---:|---|---|",
        f"| bytes per word, completion's structure (Keysmith: forward trie with scores; marisa: RecordTrie with counts) | "
        f"{keysmith['forwardTrieBytes'] / word_count:.1f} | {marisa['bytesRecords'] / word_count:.1f} | "
        f"{keysmith['forwardTrieBytes'] / marisa['bytesRecords']:.2f} | | |",
        f"| bytes per word, whole file (Keysmith: both tries; marisa: keys only, no counts) | "
        f"{keysmith['lexiconBytes'] / word_count:.1f} | {marisa['bytesKeys'] / word_count:.1f} | "
        f"{keysmith['lexiconBytes'] / marisa['bytesKeys']:.2f} | | |",
        f"| queries per second | {completion_qps:,.0f} | {marisa['qps']:,.0f} | {completion_qps / marisa['qps']:.1f} | | |",
        f"| completion, median per query | {us(keysmith['completion']['medianNanoseconds'])} | | | ≤ 5 µs | "
        f"{verdict(keysmith['completion']['medianNanoseconds'] <= 5000)} |",
        "",
        "marisa-trie has no ranked traversal: its top three are the three largest counts among all the words "
        "`items(prefix)` lists, through its Python binding.",
        "",
        "## Accuracy",
        "",
        "| list | system | top-1 | top-3 |",
        "|---|---|---:|---:|",
    ]
    for title, ours, theirs in (
        (f"codespell, all {real['keysmith']['cases']:,} pairs", real, symspell["real"]),
        (f"codespell, {real_unknown['keysmith']['cases']:,} non-word misspellings", real_unknown, symspell["realUnknown"]),
    ):
        lines += [
            f"| {title} | Keysmith (frequency + key geometry) | {pct(ours['keysmith']['top1'])} | {pct(ours['keysmith']['top3'])} |",
            f"| | Keysmith without geometry | {pct(ours['keysmithWithoutGeometry']['top1'])} | {pct(ours['keysmithWithoutGeometry']['top3'])} |",
            f"| | plain edit distance + frequency | {pct(ours['plainEditDistanceAndFrequency']['top1'])} | {pct(ours['plainEditDistanceAndFrequency']['top3'])} |",
            f"| | symspellpy | {pct(theirs['top1'])} | {pct(theirs['top3'])} |",
        ]
    for title, ours, theirs in (
        (f"synthetic taps, all {synthetic['keysmithGeometry']['cases']:,} words", synthetic, symspell["synthetic"]),
        (f"synthetic taps, {mistyped['keysmithGeometry']['cases']:,} mistyped words", mistyped, symspell["syntheticMistyped"]),
    ):
        lines += [
            f"| {title} | Keysmith, geometry + tap positions | {pct(ours['keysmithGeometryAndTaps']['top1'])} | {pct(ours['keysmithGeometryAndTaps']['top3'])} |",
            f"| | Keysmith, geometry, no taps | {pct(ours['keysmithGeometry']['top1'])} | {pct(ours['keysmithGeometry']['top3'])} |",
            f"| | Keysmith without geometry | {pct(ours['keysmithWithoutGeometry']['top1'])} | {pct(ours['keysmithWithoutGeometry']['top3'])} |",
            f"| | plain edit distance + frequency | {pct(ours['plainEditDistanceAndFrequency']['top1'])} | {pct(ours['plainEditDistanceAndFrequency']['top3'])} |",
            f"| | symspellpy | {pct(theirs['top1'])} | {pct(theirs['top3'])} |",
        ]
    auto = keysmith["autocorrection"]
    real_gain = real["keysmith"]["top1"] - symspell["real"]["top1"]
    tap_gain = mistyped["keysmithGeometryAndTaps"]["top1"] - mistyped["plainEditDistanceAndFrequency"]["top1"]
    lines += [
        "",
        "Top-1 is the first correction offered, top-3 whether the intended word is among the first three. A misspelling "
        "that is itself a word of the list ranks itself first in every system.",
        "",
        "| target | reached | met |",
        "|---|---|---|",
        f"| top-1 on the real list at least symspellpy's | {pct(real['keysmith']['top1'])} against {pct(symspell['real']['top1'])} "
        f"({100 * real_gain:+.1f} points) | {verdict(real_gain >= 0)} |",
        f"| top-1 on mistyped synthetic taps ≥ 10 points above plain edit distance | {100 * tap_gain:+.1f} points "
        f"({pct(mistyped['keysmithGeometryAndTaps']['top1'])} against {pct(mistyped['plainEditDistanceAndFrequency']['top1'])}) | "
        f"{verdict(tap_gain >= 0.10)} |",
        "",
        f"Autocorrection on space, over the {int(auto['cases']):,} non-word misspellings: right {pct(auto['correctedRight'])}, "
        f"wrong {pct(auto['correctedWrong'])}, left alone otherwise (precision {pct(auto['precision'])}).",
        "",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    main()
