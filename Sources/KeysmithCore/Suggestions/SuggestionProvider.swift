import Foundation

/// Decides the suggestion bar and autocorrection for the word before the cursor: completions and
/// corrections from a lexicon, the user's learned words and text replacements.
///
/// It is a value: the engine keeps one, asks it once per turn with the turn's ``TextContext``, and
/// changes its ``learnedWords`` as the user types (then saves them through a ``LearnedWordStore``).
///
/// **The bar.** For a word that is not known (not in the lexicon, not learned, not a text
/// replacement's word) the first suggestion is the word as typed, in quotes; then the best correction
/// and then the best completion or, without one, the next correction. For a known word the first
/// suggestion is the word itself, then its best completions, then corrections. A text replacement
/// whose shortcut was typed comes second, before everything else. Suggestions take the case of what
/// was typed (`CaseShape`), and appear once.
///
/// **Autocorrection** happens on space or punctuation (the engine decides when) if the field allows
/// autocorrection, the typed word is not known, is at least two characters long, has no digit, and the
/// best correction's confidence (`CorrectionRanking.confidence`) reaches `autocorrectionConfidence`;
/// or if a text replacement's shortcut was typed. With the cursor inside a word nothing autocorrects.
public struct SuggestionProvider: Sendable {
    /// The lexicon suggestions come from: for a keyboard of several languages, the one used where
    /// ``languageLexicons`` has none for the sentence's language.
    @_spi(Tooling) public var lexicon: Lexicon
    /// The lexicons of a keyboard of several languages, by the language's identifier (`fr_FR`, or
    /// its language code `fr`; see ``KeyboardLanguage``). A word in any of them is never
    /// autocorrected, and the language of the sentence being typed chooses which one suggests (see
    /// `SuggestionProvider+Languages.swift`). Empty for a keyboard of one language.
    public var languageLexicons: [String: Lexicon]
    /// The identifiers of the languages of a keyboard of several languages that have no lexicon: a
    /// sentence in one of them gets no suggestions and no autocorrection, rather than another
    /// language's. ``KeyboardLanguageData`` fills it in.
    public var languagesWithoutLexicon: Set<String> = []
    /// The language model of the main lexicon's language: it predicts the next word before any of
    /// it is typed, and weighs completions and corrections by the sentence so far. Nil suggests from
    /// the lexicon alone, one word at a time.
    public var languageModel: LanguageModel?
    /// The language models of a keyboard of several languages, by the same identifiers as
    /// ``languageLexicons``: the language of the sentence chooses the model as it chooses the lexicon.
    public var languageModels: [String: LanguageModel] = [:]
    /// The words of ``lexicon`` that ``languageModel`` lacks, with which the model ranks completions
    /// as it ranks its own words (see `SuggestionProvider+ModelCompletions.swift`); nil ranks them by
    /// the lexicon's counts, weighed by the sentence. ``KeyboardLanguageData`` makes it when it loads
    /// the model, off the main thread: it reads every word of the lexicon.
    @_spi(Tooling) public var unseenWords: UnseenWords?
    /// The words each language's lexicon has and its model lacks, for a keyboard of several
    /// languages, by the same identifiers as ``languageModels``.
    @_spi(Tooling) public var languageUnseenWords: [String: UnseenWords] = [:]
    /// How much likelier a word spelt with a capital (a German noun, a name) is taken to be meant when
    /// the letters of part of it are typed in lower case, 0 to 1: the chance that whoever means it
    /// leaves out its capital. Its probability is multiplied by this weight among the completions
    /// (see `SuggestionProvider+ModelCompletions.swift`); 1 ranks it by probability alone.
    /// `keysmith-bench prediction --lower-case-capital-weight` measures others.
    @_spi(Tooling) public var lowerCaseCapitalWeight = 0.1
    /// How many of the last words before the cursor the predictions and completions mix in, so
    /// that a word of the text being written comes back on the bar (``RecentWords``); 0 reads none.
    /// Read from the field at each search, never kept.
    public var recentWords = RecentWords.defaultLimit
    /// The offensive words of the main lexicon's language, which are never offered unless typed
    /// whole (see `SuggestionProvider+OffensiveWords.swift`); nil blocks no word.
    public var offensiveWords: OffensiveWords?
    /// The offensive words of each language of a keyboard of several, by the same identifiers as
    /// ``languageLexicons``: the language of the sentence chooses the list as it chooses the lexicon.
    public var languageOffensiveWords: [String: OffensiveWords] = [:]
    /// Whether suggestions leave out the offensive words: the user's
    /// ``KeyboardSettings/blocksOffensiveWords``, which each request carries; on by default.
    public var blocksOffensiveWords = true
    public var learnedWords: LearnedWords
    public var textReplacements: [TextReplacement] {
        didSet { replacementIndex = Self.index(textReplacements) }
    }
    var model: TypingErrorModel
    /// The confidence the best correction needs for space to apply it.
    var autocorrectionConfidence: Double

