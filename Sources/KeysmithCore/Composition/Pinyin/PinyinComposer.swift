/// Converts pinyin typed on QWERTY into Simplified Chinese: the letters compose, and the candidates
/// are the best conversion of the whole run, then the words for its first part.
///
/// A run of letters is read as syllables, full or abbreviated: any start of a syllable stands for
/// every syllable it starts (`n` for na…nv, `zho` for zhong and zhou), at a cost, so `nh` is 你好 and
/// `zhongguo` is 中国 while `xian` is 先, 西安 or 现 as the dictionary's counts say. The apostrophe key
/// separates syllables (`xi'an`). Every word the dictionary has for a stretch of syllables is an
/// edge of a `WordLattice` over the letters, and the best path through it is the conversion of the
/// whole run; choosing a candidate for the first words commits them and leaves the rest composing.
///
/// The user's choices rank first: `learned` maps the letters of a stretch to the word last chosen
/// for them (`chosenWord(forReading:)`).
public struct PinyinComposer: Composer {
    /// The extra cost of a syllable typed as only its start: e^4, about 55 times less likely than
    /// the same syllable typed in full.
    static let abbreviationCost = 4.0
    /// The further cost of a word of one syllable typed as only its start: a lone initial is far
    /// more often the start of a longer word (`nh` 你好) than a character of its own.
    static let abbreviatedCharacterCost = 4.0
    /// The cost of a letter that starts no syllable, kept as a letter so that every run converts.
    static let strayLetterCost = 30.0
    /// The most candidates offered: enough for the grid to hold every character of the commonest
    /// syllables, so that any character can be chosen.
    static let candidateLimit = 1_000

    let dictionary: PinyinDictionary
    let learned: @Sendable (String) -> String?

    /// A composer over `dictionary`, ranking first the word `learned` gives for a run of letters.
    public init(dictionary: PinyinDictionary, learned: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.dictionary = dictionary
        self.learned = learned
    }

    public func accepts(_ key: String) -> Bool {
        key == "'" || (key.count == 1 && key.unicodeScalars.allSatisfy { (0x61...0x7A).contains($0.value) })
    }

    public func compose(_ keys: [String]) -> Composition {
        // A separator with no letter before it separates nothing: it is typed as it is.
        let leading = keys.prefix { $0 == "'" }.count
        let keys = Array(keys.dropFirst(leading))
        let committed = String(repeating: "'", count: leading)
        guard !keys.isEmpty else { return Composition(committed: committed, composing: "", composingKeyCount: 0) }
        let reading = PinyinReading(keys)
        let lattice = lattice(of: reading)
        var candidates: [Candidate] = []
        if let best = lattice.bestPath() {
            candidates.append(Candidate(text: best.map(\.word).joined(), keyCount: keys.count))
        }
        let first = lattice.edges(from: 0).sorted { ($0.end, -$0.cost) > ($1.end, -$1.cost) }
        for edge in first where candidates.count < Self.candidateLimit {
            guard !candidates.contains(where: { $0.text == edge.word }) else { continue }
            candidates.append(Candidate(text: edge.word, keyCount: reading.keyCount(through: edge.end)))
        }
        return Composition(
            committed: committed, composing: keys.joined(), composingKeyCount: keys.count, candidates: candidates)
    }

    /// The keys of a character's most frequent reading, for the tools that type text: the
    /// candidate that writes it is then chosen from the bar.
    public func keys(typing character: Character) -> [String]? {
        dictionary.keys(typing: String(character))
    }

    /// The keys of the dictionary's words at the start of `text`, longest word first, for up to
    /// `typedRunLength` characters: a person types a phrase, then chooses its candidates.
    public func keys(converting text: Substring) -> (keys: [String], characterCount: Int)? {
        var keys: [String] = []
        var covered = 0
        var rest = text
        while covered < Self.typedRunLength, !rest.isEmpty {
            guard
                let (length, wordKeys) = (1...min(PinyinDictionaryFormat.longestKey, rest.count)).reversed().lazy
                    .compactMap({ length in
                        self.dictionary.keys(typing: String(rest.prefix(length))).map { (length, $0) }
                    })
                    .first
            else { break }
            if !keys.isEmpty, let first = wordKeys.first, "aeo".contains(first) { keys.append("'") }
            keys += wordKeys
            covered += length
            rest = rest.dropFirst(length)
        }
        return covered > 0 ? (keys, covered) : nil
    }

    /// The most characters ``keys(converting:)`` types before choosing.
    static let typedRunLength = 8

