import Foundation

extension LexiconBuilder {
    /// The version 2 file of the lexicon file `data`: a version 1 file's words and scores, or a
    /// version 2 file as it is. Throws a `LexiconError` when `data` is not a lexicon file of either
    /// version, or is damaged.
    public static func upgrade(_ data: Data) throws -> [UInt8] {
        let version =
            data.count >= 8 ? data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 4, as: UInt32.self) } : 0
        guard data.starts(with: LexiconFormat.magic), UInt32(littleEndian: version) == LexiconFormat.version else {
            return Array(try Lexicon(data: data).data)
        }
        let lexicon = try LexiconVersion1(data: data)
        let words = lexicon.withSearch { $0.allWords() } ?? []
        return encodeVersion2(
            LexiconWords(alphabet: lexicon.alphabet.map(\.value), words: words, longestWord: lexicon.longestWord))
    }

    /// The version 2 file of words already checked and spelt in symbols.
    static func encodeVersion2(_ prepared: LexiconWords) -> [UInt8] {
        let words = prepared.words
        let lowest = words.map(\.score).min() ?? 1
        let step = LexiconFormatV2.scoreStep(lowest: lowest, highest: words.map(\.score).max() ?? 1)
        let levels = words.map { LexiconFormatV2.level(of: $0.score, lowest: lowest, step: step) }
        let forward = LevelOrderTrie(sortedWords: words.map(\.symbols), levels: levels)
        var reversed = words.map { Array($0.symbols.reversed()) }
        reversed.sort { $0.lexicographicallyPrecedes($1) }
        let backward = LevelOrderTrie(sortedWords: reversed, levels: Array(repeating: 0, count: reversed.count))

        let sections = LexiconFormatV2.Sections(
            alphabetSize: prepared.alphabet.count, words: words.count, forwardNodes: forward.symbols.count,
            forwardTails: forward.tailLength, backwardNodes: backward.symbols.count,
            backwardTails: backward.tailLength)
        var writer = ByteWriter(count: sections.end)
        for (index, value) in prepared.alphabet.enumerated() { writer.put32(value, at: sections.alphabet + 4 * index) }
        forward.write(into: &writer, at: sections.forward)
        backward.write(into: &writer, at: sections.backward)
        writer.bytes.replaceSubrange(
            sections.bestLevels..<(sections.bestLevels + forward.bestLevels.count), with: forward.bestLevels)
        writer.bytes.replaceSubrange(
            sections.wordLevels..<(sections.wordLevels + forward.wordLevels.count), with: forward.wordLevels)

        writer.bytes.replaceSubrange(0..<4, with: LexiconFormat.magic)
        writer.put32(LexiconFormatV2.version, at: 4)
        writer.put32(UInt32(words.count), at: 8)
        writer.put32(UInt32(prepared.alphabet.count), at: 12)
        writer.put32(UInt32(forward.symbols.count), at: 16)
        writer.put32(UInt32(backward.symbols.count), at: 20)
        writer.put32(UInt32(prepared.longestWord), at: 24)
        writer.put32(UInt32(lowest), at: 28)
        writer.put64(UInt64(sections.end - LexiconFormat.headerSize), at: 32)
        writer.put32(UInt32(step), at: 48)
        writer.put32(UInt32(forward.tailLength), at: 52)
        writer.put32(UInt32(backward.tailLength), at: 56)
        let checksum = writer.bytes.withUnsafeBytes {
            LexiconFormat.checksum(UnsafeRawBufferPointer(rebasing: $0[LexiconFormat.headerSize...]))
        }
        writer.put64(checksum, at: 40)
        return writer.bytes
    }

    /// Little-endian numbers written into a buffer of zeros.
    struct ByteWriter {
        var bytes: [UInt8]

        init(count: Int) { bytes = [UInt8](repeating: 0, count: count) }

        mutating func put32(_ value: UInt32, at offset: Int) {
            for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(index))) }
        }

        mutating func put64(_ value: UInt64, at offset: Int) {
            for index in 0..<8 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(index))) }
        }
    }

    /// A trie numbered in breadth-first order, as ``LexiconFormatV2`` stores it.
    struct LevelOrderTrie {
        var symbols: [UInt8] = []
        var degrees: [Int] = []
        var isWord: [Bool] = []
        /// The level of each word node, in node order.
        var wordLevels: [UInt8] = []
        /// The highest level in each node's subtree.
        var bestLevels: [UInt8] = []

        /// The rest of each node's edge after its symbol (see ``LexiconFormatV2``); empty for most.
        var tails: [[UInt8]] = []

        /// `sortedWords` are distinct and in lexicographic order; `levels` go with them.
        init(sortedWords words: [[UInt8]], levels: [UInt8]) {
            // Each node covers the run of words sharing its path, which ends `depth` symbols in;
            // nodes are opened in the order they were numbered, which is breadth first.
            var runs: [(start: Int, end: Int, depth: Int)] = [(0, words.count, 0)]
            var ownLevel: [Int] = []
            symbols = [0]
            tails = [[]]
            var node = 0
            while node < runs.count {
                let run = runs[node]
                var start = run.start
                if start < run.end, words[start].count == run.depth {
                    isWord.append(true)
                    ownLevel.append(Int(levels[start]))
                    wordLevels.append(levels[start])
                    start += 1
                } else {
                    isWord.append(false)
                    ownLevel.append(-1)
                }
                var degree = 0
                var index = start
                while index < run.end {
                    let symbol = words[index][run.depth]
                    var end = index + 1
                    while end < run.end, words[end][run.depth] == symbol { end += 1 }
                    // The edge runs on while no word ends and every word goes on the same way; the
                    // words are sorted, so the first and the last of the run tell.
                    var depth = run.depth + 1
                    while words[index].count > depth, words[end - 1][depth] == words[index][depth] { depth += 1 }
                    runs.append((index, end, depth))
                    symbols.append(symbol)
                    tails.append(Array(words[index][(run.depth + 1)..<depth]))
                    degree += 1
                    index = end
                }
                degrees.append(degree)
                node += 1
            }
            var best = ownLevel
            var firstChild = [Int](repeating: 0, count: degrees.count)
            var next = 1
            for (node, degree) in degrees.enumerated() {
                firstChild[node] = next
                next += degree
            }
            for node in stride(from: degrees.count - 1, through: 0, by: -1) {
                for child in firstChild[node]..<(firstChild[node] + degrees[node]) {
                    best[node] = max(best[node], best[child])
                }
            }
            bestLevels = best.map { UInt8(max(0, $0)) }
        }

        /// Writes the trie's sections (all but the levels) where `sections` places them.
        func write(into writer: inout ByteWriter, at sections: LexiconFormatV2.TrieSections) {
            var position = 0
            var zeros = 0
            func setBit(_ bit: Int, from base: Int) {
                writer.bytes[base + bit / 8] |= 1 << UInt8(bit % 8)
            }
            for degree in degrees {
                for _ in 0..<degree {
                    setBit(position, from: sections.shape)
                    position += 1
                }
                if zeros % LexiconFormatV2.sampleInterval == 0 {
                    writer.put32(UInt32(position), at: sections.samples + 4 * (zeros / LexiconFormatV2.sampleInterval))
                }
                zeros += 1
                position += 1
            }
            var words = 0
            for (node, isWord) in isWord.enumerated() {
                if sections.ranks < sections.symbols, node % LexiconFormatV2.rankBlock == 0 {
                    writer.put32(UInt32(words), at: sections.ranks + 4 * (node / LexiconFormatV2.rankBlock))
                }
                if isWord {
                    setBit(node, from: sections.wordBits)
                    words += 1
                }
            }
            writer.bytes.replaceSubrange(sections.symbols..<(sections.symbols + symbols.count), with: symbols)
            var tailByte = 0
            for (node, tail) in tails.enumerated() {
                if node % 64 == 0 { writer.put32(UInt32(tailByte), at: sections.tailStarts + 4 * (node / 64)) }
                guard !tail.isEmpty else { continue }
                setBit(node, from: sections.tailBits)
                writer.bytes.replaceSubrange(
                    (sections.tailBytes + tailByte)..<(sections.tailBytes + tailByte + tail.count), with: tail)
                tailByte += tail.count
                setBit(tailByte - 1, from: sections.tailEnds)
            }
        }

        /// The number of tail bytes.
        var tailLength: Int { tails.reduce(0) { $0 + $1.count } }
    }
}
