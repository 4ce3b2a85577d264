extension PinyinComposer {
    /// The candidates for a run: the best path through its lattice, then the words from its first
    /// letter, longest first and cheapest first, up to ``candidateLimit``, each once.
    func candidates(from columns: PinyinColumns, reading: PinyinReading) -> [Candidate] {
        var candidates: [Candidate] = []
        var seen = Set<String>()
        func offer(_ text: String, end: Int) {
            guard candidates.count < Self.candidateLimit, seen.insert(text).inserted else { return }
            candidates.append(Candidate(text: text, keyCount: reading.keyCount(through: end)))
        }
        if let best = lattice(of: columns, reading: reading).bestPath() {
            offer(best.map(\.word).joined(), end: reading.letters.count)
        }
        for end in (1...reading.letters.count).reversed() where candidates.count < Self.candidateLimit {
            // What the user chose costs nothing and comes first; a stray letter is the only other
            // word over a letter that starts no syllable.
            if let chosen = learned(reading.text(from: 0, to: end)) { offer(chosen, end: end) }
            if end == 1, columns.columns[0].isStray { offer(String(reading.letters[0]), end: end) }
            var words = WordMerge(
                columns.columns[end - 1].firstWords.filter {
                    !($0.endsAbbreviated && columns.continues(from: $0.lastSyllableStart, after: end))
                }, in: dictionary)
            while candidates.count < Self.candidateLimit, let entry = words.next() {
                offer(dictionary.word(of: entry), end: end)
            }
        }
        return candidates
    }

    /// The lattice of the run: for each stretch, its cheapest word, what the user chose for it,
    /// and a letter that starts no syllable as itself.
    func lattice(of columns: PinyinColumns, reading: PinyinReading) -> WordLattice<String> {
        var lattice = WordLattice<String>(length: reading.letters.count)
        for (index, column) in columns.columns.enumerated() {
            let end = index + 1
            for (start, cheapest) in column.cheapest.enumerated() {
                if let cheapest {
                    lattice.add(dictionary.word(of: cheapest.entry), from: start, to: end, cost: cheapest.cost)
                }
                if let chosen = learned(reading.text(from: start, to: end)) {
                    lattice.add(chosen, from: start, to: end, cost: 0)
                }
            }
            if column.isStray {
                lattice.add(String(reading.letters[index]), from: index, to: end, cost: Self.strayLetterCost)
            }
        }
        return lattice
    }
}

/// The entries of several runs of words, each cheapest first, merged cheapest first: a heap of
/// each run's next entry, so that the first candidates cost no more than reading them.
private struct WordMerge {
    private struct Next: HeapOrdered {
        var cost: Double
        var run: Int
        var entry: Int

        /// Whether it comes before `other`: cheaper, or as cheap and found first.
        func precedes(_ other: Next) -> Bool {
            (cost, run, entry) < (other.cost, other.run, other.entry)
        }
    }

    private let runs: [PinyinColumns.FirstWords]
    private let dictionary: PinyinDictionary
    private var heap = MinimumHeap<Next>()

    init(_ runs: [PinyinColumns.FirstWords], in dictionary: PinyinDictionary) {
        self.runs = runs
        self.dictionary = dictionary
        for (run, words) in runs.enumerated() { push(run: run, entry: words.entries.lowerBound) }
    }

    /// The cheapest entry not yet given, nil when every run is spent.
    mutating func next() -> Int? {
        guard let first = heap.popFirst() else { return nil }
        push(run: first.run, entry: first.entry + 1)
        return first.entry
    }

    private mutating func push(run: Int, entry: Int) {
        guard runs[run].entries.contains(entry) else { return }
        heap.insert(Next(cost: dictionary.cost(of: entry) + runs[run].penalty, run: run, entry: entry))
    }
}
