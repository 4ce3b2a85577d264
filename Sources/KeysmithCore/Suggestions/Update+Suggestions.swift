/// The suggestion bar and autocorrection: what the engine does with its ``SuggestionProvider``.
///
/// After every event that changes the text, the field or the learned words, the engine asks the
/// provider once for the word before the cursor — in the event, or after it through the shell (see
/// ``SuggestionScheduling``) — and keeps the answer in ``KeyboardState/suggestions``; the toolbar
/// slot shows it while there is a word. A space or
/// sentence punctuation after a word the provider is confident about replaces the word first; a
/// delete right after that puts back what was typed and learns it. Learned words are saved through
/// ``KeyboardEffect/saveLearnedWords(_:)``, never by the engine itself.
extension Update {
    /// Whether the engine suggests and autocorrects in the current field.
    var suggestsWords: Bool {
        engine.suggestionProvider != nil && state.host.allowsSuggestions
    }

    /// The characters that end a word and trigger an autocorrection when typed after it: a space
    /// and sentence punctuation, Arabic's comma, semicolon and question mark included.
    static let wordEndings: Set<String> = [" ", ".", ",", "!", "?", ";", ":", "،", "؛", "؟"]

    /// Called before `text` is typed: when it ends a word, either autocorrects the word and types
    /// `typed` after the correction (returning true: nothing is left to insert), or notes the word as
    /// typed and kept (returning false: the caller inserts what the key types). `typed` is what the
    /// key types by the language's conventions, such as `text` after a narrow no-break space.
    mutating func endWord(with text: String, typing typed: String) -> Bool {
        guard Self.wordEndings.contains(text), suggestsWords, let provider = engine.suggestionProvider,
            let word = state.document.suggestionWord, word.afterCursor.isEmpty, !word.beforeCursor.isEmpty
        else { return false }
        // Typed faster than a deferred answer came: the word's autocorrection is worked out now.
        if state.suggestionRequests.isWaiting, let request = makeSuggestionRequest() {
            state.suggestions = engine.suggestions(for: request).result
            state.suggestionRequests.stopWaiting()
        }
        state.wordTaps = []
        let result = state.suggestions
        if result.word == word.beforeCursor, let correction = result.autocorrection,
            let (edits, applied) = state.document.autocorrecting(to: correction, trailing: typed)
        {
            apply(edits)
            state.lastAutocorrection = applied
            autocorrected = true
            return true
        }
        // A word kept after an elided one (`l’Aconcagua`) is learned without it.
        let ending = letterCase.endingWord(word.beforeCursor)
        let kept = engine.elisions(for: state).split(ending)?.rest ?? ending
        if !provider.isInAnyLexicon(kept),
            state.learnedWords.noteTyped(kept, lexicon: provider.lexicon, host: state.host)
        {
            effects.append(.saveLearnedWords(state.learnedWords))
        }
        return false
    }

    /// Records where the character just typed was tapped, while it continues a word; anything else
    /// starts the record again.
    mutating func noteTap(of text: String) {
        guard suggestsWords else { return }
        guard let location = tapLocation, text.count == 1, let character = text.first,
            character.isLetter || character.isNumber || character.isApostrophe
        else {
            state.wordTaps = []
            return
        }
        state.wordTaps.append(location)
    }

    /// Delete right after an autocorrection or a final form: the word comes back as typed; an
    /// autocorrected word is learned so that it is not corrected again. Returns whether it did.
    mutating func undoAutocorrection() -> Bool {
        guard let applied = state.lastAutocorrection, let edits = state.document.editsToUndo(applied) else {
            return false
        }
        apply(edits)
        state.lastAutocorrection = nil
        state.wordTaps = []
        if applied.learnsOriginal, state.learnedWords.noteRestored(applied.original, host: state.host) {
            effects.append(.saveLearnedWords(state.learnedWords))
        }
        return true
    }

