/// How well an emoji matches a search, best first.
public enum EmojiMatch: Int, Sendable, Hashable, Codable, Comparable, CaseIterable {
    /// The query is the emoji's name, whole (`cat` for 🐈).
    case name
    /// The query is one of the emoji's keywords, whole (`cat` for 😺, `heart` for ❤️).
    case keyword
    /// A keyword or the name starts with the query (`pizz` for 🍕, `red hea` for ❤️).
    case phrasePrefix
    /// Each word of the query starts a word of the name (`face` for 😀 grinning face).
    case nameWords
    /// Each word of the query starts a word of the name or of a keyword.
    case keywordWords

    public static func < (lhs: EmojiMatch, rhs: EmojiMatch) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// An emoji a search found, and how well it matches.
public struct EmojiSearchResult: Sendable, Hashable {
    public let emoji: Emoji
    public let match: EmojiMatch
}

extension EmojiCatalog {
    /// The ten most used emoji, most used first, as the Unicode Consortium's *Emoji Frequency*
    /// report of 2021 ranks them. Among emoji that match equally well and that the user has used as
    /// often, these come first: `heart` suggests ❤️ before 💟 `heart decoration`.
    static let mostUsed: [String] = ["😂", "❤️", "🤣", "👍", "😭", "🙏", "😘", "🥰", "😍", "😊"]

    /// The rank of each emoji of `emoji` in ``mostUsed`` (0 for the most used); the list's length
    /// for the others.
    static func popularityRanks(of emoji: [Emoji]) -> [Int] {
        let ranks = Dictionary(uniqueKeysWithValues: mostUsed.enumerated().map { ($0.element, $0.offset) })
        return emoji.map { ranks[$0.characters] ?? mostUsed.count }
    }

    /// The emoji whose CLDR names or keywords in `language` match `query`, best first.
    ///
    /// Matching ignores case and diacritics (`coeur` finds `cœur`, `ETOILE` finds `étoile`, `strasse`
    /// finds `Straße`) and works on prefixes, so results come while the user types. An emoji matches
    /// when the whole query is its name (``EmojiMatch/name``) or one of its keywords
    /// (``EmojiMatch/keyword``), or begins one of them (``EmojiMatch/phrasePrefix``), or when each
    /// word of the query begins a word of its name (``EmojiMatch/nameWords``) or of its name and
    /// keywords (``EmojiMatch/keywordWords``). Results are ordered by that quality, then by `usage`
    /// (the most used first), then by `popularity` in the language (how often people use each
    /// emoji), or without it with the ten most used emoji worldwide first (Unicode's *Emoji
    /// Frequency* report), then in Unicode's order. An emoji newer than the language's annotations
    /// is found by its English name.
    ///
    /// - Parameters:
    ///   - query: what the user typed; empty or blank finds nothing.
    ///   - language: a locale identifier or language code (``annotationLanguage(for:)``); the first
    ///     search in a language reads its data and builds its index.
    ///   - limit: the most results returned.
    ///   - version: leaves out emoji newer than this (see ``EmojiVersion/supported(onIOS:)``); nil
    ///     keeps all.
    ///   - usage: how often the user has used an emoji (for example from the page's recents), to
    ///     rank emoji of equal quality; nil ranks them in Unicode's order.
    ///   - popularity: how often people use each emoji (`KeysmithLexicons.emojiPopularity()`), to
    ///     rank emoji of equal quality that the user has used as often; nil for the ten most used.
    public func search(
        _ query: String, language: String, limit: Int = 50, availableIn version: EmojiVersion? = nil,
        usage: ((Emoji) -> Int)? = nil, popularity: EmojiPopularity? = nil
    ) -> [EmojiSearchResult] {
        guard limit > 0, let data = try? languageData(annotationLanguage(for: language)) else { return [] }
        let popular = popularity.map { $0.ranks(in: language) }.flatMap { $0.count == emoji.count ? $0 : nil }
        // Sorted as plain numbers; the emoji are looked up only for the results returned.
        var ranked: [(match: Int, usage: Int, popularity: Int, position: Int)] = []
        for (position, match) in data.index.matches(EmojiSearchIndex.fold(query)) {
            if let version, emoji[position].version > version { continue }
            let used = usage.map { -$0(emoji[position]) } ?? 0
            ranked.append(
                (match.rawValue, used, popular.map { Int($0[position]) } ?? popularityRanks[position], position))
        }
        ranked.sort { $0 < $1 }
        return ranked.prefix(limit).map {
            EmojiSearchResult(emoji: emoji[$0.position], match: EmojiMatch(rawValue: $0.match) ?? .keywordWords)
        }
    }

