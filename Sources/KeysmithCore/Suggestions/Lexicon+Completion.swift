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
        /// Where the node's tail starts among all the tails' symbols, once `edgeLength` is known.
        var tailStart: Int32 = 0
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

    /// The highest scores among the entries in the queue, highest first, at most `min(limit, 4)` of
    /// them, each standing for a distinct entry: the bound on what can still be among the results.
    ///
    /// Every entry in the queue guarantees one distinct word of exactly its score (a subtree, the
    /// word that carries its best score; the queue's subtrees and words are disjoint). So when
    /// `needed` more words are wanted and `needed` entries score at least some `s`, an entry of a
    /// lower score would come out of the queue only after those words, too late to be one of the
    /// results: it need not be pushed at all. Only a strictly lower score is cut, so that ties are
    /// still broken by the queue as before, and the results are the same, in the same order.
    private struct LeadingScores {
        /// The scores, 0 for an empty slot (no word scores 0).
        private var scores = SIMD4<UInt16>()
        private let capacity: Int

        init(limit: Int) { capacity = min(limit, scores.scalarCount) }

        /// Whether an entry of `score` may still be one of the `needed` next results.
        @inline(__always) func admits(_ score: UInt16, needed: Int) -> Bool {
            needed > capacity || score >= scores[needed &- 1]
        }

        /// Records the score of an entry just pushed.
        @inline(__always) mutating func insert(_ score: UInt16) {
            guard score > scores[capacity &- 1] else { return }
            var carried = score
            for slot in 0..<capacity where carried > scores[slot] {
                swap(&carried, &scores[slot])
            }
        }

        /// Forgets the score of the entry just popped, the queue's first: if the highest score
        /// recorded is not its, it is another entry's of the same score, or the popped entry's score
        /// was never recorded; forgetting a score only makes the bound looser.
        @inline(__always) mutating func removeFirst(_ score: UInt16) {
            guard scores[0] == score else { return }
            scores = SIMD4(scores[1], scores[2], scores[3], 0)
        }
    }

    /// The steps that may follow one step of a path, each with its symbol: the next symbol of the
    /// step's edge, or else each child's first symbol. An iterator rather than a closure, so that
    /// the prefix walk's loops are compiled together with their bodies.
    private struct Successors {
        let forward: Forward
        let parent: Int32
        /// The step along the edge's tail, taken before any child (there are none then).
        var alongTail: PathStep?
        var tailSymbol: UInt8 = 0
        var children: Range<Int> = 0..<0

        @inline(__always) mutating func next() -> (symbol: UInt8, step: PathStep)? {
            if let step = alongTail {
                alongTail = nil
                return (tailSymbol, step)
            }
            guard let child = children.popFirst() else { return nil }
            return (forward.symbol(child), PathStep(node: Int32(child), parent: parent, position: 0))
        }
    }

    /// `step` with the length of its edge and the start of its tail filled in.
    @inline(__always) private func measured(_ step: PathStep) -> PathStep {
        guard step.edgeLength == 0 else { return step }
        var step = step
        let tail = forward.tail(of: Int(step.node))
        step.tailStart = Int32(tail.start)
        step.edgeLength = UInt8(1 + tail.count)
        return step
    }

    /// The steps that follow `step`, numbered `index`.
    @inline(__always) private func successors(of step: PathStep, at index: Int32) -> Successors {
        let step = measured(step)
        if Forward.hasTails, step.position &+ 1 < step.edgeLength {
            return Successors(
                forward: forward, parent: index,
                alongTail: PathStep(
                    node: step.node, parent: index, tailStart: step.tailStart, position: step.position + 1,
                    edgeLength: step.edgeLength),
                tailSymbol: forward.tailSymbol(Int(step.tailStart) + Int(step.position)))
        }
        return Successors(forward: forward, parent: index, children: forward.children(of: Int(step.node)))
    }

    /// The `limit` best completions of the folded scalars `typed`, as ``Lexicon/completions(of:limit:)``
    /// describes them, each made by `match` from its symbols and score.
    ///
    /// A symbol of a tail is taken as a step of its own, as the node it stands for would be: ties
    /// between equal scores go to the earlier step, so that the same words come out in the same
    /// order whether or not the trie has tails. A word or subtree that can no longer be among the
    /// results is never queued (see `LeadingScores`).
    func completions<Match>(of typed: [UInt32], limit: Int, match: ([UInt8], UInt16) -> Match) -> [Match] {
        guard limit > 0 else { return [] }
        // Room for the steps and queue of most searches, so that each array is allocated once
        // rather than grown by doubling.
        var steps: [PathStep] = []
        steps.reserveCapacity(128)
        let frontier = prefixSteps(typed, into: &steps)
        if frontier.isEmpty { return [] }

        var heap: [QueueEntry] = []
        heap.reserveCapacity(frontier.count + 32)
        for step in frontier {
            heap.append(QueueEntry(score: forward.bestScore(Int(steps[Int(step)].node)), isWord: false, step: step))
        }
        heap.sort { $0.precedes($1) }
        var leading = LeadingScores(limit: limit)
        for entry in heap.prefix(limit) { leading.insert(entry.score) }
        // A sorted array is a heap, and stays one when its tail is cut.
        while let last = heap.last, !leading.admits(last.score, needed: limit) { heap.removeLast() }
        var results: [Match] = []
        results.reserveCapacity(min(limit, 16))
        while results.count < limit, let entry = Self.popFirst(&heap) {
            leading.removeFirst(entry.score)
            var stepIndex = entry.step
            var step = steps[Int(stepIndex)]
            let node = Int(step.node)
            if entry.isWord {
                results.append(match(word(endingAt: stepIndex, in: steps), entry.score))
                continue
            }
            if Forward.hasTails, step.edgeLength != 1 {
                // Inside an edge, the next symbol is the subtree's one way on.
                step = measured(step)
                var position = step.position
                if position &+ 1 < step.edgeLength {
                    // The next symbol's step has the entry's score and comes after every step in
                    // the queue, so when no entry there has as high a score it would come out next,
                    // and so would each after it: the edge is followed to its end at once.
                    let followsToEnd = heap.first.map { $0.score < entry.score } ?? true
                    repeat {
                        position += 1
                        steps.append(
                            PathStep(
                                node: step.node, parent: stepIndex, tailStart: step.tailStart, position: position,
                                edgeLength: step.edgeLength))
                        stepIndex = Int32(steps.count - 1)
                    } while followsToEnd && position &+ 1 < step.edgeLength
                    if !followsToEnd {
                        Self.push(QueueEntry(score: entry.score, isWord: false, step: stepIndex), into: &heap)
                        leading.insert(entry.score)
                        continue
                    }
                }
            }
            let needed = limit - results.count
            let score = forward.wordScore(node)
            if score > 0, leading.admits(score, needed: needed) {
                Self.push(QueueEntry(score: score, isWord: true, step: stepIndex), into: &heap)
                leading.insert(score)
            }
            for child in forward.children(of: node) {
                let best = forward.bestScore(child)
                guard leading.admits(best, needed: needed) else { continue }
                steps.append(PathStep(node: Int32(child), parent: stepIndex, position: 0))
                Self.push(QueueEntry(score: best, isWord: false, step: Int32(steps.count - 1)), into: &heap)
                leading.insert(best)
            }
        }
        return results
    }

    /// The steps that spell `typed` from the root, appended to `steps` with every step before
    /// them; the indexes of the last ones (at most 64), none when nothing is spelt so. Apart from
    /// the search's loop, so that the loop's code stays small enough for the compiler to build the
    /// queue's operations into it.
    @inline(never)
    private func prefixSteps(_ typed: [UInt32], into steps: inout [PathStep]) -> [Int32] {
        // The root's edge is empty and never spelt.
        steps.append(PathStep(node: 0, parent: -1, position: 0, edgeLength: 1))
        var frontier: [Int32] = [0]
        let maximumFrontier = 64
        for scalar in typed {
            var next: [Int32] = []
            for stepIndex in frontier {
                var successors = successors(of: steps[Int(stepIndex)], at: stepIndex)
                while let (symbol, taken) = successors.next() {
                    if foldedAlphabet[Int(symbol)] == scalar {
                        steps.append(taken)
                        next.append(Int32(steps.count - 1))
                    } else if symbol == apostropheSymbol, scalar != 0x27 {
                        // An apostrophe the prefix leaves out: step over it.
                        var afterApostrophe = self.successors(of: taken, at: Int32(steps.count))
                        while let (symbol, after) = afterApostrophe.next() {
                            guard foldedAlphabet[Int(symbol)] == scalar else { continue }
                            steps.append(taken)
                            var after = after
                            after.parent = Int32(steps.count - 1)
                            steps.append(after)
                            next.append(Int32(steps.count - 1))
                        }
                    }
                }
            }
            frontier = Array(next.prefix(maximumFrontier))
            if frontier.isEmpty { return [] }
        }
        return frontier
    }

    private func word(endingAt step: Int32, in steps: [PathStep]) -> [UInt8] {
        var symbols: [UInt8] = []
        var index = Int(step)
        while index > 0 {
            let step = steps[index]
            // A step inside an edge was measured before it was taken.
            symbols.append(
                step.position == 0
                    ? forward.symbol(Int(step.node))
                    : forward.tailSymbol(Int(step.tailStart) + Int(step.position) - 1))
            index = Int(step.parent)
        }
        symbols.reverse()
        return symbols
    }

    // A binary heap ordered by `precedes`.

    @inline(__always) private static func push(_ entry: QueueEntry, into heap: inout [QueueEntry]) {
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
