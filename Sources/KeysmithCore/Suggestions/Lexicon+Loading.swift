import Foundation

extension Lexicon {
    struct Header {
        var wordCount: Int
        var alphabetSize: Int
        var forwardNodes: Int
        var backwardNodes: Int
        var longestWord: Int
        var lowestScore: Int
        var scoreStep: Int
        var sections: LexiconFormatV2.Sections
    }

    static func readHeader(_ data: Data) throws -> Header {
        let fields = try LexiconFormat.HeaderFields(of: data)
        guard fields.version != Int(LexiconFormat.version) else {
            throw LexiconError(
                "this lexicon is in format version 1, which this Keysmith no longer reads; upgrade it with `keysmith lexicon build OLD.lexicon -o NEW.lexicon`"
            )
        }
        guard fields.version == Int(LexiconFormatV2.version) else {
            throw LexiconError(
                "lexicon format version \(fields.version) is not supported; this Keysmith reads version \(LexiconFormatV2.version)"
            )
        }
        let wordCount = fields.u32(8), alphabetSize = fields.u32(12)
        let forwardNodes = fields.u32(16), backwardNodes = fields.u32(20)
        let longestWord = fields.u32(24), lowestScore = fields.u32(28), scoreStep = fields.u32(48)
        let forwardTails = fields.u32(52), backwardTails = fields.u32(56)
        let limit = 1 << 28
        guard (1...LexiconFormat.maximumAlphabetSize).contains(alphabetSize), (1..<limit).contains(forwardNodes),
            (1..<limit).contains(backwardNodes), (1..<limit).contains(wordCount),
            (1...LexiconFormat.maximumWordLength).contains(longestWord), (1...65_535).contains(lowestScore),
            (1...65_535).contains(scoreStep), forwardTails < limit, backwardTails < limit, fields.u32(60) == 0
        else {
            throw LexiconError("the lexicon's header is damaged: its counts are out of range")
        }
        let sections = LexiconFormatV2.Sections(
            alphabetSize: alphabetSize, words: wordCount, forwardNodes: forwardNodes, forwardTails: forwardTails,
            backwardNodes: backwardNodes, backwardTails: backwardTails)
        try fields.checkLength(of: data, end: sections.end)
        return Header(
            wordCount: wordCount, alphabetSize: alphabetSize, forwardNodes: forwardNodes,
            backwardNodes: backwardNodes, longestWord: longestWord, lowestScore: lowestScore,
            scoreStep: scoreStep, sections: sections)
    }

    /// What checking a file finds on the way: the alphabet, and the locations of the first nodes of
    /// each trie (see ``Lexicon/cachedLocationCount``).
    struct Checked {
        var alphabet: [Unicode.Scalar]
        var forwardLocations: [UInt32]
        var backwardLocations: [UInt32]
    }

    /// Checks the alphabet, both tries and the levels.
    static func validate(_ data: Data, header: Header) throws -> Checked {
        try data.withUnsafeBytes { raw -> Checked in
            guard let base = raw.baseAddress else { throw LexiconError("the file is empty") }
            let alphabet = try LexiconFormat.alphabet(in: raw, at: header.sections.alphabet, count: header.alphabetSize)
            let forward = LoudsTrie(base: base, sections: header.sections.forward)
            let forwardLocations = try checkTrie("forward", forward, header: header) {
                node, children, isWord, wordIndex in
                // A node's best level is exactly the highest of its word's and its children's:
                // completion trusts it to bound what a subtree can still give.
                var highest: UInt8?
                if isWord {
                    guard forward.wordIndex(node) == wordIndex else { return "node \(node) has a wrong word rank" }
                    highest = base.load(fromByteOffset: header.sections.wordLevels + wordIndex, as: UInt8.self)
                }
                for child in children {
                    let level = base.load(fromByteOffset: header.sections.bestLevels + child, as: UInt8.self)
                    highest = max(highest ?? level, level)
                }
                let best = base.load(fromByteOffset: header.sections.bestLevels + node, as: UInt8.self)
                guard highest.map({ $0 == best }) ?? true else { return "node \(node) has a wrong best level" }
                return nil
            }
            let backwardLocations = try checkTrie(
                "backward", LoudsTrie(base: base, sections: header.sections.backward), header: header
            ) { _, _, _, _ in nil }
            return Checked(
                alphabet: alphabet, forwardLocations: forwardLocations, backwardLocations: backwardLocations)
        }
    }

