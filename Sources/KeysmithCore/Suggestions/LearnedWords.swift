/// The words the keyboard learned from its user, which it stops correcting and starts completing.
///
/// A word the lexicon lacks is learned when the user
///
/// - types it and keeps it `timesTypedBeforeLearning` times (`noteTyped(_:lexicon:host:)`),
/// - undoes an autocorrection of it with delete right after (`noteRestored(_:host:)`), or
/// - picks it, in quotes, from the suggestion bar (`noteRestored(_:host:)` as well).
///
/// Nothing is learned, or counted, where `HostContext.allowsLearning` is false: secure, number,
/// email and URL fields, and fields that turn autocorrection off. Words are matched ignoring case
/// and kept as last typed. At most `capacity` words are kept; past that, the one used longest
/// ago goes, so the list never grows without bound.
///
/// The list also holds the ``phrases`` learned under the same rules (`notePhrase(_:host:)`), so
/// that they are kept, saved, exported and reset with the words.
public struct LearnedWords: Sendable, Hashable {
    /// How many times a word is typed and kept before it is learned.
    static let timesTypedBeforeLearning = 3
    /// The most words kept, learned or counted.
    static let capacity = 5_000

    struct Entry: Sendable, Hashable, Codable {
        var word: String
        var timesTyped: Int
        var isLearned: Bool
        /// When the word was last noted, on ``LearnedWords/clock``.
        var lastUse: Int
    }

    /// A conversion the user chose: the word chosen from the candidates of a run of pinyin.
    struct Choice: Sendable, Hashable, Codable {
        /// The letters typed, without separators.
        var reading: String
        var word: String
        var lastUse: Int
    }

    /// The most conversion choices kept.
    static let choiceCapacity = 5_000

    /// By the word folded to lowercase.
    private(set) var entries: [String: Entry] = [:]
    /// The user's conversion choices, by their reading: the candidate last chosen for it ranks
    /// first the next time (``PinyinComposer``).
    private(set) var choices: [String: Choice] = [:]
    /// Counts the notes, to tell which word was used longest ago.
    private(set) var clock = 0
    /// The phrases learned: every committed word with the words before it.
    public internal(set) var phrases = LearnedPhrases()

    public init() {}

    /// A list that has learned `words`, for tests and for importing.
    init(learned words: [String]) {
        for word in words {
            clock += 1
            entries[Self.key(word)] = Entry(
                word: word, timesTyped: Self.timesTypedBeforeLearning, isLearned: true, lastUse: clock)
        }
    }

    /// The learned words, as last typed, sorted.
    var words: [String] {
        entries.values.filter(\.isLearned).map(\.word).sorted()
    }

    /// Whether `word` has been learned, ignoring case.
    @_spi(Tooling) public func contains(_ word: String) -> Bool {
        entries[Self.key(word)]?.isLearned ?? false
    }

    /// How many times `word` was typed and kept, learned or not; 0 when never.
    func timesTyped(_ word: String) -> Int {
        entries[Self.key(word)]?.timesTyped ?? 0
    }

    /// Notes that `word` was typed and kept: followed by a space or punctuation, not autocorrected.
    /// Returns whether the list changed. Words of the lexicon, single characters and anything with
    /// whitespace or without a letter are not counted.
    @discardableResult
    mutating func noteTyped(_ word: String, lexicon: Lexicon?, host: HostContext) -> Bool {
        guard host.allowsLearning, Self.isLearnable(word), !(lexicon?.contains(word) ?? false) else { return false }
        clock += 1
        let key = Self.key(word)
        var entry = entries[key] ?? Entry(word: word, timesTyped: 0, isLearned: false, lastUse: clock)
        entry.word = word
        entry.timesTyped += 1
        entry.lastUse = clock
        if entry.timesTyped >= Self.timesTypedBeforeLearning { entry.isLearned = true }
        entries[key] = entry
        evictIfFull()
        return true
    }

    /// Notes that the user insisted on `word`: undid its autocorrection, or picked it in quotes from
    /// the suggestion bar. It is learned at once. Returns whether the list changed.
    @discardableResult
    mutating func noteRestored(_ word: String, host: HostContext) -> Bool {
        guard host.allowsLearning, Self.isLearnable(word) else { return false }
        clock += 1
        let key = Self.key(word)
        var entry = entries[key] ?? Entry(word: word, timesTyped: 0, isLearned: false, lastUse: clock)
        entry.word = word
        entry.isLearned = true
        entry.lastUse = clock
        entries[key] = entry
        evictIfFull()
        return true
    }

