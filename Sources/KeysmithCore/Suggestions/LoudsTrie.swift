/// One trie of a version 2 lexicon file, read in place: its shape as LOUDS bits, its word bits and
/// its symbols (see ``LexiconFormatV2``).
///
/// Finding a node's children takes one select (the position of its run of bits, just after the
/// `node`-th 0 of the shape) and a count of the 1s that follow. The select starts from the sample of
/// every 64th 0 and counts zeros a word at a time, so it reads a few words close together.
struct LoudsTrie: LexiconTrie {
    let base: UnsafeRawPointer
    let sections: LexiconFormatV2.TrieSections
    /// The locations of the first nodes, kept by the lexicon since loading; none while it loads.
    var cachedLocations = UnsafeBufferPointer<UInt32>(start: nil, count: 0)

    @inline(__always) func shapeWord(_ index: Int) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: sections.shape &+ 8 &* index, as: UInt64.self))
    }

    @inline(__always) func symbol(_ node: Int) -> UInt8 {
        base.load(fromByteOffset: sections.symbols &+ node, as: UInt8.self)
    }

    @inline(__always) func isWord(_ node: Int) -> Bool {
        let word = UInt64(
            littleEndian: base.loadUnaligned(fromByteOffset: sections.wordBits &+ 8 &* (node >> 6), as: UInt64.self))
        return word & (1 << UInt64(node & 63)) != 0
    }

    @inline(__always) func children(of node: Int) -> Range<Int> {
        let location = location(of: node)
        return children(of: node, at: location, count: onesRun(from: location))
    }

    /// The location of a node is the start of its run of bits in the shape.
    @inline(__always) func children(of node: Int, at location: Int, count: Int) -> Range<Int> {
        let first = 1 &+ location &- node
        return first..<(first &+ count)
    }

    @inline(__always) func location(of node: Int) -> Int {
        if node < cachedLocations.count { return Int(cachedLocations[node]) }
        return node == 0 ? 0 : selectZero(node &- 1) &+ 1
    }

    /// A node among the first is looked up; one after `sibling` whose run of bits starts in the
    /// word of the shape where the sibling's does is found there, by a select within the word that
    /// has no branch to mispredict, however many siblings lie between; any other costs a select.
    ///
    /// The bit just before a node's location is the 0 that ends the run of the node before it, so
    /// the node `k` siblings on starts just after the `k`-th 0 (counting from 0) from there.
    @inline(__always) func location(of node: Int, after sibling: Int, at siblingLocation: Int) -> Int {
        if node < cachedLocations.count { return Int(cachedLocations[node]) }
        guard sibling > 0 else { return location(of: node) }
        let before = siblingLocation &- 1
        let zeros = ~shapeWord(before >> 6) >> UInt64(before & 63)
        let sums = Self.cumulativeByteCounts(zeros)
        let rank = node &- sibling
        guard rank < Int(sums >> 56) else { return location(of: node) }
        return siblingLocation &+ Self.position(ofSetBit: rank, in: zeros, cumulativeByteCounts: sums)
    }

    /// A location costs a select.
    static var locatesChildrenLazily: Bool { true }

    @inline(__always) func step(from location: Int) -> (childCount: Int, next: Int) {
        let run = onesRun(from: location)
        return (run, location &+ run &+ 1)
    }

    /// The position in the shape of the 0 numbered `rank` (from 0), which must exist.
    @inline(__always) func selectZero(_ rank: Int) -> Int {
        let sample = Int(
            UInt32(
                littleEndian: base.loadUnaligned(
                    fromByteOffset: sections.samples &+ 4 &* (rank >> 6), as: UInt32.self)))
        var remaining = rank & 63
        var index = sample >> 6
        // The zeros from the sampled one on; bits past the shape's end read as zeros, but the 0
        // asked for comes before them.
        var zeros = ~shapeWord(index) & (~0 << UInt64(sample & 63))
        while true {
            let sums = Self.cumulativeByteCounts(zeros)
            let count = Int(sums >> 56)
            if remaining < count {
                return index &* 64 &+ Self.position(ofSetBit: remaining, in: zeros, cumulativeByteCounts: sums)
            }
            remaining &-= count
            index &+= 1
            zeros = ~shapeWord(index)
        }
    }

    /// The number of 1s in the shape from `position` on, up to the next 0.
    @inline(__always) func onesRun(from position: Int) -> Int {
        var index = position >> 6
        var word = shapeWord(index) >> UInt64(position & 63)
        var available = 64 &- (position & 63)
        var count = 0
        while true {
            let run = (~word).trailingZeroBitCount
            if run < available { return count &+ run }
            count &+= available
            index &+= 1
            word = shapeWord(index)
            available = 64
        }
    }

    /// Byte k of the result is the number of set bits in bytes 0…k of `bits`. Multiplications
    /// and shifts only, since a population count is a library call on some processors.
    @inline(__always) static func cumulativeByteCounts(_ bits: UInt64) -> UInt64 {
        var counts = bits &- ((bits >> 1) & 0x5555_5555_5555_5555)
        counts = (counts & 0x3333_3333_3333_3333) &+ ((counts >> 2) & 0x3333_3333_3333_3333)
        counts = (counts &+ (counts >> 4)) & 0x0F0F_0F0F_0F0F_0F0F
        return counts &* 0x0101_0101_0101_0101
    }

    /// The position of the set bit numbered `rank` (from 0, the lowest first) in `bits`, which has
    /// more than `rank` set bits, given its ``cumulativeByteCounts(_:)``: the byte that holds it is
    /// found by comparing every byte's count with `rank` at once (Vigna's broadword select), and
    /// the bit within it by looking it up in ``selectInByte``, without a branch to mispredict.
    @inline(__always) static func position(ofSetBit rank: Int, in bits: UInt64, cumulativeByteCounts sums: UInt64)
        -> Int
    {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let ranks = UInt64(rank) &* ones
        // 1 in each byte whose count is at most `rank`: the bytes before the one sought.
        let before = ((((ranks | highBits) &- (sums & ~highBits)) ^ sums ^ ranks) & highBits) >> 7
        let shift = Int(((before &* ones) >> 53) & ~7)
        let rankInByte = rank &- Int(((sums << 8) >> UInt64(shift)) & 0xFF)
        let byte = Int(truncatingIfNeeded: bits >> UInt64(shift)) & 0xFF
        return shift &+ Int(selectInByte[rankInByte &<< 8 | byte])
    }

    /// At index `rank × 256 + byte`: the position of the set bit numbered `rank` in `byte`, or 8
    /// when `byte` has no more than `rank` set bits.
    static let selectInByte: [UInt8] = (0..<8).flatMap { rank in
        (0..<256).map { byte in
            var bits = byte
            for _ in 0..<rank { bits &= bits - 1 }
            return UInt8(bits == 0 ? 8 : bits.trailingZeroBitCount)
        }
    }

    static var hasTails: Bool { true }

    @inline(__always) func hasTail(_ node: Int) -> Bool {
        let word = UInt64(
            littleEndian: base.loadUnaligned(fromByteOffset: sections.tailBits &+ 8 &* (node >> 6), as: UInt64.self))
        return word & (1 << UInt64(node & 63)) != 0
    }

    /// The tail's position is its block's tail start, past one tail for each tail bit set before
    /// the node in the block; a tail's last byte is marked in the tail ends.
    @inline(__always) func tailStart(of node: Int) -> Int {
        let bits = UInt64(
            littleEndian: base.loadUnaligned(fromByteOffset: sections.tailBits &+ 8 &* (node >> 6), as: UInt64.self))
        let start = Int(
            UInt32(
                littleEndian: base.loadUnaligned(
                    fromByteOffset: sections.tailStarts &+ 4 &* (node >> 6), as: UInt32.self)))
        let before = Int(Self.cumulativeByteCounts(bits & ((1 << UInt64(node & 63)) &- 1)) >> 56)
        return before == 0 ? start : tailEnd(numbered: before &- 1, from: start) &+ 1
    }

    /// When no node between `sibling` and `node` has a tail, `node`'s tail starts just after the
    /// sibling's ends: the next end bit, rather than a select.
    @inline(__always) func tailStart(of node: Int, after sibling: Int, at siblingStart: Int) -> Int {
        guard sibling >= 0, sibling >> 6 == node >> 6 else { return tailStart(of: node) }
        let bits = UInt64(
            littleEndian: base.loadUnaligned(fromByteOffset: sections.tailBits &+ 8 &* (node >> 6), as: UInt64.self))
        // The tail bits after the sibling's and before the node's; the sibling is not bit 63, since
        // the node comes after it in the same word.
        let between = bits & ((1 << UInt64(node & 63)) &- 1) & ~((2 << UInt64(sibling & 63)) &- 1)
        guard between == 0 else { return tailStart(of: node) }
        return nextTailEnd(from: siblingStart) &+ 1
    }

    @inline(__always) func tailSymbol(_ position: Int) -> UInt8 {
        base.load(fromByteOffset: sections.tailBytes &+ position, as: UInt8.self)
    }

    @inline(__always) func isTailEnd(_ position: Int) -> Bool {
        tailEndWord(position >> 6) & (1 << UInt64(position & 63)) != 0
    }

    /// A trailing-zero count over the tail ends from `position` on, rarely more than one word.
    @inline(__always) func nextTailEnd(from position: Int) -> Int {
        var index = position >> 6
        var ends = tailEndWord(index) & (~0 << UInt64(position & 63))
        while ends == 0 {
            index &+= 1
            ends = tailEndWord(index)
        }
        return index &* 64 &+ ends.trailingZeroBitCount
    }

    /// The position of the tail end numbered `rank` (from 0) at or after `position`, which must
    /// exist.
    @inline(__always) func tailEnd(numbered rank: Int, from position: Int) -> Int {
        var remaining = rank
        var index = position >> 6
        var ends = tailEndWord(index) & (~0 << UInt64(position & 63))
        while true {
            let sums = Self.cumulativeByteCounts(ends)
            let count = Int(sums >> 56)
            if remaining < count {
                return index &* 64 &+ Self.position(ofSetBit: remaining, in: ends, cumulativeByteCounts: sums)
            }
            remaining &-= count
            index &+= 1
            ends = tailEndWord(index)
        }
    }

    @inline(__always) func tailEndWord(_ index: Int) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: sections.tailEnds &+ 8 &* index, as: UInt64.self))
    }

    /// The number of word nodes before `node`: the index of its word among the forward trie's word
    /// levels. Only the forward trie has the ranks this needs.
    @inline(__always) func wordIndex(_ node: Int) -> Int {
        let block = node / LexiconFormatV2.rankBlock
        var count = Int(
            UInt32(littleEndian: base.loadUnaligned(fromByteOffset: sections.ranks &+ 4 &* block, as: UInt32.self)))
        let wordsPerBlock = LexiconFormatV2.rankBlock / 64
        let bits = base + sections.wordBits
        for index in (block &* wordsPerBlock)..<(node >> 6) {
            count &+=
                UInt64(littleEndian: bits.loadUnaligned(fromByteOffset: 8 &* index, as: UInt64.self))
                .nonzeroBitCount
        }
        let last = UInt64(littleEndian: bits.loadUnaligned(fromByteOffset: 8 &* (node >> 6), as: UInt64.self))
        return count &+ (last & ((1 << UInt64(node & 63)) &- 1)).nonzeroBitCount
    }
}

