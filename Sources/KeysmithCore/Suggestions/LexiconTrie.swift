/// A trie of a lexicon file as the searches read it, whatever the file's version: node 0 is the
/// root, a node's children are consecutive nodes sorted by symbol, and every node comes after its
/// parent. Loading a file checks all of this, so that walks over a trie that loaded always end.
protocol LexiconTrie {
    /// The children of `node`, at most one per symbol.
    func children(of node: Int) -> Range<Int>
    /// The symbol on the edge into `node`; the root's is 0.
    func symbol(_ node: Int) -> UInt8
    /// Whether a word ends at `node`.
    func isWord(_ node: Int) -> Bool

    // The correction walk opens thousands of nodes, so it finds children from a *location* the
    // trie gives each node, worked out while its parent's children are read: the node itself in a
    // version 1 trie, and the start of its run of bits in a LOUDS trie, which saves a select.

    /// The `count` children of `node`, whose location is `location` (the root's is 0).
    func children(of node: Int, at location: Int, count: Int) -> Range<Int>
    /// The location of `node`, found without its parent's.
    func location(of node: Int) -> Int
    /// The location of `node`, given that its earlier sibling `sibling` is at `siblingLocation`;
    /// found without them when `sibling` is negative.
    func location(of node: Int, after sibling: Int, at siblingLocation: Int) -> Int
    /// Whether ``location(of:)`` costs enough that the correction walk should call it only for a
    /// node with a child that lives, rather than for every node it opens.
    static var locatesChildrenLazily: Bool { get }
    /// The number of children of the node at `location`, and the location of its next sibling.
    func step(from location: Int) -> (childCount: Int, next: Int)

    // An edge may spell several symbols: its node's symbol, then the node's *tail* (see
    // ``LexiconFormatV2``), which stands for a chain of nodes with one child that end no word.

    /// Whether any node may have a tail; false for version 1, whose tests then fold away.
    static var hasTails: Bool { get }
    /// Whether `node` has a tail.
    func hasTail(_ node: Int) -> Bool
    /// Where the tail of `node`, which has one, starts among all the tails' symbols.
    func tailStart(of node: Int) -> Int
    /// Where the tail of `node` starts, given that its earlier sibling `sibling`, which has a tail,
    /// has it start at `siblingStart`; found without them when `sibling` is negative.
    func tailStart(of node: Int, after sibling: Int, at siblingStart: Int) -> Int
    /// The tail symbol at `position`, counted from the start of every tail.
    func tailSymbol(_ position: Int) -> UInt8
    /// Whether the tail symbol at `position` is the last of its tail.
    func isTailEnd(_ position: Int) -> Bool
    /// The position of the first tail symbol at or after `position` that is the last of its tail.
    func nextTailEnd(from position: Int) -> Int
}

/// The forward trie of a lexicon, which also holds the words' scores.
protocol ScoredLexiconTrie: LexiconTrie {
    /// The word score (`1 + round(1000 × ln(count))`) of the word ending at `node`; 0 when none does.
    func wordScore(_ node: Int) -> UInt16
    /// The highest word score in `node`'s subtree, `node` included.
    func bestScore(_ node: Int) -> UInt16
}

extension LexiconTrie {
    /// The child of `node` whose edge starts with `symbol`, if there is one.
    @inline(__always) func child(of node: Int, symbol wanted: UInt8) -> Int? {
        for child in children(of: node) {
            let symbol = self.symbol(child)
            if symbol == wanted { return child }
            if symbol > wanted { return nil }
        }
        return nil
    }

    /// Where `node`'s tail starts (for ``tailSymbol(_:)``) and how many symbols it has; (0, 0) for
    /// a node without one.
    @inline(__always) func tail(of node: Int) -> (start: Int, count: Int) {
        guard Self.hasTails, hasTail(node) else { return (0, 0) }
        let start = tailStart(of: node)
        return (start, nextTailEnd(from: start) &+ 1 &- start)
    }

    /// The node that `symbols` spell from the root, if they end at one (rather than inside an edge).
    @inline(__always) func node(spelt symbols: UnsafeBufferPointer<UInt8>) -> Int? {
        var node = 0
        var index = 0
        while index < symbols.count {
            guard let child = child(of: node, symbol: symbols[index]) else { return nil }
            index += 1
            if Self.hasTails, hasTail(child) {
                let tail = tail(of: child)
                guard index + tail.count <= symbols.count else { return nil }
                for position in tail.start..<(tail.start + tail.count) {
                    guard tailSymbol(position) == symbols[index] else { return nil }
                    index += 1
                }
            }
            node = child
        }
        return node
    }
}

extension RecordTrie {
    static var hasTails: Bool { false }
    @inline(__always) func hasTail(_: Int) -> Bool { false }
    @inline(__always) func tailStart(of _: Int) -> Int { 0 }
    @inline(__always) func tailStart(of _: Int, after _: Int, at _: Int) -> Int { 0 }
    @inline(__always) func tailSymbol(_: Int) -> UInt8 { 0 }
    @inline(__always) func isTailEnd(_: Int) -> Bool { true }
    @inline(__always) func nextTailEnd(from position: Int) -> Int { position }
}

extension ScoredRecordTrie {
    static var hasTails: Bool { false }
    @inline(__always) func hasTail(_: Int) -> Bool { false }
    @inline(__always) func tailStart(of _: Int) -> Int { 0 }
    @inline(__always) func tailStart(of _: Int, after _: Int, at _: Int) -> Int { 0 }
    @inline(__always) func tailSymbol(_: Int) -> UInt8 { 0 }
    @inline(__always) func isTailEnd(_: Int) -> Bool { true }
    @inline(__always) func nextTailEnd(from position: Int) -> Int { position }
}

