import KeysmithCLI
@_spi(Tooling) import KeysmithCore
import Testing

@testable import KeysmithBenchmarks

@Suite("keysmith-bench languages: typing each language on its own keyboard")
struct LanguageBenchmarkTests {
    static func englishTyping(sigma: Double) throws -> SyntheticTyping {
        let english = try #require(LetterLayouts.embedded(language: "en"))
        #expect(english.identifier == "en_US")
        return SyntheticTyping(geometry: english.geometry, sigma: sigma)
    }

    @Test("without noise every letter is typed as meant, a long-pressed one at its key's centre")
    func exactTyping() throws {
        let typing = try Self.englishTyping(sigma: 0)
        var generator = SeededGenerator(seed: 7)
        let (typed, taps) = typing.type("Café", using: &generator)
        #expect(typed == "café")
        #expect(taps.count == 4)
        #expect(taps[3] == typing.keys.centre(of: "e"))
        #expect(taps[0] == typing.keys.centre(of: "c"))
        #expect(typing.canType("naïve"))
        #expect(!typing.canType("дом"))
        #expect(!typing.canType("don't"))
        #expect(typing.canType("İnce"))
        #expect(typing.type("İnce", using: &generator).typed == "ince")
    }

    @Test("with noise of a third of a key, most letters still land on their key, some on a neighbour")
    func noisyTyping() throws {
        let typing = try Self.englishTyping(sigma: 1.0 / 3)
        var generator = SeededGenerator(seed: 11)
        var letters = 0, right = 0
        for _ in 0..<200 {
            let (typed, taps) = typing.type("keyboard", using: &generator)
            #expect(typed.count == taps.count)
            letters += typed.count
            right += zip(typed, "keyboard").filter { $0 == $1 }.count
        }
        #expect(letters > 1_500)
        #expect(Double(right) / Double(letters) > 0.7)
        #expect(right < letters)
    }

    @Test("English, typed on en_US: taps beat plain edit distance, and every figure is filled in")
    func english() throws {
        let rows = try LanguageBenchmark.run(.init(languages: ["en"], words: 300, seed: 3, rounds: 1))
        let row = try #require(rows.first)
        #expect(rows.count == 1)
        #expect(row.lexiconWords == 82_834)
        #expect(row.load.medianNanoseconds > 0)
        let typing = try #require(row.typing)
        #expect(typing.keyboard == "en_US")
        #expect(typing.typed + typing.untypeable == 300)
        #expect(typing.mistyped.geometryAndTaps.cases > 30)
        #expect(typing.mistyped.geometryAndTaps.top1 > typing.mistyped.plainEditDistance.top1)
        #expect(typing.all.geometryAndTaps.top3 >= typing.all.geometryAndTaps.top1)
        #expect(typing.correction.samples == typing.typed)
    }

    @Test("two languages at once: the whole paragraph is typed and timed, and the report says how it compares")
    func bilingual() throws {
        let figures = try BilingualBenchmark.measure(rounds: 1)
        #expect(figures.events > 150)
        #expect(figures.touch.samples.count == figures.events)
        #expect(figures.search.samples.count > 20)
        #expect(figures.answer.samples.count == figures.search.samples.count)
        #expect(figures.lexiconsMapped > 0)
        let section = BilingualBenchmark.markdown(figures).joined(separator: "\n")
        #expect(section.contains("## Two languages at once"))
        #expect(section.contains("| touch event: engine + effects + render model | \(figures.events) |"))
        #expect(section.contains("| ↳ key up that commits text | "))
        #expect(figures.byKind.values.reduce(0) { $0 + $1.samples.count } == figures.events)
        #expect(section.contains("12 MiB budget"))
    }

    @Test("an unknown language is refused with the list of those there are")
    func unknownLanguage() {
        #expect(throws: SuggestionBenchmark.Failure.self) {
            try LanguageBenchmark.run(.init(languages: ["xx"], words: 10))
        }
    }

    @Test("the report gives each language its row, says which targets it misses, and marks a missing keyboard")
    func report() {
        let accuracy = { (top1: Double) in SuggestionBenchmark.Accuracy(cases: 1_000, top1: top1, top3: 0.9) }
        let timing = { (median: Double) in
            SuggestionBenchmark.Timing(BenchmarkResult(name: "", samples: [median, median, median * 3]))
        }
        let measured = LanguageBenchmark.Typing(
            keyboard: "fr_FR", typed: 19_000, untypeable: 1_000,
            all: .init(geometryAndTaps: accuracy(0.8), plainEditDistance: accuracy(0.7)),
            mistyped: .init(geometryAndTaps: accuracy(0.6), plainEditDistance: accuracy(0.55)),
            correction: timing(12_000))
        let rows = [
            LanguageBenchmark.Row(
                language: "fr", lexiconWords: 50_000, lexiconBytes: 2_500_000, load: timing(2_000_000),
                typing: measured),
            LanguageBenchmark.Row(
                language: "sv", lexiconWords: 50_000, lexiconBytes: 2_600_000, load: timing(3_000_000), typing: nil),
        ]
        let text = LanguageBenchmark.markdown(
            rows, bilingual: nil, options: .init(), command: "keysmith-bench languages", machine: "a test machine")
        #expect(text.contains("`keysmith-bench languages`"))
        #expect(text.contains("- Machine: a test machine."))
        #expect(
            text.contains(
                "| fr | fr_FR | 1,000 | 60.0 % | 55.0 % | +5.0 | 90.0 % | 90.0 % | 50.0 | 2.00 ms | 12.0 µs | 36.0 µs | **not top-1 gain** |"
            ))
        #expect(text.contains("| sv | no keyboard | | | | | | | 52.0 | 3.00 ms | | | load; the rest not measured |"))
        #expect(text.contains("| fr | 19,000 | 1,000 | 80.0 % | 70.0 % | 90.0 % | 90.0 % |"))
    }
}
