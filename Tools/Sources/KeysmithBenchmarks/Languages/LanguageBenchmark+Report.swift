import Foundation

extension LanguageBenchmark {
    /// The targets of issue 12, on this machine.
    enum Target {
        /// Top-1 on mistyped words, with geometry and taps, over plain edit distance: in points.
        static let top1Gain = 10.0
        /// Loading a lexicon, median.
        static let loadNanoseconds = 10_000_000.0
        /// Correcting a word, median.
        static let correctionNanoseconds = 30_000.0
    }

    /// Measures the languages of `options` and returns the Markdown report: how it was run (`command`),
    /// on what machine, and a table of the figures with the targets each language meets.
    package static func report(_ options: Options, command: String) throws -> String {
        // The two-language keyboard first, while the process has allocated nothing else.
        let bilingual = try BilingualBenchmark.measure(rounds: 10 * options.rounds)
        return markdown(
            try run(options), bilingual: bilingual, options: options, command: command,
            machine: Benchmark.machineDescription)
    }

    /// The Markdown report of `rows` and of the two-language keyboard, measured with `options` by
    /// `command` on `machine`.
    static func markdown(
        _ rows: [Row], bilingual: BilingualBenchmark.Figures?, options: Options, command: String, machine: String
    ) -> String {
        var lines = [
            "# Suggestion benchmarks, per language",
            "",
            "Run \(ISO8601DateFormatter.string(from: Date(), timeZone: TimeZone(secondsFromGMT: 0) ?? .current, formatOptions: [.withFullDate])) with "
                + "`\(command)`.",
            "",
            "- Machine: \(machine).",
            "- Load: \(Benchmark.loadAverageDescription ?? "the machine's load was not known")"
                + "; a machine shared with other work raises the p99 and p99.9 figures above all.",
            "- For each language with a lexicon: its \(grouped(options.words)) most frequent words of two letters or "
                + "more, letters only, typed on the letters layout of the language's embedded keyboard (iPhone "
                + "portrait), each letter a tap at its key's centre plus Gaussian noise of σ = "
                + String(format: "%.2f", options.sigma) + " key width (seed \(options.seed)); a letter only a long "
                + "press offers is typed as chosen, without noise. Words with a character the keyboard cannot type "
                + "are left out.",
            "- Top-1: the first correction offered is the intended word; top-3: it is among the first three. "
                + "*Taps*: Keysmith's correction with key geometry and tap positions; *plain*: words within two "
                + "edits, nearest first, then most frequent.",
            "- Load: reading and checking the lexicon file, median of 30, warm page cache. Correction: one typed "
                + "word with its taps, each call timed on its own, in process (Swift, release build), over every "
                + "typed word \(options.rounds == 1 ? "once" : "\(options.rounds) times").",
            "- Both rankings are Keysmith's, in Swift, on the same lexicon. The taps are generated with nearly the "
                + "spread the ranking's tap model assumes (σ = 0.35), on the same geometry: the most favourable case "
                + "for it. benchmarks/suggestions.md reports English under other spreads and with biased taps, and "
                + "against other correctors.",
            "",
        ]
        lines += bilingual.map(BilingualBenchmark.markdown) ?? []
        lines += [
            "## Mistyped words (what the targets are measured on)",
            "",
            "| language | keyboard | mistyped | top-1 taps | top-1 plain | gain | top-3 taps | top-3 plain "
                + "| bytes/word | load (warm cache) | correction median (Swift, in process) | p99 | targets met |",
            "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
        ]
        for row in rows {
            let size = String(format: "%.1f", Double(row.lexiconBytes) / Double(max(row.lexiconWords, 1)))
            let load = Benchmark.format(nanoseconds: row.load.medianNanoseconds)
            guard let typing = row.typing else {
                let loadMet = row.load.medianNanoseconds <= Target.loadNanoseconds ? "load" : "**not load**"
                lines.append(
                    "| \(row.language) | no keyboard | | | | | | | \(size) | \(load) | | | \(loadMet); the rest not measured |"
                )
                continue
            }
            let taps = typing.mistyped.geometryAndTaps, plain = typing.mistyped.plainEditDistance
            let gain = 100 * (taps.top1 - plain.top1)
            lines.append(
                "| \(row.language) | \(typing.keyboard) | \(grouped(taps.cases)) | \(percent(taps.top1)) | "
                    + "\(percent(plain.top1)) | \(String(format: "%+.1f", gain)) | \(percent(taps.top3)) | "
                    + "\(percent(plain.top3)) | \(size) | \(load) | "
                    + "\(Benchmark.format(nanoseconds: typing.correction.medianNanoseconds)) | "
                    + "\(Benchmark.format(nanoseconds: typing.correction.p99Nanoseconds)) | \(verdict(row, gain: gain)) |"
            )
        }
        lines += [
            "",
            "## Every typed word",
            "",
            "| language | typed | left out | top-1 taps | top-1 plain | top-3 taps | top-3 plain |",
            "|---|---:|---:|---:|---:|---:|---:|",
        ]
        for row in rows {
            guard let typing = row.typing else {
                lines.append("| \(row.language) | no keyboard | | | | | |")
                continue
            }
            let taps = typing.all.geometryAndTaps, plain = typing.all.plainEditDistance
            lines.append(
                "| \(row.language) | \(grouped(typing.typed)) | \(grouped(typing.untypeable)) | "
                    + "\(percent(taps.top1)) | \(percent(plain.top1)) | \(percent(taps.top3)) | \(percent(plain.top3)) |"
            )
        }
        lines += [
            "",
            "Targets: top-1 on mistyped words at least \(Int(Target.top1Gain)) points above plain edit distance, load "
                + "≤ \(Benchmark.format(nanoseconds: Target.loadNanoseconds)), correction median ≤ "
                + "\(Benchmark.format(nanoseconds: Target.correctionNanoseconds)).",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    private static func percent(_ share: Double) -> String { String(format: "%.1f %%", 100 * share) }

    /// `count` with its thousands grouped by commas, whatever the locale: `20,000`.
    private static func grouped(_ count: Int) -> String {
        var digits = String(count.magnitude)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return (count < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    /// Which targets a measured language meets: "all", or those it misses in bold.
    private static func verdict(_ row: Row, gain: Double) -> String {
        var missed: [String] = []
        if gain < Target.top1Gain { missed.append("top-1 gain") }
        if row.load.medianNanoseconds > Target.loadNanoseconds { missed.append("load") }
        if let typing = row.typing, typing.correction.medianNanoseconds > Target.correctionNanoseconds {
            missed.append("correction")
        }
        return missed.isEmpty ? "all" : "**not " + missed.joined(separator: ", ") + "**"
    }
}
