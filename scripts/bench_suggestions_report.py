"""The report of scripts/bench_suggestions.py: the Markdown page of benchmarks/suggestions.md, with the
machine, the versions and every figure, and the list of where Keysmith compares less well."""

import datetime
import os
import platform
import re
import subprocess

from bench_suggestions_data import REQUIREMENTS


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
        f"a median of {us(keysmith['suggestionBar']['medianNanoseconds'])} (p99 {us(keysmith['suggestionBar']['p99Nanoseconds'])}); "
        "with the English offensive words blocked, timed round by round in turn with it, "
        f"{us(keysmith['suggestionBarBlockingOffensiveWords']['medianNanoseconds'])} "
        f"(p99 {us(keysmith['suggestionBarBlockingOffensiveWords']['p99Nanoseconds'])}).",
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
