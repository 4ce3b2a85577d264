import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("The English base model: shipped inside KeysmithCore, served to the apps that opt in")
struct BaseModelTests {
    static func url() throws -> URL {
        try #require(EmbeddedLexicons.englishModelURL)
    }

    @Test("the shipped model loads, is a trigram model, and stays within its size and 4 bytes an n-gram")
    func loads() throws {
        let model = try LanguageModel(contentsOf: try Self.url())
        #expect(model.order == 3)
        let nGrams = model.nGramCounts.reduce(0, +)
        #expect(nGrams > 100_000)
        #expect(Double(model.byteCount) / Double(nGrams) <= 4)
        // scripts/build_base_models.py prunes it to --max-size 4MB.
        #expect(model.byteCount <= 4_000_000)
        #expect(model.contains("the") && model.contains("you"))
    }

    @Test("it predicts what people write after common openings")
    func predicts() throws {
        let model = try LanguageModel(contentsOf: try Self.url())
        func next(_ context: [String]) -> [String] {
            model.likeliestNextWords(after: context, limit: 3).map(\.word)
        }
        #expect(next(["<s>", "thank"]).first == "you")
        #expect(next(["<s>"]).contains("the"))
        #expect(next(["I", "will", "see"]).count == 3)
        #expect(!Set(next(["I", "will", "see"])).isDisjoint(with: ["you", "the", "it", "him", "them"]))
    }

    @Test("the base models serve it to English keyboards only, no lookup by default, and a model given overrides it")
    func lookup() throws {
        let english = try #require(LanguageTag("en_GB"))
        let french = try #require(LanguageTag("fr"))
        let optedIn = LanguageDataLookup.installed.falling(back: .baseModels)
        #expect(optedIn.modelURL(for: english) == (try Self.url()))
        #expect(LanguageDataLookup.installed.modelURL(for: english) == nil)
        #expect(LanguageDataLookup.baseModels.modelURL(for: english) == (try Self.url()))
        #expect(LanguageDataLookup.baseModels.lexiconURL(for: english) == nil)
        #expect(optedIn.modelURL(for: french) == nil)
        #expect(LanguageDataLookup.embedded.modelURL(for: english) == nil)
        let own = URL(fileURLWithPath: "own.model")
        #expect(optedIn.serving(english, model: own).modelURL(for: english) == own)
    }

    @Test("the English keyboard that opts in shows the base model's next words after a space")
    func keyboard() throws {
        let configuration = try #require(KeyboardConfiguration.embedded(language: "en").value)
        let data = configuration.languageData(from: LanguageDataLookup.installed.falling(back: .baseModels))
        #expect(data.languages.first?.modelURL == (try Self.url()))
        let loaded = data.load()
        #expect(loaded.diagnostics.isEmpty)
        let provider = try #require(loaded.suggestionProvider)
        let shown = provider.suggestions(for: TextNotation.context("Thank ‸"), keys: nil, host: .standard)
        #expect(shown.suggestions.first?.text == "you")
        #expect(shown.suggestions.allSatisfy { $0.kind == .prediction })
    }

    @Test("a damaged copy of the shipped model is refused with an error, never read")
    func damaged() throws {
        let bytes = try Data(contentsOf: try Self.url())
        #expect(throws: LanguageModelError.self) { try LanguageModel(data: bytes.prefix(bytes.count / 2)) }
        var changed = bytes
        changed[changed.count / 2] ^= 0xFF
        #expect(throws: LanguageModelError.self) { try LanguageModel(data: changed) }
    }
}
