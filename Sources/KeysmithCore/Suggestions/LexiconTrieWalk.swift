/// What a ``TrieWalk`` does with each word it finds.
protocol WordVisitor {
    /// `path` is the word's symbols as the trie spells them (backwards in the backward trie),
    /// `node` its node in that trie, and `distance` its distance from the typed word, 0 to 2.
    mutating func visit(path: UnsafeBufferPointer<UInt8>, node: Int, distance: UInt8)
}

/// A node still to open, with the automaton's state after its edge.
struct PendingNode {
    var node: Int32
    /// Where the trie finds the node's children (see ``LexiconTrie/children(of:at:count:)``).
    var location: Int32
    /// Where the node's tail starts (see ``LexiconTrie/tail(of:)``): the path needs it again when
    /// the node is opened, since siblings opened before it have spelt theirs over it.
    var tailStart: Int32
    var childCount: UInt16
    /// The length of the node's path, its edge included.
    var depth: UInt8
    var tailCount: UInt8
    var r0: UInt64
    var r1: UInt64
    var r2: UInt64
}

/// One depth-first walk of a trie with the bit-parallel automaton described on ``EditCandidates``.
struct TrieWalk<Trie: LexiconTrie> {
    let trie: Trie
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

    /// Tells `visitor` of every word within `maximumDistance`.
    func run<Visitor: WordVisitor>(_ visitor: inout Visitor) {
        let trie = self.trie
        let accept: UInt64 = 1 << UInt64(length)
        // Where R1 and R2 may hold a cell that the row below lacks; nowhere for error counts above
        // the maximum. Both lie within the cells that exist, so masking with them also drops the
        // bit that shifting pushes past cell n.
        let firstEdit: UInt64 = maximumDistance >= 1 ? allowFirstEdit & cells : 0
        let secondEdit: UInt64 = maximumDistance >= 2 ? allowSecondEdit & cells : 0

        // Depth first with an explicit stack of the nodes still to open. The children of a node are
        // all computed, and the live ones written to the stack without a branch (the write is
        // always made, the top only moves for a live child): most children die, unpredictably.
        // A child with a tail follows it symbol by symbol at once, in registers, and is written
        // with the rows at the tail's end; the tail's intermediate nodes end no word. Words are
        // found in the same order as in a trie without tails, which the ranking's ties keep.
        //
        // A transposition below a node needs the rows before the last symbol of its edge. Depth
        // first, a node's parent is the last node opened at the depth where its edge starts (all
        // opened since lie deeper): `opened0` and `opened1` keep, per depth, the R0 and R1 of the
        // last node opened there, so that stack entries carry only the node's own state. Where
        // edges have tails, `openedSwap0` also keeps the transposition term that node gave R1 of
        // its children, from which a node with a tail, when opened, follows R0 and R1 along its
        // edge again (R2 plays no part in them).
        let depthLimit = min(LexiconFormat.maximumWordLength, longestWord)
        let capacity = (depthLimit + 1) * (alphabetSize + 1) + 1
        let rows = Trie.hasTails ? 3 : 2
        masks.withUnsafeBufferPointer { masks in
            withUnsafeTemporaryAllocation(of: PendingNode.self, capacity: capacity) { stack in
                withUnsafeTemporaryAllocation(of: UInt64.self, capacity: rows * (depthLimit + 2)) { opened in
                    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: depthLimit + 2) { path in
                        guard let stack = stack.baseAddress, let opened = opened.baseAddress,
                            let path = path.baseAddress, let masks = masks.baseAddress
                        else { return }
                        let opened0 = opened, opened1 = opened + (depthLimit + 2)
                        let openedSwap0 = opened + (Trie.hasTails ? 2 * (depthLimit + 2) : 0)
                        let root0: UInt64 = 1
                        let root1 = (0b11 & (root0 | firstEdit)) | root0
                        let root2 = (0b111 & (root1 | secondEdit)) | root1
                        stack[0] = PendingNode(
                            node: 0, location: 0, tailStart: 0, childCount: UInt16(trie.step(from: 0).childCount),
                            depth: 0, tailCount: 0, r0: root0, r1: root1, r2: root2)
                        var top = 1
                        while top > 0 {
                            top &-= 1
                            let entry = stack[top]
                            let node = Int(entry.node)
                            let depth = Int(entry.depth)
                            let r0 = entry.r0, r1 = entry.r1, r2 = entry.r2
                            // What every child shares: the rows shifted one cell on, what an edit after this
                            // node's alignments reaches (deletion and substitution), and the transposition of
                            // the edge's last symbol with a child's, from the rows before that symbol.
                            let shifted0 = r0 << 1, shifted1 = r1 << 1, shifted2 = r2 << 1
                            let edited0 = r0 | shifted0, edited1 = r1 | shifted1
                            var swap0: UInt64 = 0, swap1: UInt64 = 0
                            if depth > 0 {
                                let tailCount = Trie.hasTails ? Int(entry.tailCount) : 0
                                let labelStart = depth &- 1 &- tailCount
                                let symbol = trie.symbol(node)
                                path[labelStart] = symbol
                                var mask = masks[Int(symbol)]
                                var before0 = opened0[labelStart], before1 = opened1[labelStart]
                                if Trie.hasTails, tailCount > 0 {
                                    var term0 = openedSwap0[labelStart]
                                    let tailStart = Int(entry.tailStart)
                                    for index in 0..<tailCount {
                                        let next0 = (before0 << 1) & mask
                                        var next1 =
                                            ((before1 << 1) & mask) | before0 | (before0 << 1) | (next0 << 1)
                                            | (term0 & (mask << 1))
                                        next1 = (next1 & (next0 | firstEdit)) | next0
                                        term0 = (before0 << 2) & mask
                                        before0 = next0
                                        before1 = next1
                                        let tailSymbol = trie.tailSymbol(tailStart &+ index)
                                        path[labelStart &+ 1 &+ index] = tailSymbol
                                        mask = masks[Int(tailSymbol)]
                                    }
                                    // A word at the end of a tail is found here rather than when its parent is
                                    // opened, which is when the walk over nodes without tails reaches it.
                                    if r2 & accept != 0, trie.isWord(node) {
                                        visitor.visit(
                                            path: UnsafeBufferPointer(start: path, count: depth), node: node,
                                            distance: r0 & accept != 0 ? 0 : r1 & accept != 0 ? 1 : 2)
                                    }
                                }
                                swap0 = (before0 << 2) & mask
                                swap1 = (before1 << 2) & mask
                            }
                            opened0[depth] = r0
                            opened1[depth] = r1
                            if Trie.hasTails { openedSwap0[depth] = swap0 }
                            let children = trie.children(
                                of: node, at: Int(entry.location), count: Int(entry.childCount))
                            let end = children.upperBound
                            // Where locating a child costs a search (a select in a LOUDS trie), only the
                            // children that live and may be opened are located: from the cache of the first
                            // nodes, by stepping on from the last one located a few siblings before, or by a
                            // select; a node whose children all die locates none. Elsewhere every child is
                            // located by stepping from the first, and the tests below fold away.
                            let lazily = Trie.locatesChildrenLazily
                            var location = lazily ? 0 : trie.location(of: children.lowerBound)
                            // The child at `location`, or -1 before one is located.
                            var located = lazily ? -1 : children.lowerBound
                            // The last child whose tail start was found, and that start; -1 before one is.
                            var tailSibling = -1
                            var tailSiblingStart = 0
                            let canDescend = depth &+ 1 < depthLimit ? 1 : 0
                            var child = children.lowerBound
                            if (r1 | swap1) == 0 {
                                // Every alignment here has spent every edit, and no transposition ends below:
                                // a child lives only by continuing one exactly, and so does all of its
                                // subtree. Most children die; only the living are written.
                                let target = shifted2 & secondEdit
                                while child < end {
                                    let symbol = trie.symbol(child)
                                    var new2 = target & masks[Int(symbol)]
                                    var childDepth = depth &+ 1
                                    var tail = (start: 0, count: 0)
                                    if Trie.hasTails, new2 != 0, trie.hasTail(child) {
                                        path[depth] = symbol
                                        let start = trie.tailStart(of: child, after: tailSibling, at: tailSiblingStart)
                                        tailSibling = child
                                        tailSiblingStart = start
                                        var position = start
                                        var last = false
                                        repeat {
                                            let tailSymbol = trie.tailSymbol(position)
                                            path[childDepth] = tailSymbol
                                            new2 = (new2 << 1) & secondEdit & masks[Int(tailSymbol)]
                                            last = trie.isTailEnd(position)
                                            childDepth &+= 1
                                            position &+= 1
                                        } while !last && new2 != 0
                                        tail = (start, position &- start)
                                    }
                                    // A child with a tail is opened even without children, for its word.
                                    let descend = !Trie.hasTails || childDepth < depthLimit ? canDescend : 0
                                    let opens = tail.count != 0 ? 1 : descend
                                    if new2 != 0, tail.count == 0, new2 & accept != 0, trie.isWord(child) {
                                        path[depth] = symbol
                                        visitor.visit(
                                            path: UnsafeBufferPointer(start: path, count: childDepth), node: child,
                                            distance: 2)
                                    }
                                    let locates = lazily && new2 != 0 && opens != 0
                                    if locates {
                                        location = trie.location(of: child, after: located, at: location)
                                        located = child
                                    }
                                    if !lazily || locates {
                                        let (childCount, nextLocation) = trie.step(from: location)
                                        if new2 != 0, childCount != 0 && descend != 0 || tail.count != 0 {
                                            stack[top] = PendingNode(
                                                node: Int32(truncatingIfNeeded: child),
                                                location: Int32(truncatingIfNeeded: location),
                                                tailStart: Int32(truncatingIfNeeded: tail.start),
                                                childCount: UInt16(truncatingIfNeeded: childCount),
                                                depth: UInt8(truncatingIfNeeded: childDepth),
                                                tailCount: UInt8(truncatingIfNeeded: tail.count),
                                                r0: 0, r1: 0, r2: new2)
                                            top &+= 1
                                        }
                                        location = nextLocation
                                        located = child &+ 1
                                    }
                                    child &+= 1
                                }
                                continue
                            }
                            while child < end {
                                let symbol = trie.symbol(child)
                                let symbolMask = masks[Int(symbol)]
                                var new0 = shifted0 & symbolMask
                                var new1 = (shifted1 & symbolMask) | edited0 | (new0 << 1) | (swap0 & (symbolMask << 1))
                                var new2 = (shifted2 & symbolMask) | edited1 | (swap1 & (symbolMask << 1))
                                // Keep the edits allowed where they are, and R0 ⊆ R1 ⊆ R2.
                                new1 = (new1 & (new0 | firstEdit)) | new0
                                new2 = ((new2 | (new1 << 1)) & (new1 | secondEdit)) | new1
                                var childDepth = depth &+ 1
                                var tail = (start: 0, count: 0)
                                if Trie.hasTails, new2 != 0, trie.hasTail(child) {
                                    // The tail's length is found on the way, from its end bits; the walk
                                    // stops as soon as the tail leaves every alignment behind.
                                    path[depth] = symbol
                                    var childSwap0 = (shifted0 << 1) & symbolMask
                                    var childSwap1 = (shifted1 << 1) & symbolMask
                                    let start = trie.tailStart(of: child, after: tailSibling, at: tailSiblingStart)
                                    tailSibling = child
                                    tailSiblingStart = start
                                    var position = start
                                    var last = false
                                    repeat {
                                        let tailSymbol = trie.tailSymbol(position)
                                        path[childDepth] = tailSymbol
                                        let mask = masks[Int(tailSymbol)]
                                        let next0 = (new0 << 1) & mask
                                        var next1 =
                                            ((new1 << 1) & mask) | new0 | (new0 << 1) | (next0 << 1)
                                            | (childSwap0 & (mask << 1))
                                        var next2 =
                                            ((new2 << 1) & mask) | new1 | (new1 << 1) | (childSwap1 & (mask << 1))
                                        next1 = (next1 & (next0 | firstEdit)) | next0
                                        next2 = ((next2 | (next1 << 1)) & (next1 | secondEdit)) | next1
                                        childSwap0 = (new0 << 2) & mask
                                        childSwap1 = (new1 << 2) & mask
                                        new0 = next0
                                        new1 = next1
                                        new2 = next2
                                        last = trie.isTailEnd(position)
                                        childDepth &+= 1
                                        position &+= 1
                                    } while !last && new2 != 0
                                    tail = (start, position &- start)
                                }
                                let descend = !Trie.hasTails || childDepth < depthLimit ? canDescend : 0
                                let opens = tail.count != 0 ? 1 : descend
                                if tail.count == 0, new2 & accept != 0, trie.isWord(child) {
                                    path[depth] = symbol
                                    visitor.visit(
                                        path: UnsafeBufferPointer(start: path, count: childDepth), node: child,
                                        distance: new0 & accept != 0 ? 0 : new1 & accept != 0 ? 1 : 2)
                                }
                                let locates = lazily && new2 != 0 && opens != 0
                                if locates {
                                    location = trie.location(of: child, after: located, at: location)
                                    located = child
                                }
                                if !lazily || locates {
                                    let (childCount, nextLocation) = trie.step(from: location)
                                    stack[top] = PendingNode(
                                        node: Int32(truncatingIfNeeded: child),
                                        location: Int32(truncatingIfNeeded: location),
                                        tailStart: Int32(truncatingIfNeeded: tail.start),
                                        childCount: UInt16(truncatingIfNeeded: childCount),
                                        depth: UInt8(truncatingIfNeeded: childDepth),
                                        tailCount: UInt8(truncatingIfNeeded: tail.count),
                                        r0: new0, r1: new1, r2: new2)
                                    top &+= (new2 != 0 ? 1 : 0) & (childCount != 0 ? descend : tail.count != 0 ? 1 : 0)
                                    location = nextLocation
                                    located = child &+ 1
                                }
                                child &+= 1
                            }
                        }
                    }
                }
            }
        }
    }
}
