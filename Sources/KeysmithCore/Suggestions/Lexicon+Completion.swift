/// A word found in a lexicon, spelt as the lexicon spells it, with its word score
/// (`1 + round(1000 × ln(count))`).
@_spi(Tooling) public struct LexiconMatch: Sendable, Hashable, Codable {
    public var word: String
    var score: Int

    init(word: String, score: Int) {
        self.word = word
        self.score = score
    }
}

extension Lexicon {
    /// The `limit` most frequent words that start with `prefix`, most frequent first, the prefix
    /// itself included when it is a word. Case is ignored, and apostrophes the prefix leaves out are
    /// allowed: `dont` finds `don't` and `im` finds `i'm`.
    ///
    /// The search is best-first over the forward trie: every node stores the best score in its
    /// subtree, so the walk opens only the branches that can still hold one of the `limit` best words,
    /// a few dozen nodes whatever the size of the lexicon.
    @_spi(Tooling) public func completions(of prefix: String, limit: Int = 3) -> [LexiconMatch] {
        let typed = prefix.unicodeScalars.map { Self.fold($0) }
        guard limit > 0, typed.count <= LexiconFormat.maximumWordLength else { return [] }
        return withSearch { search in
            search.completions(of: typed, limit: limit) { LexiconMatch(word: string(of: $0), score: Int($1)) }
        } ?? []
    }
}

extension LexiconSearch {
    /// One symbol of a path: symbol `position` of the edge into `node` (0 its symbol, the tail's
    /// after it), and the step before it.
    private struct PathStep {
        var node: Int32
        var parent: Int32
        var position: UInt8
        /// The number of symbols of the node's edge once known, 0 before.
        var edgeLength: UInt8 = 0
    }

    private struct QueueEntry {
        var score: UInt16
        var isWord: Bool
        var step: Int32

        /// Whether `self` comes out of the queue before `other`: higher score first, a word before a
        /// subtree of the same score, then the earlier step.
        func precedes(_ other: QueueEntry) -> Bool {
            if score != other.score { return score > other.score }
            if isWord != other.isWord { return isWord }
            return step < other.step
        }
    }

    /// Calls `body` with each symbol that may follow `consumed` symbols of the edge into `node`,
    /// and where it leads: on along the edge's tail, or else to each child's first symbol.
    @inline(__always) private func forEachNext(
        node: Int, consumed: Int, _ body: (_ symbol: UInt8, _ node: Int, _ consumed: Int) -> Void
    ) {
        if Forward.hasTails, node > 0, forward.hasTail(node) {
            let tail = forward.tail(of: node)
            if consumed <= tail.count {
                body(forward.tailSymbol(tail.start + consumed - 1), node, consumed + 1)
                return
            }
        }
        for child in forward.children(of: node) { body(forward.symbol(child), child, 1) }
    }

