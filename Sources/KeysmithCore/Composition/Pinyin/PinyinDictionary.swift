import Foundation

/// Chinese words by their toneless pinyin, with frequencies, read from a pinyin dictionary file
/// (see `PinyinDictionaryFormat`) and searched in place.
///
/// The entries are sorted by their syllables, so the entries that start with the same syllables
/// are a range, and a range narrows syllable by syllable (`children(of:depth:in:)`): that is how
/// the pinyin composer finds the words of a run of full and abbreviated syllables without a table
/// in memory. Loading checks the whole file, its checksum, the syllables and every entry, so that a
/// file that loads is searched without a bounds check failing; a damaged file throws a
/// ``PinyinDictionaryError`` that says what is wrong.
public struct PinyinDictionary: Sendable {
    let data: Data
    let header: PinyinDictionaryFormat.Header
    /// The syllables, in ascending order, indexed by their number.
    @_spi(Tooling) public let syllables: [String]
    /// The syllables as numbers in the same order: their letters, big-endian, padded with zeros,
    /// so that the syllables a run of letters starts are a range of numbers (`token(_:)`).
    let packedSyllables: [UInt64]
    /// The words' readings by word, made when first asked for (``keys(typing:)``).
    let readings: PinyinReadingIndex
    /// The columns of the last run converted, which the next key extends.
    let lastColumns: PinyinColumnsCache

    /// Reads a dictionary from the bytes of a pinyin dictionary file.
    @_spi(Tooling) public init(data: Data) throws {
        let header = try PinyinDictionaryFormat.Header(data)
        self.syllables = try PinyinDictionaryFormat.validate(data, header: header)
        self.packedSyllables = syllables.map { Self.packed($0.utf8) }
        self.data = data
        self.header = header
        self.readings = PinyinReadingIndex()
        self.lastColumns = PinyinColumnsCache()
    }

    /// Reads the pinyin dictionary file at `url`, mapped into memory: its pages are the file's,
    /// clean, and cost no heap.
    public init(contentsOf url: URL) throws {
        self = try DictionaryFile.read(url, failure: PinyinDictionaryError.self, with: PinyinDictionary.init(data:))
    }

    /// The dictionary that ships inside Keysmith: jieba's words with pypinyin's readings (MIT; see
    /// the NOTICE beside it).
    public static func simplifiedChinese() throws -> PinyinDictionary {
        guard let url = EmbeddedLexicons.folder?.appendingPathComponent("Pinyin.dictionary") else {
            throw PinyinDictionaryError("the pinyin dictionary is missing from this build of Keysmith")
        }
        return try PinyinDictionary(contentsOf: url)
    }

    /// The dictionary of Traditional Chinese as Taiwan writes it that ships inside Keysmith: the
    /// Simplified dictionary's words converted phrase by phrase by OpenCC (Apache-2.0), with the
    /// same readings (see the NOTICE beside it).
    public static func traditionalChinese() throws -> PinyinDictionary {
        guard let url = EmbeddedLexicons.folder?.appendingPathComponent("PinyinTraditional.dictionary") else {
            throw PinyinDictionaryError("the Traditional pinyin dictionary is missing from this build of Keysmith")
        }
        return try PinyinDictionary(contentsOf: url)
    }

    /// The embedded dictionary, read once, the first time a pinyin keyboard is used; nil when the
    /// build lacks it or it does not load.
    @_spi(Tooling) public static let embedded: PinyinDictionary? = try? simplifiedChinese()

    /// The embedded Traditional dictionary, read once, the first time a Traditional Chinese
    /// keyboard is used; nil when the build lacks it or it does not load.
    @_spi(Tooling) public static let embeddedTraditional: PinyinDictionary? = try? traditionalChinese()

    /// The embedded dictionary of Chinese in `script` (`Hant` for Traditional, anything else for
    /// Simplified).
    @_spi(Tooling) public static func embedded(script: String?) -> PinyinDictionary? {
        script == "Hant" ? embeddedTraditional : embedded
    }

    /// The number of entries: a word with one of its readings.
    @_spi(Tooling) public var entryCount: Int { header.entryCount }

    /// The size of the file the dictionary was read from.
    @_spi(Tooling) public var byteCount: Int { data.count }

    /// The natural logarithm of the sum of all entries' counts, in thousandths: an entry's cost is
    /// this less its score.
    var totalScore: Int { header.totalScore }

    /// The numbers of the syllables that start with `prefix`, which are consecutive: `zh` is
    /// zha…zhuo, `xian` is xian alone. Empty when no syllable does.
    func syllables(startingWith prefix: Substring) -> Range<Int> {
        let lower = syllables.partitioningIndex { $0 >= prefix }
        let upper = syllables[lower...].partitioningIndex { !$0.hasPrefix(prefix) }
        return lower..<upper
    }

    /// The number of the syllable `syllable`, if it is one.
    func syllable(_ syllable: Substring) -> Int? {
        let index = syllables.partitioningIndex { $0 >= syllable }
        return index < syllables.count && syllables[index] == syllable ? index : nil
    }

