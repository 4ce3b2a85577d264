import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Elisions: after l’ or qu’ the suggestions are for the word the lexicon lists")
struct ElisionSuggestionTests {
    static func french() throws -> Lexicon {
        try SuggestionFixtures.lexicon([
            "homme": 400_000, "hommes": 100_000, "il": 5_000_000, "est": 4_000_000, "eau": 300_000,
            "aujourd'hui": 200_000,
        ])
    }

    /// A French keyboard with the French test lexicon, in a field that does not capitalise.
    func session(_ mode: DocumentMode = .exact) throws -> TouchSession {
        let configuration = try #require(KeyboardConfiguration.embedded(language: "fr").cleanValue)
        return try TouchSession(
            mode, host: HostContext(autocapitalization: .none), configuration: configuration,
            suggestions: SuggestionProvider(lexicon: try Self.french()))
    }

    @Test("French and Italian words split after their elided word; other languages and other words do not")
    func split() {
        let french = Elisions(locale: "fr_FR")
        #expect(french.split("l'homme")! == ("l'", "homme"))
        #expect(french.split("Qu’il")! == ("Qu’", "il"))
        #expect(french.split("aujourd'hui") == nil)
        #expect(french.split("l'") == nil)
        #expect(Elisions(locale: "it").split("dell'anno")! == ("dell'", "anno"))
        #expect(Elisions(locale: "en_US").split("l'homme") == nil)
    }

    @Test("completions and corrections keep the elided word in front", arguments: DocumentMode.allCases)
    func suggestions(mode: DocumentMode) throws {
        var session = try session(mode)
        session.type("l'hom")
        #expect(session.settle() == "l'hom‸")
        #expect(session.state.suggestions.suggestions.map(\.text).contains("l'homme"))
        // A slip of the finger (p beside o) is corrected as it would be without the elided word.
        session.type("me l'hpmme ")
        #expect(session.settle() == "l'homme l'homme ‸")
    }

    @Test("a right word after an elision is neither corrected nor learned", arguments: DocumentMode.allCases)
    func knownWord(mode: DocumentMode) throws {
        var session = try session(mode)
        session.type("qu'il est ")
        #expect(session.settle() == "qu'il est ‸")
        #expect(session.state.learnedWords.timesTyped("qu'il") == 0)
        session.type("l'xylo ")
        #expect(session.settle() == "qu'il est l'xylo ‸")
        #expect(session.state.learnedWords.timesTyped("xylo") == 1)
        #expect(session.state.learnedWords.timesTyped("l'xylo") == 0)
    }
}
