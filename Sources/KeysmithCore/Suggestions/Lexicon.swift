import Foundation

/// A word list with frequencies, read from a lexicon file (see `LexiconFormat`) and queried in
/// place: completions of a prefix (`completions(of:limit:)`) and words within two edits of a typed
/// word (see `Lexicon+Correction.swift`).
///
/// Loading checks the whole file, its checksum and the shape of both tries, so that any file that
/// loads can be searched without a bounds check failing: a truncated, damaged or foreign file throws
/// a `LexiconError` that says what is wrong. Nothing is allocated per word: the lexicon is the
/// file's bytes, held in one `Data` (mapped from disk by ``init(contentsOf:)``), plus its alphabet.
///
/// Lookups ignore case (`hello` finds `Hello` and `HELLO` finds `hello`) and treat `’` as `'`.
public struct Lexicon: Sendable {
    let data: Data
    let sections: LexiconFormat.Sections
    /// The number of words.
    @_spi(Tooling) public let wordCount: Int
    /// The scalars the words use, indexed by symbol.
    let alphabet: [Unicode.Scalar]
    /// Each symbol's scalar folded for matching (see ``Lexicon/fold(_:)``).
    let foldedAlphabet: [UInt32]
    /// The symbol of the apostrophe, if the words use one.
    let apostropheSymbol: UInt8?
    let forwardNodeCount: Int
    let backwardNodeCount: Int
    /// The lowest word score, that of the rarest words.
    let lowestScore: UInt16
    /// The length of the longest word, in Unicode scalars.
    let longestWord: Int