/// A version 1 trie: 8-byte node records (see ``LexiconFormat``).
struct RecordTrie: LexiconTrie {
    let records: UnsafeRawPointer

    @inline(__always) func children(of node: Int) -> Range<Int> {
        let first = Int(
            UInt32(littleEndian: records.loadUnaligned(fromByteOffset: 8 * node + 4, as: UInt32.self)))
        return first..<(first &+ Int(records.load(fromByteOffset: 8 * node + 1, as: UInt8.self)))
    }
    @inline(__always) func symbol(_ node: Int) -> UInt8 { records.load(fromByteOffset: 8 * node, as: UInt8.self) }
    @inline(__always) func isWord(_ node: Int) -> Bool {
        // Forward, the word score; backward, the is-word flag and a zero byte.
        records.loadUnaligned(fromByteOffset: 8 * node + 2, as: UInt16.self) != 0
    }
    @inline(__always) func children(of node: Int, at _: Int, count: Int) -> Range<Int> {
        let first = Int(
            UInt32(littleEndian: records.loadUnaligned(fromByteOffset: 8 * node + 4, as: UInt32.self)))
        return first..<(first &+ count)
    }
    @inline(__always) func location(of node: Int) -> Int { node }
    @inline(__always) func location(of node: Int, after _: Int, at _: Int) -> Int { node }
    static var locatesChildrenLazily: Bool { false }
    @inline(__always) func step(from location: Int) -> (childCount: Int, next: Int) {
        (Int(records.load(fromByteOffset: 8 * location + 1, as: UInt8.self)), location &+ 1)
    }
}

/// A version 1 forward trie: the records and the best scores.
struct ScoredRecordTrie: ScoredLexiconTrie {
    let records: RecordTrie
    let bestScores: UnsafeRawPointer

    @inline(__always) func children(of node: Int) -> Range<Int> { records.children(of: node) }
    @inline(__always) func symbol(_ node: Int) -> UInt8 { records.symbol(node) }
    @inline(__always) func isWord(_ node: Int) -> Bool { records.isWord(node) }
    @inline(__always) func children(of node: Int, at location: Int, count: Int) -> Range<Int> {
        records.children(of: node, at: location, count: count)
    }
    @inline(__always) func location(of node: Int) -> Int { records.location(of: node) }
    @inline(__always) func location(of node: Int, after _: Int, at _: Int) -> Int { node }
    static var locatesChildrenLazily: Bool { false }
    @inline(__always) func step(from location: Int) -> (childCount: Int, next: Int) {
        records.step(from: location)
    }
    @inline(__always) func wordScore(_ node: Int) -> UInt16 {
        UInt16(littleEndian: records.records.loadUnaligned(fromByteOffset: 8 * node + 2, as: UInt16.self))
    }
    @inline(__always) func bestScore(_ node: Int) -> UInt16 {
        UInt16(littleEndian: bestScores.loadUnaligned(fromByteOffset: 2 * node, as: UInt16.self))
    }
}

extension LexiconVersion1.View {
    /// The forward trie, as the searches read it.
    var forward: ScoredRecordTrie {
        ScoredRecordTrie(
            records: RecordTrie(records: base + sections.forwardNodes), bestScores: base + sections.forwardBestScore)
    }

    /// The backward trie, as the searches read it.
    var backward: RecordTrie { RecordTrie(records: base + sections.backwardNodes) }
}

/// The searches of a lexicon over its two tries, the same for every file version.
struct LexiconSearch<Forward: ScoredLexiconTrie, Backward: LexiconTrie> {
    let forward: Forward
    let backward: Backward
    /// Each symbol's scalar folded for matching (see ``Lexicon/fold(_:)``).
    let foldedAlphabet: [UInt32]
    /// The symbol of the apostrophe, if the words use one.
    let apostropheSymbol: UInt8?
    /// The length of the longest word, in Unicode scalars.
    let longestWord: Int

    /// The highest word score among the words that fold to `typed`; 0 when there is none.
    func frequencyScore(of typed: [UInt32]) -> UInt16 {
        var best: UInt16 = 0
        func walk(_ node: Int, _ depth: Int) {
            if depth == typed.count {
                best = max(best, forward.wordScore(node))
                return
            }
            for child in forward.children(of: node) where foldedAlphabet[Int(forward.symbol(child))] == typed[depth] {
                let tail = forward.tail(of: child)
                guard depth + 1 + tail.count <= typed.count else { continue }
                let matches = (0..<tail.count).allSatisfy {
                    foldedAlphabet[Int(forward.tailSymbol(tail.start + $0))] == typed[depth + 1 + $0]
                }
                if matches { walk(child, depth + 1 + tail.count) }
            }
        }
        walk(0, 0)
        return best
    }

    /// Every word's symbols and score, in order of their symbols.
    func allWords() -> [(symbols: [UInt8], score: UInt16)] {
        var result: [([UInt8], UInt16)] = []
        forEachWord { symbols, score in result.append((symbols, score)) }
        return result
    }

    /// Calls `body` with every word's symbols and score, in order of their symbols, without
    /// keeping them.
    func forEachWord(_ body: (_ symbols: [UInt8], _ score: UInt16) -> Void) {
        var path: [UInt8] = []
        path.reserveCapacity(LexiconFormat.maximumWordLength)
        func walk(_ node: Int) {
            let score = forward.wordScore(node)
            if score > 0 { body(path, score) }
            for child in forward.children(of: node) where path.count < LexiconFormat.maximumWordLength {
                let tail = forward.tail(of: child)
                path.append(forward.symbol(child))
                for position in tail.start..<(tail.start + tail.count) { path.append(forward.tailSymbol(position)) }
                walk(child)
                path.removeLast(1 + tail.count)
            }
        }
        walk(0)
    }
}
