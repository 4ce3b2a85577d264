import Foundation
@_spi(Tooling) import KeysmithCore

/// The suggestion benchmarks of `keysmith-bench suggestions`, run by `scripts/bench_suggestions.py`
/// beside SymSpell and marisa-trie on the same files:
///
///     keysmith-bench suggestions synthesize --words FILE --sigma S --seed N --output FILE
///     keysmith-bench suggestions measure --lexicon FILE --queries FILE --prefixes FILE
///         --pairs FILE --taps FILE [--rounds N]
///
/// `synthesize` types each intended word of `--words` on the embedded English layout of an iPhone in
/// portrait, every letter a tap at its key's centre plus Gaussian noise of `S` key widths, and writes
/// `intended<TAB>typed<TAB>x,y;x,y;…` lines: what the keys hit by the taps typed, and the taps. A tap
/// outside the keys area is moved to its edge; one that lands on a key that types no letter
/// (shift, delete, space) types nothing.
///
/// `measure` prints one JSON object: load time, resident memory, correction and completion timings
/// (each query timed on its own, `--rounds` times) and accuracy on the `misspelling<TAB>correction`
/// pairs and on the synthesized taps.
public enum SuggestionBenchmark {
    public static func main(_ arguments: [String]) -> Int32 {
        guard let mode = arguments.first else {
            printError("usage: keysmith-bench suggestions synthesize|measure …")
            return 2
        }
        var options: [String: String] = [:]
        var index = 1
        while index + 1 < arguments.count {
            options[arguments[index]] = arguments[index + 1]
            index += 2
        }
        do {
            switch mode {
            case "synthesize": try synthesize(options)
            case "measure": try measure(options)
            default:
                printError("unknown mode \(mode); use synthesize or measure")
                return 2
            }
        } catch {
            printError("error: \(error)")
            return 1
        }
        return 0
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func lines(_ path: String?) throws -> [String] {
        guard let path, let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "cannot read \(path ?? "a required file")")
        }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    static func englishGeometry() throws -> KeyboardGeometry {
        guard let configuration = KeyboardConfiguration.embedded().value, let layout = configuration.layouts["English"] else {
            throw Failure(description: "the embedded English layout is missing")
        }
        return KeyboardGeometry.layout(layout, metrics: .standard(for: .iphonePortrait), hasMultipleKeyboards: false)
    }

    // MARK: Synthesizing taps

    static func synthesize(_ options: [String: String]) throws {
        let words = try lines(options["--words"])
        let sigma = Double(options["--sigma"] ?? "") ?? 1.0 / 3
        var generator = SeededGenerator(seed: UInt64(options["--seed"] ?? "") ?? 1)
        guard let output = options["--output"] else { throw Failure(description: "--output is required") }
        let geometry = try englishGeometry()
        let keys = LetterKeys(geometry: geometry)
        let spread = sigma * keys.keyWidth
        let bounds = geometry.bounds
        var out = ""
        for word in words where !word.isEmpty {
            var typed = ""
            var taps: [String] = []
            for letter in word {
                guard let centre = keys.centre(of: letter) else { continue }
                let (dx, dy) = generator.gaussianPair()
                let point = Point(
                    x: min(max(centre.x + dx * spread, bounds.minX), bounds.maxX - 0.001),
                    y: min(max(centre.y + dy * spread, bounds.minY), bounds.maxY - 0.001))
                guard let key = geometry.key(at: point), key.key.type == .textEntry,
                    let output = key.key.inputText ?? key.text, output.count == 1, output.first?.isLetter == true
                else { continue }
                typed += output
                taps.append(String(format: "%.2f,%.2f", point.x, point.y))
            }
            out += "\(word)\t\(typed)\t\(taps.joined(separator: ";"))\n"
        }
        try out.write(toFile: output, atomically: true, encoding: .utf8)
    }