/// The forward trie of a version 2 file, with the levels of its words and subtrees.
struct ScoredLoudsTrie: ScoredLexiconTrie {
    let trie: LoudsTrie
    let bestLevels: UnsafeRawPointer
    let wordLevels: UnsafeRawPointer
    /// The word score of each level.
    let scores: UnsafePointer<UInt16>

    @inline(__always) func children(of node: Int) -> Range<Int> { trie.children(of: node) }
    @inline(__always) func symbol(_ node: Int) -> UInt8 { trie.symbol(node) }
    @inline(__always) func isWord(_ node: Int) -> Bool { trie.isWord(node) }
    @inline(__always) func children(of node: Int, at location: Int, count: Int) -> Range<Int> {
        trie.children(of: node, at: location, count: count)
    }
    @inline(__always) func location(of node: Int) -> Int { trie.location(of: node) }
    @inline(__always) func location(of node: Int, after sibling: Int, at siblingLocation: Int) -> Int {
        trie.location(of: node, after: sibling, at: siblingLocation)
    }
    static var locatesChildrenLazily: Bool { true }
    @inline(__always) func step(from location: Int) -> (childCount: Int, next: Int) { trie.step(from: location) }
    static var hasTails: Bool { true }
    @inline(__always) func hasTail(_ node: Int) -> Bool { trie.hasTail(node) }
    @inline(__always) func tailStart(of node: Int) -> Int { trie.tailStart(of: node) }
    @inline(__always) func tailStart(of node: Int, after sibling: Int, at siblingStart: Int) -> Int {
        trie.tailStart(of: node, after: sibling, at: siblingStart)
    }
    @inline(__always) func tailSymbol(_ position: Int) -> UInt8 { trie.tailSymbol(position) }
    @inline(__always) func isTailEnd(_ position: Int) -> Bool { trie.isTailEnd(position) }
    @inline(__always) func nextTailEnd(from position: Int) -> Int { trie.nextTailEnd(from: position) }
    @inline(__always) func wordScore(_ node: Int) -> UInt16 {
        guard trie.isWord(node) else { return 0 }
        return scores[Int(wordLevels.load(fromByteOffset: trie.wordIndex(node), as: UInt8.self))]
    }
    @inline(__always) func bestScore(_ node: Int) -> UInt16 {
        scores[Int(bestLevels.load(fromByteOffset: node, as: UInt8.self))]
    }
}