    /// Text replacements by their shortcut folded to lowercase; the first of equal shortcuts wins.
    private var replacementIndex: [String: TextReplacement]

    public init(
        lexicon: Lexicon, learnedWords: LearnedWords = LearnedWords(), textReplacements: [TextReplacement] = [],
        model: TypingErrorModel = .standard, autocorrectionConfidence: Double = 0.7,
        languageLexicons: [String: Lexicon] = [:]
    ) {
        self.lexicon = lexicon
        self.languageLexicons = languageLexicons
        self.learnedWords = learnedWords
        self.textReplacements = textReplacements
        self.model = model
        self.autocorrectionConfidence = autocorrectionConfidence
        self.replacementIndex = Self.index(textReplacements)
    }

    private static func index(_ replacements: [TextReplacement]) -> [String: TextReplacement] {
        var index: [String: TextReplacement] = [:]
        for replacement in replacements where !replacement.userInput.isEmpty {
            let key = replacement.userInput.lowercased()
            if index[key] == nil { index[key] = replacement }
        }
        return index
    }

    /// The suggestions for the word before the cursor, with the letter keys of `geometry`.
    ///
    /// Finding the letter keys takes a pass over the geometry's keys; a caller asking on every
    /// keystroke can make ``LetterKeys`` once per layout and call ``suggestions(for:taps:keys:host:)``.
    func suggestions(
        for context: TextContext, taps: [Point]? = nil, geometry: KeyboardGeometry?, host: HostContext
    ) -> SuggestionResult {
        suggestions(for: context, taps: taps, keys: geometry.map(LetterKeys.init(geometry:)), host: host)
    }

