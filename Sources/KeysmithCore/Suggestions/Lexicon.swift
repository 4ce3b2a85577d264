import Foundation

/// A word list with frequencies, read from a lexicon file (see `LexiconFormatV2`) and queried in
/// place: completions of a prefix (`completions(of:limit:)`) and words within two edits of a typed
/// word (see `Lexicon+Correction.swift`), found by best-first and edit-distance searches over two
/// LOUDS tries with tails.
///
/// Loading checks the whole file, its checksum and the shape of both tries, so that any file that
/// loads can be searched without a bounds check failing: a truncated, damaged or foreign file throws
/// a `LexiconError` that says what is wrong. A version 1 file is refused with an error that names
/// `keysmith lexicon build`, which upgrades it. Nothing is allocated per word: the lexicon is the
/// file's bytes, held in one `Data` (mapped from disk by ``init(contentsOf:)``), plus its alphabet
/// and the locations of the nodes near each trie's root.
///
/// Lookups ignore case (`hello` finds `Hello` and `HELLO` finds `hello`) and treat `’` as `'`.
public struct Lexicon: Sendable {
    let data: Data
    let sections: LexiconFormatV2.Sections
    /// The number of words.
    @_spi(Tooling) public let wordCount: Int
    /// The scalars the words use, indexed by symbol.
    let alphabet: [Unicode.Scalar]
    /// Each symbol's scalar folded for matching (see ``Lexicon/fold(_:)``).
    let foldedAlphabet: [UInt32]
    /// The symbol of the apostrophe, if the words use one.
    let apostropheSymbol: UInt8?
    /// The word score of each of the 256 levels.
    let levelScores: [UInt16]
    /// The length of the longest word, in Unicode scalars.
    let longestWord: Int
    /// The locations of the first nodes of each trie, found while loading, so that the nodes near
    /// the root, which every search opens, are located without a select.
    let forwardLocations: [UInt32]
    let backwardLocations: [UInt32]

    /// How many nodes of each trie have their location kept: the root and about three levels below
    /// it, for 32 KiB a trie at most.
    static let cachedLocationCount = 8192

    /// Reads a lexicon from the bytes of a lexicon file.
    @_spi(Tooling) public init(data: Data) throws {
        let header = try Self.readHeader(data)
        let checked = try Self.validate(data, header: header)
        let alphabet = checked.alphabet
        self.data = data
        self.sections = header.sections
        self.wordCount = header.wordCount
        self.longestWord = header.longestWord
        self.alphabet = alphabet
        self.forwardLocations = checked.forwardLocations
        self.backwardLocations = checked.backwardLocations
        self.foldedAlphabet = alphabet.map { Self.fold($0) }
        self.apostropheSymbol = alphabet.firstIndex(of: "'").map { UInt8($0) }
        self.levelScores = (0..<256).map { UInt16(min(65_535, header.lowestScore + $0 * header.scoreStep)) }
    }

