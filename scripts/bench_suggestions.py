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
import datetime
import hashlib
import importlib.util
import json
import os
import platform
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LEXICON = os.path.join(ROOT, "Sources", "KeysmithCore", "Resources", "Lexicons", "English.lexicon")
NATIVE_SOURCES = os.path.join(ROOT, "scripts", "bench")
NATIVE_BUILD = os.path.join(ROOT, ".build", "bench-native")
REQUIREMENTS = {"symspellpy": "symspellpy", "marisa_trie": "marisa-trie", "codespell_lib": "codespell"}
SYMSPELL_CPP = "symspellcpppy==0.0.18"
DEBIAN_PACKAGES = ["libhunspell-dev", "hunspell-en-us", "libmarisa-dev", "misspell-fixer", "g++", "pkg-config"]
HUNSPELL_DICTIONARY = "/usr/share/hunspell/en_US"
MISSPELL_FIXER_RULES = "/usr/share/misspell-fixer/rules"
# The synthetic-tap grid: spreads in key widths, centred; then biased taps, (right, down) in key widths.
SPREADS = [0.2, 0.3, 0.4, 0.5]
OFFSETS = [(0.0, 0.2), (0.0, 0.35), (0.2, 0.2), (-0.2, 0.2)]


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
    """Installs what the benchmark needs, or stops with the command that would."""
    missing = [package for module, package in REQUIREMENTS.items() if importlib.util.find_spec(module) is None]
    if missing:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", *missing], check=True)
        importlib.invalidate_caches()
    absent = [package for package in DEBIAN_PACKAGES
              if subprocess.run(["dpkg", "-s", package], capture_output=True).returncode != 0]
    if absent:
        command = ["apt-get", "install", "-y", *absent]
        if os.geteuid() != 0:
            if shutil.which("sudo") is None:
                sys.exit(f"the benchmark needs Debian packages: run `sudo {' '.join(command)}`")
            command = ["sudo", *command]
        print(f"installing {' '.join(absent)}…", file=sys.stderr)
        if subprocess.run(command, env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"}).returncode != 0:
            sys.exit(f"could not install {' '.join(absent)}: run `apt-get update && {' '.join(command)}`")


def build_native():
    """Compiles the C++ programs of scripts/bench/ (SymSpell from SymSpellCppPy's source) and returns their paths."""
    os.makedirs(NATIVE_BUILD, exist_ok=True)
    source = os.path.join(NATIVE_BUILD, "SymSpellCppPy-0.0.18")
    if not os.path.isdir(source):
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":all:",
                        "--dest", NATIVE_BUILD, SYMSPELL_CPP], check=True)
        subprocess.run(["tar", "xzf", os.path.join(NATIVE_BUILD, "SymSpellCppPy-0.0.18.tar.gz"), "-C", NATIVE_BUILD],
                       check=True)
    hunspell = subprocess.run(["pkg-config", "--cflags", "--libs", "hunspell"], check=True, capture_output=True,
                              text=True).stdout.split()
    flags = ["c++", "-O2", "-std=c++17", "-DNDEBUG", "-w"]
    programs = {
        "hunspell": ([os.path.join(NATIVE_SOURCES, "hunspell_bench.cpp")], hunspell),
        "symspell": ([os.path.join(NATIVE_SOURCES, "symspell_bench.cpp"), os.path.join(source, "library.cpp")],
                     [f"-I{source}", f"-I{os.path.join(source, 'include')}"]),
        "marisa": ([os.path.join(NATIVE_SOURCES, "marisa_bench.cpp")], ["-lmarisa"]),
    }
    paths = {}
    for name, (sources, extra) in programs.items():
        paths[name] = os.path.join(NATIVE_BUILD, f"{name}_bench")
        cflags = [flag for flag in extra if not flag.startswith("-l")]
        libraries = [flag for flag in extra if flag.startswith("-l")]
        subprocess.run([*flags, *cflags, "-o", paths[name], *sources, *libraries], check=True)
    return paths


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
        for number, line in enumerate(file, start=1):
            if "->" not in line:
                continue
            wrong, right = line.rstrip("\n").split("->", 1)
            right = right.strip().rstrip(",")
            if "," in right or " " in right or not right or right not in words:
                continue
            pairs.append((wrong.strip(), right, number))
    return pairs


