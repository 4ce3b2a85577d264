import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("The language model comes with the rest of a language's data")
struct LanguageModelDataTests {
    /// A folder with an English lexicon and, when `model` is given, those bytes as its model.
    private static func folder(model: Data?) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("LanguageModelDataTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lexicon = try LexiconBuilder.build([
            LexiconEntry(word: "see", count: 10), LexiconEntry(word: "you", count: 9),
        ])
        try Data(lexicon).write(to: folder.appendingPathComponent("en.lexicon"))
        try model?.write(to: folder.appendingPathComponent("en.model"))
        return folder
    }

    private static func lookup(_ folder: URL) -> LanguageDataLookup {
        @Sendable func file(_ name: String) -> URL? {
            let file = folder.appendingPathComponent(name)
            return FileManager.default.fileExists(atPath: file.path) ? file : nil
        }
        return LanguageDataLookup(
            modelURL: { file($0.canonicalLanguageCode + ".model") },
            lexiconURL: { file($0.canonicalLanguageCode + ".lexicon") })
    }

    private static func modelBytes() throws -> Data {
        var counts = NGramCounts(order: 3)
        for _ in 0..<3 { counts.add(sentence: ["I'll", "see", "you"]) }
        return Data(try LanguageModelWriter.write(KneserNey.estimate(counts)))
    }

    @Test("a language's model is found by the lookup, loaded with its lexicon, and predicts")
    func loaded() throws {
        let folder = try Self.folder(model: try Self.modelBytes())
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = SuggestionSetupTests.configuration(setLocale: "en_GB").languageData(from: Self.lookup(folder))
        #expect(data.languages.first?.modelURL == folder.appendingPathComponent("en.model"))
        let loaded = data.load()
        #expect(loaded.diagnostics.isEmpty)
        let provider = try #require(loaded.suggestionProvider)
        #expect(provider.languageModel?.contains("see") == true)

        let engine = KeyboardEngine(
            configuration: SuggestionSetupTests.configuration(setLocale: "en_GB"), suggestionProvider: provider)
        var state = engine.initialState(host: .noAutocapitalization)
        _ = engine.handle(.documentChanged(TextContext(beforeInput: "I'll see ")), state: &state)
        #expect(state.suggestions.suggestions.first?.text == "you")
    }

    @Test("a damaged model leaves its language with suggestions but no predictions, and says which file")
    func damaged() throws {
        var bytes = try Self.modelBytes()
        bytes[bytes.count - 1] ^= 0xFF
        let folder = try Self.folder(model: bytes)
        defer { try? FileManager.default.removeItem(at: folder) }
        let loaded = SuggestionSetupTests.configuration(setLocale: "en").languageData(from: Self.lookup(folder)).load()
        #expect(loaded.diagnostics.map(\.file) == ["en.model"])
        #expect(loaded.diagnostics.first?.message.contains("language model") == true)
        let provider = try #require(loaded.suggestionProvider)
        #expect(provider.languageModel == nil)
        #expect(provider.lexicon.contains("you"))
    }

    @Test("a lookup serves a model file for one language and falls back on another for the rest")
    func serving() throws {
        let english = try #require(LanguageTag("en"))
        let french = try #require(LanguageTag("fr_FR"))
        let file = URL(fileURLWithPath: "en.model")
        let lookup = LanguageDataLookup.none.serving(english, model: file)
        #expect(lookup.modelURL(for: try #require(LanguageTag("en_US"))) == file)
        #expect(lookup.modelURL(for: french) == nil)
        #expect(LanguageDataLookup.none.falling(back: lookup).modelURL(for: english) == file)
        #expect(lookup.serving(french, from: file).modelURL(for: english) == file)
    }
}
