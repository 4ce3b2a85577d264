import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

/// A running keyboard given another suggestion provider: the lexicon loaded after the keyboard
/// appeared, the user's text replacements arriving later, suggestions taken away.
struct SuggestionProviderSwapTests {
    static let lowercaseField = HostContext.noAutocapitalization

    static func provider(learned: [String] = [], replacements: [TextReplacement] = []) throws -> SuggestionProvider {
        var provider = try SuggestionEngineTests.provider()
        provider.learnedWords = LearnedWords(learned: learned)
        provider.textReplacements = replacements
        return provider
    }

    @Test(arguments: SuggestionTiming.prompt)
    func aProviderThatArrivesLateSuggestsForTheWordAlreadyTyped(timing: SuggestionTiming) throws {
        var session = try TouchSession(host: Self.lowercaseField, suggestionTiming: timing)
        session.type("teh")
        #expect(session.shownSuggestions.isEmpty)
        session.replaceSuggestionProvider(try Self.provider())
        // No key was tapped since: the bar comes from the new provider alone, and space corrects.
        #expect(session.shownSuggestions.map(\.title).first == "“teh”")
        #expect(session.shownSuggestions.first { $0.isAutocorrection }?.text == "the")
        session.type(" ")
        #expect(session.settle() == "the ‸")
    }

    @Test func aDeferredProviderAsksThroughTheShellAtOnce() throws {
        var session = try TouchSession(host: Self.lowercaseField, suggestionTiming: .answeredOnDemand)
        session.type("hel")
        let produced = session.replaceSuggestionProvider(try Self.provider())
        let requests = produced.compactMap { if case .computeSuggestions(let request) = $0 { request } else { nil } }
        #expect(requests.map(\.word) == ["hel"])
        #expect(session.shownSuggestions.isEmpty)
        session.answerSuggestions()
        #expect(session.shownSuggestions.map(\.text).contains("hello"))
    }

    @Test func theStateTakesTheNewProvidersLearnedWords() throws {
        var session = try TouchSession(host: Self.lowercaseField)
        session.replaceSuggestionProvider(try Self.provider(learned: ["qzx"]))
        #expect(session.state.learnedWords.contains("qzx"))
        session.type("qzx")
        // A learned word is known: shown without quotes, and space keeps it.
        #expect(session.shownSuggestions.first?.title == "qzx")
        session.type(" ")
        #expect(session.settle() == "qzx ‸")
    }

    @Test(arguments: SuggestionTiming.prompt)
    func textReplacementsThatArriveLaterAreOfferedAndKeepWhatWasLearned(timing: SuggestionTiming) throws {
        var session = try TouchSession(
            host: Self.lowercaseField, suggestions: try Self.provider(), suggestionTiming: timing)
        session.type("teh ")
        session.tap(.delete)
        #expect(session.state.learnedWords.contains("teh"))
        session.type(" omw")
        #expect(!session.shownSuggestions.map(\.text).contains("On my way!"))
        let arrived = try Self.provider(replacements: [TextReplacement(userInput: "omw", documentText: "On my way!")])
        var updated = arrived
        updated.learnedWords = session.state.learnedWords
        session.replaceSuggestionProvider(updated)
        #expect(session.shownSuggestions.map(\.text).contains("On my way!"))
        #expect(session.state.learnedWords.contains("teh"))
    }

    @Test func anAnswerToTheFormerProvidersRequestIsDropped() throws {
        var session = try TouchSession(
            host: Self.lowercaseField, suggestions: try Self.provider(), suggestionTiming: .answeredOnDemand)
        session.type("omw")
        let stale = try #require(session.unansweredSuggestionRequests.last)
        session.replaceSuggestionProvider(
            try Self.provider(replacements: [TextReplacement(userInput: "omw", documentText: "On my way!")]))
        let current = try #require(session.unansweredSuggestionRequests.last)
        #expect(current.id != stale.id)
        // The former engine's answer, without the replacement, comes late and is not shown.
        session.send(
            .suggestionsComputed(
                try Self.provider().suggestions(for: stale.document, keys: nil, host: Self.lowercaseField)
                    .answering(stale)))
        #expect(session.shownSuggestions.isEmpty)
        session.answerSuggestions(current.id)
        #expect(session.shownSuggestions.map(\.text).contains("On my way!"))
    }

    @Test func withoutAProviderTheToolbarComesBackAndNothingIsCorrected() throws {
        var session = try TouchSession(host: Self.lowercaseField, suggestions: try Self.provider())
        let toolbar = try TouchSession(host: Self.lowercaseField).model.toolbarSlot
        session.type("teh ")
        #expect(session.settle() == "the ‸")
        session.type("helo")
        #expect(!session.shownSuggestions.isEmpty)
        session.replaceSuggestionProvider(nil)
        #expect(session.shownSuggestions.isEmpty)
        #expect(session.model.toolbarSlot == toolbar)
        session.type(" teh")
        #expect(session.settle() == "the helo teh‸")
    }

    @Test func deleteNoLongerUndoesAnAutocorrectionOnceSuggestionsAreGone() throws {
        var session = try TouchSession(host: Self.lowercaseField, suggestions: try Self.provider())
        session.type("teh ")
        session.replaceSuggestionProvider(nil)
        session.tap(.delete)
        #expect(session.settle() == "the‸")
    }
}

extension SuggestionResult {
    /// This result as the answer to `request`.
    fileprivate func answering(_ request: SuggestionRequest) -> SuggestionResponse {
        SuggestionResponse(requestID: request.id, result: self)
    }
}
