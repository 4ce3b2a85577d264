import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

/// Next-word prediction in the engine: the bar after a space, tapping a prediction, and the
/// toolbar's return where nothing is predicted. Every session runs with the document applying edits
/// at once and late, and with the suggestions worked out inline and through the shell.
struct PredictionEngineTests {
    static func provider() throws -> SuggestionProvider {
        try PredictionFixtures.provider(
            ["see": 60_000, "you": 500_000, "soon": 80_000, "them": 90_000],
            model: try PredictionFixtures.model(PredictionFixtures.english))
    }

    @Test(arguments: DocumentMode.allCases, SuggestionTiming.prompt)
    func aSpaceShowsPredictionsAndATapInsertsOneWithItsSpace(mode: DocumentMode, timing: SuggestionTiming) throws {
        var session = try TouchSession(
            mode, document: "I'll see‸", host: .noAutocapitalization, suggestions: try Self.provider(),
            suggestionTiming: timing)
        session.tap(.space)
        #expect(session.shownSuggestions.map(\.text) == ["you", "them", "it"])
        #expect(session.shownSuggestions.allSatisfy { $0.kind == .prediction })
        session.tapSuggestion("you")
        #expect(session.settle() == "I'll see you ‸")
        #expect(session.shownSuggestions.first?.text == "soon")
        session.tapSuggestion("soon")
        #expect(session.settle() == "I'll see you soon ‸")
    }

    @Test(arguments: DocumentMode.allCases, SuggestionTiming.prompt)
    func aPredictionAfterPunctuationGetsASpaceBeforeIt(mode: DocumentMode, timing: SuggestionTiming) throws {
        // The iPad's letters have a comma.
        var session = try TouchSession(
            mode, document: "I'll see‸", host: .noAutocapitalization, device: .ipadPortrait,
            suggestions: try Self.provider(), suggestionTiming: timing)
        session.tap(",")
        #expect(!session.shownSuggestions.isEmpty)
        let first = try #require(session.shownSuggestions.first?.text)
        session.tapSuggestion(first)
        #expect(session.settle() == "I'll see, \(first) ‸")
    }

    @Test(arguments: SuggestionTiming.prompt)
    func withoutAModelTheToolbarComesBackAfterASpace(timing: SuggestionTiming) throws {
        var plain = try Self.provider()
        plain.languageModel = nil
        var session = try TouchSession(
            document: "I'll see‸", host: .noAutocapitalization, suggestions: plain, suggestionTiming: timing)
        session.tap(.space)
        #expect(session.shownSuggestions.isEmpty)
    }
}