def held_out(pair):
    """Whether a codespell pair is in the held-out half: those on odd-numbered lines of dictionary.txt,
    counting from 1. The even-numbered lines are the tuning half, the only ones tuning may look at."""
    return pair[2] % 2 == 1


def misspell_fixer_pairs(words):
    """The lower-case rules `s/\\bwrong\\b/right/g` of misspell-fixer (all but its British-to-American
    ones), whose one-word correction is in the list."""
    rule = re.compile(r"^s/\\b([a-z']+)\\b/([a-z']+)/g$")
    pairs = {}
    for name in sorted(os.listdir(MISSPELL_FIXER_RULES)):
        if not name.endswith(".sed") or name.startswith("gb-to-us"):
            continue
        with open(os.path.join(MISSPELL_FIXER_RULES, name), encoding="utf-8", errors="replace") as file:
            for line in file:
                match = rule.match(line.strip())
                if match and match.group(2) in words and match.group(1) != match.group(2):
                    pairs.setdefault(match.group(1), match.group(2))
    return sorted(pairs.items())


def deterministic_sample(pairs, size):
    """The `size` pairs whose misspellings hash lowest: the same sample on every machine."""
    return sorted(pairs, key=lambda pair: hashlib.sha256(pair[0].encode("utf-8")).digest())[:size]


def accuracy_from(ranked, cases):
    """Top-1 and top-3 of `cases` (typed, intended) given each typed word's ranked corrections."""
    top1 = top3 = 0
    for typed, intended in cases:
        candidates = ranked.get(typed, [])
        top1 += bool(candidates) and candidates[0] == intended
        top3 += intended in candidates[:3]
    count = max(len(cases), 1)
    return {"cases": len(cases), "top1": top1 / count, "top3": top3 / count}


def read_ranked(path):
    ranked = {}
    with open(path, encoding="utf-8") as file:
        for line in file:
            fields = line.rstrip("\n").split("\t")
            ranked[fields[0]] = fields[1:]
    return ranked


# symspellpy runs in a child process, so that its resident memory is measured alone.
def symspell_worker(arguments):
    from symspellpy import SymSpell, Verbosity

    with open(arguments.queries, encoding="utf-8") as file:
        queries = file.read().split("\n")[:-1]
    with open(arguments.words, encoding="utf-8") as file:
        words = file.read().split("\n")[:-1]

    before = resident_bytes()
    sym = SymSpell(max_dictionary_edit_distance=2, prefix_length=7)
    sym.load_pickle(arguments.index)

    def lookup(word):
        return [item.term for item in sym.lookup(word, Verbosity.ALL, max_edit_distance=2)[:3]]

    for word in queries[:200]:
        lookup(word)
    samples = []
    for _ in range(arguments.rounds):
        for word in queries:
            start = time.perf_counter_ns()
            sym.lookup(word, Verbosity.ALL, max_edit_distance=2)
            samples.append(time.perf_counter_ns() - start)
    after = resident_bytes()

    loads = []
    for _ in range(3):
        again = SymSpell(max_dictionary_edit_distance=2, prefix_length=7)
        start = time.perf_counter_ns()
        again.load_pickle(arguments.index)
        loads.append(time.perf_counter_ns() - start)
        del again
    with open(arguments.output, "w", encoding="utf-8") as file:
        for word in words:
            file.write("\t".join([word, *lookup(word)]) + "\n")
    print(json.dumps({"load": summary(loads), "resident": after - before, "correction": summary(samples)}))


