import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

/// The engine learns phrases as the user commits words, where it learns words, and predicts them.
struct LearnedPhraseEngineTests {
    /// A provider with a lexicon and no language model: what learning gives a language without one.
    static func provider() throws -> SuggestionProvider {
        try PredictionFixtures.provider(
            ["see": 60_000, "you": 500_000, "soon": 80_000, "them": 90_000, "zanzibar": 10], model: nil)
    }

    @Test(arguments: DocumentMode.allCases, SuggestionTiming.prompt)
    func aPhraseTypedTwiceIsPredictedWithoutAModel(mode: DocumentMode, timing: SuggestionTiming) throws {
        var session = try TouchSession(
            mode, document: "‸", host: .noAutocapitalization, suggestions: try Self.provider(), suggestionTiming: timing
        )
        session.type("see zanzibar soon ")
        session.type("see zanzibar soon ")
        session.type("see ")
        #expect(session.shownSuggestions.map(\.text).first == "zanzibar")
        #expect(session.state.learnedWords.phrases.count(["see", "zanzibar", "soon"]) > 1.99)
        session.tapSuggestion("zanzibar")
        #expect(session.settle() == "see zanzibar soon see zanzibar soon see zanzibar ‸")
        #expect(session.shownSuggestions.map(\.text).first == "soon")
    }

    @Test(arguments: [
        HostContext(isSecureTextEntry: true), HostContext(keyboardType: .email),
        HostContext(autocapitalization: .none, allowsAutocorrection: false),
    ])
    func nothingIsLearnedWhereWordsAreNot(host: HostContext) throws {
        var session = try TouchSession(document: "‸", host: host, suggestions: try Self.provider())
        session.type("see zanzibar soon ")
        #expect(session.state.learnedWords.phrases.isEmpty)
    }

    @Test("the key-up that ends a word only records where it ended; the answer to the search learns the phrase")
    func theKeyUpLeavesThePhraseToTheSearch() throws {
        var session = try TouchSession(
            document: "‸", host: .noAutocapitalization, suggestions: try Self.provider(),
            suggestionTiming: .answeredOnDemand)
        session.type("see")
        session.answerSuggestions()
        session.type(" ")
        #expect(session.state.learnedWords.phrases.isEmpty)
        #expect(session.state.suggesting.phrasesToLearn.wordEnds.map(\.text) == ["see"])
        session.type("zan")
        #expect(session.state.learnedWords.phrases.isEmpty)
        let last = try #require(session.unansweredSuggestionRequests.last)
        #expect(last.wordEnds.map(\.word) == ["see"])
        session.answerSuggestions(last.id)
        #expect(session.state.suggesting.phrasesToLearn.isEmpty)
        #expect(session.state.learnedWords.phrases.count([NGramTable.sentenceStart, "see"]) > 0.99)
    }

    @Test("a stale answer learns the phrases its request read, and a later answer does not learn them again")
    func aStaleAnswerLearnsOnce() throws {
        var session = try TouchSession(
            document: "‸", host: .noAutocapitalization, suggestions: try Self.provider(),
            suggestionTiming: .answeredOnDemand)
        session.type("see")
        session.answerSuggestions()
        session.type(" zan")
        let stale = try #require(session.unansweredSuggestionRequests.first)
        #expect(stale.wordEnds.map(\.word) == ["see"])
        session.answerSuggestions(stale.id)
        #expect(session.state.learnedWords.phrases.count(["see"]) > 0.99)
        #expect(session.state.suggesting.phrasesToLearn.isEmpty)
        session.answerSuggestions()
        #expect(session.state.learnedWords.phrases.count(["see"]) < 1.01)
    }

    @Test("the learned words are saved every few committed words, not on every space")
    func savesEveryFewWords() throws {
        var session = try TouchSession(document: "‸", host: .noAutocapitalization, suggestions: try Self.provider())
        var saves = 0
        for _ in 0..<(Update.phraseSaveInterval * 2) {
            saves += session.type(word: "see ").filter { if case .saveLearnedWords = $0 { true } else { false } }.count
        }
        #expect(saves == 2)
    }
}

extension TouchSession {
    /// Types `word` as ``type(_:)`` does and returns the effects its keys had.
    fileprivate mutating func type(word: String) -> [KeyboardEffect] {
        word.flatMap { character in tap(character == " " ? .space : .label(String(character))) }
    }
}
