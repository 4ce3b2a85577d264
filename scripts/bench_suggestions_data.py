"""What scripts/bench_suggestions.py measures with: the packages and C++ programs it installs and
builds, the word list and the lists of real misspellings it reads, and the runs of the other systems
(symspellpy in a child process of its own, marisa-trie's files)."""

import hashlib
import importlib.util
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
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
