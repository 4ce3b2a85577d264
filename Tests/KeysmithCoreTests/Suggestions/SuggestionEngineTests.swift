import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

/// The suggestion bar and autocorrection in the engine: what the toolbar slot shows while a word is
/// typed, tapping a suggestion, autocorrection on space and its undo, learning, and the fields where
/// none of it happens. Every session runs with the document applying edits at once and late.
struct SuggestionEngineTests {
    /// A small lexicon, so that the results do not depend on the English word list.
    static func provider() throws -> SuggestionProvider {
        SuggestionProvider(
            lexicon: try SuggestionFixtures.lexicon([
                "the": 5_000_000, "then": 400_000, "there": 600_000, "they": 700_000, "hello": 300_000, "help": 250_000,
                "hell": 40_000, "held": 60_000, "world": 200_000, "word": 150_000, "we": 900_000, "so": 800_000,
            ]))
    }

    static let lowercaseField = HostContext.noAutocapitalization

    @Test(arguments: DocumentMode.allCases, SuggestionTiming.prompt)
    func typingAWordShowsSuggestionsInPlaceOfTheToolbar(mode: DocumentMode, timing: SuggestionTiming) throws {
        var session = try TouchSession(
            mode, host: Self.lowercaseField, suggestions: try Self.provider(), suggestionTiming: timing)
        #expect(session.shownSuggestions.isEmpty)
        session.type("helo")
        let shown = session.shownSuggestions
        #expect(shown.map(\.title).first == "“helo”")
        #expect(shown.map(\.text).contains("hello"))
        #expect(session.state.suggestions.word == "helo")
        session.tap(.space)
        session.type("so ")
        // No word being typed: the toolbar is back.
        #expect(session.shownSuggestions.isEmpty)
        #expect(session.settle() == "hello so ‸")
    }

    @Test(arguments: DocumentMode.allCases, SuggestionTiming.prompt)
    func tappingASuggestionReplacesTheWordAndAddsASpace(mode: DocumentMode, timing: SuggestionTiming) throws {
        var session = try TouchSession(
            mode, host: Self.lowercaseField, suggestions: try Self.provider(), suggestionTiming: timing)
        session.type("wor")
        session.tapSuggestion("world")
        #expect(session.settle() == "world ‸")
        #expect(session.shownSuggestions.isEmpty)
    }

    @Test(arguments: DocumentMode.allCases, SuggestionTiming.prompt)
    func acceptingASuggestionAtASentenceEndTurnsShiftOn(mode: DocumentMode, timing: SuggestionTiming) throws {
        var session = try TouchSession(
            mode, document: "so. ‸", suggestions: try Self.provider(), suggestionTiming: timing)
        #expect(session.state.shift == .once(automatic: true))
        session.type("hel")
        #expect(session.shownSuggestions.map(\.text).contains("Hello"))
        session.tapSuggestion("Hello")
        #expect(session.state.shift == .off)
        // A second space after the accepted word types a period, as after the spacebar.
        session.tap(.space)
        #expect(session.state.shift == .once(automatic: true))
        #expect(session.settle() == "so. Hello. ‸")
    }

    @Test(arguments: DocumentMode.allCases, SuggestionTiming.prompt)
    func spaceAutocorrectsAMisspeltWord(mode: DocumentMode, timing: SuggestionTiming) throws {
        var session = try TouchSession(
            mode, host: Self.lowercaseField, suggestions: try Self.provider(), suggestionTiming: timing)
        session.type("teh")
        #expect(session.state.suggestions.autocorrection?.text == "the")
        #expect(session.shownSuggestions.first { $0.isAutocorrection }?.text == "the")
        session.type(" ")
        #expect(session.settle() == "the ‸")
    }

