/// Learning phrases: each word the user commits is noted with the words before it in its sentence
/// (``LearnedPhrases``), under the rules of learned words (``LearnedWords/notePhrase(_:host:)``).
extension Update {
    /// How many noted words the learned phrases may hold back from the store: they are saved with
    /// every change to the learned words, and otherwise every this many words, so that typing does
    /// not write the file on every space. A keyboard killed in between forgets at most these.
    static let phraseSaveInterval = 16

    /// Notes `word`, just committed, which `text` (the text before the cursor) ends with, after the
    /// words before it in its sentence, as ``SentenceContext`` reads a sentence: elisions apart, the
    /// first word in lower case when the model or the learned phrases hold it so. Nothing is noted
    /// when the last word read is not the end of `word` (an emoji, or punctuation alone).
    mutating func learnPhrase(endingWith text: String, word: String) {
        guard suggestsWords, let provider = engine.suggestionProvider else { return }
        let model = provider.languageModel
        let learned = state.suggesting.learnedWords.phrases
        let tokenizer = CorpusTokenizer(
            elisions: engine.elisions(for: state), letterCase: letterCase,
            isListedInLowerCase: { (model?.contains($0) ?? false) || learned.contains($0) })
        let words = tokenizer.contextWords(before: text, limit: LearnedPhrases.order, includingLastWord: true)
        guard let last = words.last, last != NGramTable.sentenceStart,
            word.lowercased().replacingOccurrences(of: "’", with: "'").hasSuffix(last.lowercased()),
            state.suggesting.learnedWords.notePhrase(words, host: state.host)
        else { return }
        if state.suggesting.learnedWords.phrases.clock % Self.phraseSaveInterval == 0 {
            effects.append(.saveLearnedWords(state.suggesting.learnedWords))
        }
    }
}
