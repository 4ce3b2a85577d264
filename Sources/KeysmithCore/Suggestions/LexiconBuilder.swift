import Foundation

/// One word of a lexicon and how often it occurs in some body of text.
@_spi(Tooling) public struct LexiconEntry: Sendable, Hashable, Codable {
    var word: String
    var count: UInt64

    init(word: String, count: UInt64) {
        self.word = word
        self.count = count
    }
}

/// Builds the bytes of a lexicon file (see ``LexiconFormatV2``) from words and their counts, or
/// from a version 1 file (``LexiconFormat``) that it upgrades.
///
/// The output depends only on the set of entries, not on their order, so a rebuild from the same
/// list gives the same file byte for byte. Words are stored in Unicode normalisation form C.
@_spi(Tooling) public enum LexiconBuilder {
    /// The file for `entries`. Throws when a word is empty or longer than
    /// ``LexiconFormat/maximumWordLength`` scalars, when a word is listed twice, when the words
    /// use more than ``LexiconFormat/maximumAlphabetSize`` distinct scalars, or when there is no word.
    public static func build(_ entries: [LexiconEntry]) throws -> [UInt8] {
        encodeVersion2(try LexiconWords(entries))
    }

    /// The version 1 file for `entries`, as ``build(_:)`` wrote before version 2: for the tests
    /// and the fuzz target that check how version 1 files are upgraded and refused.
    static func buildVersion1(_ entries: [LexiconEntry]) throws -> [UInt8] {
        encodeVersion1(try LexiconWords(entries))
    }

    /// The version 1 file of words already checked and spelt in symbols.
    static func encodeVersion1(_ prepared: LexiconWords) -> [UInt8] {
        let alphabet = prepared.alphabet
        let words = prepared.words
        let forward = Trie(sortedWords: words.map(\.symbols), scores: words.map(\.score))

        var reversed = words.map { Array($0.symbols.reversed()) }
        reversed.sort { $0.lexicographicallyPrecedes($1) }
        let backward = Trie(sortedWords: reversed, scores: Array(repeating: 1, count: reversed.count))

        let sections = LexiconFormat.Sections(
            alphabetSize: alphabet.count, forwardNodes: forward.symbol.count, backwardNodes: backward.symbol.count)
        var bytes = [UInt8](repeating: 0, count: sections.end)
        func put32(_ value: UInt32, at offset: Int) {
            for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(index))) }
        }
        func put16(_ value: UInt16, at offset: Int) {
            bytes[offset] = UInt8(truncatingIfNeeded: value)
            bytes[offset + 1] = UInt8(truncatingIfNeeded: value >> 8)
        }

        for (index, value) in alphabet.enumerated() { put32(value, at: sections.alphabet + 4 * index) }
        for index in forward.symbol.indices {
            let record = sections.forwardNodes + 8 * index
            bytes[record] = forward.symbol[index]
            bytes[record + 1] = forward.childCount[index]
            put16(forward.wordScore[index], at: record + 2)
            put32(forward.firstChild[index], at: record + 4)
            put16(forward.bestScore[index], at: sections.forwardBestScore + 2 * index)
        }
        for index in backward.symbol.indices {
            let record = sections.backwardNodes + 8 * index
            bytes[record] = backward.symbol[index]
            bytes[record + 1] = backward.childCount[index]
            bytes[record + 2] = backward.wordScore[index] > 0 ? 1 : 0
            put32(backward.firstChild[index], at: record + 4)
        }

        bytes.replaceSubrange(0..<4, with: LexiconFormat.magic)
        put32(LexiconFormat.version, at: 4)
        put32(UInt32(words.count), at: 8)
        put32(UInt32(alphabet.count), at: 12)
        put32(UInt32(forward.symbol.count), at: 16)
        put32(UInt32(backward.symbol.count), at: 20)
        put32(UInt32(prepared.longestWord), at: 24)
        put32(UInt32(words.map(\.score).min() ?? 1), at: 28)
        let payloadLength = UInt64(sections.end - LexiconFormat.headerSize)
        let checksum = bytes.withUnsafeBytes {
            LexiconFormat.checksum(UnsafeRawBufferPointer(rebasing: $0[LexiconFormat.headerSize...]))
        }
        for index in 0..<8 {
            bytes[32 + index] = UInt8(truncatingIfNeeded: payloadLength >> (8 * UInt64(index)))
            bytes[40 + index] = UInt8(truncatingIfNeeded: checksum >> (8 * UInt64(index)))
        }
        return bytes
    }

    /// A trie as parallel arrays, its runs of children placed in depth-first order.
    private struct Trie {
        var symbol: [UInt8] = []
        var childCount: [UInt8] = []
        var wordScore: [UInt16] = []
        var bestScore: [UInt16] = []
        var firstChild: [UInt32] = []

        /// `sortedWords` are distinct and in lexicographic order; `scores` go with them.
        init(sortedWords words: [[UInt8]], scores: [UInt16]) {
            // Each node covers the run of words sharing its path. A node's children get the next
            // free indices when the node is reached, and nodes are reached depth first.
            var runs: [(start: Int, end: Int, depth: Int)] = []
            func allocate(symbol newSymbol: UInt8, run: (Int, Int, Int)) {
                runs.append(run)
                symbol.append(newSymbol)
                childCount.append(0)
                wordScore.append(0)
                firstChild.append(0)
            }
            allocate(symbol: 0, run: (0, words.count, 0))
            var pending = [0]
            while let node = pending.popLast() {
                let run = runs[node]
                var start = run.start
                if start < run.end, words[start].count == run.depth {
                    wordScore[node] = scores[start]
                    start += 1
                }
                let first = symbol.count
                var index = start
                while index < run.end {
                    let childSymbol = words[index][run.depth]
                    var end = index + 1
                    while end < run.end, words[end][run.depth] == childSymbol { end += 1 }
                    allocate(symbol: childSymbol, run: (index, end, run.depth + 1))
                    index = end
                }
                let count = symbol.count - first
                childCount[node] = UInt8(count)
                firstChild[node] = count > 0 ? UInt32(first) : 0
                pending.append(contentsOf: (first..<(first + count)).reversed())
            }
            bestScore = wordScore
            for node in stride(from: bestScore.count - 1, through: 0, by: -1) where childCount[node] > 0 {
                let first = Int(firstChild[node])
                for child in first..<(first + Int(childCount[node])) {
                    bestScore[node] = max(bestScore[node], bestScore[child])
                }
            }
        }
    }
}