    /// The lattice of every word the dictionary has for each stretch of the reading. From the start
    /// of the reading it holds every word, for the candidates; elsewhere only the cheapest word of
    /// each stretch, which is all the best path can use.
    func lattice(of reading: PinyinReading) -> WordLattice<String> {
        let tokens = reading.tokens(in: dictionary)
        var lattice = WordLattice<String>(length: reading.letters.count)
        for start in 0..<reading.letters.count {
            var cheapest: [Int: (word: String, cost: Double)] = [:]
            /// Adds a word; from the start, every word is a candidate but one that ends on the start
            /// of a syllable the next letter goes on typing (拟合 in `nihao`), which only takes part
            /// in the best path.
            func offer(_ word: String, to end: Int, cost: Double, endsInsideSyllable: Bool = false) {
                if start == 0, !endsInsideSyllable {
                    lattice.add(word, from: start, to: end, cost: cost)
                } else if cost < cheapest[end]?.cost ?? .infinity {
                    cheapest[end] = (word, cost)
                }
            }
            // Extends the words of `entries`, which match the tokens up to `position`, by one token.
            func extend(_ entries: Range<Int>, depth: Int, at position: Int, penalty: Double) {
                guard depth < PinyinDictionaryFormat.longestKey, position < reading.letters.count else { return }
                for token in tokens[position] {
                    let cost = penalty + (token.isAbbreviated ? Self.abbreviationCost : 0)
                    for (_, matching) in dictionary.children(of: entries, depth: depth, in: token.syllables) {
                        let alone = depth == 0 && token.isAbbreviated ? Self.abbreviatedCharacterCost : 0
                        let inside = token.isAbbreviated && tokens[position].contains { $0.end == token.end + 1 }
                        for (word, wordCost) in dictionary.words(in: matching, length: depth + 1) {
                            offer(word, to: token.end, cost: wordCost + cost + alone, endsInsideSyllable: inside)
                        }
                        extend(matching, depth: depth + 1, at: token.end, penalty: cost)
                    }
                }
            }
            extend(dictionary.everyEntry, depth: 0, at: start, penalty: 0)
            if tokens[start].isEmpty {
                offer(String(reading.letters[start]), to: start + 1, cost: Self.strayLetterCost)
            }
            // What the user chose for a stretch before costs nothing, and so comes first.
            for end in (start + 1)...reading.letters.count {
                if let chosen = learned(reading.text(from: start, to: end)) { offer(chosen, to: end, cost: 0) }
            }
            for (end, best) in cheapest { lattice.add(best.word, from: start, to: end, cost: best.cost) }
        }
        return lattice
    }
}

/// A run of pinyin keys as letters, with the places the apostrophe key separates.
struct PinyinReading {
    /// The letters, without the separators.
    let letters: [Character]
    /// The positions in ``letters`` where the user separated syllables.
    let separations: Set<Int>
    /// For each position in ``letters``, how many keys come before it, separators included.
    private let keysBefore: [Int]
    private let totalKeys: Int

    init(_ keys: [String]) {
        var letters: [Character] = []
        var separations = Set<Int>()
        var keysBefore: [Int] = []
        for (index, key) in keys.enumerated() {
            if key == "'" {
                separations.insert(letters.count)
            } else {
                keysBefore.append(index)
                letters.append(contentsOf: key)
            }
        }
        keysBefore.append(keys.count)
        self.letters = letters
        self.separations = separations
        self.keysBefore = keysBefore
        self.totalKeys = keys.count
    }

    /// The number of keys that type the letters before `position`, with the separators right after.
    func keyCount(through position: Int) -> Int {
        position < letters.count ? keysBefore[position] : totalKeys
    }

    /// The letters from `start` to `end`.
    func text(from start: Int, to end: Int) -> String {
        String(letters[start..<end])
    }

    /// One syllable read from the letters: full (one syllable) or abbreviated (the syllables a start
    /// stands for).
    struct Token {
        /// The position after its last letter.
        var end: Int
        /// The numbers of the syllables it may be.
        var syllables: Range<Int>
        var isAbbreviated: Bool
    }

    /// The syllables that may start at each position: every stretch of letters, not across a
    /// separation, that is a syllable or the start of one.
    func tokens(in dictionary: PinyinDictionary) -> [[Token]] {
        let text = String(letters)
        let scalars = Array(text.utf8)
        return (0..<letters.count).map { start in
            var tokens: [Token] = []
            var end = start
            while end < letters.count, end - start < 6 {
                end += 1
                if end > start + 1, separations.contains(end - 1) { break }
                let stretch = Substring(String(decoding: scalars[start..<end], as: UTF8.self))
                if let syllable = dictionary.syllable(stretch) {
                    tokens.append(Token(end: end, syllables: syllable..<(syllable + 1), isAbbreviated: false))
                } else {
                    let syllables = dictionary.syllables(startingWith: stretch)
                    guard !syllables.isEmpty else { break }
                    tokens.append(Token(end: end, syllables: syllables, isAbbreviated: true))
                }
            }
            return tokens
        }
    }
}