    /// The suggestions for the word before the cursor.
    ///
    /// - Parameters:
    ///   - context: the text around the cursor.
    ///   - taps: where each character of the word before the cursor was tapped, in the coordinates of
    ///     the geometry `keys` comes from; ignored unless there is exactly one per character.
    ///   - keys: the letter keys of the active layout; nil weighs every substitution the same.
    ///   - host: the field; it decides whether autocorrection may happen.
    ///   - letterCase: the case rules of the keyboard's language, which suggestions follow to take
    ///     the case of what was typed, and which the lexicon is searched with (a Turkish `I` is `ı`).
    ///   - elisions: the words the language elides, which the language model reads apart.
    ///
    /// Without a word at the cursor the bar holds the next words the language model predicts, if
    /// there is a model (see ``predictions(for:host:letterCase:elisions:limit:)``).
    @_spi(Tooling) public func suggestions(
        for context: TextContext, taps: [Point]? = nil, keys: LetterKeys?, host: HostContext,
        letterCase: LetterCase = .standard, elisions: Elisions = .none
    ) -> SuggestionResult {
        guard let current = context.suggestionWord else {
            return predictions(for: context, host: host, letterCase: letterCase, elisions: elisions)
        }
        let typed = TypedWord(current, letterCase: letterCase)
        let sentence = self.sentence(
            before: current, in: context, letterCase: letterCase, elisions: elisions,
            recentWords: typed.insideWord ? 0 : recentWords)
        let known = isKnown(typed.searched)

        var bar: [Suggestion] = [.typed(typed.text, isKnown: known)]
        var seen: Set<String> = [typed.text]
        func add(_ suggestion: Suggestion) {
            guard bar.count < 3, seen.insert(suggestion.text).inserted else { return }
            bar.append(suggestion)
        }

        var autocorrection: Suggestion?
        if let replacement = replacementSuggestion(for: typed) {
            add(replacement)
            if host.allowsAutocorrection && !typed.insideWord { autocorrection = replacement }
        }

        let ranking = self.ranking(of: typed, taps: taps, keys: keys, sentence: sentence)
        let corrections = ranking.corrections
            .filter { $0.word.lowercased() != typed.folded }
            .map { Suggestion(text: typed.shape.apply(to: $0.word, letterCase: letterCase), kind: .correction) }
        let completions =
            typed.insideWord
            ? []
            : self.completions(of: typed.text, limit: 4, letterCase: letterCase, sentence: sentence)
                .filter { $0.lowercased() != typed.folded }
                .map { Suggestion(text: $0, kind: .completion) }

        if known {
            completions.forEach(add)
            corrections.forEach(add)
        } else {
            if let first = corrections.first { add(first) }
            if let first = completions.first { add(first) }
            corrections.dropFirst().forEach(add)
            completions.dropFirst().forEach(add)
        }

        if autocorrection == nil, rankingMayAutocorrect(typed, known: known, host: host) {
            autocorrection = self.autocorrection(from: ranking, of: typed, letterCase: letterCase)
        }
        return SuggestionResult(word: typed.text, suggestions: bar, autocorrection: autocorrection)
    }

    /// What a word end needs when it comes before the search for the word answered: the
    /// autocorrection of the word before the cursor, as
    /// `suggestions(for:taps:keys:host:letterCase:elisions:)` decides it, and nothing for the bar.
    /// A text replacement's shortcut needs no search; a known word, or one that may not be
    /// corrected, needs no ranking; and a ranking that may autocorrect reads the sentence without
    /// its recent words, which only the bar's predictions and completions mix in. The result holds
    /// the word and the autocorrection alone.
    func autocorrection(
        for context: TextContext, taps: [Point]?, keys: LetterKeys?, host: HostContext, letterCase: LetterCase,
        elisions: Elisions
    ) -> SuggestionResult {
        guard let current = context.suggestionWord else { return .empty }
        let typed = TypedWord(current, letterCase: letterCase)
        func result(_ autocorrection: Suggestion?) -> SuggestionResult {
            SuggestionResult(word: typed.text, suggestions: [], autocorrection: autocorrection)
        }
        if let replacement = replacementSuggestion(for: typed) {
            return result(host.allowsAutocorrection && !typed.insideWord ? replacement : nil)
        }
        guard rankingMayAutocorrect(typed, known: isKnown(typed.searched), host: host) else { return result(nil) }
        let sentence = self.sentence(
            before: current, in: context, letterCase: letterCase, elisions: elisions, recentWords: 0)
        let ranking = self.ranking(of: typed, taps: taps, keys: keys, sentence: sentence)
        return result(autocorrection(from: ranking, of: typed, letterCase: letterCase))
    }

    /// The answer of ``autocorrection(for:taps:keys:host:letterCase:elisions:)`` when the sentence's
    /// language cannot change it, which only a ranking needs: no autocorrection for a word that is
    /// no text replacement's shortcut and that is known in every language or may not be corrected
    /// (see `rankingMayAutocorrect`). Nil when the word may need a ranking, or is a shortcut (a
    /// sentence in a language without a lexicon takes no replacement either).
    ///
    /// A word end before its answer asks this first, so that a word typed right costs no search for
    /// the sentence's language.
    func autocorrectionInEveryLanguage(
        for context: TextContext, host: HostContext, letterCase: LetterCase
    ) -> SuggestionResult? {
        guard let current = context.suggestionWord else { return .empty }
        let typed = TypedWord(current, letterCase: letterCase)
        guard replacementSuggestion(for: typed) == nil,
            !rankingMayAutocorrect(typed, known: isKnownInEveryLanguage(typed.searched), host: host)
        else { return nil }
        return SuggestionResult(word: typed.text, suggestions: [], autocorrection: nil)
    }