    /// Reads the lexicon file at `url`, mapped into memory where the system can map it, and read
    /// whole where it cannot.
    ///
    /// A mapped lexicon costs no heap: its pages are the file's, clean, and the system may drop them
    /// under memory pressure and read them again. (`.mappedIfSafe` would read the whole file into the
    /// heap on Linux, so the file is always mapped.) The file must not be changed while a lexicon
    /// reads it; keep lexicons in the app bundle, or replace them with a new file.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(mappingContentsOf: url)
        } catch {
            throw LexiconError("cannot read \(url.lastPathComponent): \(error.localizedDescription)")
        }
        try self.init(data: data)
    }

    /// The size of the file the lexicon was read from.
    @_spi(Tooling) public var byteCount: Int { data.count }

    /// The bytes of each part of the file, in file order, for tools that report sizes.
    @_spi(Tooling) public var partSizes: [(part: String, bytes: Int)] {
        func trie(_ name: String, _ trie: LexiconFormatV2.TrieSections) -> [(String, Int)] {
            [
                ("\(name) shape", trie.shape), ("\(name) samples", trie.samples), ("\(name) word bits", trie.wordBits),
                ("\(name) word ranks", trie.ranks), ("\(name) symbols", trie.symbols),
                ("\(name) tail bits", trie.tailBits),
                ("\(name) tail starts", trie.tailStarts), ("\(name) tail ends", trie.tailEnds),
                ("\(name) tail bytes", trie.tailBytes),
            ]
        }
        let parts =
            [("header", 0), ("alphabet", sections.alphabet)] + trie("forward", sections.forward)
            + [("best levels", sections.bestLevels), ("word levels", sections.wordLevels)]
            + trie("backward", sections.backward)
        let ends = parts.dropFirst().map(\.1) + [sections.end]
        return zip(parts, ends).compactMap { part, end in
            end > part.1 ? (part.0, end - part.1) : nil
        }
    }

    /// The lowest word score, that of the rarest words.
    var lowestScore: UInt16 { levelScores[0] }

    // MARK: Words

    /// Whether `word` is in the lexicon, ignoring case.
    @_spi(Tooling) public func contains(_ word: String) -> Bool {
        frequencyScore(of: word) != nil
    }

    /// The word score of `word` (about `1 + 1000 × ln(count)`, as its frequency level keeps it);
    /// nil when it is not in the lexicon. With several spellings that differ in case, the highest
    /// score.
    @_spi(Tooling) public func frequencyScore(of word: String) -> Int? {
        let typed = word.unicodeScalars.map { Self.fold($0) }
        guard !typed.isEmpty, typed.count <= LexiconFormat.maximumWordLength else { return nil }
        let best = withSearch { $0.frequencyScore(of: typed) } ?? 0
        return best > 0 ? Int(best) : nil
    }

    /// The words of the lexicon in order of their symbols, with their scores; for tests and tools.
    @_spi(Tooling) public func allWords() -> [(word: String, score: Int)] {
        (withSearch { $0.allWords() } ?? []).map { (string(of: $0.symbols), Int($0.score)) }
    }

    /// The word spelt by `symbols`.
    ///
    /// Built from its UTF-8 bytes in one go: appending scalars one by one to a string allocates
    /// for each.
    func string(of symbols: some Collection<UInt8>) -> String {
        Self.string(of: symbols, alphabet: alphabet)
    }

    /// The word spelt by `symbols` in `alphabet`; symbols outside it are left out.
    static func string(of symbols: some Collection<UInt8>, alphabet: [Unicode.Scalar]) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4 * symbols.count) { bytes in
            var count = 0
            for symbol in symbols where Int(symbol) < alphabet.count {
                UTF8.encode(alphabet[Int(symbol)]) { byte in
                    bytes[count] = byte
                    count += 1
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<count]), as: UTF8.self)
        }
    }

    // MARK: Matching

    /// The scalar `scalar` is matched as: its lowercase form when that is one scalar, `'` for the
    /// typographic apostrophes `’` and `ʼ`, `i` for the Turkish capital `İ` (whose lowercase form
    /// is `i` and a combining dot, so that `istanbul` finds `İstanbul`), `σ` for Greek's final `ς`
    /// (a word being typed ends in `σ` until it ends: `τησ` finds `της`), and itself otherwise.
    static func fold(_ scalar: Unicode.Scalar) -> UInt32 {
        let value = scalar.value
        if value < 0x80 {
            return (0x41...0x5A).contains(value) ? value + 0x20 : value
        }
        if value == 0x2019 || value == 0x02BC { return 0x27 }
        if value == 0x0130 { return 0x69 }
        if value == 0x03C2 { return 0x03C3 }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        if lower.count == 1, let first = lower.first { return first.value }
        return value
    }

    // MARK: Reading the file

    /// Runs `body` with the searches over the file's tries; nil only for an empty buffer.
    func withSearch<Result>(_ body: (LexiconSearch<ScoredLoudsTrie, LoudsTrie>) -> Result) -> Result? {
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return nil }
            return levelScores.withUnsafeBufferPointer { scores in
                guard let scores = scores.baseAddress else { return nil }
                return forwardLocations.withUnsafeBufferPointer { forwardLocations in
                    backwardLocations.withUnsafeBufferPointer { backwardLocations in
                        let forward = ScoredLoudsTrie(
                            trie: LoudsTrie(
                                base: base, sections: sections.forward, cachedLocations: forwardLocations),
                            bestLevels: base + sections.bestLevels, wordLevels: base + sections.wordLevels,
                            scores: scores)
                        let backward = LoudsTrie(
                            base: base, sections: sections.backward, cachedLocations: backwardLocations)
                        return body(
                            LexiconSearch(
                                forward: forward, backward: backward, foldedAlphabet: foldedAlphabet,
                                apostropheSymbol: apostropheSymbol, longestWord: longestWord))
                    }
                }
            }
        }
    }
}