    /// Notes that the last of `words` was committed after the others in its sentence, as
    /// ``LearnedPhrases/note(_:)`` takes them. Returns whether anything was learned: nothing is
    /// where the field does not allow it, or when the word has no letter or is longer than a
    /// lexicon's words. Unlike ``noteTyped(_:lexicon:host:)`` it counts the lexicon's words too.
    @discardableResult
    @_spi(Tooling) public mutating func notePhrase(_ words: [String], host: HostContext) -> Bool {
        host.allowsLearning && notePhrase(words)
    }

    /// Notes `words` as ``notePhrase(_:host:)`` does, for a phrase committed where the field allowed
    /// learning. Returns whether anything was learned.
    mutating func notePhrase(_ words: [String]) -> Bool {
        guard let last = words.last, last.count <= LexiconFormat.maximumWordLength, last.contains(where: \.isLetter)
        else { return false }
        phrases.note(words)
        return true
    }

    /// The word the user last chose for the letters `reading`, if any.
    func chosenWord(forReading reading: String) -> String? {
        choices[reading]?.word
    }

    /// Notes that the user chose `word` from the candidates for the letters `reading`. Returns
    /// whether the list changed; nothing is noted where the host does not allow learning.
    @discardableResult
    mutating func noteChosen(_ word: String, forReading reading: String, host: HostContext) -> Bool {
        guard host.allowsLearning, !reading.isEmpty, !word.isEmpty else { return false }
        clock += 1
        choices[reading] = Choice(reading: reading, word: word, lastUse: clock)
        while choices.count > Self.choiceCapacity, let oldest = choices.min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            choices.removeValue(forKey: oldest.key)
        }
        return true
    }

    /// Forgets `word`, learned or counted. Returns whether it was there.
    @discardableResult
    mutating func forget(_ word: String) -> Bool {
        entries.removeValue(forKey: Self.key(word)) != nil
    }

    private mutating func evictIfFull() {
        while entries.count > Self.capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries.removeValue(forKey: oldest.key)
        }
    }

    static func key(_ word: String) -> String { word.lowercased() }

    static func isLearnable(_ word: String) -> Bool {
        word.count >= 2 && word.count <= LexiconFormat.maximumWordLength && word.contains(where: \.isLetter)
            && !word.contains(where: \.isWhitespace)
    }
}

extension LearnedWords: Codable {
    private enum CodingKeys: String, CodingKey { case version, clock, words, phrases, choices }

    /// The version of the format ``encode(to:)`` writes.
    static let version = 2

    /// `{"version": 2, "clock": N, "words": [{"word", "timesTyped", "isLearned", "lastUse"}],
    /// "phrases": {…}}`, the words sorted so that the file is the same for the same list, the
    /// phrases as ``LearnedPhrases`` writes them, and `"choices": [{"reading", "word", "lastUse"}]`
    /// sorted by reading when the user chose conversions. Version 1, written before phrases were
    /// learned, has no `phrases` and is read as having learned none.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.version, forKey: .version)
        try container.encode(clock, forKey: .clock)
        try container.encode(entries.sorted { $0.key < $1.key }.map(\.value), forKey: .words)
        try container.encode(phrases, forKey: .phrases)
        if !choices.isEmpty {
            try container.encode(choices.sorted { $0.key < $1.key }.map(\.value), forKey: .choices)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard (1...Self.version).contains(version) else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container, debugDescription: "learned words version \(version) is not supported")
        }
        clock = try container.decode(Int.self, forKey: .clock)
        for entry in try container.decode([Entry].self, forKey: .words) where Self.isLearnable(entry.word) {
            entries[Self.key(entry.word)] = entry
            clock = max(clock, entry.lastUse)
        }
        for choice in try container.decodeIfPresent([Choice].self, forKey: .choices) ?? []
        where !choice.reading.isEmpty && !choice.word.isEmpty {
            choices[choice.reading] = choice
            clock = max(clock, choice.lastUse)
        }
        evictIfFull()
        if version >= 2 { phrases = try container.decode(LearnedPhrases.self, forKey: .phrases) }
    }
}