    /// The `limit` best completions of the folded scalars `typed`, as ``Lexicon/completions(of:limit:)``
    /// describes them, each made by `match` from its symbols and score.
    ///
    /// A symbol of a tail is taken as a step of its own, as the node it stands for would be: ties
    /// between equal scores go to the earlier step, so that the same words come out in the same
    /// order whether or not the trie has tails.
    func completions<Match>(of typed: [UInt32], limit: Int, match: ([UInt8], UInt16) -> Match) -> [Match] {
        // The root's edge is empty and never spelt.
        var steps: [PathStep] = [PathStep(node: 0, parent: -1, position: 0, edgeLength: 1)]
        var frontier: [Int32] = [0]
        let maximumFrontier = 64
        for scalar in typed {
            var next: [Int32] = []
            for stepIndex in frontier {
                let step = steps[Int(stepIndex)]
                forEachNext(node: Int(step.node), consumed: Int(step.position) + 1) { symbol, node, consumed in
                    let taken = PathStep(node: Int32(node), parent: stepIndex, position: UInt8(consumed - 1))
                    if foldedAlphabet[Int(symbol)] == scalar {
                        steps.append(taken)
                        next.append(Int32(steps.count - 1))
                    } else if symbol == apostropheSymbol, scalar != 0x27 {
                        // An apostrophe the prefix leaves out: step over it.
                        forEachNext(node: node, consumed: consumed) { symbol, after, afterConsumed in
                            guard foldedAlphabet[Int(symbol)] == scalar else { return }
                            steps.append(taken)
                            steps.append(
                                PathStep(
                                    node: Int32(after), parent: Int32(steps.count - 1),
                                    position: UInt8(afterConsumed - 1)))
                            next.append(Int32(steps.count - 1))
                        }
                    }
                }
            }
            frontier = Array(next.prefix(maximumFrontier))
            if frontier.isEmpty { return [] }
        }

        var heap: [QueueEntry] = frontier.map {
            QueueEntry(score: forward.bestScore(Int(steps[Int($0)].node)), isWord: false, step: $0)
        }
        heap.sort { $0.precedes($1) }
        var results: [Match] = []
        while results.count < limit, let entry = Self.popFirst(&heap) {
            var stepIndex = entry.step
            let step = steps[Int(stepIndex)]
            let node = Int(step.node)
            if entry.isWord {
                results.append(match(word(endingAt: stepIndex, in: steps), entry.score))
                continue
            }
            if Forward.hasTails, node > 0, step.edgeLength != 1 {
                // Inside an edge, the next symbol is the subtree's one way on.
                let edgeLength =
                    step.edgeLength > 0
                    ? Int(step.edgeLength) : 1 + forward.tail(of: node).count
                var position = Int(step.position)
                if position + 1 < edgeLength {
                    // The next symbol's step has the entry's score and comes after every step in
                    // the queue, so when no entry there has as high a score it would come out next,
                    // and so would each after it: the edge is followed to its end at once.
                    let followsToEnd = heap.first.map { $0.score < entry.score } ?? true
                    repeat {
                        position += 1
                        steps.append(
                            PathStep(
                                node: step.node, parent: stepIndex, position: UInt8(position),
                                edgeLength: UInt8(edgeLength)))
                        stepIndex = Int32(steps.count - 1)
                    } while followsToEnd && position + 1 < edgeLength
                    if !followsToEnd {
                        Self.push(QueueEntry(score: entry.score, isWord: false, step: stepIndex), into: &heap)
                        continue
                    }
                }
            }
            let score = forward.wordScore(node)
            if score > 0 { Self.push(QueueEntry(score: score, isWord: true, step: stepIndex), into: &heap) }
            for child in forward.children(of: node) {
                steps.append(PathStep(node: Int32(child), parent: stepIndex, position: 0))
                Self.push(
                    QueueEntry(score: forward.bestScore(child), isWord: false, step: Int32(steps.count - 1)),
                    into: &heap)
            }
        }
        return results
    }

    private func word(endingAt step: Int32, in steps: [PathStep]) -> [UInt8] {
        var symbols: [UInt8] = []
        var index = Int(step)
        // The tail of the node whose edge the steps are in, found once for all of its steps.
        var tailNode = -1
        var tailStart = 0
        while index > 0 {
            let step = steps[index]
            let node = Int(step.node)
            if step.position == 0 {
                symbols.append(forward.symbol(node))
            } else {
                if node != tailNode {
                    tailNode = node
                    tailStart = forward.tailStart(of: node)
                }
                symbols.append(forward.tailSymbol(tailStart + Int(step.position) - 1))
            }
            index = Int(step.parent)
        }
        symbols.reverse()
        return symbols
    }

    // A binary heap ordered by `precedes`.

    private static func push(_ entry: QueueEntry, into heap: inout [QueueEntry]) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private static func popFirst(_ heap: inout [QueueEntry]) -> QueueEntry? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        guard !heap.isEmpty else { return first }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var best = parent
            if left < heap.count, heap[left].precedes(heap[best]) { best = left }
            if right < heap.count, heap[right].precedes(heap[best]) { best = right }
            if best == parent { break }
            heap.swapAt(parent, best)
            parent = best
        }
        return first
    }
}
