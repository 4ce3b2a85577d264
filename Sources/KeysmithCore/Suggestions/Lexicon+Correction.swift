/// Words of a lexicon within two edits of a typed word, found without a deletion index.
///
/// **Distance.** Edits are those of the optimal string alignment distance (restricted
/// Damerau–Levenshtein): inserting, deleting or substituting a character, or swapping two neighbours,
/// each counting 1, no character edited twice. Case is ignored and `’` matches `'`.
///
/// **Walk.** The lexicon's forward trie is walked depth first while a bit-parallel automaton
/// (Wu–Manber's, with Hyyrö's transposition term) follows the typed word: for each error count e of
/// 0, 1 and 2 a 64-bit mask `R[e]` has bit j set when the first j typed characters align with the
/// path so far in at most e edits. One trie step updates the three masks with a dozen shifts, ands and
/// ors, whatever the typed word's length (up to 62 characters):
///
///     R0' = (R0 << 1) & B[c]
///     R1' = (R1 << 1) & B[c] | R0 | R0 << 1 | R0' << 1 | (P0 << 2) & (B[c] << 1) & B[c₋₁]
///     R2' = (R2 << 1) & B[c] | R1 | R1 << 1 | R1' << 1 | (P1 << 2) & (B[c] << 1) & B[c₋₁]
///
/// where `B[c]` marks the typed positions holding the path's new character c, `c₋₁` is the one
/// before it and `P` the masks before `c₋₁`. A subtree is left as soon as `R2` is empty; a word ends
/// within two edits when bit n (the typed length) is set in `R2`.
///
/// **Forward and backward.** Walking with two edits allowed everywhere visits most short prefixes of
/// the trie, since any three letters are within two edits of the start of almost any word. So the
/// search is split as in Mihov and Schulz's forward–backward method. Let h be half the typed length,
/// rounded down. Any alignment of cost at most 2 either (a) has cost at most 1 while it covers the
/// first h typed characters, or (b) has already spent both edits there, so that everything after is
/// an exact match of the rest of the typed word. Case (a) is found in the forward trie with masks
/// that allow the second edit only past typed position h; case (b) in the backward trie (the words
/// spelt backwards), matching the typed word backwards with no edit allowed until its first n − h
/// characters (the last ones, read backwards) are matched. Both walks stay narrow near the root,
/// where tries are widest, which divides the nodes visited by about four on English. A word found by
/// both walks is kept once, with the smaller distance, which is its true distance.
///
/// **Size.** The two tries of the 82,834-word English list have about 205,000 and 239,000 nodes:
/// 10 bytes a node forward (an 8-byte record of symbol, child count, word score and first child, and
/// the best score) and 8 backward, about 4 MB in all, against several hundred megabytes for SymSpell's deletion index at edit
/// distance 2.
struct EditCandidates {
    struct Entry {
        /// Where the word's symbols start in ``EditCandidates/symbols``.
        var start: Int32
        var length: Int32
        /// The word's node in the forward trie.
        var node: Int32
        var distance: UInt8
        var score: UInt16
    }

    /// The symbols of every candidate, one after another.
    var symbols: [UInt8] = []
    var entries: [Entry] = []
}

extension Lexicon {
    /// The words within `maximumDistance` (at most 2) edits of `word`, with their distances and word
    /// scores, in no particular order. Empty for an empty word or one longer than 62 characters.
    public func words(within maximumDistance: Int, of word: String) -> [(word: String, distance: Int, score: Int)] {
        let typed = word.unicodeScalars.map { Self.fold($0) }
        let found = candidates(within: maximumDistance, of: typed)
        return found.entries.map { entry in
            let start = Int(entry.start)
            return (string(of: found.symbols[start..<(start + Int(entry.length))]), Int(entry.distance), Int(entry.score))
        }
    }

