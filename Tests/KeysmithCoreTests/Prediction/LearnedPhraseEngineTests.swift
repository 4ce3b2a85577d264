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

    @Test("at most 32 word ends wait for an answer, the newest, each with the end of its text")
    func wordEndsWaitingForAnAnswerAreBounded() throws {
        let page = String(repeating: "soon them you ", count: 200)
        var waiting = PhrasesToLearn()
        for index in 0..<40 { waiting.record(text: page + "see\(index)", word: "see\(index)") }
        #expect(waiting.wordEnds.count == PhrasesToLearn.capacity)
        #expect(waiting.wordEnds.first?.word == "see8")
        #expect(waiting.wordEnds.last?.serial == 39)
        #expect(waiting.wordEnds.allSatisfy { $0.text.utf8.count <= PhrasesToLearn.keptTextLength })
        #expect(waiting.wordEnds.allSatisfy { $0.text.first == " " && $0.text.hasSuffix("you \($0.word)") })
    }

    @Test("a phrase is learned after a long text, from the end of it the word end keeps")
    func aPhraseAfterALongTextIsLearned() throws {
        let page = String(repeating: "soon them you ", count: 200)
        var session = try TouchSession(
            document: page + "‸", host: .noAutocapitalization, suggestions: try Self.provider(),
            suggestionTiming: .answeredOnDemand)
        session.type("see")
        session.answerSuggestions()
        session.type(" zanzibar")
        session.answerSuggestions()
        session.type(" ")
        session.answerSuggestions()
        #expect(session.state.suggesting.phrasesToLearn.isEmpty)
        #expect(session.state.learnedWords.phrases.count(["you", "see", "zanzibar"]) > 0.99)
    }

    @Test("the end of a text kept for its phrase starts at a space, and a short text is kept whole")
    func theEndOfATextStartsAtAWordBoundary() {
        #expect(PhrasesToLearn.ending(of: "see you") == "see you")
        let long = String(repeating: "é", count: 600) + " see you"
        let end = PhrasesToLearn.ending(of: long)
        #expect(end == " see you")
        #expect(PhrasesToLearn.ending(of: String(repeating: "a", count: 2_000)).isEmpty)
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