    /// Reads a lexicon from the bytes of a lexicon file.
    @_spi(Tooling) public init(data: Data) throws {
        let header = try Self.readHeader(data)
        self.data = data
        self.sections = header.sections
        self.wordCount = header.wordCount
        self.forwardNodeCount = header.forwardNodes
        self.backwardNodeCount = header.backwardNodes
        self.lowestScore = header.lowestScore
        self.longestWord = header.longestWord
        let alphabet = try Self.validate(data, header: header)
        self.alphabet = alphabet
        self.foldedAlphabet = alphabet.map { Self.fold($0) }
        self.apostropheSymbol = alphabet.firstIndex(of: "'").map { UInt8($0) }
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

    /// The bytes completion reads: the header, the alphabet and the forward trie, without the
    /// backward trie that only correction uses.
    @_spi(Tooling) public var forwardTrieByteCount: Int { sections.backwardNodes }

    // MARK: Words

    /// Whether `word` is in the lexicon, ignoring case.
    @_spi(Tooling) public func contains(_ word: String) -> Bool {
        frequencyScore(of: word) != nil
    }

    /// The word score of `word` (`1 + round(1000 × ln(count))`), ignoring case; nil when it is not in
    /// the lexicon. With several spellings that differ in case, the highest score.
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

    /// The file's bytes seen as the two tries' arrays. Valid only inside ``withView(_:)``.
    struct View {
        let base: UnsafeRawPointer
        let sections: LexiconFormat.Sections

        @inline(__always) func forwardSymbol(_ node: Int) -> UInt8 {
            base.load(fromByteOffset: sections.forwardNodes + 8 * node, as: UInt8.self)
        }
        @inline(__always) func forwardChildCount(_ node: Int) -> Int {
            Int(base.load(fromByteOffset: sections.forwardNodes + 8 * node + 1, as: UInt8.self))
        }
        @inline(__always) func forwardWordScore(_ node: Int) -> UInt16 {
            UInt16(
                littleEndian: base.loadUnaligned(fromByteOffset: sections.forwardNodes + 8 * node + 2, as: UInt16.self))
        }
        @inline(__always) func forwardFirstChild(_ node: Int) -> Int {
            Int(
                UInt32(
                    littleEndian: base.loadUnaligned(
                        fromByteOffset: sections.forwardNodes + 8 * node + 4, as: UInt32.self)))
        }
        @inline(__always) func forwardBestScore(_ node: Int) -> UInt16 {
            UInt16(
                littleEndian: base.loadUnaligned(fromByteOffset: sections.forwardBestScore + 2 * node, as: UInt16.self))
        }
        @inline(__always) func backwardSymbol(_ node: Int) -> UInt8 {
            base.load(fromByteOffset: sections.backwardNodes + 8 * node, as: UInt8.self)
        }
        @inline(__always) func backwardChildCount(_ node: Int) -> Int {
            Int(base.load(fromByteOffset: sections.backwardNodes + 8 * node + 1, as: UInt8.self))
        }
        @inline(__always) func backwardIsWord(_ node: Int) -> Bool {
            base.load(fromByteOffset: sections.backwardNodes + 8 * node + 2, as: UInt8.self) != 0
        }
        @inline(__always) func backwardFirstChild(_ node: Int) -> Int {
            Int(
                UInt32(
                    littleEndian: base.loadUnaligned(
                        fromByteOffset: sections.backwardNodes + 8 * node + 4, as: UInt32.self)))
        }
    }

    /// Runs `body` with a view of the file; nil only for an empty buffer, which never loads.
    func withView<Result>(_ body: (View) -> Result) -> Result? {
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return nil }
            return body(View(base: base, sections: sections))
        }
    }

    /// Runs `body` with the searches over the file's tries; nil only for an empty buffer.
    func withSearch<Result>(_ body: (LexiconSearch<ScoredRecordTrie, RecordTrie>) -> Result) -> Result? {
        withView { view in
            body(
                LexiconSearch(
                    forward: view.forward, backward: view.backward, foldedAlphabet: foldedAlphabet,
                    apostropheSymbol: apostropheSymbol, longestWord: longestWord))
        }
    }

    private struct Header {
        var wordCount: Int
        var alphabetSize: Int
        var forwardNodes: Int
        var backwardNodes: Int
        var longestWord: Int
        var lowestScore: UInt16
        var sections: LexiconFormat.Sections
    }

    private static func readHeader(_ data: Data) throws -> Header {
        guard data.count >= LexiconFormat.headerSize else {
            throw LexiconError(
                "the file is too short to be a Keysmith lexicon: \(data.count) bytes, less than its 64-byte header")
        }
        return try data.withUnsafeBytes { raw in
            func u32(_ offset: Int) -> Int {
                Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            }
            func u64(_ offset: Int) -> UInt64 {
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            }
            guard Array(raw[0..<4]) == LexiconFormat.magic else {
                throw LexiconError("this is not a Keysmith lexicon: it does not start with \"KSLX\"")
            }
            let version = u32(4)
            guard version == Int(LexiconFormat.version) else {
                throw LexiconError(
                    "lexicon format version \(version) is not supported; this Keysmith reads version \(LexiconFormat.version)"
                )
            }
            let wordCount = u32(8), alphabetSize = u32(12), forwardNodes = u32(16), backwardNodes = u32(20)
            let longestWord = u32(24), lowestScore = u32(28)
            let limit = 1 << 28
            guard (1...LexiconFormat.maximumAlphabetSize).contains(alphabetSize), (1..<limit).contains(forwardNodes),
                (1..<limit).contains(backwardNodes), (1..<limit).contains(wordCount),
                (1...LexiconFormat.maximumWordLength).contains(longestWord), (1...65_535).contains(lowestScore)
            else {
                throw LexiconError("the lexicon's header is damaged: its counts are out of range")
            }
            let sections = LexiconFormat.Sections(
                alphabetSize: alphabetSize, forwardNodes: forwardNodes, backwardNodes: backwardNodes)
            let payloadLength = u64(32)
            guard payloadLength == UInt64(sections.end - LexiconFormat.headerSize) else {
                throw LexiconError("the lexicon's header is damaged: its payload length does not match its counts")
            }
            guard data.count >= sections.end else {
                throw LexiconError(
                    "the file is truncated: its header promises \(sections.end) bytes but it has \(data.count)")
            }
            guard data.count == sections.end else {
                throw LexiconError("the file has \(data.count - sections.end) unexpected bytes after the lexicon's end")
            }
            let stored = u64(40)
            let computed = LexiconFormat.checksum(UnsafeRawBufferPointer(rebasing: raw[LexiconFormat.headerSize...]))
            guard stored == computed else {
                throw LexiconError("the file is damaged: its checksum does not match its contents")
            }
            return Header(
                wordCount: wordCount, alphabetSize: alphabetSize, forwardNodes: forwardNodes,
                backwardNodes: backwardNodes,
                longestWord: longestWord, lowestScore: UInt16(lowestScore), sections: sections)
        }
    }

    /// Checks one trie of node records (see ``LexiconFormat``): every node but the root is the child of exactly one node
    /// that comes before it (so the nodes form one tree, and depths can be filled in node order), runs
    /// of children are sorted by symbol, words are no deeper than the longest word, and the number of
    /// words is the header's. With `bestScores` (the forward trie), a node's best score is at least its
    /// word score and its children's best scores, so that completion's best-first search is right.
    private static func checkTrie(
        _ name: String, base: UnsafeRawPointer, records: Int, nodes: Int, bestScores: UnsafeRawPointer?, header: Header
    ) throws {
        // The header check made sure that every record read here lies inside the file.
        let alphabetSize = header.alphabetSize
        let longestWord = header.longestWord
        // Per node: 0 while no parent has claimed it, else 1 + its depth.
        var depthPlusOne = [UInt8](repeating: 0, count: nodes)
        var failure: String?
        var words = 0
        var children = 0
        depthPlusOne.withUnsafeMutableBufferPointer { depths in
            depths[0] = 1
            for node in 0..<nodes {
                let record = base + records + 8 * node
                let depth = Int(depths[node]) - 1
                guard depth >= 0 else {
                    failure = "node \(node) has no parent"
                    return
                }
                // Bytes 2… hold the word score (forward, two bytes, with the best score of the subtree
                // in its own section) or the is-word flag (backward, one, then a zero byte).
                let isWord: Bool
                var best: UInt16 = 0
                if let bestScores {
                    let score = UInt16(littleEndian: record.loadUnaligned(fromByteOffset: 2, as: UInt16.self))
                    best = UInt16(littleEndian: bestScores.loadUnaligned(fromByteOffset: 2 * node, as: UInt16.self))
                    guard best >= score, score == 0 || score >= header.lowestScore else {
                        failure = "node \(node) has a wrong score"
                        return
                    }
                    isWord = score != 0
                } else {
                    let flag = record.load(fromByteOffset: 2, as: UInt8.self)
                    guard flag <= 1, record.load(fromByteOffset: 3, as: UInt8.self) == 0 else {
                        failure = "node \(node) has a bad word flag"
                        return
                    }
                    isWord = flag != 0
                }
                if isWord {
                    words += 1
                    guard depth >= 1, depth <= longestWord else {
                        failure = "a word is longer than the longest word"
                        return
                    }
                }
                let count = Int(record.load(fromByteOffset: 1, as: UInt8.self))
                guard count > 0 else { continue }
                let first = Int(UInt32(littleEndian: record.loadUnaligned(fromByteOffset: 4, as: UInt32.self)))
                guard first > node, count <= alphabetSize, first + count <= nodes,
                    depth < LexiconFormat.maximumWordLength
                else {
                    failure = "node \(node) has a bad run of children"
                    return
                }
                var last = -1
                for child in first..<(first + count) {
                    let symbol = Int(base.load(fromByteOffset: records + 8 * child, as: UInt8.self))
                    let childBest =
                        bestScores.map {
                            UInt16(littleEndian: $0.loadUnaligned(fromByteOffset: 2 * child, as: UInt16.self))
                        } ?? 0
                    guard depths[child] == 0, symbol > last, symbol < alphabetSize, childBest <= best else {
                        failure = "node \(child) is claimed twice or out of order"
                        return
                    }
                    depths[child] = UInt8(depth + 2)
                    last = symbol
                }
                children += count
            }
        }
        if let failure { throw LexiconError("the lexicon's \(name) trie is damaged: \(failure)") }
        guard children == nodes - 1 else {
            throw LexiconError("the lexicon's \(name) trie is damaged: some nodes have no parent")
        }
        guard words == header.wordCount else {
            throw LexiconError(
                "the lexicon's \(name) trie holds \(words) words but its header says \(header.wordCount)")
        }
    }

    /// Checks the alphabet and both tries, and returns the alphabet.
    ///
    /// Each trie must be a tree whose nodes all come after their parents, with runs of children
    /// sorted by symbol and no deeper than the longest word allows. That bounds every walk, whatever
    /// the file says.
    private static func validate(_ data: Data, header: Header) throws -> [Unicode.Scalar] {
        try data.withUnsafeBytes { raw -> [Unicode.Scalar] in
            guard let base = raw.baseAddress else { throw LexiconError("the file is empty") }
            var alphabet: [Unicode.Scalar] = []
            alphabet.reserveCapacity(header.alphabetSize)
            var previous: UInt32?
            for index in 0..<header.alphabetSize {
                let value = UInt32(
                    littleEndian: raw.loadUnaligned(
                        fromByteOffset: header.sections.alphabet + 4 * index, as: UInt32.self))
                guard let scalar = Unicode.Scalar(value), previous.map({ $0 < value }) ?? true else {
                    throw LexiconError("the lexicon's alphabet is damaged")
                }
                alphabet.append(scalar)
                previous = value
            }

            try checkTrie(
                "forward", base: base, records: header.sections.forwardNodes, nodes: header.forwardNodes,
                bestScores: base + header.sections.forwardBestScore, header: header)
            try checkTrie(
                "backward", base: base, records: header.sections.backwardNodes, nodes: header.backwardNodes,
                bestScores: nil, header: header)
            return alphabet
        }
    }
}