    /// The words within `maximumDistance` (at most 2) edits of the folded scalars `typed`.
    func candidates(within maximumDistance: Int, of typed: [UInt32]) -> EditCandidates {
        var result = EditCandidates()
        let length = typed.count
        guard length > 0, length <= 62, maximumDistance >= 0 else { return result }
        let distance = min(maximumDistance, 2)
        _ = withView { view in
            let half = length / 2
            let cells: UInt64 = (1 << UInt64(length + 1)) &- 1
            func bits(from start: Int) -> UInt64 { start > length ? 0 : cells & ~((1 << UInt64(start)) &- 1) }

            var masks = [UInt64](repeating: 0, count: alphabet.count)
            var backwardMasks = masks
            for (symbol, folded) in foldedAlphabet.enumerated() {
                for (position, scalar) in typed.enumerated() where scalar == folded {
                    masks[symbol] |= 1 << UInt64(position + 1)
                    backwardMasks[symbol] |= 1 << UInt64(length - position)
                }
            }
            let forward = TrieWalk(
                view: view, isForward: true, masks: masks, cells: cells, length: length, maximumDistance: distance,
                allowFirstEdit: cells, allowSecondEdit: bits(from: half + 1),
                alphabetSize: alphabet.count, longestWord: longestWord)
            forward.run { path, node, found in
                let start = Int32(result.symbols.count)
                result.symbols.append(contentsOf: path)
                result.entries.append(EditCandidates.Entry(
                    start: start, length: Int32(path.count), node: Int32(node), distance: found,
                    score: view.forwardWordScore(node)))
            }

            let exactPart = length - half
            let backward = TrieWalk(
                view: view, isForward: false, masks: backwardMasks, cells: cells, length: length,
                maximumDistance: distance, allowFirstEdit: bits(from: exactPart), allowSecondEdit: bits(from: exactPart),
                alphabetSize: alphabet.count, longestWord: longestWord)
            let forwardCount = result.entries.count
            var spelling = [UInt8](repeating: 0, count: LexiconFormat.maximumWordLength)
            backward.run { path, _, found in
                let count = path.count
                for index in 0..<count { spelling[count - 1 - index] = path[index] }
                let node = spelling.withUnsafeBufferPointer { forwardNode(of: UnsafeBufferPointer(rebasing: $0[0..<count]), in: view) }
                guard let node else { return }
                // The backward walk never finds a word twice; the forward one may have found it.
                for index in 0..<forwardCount where result.entries[index].node == Int32(node) {
                    if found < result.entries[index].distance { result.entries[index].distance = found }
                    return
                }
                let start = Int32(result.symbols.count)
                result.symbols.append(contentsOf: spelling[0..<count])
                result.entries.append(EditCandidates.Entry(
                    start: start, length: Int32(count), node: Int32(node), distance: found,
                    score: view.forwardWordScore(node)))
            }
        }
        return result
    }
}

/// A node still to open, with the automaton's state after it and what transpositions below need.
private struct PendingNode {
    var node: Int32
    var depth: Int32
    var r0: UInt64
    var r1: UInt64
    var r2: UInt64
    /// The parent's R0 and R1.
    var grand0: UInt64
    var grand1: UInt64
    /// The typed positions holding the node's symbol.
    var mask: UInt64
}

/// One depth-first walk of a trie with the bit-parallel automaton described on ``EditCandidates``.
private struct TrieWalk {
    let view: Lexicon.View
    let isForward: Bool
    /// For each symbol, the typed positions (bits 1…n) holding it.
    let masks: [UInt64]
    /// Bits 0…n: the cells that exist.
    let cells: UInt64
    let length: Int
    let maximumDistance: Int
    /// The cells that may hold an alignment of cost 1 without one of cost 0.
    let allowFirstEdit: UInt64
    /// The cells that may hold an alignment of cost 2 without one of cost 1.
    let allowSecondEdit: UInt64
    let alphabetSize: Int
    /// The longest word of the lexicon, which bounds the depth of the walk.
    let longestWord: Int

