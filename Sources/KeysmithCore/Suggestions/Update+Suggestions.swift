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
        guard Self.wordEndings.contains(text), suggestsWords, let word = state.typing.document.suggestionWord,
            word.afterCursor.isEmpty, !word.beforeCursor.isEmpty
        else { return false }
        let result: SuggestionResult
        if state.suggesting.requests.isWaiting, let request = makeSuggestionRequest() {
            // Typed faster than a deferred answer came: the word's autocorrection is worked out now,
            // and nothing else (the bar keeps its last answer until the next one comes).
            let response = engine.autocorrection(for: request)
            learnPhrases(readBy: response)
            state.suggesting.requests.stopWaiting()
            result = response.result
        } else {
            result = state.suggesting.bar
        }
        state.suggesting.wordTaps = []
        let before = String(state.typing.document.beforeInput.dropLast(word.beforeCursor.count))
        if result.word == word.beforeCursor, let correction = result.autocorrection,
            let (edits, applied) = state.typing.document.autocorrecting(to: correction, trailing: typed)
        {
            learnPhrase(endingWith: before + correction.text, word: correction.text)
            apply(edits)
            record(.autocorrection(applied))
            return true
        }
        learnPhrase(endingWith: state.typing.document.beforeInput, word: word.beforeCursor)
        // A word kept after an elided one (`l’Aconcagua`) is learned without it.
        let ending = letterCase.endingWord(word.beforeCursor)
        let kept = engine.elisions(for: state).split(ending)?.rest ?? ending
        // The provider is read in place (`suggestsWords` says there is one), not copied.
        if let isKnown = engine.suggestionProvider?.isInAnyLexicon(kept), !isKnown,
            state.suggesting.learnedWords.noteTyped(kept, lexicon: engine.suggestionProvider?.lexicon, host: state.host)
        {
            saveLearnedWords()
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
            state.suggesting.wordTaps = []
            return
        }
        state.suggesting.wordTaps.append(location)
    }

    /// Delete right after an autocorrection: the word comes back as typed, and is learned so that
    /// it is not corrected again. Returns whether it did.
    mutating func undoAutocorrection(_ applied: AppliedAutocorrection) -> Bool {
        guard let edits = state.typing.document.editsToUndo(applied) else { return false }
        apply(edits)
        state.suggesting.step(.wordLeft, effects: &effects)
        if applied.learnsOriginal, state.suggesting.learnedWords.noteRestored(applied.original, host: state.host) {
            saveLearnedWords()
        }
        return true
    }

    /// A tap on a suggestion: it replaces the word, followed by a space, as on iOS; a predicted word
    /// goes in after a space (one is added after punctuation). Picking the typed word in quotes
    /// learns it.
    ///
    /// A tap on a bar that still shows the answer for a word that has ended since, or given way to
    /// another word, does nothing: its suggestions are not for the word before the cursor, and the
    /// answer for that word is on its way.
    mutating func acceptSuggestion(_ index: Int) {
        guard state.toolbarState.section == nil, state.suggesting.bar.suggestions.indices.contains(index),
            !barIsForAnotherWord
        else { return }
        let suggestion = state.suggesting.bar.suggestions[index]
        if suggestion.kind == .prediction, state.typing.document.needsSpaceBeforeWord { apply([.insert(" ")]) }
        apply(state.typing.document.editsToAccept(suggestion))
        learnPhrase(endingWith: state.typing.document.beforeInput, word: suggestion.text)
        state.suggesting.wordTaps = []
        if suggestion.kind == .typed, suggestion.title != suggestion.text,
            state.suggesting.learnedWords.noteRestored(suggestion.text, host: state.host)
        {
            saveLearnedWords()
        }
        // As after the spacebar: a second space types a period, and shift follows the new position.
        state.typing.step(.spaced, facts: behavior, effects: &effects)
        engine.updateAutomaticShift(&state)
    }

    /// Whether the bar shows the answer for a word other than the one before the cursor: an answer
    /// is awaited, and the word the bar answered has ended or is neither the start of the word now
    /// typed nor continued by it. Predictions (no word) are for wherever the next word goes.
    private var barIsForAnotherWord: Bool {
        let answered = state.suggesting.bar.word
        guard state.suggesting.requests.isWaiting, !answered.isEmpty else { return false }
        guard let current = state.typing.document.suggestionWord else { return true }
        let word = current.beforeCursor + current.afterCursor
        return !word.hasPrefix(answered) && !answered.hasPrefix(word)
    }

    /// The end of every event with a suggestion provider: the suggestions follow the text, the
    /// field, the learned words and the layout.
    mutating func finishSuggestions(since previous: SuggestionInputs) {
        // Words another feature offered stay in the bar until the text changes again.
        if barHoldsOffer { return }
        if state.typing.documentRevision != previous.documentRevision || state.host != previous.host
            || (!learnedFromAnswer && state.suggesting.learnedWordsWrites.count != previous.learnedWordsWrites)
            || state.suggesting.letterKeys == nil
        {
            refreshSuggestions()
        }
    }

    /// Asks the provider for the word before the cursor, with the taps that typed it: at once, or
    /// by a ``KeyboardEffect/computeSuggestions(_:)`` for the shell to answer, as `scheduling` says.
    mutating func refreshSuggestions(scheduling: SuggestionScheduling? = nil) {
        guard engine.suggestionProvider != nil else { return }
        guard let request = makeSuggestionRequest() else {
            state.suggesting.step(.cleared, effects: &effects)
            return
        }
        switch scheduling ?? engine.suggestionScheduling {
        case .inline:
            takeSuggestions(engine.suggestions(for: request), inline: true)
        case .deferred:
            state.suggesting.requests.await(request.id, keeping: NothingPending())
            effects.append(.computeSuggestions(request))
        }
    }

    /// A request for the word before the cursor, with the taps that typed it, or for the next word
    /// where one would start and the provider has a language model; nil where there is nothing to
    /// suggest (no word and no prediction, or a field that takes no suggestions).
    mutating func makeSuggestionRequest() -> SuggestionRequest? {
        if state.suggesting.letterKeys == nil { state.suggesting.letterKeys = LetterKeys(geometry: state.geometry) }
        guard state.host.allowsSuggestions else { return nil }
        guard let word = state.typing.document.suggestionWord else {
            // Where a word would start, the bar predicts it, if a language model can.
            guard
                engine.suggestionProvider?.predictsWords == true || !state.suggesting.learnedWords.phrases.isEmpty
                    || !state.suggesting.phrasesToLearn.isEmpty,
                state.typing.document.startsWord
            else { return nil }
            return SuggestionRequest(
                id: state.suggesting.requests.nextID(), document: state.typing.document, taps: nil,
                keys: state.suggesting.letterKeys, host: state.host, learnedWords: state.suggesting.learnedWords,
                letterCase: letterCase, language: state.languages.current, elisions: engine.elisions(for: state),
                blocksOffensiveWords: state.settings.blocksOffensiveWords,
                wordEnds: state.suggesting.phrasesToLearn.wordEnds)
        }
        let typed = word.beforeCursor.count
        if state.suggesting.wordTaps.count > typed {
            state.suggesting.wordTaps.removeLast(state.suggesting.wordTaps.count - typed)
        }
        let taps =
            state.suggesting.wordTaps.count == typed && word.afterCursor.isEmpty ? state.suggesting.wordTaps : nil
        return SuggestionRequest(
            id: state.suggesting.requests.nextID(), document: state.typing.document, taps: taps,
            keys: state.suggesting.letterKeys,
            host: state.host, learnedWords: state.suggesting.learnedWords, letterCase: letterCase,
            language: state.languages.current,
            elisions: engine.elisions(for: state), emojiLanguage: emojiSuggestionLanguage,
            blocksOffensiveWords: state.settings.blocksOffensiveWords,
            wordEnds: state.suggesting.phrasesToLearn.wordEnds)
    }

    /// The language emoji suggestions are in: the active language, else the keyboard's; English for a
    /// keyboard that names none. Nil when the set turns them off (`emojiSuggestions: false`).
    var emojiSuggestionLanguage: String? {
        guard engine.configuration.set.emojiSuggestions else { return nil }
        return state.languages.current ?? engine.configuration.languageCode ?? "en"
    }

    /// The one call through which another feature fills the bar: `word` as it typed it, and the
    /// `alternatives` a tap puts in its place, shown until the text changes again.
    mutating func offerToBar(word: String, alternatives: [Suggestion]) {
        state.suggesting.step(.offered(word: word, alternatives: alternatives), effects: &effects)
        barHoldsOffer = true
    }
}

/// What the suggestions depend on besides the layout, as an event found them, for
/// `Update.finishSuggestions(since:)` to tell whether the event changed it: the document by its
/// revision, so that the event's update holds the only reference to the text and types into it in
/// place.
struct SuggestionInputs {
    let documentRevision: Int
    let host: HostContext
    /// How many times the learned words had been written to: a write may have changed them. A
    /// copy of the list itself would make the event's first note of a word copy all of it.
    let learnedWordsWrites: Int

    init(_ state: KeyboardState) {
        documentRevision = state.typing.documentRevision
        host = state.host
        learnedWordsWrites = state.suggesting.learnedWordsWrites.count
    }
}