    /// The syllable `letters` are, or the syllables they start (an abbreviation); nil when they
    /// start none. `letters` are lowercase ASCII, at most eight.
    func token(_ letters: ArraySlice<UInt8>) -> (syllables: Range<Int>, isAbbreviated: Bool)? {
        let value = Self.packed(letters)
        let lower = packedSyllables.partitioningIndex { $0 >= value }
        if lower < packedSyllables.count, packedSyllables[lower] == value {
            return (lower..<(lower + 1), false)
        }
        // Every syllable that starts with `letters` lies between them and them padded with 0xFF.
        let last = value | (UInt64.max >> (8 * letters.count))
        let upper = packedSyllables[lower...].partitioningIndex { $0 > last }
        return lower < upper ? (lower..<upper, true) : nil
    }

    /// `letters`, at most eight, as a big-endian number padded with zeros.
    private static func packed(_ letters: some Collection<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        for (index, letter) in letters.prefix(8).enumerated() { value |= UInt64(letter) << (8 * (7 - index)) }
        return value
    }

    /// Every entry, as the range `children(of:depth:in:)` starts from.
    var everyEntry: Range<Int> { 0..<header.entryCount }

    /// Splits `entries` — which share their first `depth` syllables — by their syllable at `depth`,
    /// for the syllables numbered in `wanted`, in order. Entries with only `depth` syllables are in
    /// none of the parts.
    func children(of entries: Range<Int>, depth: Int, in wanted: Range<Int>) -> [(syllable: Int, entries: Range<Int>)] {
        var parts: [(Int, Range<Int>)] = []
        forEachChild(of: entries, depth: depth, in: wanted) { parts.append(($0, $1)) }
        return parts
    }

    /// Calls `body` with each part of `entries` that `children(of:depth:in:)` gives, in order —
    /// its syllable and its entries — without making an array of them.
    func forEachChild(of entries: Range<Int>, depth: Int, in wanted: Range<Int>, _ body: (Int, Range<Int>) -> Void) {
        withView { view in
            /// The syllable at `depth` of `entry`, -1 when it has no more.
            func syllable(_ entry: Int) -> Int {
                depth < view.keyLength(entry) ? view.syllable(entry, depth) : -1
            }
            func firstEntry(from start: Int, withSyllableAtLeast value: Int) -> Int {
                var low = start
                var high = entries.upperBound
                while low < high {
                    let middle = (low + high) / 2
                    if syllable(middle) < value { low = middle + 1 } else { high = middle }
                }
                return low
            }
            var lower = firstEntry(from: entries.lowerBound, withSyllableAtLeast: wanted.lowerBound)
            while lower < entries.upperBound {
                let value = syllable(lower)
                guard value < wanted.upperBound else { break }
                let upper = firstEntry(from: lower, withSyllableAtLeast: value + 1)
                body(value, lower..<upper)
                lower = upper
            }
        }
    }

    /// The entries of `entries` — which share their first `length` syllables — that have no more:
    /// the first ones, most frequent first.
    func entries(in entries: Range<Int>, length: Int) -> Range<Int> {
        withView { view in
            entries.lowerBound..<entries.partitioningIndex { view.keyLength($0) > length }
        }
    }

    /// The cost of `entry`: the negative natural logarithm of its share of all counts.
    func cost(of entry: Int) -> Double {
        withView { view in Double(header.totalScore - view.score(entry)) / 1000 }
    }

    /// The word of `entry`.
    func word(of entry: Int) -> String {
        withView { view in view.word(entry) }
    }

    /// The words of `entries` that have exactly `length` syllables, with their costs: the negative
    /// natural logarithm of their share of all counts. `entries` share their first `length`
    /// syllables, so those words come first in it, most frequent first.
    func words(in entries: Range<Int>, length: Int) -> [(word: String, cost: Double)] {
        withView { view in
            var words: [(String, Double)] = []
            var entry = entries.lowerBound
            while entry < entries.upperBound, view.keyLength(entry) == length {
                words.append((view.word(entry), Double(header.totalScore - view.score(entry)) / 1000))
                entry += 1
            }
            return words
        }
    }

    /// Every entry as its syllables and word, in the file's order; for tests and tools.
    @_spi(Tooling) public func allEntries() -> [(syllables: [String], word: String)] {
        entriesWithCosts().map { ($0.syllables, $0.word) }
    }

    /// Every entry as its syllables, word and cost, in the file's order.
    func entriesWithCosts() -> [(syllables: [String], word: String, cost: Double)] {
        withView { view in
            (0..<header.entryCount).map { entry in
                (
                    (0..<view.keyLength(entry)).map { syllables[view.syllable(entry, $0)] }, view.word(entry),
                    Double(header.totalScore - view.score(entry)) / 1000
                )
            }
        }
    }

    /// Runs `body` over the file's bytes.
    private func withView<Result>(_ body: (PinyinDictionaryFormat.View) -> Result) -> Result {
        data.withUnsafeBytes { bytes in
            body(PinyinDictionaryFormat.View(bytes: bytes, header: header))
        }
    }
}

/// Why a pinyin dictionary file cannot be read.
public struct PinyinDictionaryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in a sentence.
    public var message: String

    init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

extension RandomAccessCollection {
    /// The index of the first element for which `belongs` is true, in a collection where it is
    /// false for a first part and true for the rest; `endIndex` when it is never true.
    func partitioningIndex(where belongs: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if belongs(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