    /// Calls `found` with the path (the word's symbols, as the trie spells them), its node and its
    /// distance for every word within `maximumDistance`.
    func run(_ found: (UnsafeBufferPointer<UInt8>, Int, UInt8) -> Void) {
        let sections = view.sections
        let base = view.base
        let records = base + (isForward ? sections.forwardNodes : sections.backwardNodes)
        @inline(__always) func symbolOf(_ node: Int) -> UInt8 { records.load(fromByteOffset: 8 * node, as: UInt8.self) }
        @inline(__always) func childCount(_ node: Int) -> Int { Int(records.load(fromByteOffset: 8 * node + 1, as: UInt8.self)) }
        @inline(__always) func firstChild(_ node: Int) -> Int {
            Int(UInt32(littleEndian: records.loadUnaligned(fromByteOffset: 8 * node + 4, as: UInt32.self)))
        }
        let accept: UInt64 = 1 << UInt64(length)
        let limit1: UInt64 = maximumDistance >= 1 ? cells : 0
        let limit2: UInt64 = maximumDistance >= 2 ? cells : 0

        // Depth first with an explicit stack of the nodes still to open. The children of a node are
        // all computed, and the live ones written to the stack without a branch (the write is
        // always made, the top only moves for a live child): most children die, unpredictably.
        let depthLimit = min(LexiconFormat.maximumWordLength, longestWord)
        let capacity = (depthLimit + 1) * (alphabetSize + 1) + 1
        masks.withUnsafeBufferPointer { masks in
        withUnsafeTemporaryAllocation(of: PendingNode.self, capacity: capacity) { stack in
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: depthLimit + 2) { path in
            guard let stack = stack.baseAddress, let path = path.baseAddress, let masks = masks.baseAddress else { return }
            let root0: UInt64 = 1
            let root1 = (0b11 & cells & limit1 & (root0 | allowFirstEdit)) | root0
            let root2 = (0b111 & cells & limit2 & (root1 | allowSecondEdit)) | root1
            stack[0] = PendingNode(node: 0, depth: 0, r0: root0, r1: root1, r2: root2, grand0: 0, grand1: 0, mask: 0)
            var top = 1
            while top > 0 {
                top &-= 1
                let entry = stack[top]
                let node = Int(entry.node)
                let depth = Int(entry.depth)
                if depth > 0 { path[depth &- 1] = symbolOf(node) }
                let first = firstChild(node)
                let end = first &+ childCount(node)
                let canDescend = depth &+ 1 < depthLimit ? 1 : 0
                var child = first
                while child < end {
                    let symbol = symbolOf(child)
                    let symbolMask = masks[Int(symbol)]
                    let swapped = (symbolMask << 1) & entry.mask
                    let new0 = (entry.r0 << 1) & symbolMask & cells
                    var new1 = ((entry.r1 << 1) & symbolMask) | entry.r0 | (entry.r0 << 1) | (new0 << 1)
                        | ((entry.grand0 << 2) & swapped)
                    var new2 = ((entry.r2 << 1) & symbolMask) | entry.r1 | (entry.r1 << 1) | ((entry.grand1 << 2) & swapped)
                    // Keep the cells that exist and the edits allowed where they are, and R0 ⊆ R1 ⊆ R2.
                    new1 = (new1 & cells & limit1 & (new0 | allowFirstEdit)) | new0
                    new2 |= new1 << 1
                    new2 = (new2 & cells & limit2 & (new1 | allowSecondEdit)) | new1
                    if new2 & accept != 0, isWord(child) {
                        path[depth] = symbol
                        found(
                            UnsafeBufferPointer(start: path, count: depth &+ 1), isForward ? child : -1,
                            new0 & accept != 0 ? 0 : new1 & accept != 0 ? 1 : 2)
                    }
                    stack[top] = PendingNode(
                        node: Int32(truncatingIfNeeded: child), depth: Int32(truncatingIfNeeded: depth &+ 1),
                        r0: new0, r1: new1, r2: new2, grand0: entry.r0, grand1: entry.r1, mask: symbolMask)
                    let live = (new2 != 0 ? 1 : 0) & (childCount(child) != 0 ? 1 : 0) & canDescend
                    top &+= live
                    child &+= 1
                }
            }
        }
        }
        }
    }

    @inline(__always) private func isWord(_ node: Int) -> Bool {
        isForward ? view.forwardWordScore(node) > 0 : view.backwardIsWord(node)
    }
}