    @Test(arguments: DocumentMode.allCases, SuggestionTiming.prompt)
    func deleteRightAfterAnAutocorrectionRestoresTheWordAndLearnsIt(mode: DocumentMode, timing: SuggestionTiming) throws
    {
        var session = try TouchSession(
            mode, host: Self.lowercaseField, suggestions: try Self.provider(), suggestionTiming: timing)
        session.type("teh ")
        session.tap(.delete)
        #expect(session.settle() == "teh‸")
        #expect(session.state.learnedWords.contains("teh"))
        #expect(session.effects.contains(.saveLearnedWords(session.state.learnedWords)))
        session.type(" teh ")
        #expect(session.settle() == "teh teh ‸")
    }

    @Test(arguments: DocumentMode.allCases, SuggestionTiming.prompt)
    func deleteLaterDeletesAsUsual(mode: DocumentMode, timing: SuggestionTiming) throws {
        var session = try TouchSession(
            mode, host: Self.lowercaseField, suggestions: try Self.provider(), suggestionTiming: timing)
        session.type("teh so")
        session.tap(.delete)
        #expect(session.settle() == "the s‸")
        #expect(!session.state.learnedWords.contains("teh"))
    }

    @Test(arguments: DocumentMode.allCases, SuggestionTiming.prompt)
    func aWordKeptSeveralTimesIsLearned(mode: DocumentMode, timing: SuggestionTiming) throws {
        var session = try TouchSession(
            mode, host: Self.lowercaseField, suggestions: try Self.provider(), suggestionTiming: timing)
        for _ in 0..<LearnedWords.timesTypedBeforeLearning {
            session.type("qzx ")
        }
        #expect(session.state.learnedWords.contains("qzx"))
        #expect(session.effects.contains(.saveLearnedWords(session.state.learnedWords)))
        _ = session.settle()
    }

    @Test(arguments: [
        HostContext(autocapitalization: .none, isSecureTextEntry: true),
        HostContext(keyboardType: .url, autocapitalization: .none),
        HostContext(autocapitalization: .none, allowsAutocorrection: false),
    ])
    func nothingIsSuggestedCorrectedOrLearnedWhereTheFieldForbidsIt(host: HostContext) throws {
        var session = try TouchSession(host: host, suggestions: try Self.provider())
        session.type("teh")
        #expect(session.shownSuggestions.isEmpty)
        #expect(session.state.suggestions == .empty)
        if host.keyboardType != .url {
            session.type(" teh teh teh ")
            #expect(session.settle() == "teh teh teh teh ‸")
        }
        #expect(session.state.learnedWords.words.isEmpty)
        #expect(!session.effects.contains { if case .saveLearnedWords = $0 { true } else { false } })
    }

    @Test(arguments: DocumentMode.allCases, SuggestionTiming.prompt)
    func suggestionsAreCapitalisedAtASentenceStart(mode: DocumentMode, timing: SuggestionTiming) throws {
        var session = try TouchSession(mode, suggestions: try Self.provider(), suggestionTiming: timing)
        session.type("helo")
        #expect(session.settle() == "Helo‸")
        #expect(session.shownSuggestions.map(\.title).first == "“Helo”")
        #expect(session.shownSuggestions.map(\.text).contains("Hello"))
        session.type(" teh ")
        #expect(session.settle() == "Hello the ‸")
    }

