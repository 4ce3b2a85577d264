import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore
import Testing

@testable import KeysmithBenchmarks

@Suite("keysmith-bench keyboard and suggestions: figures by kind of event, budgets, biased taps")
struct TouchBenchmarkTests {
    static func engine() throws -> KeyboardEngine {
        KeyboardEngine(configuration: try #require(KeyboardConfiguration.embedded().value))
    }

    @Test(
        "each touch event is filed by kind: each touch goes down once, and each letter and space commits on the way up")
    func eventKinds() throws {
        let (timings, events) = try TouchBenchmarks.samples(Self.engine(), text: "hello world", rounds: 2)
        let kinds = timings.byKind.mapValues(\.count)
        #expect(kinds[.keyUpCommittingText] == 2 * 11)
        #expect(kinds[.keyDown] == (kinds[.keyUpCommittingText] ?? 0) + (kinds[.keyUpWithoutText] ?? 0))
        let filed = TouchBenchmarks.EventKind.allCases.reduce(0) { $0 + (kinds[$1] ?? 0) }
        #expect(filed == timings.touch.count)
        #expect(timings.touch.count == 2 * events)
    }

    @Test("shift and long presses are filed apart from the key-ups that commit text")
    func shiftAndLongPress() throws {
        let (timings, _) = try TouchBenchmarks.samples(Self.engine(), text: "aBé", rounds: 1)
        #expect((timings.byKind[.keyUpWithoutText]?.count ?? 0) >= 1)
        #expect((timings.byKind[.tick]?.count ?? 0) >= 1)
        #expect(timings.byKind[.keyUpCommittingText]?.count == 3)
    }

    @Test("a text the keyboard cannot type fails the benchmark instead of timing a shorter script")
    func untypableText() throws {
        #expect(throws: SuggestionBenchmark.Failure.self) {
            try TouchBenchmarks.samples(Self.engine(), text: "abc 漢字", rounds: 1)
        }
    }

    @Test("only an enforced row over its budget fails the report")
    func budgets() {
        let slow = BenchmarkResult(name: "slow", samples: Array(repeating: 60_000, count: 100))
        let fast = BenchmarkResult(name: "fast", samples: Array(repeating: 10_000, count: 100))
        let rows = [
            BenchmarkRow(result: slow, budget: 50_000, enforced: true, note: ""),
            BenchmarkRow(result: slow, budget: 50_000, note: "shown only"),
            BenchmarkRow(result: fast, budget: 50_000, enforced: true, note: ""),
            BenchmarkRow(result: slow, budget: nil, enforced: true, note: ""),
        ]
        #expect(rows.map(\.failsBudget) == [true, false, false, false])
        let report = KeyboardBenchmarkReport(
            machine: "test", rows: rows,
            memory: MemoryFigures(
                residentAtStart: 0, residentAfterLoad: 0, residentAfterCycles: 0, addedByKind: nil, lexiconMapped: nil,
                codeAdded: nil))
        #expect(report.budgetFailures.count == 1)
        #expect(report.budgetFailureNames == ["slow"])
        #expect(report.tableLines.contains { $0.contains("p99.9") })
    }

    @Test("biased taps: without noise, an offset of one key width to the right types the next key")
    func biasedTaps() throws {
        let geometry = try SuggestionBenchmark.englishGeometry()
        var generator = SeededGenerator(seed: 1)
        let centred = SyntheticTyping(geometry: geometry, sigma: 0)
        #expect(centred.type("qaz", using: &generator).typed == "qaz")
        let shifted = SyntheticTyping(geometry: geometry, sigma: 0, offset: (1, 0))
        let (typed, taps) = shifted.type("qaz", using: &generator)
        #expect(typed == "wsx")
        let q = try #require(centred.keys.centre(of: "q"))
        #expect(abs(taps[0].x - q.x - centred.keys.keyWidth) < 0.001)
    }

    @Test("accuracy alone: a list of misspellings and a file of taps, every mode filled in")
    func accuracyOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("accuracy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pairs = folder.appendingPathComponent("pairs.tsv").path
        try "recieve\treceive\nteh\tthe\nthe\tthe\n".write(toFile: pairs, atomically: true, encoding: .utf8)
        let words = folder.appendingPathComponent("words.txt").path
        try "keyboard\nwhere\n".write(toFile: words, atomically: true, encoding: .utf8)
        let taps = folder.appendingPathComponent("taps.tsv").path
        try SuggestionBenchmark.synthesize(words: words, sigma: 0, seed: 1, output: taps)
        let lexicon = try #require(EmbeddedLexicons.englishURL).path
        let json = try SuggestionBenchmark.accuracy(lexicon: lexicon, pairs: pairs, taps: taps)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let real = try #require(object["real"] as? [String: [String: Double]])
        #expect(real["keysmith"]?["cases"] == 3)
        #expect(real["keysmith"]?["top1"] == 1)
        let unknown = try #require(object["realUnknown"] as? [String: [String: Double]])
        #expect(unknown["keysmith"]?["cases"] == 2)
        let synthetic = try #require(object["synthetic"] as? [String: [String: Double]])
        #expect(synthetic["keysmithGeometryAndTaps"]?["top1"] == 1)
        #expect(
            synthetic.keys.sorted() == [
                "keysmithGeometry", "keysmithGeometryAndTaps", "keysmithWithoutGeometry",
                "plainEditDistanceAndFrequency",
            ])
    }
}
