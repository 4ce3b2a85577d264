extension WordLattice {
    /// The cheapest paths through the lattice, cheapest first, up to `limit` of them that differ by
    /// `key` (a path whose key an earlier one had is skipped: two segmentations may write the same
    /// text), and none that costs more than the first by over `margin`. Costs are counted as
    /// ``bestPath(connection:end:)`` counts them, and the first path is its path.
    ///
    /// The Viterbi forward pass gives the cheapest cost of reaching each edge; a best-first search
    /// then grows paths backwards from the end of the reading, each ranked by its exact cost so far
    /// plus the cheapest way to reach its first edge, so that complete paths come out in order of
    /// cost. At most `expansionLimit` partial paths are taken from the queue, which bounds the work
    /// on a lattice whose cheap paths all write the same few texts.
    func bestPaths<Key: Hashable>(
        limit: Int, margin: Double = .infinity, expansionLimit: Int = 4_000, distinctBy key: ([Edge]) -> Key,
        connection: (Edge?, Edge) -> Double = { _, _ in 0 }, end: (Edge) -> Double = { _ in 0 }
    ) -> [[Edge]] {
        guard length > 0 else { return limit > 0 ? [[]] : [] }
        let forward = cheapestPrefixes(connection: connection)
        var queue = MinimumHeap<Queued>()
        for last in forward.ending[length] where forward.cost[last.node][last.index].isFinite {
            let suffixCost = end(edge(last))
            queue.insert(
                Queued(
                    cost: forward.cost[last.node][last.index] + suffixCost,
                    partial: Partial(first: last, suffixCost: suffixCost, rest: nil)))
        }
        var paths: [[Edge]] = []
        var seen = Set<Key>()
        var expansions = 0
        var cheapest: Double?
        while paths.count < limit, expansions < expansionLimit, let queued = queue.popFirst() {
            let (cost, partial) = (queued.cost, queued.partial)
            expansions += 1
            let first = edge(partial.first)
            if partial.first.node == 0 {
                var path = [first]
                var rest = partial.rest
                while let suffix = rest {
                    path.append(edge(suffix.position))
                    rest = suffix.next
                }
                // The queue gives complete paths in order of cost, so the first is the cheapest.
                if cost > (cheapest ?? cost) + margin { break }
                cheapest = cheapest ?? cost
                if seen.insert(key(path)).inserted { paths.append(path) }
                continue
            }
            let rest = Suffix(position: partial.first, next: partial.rest)
            for before in forward.ending[partial.first.node] where forward.cost[before.node][before.index].isFinite {
                let suffixCost = partial.suffixCost + first.cost + connection(edge(before), first)
                queue.insert(
                    Queued(
                        cost: forward.cost[before.node][before.index] + suffixCost,
                        partial: Partial(first: before, suffixCost: suffixCost, rest: rest)))
            }
        }
        return paths
    }
}

/// A path the search grows backwards from the end of the reading: its first edge, the cost of
/// everything after that edge's own cost (the later edges, their connections and the end), and the
/// later edges.
private struct Partial {
    var first: (node: Int, index: Int)
    var suffixCost: Double
    var rest: Suffix?
}

/// The edges after the first of a partial path, one node each: a list whose tails the paths
/// grown from one partial path share.
private final class Suffix {
    let position: (node: Int, index: Int)
    let next: Suffix?

    init(position: (node: Int, index: Int), next: Suffix?) {
        self.position = position
        self.next = next
    }
}

/// A partial path in the search's queue, by the cost of the cheapest whole path it can become.
private struct Queued: HeapOrdered {
    var cost: Double
    var partial: Partial

    func precedes(_ other: Queued) -> Bool { cost < other.cost }
}
