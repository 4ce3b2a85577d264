"""The tables scripts/bench_prediction.py prints: benchmarks/prediction.md's, from each language's
`keysmith-bench prediction` JSON and Presage's figures, and the tuning table of a sweep."""

import platform


def sweep_report(name, values, results, arguments):
    """The tuning table of a sweep: for each value of `name`, each language's keystroke savings of the
    text and its swipe top-1 with the sentence (at the first spread), the best of each row in bold."""
    def row(label, figures):
        best = max(figures)
        cells = [f"**{figure:.2f}**" if figure == best else f"{figure:.2f}" for figure in figures]
        return f"| {label} | " + " | ".join(cells) + " |"
    lines = [
        f"| {name} | " + " | ".join(values) + " |",
        "|---|" + "---:|" * len(values),
    ]
    for language, runs in results.items():
        lines.append(row(f"{language} KSR (text)", [ours["keystrokeSavingsOfText"] for ours in runs]))
        if all(ours.get("swipe") for ours in runs):
            lines.append(row(f"{language} swipe top-1 in context",
                             [ours["swipe"][0]["top1InContext"] for ours in runs]))
    load = next(iter(results.values()))[0].get("loadAverage") or "load unknown"
    header = [
        f"Measured with `python3 scripts/bench_prediction.py {' '.join(arguments)}` on "
        f"{platform.machine()} {platform.system()}, {load}.",
        "",
    ]
    return "\n".join(header + lines) + "\n"


def report(results, arguments):
    lines = [
        "| Language | Test words | KSR Keysmith | KSR Keysmith, model alone | KSR Presage | Δ | "
        "KSR Presage, its own count | KSR Keysmith (words) | Next word top-1 | top-3 | n-grams (1/2/…) | Size | "
        "Bytes per n-gram | Load | Unseen words | Query p50, wall / CPU | Query p95, wall / CPU | Resident added |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for language, (ours, theirs) in results.items():
        resident = ours.get("residentBytesAdded")
        if theirs:
            presage_text = 100 * theirs["savedCharacters"] / ours["textKeystrokes"]
            presage = (f"{presage_text:.1f} % | {ours['keystrokeSavingsOfText'] - presage_text:+.1f} | "
                       f"{theirs['ksr']:.1f} %")
        else:
            presage = "– | – | –"
        lines.append(
            f"| {language} | {ours['words']:,} | {ours['keystrokeSavingsOfText']:.1f} % | "
            f"{ours['keystrokeSavingsOfTextModelAlone']:.1f} % | {presage} | "
            f"{ours['keystrokeSavings']:.1f} % | "
            f"{ours['nextWordTop1']:.1f} % | {ours['nextWordTop3']:.1f} % | "
            f"{' / '.join(f'{n:,}' for n in ours['nGrams'])} | {ours['modelBytes'] / 1000:,.0f} kB | "
            f"{ours['bytesPerNGram']:.2f} | {ours['loadMilliseconds']:.2f} ms | {ours['unseenWordsMilliseconds']:.1f} ms | "
            f"{ours['queryMedianMicroseconds']:.0f} / {ours['queryCPUMedianMicroseconds']:.0f} µs | "
            f"{ours['queryP95Microseconds']:.0f} / {ours['queryCPUP95Microseconds']:.0f} µs | "
            f"{'–' if resident is None else f'{resident / 1024:,.0f} KiB'} |")
    if any("kenlmBytes" in ours for ours, _ in results.values()):
        lines += [
            "",
            "| Language | n-grams | Keysmith | Bytes per n-gram | KenLM trie, -q 8 -b 8 | Bytes per n-gram |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        for language, (ours, _) in results.items():
            total = sum(ours["nGrams"])
            lines.append(
                f"| {language} | {total:,} | {ours['modelBytes'] / 1000:,.0f} kB | {ours['modelBytes'] / total:.2f} | "
                f"{ours['kenlmBytes'] / 1000:,.0f} kB | {ours['kenlmBytes'] / total:.2f} |")
    swiped = [(language, level) for language, (ours, _) in results.items() for level in ours.get("swipe") or []]
    if swiped:
        lines += [
            "",
            "| Language | σ (key widths) | Words swiped | In the lexicon | Top-1 alone | Top-1 in context | "
            "Top-4 alone | Top-4 in context | Shortlist holds the word |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for language, level in swiped:
            lines.append(
                f"| {language} | {level['spread']} | {level['strokes']:,} | {level['inLexicon']:,} | "
                f"{level['top1Alone']:.1f} % | {level['top1InContext']:.1f} % | {level['top4Alone']:.1f} % | "
                f"{level['top4InContext']:.1f} % | {level['inShortlist']:.1f} % |")
    lines += [
        "",
        "| Language | KSR pass 1, learning (text) | KSR pass 2 (text) | Gain | KSR pass 1 (words) | KSR pass 2 (words) | "
        "Learned n-grams (1/2/3) | Learned file |",
        "|---|---:|---:|---:|---:|---:|---|---:|",
    ]
    for language, (ours, _) in results.items():
        learning = ours.get("learning")
        if not learning:
            continue
        first, second = learning["keystrokeSavingsOfTextFirstPass"], learning["keystrokeSavingsOfTextSecondPass"]
        lines.append(
            f"| {language} | {first:.1f} % | {second:.1f} % | {second - first:+.1f} | "
            f"{learning['keystrokeSavingsFirstPass']:.1f} % | {learning['keystrokeSavingsSecondPass']:.1f} % | "
            f"{' / '.join(f'{n:,}' for n in learning['learnedNGrams'])} | {learning['learnedBytes'] / 1024:,.1f} KiB |")
    load = next(iter(results.values()))[0].get("loadAverage") or "load unknown"
    header = [
        f"Measured with `python3 scripts/bench_prediction.py {' '.join(arguments)}`".rstrip() + " on "
        f"{platform.machine()} {platform.system()}, {load}.",
        "",
    ]
    return "\n".join(header + lines) + "\n"
