import Foundation

/// A version 1 lexicon file (see ``LexiconFormat``), read only to upgrade it: the engine reads
/// version 2 files (``Lexicon``), and ``LexiconBuilder/upgrade(_:)`` rebuilds a version 1 file's
/// words and scores as one.
///
/// Loading checks the whole file, its checksum and the shape of both tries, as it did when this
/// was the engine's reader, so that the walk over its words never reads outside the file: a
/// truncated or damaged file throws a `LexiconError` that says what is wrong.
struct LexiconVersion1 {
    let data: Data
    let sections: LexiconFormat.Sections
    /// The number of words.
    let wordCount: Int
    /// The scalars the words use, indexed by symbol.
    let alphabet: [Unicode.Scalar]
    /// Each symbol's scalar folded for matching (see ``Lexicon/fold(_:)``).
    let foldedAlphabet: [UInt32]
    /// The symbol of the apostrophe, if the words use one.
    let apostropheSymbol: UInt8?
    /// The length of the longest word, in Unicode scalars.
    let longestWord: Int

    /// Reads a lexicon from the bytes of a version 1 lexicon file.
    init(data: Data) throws {
        let header = try Self.readHeader(data)
        self.data = data
        self.sections = header.sections
        self.wordCount = header.wordCount
        self.longestWord = header.longestWord
        self.lowestScore = header.lowestScore
        let alphabet = try Self.validate(data, header: header)
        self.alphabet = alphabet
        self.foldedAlphabet = alphabet.map { Lexicon.fold($0) }
        self.apostropheSymbol = alphabet.firstIndex(of: "'").map { UInt8($0) }
    }

    /// The lowest word score, that of the rarest words.
    let lowestScore: UInt16

    /// The words within `maximumDistance` (at most 2) edits of the folded scalars `typed`, found as
    /// ``Lexicon`` finds them.
    func candidates(within maximumDistance: Int, of typed: [UInt32]) -> EditCandidates {
        withSearch { $0.candidates(within: maximumDistance, of: typed) } ?? EditCandidates()
    }

    /// The word spelt by `symbols`.
    func string(of symbols: some Collection<UInt8>) -> String {
        Lexicon.string(of: symbols, alphabet: alphabet)
    }

    // MARK: Reading the file

    /// The file's bytes seen as the two tries' arrays. Valid only inside ``withView(_:)``.
    struct View {
        let base: UnsafeRawPointer
        let sections: LexiconFormat.Sections
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
        let fields = try LexiconFormat.HeaderFields(of: data)
        guard fields.version == Int(LexiconFormat.version) else {
            throw LexiconError(
                "lexicon format version \(fields.version) is not supported; this Keysmith reads version \(LexiconFormat.version)"
            )
        }
        let wordCount = fields.u32(8), alphabetSize = fields.u32(12)
        let forwardNodes = fields.u32(16), backwardNodes = fields.u32(20)
        let longestWord = fields.u32(24), lowestScore = fields.u32(28)
        let limit = 1 << 28
        guard (1...LexiconFormat.maximumAlphabetSize).contains(alphabetSize), (1..<limit).contains(forwardNodes),
            (1..<limit).contains(backwardNodes), (1..<limit).contains(wordCount),
            (1...LexiconFormat.maximumWordLength).contains(longestWord), (1...65_535).contains(lowestScore)
        else {
            throw LexiconError("the lexicon's header is damaged: its counts are out of range")
        }
        let sections = LexiconFormat.Sections(
            alphabetSize: alphabetSize, forwardNodes: forwardNodes, backwardNodes: backwardNodes)
        try fields.checkLength(of: data, end: sections.end)
        return Header(
            wordCount: wordCount, alphabetSize: alphabetSize, forwardNodes: forwardNodes,
            backwardNodes: backwardNodes,
            longestWord: longestWord, lowestScore: UInt16(lowestScore), sections: sections)
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
            let alphabet = try LexiconFormat.alphabet(in: raw, at: header.sections.alphabet, count: header.alphabetSize)

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
