/// Offensive words: never offered unless typed whole.
///
/// While ``SuggestionProvider/blocksOffensiveWords`` is on (the user's "Block Offensive Words", on
/// by default), the words of the sentence language's ``OffensiveWords`` are left out of everything
/// the keyboard offers of its own accord: completions, corrections, autocorrection, predicted next
/// words and the words a stroke spells. A word the user typed whole is left alone: it is not
/// autocorrected (it is a known word), and the bar offers it as typed.
///
/// Each search asks for ``blockingSlack`` more candidates than it shows, so that a blocked word
/// leaves its place to the next one. The check is a lookup in a set of at most a few hundred words
/// per candidate, off the touch path with the rest of the search.
extension SuggestionProvider {
    /// How many more candidates a search asks for than it shows while words are blocked.
    @_spi(Tooling) public static let offensiveWordSlack = 2

    /// The list that applies: ``offensiveWords`` while ``blocksOffensiveWords`` is on; nil otherwise
    /// or when the language has no list.
    private var blockedWords: OffensiveWords? {
        guard blocksOffensiveWords, let offensiveWords, !offensiveWords.isEmpty else { return nil }
        return offensiveWords
    }

    /// How many more candidates each search asks for: ``offensiveWordSlack`` while a list applies,
    /// else none, so that a keyboard without one searches as before.
    var blockingSlack: Int {
        blockedWords == nil ? 0 : Self.offensiveWordSlack
    }

    /// Whether the keyboard may offer `word`: it is not an offensive word, blocking is off, or it is
    /// the word the user typed (`typed`, lowercase), which is offered as itself.
    func offers(_ word: String, typed: String? = nil) -> Bool {
        guard let blockedWords, blockedWords.contains(word) else { return true }
        return typed != nil && word.lowercased() == typed
    }

    /// `ranking` without the offensive words other than `typed` itself, cut to `limit`. When the best
    /// correction was left out, the confidence, which was in it, drops to zero: space then leaves the
    /// word as typed rather than correct it to a word that was not the best.
    func offered(_ ranking: CorrectionRanking, typed: String, limit: Int) -> CorrectionRanking {
        guard blockedWords != nil else { return ranking }
        let folded = typed.lowercased()
        let kept = ranking.corrections.filter { offers($0.word, typed: folded) }
        let keptBest = kept.first?.word == ranking.corrections.first?.word
        return CorrectionRanking(corrections: Array(kept.prefix(limit)), confidence: keptBest ? ranking.confidence : 0)
    }

    /// The offensive words of the language `identifier` names, found as ``lexicon(forLanguage:)``
    /// finds its lexicon; nil when it has none.
    func offensiveWords(forLanguage identifier: String) -> OffensiveWords? {
        if let exact = languageOffensiveWords[identifier] { return exact }
        guard let wanted = LanguageTag(identifier) else { return nil }
        return languageOffensiveWords.keys.sorted().first { LanguageTag($0)?.isSameLanguage(as: wanted) ?? false }
            .flatMap { languageOffensiveWords[$0] }
    }

    /// The `limit` best of the words a stroke spells in the language `identifier` names ("" for the
    /// provider's one lexicon), without its offensive words: a swiped word was not typed letter by
    /// letter, so none of them is typed whole.
    func offeredSwipeCandidates(_ candidates: [SwipeCandidate], language identifier: String, limit: Int)
        -> [SwipeCandidate]
    {
        var provider = self
        if !identifier.isEmpty { provider.offensiveWords = offensiveWords(forLanguage: identifier) }
        return Array(candidates.filter { provider.offers($0.word) }.prefix(limit))
    }
}
