import Foundation
@_spi(Tooling) import KeysmithCore
import Testing

@testable import KeysmithCLI

@Suite("keysmith preview --model: next-word predictions")
struct PreviewPredictionTests {
    /// A model in which `I'll see` goes on with `you`, then `them`, then `it`; its path.
    static func model() throws -> String {
        let folder = try Tool.temporaryFolder()
        var sentences: [[String]] = []
        for (sentence, times) in [("I'll see you soon", 6), ("I'll see them later", 4), ("I'll see it", 2)] {
            sentences += Array(repeating: sentence.split(separator: " ").map(String.init), count: times)
        }
        let file = folder.appendingPathComponent("en.model")
        try LanguageModel.fileData(estimatingFrom: sentences).write(to: file)
        return file.path
    }

    @Test("after a space the bar shows the likeliest next words; tapping one types it and a space")
    func predictions() throws {
        var page = PageDriver(try PreviewFixtures.embedded(), suggestions: SuggestionSource(model: try Self.model()))
        _ = page.open()
        page.send(.document(text: "I'll see ", selection: 9..<9))
        #expect(page.suggestionCells.map(\.text) == ["you", "them", "it"])
        try page.tapSuggestion("you")
        #expect(page.text == "I'll see you ")
        #expect(page.suggestionCells.first?.text == "soon")
    }

    @Test("without a model the toolbar shows between words")
    func withoutModel() throws {
        var page = PageDriver(try PreviewFixtures.embedded(), suggestions: try PreviewFixtures.english())
        _ = page.open()
        page.send(.document(text: "I'll see ", selection: 9..<9))
        #expect(page.showsToolbar)
    }
}