    /// The emoji whose name or a keyword in `language` is exactly `word`, ignoring case and
    /// diacritics: what the suggestion bar offers beside a typed word (`pizza` 🍕, `Herz` ❤️).
    ///
    /// The emoji the user uses most (`usage`) come first. Among emoji used as often: those of the
    /// ten most used emoji worldwide (Unicode's *Emoji Frequency* report) whose name has `word` as
    /// one of its words, so that `coeur` and `Herz` suggest ❤️ (`cœur rouge`, `rotes Herz`) before
    /// what CLDR names `cœur`, the anatomical heart, and `Herz`, the card suit; then the emoji named
    /// `word`; then the other emoji whose name has `word` as one of its words, in fewer words first
    /// (`heart suit` before `heart with arrow`); then the others with `word` as a keyword. Unicode's
    /// order settles what is left, or `popularity` before it when given. Emoji newer than `version`
    /// are left out.
    public func emoji(
        named word: String, language: String, limit: Int = 3, availableIn version: EmojiVersion? = nil,
        usage: ((Emoji) -> Int)? = nil, popularity: EmojiPopularity? = nil
    ) -> [Emoji] {
        guard limit > 0, let data = try? languageData(annotationLanguage(for: language)) else { return [] }
        let popular = popularity.map { $0.ranks(in: language) }.flatMap { $0.count == emoji.count ? $0 : nil }
        let folded = EmojiSearchIndex.fold(word)
        var found = data.index.exactMatches(folded)
        if let version {
            found.named.removeAll { emoji[$0].version > version }
            found.others.removeAll { emoji[$0].version > version }
        }
        func rank(_ position: Int) -> (Int, Int, Int, Int, Int, Int) {
            let used = -(usage?(emoji[position]) ?? 0)
            let people = popular.map { Int($0[position]) } ?? 0
            if found.named.contains(position) { return (used, Self.mostUsed.count, 0, 0, people, position) }
            let name = EmojiSearchIndex.fold(data.names[position] ?? emoji[position].name)
            let words = EmojiSearchIndex.words(of: name)
            guard words.contains(Substring(folded)) else { return (used, Self.mostUsed.count, 2, 0, people, position) }
            return (used, popularityRanks[position], 1, words.count, people, position)
        }
        let ranked = (found.named + found.others).map { (position: $0, rank: rank($0)) }.sorted { $0.rank < $1.rank }
        return ranked.prefix(limit).map { emoji[$0.position] }
    }
}

extension EmojiSearchIndex {
    /// The emoji matching `query` (already folded) with the best quality each reaches, unordered.
    func matches(_ query: String) -> [(emoji: Int, match: EmojiMatch)] {
        guard !query.isEmpty else { return [] }
        var best = [UInt8](repeating: UInt8.max, count: emojiCount)
        var touched: [Int] = []
        func record(_ position: Int, _ match: EmojiMatch) {
            if best[position] == .max { touched.append(position) }
            best[position] = min(best[position], UInt8(match.rawValue))
        }

        let whole = Array(query.utf8)
        for key in phrases.keys(startingWith: whole) {
            let exact = phrases.key(key, equals: whole)
            for posting in phrases.postings(of: key) {
                let isName = posting & Self.nameFlag != 0
                record(Int(posting & ~Self.nameFlag), exact ? (isName ? .name : .keyword) : .phrasePrefix)
            }
        }

        // Each query word narrows the emoji whose name (or name and keywords) has a word it begins.
        let wordCount = (emojiCount + 63) / 64
        var inName = [UInt64](repeating: .max, count: wordCount)
        var inAny = [UInt64](repeating: .max, count: wordCount)
        var queryWords = 0
        for word in Self.words(of: query) {
            queryWords += 1
            var name = [UInt64](repeating: 0, count: wordCount)
            var any = [UInt64](repeating: 0, count: wordCount)
            for key in words.keys(startingWith: Array(word.utf8)) {
                for posting in words.postings(of: key) {
                    let position = Int(posting & ~Self.nameFlag)
                    let bit: UInt64 = 1 << UInt64(position % 64)
                    any[position / 64] |= bit
                    if posting & Self.nameFlag != 0 { name[position / 64] |= bit }
                }
            }
            for index in 0..<wordCount {
                inName[index] &= name[index]
                inAny[index] &= any[index]
            }
        }
        if queryWords > 0 {
            for index in 0..<wordCount where inAny[index] != 0 {
                var bits = inAny[index]
                while bits != 0 {
                    let offset = bits.trailingZeroBitCount
                    bits &= bits - 1
                    let position = index * 64 + offset
                    record(position, inName[index] & (1 << UInt64(offset)) != 0 ? .nameWords : .keywordWords)
                }
            }
        }
        return touched.map { ($0, EmojiMatch(rawValue: Int(best[$0]))!) }
    }

    /// The emoji with a name or keyword exactly `word` (already folded): those whose name it is,
    /// and the others, each in Unicode's order.
    func exactMatches(_ word: String) -> (named: [Int], others: [Int]) {
        let bytes = Array(word.utf8)
        guard !bytes.isEmpty, let key = phrases.keys(startingWith: bytes).first, phrases.key(key, equals: bytes)
        else { return ([], []) }
        let postings = phrases.postings(of: key)
        let named = postings.filter { $0 & Self.nameFlag != 0 }.map { Int($0 & ~Self.nameFlag) }.sorted()
        let others = postings.filter { $0 & Self.nameFlag == 0 }.map { Int($0) }.filter { !named.contains($0) }
        return (named, others.sorted())
    }
}