    /// SplitMix64, with normal deviates by the Box–Muller transform.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func gaussianPair() -> (Double, Double) {
            let u = max(Double.random(in: 0..<1, using: &self), 1e-12)
            let v = Double.random(in: 0..<1, using: &self)
            let radius = (-2 * log(u)).squareRoot()
            return (radius * cos(2 * .pi * v), radius * sin(2 * .pi * v))
        }
    }

    // MARK: Measuring

    struct Timing: Encodable {
        var medianNanoseconds: Double
        var p99Nanoseconds: Double
        var meanNanoseconds: Double
        var samples: Int
        init(_ result: BenchmarkResult) {
            medianNanoseconds = result.median
            p99Nanoseconds = result.p99
            meanNanoseconds = result.samples.isEmpty ? 0 : result.samples.reduce(0, +) / Double(result.samples.count)
            samples = result.samples.count
        }
    }

    struct Accuracy: Encodable {
        var cases: Int
        var top1: Double
        var top3: Double
    }

    struct Report: Encodable {
        var machine: String
        var lexiconBytes: Int
        var forwardTrieBytes: Int
        var words: Int
        var load: Timing
        var residentBytesRuntime: Int
        var residentBytesConfigurationAndEngine: Int
        /// The heap part of ``residentBytesConfigurationAndEngine``; the rest is library code and
        /// data used for the first time. Nil where the system does not say.
        var anonymousBytesConfigurationAndEngine: Int?
        var residentBytesLexiconLoaded: Int
        var residentBytesLexiconAfterQueries: Int
        var correction: Timing
        var correctionWithTaps: Timing
        var suggestionBar: Timing
        var completion: Timing
        var realAccuracy: [String: Accuracy]
        var realAccuracyUnknownMisspellings: [String: Accuracy]
        var autocorrection: [String: Double]
        var syntheticAccuracy: [String: Accuracy]
        var syntheticAccuracyMistyped: [String: Accuracy]
    }

    static func time(_ count: Int, rounds: Int, _ body: (Int) -> Int) -> BenchmarkResult {
        let clock = ContinuousClock()
        var samples: [Double] = []
        samples.reserveCapacity(count * rounds)
        var sink = 0
        for index in 0..<min(count, 200) { sink &+= body(index) }
        for _ in 0..<rounds {
            for index in 0..<count {
                let start = clock.now
                sink &+= body(index)
                let elapsed = start.duration(to: clock.now)
                samples.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
            }
        }
        withExtendedLifetime(sink) {}
        return BenchmarkResult(name: "", samples: samples)
    }

    static func measure(_ options: [String: String]) throws {
        guard let lexiconPath = options["--lexicon"] else { throw Failure(description: "--lexicon is required") }
        let rounds = Int(options["--rounds"] ?? "") ?? 5
        let queries = try lines(options["--queries"])
        let prefixes = try lines(options["--prefixes"])
        let pairs = try lines(options["--pairs"]).compactMap { line -> (String, String)? in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return fields.count == 2 ? (String(fields[0]), String(fields[1])) : nil
        }
        let synthetic = try lines(options["--taps"]).compactMap { line -> (intended: String, typed: String, taps: [Point])? in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else { return nil }
            let taps = fields[2].split(separator: ";").compactMap { pair -> Point? in
                let xy = pair.split(separator: ",")
                guard xy.count == 2, let x = Double(xy[0]), let y = Double(xy[1]) else { return nil }
                return Point(x: x, y: y)
            }
            return (String(fields[0]), String(fields[1]), taps)
        }

        // Resident memory: the runtime, then the configuration and an engine, then the lexicon read
        // into memory (not mapped, so every byte counts), then after every query has run.
        let residentRuntime = Benchmark.residentBytes ?? 0
        let kindsRuntime = Benchmark.residentByKind
        let geometry = try englishGeometry()
        let configuration = KeyboardConfiguration.embedded().value
        let engine = configuration.map { KeyboardEngine(configuration: $0) }
        let firstFrame = engine.map { $0.render($0.initialState()) }
        let residentConfiguration = Benchmark.residentBytes ?? 0
        let kindsConfiguration = Benchmark.residentByKind
        guard let fileData = FileManager.default.contents(atPath: lexiconPath) else {
            throw Failure(description: "cannot read \(lexiconPath)")
        }
        let lexicon = try Lexicon(data: fileData)
        let residentLexicon = Benchmark.residentBytes ?? 0


        let keys = LetterKeys(geometry: geometry)
        let corrector = SpellingCorrector(lexicon: lexicon)
        let correction = time(queries.count, rounds: rounds) { index in
            corrector.rank(queries[index], keys: keys, limit: 3).corrections.count
        }
        let tapQueries = synthetic.filter { $0.typed.count == $0.taps.count && !$0.typed.isEmpty }
        let correctionWithTaps = time(tapQueries.count, rounds: rounds) { index in
            corrector.rank(tapQueries[index].typed, taps: tapQueries[index].taps, keys: keys, limit: 3).corrections.count
        }
        let provider = SuggestionProvider(lexicon: lexicon)
        let suggestionBar = time(queries.count, rounds: rounds) { index in
            provider.suggestions(for: TextContext(beforeInput: "I wrote " + queries[index]), keys: keys, host: .standard)
                .suggestions.count
        }
        let completion = time(prefixes.count, rounds: rounds) { index in
            lexicon.completions(of: prefixes[index], limit: 3).count
        }
        let residentAfterQueries = Benchmark.residentBytes ?? 0
        withExtendedLifetime((engine, firstFrame)) {}

        // Loading as a keyboard does: the file read (mapped where the system maps it) and checked
        // whole, its checksum and both tries. Timed after the memory figures, since each load's
        // buffer, freed, may stay with the allocator.
        let load = time(1, rounds: 30) { _ in
            (try? Lexicon(contentsOf: URL(fileURLWithPath: lexiconPath)))?.wordCount ?? -1
        }

        // Accuracy on real misspellings.
        let standard = SpellingCorrector(lexicon: lexicon, model: .standard)
        let flat = SpellingCorrector(lexicon: lexicon, model: .withoutGeometry)
        func plain(_ typed: String) -> [String] {
            lexicon.words(within: 2, of: typed)
                .sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.score != $1.score ? $0.score > $1.score : $0.word < $1.word }
                .prefix(3).map(\.word)
        }
        typealias Case = (typed: String, intended: String, taps: [Point]?)
        func accuracy(_ cases: [Case], _ rank: (Case) -> [String]) -> Accuracy {
            var top1 = 0, top3 = 0
            for item in cases {
                let ranked = rank(item)
                if ranked.first == item.intended { top1 += 1 }
                if ranked.prefix(3).contains(item.intended) { top3 += 1 }
            }
            let count = max(cases.count, 1)
            return Accuracy(cases: cases.count, top1: Double(top1) / Double(count), top3: Double(top3) / Double(count))
        }
        let realCases: [Case] = pairs.map { (typed: $0.0, intended: $0.1, taps: nil) }
        let unknownCases = realCases.filter { !lexicon.contains($0.typed) }
        func realModes(_ cases: [Case]) -> [String: Accuracy] {
            [
                "keysmith": accuracy(cases) { standard.rank($0.typed, keys: keys).corrections.map(\.word) },
                "keysmithWithoutGeometry": accuracy(cases) { flat.rank($0.typed, keys: keys).corrections.map(\.word) },
                "plainEditDistanceAndFrequency": accuracy(cases) { plain($0.typed) },
            ]
        }

        // What space would do with each real misspelling: autocorrect it right, wrongly, or leave it.
        var right = 0, wrong = 0
        for (typed, intended, _) in unknownCases {
            let result = provider.suggestions(for: TextContext(beforeInput: typed), keys: keys, host: .standard)
            guard let autocorrection = result.autocorrection else { continue }
            if autocorrection.text == intended { right += 1 } else { wrong += 1 }
        }
        let unknownCount = Double(max(unknownCases.count, 1))
        let autocorrection = [
            "cases": Double(unknownCases.count), "correctedRight": Double(right) / unknownCount,
            "correctedWrong": Double(wrong) / unknownCount,
            "precision": right + wrong == 0 ? 0 : Double(right) / Double(right + wrong),
        ]

        // Accuracy on synthesized taps.
        func syntheticModes(_ cases: [Case]) -> [String: Accuracy] {
            [
                "keysmithGeometryAndTaps": accuracy(cases) { standard.rank($0.typed, taps: $0.taps, keys: keys).corrections.map(\.word) },
                "keysmithGeometry": accuracy(cases) { standard.rank($0.typed, keys: keys).corrections.map(\.word) },
                "keysmithWithoutGeometry": accuracy(cases) { flat.rank($0.typed, keys: keys).corrections.map(\.word) },
                "plainEditDistanceAndFrequency": accuracy(cases) { plain($0.typed) },
            ]
        }
        let allSynthetic: [Case] = synthetic.filter { !$0.typed.isEmpty }.map { ($0.typed, $0.intended, $0.taps) }
        let mistyped = allSynthetic.filter { $0.typed != $0.intended }

        let forwardBytes = lexicon.forwardTrieByteCount
        let report = Report(
            machine: Benchmark.machineDescription, lexiconBytes: lexicon.byteCount, forwardTrieBytes: forwardBytes,
            words: lexicon.wordCount, load: Timing(load),
            residentBytesRuntime: residentRuntime,
            residentBytesConfigurationAndEngine: residentConfiguration - residentRuntime,
            anonymousBytesConfigurationAndEngine: kindsRuntime.flatMap { start in
                kindsConfiguration.map { $0.anonymous - start.anonymous }
            },
            residentBytesLexiconLoaded: residentLexicon - residentConfiguration,
            residentBytesLexiconAfterQueries: residentAfterQueries - residentConfiguration,
            correction: Timing(correction), correctionWithTaps: Timing(correctionWithTaps),
            suggestionBar: Timing(suggestionBar), completion: Timing(completion),
            realAccuracy: realModes(realCases), realAccuracyUnknownMisspellings: realModes(unknownCases),
            autocorrection: autocorrection,
            syntheticAccuracy: syntheticModes(allSynthetic), syntheticAccuracyMistyped: syntheticModes(mistyped))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
    }
}