def symspellpy_build(index):
    """Builds symspellpy's index from the word list, times it, and saves it for the worker to load."""
    from symspellpy import SymSpell

    start = time.perf_counter_ns()
    sym = SymSpell(max_dictionary_edit_distance=2, prefix_length=7)
    sym.load_dictionary(dictionary_path(), term_index=0, count_index=1)
    built = time.perf_counter_ns() - start
    sym.save_pickle(index)
    return built


def marisa_sizes(counts, folder):
    import marisa_trie

    sizes = {}
    for name, trie in (("keys", marisa_trie.Trie(counts.keys())),
                       ("records", marisa_trie.RecordTrie("<Q", ((w, (c,)) for w, c in counts.items())))):
        path = os.path.join(folder, f"marisa-{name}.bin")
        trie.save(path)
        sizes[name] = os.path.getsize(path)
    return sizes


def run_json(command):
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


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


def versions():
    from importlib.metadata import version

    python = ", ".join(f"{package} {version(package)}" for package in REQUIREMENTS.values())
    debian = []
    for package in ("libhunspell-dev", "hunspell-en-us", "libmarisa-dev", "misspell-fixer"):
        result = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True)
        debian.append(f"{package} {result.stdout.strip() or '?'}")
    return f"{python}, SymSpellCppPy 0.0.18 (C++ source); Debian {', '.join(debian)}"


def swift_version():
    """The toolchain's version, as `swift --version` prints it: `6.3.1`."""
    text = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout
    match = re.search(r"Swift version (\S+)", text)
    return match.group(1) if match else "?"


def us(nanoseconds):
    if nanoseconds >= 1e9:
        return f"{nanoseconds / 1e9:.2f} s"
    return f"{nanoseconds / 1000:.1f} µs" if nanoseconds < 1_000_000 else f"{nanoseconds / 1e6:.2f} ms"


def mib(size):
    return f"{size / 1048576:.2f} MiB"


def pct(value):
    return f"{100 * value:.1f} %"


def verdict(ok):
    return "yes" if ok else "**no**"


def times(value, keysmith):
    """A figure with how many times Keysmith's it is."""
    ratio = value / keysmith if keysmith else float("inf")
    return f"{ratio:,.0f}×" if ratio >= 100 else f"{ratio:.2f}×"


def weaker(arguments, keysmith, keysmith_lists, symspell_cpp, marisa, word_count):
    """The figures of this run in which another system, or another of Keysmith's own modes, does better."""
    bullets = []
    k_median = keysmith["correction"]["medianNanoseconds"]
    if symspell_cpp["closest"]["median"] < k_median:
        bullets.append(
            f"- SymSpell in C++ with Verbosity.CLOSEST corrects in a median {us(symspell_cpp['closest']['median'])} against "
            f"Keysmith's {us(k_median)}: against symspellpy, most of Keysmith's lead is the language. CLOSEST stops at the "
            "nearest distance; asked for the nearest three at any distance (ALL), SymSpell is the slower one.")
    if marisa["completion"]["median"] < keysmith["completion"]["medianNanoseconds"]:
        bullets.append(
            f"- libmarisa lists a prefix's words and keeps the top three in a median {us(marisa['completion']['median'])} "
            f"against Keysmith's {us(keysmith['completion']['medianNanoseconds'])}; Keysmith's best-first walk wins at the "
            "99th percentile, on short prefixes with many words.")
    bullets.append(
        f"- marisa-trie stores the words in {marisa['keys'] / word_count:.1f} bytes each, counts included "
        f"{marisa['records'] / word_count:.1f}, against Keysmith's {keysmith['lexiconBytes'] / word_count:.1f} for "
        "both tries and the scores it ranks with.")
    for key, title in (("codespell", "codespell's held-out half"), ("fixer", "misspell-fixer's list")):
        ours = keysmith_lists[key]["real"]
        with_geometry, without = ours["keysmith"]["top1"], ours["keysmithWithoutGeometry"]["top1"]
        if without > with_geometry:
            bullets.append(
                f"- On {title}, key geometry costs {100 * (without - with_geometry):.1f} points of top-1 "
                f"({pct(with_geometry)} against {pct(without)} without it), most likely because these lists hold "
                "spelling mistakes and typos made on computer keyboards, not the slips onto a neighbouring key of a "
                "phone that geometry models.")
    bullets.append(
        "- The tap figures are synthetic. Their generator and the ranking share the geometry, and at "
        f"σ = {arguments.sigma:.2f} nearly the spread; the grid above loosens that, but real taps on a device have not been "
        "measured.")
    return bullets