    /// The word before the cursor as the suggestions read it.
    private struct TypedWord {
        /// The word as typed: the whole word around the cursor when the cursor is inside it, else
        /// its part before the cursor.
        let text: String
        /// Whether the cursor is inside the word, where nothing is completed or autocorrected.
        let insideWord: Bool
        /// The case `text` was typed in, which suggestions take.
        let shape: CaseShape
        /// `text` as the lexicon is searched for it: in lower case by the language's own rules
        /// first (the lexicon ignores case by Unicode's default rules) unless typed as listed.
        let searched: String
        /// `searched` in lower case by Unicode's default rules: a suggestion spelt so is the word
        /// itself.
        let folded: String

        init(_ current: WordAroundCursor, letterCase: LetterCase) {
            insideWord = !current.afterCursor.isEmpty
            text = insideWord ? current.text : current.beforeCursor
            shape = CaseShape(of: text)
            searched = shape == .asListed ? text : letterCase.lowercased(text)
            folded = searched.lowercased()
        }
    }

    /// The sentence before the word `current`, read for the model and the learned phrases; nil
    /// when there is neither.
    private func sentence(
        before current: WordAroundCursor, in context: TextContext, letterCase: LetterCase, elisions: Elisions,
        recentWords: Int
    ) -> SentenceContext? {
        SentenceContext(
            model: languageModel, phrases: learnedWords.phrases,
            text: String(context.beforeInput.dropLast(current.beforeCursor.count)), letterCase: letterCase,
            elisions: elisions, recentWords: recentWords)
    }

    /// The text replacement whose shortcut was typed, as a suggestion; nil when there is none, or
    /// when its phrase is a word (a word known, not a shortcut).
    private func replacementSuggestion(for typed: TypedWord) -> Suggestion? {
        guard let replacement = replacementIndex[typed.folded], !replacement.isKnownWord else { return nil }
        return Suggestion(text: replacement.documentText, kind: .textReplacement)
    }

    /// The corrections of the typed word for the bar and autocorrection, with the taps that typed
    /// it when there is one per character (the corrector counts Unicode scalars, the same for
    /// letters).
    private func ranking(
        of typed: TypedWord, taps: [Point]?, keys: LetterKeys?, sentence: SentenceContext?
    ) -> CorrectionRanking {
        let word = typed.searched
        let usableTaps =
            typed.insideWord || taps?.count != word.count || word.count != word.unicodeScalars.count ? nil : taps
        return corrections(of: word, taps: usableTaps, keys: keys, limit: 4, sentence: sentence)
    }

    /// Whether a ranking's best correction may replace the typed word when it ends: the field
    /// allows autocorrection, the cursor is after the word, and the word is unknown, at least two
    /// characters long and without a digit.
    private func rankingMayAutocorrect(_ typed: TypedWord, known: Bool, host: HostContext) -> Bool {
        host.allowsAutocorrection && !typed.insideWord && !known && typed.searched.count >= 2
            && !typed.searched.contains(where: \.isNumber)
    }

    /// The ranking's best correction as the autocorrection, when the corrector is confident enough
    /// of it and it is not the typed word itself.
    private func autocorrection(
        from ranking: CorrectionRanking, of typed: TypedWord, letterCase: LetterCase
    ) -> Suggestion? {
        guard ranking.confidence >= autocorrectionConfidence, let best = ranking.corrections.first,
            best.word.lowercased() != typed.folded
        else { return nil }
        return Suggestion(text: typed.shape.apply(to: best.word, letterCase: letterCase), kind: .correction)
    }

