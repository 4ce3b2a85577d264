import Foundation

/// Completions ranked by the language model, as `keysmith-bench prediction` measures them.
///
/// With a language model and the table of its lexicon's words it lacks
/// (``SuggestionProvider/unseenWords``), the bar completes a partial word with the likeliest words
/// after the sentence so far: the model's own, which the lexicon may lack (a name, a word of the
/// user's texts), and the lexicon's words the model never saw, with the share of probability
/// Kneser–Ney keeps for a new word split by the lexicon's counts (``UnseenWords``). No weight joins
/// the two: each word has one probability.
///
/// Beside them, ranked by the same probability:
/// - the lexicon's words with an apostrophe the prefix leaves out (`cant` → `can't`), words the model
///   lacks counting at least `contractionLogFrequency`, as among corrections;
/// - the user's words (learned words, and text replacements that are words), which the model ranks
///   as a lexicon word of `learnedLogFrequency` when it lacks them;
/// - the learned phrases, through ``SentenceContext``, which every word the model offers comes
///   through.
///
/// The model's words are looked up by the prefix in lower case and with a capital, so that `hau`
/// finds the German `Haus` and `mar` the Spanish `María`, as the lexicon, which ignores case, finds
/// them. Offensive words are left out as everywhere else (`offers(_:typed:)`).
///
/// It runs with the rest of the search, off the touch path: two searches of the model's trie, one
/// lookup of the lexicon's completions, and one per place an apostrophe could go.
extension SuggestionProvider {
    /// The `limit` likeliest completions of `prefix` (the typed letters in the lexicon's case) after
    /// `sentence`, written in `shape` by the language's `letterCase`, without offensive words other
    /// than the prefix itself.
    func rankedByModel(
        completionsOf prefix: String, shape: CaseShape, limit: Int, letterCase: LetterCase, sentence: SentenceContext,
        unseen: UnseenWords
    ) -> [String] {
        let searched = limit + blockingSlack
        var probabilities: [String: Double] = [:]
        func add(_ word: String, log10Probability: Double) {
            probabilities[word] = max(probabilities[word] ?? -.infinity, log10Probability)
        }
        let lowercased = letterCase.lowercased(prefix)
        for spelling in Set([lowercased, letterCase.capitalized(lowercased)]) {
            for predicted in sentence.likeliestCompletions(of: spelling, limit: searched, unseen: unseen) {
                add(predicted.word, log10Probability: predicted.log10Probability)
            }
        }
        let contractionScore = Self.score(logFrequency: model.contractionLogFrequency)
        // Also raises a word the search above found at the lexicon's placeholder count for it.
        for match in apostropheCompletions(of: prefix, limit: limit) {
            let score = max(match.score, contractionScore)
            add(match.word, log10Probability: sentence.log10Probability(of: match.word, score: score, unseen: unseen))
        }
        let foldedPrefix = prefix.lowercased()
        let learnedScore = Self.score(logFrequency: learnedLogFrequency)
        for extra in userWords where probabilities[extra.word] == nil {
            guard extra.word.lowercased().hasPrefix(foldedPrefix) else { continue }
            let probability = sentence.log10Probability(of: extra.word, score: learnedScore, unseen: unseen)
            add(extra.word, log10Probability: probability)
        }

        let ranked = probabilities.sorted {
            $0.value > $1.value || ($0.value == $1.value && $0.key.utf8.lexicographicallyPrecedes($1.key.utf8))
        }
        var result: [String] = []
        var seen = Set<String>()
        for (word, _) in ranked where result.count < limit && offers(word, typed: foldedPrefix) {
            let shaped = shape.apply(to: word, letterCase: letterCase)
            if seen.insert(shaped.lowercased()).inserted { result.append(shaped) }
        }
        return result
    }

    /// The table of the lexicon's unseen words of the language `identifier` names, found as
    /// ``lexicon(forLanguage:)`` finds its lexicon; nil when it has none.
    func unseenWords(forLanguage identifier: String) -> UnseenWords? {
        if let exact = languageUnseenWords[identifier] { return exact }
        guard let wanted = LanguageTag(identifier) else { return nil }
        return languageUnseenWords.keys.sorted().first { LanguageTag($0)?.isSameLanguage(as: wanted) ?? false }
            .flatMap { languageUnseenWords[$0] }
    }
}
