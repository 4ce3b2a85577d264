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
/// them. The case typed decides between two spellings of a word, as the user would:
/// - letters in lower case complete to the lower-case word where the model also has one (`s` →
///   `sie`, never the formal `Sie` in its place), and to a word it only spells with a capital
///   (`Haus`, `I`) otherwise, its probability times ``SuggestionProvider/lowerCaseCapitalWeight``
///   unless the letters are the whole word (`pop` → `populär`, then `Pop`; `i` → `I`): whoever
///   means a noun or a name mostly types its capital;
/// - a capital typed inside a sentence asks for a word spelt with one: those come first (`H` →
///   `Haus`, then `Hier`). At the start of a sentence the capital is the sentence's, and every word
///   ranks by its probability alone.
///
/// Offensive words are left out as everywhere else (`offers(_:typed:)`).
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
        for predicted in sentence.likeliestCompletions(of: lowercased, limit: searched, unseen: unseen) {
            add(predicted.word, log10Probability: predicted.log10Probability)
        }
        let capitalized = letterCase.capitalized(lowercased)
        if capitalized != lowercased {
            for predicted in sentence.likeliestCompletions(of: capitalized, limit: searched, unseen: unseen)
            where shape != .asListed || !Self.isCapitalized(predicted.word, lowerCaseIn: sentence.model, letterCase) {
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

        // A capital typed inside a sentence is the user's, not the sentence's: the words spelt with
        // one come first (`H` → `Haus` before `Hier`), the others after them. Letters in lower case
        // make a word spelt with a capital less likely (`pop` → `populär` before `Pop`) by
        // `lowerCaseCapitalWeight`, unless they are the whole word (`i` → `I`).
        let capitalIsTyped = shape != .asListed && !sentence.startsSentence
        let lowerCasePenalty = log10(lowerCaseCapitalWeight)
        func tier(_ word: String) -> Int { capitalIsTyped && word.first?.isUppercase != true ? 1 : 0 }
        func score(_ word: String, _ log10Probability: Double) -> Double {
            let typedLowerCase = shape == .asListed && word.first?.isUppercase == true
            return typedLowerCase && letterCase.lowercased(word) != lowercased
                ? log10Probability + lowerCasePenalty : log10Probability
        }
        let ranked = probabilities.map { (word: $0.key, tier: tier($0.key), log10Probability: score($0.key, $0.value)) }
            .sorted { first, second in
                if first.tier != second.tier { return first.tier < second.tier }
                if first.log10Probability != second.log10Probability {
                    return first.log10Probability > second.log10Probability
                }
                return first.word.utf8.lexicographicallyPrecedes(second.word.utf8)
            }
        var result: [String] = []
        var seen = Set<String>()
        for candidate in ranked where result.count < limit && offers(candidate.word, typed: foldedPrefix) {
            let shaped = shape.apply(to: candidate.word, letterCase: letterCase)
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

    /// Whether `word` is spelt with a capital and `model` holds it in lower case as well (`Sie` and
    /// `sie`): letters typed in lower case then mean the lower-case word. A word the model spells only
    /// with a capital (`Haus`, `María`, `I`) is not, and completes letters typed in lower case.
    private static func isCapitalized(_ word: String, lowerCaseIn model: LanguageModel, _ letterCase: LetterCase)
        -> Bool
    {
        let lowercased = letterCase.lowercased(word)
        return lowercased != word && model.contains(lowercased)
    }
}