def table(arguments, context, keysmith, keysmith_lists, keysmith_taps, symspell_cpp, symspellpy, hunspell, marisa,
          others, taps_others):
    counts, test, fixer, fixer_new = context["counts"], context["test"], context["fixer"], context["fixerNew"]
    word_count = len(counts)
    correction = keysmith["correction"]
    k_median, k_p99 = correction["medianNanoseconds"], correction["p99Nanoseconds"]
    k_load = keysmith["load"]["medianNanoseconds"]
    k_resident = keysmith["residentBytesLexiconAfterQueries"]
    load_average = " / ".join(f"{value:.1f}" for value in os.getloadavg())

    def cell(value, reference, format):
        return f"{format(value)} ({times(value, reference)})"

    lines = [
        "# Suggestion benchmarks",
        "",
        f"Run {datetime.date.today().isoformat()} with `python3 scripts/bench_suggestions.py --rounds {arguments.rounds} "
        f"--queries {arguments.queries} --synthetic {arguments.synthetic} --sample {arguments.sample} --seed {arguments.seed}`.",
        "",
        f"- Machine: {keysmith['machine']}; Swift {swift_version()}; Python {platform.python_version()} ({versions()}); C++ built with "
        "`c++ -O2`. The machine was shared: other people's builds ran at the same time (load average "
        f"{load_average} over 1, 5 and 15 minutes when the report was written), so the timings, p99 above all, are "
        "noisier than on an idle machine; every system ran under the same conditions, one after the other.",
        f"- Word list: symspellpy's `frequency_dictionary_en_82_765.txt`, {word_count:,} words, for Keysmith, both "
        "SymSpells and marisa-trie. Hunspell uses its own Debian `en_US` dictionary (stems and affix rules), as "
        "LibreOffice and Firefox do, and ranks without frequencies.",
        f"- Real misspellings: codespell's `dictionary.txt`, {len(context['codespell']):,} pairs whose one-word correction "
        f"is in the list, split by line: the even-numbered lines (counting from 1) are the tuning half ({len(context['tuning']):,} "
        f"pairs), the odd-numbered ones the held-out half ({len(test):,} pairs), and only the held-out half is "
        "reported. The ranking's constants were fitted on even lines, but the count's start was not recorded then, and "
        "later adjustments were checked against every line: the held-out half is held out from tuning from now on, "
        "not certainly before. The second list was never used while developing: misspell-fixer's rules "
        f"(Debian's `misspell-fixer`, BSD-3-Clause, typos found in source code), {len(fixer):,} lower-case pairs whose "
        f"correction is in the list, {len(fixer_new):,} of them with a misspelling codespell does not have.",
        f"- Timing queries: {len(context['queries']):,} misspellings of the held-out half, shuffled, the same for every "
        f"system; each timed {arguments.rounds} times alone (Hunspell once), in process, around the call only.",
        f"- Synthetic taps: {arguments.synthetic:,} words drawn from the 20,000 most frequent, each letter a tap at its "
        f"key's centre plus Gaussian noise of σ = {arguments.sigma:.2f} key width on the embedded English layout "
        "(iPhone portrait, 390 pt); then the same words over a grid of spreads and of biased taps (below).",
        "",
        "## Correction: speed, load and memory",
        "",
        "Each cell of another system gives its figure and how many times Keysmith's it is. Keysmith is Swift "
        "(release build), SymSpell C++ and Hunspell are C++ (`-O2`), symspellpy is CPython; all run in process.",
        "",
        "| figure | conditions | Keysmith | SymSpell C++ | Hunspell | symspellpy |",
        "|---|---|---:|---:|---:|---:|",
        f"| correction, median per query | same {len(context['queries']):,} queries, each call timed alone, first three "
        f"corrections (SymSpell: Verbosity.ALL, distance ≤ 2; Hunspell: `suggest`) | {us(k_median)} | "
        f"{cell(symspell_cpp['correction']['median'], k_median, us)} | {cell(hunspell['correction']['median'], k_median, us)} | "
        f"{cell(symspellpy['correction']['median'], k_median, us)} |",
        f"| correction, p99 per query | the same | {us(k_p99)} | {cell(symspell_cpp['correction']['p99'], k_p99, us)} | "
        f"{cell(hunspell['correction']['p99'], k_p99, us)} | {cell(symspellpy['correction']['p99'], k_p99, us)} |",
        f"| correction, median, SymSpell with Verbosity.CLOSEST | the same queries; only the corrections at the smallest "
        f"distance, so fewer than three at times, with early termination | {us(k_median)} | "
        f"{cell(symspell_cpp['closest']['median'], k_median, us)} | – | – |",
        f"| load, median | what each keeps on disk, in process, warm page cache: Keysmith's lexicon file (read, checked); "
        f"SymSpell's saved index (C++: cereal binary; Python: its gzip pickle); Hunspell's .aff and .dic | {us(k_load)} | "
        f"{cell(symspell_cpp['load']['median'], k_load, us)} | {cell(hunspell['load']['median'], k_load, us)} | "
        f"{cell(symspellpy['load']['median'], k_load, us)} |",
        f"| building the index from the word list | once, offline for Keysmith (`scripts/build_english_lexicon.py`) | – | "
        f"{us(symspell_cpp['build'])} | – | {us(symspellpy['build'])} |",
        f"| resident memory added | loading, then every timing query; RSS from /proc/self/statm, each system in a process "
        f"of its own | {mib(k_resident)} | {cell(symspell_cpp['resident'], k_resident, mib)} | "
        f"{cell(hunspell['resident'], k_resident, mib)} | {cell(symspellpy['resident'], k_resident, mib)} |",
        "",
        "| Keysmith target | reached | met |",
        "|---|---|---|",
        f"| correction median ≤ 20 µs, p99 ≤ 200 µs | {us(k_median)}, {us(k_p99)} | {verdict(k_median <= 20_000 and k_p99 <= 200_000)} |",
        f"| load ≤ 10 ms | {us(k_load)} | {verdict(k_load <= 10_000_000)} |",
        f"| lexicon memory ≤ 8 MiB | {mib(k_resident)} | {verdict(k_resident <= 8 * 1048576)} |",
        "",
        "Keysmith's correction ranks by frequency and key geometry (no taps); with tap positions as well it takes a "
        f"median of {us(keysmith['correctionWithTaps']['medianNanoseconds'])} (p99 {us(keysmith['correctionWithTaps']['p99Nanoseconds'])}) "
        "on the synthetic words, and the whole suggestion bar (completions, corrections and the autocorrection decision) "
        f"a median of {us(keysmith['suggestionBar']['medianNanoseconds'])} (p99 {us(keysmith['suggestionBar']['p99Nanoseconds'])}).",
        engine_memory_sentence(keysmith, k_resident),
        "",
        "## Completion: Keysmith against marisa-trie (top three by frequency)",
        "",
        "| figure | conditions | Keysmith | marisa-trie | marisa ÷ Keysmith |",
        "|---|---|---:|---:|---:|",
        f"| bytes per word, completion's structure | Keysmith: forward trie with scores; marisa: Python binding's RecordTrie "
        f"with counts, saved | {keysmith['forwardTrieBytes'] / word_count:.1f} | {marisa['records'] / word_count:.1f} | "
        f"{marisa['records'] / keysmith['forwardTrieBytes']:.2f}× |",
        f"| bytes per word, whole file | Keysmith: both tries and scores; marisa: keys only, no counts | "
        f"{keysmith['lexiconBytes'] / word_count:.1f} | {marisa['keys'] / word_count:.1f} | "
        f"{marisa['keys'] / keysmith['lexiconBytes']:.2f}× |",
        f"| completion, median per query | same {arguments.synthetic:,} prefixes, in process, each call timed alone; "
        f"Swift against libmarisa's C++ | {us(keysmith['completion']['medianNanoseconds'])} | "
        f"{us(marisa['completion']['median'])} | {times(marisa['completion']['median'], keysmith['completion']['medianNanoseconds'])} |",
        f"| completion, p99 per query | the same | {us(keysmith['completion']['p99Nanoseconds'])} | "
        f"{us(marisa['completion']['p99'])} | {times(marisa['completion']['p99'], keysmith['completion']['p99Nanoseconds'])} |",
        "",
        "marisa has no ranked traversal: each query lists every word with the prefix (`predictive_search`) and keeps "
        f"the three largest counts, kept in an array beside the trie. Keysmith's target, median ≤ 5 µs: "
        f"{verdict(keysmith['completion']['medianNanoseconds'] <= 5000)}.",
        "",
        "## Accuracy on real misspellings",
        "",
        "| list | system | top-1 | top-3 |",
        "|---|---|---:|---:|",
    ]
    for title, key in ((f"codespell, held-out half, {len(test):,} pairs", "codespell"),
                       (f"misspell-fixer, {len(fixer):,} pairs", "fixer"),
                       (f"misspell-fixer, the {len(fixer_new):,} pairs codespell does not have", "fixerNew")):
        ours = keysmith_lists[key]["real"]
        rows = [("Keysmith (frequency + key geometry)", ours["keysmith"]),
                ("Keysmith without geometry", ours["keysmithWithoutGeometry"]),
                ("plain edit distance + frequency", ours["plainEditDistanceAndFrequency"]),
                ("SymSpell C++", others["symspellCpp"][key]), ("symspellpy", others["symspellpy"][key])]
        for index, (system, figures) in enumerate(rows):
            lines.append(f"| {title if index == 0 else ''} | {system} | {pct(figures['top1'])} | {pct(figures['top3'])} |")
    lines += [
        "",
        f"Hunspell, beside the others on the same fixed samples ({arguments.sample:,} pairs of each list whose "
        "misspellings hash lowest). Its dictionary is not the others' word list: it lacks some intended words and has "
        "others, so the comparison is of systems as shipped, not of ranking alone.",
        "",
        "| sample | Keysmith top-1 | top-3 | SymSpell C++ top-1 | top-3 | symspellpy top-1 | top-3 | Hunspell top-1 | top-3 |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for title, key in (("codespell, held-out half", "sample-codespell"), ("misspell-fixer", "sample-fixer")):
        ours = keysmith_lists[key]["real"]["keysmith"]
        cells = [ours, others["symspellCpp"][key], others["symspellpy"][key], others["hunspell"][key]]
        lines.append(f"| {title} | " + " | ".join(f"{pct(c['top1'])} | {pct(c['top3'])}" for c in cells) + " |")
    auto = keysmith["autocorrection"]
    lines += [
        "",
        "Top-1 is the first correction offered, top-3 whether the intended word is among the first three. A misspelling "
        "that is itself a word of the list ranks itself first in every system (Hunspell: a word it accepts).",
        f"Autocorrection on space, over the held-out half's {int(auto['cases']):,} non-word misspellings: right "
        f"{pct(auto['correctedRight'])}, wrong {pct(auto['correctedWrong'])}, left alone otherwise (precision {pct(auto['precision'])}).",
        "",
        "## Accuracy on synthetic taps",
        "",
        f"The {arguments.synthetic:,} words typed at σ = {arguments.sigma:.2f} key width, centred — close to the spread "
        "the ranking's tap model assumes, on the same geometry, so the most favourable case for it:",
        "",
        "| words | system | top-1 | top-3 |",
        "|---|---|---:|---:|",
    ]
    main = keysmith_taps["main"]
    for title, key, other_key in ((f"all {main['synthetic']['keysmithGeometry']['cases']:,}", "synthetic", "all"),
                                  (f"the {main['syntheticMistyped']['keysmithGeometry']['cases']:,} mistyped", "syntheticMistyped", "mistyped")):
        ours = main[key]
        rows = [("Keysmith, geometry + tap positions", ours["keysmithGeometryAndTaps"]),
                ("Keysmith, geometry, no taps", ours["keysmithGeometry"]),
                ("Keysmith without geometry", ours["keysmithWithoutGeometry"]),
                ("plain edit distance + frequency", ours["plainEditDistanceAndFrequency"]),
                ("SymSpell C++", taps_others["symspellCpp"]["main"][other_key]),
                ("symspellpy", taps_others["symspellpy"]["main"][other_key])]
        for index, (system, figures) in enumerate(rows):
            lines.append(f"| {title if index == 0 else ''} | {system} | {pct(figures['top1'])} | {pct(figures['top3'])} |")
    lines += [
        "",
        "Under model mismatch: the same words typed with other spreads (centred), and with every tap biased by the same "
        f"offset from its key's centre at σ = {arguments.sigma:.2f} (x to the right, y down, in key widths), as a thumb's "
        "taps land low and to one side. Top-1 on the words that came out mistyped:",
        "",
        "| taps | mistyped | Keysmith, geometry + taps | Keysmith, geometry, no taps | Keysmith without geometry | plain edit distance | SymSpell C++ | taps' gain over plain |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for name, sigma, (x, y) in context["conditions"][1:]:
        ours = keysmith_taps[name]["syntheticMistyped"]
        label = f"σ = {sigma:.2f}, centred" if name.startswith("sigma") else f"σ = {sigma:.2f}, offset ({x:+.2f}, {y:+.2f})"
        gain = ours["keysmithGeometryAndTaps"]["top1"] - ours["plainEditDistanceAndFrequency"]["top1"]
        lines.append(
            f"| {label} | {ours['keysmithGeometry']['cases']:,} | {pct(ours['keysmithGeometryAndTaps']['top1'])} | "
            f"{pct(ours['keysmithGeometry']['top1'])} | {pct(ours['keysmithWithoutGeometry']['top1'])} | "
            f"{pct(ours['plainEditDistanceAndFrequency']['top1'])} | {pct(taps_others['symspellCpp'][name]['mistyped']['top1'])} | "
            f"{100 * gain:+.1f} points |")
    lines += ["", "## Where Keysmith compares less well", ""] + weaker(
        arguments, keysmith, keysmith_lists, symspell_cpp, marisa, word_count)
    real_gain = keysmith_lists["codespell"]["real"]["keysmith"]["top1"] - others["symspellCpp"]["codespell"]["top1"]
    mistyped = main["syntheticMistyped"]
    tap_gain = mistyped["keysmithGeometryAndTaps"]["top1"] - mistyped["plainEditDistanceAndFrequency"]["top1"]
    lines += [
        "",
        "| target | reached | met |",
        "|---|---|---|",
        f"| top-1 on codespell's held-out half at least SymSpell's | {pct(keysmith_lists['codespell']['real']['keysmith']['top1'])} "
        f"against {pct(others['symspellCpp']['codespell']['top1'])} ({100 * real_gain:+.1f} points) | {verdict(real_gain >= 0)} |",
        f"| top-1 on mistyped synthetic taps (σ = {arguments.sigma:.2f}, centred) ≥ 10 points above plain edit distance | "
        f"{100 * tap_gain:+.1f} points | {verdict(tap_gain >= 0.10)} |",
        "",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    main()
