/// Next-word prediction: what the bar offers before any of the next word is typed.
///
/// After a space or punctuation, or in an empty field, the bar shows the words the provider's
/// ``SuggestionProvider/languageModel`` finds likeliest after the sentence so far, as the system
/// keyboard does. A tap inserts the word and a space (`Update.acceptSuggestion`). The words keep
/// the model's spelling, so a German noun keeps its capital; the field's capitalisation adds one at
/// the start of a sentence (or on every word, or every letter, as the field asks).
///
/// The words written before the sentence count too (``SuggestionProvider/recentWords``): a name
/// or a topic of the message comes back on the bar after it was written once.
///
/// Like the rest of the search it runs off the touch path (see ``SuggestionScheduling``): one
/// back-off walk of the model's trie per context length.
extension SuggestionProvider {
    /// The `limit` likeliest next words after the text before the cursor that are not offensive
    /// words, in the case the field and the position in the sentence call for; empty without a model
    /// or learned phrases, with text selected, or where a word would not start (right after a letter,
    /// or before one).
    @_spi(Tooling) public func predictions(
        for context: TextContext, host: HostContext, letterCase: LetterCase = .standard,
        elisions: Elisions = .none, limit: Int = 3
    ) -> SuggestionResult {
        guard context.startsWord,
            let sentence = SentenceContext(
                model: languageModel, phrases: learnedWords.phrases, text: context.beforeInput, letterCase: letterCase,
                elisions: elisions, recentWords: recentWords)
        else { return .empty }
        let likeliest = sentence.likeliestNextWords(limit: limit + blockingSlack).filter { offers($0.word) }
        let suggestions = likeliest.prefix(limit).map { predicted in
            Suggestion(
                text: Self.cased(predicted.word, startingSentence: sentence.startsSentence, host: host, letterCase),
                kind: .prediction)
        }
        return SuggestionResult(word: "", suggestions: suggestions, autocorrection: nil)
    }

    /// `word` as the field's automatic capitalisation writes it at this place.
    @_spi(Tooling) public static func cased(
        _ word: String, startingSentence: Bool, host: HostContext, _ letterCase: LetterCase
    ) -> String {
        switch host.autocapitalization {
        case .none: word
        case .allCharacters: letterCase.uppercased(word)
        case .words: letterCase.capitalized(word)
        case .sentences: startingSentence ? letterCase.capitalized(word) : word
        }
    }
}

extension TextContext {
    /// Whether the cursor is where a new word would start: nothing selected, and the text before it
    /// empty or ending in a space, a line break or punctuation, and no letter or digit right after it.
    var startsWord: Bool {
        guard selectedText.isEmpty, !(afterInput.first.map { $0.isLetter || $0.isNumber } ?? false) else {
            return false
        }
        guard let last = beforeInput.last else { return true }
        return last.isWhitespace || (last.isPunctuation && !last.isApostrophe)
    }

    /// Whether a word typed here needs a space before it: the text before the cursor ends in
    /// punctuation that closes or ends something (`,`, `.`, `)`), not in a space or an opening mark.
    var needsSpaceBeforeWord: Bool {
        guard let last = beforeInput.last, !last.isWhitespace, let scalar = last.unicodeScalars.first else {
            return false
        }
        switch scalar.properties.generalCategory {
        case .openPunctuation, .initialPunctuation, .dashPunctuation: return false
        default: return true
        }
    }
}
