import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Suggestions with two languages: the sentence's language suggests, and no word of either is corrected")
struct BilingualSuggestionTests {
    static func english() throws -> Lexicon {
        try SuggestionFixtures.lexicon([
            "the": 5_000_000, "cat": 300_000, "is": 4_000_000, "very": 900_000, "chart": 200_000, "that": 3_000_000,
            "cheese": 150_000, "a": 6_000_000, "nice": 400_000, "mignon": 10,
        ])
    }

    static func french() throws -> Lexicon {
        try SuggestionFixtures.lexicon([
            "le": 5_000_000, "chat": 300_000, "est": 4_000_000, "très": 900_000, "mignon": 200_000, "a": 3_000_000,
            "chien": 250_000, "une": 2_000_000, "nice": 20,
        ])
    }

    static func provider() throws -> SuggestionProvider {
        SuggestionProvider(
            lexicon: try english(), languageLexicons: ["en_US": try english(), "fr_FR": try french()])
    }

    func context(_ before: String) -> TextContext {
        TextContext(beforeInput: before, afterInput: "")
    }

    @Test("the sentence's words decide its language; with none yet, or a tie, the active language does")
    func detection() throws {
        let provider = try Self.provider()
        #expect(provider.sentenceLanguage(of: context("le chat est mi"), activeLanguage: "en_US") == "fr_FR")
        #expect(provider.sentenceLanguage(of: context("the cat is mi"), activeLanguage: "fr_FR") == "en_US")
        #expect(provider.sentenceLanguage(of: context("mi"), activeLanguage: "fr_FR") == "fr_FR")
        #expect(provider.sentenceLanguage(of: context("xyz qq mi"), activeLanguage: "en_US") == "en_US")
        // A word both lexicons have counts by how common it is in each: "a" is commoner in English.
        #expect(provider.sentenceLanguage(of: context("a b"), activeLanguage: "fr_FR") == "en_US")
        // The sentence before the last full stop does not count.
        #expect(provider.sentenceLanguage(of: context("le chat est là. the ca"), activeLanguage: "fr_FR") == "en_US")
    }

    @Test("the sentence's words are those before the word being typed, at most eight")
    func sentenceWords() {
        #expect(context("Hello there. le chat es").sentenceWordsBeforeCursor(limit: 8) == ["le", "chat"])
        #expect(context("le chat ").sentenceWordsBeforeCursor(limit: 8) == ["le", "chat"])
        #expect(context("a b c d e f g h i j ").sentenceWordsBeforeCursor(limit: 8).first == "c")
        #expect(context("l’homme a 2 chats.").sentenceWordsBeforeCursor(limit: 8).isEmpty)
    }

    @Test("read back from the cursor, the sentence's words are those of splitting the whole sentence")
    func sentenceWordsReadBack() {
        /// The definition: the sentence since its last terminator, split, less the word at the cursor.
        func split(_ text: String, limit: Int) -> [String] {
            let sentence = text.reversed().prefix { !".!?\n".contains($0) }.reversed()
            var words = String(sentence).split { !($0.isLetter || $0.isNumber || $0.isApostrophe) }
            if let last = sentence.last, last.isLetter || last.isNumber || last.isApostrophe { words.removeLast() }
            return words.suffix(limit).map(String.init)
        }
        // Pieces that end words, sentences and nothing, in letters of several scripts, with
        // apostrophes, digits, combining marks, a flag, a family of emoji and a CRLF.
        let pieces = [
            "le", "chat", "l’", "don't", "é", "e\u{301}", "Привет", "42", " ", "  ", ",", ". ", "!", "?", "\n", "\r\n",
            "🇫🇷", "👨‍👩‍👧", "-", "x",
        ]
        var generator = SplitMix64(seed: 24)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...14, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            for limit in [0, 1, 3, 8] {
                #expect(context(text).sentenceWordsBeforeCursor(limit: limit) == split(text, limit: limit), "\(text)")
            }
        }
    }

    @Test("completions and corrections come from the sentence's language without switching")
    func suggestionsFollowSentence() throws {
        let engine = KeyboardEngine(
            configuration: try BilingualFixture.configuration(), suggestionProvider: try Self.provider())
        var state = engine.initialState(host: HostContext(autocapitalization: .none))
        #expect(state.language == "en_US")
        _ = engine.handle(.documentChanged(context("le chat est mignin")), state: &state)
        #expect(state.suggestions.suggestions.map(\.text).contains("mignon"))
        #expect(state.suggestions.autocorrection?.text == "mignon")
        _ = engine.handle(.documentChanged(context("the ch")), state: &state)
        #expect(state.suggestions.suggestions.map(\.text).contains("chart"))
        #expect(!state.suggestions.suggestions.map(\.text).contains("chat"))
        // At a sentence's start, the active language suggests.
        _ = engine.handle(.selectLanguage("fr_FR"), state: &state)
        _ = engine.handle(.documentChanged(context("Ok. ch")), state: &state)
        #expect(state.suggestions.suggestions.map(\.text).contains("chat"))
        #expect(!state.suggestions.suggestions.map(\.text).contains("chart"))
    }

    @Test("a word of either language is never autocorrected, whichever language is active")
    func noCorrectionOfEitherLanguage() throws {
        for active in ["en_US", "fr_FR"] {
            var session = try TouchSession(
                host: HostContext(autocapitalization: .none), configuration: BilingualFixture.configuration(),
                settings: KeyboardSettings(language: active), suggestions: try Self.provider())
            #expect(session.state.language == active)
            session.type("the chat ")
            session.type("le cat ")
            #expect(session.settle() == "the chat le cat ‸")
        }
    }

    @Test("a word unknown to both is still corrected, in the sentence's language")
    func correctsUnknown() throws {
        var session = try TouchSession(
            host: HostContext(autocapitalization: .none), configuration: BilingualFixture.configuration(),
            suggestions: try Self.provider())
        session.type("le chat est tres ")
        #expect(session.settle() == "le chat est très ‸")
    }

    @Test("a word of another enabled language is not counted toward learning")
    func noLearningOfKnownWords() throws {
        var session = try TouchSession(
            host: HostContext(autocapitalization: .none), configuration: BilingualFixture.configuration(),
            suggestions: try Self.provider())
        for _ in 0..<3 { session.type("chien ") }
        #expect(session.state.learnedWords.timesTyped("chien") == 0)
    }
}
