import Foundation

/// Japanese words by their kana reading, with Mozc's word and connection costs, read from a kana dictionary file
/// (see `KanaDictionaryFormat`) and searched in place: the entries are sorted by reading, so the
/// words of a reading are a range, found by binary search, cheapest first.
///
/// Loading checks the whole file, its checksum and every entry, so that a file that loads is
/// searched without a bounds check failing; a damaged file throws a ``KanaDictionaryError`` that
/// says what is wrong.
public struct KanaDictionary: Sendable {
    let data: Data
    let header: KanaDictionaryFormat.Header
    /// The cheapest reading of each word, made when first asked for (``reading(of:)``).
    private let readings: KanaReadingIndex

    /// Reads a dictionary from the bytes of a kana dictionary file.
    @_spi(Tooling) public init(data: Data) throws {
        let header = try KanaDictionaryFormat.Header(data)
        try KanaDictionaryFormat.validate(data, header: header)
        self.data = data
        self.header = header
        self.readings = KanaReadingIndex()
    }

    /// Reads the kana dictionary file at `url`, mapped into memory.
    public init(contentsOf url: URL) throws {
        self = try DictionaryFile.read(url, failure: KanaDictionaryError.self, with: KanaDictionary.init(data:))
    }

    /// The dictionary that ships inside Keysmith: Mozc's open-source dictionary, pruned (BSD-3-Clause
    /// and the IPAdic licence; see the NOTICE beside it).
    public static func japanese() throws -> KanaDictionary {
        guard let url = EmbeddedLexicons.folder?.appendingPathComponent("Kana.dictionary") else {
            throw KanaDictionaryError("the kana dictionary is missing from this build of Keysmith")
        }
        return try KanaDictionary(contentsOf: url)
    }

    /// The embedded dictionary, read once, the first time the Japanese keyboard is used; nil when
    /// the build lacks it or it does not load.
    @_spi(Tooling) public static let embedded: KanaDictionary? = try? japanese()

    /// The number of entries: a reading with one of its words.
    @_spi(Tooling) public var entryCount: Int { header.entryCount }

    /// The size of the file the dictionary was read from.
    @_spi(Tooling) public var byteCount: Int { data.count }

    /// The words of `reading`, the UTF-8 of hiragana, with their costs and classes, cheapest first.
    func words(reading: some Collection<UInt8>) -> [KanaWord] {
        withView { view in
            let entries = 0..<header.entryCount
            let lower = entries.partitioningIndex { !view.readingBytes($0).lexicographicallyPrecedes(reading) }
            var words: [KanaWord] = []
            var entry = lower
            while entry < header.entryCount, view.readingBytes(entry).elementsEqual(reading) {
                words.append(view.word(entry))
                entry += 1
            }
            return words
        }
    }

    /// The cost of a word of left class `left` following one of right class `right` (class 0: the
    /// start or the end of the sentence). Classes outside the matrix cost nothing.
    func connectionCost(from right: Int, to left: Int) -> Int {
        guard (0..<header.leftClasses).contains(left), (0..<header.rightClasses).contains(right) else { return 0 }
        return withView { $0.connectionCost(left: left, right: right) }
    }

    /// The cheapest reading of `word`, if it is one of the dictionary's words. For the tools that
    /// type Japanese as a person would; the first call reads the whole dictionary.
    func reading(of word: String) -> String? {
        readings.reading(of: word, in: self)
    }

    /// Every entry as its reading, word and cost, in the file's order; for tests and tools.
    @_spi(Tooling) public func allEntries() -> [(reading: String, word: String, cost: Int)] {
        withView { view in
            (0..<header.entryCount).map { entry in
                (String(decoding: view.readingBytes(entry), as: UTF8.self), view.word(entry).text, view.cost(entry))
            }
        }
    }

    /// Runs `body` over the file's bytes.
    private func withView<Result>(_ body: (KanaDictionaryFormat.View) -> Result) -> Result {
        data.withUnsafeBytes { bytes in
            body(KanaDictionaryFormat.View(bytes: bytes, header: header))
        }
    }
}

/// A word of a ``KanaDictionary`` for a reading: how it is written, Mozc's cost of it, and the
/// classes of its part of speech that price what may come before it (`left`) and after it
/// (`right`) by the dictionary's connection costs.
struct KanaWord: Sendable, Hashable {
    var text: String
    var cost: Int
    var left: Int
    var right: Int
}

extension KanaDictionaryFormat.View {
    /// The word of `entry`.
    func word(_ entry: Int) -> KanaWord {
        KanaWord(
            text: String(decoding: wordBytes(entry), as: UTF8.self), cost: cost(entry), left: leftClass(entry),
            right: rightClass(entry))
    }
}

/// The cheapest reading of each word of a ``KanaDictionary``, made the first time it is asked for:
/// only the tools that type text need it.
private final class KanaReadingIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var index: [String: String]?

    func reading(of word: String, in dictionary: KanaDictionary) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if index == nil {
            var built: [String: (reading: String, cost: Int)] = [:]
            for entry in dictionary.allEntries() where entry.cost < built[entry.word]?.cost ?? .max {
                built[entry.word] = (entry.reading, entry.cost)
            }
            index = built.mapValues(\.reading)
        }
        return index?[word]
    }
}
