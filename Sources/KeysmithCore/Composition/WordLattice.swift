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
    /// algorithm over the edges: the cost of a path is the sum of its edges' costs, of `connection`
    /// between each edge and the one before it (nil before the first), and of `end` after the last.
    /// Nil when no sequence of words covers the reading.
    func bestPath(
        connection: (Edge?, Edge) -> Double = { _, _ in 0 }, end: (Edge) -> Double = { _ in 0 }
    ) -> [Edge]? {
        guard length > 0 else { return [] }
        let forward = cheapestPrefixes(connection: connection)
        guard
            var last = forward.ending[length].min(by: {
                forward.cost[$0.node][$0.index] + end(edge($0)) < forward.cost[$1.node][$1.index] + end(edge($1))
            }), forward.cost[last.node][last.index].isFinite
        else { return nil }
        var path = [edge(last)]
        while let previous = forward.previous[last.node][last.index] {
            path.append(edge(previous))
            last = previous
        }
        return path.reversed()
    }

    /// Where an edge is: the node it starts from and its index among the edges there.
    typealias Position = (node: Int, index: Int)

    /// The edge at `position`.
    func edge(_ position: Position) -> Edge {
        edgesFrom[position.node][position.index]
    }

    /// The Viterbi forward pass: for each edge, by its node and index there, the cheapest cost of a
    /// path from the start of the reading that ends with it (infinity when none does) and the edge
    /// before it on that path; and for each node, the edges that end there.
    func cheapestPrefixes(
        connection: (Edge?, Edge) -> Double
    ) -> (cost: [[Double]], previous: [[Position?]], ending: [[Position]]) {
        var cost = edgesFrom.map { Array(repeating: Double.infinity, count: $0.count) }
        var previous: [[Position?]] = edgesFrom.map { Array(repeating: nil, count: $0.count) }
        var ending: [[Position]] = Array(repeating: [], count: length + 1)
        for node in 0...length {
            for (index, edge) in edgesFrom[node].enumerated() {
                if node == 0 {
                    cost[0][index] = connection(nil, edge) + edge.cost
                }
                for before in ending[node] where cost[before.node][before.index].isFinite {
                    let through = cost[before.node][before.index] + connection(self.edge(before), edge) + edge.cost
                    if through < cost[node][index] { (cost[node][index], previous[node][index]) = (through, before) }
                }
                ending[edge.end].append((node, index))
            }
        }
        return (cost, previous, ending)
    }
}
