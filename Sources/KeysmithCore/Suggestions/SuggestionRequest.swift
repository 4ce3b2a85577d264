/// When the engine works out the suggestion bar: within the event that changed the text, or after
/// it, off the touch path.
///
/// Completion takes a few microseconds, but a correction search over a large lexicon can take a few
/// hundred on a slow word — too long to sit between a finger lifting and the letter appearing. A shell
/// that draws every touch (the iOS keyboard) defers the search: the event returns at once, the search
/// runs after it, on any thread, and its answer comes back as an event of its own. Tools and tests,
/// which only care about the outcome, let the engine search inline.
public enum SuggestionScheduling: Sendable, Hashable, CaseIterable {
    /// The event that changes the word also updates `KeyboardState.suggestions`.
    case inline
    /// The event that changes the word returns ``KeyboardEffect/computeSuggestions(_:)``; the shell
    /// answers it with ``KeyboardEngine/suggestions(for:)`` and sends the answer back as
    /// ``KeyboardEvent/suggestionsComputed(_:)``. Until then the bar shows what it showed before.
    ///
    /// A space or punctuation typed before the answer arrives does not wait for it: the engine then
    /// works out the word's autocorrection inline, so that fast typing corrects as slow typing does.
    case deferred
}

/// A question for the suggestion provider, asked by ``KeyboardEffect/computeSuggestions(_:)``: the
/// word before the cursor with everything its suggestions depend on, captured when it was asked.
///
/// It is a value that holds no reference to the engine's state, so a shell may answer it on any
/// thread while the keyboard goes on taking touches.
public struct SuggestionRequest: Sendable, Hashable {
    /// Tells the answer to this request from the answers to earlier ones; each request gets the next.
    let id: Int
    /// The text around the cursor when the request was made.
    let document: TextContext
    /// Where each character of the word was tapped, when the user typed all of it.
    let taps: [Point]?
    /// The letter keys of the layout on screen.
    let keys: LetterKeys?
    /// The field: whether it allows autocorrection.
    let host: HostContext
    /// The user's words at the time.
    let learnedWords: LearnedWords
    /// The case rules of the layout's language, for suggestions in the case of what was typed.
    let letterCase: LetterCase
    /// The active language's identifier, which suggests unless the sentence is in another of the
    /// keyboard's languages; nil for a keyboard that names none.
    var language: String? = nil
    /// The words the layout's language elides (`l’`, `qu’`), after which suggestions are for the
    /// rest of the word.
    var elisions: Elisions = .none
    /// The language whose emoji names the bar offers an emoji for (see
    /// `SuggestionResult+Emoji.swift`); nil when the set turns emoji suggestions off.
    var emojiLanguage: String? = nil
    /// Whether the suggestions leave out offensive words (``KeyboardSettings/blocksOffensiveWords``).
    var blocksOffensiveWords = true
    /// The words committed since the last answer that brought their phrases back, whose phrases the
    /// answer reads (see ``PhrasesToLearn``).
    var wordEnds: [PhrasesToLearn.WordEnd] = []

    /// The word the suggestions will be for.
    var word: String {
        document.suggestionWord.map { $0.beforeCursor + $0.afterCursor } ?? ""
    }
}

/// The answer to a ``SuggestionRequest``, sent back to the engine as
/// ``KeyboardEvent/suggestionsComputed(_:)``.
public struct SuggestionResponse: Sendable, Hashable {
    /// The ``SuggestionRequest/id`` of the request this answers. The engine takes only the answer to
    /// its latest request: an answer that arrives after the text changed again is dropped.
    let requestID: Int
    var result: SuggestionResult
    /// The phrases read at the request's word ends, for the engine to learn.
    var phrases: [PhrasesToLearn.Phrase] = []
    /// The serial of the newest word end the request carried, which every word end up to is learned
    /// with the answer; nil when it carried none.
    var phrasesReadThrough: Int?

    init(requestID: Int, result: SuggestionResult) {
        self.requestID = requestID
        self.result = result
    }
}

