/// The words a reading may be written with, as a lattice: the positions of the reading (letters of
/// pinyin, or kana) are its nodes, and each word that may write the reading from one position to a
/// later one is an edge, with a cost — the negative logarithm of its probability. Converting the
/// reading is finding the cheapest path from the first position to the last (``bestPath(connection:)``).
///
/// The lattice knows nothing of pinyin: a converter fills it with the words its dictionary has for
/// each stretch of the reading, and may price how two words join (a kana–kanji converter's
/// connection costs between parts of speech); with no connection costs the best path is the most
/// probable sequence of independent words.
struct WordLattice<Word: Sendable>: Sendable {
    /// One word over a stretch of the reading.
    struct Edge: Sendable {
        /// Where its reading starts and ends.
        var start: Int
        var end: Int
        var word: Word
        /// The negative natural logarithm of the word's probability, with any penalty the converter
        /// adds (for an abbreviated syllable, say).
        var cost: Double
    }

    /// The length of the reading: the last node.
    let length: Int
    /// The edges by the node they start from.
    private(set) var edgesFrom: [[Edge]]

    init(length: Int) {
        self.length = length
        self.edgesFrom = Array(repeating: [], count: length + 1)
    }

    /// Adds `word` over the reading from `start` to `end`, which is after it.
    mutating func add(_ word: Word, from start: Int, to end: Int, cost: Double) {
        precondition(start < end && end <= length, "an edge runs forward inside the reading")
        edgesFrom[start].append(Edge(start: start, end: end, word: word, cost: cost))
    }

    /// The words that start at `start`.
    func edges(from start: Int) -> [Edge] {
        edgesFrom[start]
    }

    /// The cheapest sequence of words from the start of the reading to its end, by the Viterbi
    /// algorithm over the edges: the cost of a path is the sum of its edges' costs and of
    /// `connection` between each edge and the one before it (nil before the first). Nil when no
    /// sequence of words covers the reading.
    func bestPath(connection: (Edge?, Edge) -> Double = { _, _ in 0 }) -> [Edge]? {
        guard length > 0 else { return [] }
        // For each edge, by its node and index there: the cheapest cost of a path that ends with
        // it, and the edge before it on that path.
        var best: [[(cost: Double, previous: (node: Int, index: Int)?)]] = edgesFrom.map {
            Array(repeating: (Double.infinity, nil), count: $0.count)
        }
        for (index, edge) in edgesFrom[0].enumerated() {
            best[0][index] = (connection(nil, edge) + edge.cost, nil)
        }
        // Edges ending at each node, to extend from there.
        var ending: [[(node: Int, index: Int)]] = Array(repeating: [], count: length + 1)
        for node in 0...length {
            if node > 0 {
                for (index, edge) in edgesFrom[node].enumerated() {
                    for previous in ending[node] where best[previous.node][previous.index].cost.isFinite {
                        let before = edgesFrom[previous.node][previous.index]
                        let cost = best[previous.node][previous.index].cost + connection(before, edge) + edge.cost
                        if cost < best[node][index].cost { best[node][index] = (cost, previous) }
                    }
                }
            }
            for (index, edge) in edgesFrom[node].enumerated() { ending[edge.end].append((node, index)) }
        }
        guard var last = ending[length].min(by: { best[$0.node][$0.index].cost < best[$1.node][$1.index].cost }),
            best[last.node][last.index].cost.isFinite
        else { return nil }
        var path = [edgesFrom[last.node][last.index]]
        while let previous = best[last.node][last.index].previous {
            path.append(edgesFrom[previous.node][previous.index])
            last = previous
        }
        return path.reversed()
    }
}