    /// A tap on a suggestion: it replaces the word, followed by a space, as on iOS. Picking the typed
    /// word in quotes learns it.
    mutating func acceptSuggestion(_ index: Int) {
        guard state.section == nil, state.suggestions.suggestions.indices.contains(index) else { return }
        let suggestion = state.suggestions.suggestions[index]
        apply(state.document.editsToAccept(suggestion))
        state.wordTaps = []
        if suggestion.kind == .typed, suggestion.title != suggestion.text,
            state.learnedWords.noteRestored(suggestion.text, host: state.host)
        {
            effects.append(.saveLearnedWords(state.learnedWords))
        }
        // As after the spacebar: a second space types a period, and shift follows the new position.
        state.lastKeyWasSpace = true
        if state.shift == .once(automatic: false) { state.shift = .off }
        engine.updateAutomaticShift(&state)
    }

    /// The end of every event with a suggestion provider: the suggestions follow the text, the
    /// field, the learned words and the layout.
    mutating func finishSuggestions(before previous: KeyboardState) {
        let documentChanged = state.document != previous.document
        // A swiped word keeps its alternatives in the bar until the text changes again.
        if documentChanged, !swiped { state.swipedWord = nil }
        if swiped { return }
        if documentChanged || state.host != previous.host || state.learnedWords != previous.learnedWords
            || state.letterKeys == nil
        {
            refreshSuggestions()
        }
    }

    /// Asks the provider for the word before the cursor, with the taps that typed it: at once, or
    /// by a ``KeyboardEffect/computeSuggestions(_:)`` for the shell to answer, as `scheduling` says.
    mutating func refreshSuggestions(scheduling: SuggestionScheduling? = nil) {
        guard engine.suggestionProvider != nil else { return }
        guard let request = makeSuggestionRequest() else {
            state.suggestions = .empty
            state.wordTaps = []
            state.suggestionRequests.stopWaiting()
            return
        }
        switch scheduling ?? engine.suggestionScheduling {
        case .inline:
            state.suggestions = engine.suggestions(for: request).result
            state.suggestionRequests.stopWaiting()
        case .deferred:
            state.suggestionRequests.await(request.id, keeping: NothingPending())
            effects.append(.computeSuggestions(request))
        }
    }

    /// A request for the word before the cursor, with the taps that typed it; nil where there is
    /// nothing to suggest (no word, or a field that takes no suggestions).
    mutating func makeSuggestionRequest() -> SuggestionRequest? {
        if state.letterKeys == nil { state.letterKeys = LetterKeys(geometry: state.geometry) }
        guard state.host.allowsSuggestions, let word = state.document.suggestionWord else { return nil }
        let typed = word.beforeCursor.count
        if state.wordTaps.count > typed { state.wordTaps.removeLast(state.wordTaps.count - typed) }
        let taps = state.wordTaps.count == typed && word.afterCursor.isEmpty ? state.wordTaps : nil
        return SuggestionRequest(
            id: state.suggestionRequests.nextID(), document: state.document, taps: taps, keys: state.letterKeys,
            host: state.host, learnedWords: state.learnedWords, letterCase: letterCase, language: state.language,
            elisions: engine.elisions(for: state), emojiLanguage: emojiSuggestionLanguage)
    }

    /// The language emoji suggestions are in: the active language, else the keyboard's; English for a
    /// keyboard that names none. Nil when the set turns them off (`emojiSuggestions: false`).
    var emojiSuggestionLanguage: String? {
        guard engine.configuration.set.emojiSuggestions else { return nil }
        return state.language ?? engine.configuration.languageCode ?? "en"
    }

    /// A deferred answer: shown if it answers the latest request, dropped if the word changed since.
    mutating func suggestionsComputed(_ response: SuggestionResponse) {
        guard state.suggestionRequests.answer(response.requestID) != nil else { return }
        state.suggestions = response.result
    }
}
