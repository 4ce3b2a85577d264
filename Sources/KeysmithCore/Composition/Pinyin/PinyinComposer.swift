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
    public var learnsChoices: Bool { true }

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
    /// Where the columns of the last run are kept for the next key to extend; nil to convert every
    /// run from its first letter.
    let cache: PinyinColumnsCache?

    /// A composer over `dictionary`, ranking first the word `learned` gives for a run of letters.
    /// It extends the columns of the last run converted with `dictionary`, which the keys typed
    /// one by one share.
    public init(dictionary: PinyinDictionary, learned: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.init(dictionary: dictionary, learned: learned, reusingColumns: true)
    }

    /// A composer over `dictionary` that extends the last run's columns when `reusingColumns`, or
    /// converts every run from its first letter: for measuring either.
    @_spi(Tooling) public init(
        dictionary: PinyinDictionary, learned: @escaping @Sendable (String) -> String? = { _ in nil },
        reusingColumns: Bool
    ) {
        self.dictionary = dictionary
        self.learned = learned
        self.cache = reusingColumns ? dictionary.lastColumns : nil
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
        let columns: PinyinColumns
        if let cache {
            columns = cache.columns(for: keys, in: dictionary)
        } else {
            var fresh = PinyinColumns()
            fresh.update(to: keys, in: dictionary)
            columns = fresh
        }
        return Composition(
            committed: committed, composing: keys.joined(), composingKeyCount: keys.count,
            candidates: candidates(from: columns, reading: PinyinReading(keys)))
    }

    /// The keys of a character's most frequent reading, for the tools that type text: the
    /// candidate that writes it is then chosen from the bar.
    public func keys(typing character: Character) -> [String]? {
        dictionary.keys(typing: String(character))
    }

    /// The keys of the dictionary's words at the start of `text`, longest word first, for up to
    /// `typedRunLength` characters: a person types a phrase, then chooses its candidates.
    public func keys(converting text: Substring) -> (keys: [String], characterCount: Int)? {
        dictionary.readingOfWords(startingAt: text, characterLimit: Self.typedRunLength).map {
            (PinyinDictionary.keys(typing: $0.syllables), $0.characterCount)
        }
    }

    /// The most characters ``keys(converting:)`` types before choosing.
    static let typedRunLength = 8
}

/// A run of pinyin keys as letters, and the keys that type them.
struct PinyinReading {
    /// The letters, without the separators.
    let letters: [Character]
    /// For each position in ``letters``, how many keys come before it, separators included.
    private let keysBefore: [Int]
    private let totalKeys: Int

    init(_ keys: [String]) {
        var letters: [Character] = []
        var keysBefore: [Int] = []
        for (index, key) in keys.enumerated() {
            if key != "'" {
                keysBefore.append(index)
                letters.append(contentsOf: key)
            }
        }
        keysBefore.append(keys.count)
        self.letters = letters
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
}
