import Foundation

/// What `keysmith-bench swipe` measured: accuracy overall and by word length for each decoder and
/// noise level, decode times, and the decoder's memory.
package struct SwipeBenchmarkReport: Codable, Sendable {
    package var lexiconWords: Int
    /// The lexicon's words that can be swiped on the layout.
    package var swipeableWords: Int
    package var sampledWords: Int
    /// The words of the 20,000 most frequent that have at least two keys on the layout.
    package var swipeableFrequentWords: Int
    package var seed: UInt64
    /// The size of the decoder's word index.
    package var indexBytes: Int
    package var indexBuildMilliseconds: Double
    /// The growth of the process's anonymous resident memory from before the decoder was made to
    /// after its first decode, if known.
    package var extraResidentBytes: Int?
    package var levels: [Level]
    /// Strokes typed through whole keyboards: what the engine typed, and its events' timings.
    package var engineRuns: [EngineRun] = []

    /// One keyboard's strokes through the engine.
    package struct EngineRun: Codable, Sendable {
        package var name: String
        package var spread: Double
        /// The strokes sent, and of them those the engine took as a tap or a slide to a neighbour
        /// (they never went a letter key's width from where they started).
        package var strokes = 0
        package var presses = 0
        /// The strokes left out because their first sample was off the letter keys.
        package var offLetterStarts = 0
        /// The strokes whose typed word was the word drawn.
        package var typedAsDrawn = 0
        /// How long the engine took over each kind of event.
        package var events: [EventTiming] = []

        init(name: String, spread: Double) {
            self.name = name
            self.spread = spread
        }
    }

    /// The timings of one kind of engine event.
    package struct EventTiming: Codable, Sendable {
        package var event: String
        package var count: Int
        package var medianNanoseconds: Double
        package var p99Nanoseconds: Double
        package var p999Nanoseconds: Double

        init(event: String, nanoseconds: [Double]) {
            let result = BenchmarkResult(name: event, samples: nanoseconds)
            self.event = event
            self.count = nanoseconds.count
            self.medianNanoseconds = result.median
            self.p99Nanoseconds = result.p99
            self.p999Nanoseconds = result.percentile(99.9)
        }
    }

    /// The word-length groups of the report, in letters.
    static let lengthGroups: [(name: String, range: ClosedRange<Int>)] = [
        ("2–3", 2...3), ("4–5", 4...5), ("6–7", 6...7), ("8–9", 8...9), ("10+", 10...Int.max),
    ]

    /// The results at one noise level.
    package struct Level: Codable, Sendable {
        package var spread: Double
        package var results: [String: Tally] = [:]

        init(spread: Double) { self.spread = spread }

        mutating func record(
            _ decoder: SwipeBenchmark.Decoder, word: String, candidates: [String], milliseconds: Double,
            cpuMilliseconds: Double
        ) {
            let target = word.lowercased()
            let group = SwipeBenchmarkReport.lengthGroups.firstIndex { $0.range.contains(word.count) } ?? 0
            results[decoder.rawValue, default: Tally()].add(
                group: group, first: candidates.first == target, inTopFour: candidates.prefix(4).contains(target),
                milliseconds: milliseconds, cpuMilliseconds: cpuMilliseconds)
        }
    }

    /// One decoder's counts at one level.
    package struct Tally: Codable, Sendable {
        package var strokes = 0
        package var first = 0
        package var inTopFour = 0
        /// Per length group: strokes, first, in the top four.
        package var byLength = [[Int]](repeating: [0, 0, 0], count: SwipeBenchmarkReport.lengthGroups.count)
        /// Each decode's wall-clock time, and the CPU time of its thread.
        package var milliseconds: [Double] = []
        package var cpuMilliseconds: [Double] = []

        mutating func add(
            group: Int, first isFirst: Bool, inTopFour isInTopFour: Bool, milliseconds time: Double,
            cpuMilliseconds cpuTime: Double
        ) {
            strokes += 1
            byLength[group][0] += 1
            if isFirst {
                first += 1
                byLength[group][1] += 1
            }
            if isInTopFour {
                inTopFour += 1
                byLength[group][2] += 1
            }
            milliseconds.append(time)
            cpuMilliseconds.append(cpuTime)
        }

        /// The decode time at quantile `q` (0…1), in milliseconds: wall-clock, or the thread's CPU
        /// time with `cpu`.
        func quantile(_ q: Double, cpu: Bool = false) -> Double {
            let sorted = (cpu ? cpuMilliseconds : milliseconds).sorted()
            guard !sorted.isEmpty else { return 0 }
            return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))]
        }
    }

    /// The report as Markdown tables.
    package var markdown: String {
        func percent(_ part: Int, _ whole: Int) -> String {
            whole == 0 ? "–" : String(format: "%.1f %%", 100 * Double(part) / Double(whole))
        }
        var lines = [
            "\(sampledWords) words drawn (seed \(seed)) from the \(swipeableFrequentWords) of the 20,000 most frequent "
                + "that can be swiped; candidates from all \(swipeableWords) swipeable words of the "
                + "\(lexiconWords)-word lexicon.",
            "",
            String(
                format: "Index: %.2f MiB, built in %.0f ms. Extra resident memory (anonymous): %@.",
                Double(indexBytes) / 1_048_576, indexBuildMilliseconds,
                extraResidentBytes.map { String(format: "%.2f MiB", Double($0) / 1_048_576) } ?? "unknown"),
            "",
            "| noise (key widths) | decoder | top-1 | top-4 | decode median | decode p95 | CPU median | CPU p95 |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for level in levels {
            for decoder in SwipeBenchmark.Decoder.allCases {
                guard let tally = level.results[decoder.rawValue] else { continue }
                lines.append(
                    String(
                        format: "| %.2f | %@ | %@ | %@ | %.2f ms | %.2f ms | %.2f ms | %.2f ms |", level.spread,
                        decoder.rawValue, percent(tally.first, tally.strokes), percent(tally.inTopFour, tally.strokes),
                        tally.quantile(0.5), tally.quantile(0.95), tally.quantile(0.5, cpu: true),
                        tally.quantile(0.95, cpu: true)))
            }
        }
        lines += [
            "",
            "By word length (letters), top-1 / top-4:",
            "",
            "| noise | decoder | " + Self.lengthGroups.map(\.name).joined(separator: " | ") + " |",
            "|---|---|" + String(repeating: "---|", count: Self.lengthGroups.count),
        ]
        for level in levels {
            for decoder in SwipeBenchmark.Decoder.allCases {
                guard let tally = level.results[decoder.rawValue] else { continue }
                let cells = tally.byLength.map { counts in
                    counts[0] == 0
                        ? "–" : "\(percent(counts[1], counts[0])) / \(percent(counts[2], counts[0])) (n=\(counts[0]))"
                }
                lines.append(
                    String(format: "| %.2f | %@ | ", level.spread, decoder.rawValue) + cells.joined(separator: " | ")
                        + " |")
            }
        }
        if let first = engineRuns.first {
            lines += [
                "",
                String(
                    format:
                        "Strokes typed through whole keyboards at noise %.2f, the decode answered off the touch path "
                        + "(strokes whose first sample fell off the letter keys are left out; a stroke that never "
                        + "went a key's width from its start is a tap or a slide, as the engine must take it):",
                    first.spread),
                "",
                "| keyboard | strokes | typed the word drawn | taken as taps or slides | left out (started off the letters) |",
                "|---|---|---|---|---|",
            ]
            for run in engineRuns {
                lines.append(
                    "| \(run.name) | \(run.strokes) | \(percent(run.typedAsDrawn, run.strokes)) | \(run.presses) | "
                        + "\(run.offLetterStarts) |")
            }
            lines += [
                "",
                String(
                    format: "The engine's events on those strokes (touch budget: p99 ≤ %.0f µs):",
                    SwipeEngineBenchmark.touchBudgetNanoseconds / 1000),
                "",
                "| keyboard | event | events | median | p99 | p99.9 | p99 within the touch budget |",
                "|---|---|---|---|---|---|---|",
            ]
            for run in engineRuns {
                for timing in run.events {
                    let isTouch = timing.event.hasPrefix("touch")
                    let verdict =
                        isTouch
                        ? (timing.p99Nanoseconds <= SwipeEngineBenchmark.touchBudgetNanoseconds ? "yes" : "**no**")
                        : "–"
                    lines.append(
                        "| \(run.name) | \(timing.event) | \(timing.count) | "
                            + "\(Benchmark.format(nanoseconds: timing.medianNanoseconds)) | "
                            + "\(Benchmark.format(nanoseconds: timing.p99Nanoseconds)) | "
                            + "\(Benchmark.format(nanoseconds: timing.p999Nanoseconds)) | \(verdict) |")
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
