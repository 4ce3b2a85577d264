import Foundation

/// Swiping the words the keyboard learned: the swipe decoder's shortlist holds only its lexicon's
/// words, so the learned words the lexicon lacks get a decoder of their own, built once for each
/// list of them, whose candidates join the lexicon's.
extension KeyboardEngine {
    /// `found`, the lexicon's candidates for `stroke`, with the learned words the lexicon lacks that
    /// the stroke may spell, each as frequent as a learned word counts among corrections
    /// (``SuggestionProvider/learnedLogFrequency``) and weighed by the same `context`.
    func withLearnedWords(
        _ found: [SwipeCandidate], stroke: [SwipePoint], keys: SwipeKeys, learned: LearnedWords,
        context: SentenceContext?, limit: Int
    ) -> [SwipeCandidate] {
        guard let provider = suggestionProvider else { return found }
        let words = learned.words.filter { !provider.isInAnyLexicon($0) }
        guard !words.isEmpty else { return found }
        let count = UInt64(max(1, exp(provider.learnedLogFrequency).rounded()))
        let decoder: SwipeDecoder
        do {
            decoder = try swipeDecoders.learnedDecoder(keys: keys, words: words) {
                try Lexicon(data: Data(LexiconBuilder.build(words.map { LexiconEntry(word: $0, count: count) })))
            }
        } catch {
            // Words no lexicon can hold (too many distinct letters) are not swiped.
            return found
        }
        var merged = found + decoder.candidates(for: stroke, limit: limit, context: context)
        merged.sort { $0.score > $1.score }
        var seen = Set<String>()
        return Array(merged.filter { seen.insert($0.word.lowercased()).inserted }.prefix(limit))
    }
}