    /// Checks one trie (see ``LexiconFormatV2``): the shape holds exactly one 0 per node and one 1
    /// per node but the root, with nothing after it; every node's children come after it, sorted by
    /// symbol, within the alphabet, and no deeper than the longest word; the samples are where the
    /// 0s are; the word bits mark as many words as the header says, none at the root; the tails
    /// (none at the root) take the tail bytes in node order, each up to the next tail end, with
    /// symbols in the alphabet, and the tail starts are where each block's tails start. `checkNode`
    /// checks what else a node holds (its node, children, whether it is a word and its index among
    /// the word nodes), returning what is wrong. Returns the locations of the trie's first nodes,
    /// which the check passes by.
    private static func checkTrie(
        _ name: String, _ trie: LoudsTrie, header: Header,
        checkNode: (Int, Range<Int>, Bool, Int) -> String?
    ) throws -> [UInt32] {
        let nodes = trie.sections.nodes
        let shapeBits = 2 * nodes - 1
        let shapeWords = LexiconFormatV2.shapeWords(nodes: nodes)
        let wordBitWords = (nodes + 63) / 64
        func fail(_ problem: String) -> LexiconError {
            LexiconError("the lexicon's \(name) trie is damaged: \(problem)")
        }
        // Nothing past the shape's bits, so that counting 1s always stops at the last word.
        for index in (shapeBits / 64)..<shapeWords {
            let word = trie.shapeWord(index)
            let past = shapeBits > 64 * index ? word >> UInt64(shapeBits - 64 * index) : word
            guard past == 0 else { throw fail("its shape has bits past its end") }
        }
        let wordBits = trie.base + trie.sections.wordBits
        let lastWordBits = UInt64(
            littleEndian: wordBits.loadUnaligned(fromByteOffset: 8 * (wordBitWords - 1), as: UInt64.self))
        guard nodes % 64 == 0 || lastWordBits >> UInt64(nodes % 64) == 0, !trie.isWord(0) else {
            throw fail("its word bits mark nodes that do not exist")
        }
        let lastTailBits = UInt64(
            littleEndian: trie.base.loadUnaligned(
                fromByteOffset: trie.sections.tailBits + 8 * (wordBitWords - 1), as: UInt64.self))
        guard nodes % 64 == 0 || lastTailBits >> UInt64(nodes % 64) == 0, !trie.hasTail(0) else {
            throw fail("its tail bits mark nodes that do not exist")
        }
        let tailLength = trie.sections.tailLength
        if tailLength % 64 != 0, trie.tailEndWord(tailLength / 64) >> UInt64(tailLength % 64) != 0 {
            throw fail("its tail ends mark bytes that do not exist")
        }
        var tailPosition = 0
        var depths = [UInt8](repeating: 0, count: nodes)
        var locations: [UInt32] = []
        locations.reserveCapacity(min(nodes, Self.cachedLocationCount))
        var position = 0
        var words = 0
        for node in 0..<nodes {
            if node < Self.cachedLocationCount { locations.append(UInt32(position)) }
            let count = trie.onesRun(from: position)
            let first = 1 + position - node
            guard position + count < shapeBits else { throw fail("its shape ends too early") }
            if node % LexiconFormatV2.sampleInterval == 0 {
                let sample = trie.base.loadUnaligned(
                    fromByteOffset: trie.sections.samples + 4 * (node / LexiconFormatV2.sampleInterval),
                    as: UInt32.self)
                guard Int(UInt32(littleEndian: sample)) == position + count else { throw fail("a sample is wrong") }
            }
            if node % 64 == 0 {
                let start = trie.base.loadUnaligned(
                    fromByteOffset: trie.sections.tailStarts + 4 * (node / 64), as: UInt32.self)
                guard Int(UInt32(littleEndian: start)) == tailPosition else { throw fail("a tail start is wrong") }
            }
            var depth = Int(depths[node])
            if node > 0 { depth += 1 }
            if trie.hasTail(node) {
                repeat {
                    guard tailPosition < tailLength, Int(trie.tailSymbol(tailPosition)) < header.alphabetSize else {
                        throw fail("the tail of node \(node) is damaged")
                    }
                    tailPosition += 1
                    depth += 1
                } while trie.tailEndWord((tailPosition - 1) / 64) & (1 << UInt64((tailPosition - 1) % 64)) == 0
            }
            guard depth <= header.longestWord else { throw fail("node \(node) is deeper than the longest word") }
            let isWord = trie.isWord(node)
            if count > 0 {
                guard first > node, first + count <= nodes, count <= header.alphabetSize, depth < header.longestWord
                else { throw fail("node \(node) has a bad run of children") }
                var last = -1
                for child in first..<(first + count) {
                    let symbol = Int(trie.symbol(child))
                    guard symbol > last, symbol < header.alphabetSize else {
                        throw fail("the children of node \(node) are out of order")
                    }
                    depths[child] = UInt8(depth)
                    last = symbol
                }
            }
            if let problem = checkNode(node, first..<(first + count), isWord, words) { throw fail(problem) }
            if isWord { words += 1 }
            position += count + 1
        }
        guard position == shapeBits else { throw fail("its shape does not hold one tree") }
        guard tailPosition == tailLength else { throw fail("its tails do not fill its tail bytes") }
        guard words == header.wordCount else {
            throw LexiconError(
                "the lexicon's \(name) trie holds \(words) words but its header says \(header.wordCount)")
        }
        return locations
    }
}