    /// Whether `word` is known: in the lexicon or any of ``languageLexicons``, learned, or the word
    /// of a text replacement whose shortcut is its phrase. Case is ignored.
    func isKnown(_ word: String) -> Bool {
        isInAnyLexicon(word) || isKnownBesideLexicons(word)
    }

    /// Whether `word` is known whatever the sentence's language: ``isKnown(_:)`` in every provider
    /// that `forSentence(of:activeLanguage:)` may choose, each of which keeps ``languageLexicons``
    /// and has its lexicon among them, or is this one.
    private func isKnownInEveryLanguage(_ word: String) -> Bool {
        (languageLexicons.isEmpty ? lexicon.contains(word) : languageLexicons.values.contains { $0.contains(word) })
            || isKnownBesideLexicons(word)
    }

    /// Whether `word` is learned, or the word of a text replacement whose shortcut is its phrase.
    private func isKnownBesideLexicons(_ word: String) -> Bool {
        learnedWords.contains(word) || (replacementIndex[word.lowercased()]?.isKnownWord ?? false)
    }

    /// The `limit` most frequent known words starting with `prefix`, in the case of `prefix` by the
    /// language's `letterCase`: the lexicon's and the user's (learned words, and text replacements
    /// that are words).
    ///
    /// Words with an apostrophe count as at least ``TypingErrorModel/contractionLogFrequency``, as
    /// they do among corrections: so `don` completes to `don't` beside `done`, although the word list
    /// gives `don't` a placeholder count below `donate`'s. Since the lexicon ranks them by their own
    /// count, the words with an apostrophe the prefix leaves out are looked up apart, one lookup per
    /// place it could be: after the prefix (`don` → `don't`) or inside it (`cant` → `can't`, beside
    /// the more frequent `canton`). Each lookup that finds no apostrophe there stops at once.
    ///
    /// With the `sentence` before the word and ``unseenWords``, the model ranks the words by their
    /// probability after the sentence, and offers its own words the lexicon lacks (see
    /// `SuggestionProvider+ModelCompletions.swift`). With the sentence alone, each word's log
    /// frequency grows by how much likelier the sentence makes it (``SentenceContext/lift(of:)``),
    /// among more of the lexicon's frequent words and the model's likeliest next words that the
    /// lexicon knows.
    ///
    /// An offensive word is left out unless it is the whole of `typed`.
    @_spi(Tooling) public func completions(
        of typed: String, limit: Int = 3, letterCase: LetterCase = .standard, sentence: SentenceContext? = nil
    ) -> [String] {
        guard !typed.isEmpty else { return [] }
        let shape = CaseShape(of: typed)
        let prefix = shape == .asListed ? typed : letterCase.lowercased(typed)
        if let sentence, let unseenWords {
            return rankedByModel(
                completionsOf: prefix, shape: shape, limit: limit, letterCase: letterCase, sentence: sentence,
                unseen: unseenWords)
        }
        let contractionFloor = model.contractionLogFrequency
        func ranked(_ match: LexiconMatch) -> (word: String, logFrequency: Double) {
            let logFrequency = Self.logFrequency(match.score)
            return (match.word, match.word.contains("'") ? max(logFrequency, contractionFloor) : logFrequency)
        }
        let searched = (sentence == nil ? limit : limit + Self.contextCandidates) + blockingSlack
        var found = lexicon.completions(of: prefix, limit: searched).map(ranked)
        found += apostropheCompletions(of: prefix, limit: limit).map(ranked)
        let foldedPrefix = prefix.lowercased()
        for extra in userWords where extra.word.lowercased().hasPrefix(foldedPrefix) {
            found.append((extra.word, extra.logFrequency))
        }
        if let sentence {
            for predicted in sentence.likeliestNextWords(limit: Self.contextCandidates * 4)
            where predicted.word.lowercased().hasPrefix(foldedPrefix) {
                guard let score = lexicon.frequencyScore(of: predicted.word) else { continue }
                found.append(ranked(LexiconMatch(word: predicted.word, score: score)))
            }
            found = found.map { ($0.word, $0.logFrequency + sentence.lift(of: $0.word)) }
        }
        found.sort { $0.logFrequency > $1.logFrequency }
        var result: [String] = []
        var seen = Set<String>()
        for candidate in found where result.count < limit && offers(candidate.word, typed: foldedPrefix) {
            let shaped = shape.apply(to: candidate.word, letterCase: letterCase)
            if seen.insert(shaped.lowercased()).inserted { result.append(shaped) }
        }
        return result
    }