/// The words of a lexicon as both file versions store them: composed, checked, and spelt as
/// indices into their alphabet, in lexicographic order of those symbols.
struct LexiconWords {
    /// The Unicode scalars the words use, ascending.
    var alphabet: [UInt32]
    /// Every word's symbols and word score, sorted by symbols.
    var words: [(symbols: [UInt8], score: UInt16)]
    /// The length of the longest word, in Unicode scalars.
    var longestWord: Int
}

extension LexiconWords {
    /// Checks `entries` as ``LexiconBuilder/build(_:)`` documents and spells them in symbols.
    init(_ entries: [LexiconEntry]) throws {
        guard !entries.isEmpty else { throw LexiconError("a lexicon needs at least one word") }

        var seen = Set<String>()
        var scalarWords: [[Unicode.Scalar]] = []
        scalarWords.reserveCapacity(entries.count)
        var counts: [UInt64] = []
        counts.reserveCapacity(entries.count)
        var alphabetSet = Set<UInt32>()
        for entry in entries {
            let word = entry.word.nfc
            let scalars = Array(word.unicodeScalars)
            guard !scalars.isEmpty else { throw LexiconError("a word is empty") }
            guard scalars.count <= LexiconFormat.maximumWordLength else {
                throw LexiconError("\"\(word)\" is longer than \(LexiconFormat.maximumWordLength) characters")
            }
            guard seen.insert(word).inserted else { throw LexiconError("\"\(word)\" is listed twice") }
            for scalar in scalars { alphabetSet.insert(scalar.value) }
            scalarWords.append(scalars)
            counts.append(entry.count)
        }
        guard alphabetSet.count <= LexiconFormat.maximumAlphabetSize else {
            throw LexiconError(
                "the words use \(alphabetSet.count) different characters; a lexicon holds at most \(LexiconFormat.maximumAlphabetSize)"
            )
        }
        alphabet = alphabetSet.sorted()
        var symbolOf: [UInt32: UInt8] = [:]
        for (index, value) in alphabet.enumerated() { symbolOf[value] = UInt8(index) }

        words = []
        words.reserveCapacity(scalarWords.count)
        for (index, scalars) in scalarWords.enumerated() {
            let symbols = scalars.map { symbolOf[$0.value] ?? 0 }
            words.append((symbols, LexiconFormat.score(forCount: counts[index])))
        }
        words.sort { $0.symbols.lexicographicallyPrecedes($1.symbols) }
        longestWord = scalarWords.map(\.count).max() ?? 0
    }
}
