/// Suggestions for a keyboard of several languages.
///
/// The provider holds a lexicon for each language it has one for (``SuggestionProvider/languageLexicons``,
/// by the language's identifier). A word in any of them is known, so it is never autocorrected: a
/// French word typed on the English layout stays French. Completions and corrections come from one
/// lexicon, that of the language of the sentence being typed, found from the words typed so far in
/// it (``sentenceLanguage(of:activeLanguage:)``): each word counts for each lexicon that has it, by
/// how common it is there; the language with the most wins, and the active language (the one the
/// globe chose) wins a tie, as it does at the start of a sentence. So typing switches the
/// suggestions without the user switching the keyboard.
///
/// This runs with the rest of the search, off the touch path (see ``SuggestionScheduling``): a few
/// lookups of the sentence's last words, one a lexicon.
extension SuggestionProvider {
    /// The most words, counted back from the cursor, that decide a sentence's language.
    static let sentenceWordLimit = 8

    /// The lexicon of the language `identifier` names (see ``KeyboardLanguage``): the one given for
    /// that identifier, else the first, in identifier order, for the same language code.
    func lexicon(forLanguage identifier: String) -> Lexicon? {
        if let exact = languageLexicons[identifier] { return exact }
        guard let wanted = LanguageTag(identifier) else { return nil }
        return languageLexicons.keys.sorted().first { LanguageTag($0)?.isSameLanguage(as: wanted) ?? false }
            .flatMap { languageLexicons[$0] }
    }

    /// The language of the sentence the cursor is in, judged from its words before the word being
    /// typed: the identifier in ``languageLexicons`` whose lexicon knows them best, or
    /// `activeLanguage` when no language does better than it (no words yet, or a tie).
    ///
    /// A word counts for a lexicon that has it `1 + ln(count / rarest count)`: one for being known,
    /// more the more common it is there, on a scale that does not depend on the size of the corpus
    /// the lexicon was counted in.
    func sentenceLanguage(of context: TextContext, activeLanguage: String?) -> String? {
        guard languageLexicons.count + languagesWithoutLexicon.count > 1 else { return activeLanguage }
        let words = context.sentenceWordsBeforeCursor(limit: Self.sentenceWordLimit)
        guard !words.isEmpty else { return activeLanguage }
        func score(_ lexicon: Lexicon) -> Double {
            words.reduce(0) { total, word in
                guard let found = lexicon.frequencyScore(of: word) else { return total }
                return total + 1 + Double(found - Int(lexicon.lowestScore)) / 1000
            }
        }
        let activeScore = activeLanguage.flatMap { lexicon(forLanguage: $0) }.map(score) ?? 0
        var best = (identifier: activeLanguage, score: activeScore)
        for identifier in languageLexicons.keys.sorted() {
            guard let lexicon = languageLexicons[identifier] else { continue }
            let candidate = score(lexicon)
            if candidate > best.score { best = (identifier, candidate) }
        }
        return best.identifier
    }

    /// This provider with the lexicon, language model, unseen words and offensive words of the
    /// sentence's language (see ``sentenceLanguage(of:activeLanguage:)``) in place of ``lexicon``,
    /// ``languageModel``, ``unseenWords`` and ``offensiveWords``; itself when it has no lexicon for
    /// that language; nil when the sentence is in
    /// one of ``languagesWithoutLexicon``, which gets no suggestions.
    func forSentence(of context: TextContext, activeLanguage: String?) -> SuggestionProvider? {
        guard !languageLexicons.isEmpty || !languagesWithoutLexicon.isEmpty,
            let language = sentenceLanguage(of: context, activeLanguage: activeLanguage)
        else { return self }
        if languagesWithoutLexicon.contains(language) { return nil }
        guard let lexicon = lexicon(forLanguage: language) else { return self }
        var provider = self
        provider.lexicon = lexicon
        provider.languageModel = model(forLanguage: language)
        provider.unseenWords = unseenWords(forLanguage: language)
        provider.offensiveWords = offensiveWords(forLanguage: language)
        return provider
    }

    /// The language model of the language `identifier` names, found as ``lexicon(forLanguage:)``
    /// finds its lexicon; nil when it has none.
    func model(forLanguage identifier: String) -> LanguageModel? {
        if let exact = languageModels[identifier] { return exact }
        guard let wanted = LanguageTag(identifier) else { return nil }
        return languageModels.keys.sorted().first { LanguageTag($0)?.isSameLanguage(as: wanted) ?? false }
            .flatMap { languageModels[$0] }
    }

    /// Whether any of the keyboard's languages has a language model, so that the bar predicts the
    /// next word.
    var predictsWords: Bool {
        languageModel != nil || !languageModels.isEmpty
    }

    /// Whether `word` is in ``lexicon`` or in the lexicon of any of the keyboard's languages.
    func isInAnyLexicon(_ word: String) -> Bool {
        lexicon.contains(word) || languageLexicons.values.contains { $0.contains(word) }
    }
}

extension TextContext {
    /// The last `limit` words of the sentence before the cursor, leaving out the word the cursor is
    /// in or right after: the text since the last `.`, `!`, `?` or line break, split at anything
    /// that is neither a letter, a digit nor an apostrophe.
    ///
    /// It reads back from the cursor only as far as those words, not the whole text before it.
    func sentenceWordsBeforeCursor(limit: Int) -> [String] {
        let text = beforeInput
        var words: [String] = []
        var index = text.endIndex
        // Where the word being read back through ends; the one the cursor is in or right after is
        // passed over.
        var wordEnd: String.Index?
        var passingTypedWord = true
        while index > text.startIndex, words.count < limit {
            let previous = text.index(before: index)
            let character = text[previous]
            if ".!?\n".contains(character) { break }
            if character.isLetter || character.isNumber || character.isApostrophe {
                if wordEnd == nil { wordEnd = index }
            } else {
                if let end = wordEnd, !passingTypedWord { words.append(String(text[index..<end])) }
                wordEnd = nil
                passingTypedWord = false
            }
            index = previous
        }
        if let end = wordEnd, !passingTypedWord, words.count < limit { words.append(String(text[index..<end])) }
        return words.reversed()
    }
}