    /// The corrections of `word`, in the lexicon's spelling, with the user's words among the
    /// candidates, weighed by the `sentence` before the word when there is one, and without the
    /// offensive words other than `word` itself; see
    /// ``SpellingCorrector/rank(_:taps:keys:extraWords:limit:context:)``.
    @_spi(Tooling) public func corrections(
        of word: String, taps: [Point]? = nil, keys: LetterKeys?, limit: Int = 3, sentence: SentenceContext? = nil
    ) -> CorrectionRanking {
        let ranking = SpellingCorrector(lexicon: lexicon, model: model).rank(
            word, taps: taps, keys: keys, extraWords: userWords, limit: limit + blockingSlack, context: sentence)
        return offered(ranking, typed: word, limit: limit)
    }

    /// How many more of the lexicon's words, and four times as many of the model's likeliest next
    /// words, completions weigh by the sentence than they show.
    static let contextCandidates = 8

    /// How frequent a learned word counts as: fifty times the lexicon's rarest words, a word the
    /// user has used but that should not push aside common words.
    var learnedLogFrequency: Double {
        SpellingCorrector(lexicon: lexicon, model: model).rarestLogFrequency + log(50)
    }

    /// The lexicon's completions of `prefix` with an apostrophe it leaves out, `limit` for each place
    /// one could be: after the prefix (`don` → `don't`) or inside it (`cant` → `can't`). None when
    /// the prefix has an apostrophe or the lexicon's alphabet none.
    func apostropheCompletions(of prefix: String, limit: Int) -> [LexiconMatch] {
        guard !prefix.isEmpty, lexicon.apostropheSymbol != nil, !prefix.contains(where: \.isApostrophe) else {
            return []
        }
        var found: [LexiconMatch] = []
        var split = prefix.index(after: prefix.startIndex)
        while true {
            let variant = String(prefix[..<split]) + "'" + String(prefix[split...])
            found += lexicon.completions(of: variant, limit: limit)
            if split == prefix.endIndex { break }
            prefix.formIndex(after: &split)
        }
        return found
    }

    /// The learned words and the text replacements that are words.
    var userWords: [SpellingCorrector.ExtraWord] {
        let frequency = learnedLogFrequency
        var words = learnedWords.words.map { SpellingCorrector.ExtraWord(word: $0, logFrequency: frequency) }
        for replacement in textReplacements where replacement.isKnownWord {
            words.append(SpellingCorrector.ExtraWord(word: replacement.documentText, logFrequency: frequency))
        }
        return words
    }

    private static func logFrequency(_ score: Int) -> Double { Double(score - 1) / 1000 }

    /// The word score (`1 + round(1000 × ln(count))`) of a word of natural-log frequency `logFrequency`.
    static func score(logFrequency: Double) -> Int { 1 + Int((1000 * logFrequency).rounded()) }
}

extension TextContext {
    /// The word suggestions are for: the word around the cursor, or a word and the apostrophe just
    /// typed after it (`don'‸`), which the word around the cursor leaves out.
    var suggestionWord: WordAroundCursor? {
        if let word = wordAroundCursor { return word }
        guard selectedText.isEmpty, let last = beforeInput.last, last.isApostrophe else { return nil }
        let trimmed = TextContext(beforeInput: String(beforeInput.dropLast()), afterInput: afterInput)
        guard let word = trimmed.wordAroundCursor, word.afterCursor.isEmpty else { return nil }
        return WordAroundCursor(beforeCursor: word.beforeCursor + String(last), afterCursor: "")
    }
}