    @Test func theRenderModelShowsTheSuggestionsInsideTheSlot() throws {
        var session = try TouchSession(host: Self.lowercaseField, suggestions: try Self.provider())
        session.type("hel")
        let slot = session.model.toolbarSlot
        let shown = session.shownSuggestions
        #expect(shown.count == 3)
        for (index, suggestion) in shown.enumerated() {
            #expect(suggestion.frame.minX >= 0 && suggestion.frame.maxX <= slot.width + 1e-9)
            #expect(suggestion.frame.minY >= 0 && suggestion.frame.maxY <= slot.height + 1e-9)
            #expect(suggestion.frame.width > 0)
            #expect(slot.event(at: suggestion.frame.center) == .toolbar(.tapSuggestion(index)))
            if index > 0 { #expect(abs(suggestion.frame.minX - shown[index - 1].frame.maxX) < 1e-9) }
        }
    }

    @Test func withoutAProviderTheToolbarStays() throws {
        var session = try TouchSession(host: Self.lowercaseField)
        let before = session.model.toolbarSlot
        session.type("teh ")
        #expect(session.settle() == "teh ‸")
        #expect(session.model.toolbarSlot == before)
        #expect(session.state.suggestions == .empty)
    }

    @Test func theEnglishLexiconCorrectsAndCompletes() throws {
        var session = try TouchSession(
            host: Self.lowercaseField, suggestions: SuggestionProvider(lexicon: try Lexicon.english()))
        session.type("helo")
        #expect(session.shownSuggestions.map(\.text).contains("hello"))
        session.tapSuggestion("hello")
        session.type("teh ")
        #expect(session.settle() == "hello the ‸")
    }

    @Test(arguments: SuggestionTiming.prompt)
    func punctuationAutocorrectsAndKeepsThePunctuation(timing: SuggestionTiming) throws {
        var session = try TouchSession(
            host: Self.lowercaseField, suggestions: try Self.provider(), suggestionTiming: timing)
        try session.typeAnywhere("teh, wrold! helo?")
        #expect(session.settle() == "the, world! hello?‸")
        // A delete right after the punctuation puts the typed word back, without the punctuation.
        session.tap(.delete)
        #expect(session.settle() == "the, world! helo‸")
    }

    // MARK: Deferred suggestions

    @Test func aDeferredRequestLeavesTheBarUntilItsAnswerArrives() throws {
        var session = try TouchSession(
            host: Self.lowercaseField, suggestions: try Self.provider(), suggestionTiming: .answeredOnDemand)
        session.type("hel")
        // Nothing was answered: the bar still shows the toolbar, and one request per letter waits.
        #expect(session.state.suggestions == .empty)
        #expect(session.shownSuggestions.isEmpty)
        #expect(session.unansweredSuggestionRequests.map(\.word) == ["h", "he", "hel"])
        let latest = try #require(session.unansweredSuggestionRequests.last)
        session.answerSuggestions(latest.id)
        #expect(session.state.suggestions.word == "hel")
        #expect(session.shownSuggestions.map(\.text).contains("hello"))
    }

    @Test func anAnswerForAnOlderWordIsDropped() throws {
        var session = try TouchSession(
            host: Self.lowercaseField, suggestions: try Self.provider(), suggestionTiming: .answeredOnDemand)
        session.type("hel")
        let stale = try #require(session.unansweredSuggestionRequests.last)
        session.type("p")
        session.answerSuggestions(stale.id)
        #expect(session.state.suggestions == .empty)
        session.answerSuggestions()
        #expect(session.state.suggestions.word == "help")
        // Answers that come again, or late, change nothing.
        let shown = session.state.suggestions
        session.send(.suggestionsComputed(SuggestionResponse(requestID: stale.id, result: .empty)))
        #expect(session.state.suggestions == shown)
    }

    @Test(arguments: DocumentMode.allCases)
    func spaceBeforeTheAnswerStillAutocorrects(mode: DocumentMode) throws {
        var session = try TouchSession(
            mode, host: Self.lowercaseField, suggestions: try Self.provider(), suggestionTiming: .answeredOnDemand)
        session.type("teh ")
        #expect(session.settle() == "the ‸")
        // The answers that come after the word ended are dropped; the bar is empty after a space.
        session.answerSuggestions()
        #expect(session.state.suggestions == .empty)
        session.tap(.delete)
        #expect(session.settle() == "teh‸")
    }

    @Test func aDeferredTouchReturnsTheRequestAfterItsEdits() throws {
        var session = try TouchSession(
            host: Self.lowercaseField, suggestions: try Self.provider(), suggestionTiming: .answeredOnDemand)
        session.type("w")
        let effects = session.log
        let insert = try #require(effects.firstIndex(of: .edit(.insert("w"))))
        let request = try #require(effects.firstIndex { if case .computeSuggestions = $0 { true } else { false } })
        #expect(insert < request)
        #expect(session.unansweredSuggestionRequests.map(\.word) == ["w"])
    }
}
