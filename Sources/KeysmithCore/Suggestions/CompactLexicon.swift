import Foundation

/// A lexicon read from a version 2 file (``LexiconFormatV2``): the same words, lookups, completions
/// and edit-distance candidates as ``Lexicon``, found by the same searches over LOUDS tries instead
/// of node records and tails, in about a fifth of the bytes.
///
/// Loading checks the whole file as ``Lexicon`` does, so that any file that loads can be searched
/// without a bounds check failing. A version 1 file is refused with an error that names the command
/// that rebuilds it.
@_spi(Tooling) public struct CompactLexicon: Sendable {
    let data: Data
    let sections: LexiconFormatV2.Sections
    /// The number of words.
    public let wordCount: Int
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

    /// Reads a lexicon from the bytes of a version 2 lexicon file.
    public init(data: Data) throws {
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
        self.foldedAlphabet = alphabet.map { Lexicon.fold($0) }
        self.apostropheSymbol = alphabet.firstIndex(of: "'").map { UInt8($0) }
        self.levelScores = (0..<256).map { UInt16(min(65_535, header.lowestScore + $0 * header.scoreStep)) }
    }

    /// The size of the file the lexicon was read from.
    public var byteCount: Int { data.count }

    /// The bytes of each part of the file, in file order, for tools that report sizes.
    public var partSizes: [(part: String, bytes: Int)] {
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

    /// Whether `word` is in the lexicon, ignoring case.
    public func contains(_ word: String) -> Bool {
        frequencyScore(of: word) != nil
    }

    /// The word score of `word` on version 1's scale, as its level gives it; nil when it is not in
    /// the lexicon. With several spellings that differ in case, the highest score.
    public func frequencyScore(of word: String) -> Int? {
        let typed = word.unicodeScalars.map { Lexicon.fold($0) }
        guard !typed.isEmpty, typed.count <= LexiconFormat.maximumWordLength else { return nil }
        let best = withSearch { $0.frequencyScore(of: typed) } ?? 0
        return best > 0 ? Int(best) : nil
    }

    /// The words of the lexicon in order of their symbols, with their scores; for tests and tools.
    public func allWords() -> [(word: String, score: Int)] {
        (withSearch { $0.allWords() } ?? []).map { (string(of: $0.symbols), Int($0.score)) }
    }

    /// The `limit` most frequent words that start with `prefix`, as ``Lexicon/completions(of:limit:)``
    /// finds them.
    public func completions(of prefix: String, limit: Int = 3) -> [LexiconMatch] {
        let typed = prefix.unicodeScalars.map { Lexicon.fold($0) }
        guard limit > 0, typed.count <= LexiconFormat.maximumWordLength else { return [] }
        return withSearch { search in
            search.completions(of: typed, limit: limit) { LexiconMatch(word: string(of: $0), score: Int($1)) }
        } ?? []
    }

    /// The words within `maximumDistance` (at most 2) edits of `word`, as
    /// ``Lexicon/words(within:of:)`` finds them, in the same order.
    public func words(within maximumDistance: Int, of word: String) -> [(word: String, distance: Int, score: Int)] {
        let typed = word.unicodeScalars.map { Lexicon.fold($0) }
        let found = candidates(within: maximumDistance, of: typed)
        return found.entries.map { entry in
            let start = Int(entry.start)
            return (
                string(of: found.symbols[start..<(start + Int(entry.length))]), Int(entry.distance), Int(entry.score)
            )
        }
    }

    /// The words within `maximumDistance` (at most 2) edits of the folded scalars `typed`.
    func candidates(within maximumDistance: Int, of typed: [UInt32]) -> EditCandidates {
        withSearch { $0.candidates(within: maximumDistance, of: typed) } ?? EditCandidates()
    }

    /// The word spelt by `symbols`.
    func string(of symbols: some Collection<UInt8>) -> String {
        Lexicon.string(of: symbols, alphabet: alphabet)
    }

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
