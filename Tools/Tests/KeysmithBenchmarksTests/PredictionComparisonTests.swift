import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore
import Testing

@testable import KeysmithBenchmarks

@Suite("keysmith-bench prediction --compare: where the bar and the model's own ranking part")
struct PredictionComparisonTests {
    /// With nouns weighed by their probability alone (weight 1), the bar offers one for lower-case
    /// letters and a lower-case word comes a letter later; at the keyboard's weight the noun yields
    /// to the lower-case words and the two rankings agree.
    @Test("German lower-case letters: a noun at full weight takes a lower-case word's place")
    func nounForLowerCaseLetters() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = try Self.germanOptions(in: folder)
        #expect(try PredictionBenchmark.compare(options).isEmpty)
        options.lowerCaseCapitalWeight = 1
        let differences = try PredictionBenchmark.compare(options)

        let difference = try #require(differences.first)
        #expect(differences.count == 1)
        #expect(difference.word == "hier")
        #expect(difference.context.suffix(2) == ["sehen", "das"])
        #expect(difference.lettersWithBar == 2)
        #expect(difference.lettersWithModel == 1)
        #expect(difference.prefix == "h")
        #expect(difference.bar == ["heute", "Haus", "hoffentlich"])
        #expect(difference.model == ["heute", "hoffentlich", "hier"])
    }

    @Test("a language with no embedded lexicon is refused with its name")
    func noLexicon() throws {
        let url = URL(fileURLWithPath: "unused")
        let error = #expect(throws: PredictionBenchmark.ComparisonError.self) {
            try PredictionBenchmark.compare(.init(language: "xx", model: url, test: url))
        }
        #expect(error?.description.contains("'xx'") == true)
    }

    /// The transcript lists every word of the test text with what the bar showed before each of its
    /// letters, up to the letters after which the word was there to tap.
    @Test("the transcript shows what the bar offered before each letter of each word")
    func transcript() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let words = try PredictionBenchmark.transcript(try Self.germanOptions(in: folder))

        #expect(words.map(\.word) == ["wir", "sehen", "das", "hier"])
        let hier = try #require(words.last)
        #expect(hier.context == ["sehen", "das"])
        // Not among the three likeliest next words, it is there after its first letter.
        #expect(hier.shown.first == ["heute", "Haus", "hoffentlich"])
        #expect(hier.lettersTyped == 1)
        #expect(hier.shown.count == 2)
        #expect(hier.shown.last?.contains("hier") == true)
        // Every sentence of the text goes on "sehen das": both are there before their first letter.
        #expect(words[1].lettersTyped == 0)
        #expect(words[2].lettersTyped == 0)
    }

    private static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A German model in `folder` of sentences "Wir sehen das …" ending in a noun between lower-case
    /// words starting with h, and the test text "Wir sehen das hier.".
    private static func germanOptions(in folder: URL) throws -> PredictionBenchmark.Options {
        // After "sehen das": a noun between lower-case words starting with h. The model completes
        // typed letters in their case only; the bar completes lower-case letters to the noun too.
        let corpus = [("heute", 6), ("Haus", 5), ("hoffentlich", 4), ("hier", 3)]
            .flatMap { word, count in Array(repeating: "Wir sehen das \(word).", count: count) }
        let corpusURL = folder.appendingPathComponent("corpus.txt")
        try corpus.joined(separator: "\n").write(to: corpusURL, atomically: true, encoding: .utf8)
        let lexicon = try #require(try LanguageLexicons.lexicon(for: "de"))
        var builder = try LanguageModelBuilder(
            tokenizer: CorpusTokenizer(language: "de", lexicon: lexicon), temporaryDirectory: folder)
        _ = try builder.add(contentsOf: corpusURL)
        let modelURL = folder.appendingPathComponent("de.model")
        try Data(try builder.build()).write(to: modelURL)
        let testURL = folder.appendingPathComponent("test.txt")
        try "Wir sehen das hier.".write(to: testURL, atomically: true, encoding: .utf8)
        return PredictionBenchmark.Options(language: "de", model: modelURL, test: testURL)
    }
}