extension KeyboardEngine {
    /// Answers a request from ``KeyboardEffect/computeSuggestions(_:)`` with the engine's
    /// ``suggestionProvider``. Reads nothing but the request and the provider, so it may run on any
    /// thread:
    ///
    /// ```swift
    /// case .computeSuggestions(let request):
    ///     suggestionQueue.async {
    ///         let response = engine.suggestions(for: request)
    ///         DispatchQueue.main.async { send(.suggestionsComputed(response)) }
    ///     }
    /// ```
    ///
    /// The phrases of the words committed since the last answer are read here too, and weigh the
    /// suggestions (see `PhrasesToLearn`).
    public func suggestions(for request: SuggestionRequest) -> SuggestionResponse {
        answering(request) { provider, document, taps in
            var result = provider.suggestions(
                for: document, taps: taps, keys: request.keys, host: request.host, letterCase: request.letterCase,
                elisions: request.elisions)
            if let language = request.emojiLanguage, document.suggestionWord?.afterCursor.isEmpty == true {
                result = result.addingEmoji(language: language, upTo: request.host.emojiVersion)
            }
            return result
        }
    }

    /// The answer to `request` that a word end needs when it comes before the deferred answer: the
    /// word's autocorrection alone (`SuggestionProvider.autocorrection(for:taps:keys:host:letterCase:elisions:)`),
    /// with the phrases read as ``suggestions(for:)`` reads them. It runs in the key-up that ends the
    /// word, so it leaves out what only the bar shows.
    ///
    /// A word that no language's ranking may correct (a word known in every language, typed right)
    /// is answered before the sentence's language is looked for.
    func autocorrection(for request: SuggestionRequest) -> SuggestionResponse {
        let inEveryLanguage = { (provider: SuggestionProvider, document: TextContext) in
            provider.autocorrectionInEveryLanguage(
                for: document, host: request.host, letterCase: request.letterCase)
        }
        return answering(request, inEveryLanguage: inEveryLanguage) { provider, document, taps in
            provider.autocorrection(
                for: document, taps: taps, keys: request.keys, host: request.host, letterCase: request.letterCase,
                elisions: request.elisions)
        }
    }

    /// Answers `request` with what `search` finds for its document and taps, with the provider of
    /// the sentence's language and the request's learned words: the phrases of the request's word
    /// ends read first, the word after an elided one (`l’hom‸`) searched without it and the elided
    /// word put back in front of every suggestion. An answer that `inEveryLanguage` gives for the
    /// document is taken without looking for the sentence's language.
    private func answering(
        _ request: SuggestionRequest,
        inEveryLanguage: (SuggestionProvider, TextContext) -> SuggestionResult? = { _, _ in nil },
        search: (SuggestionProvider, TextContext, [Point]?) -> SuggestionResult
    ) -> SuggestionResponse {
        let (learned, phrases) = readPhrases(of: request)
        var response = SuggestionResponse(requestID: request.id, result: .empty)
        response.phrases = phrases
        response.phrasesReadThrough = request.wordEnds.last?.serial
        guard var provider = suggestionProvider else { return response }
        provider.learnedWords = learned
        provider.blocksOffensiveWords = request.blocksOffensiveWords
        var document = request.document
        var taps = request.taps
        var elided: String?
        if let word = document.suggestionWord, let split = request.elisions.split(word.beforeCursor) {
            document = TextContext(
                beforeInput: String(document.beforeInput.dropLast(word.beforeCursor.count)) + split.rest,
                selectedText: document.selectedText, afterInput: document.afterInput)
            taps = taps.map { Array($0.dropFirst(split.elided.count)) }
            elided = split.elided
        }
        func answered(_ result: SuggestionResult) -> SuggestionResponse {
            response.result = elided.map { result.prefixed(by: $0, word: $0 + result.word) } ?? result
            return response
        }
        if let settled = inEveryLanguage(provider, document) { return answered(settled) }
        // The language is read from the sentence as typed, the elided word in it.
        guard let inSentenceLanguage = provider.forSentence(of: request.document, activeLanguage: request.language)
        else { return response }
        return answered(search(inSentenceLanguage, document, taps))
    }
}
