import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Suggestions in the case of what was typed, by the language's rules")
struct LanguageSuggestionTests {
    private func bar(_ typed: String, locale: String, words: [String: UInt64]) throws -> [String] {
        let provider = SuggestionProvider(lexicon: try SuggestionFixtures.lexicon(words))
        let result = provider.suggestions(
            for: TextContext(beforeInput: typed), keys: nil, host: .standard, letterCase: LetterCase(locale: locale))
        return result.suggestions.map(\.text)
    }

    @Test("Turkish: a word typed with İ or I completes in Turkish capitals")
    func turkish() throws {
        let words: [String: UInt64] = ["istanbul": 900, "ışık": 800, "iyi": 50]
        #expect(try bar("İst", locale: "tr", words: words).contains("İstanbul"))
        #expect(try bar("IŞI", locale: "tr", words: words).contains("IŞIK"))
        // The dotless capital finds the dotless word, not `iyi`'s dotted i.
        #expect(try bar("Iş", locale: "tr", words: words).contains("Işık"))
    }

    @Test("Greek: a word typed in capitals completes in capitals without accents")
    func greek() throws {
        let words: [String: UInt64] = ["καλός": 900, "καλημέρα": 800]
        let suggestions = try bar("ΚΑΛΗ", locale: "el", words: words)
        #expect(suggestions.contains("ΚΑΛΗΜΕΡΑ"))
    }

    @Test("the engine asks with the case rules of the layout on screen")
    func engineRequest() throws {
        let provider = SuggestionProvider(lexicon: try SuggestionFixtures.lexicon(["istanbul": 900, "iyi": 50]))
        var session = try TouchSession(configuration: LanguageFixtures.turkish(), suggestions: provider)
        session.tap(.showing("İ"))
        session.tap(.showing("s"))
        session.tap(.showing("t"))
        #expect(session.state.suggestions.suggestions.map(\.text).contains("İstanbul"))
    }
}
