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
    @_spi(Tooling) public func words(within maximumDistance: Int, of word: String) -> [(
        word: String, distance: Int, score: Int
    )] {
        let typed = word.unicodeScalars.map { Self.fold($0) }
        let found = candidates(within: maximumDistance, of: typed)
        return found.entries.map { entry in
            let start = Int(entry.start)
            return (
                string(of: found.symbols[start..<(start + Int(entry.length))]), Int(entry.distance), Int(entry.score)
            )
        }
    }

    /// The words within `maximumDistance` (at most 2) edits of the folded scalars `typed`.
    func candidates(within maximumDistance: Int, of typed: [UInt32]) -> EditCandidates {
        withSearch { $0.candidates(within: maximumDistance, of: typed) } ?? EditCandidates()
    }
}

extension LexiconSearch {
    /// The words within `maximumDistance` (at most 2) edits of the folded scalars `typed`.
    func candidates(within maximumDistance: Int, of typed: [UInt32]) -> EditCandidates {
        var result = EditCandidates()
        let length = typed.count
        guard length > 0, length <= 62, maximumDistance >= 0 else { return result }
        result.entries.reserveCapacity(64)
        result.symbols.reserveCapacity(64 * (length + 2))
        let distance = min(maximumDistance, 2)
        let alphabetSize = foldedAlphabet.count
        let half = length / 2
        let cells: UInt64 = (1 << UInt64(length + 1)) &- 1
        func bits(from start: Int) -> UInt64 { start > length ? 0 : cells & ~((1 << UInt64(start)) &- 1) }

        var masks = [UInt64](repeating: 0, count: alphabetSize)
        var backwardMasks = masks
        for (symbol, folded) in foldedAlphabet.enumerated() {
            for (position, scalar) in typed.enumerated() where scalar == folded {
                masks[symbol] |= 1 << UInt64(position + 1)
                backwardMasks[symbol] |= 1 << UInt64(length - position)
            }
        }
        let forwardWalk = TrieWalk(
            trie: forward, masks: masks, cells: cells, length: length, maximumDistance: distance,
            allowFirstEdit: cells, allowSecondEdit: bits(from: half + 1),
            alphabetSize: alphabetSize, longestWord: longestWord)
        var collector = ForwardCollector(trie: forward, result: result)
        forwardWalk.run(&collector)
        result = collector.result

        let exactPart = length - half
        let backwardWalk = TrieWalk(
            trie: backward, masks: backwardMasks, cells: cells, length: length,
            maximumDistance: distance, allowFirstEdit: bits(from: exactPart),
            allowSecondEdit: bits(from: exactPart),
            alphabetSize: alphabetSize, longestWord: longestWord)
        var slots = 16
        while slots < 2 * result.entries.count { slots *= 2 }
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: slots) { table in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: LexiconFormat.maximumWordLength) { spelling in
                var collector = BackwardCollector(
                    trie: forward, result: result, table: table, spelling: spelling)
                backwardWalk.run(&collector)
                result = collector.result
            }
        }
        return result
    }
}

/// Keeps every word the forward walk finds.
struct ForwardCollector<Trie: ScoredLexiconTrie>: WordVisitor {
    let trie: Trie
    var result: EditCandidates

    mutating func visit(path: UnsafeBufferPointer<UInt8>, node: Int, distance: UInt8) {
        let start = Int32(result.symbols.count)
        result.symbols.append(contentsOf: path)
        result.entries.append(
            EditCandidates.Entry(
                start: start, length: Int32(path.count), node: Int32(node), distance: distance,
                score: trie.wordScore(node)))
    }
}

/// Adds the words of the backward walk that the forward walk missed.
///
/// A word the backward walk finds within one edit, the forward walk found too, at the same
/// distance, since it allows one edit anywhere: only words at distance 2 can be new. Those are
/// spelt forwards and looked up by spelling in an open-addressing table of the forward walk's
/// words; only a word not there is looked up in the forward trie, for its node and score.
struct BackwardCollector<Trie: ScoredLexiconTrie>: WordVisitor {
    /// The forward trie.
    let trie: Trie
    var result: EditCandidates
    /// Indices into `result.entries` of the forward walk's words, by the hash of their spelling;
    /// -1 for a free slot.
    let table: UnsafeMutableBufferPointer<Int32>
    let spelling: UnsafeMutableBufferPointer<UInt8>

    init(
        trie: Trie, result: EditCandidates, table: UnsafeMutableBufferPointer<Int32>,
        spelling: UnsafeMutableBufferPointer<UInt8>
    ) {
        self.trie = trie
        self.result = result
        self.table = table
        self.spelling = spelling
        table.initialize(repeating: -1)
        result.symbols.withUnsafeBufferPointer { symbols in
            for (index, entry) in result.entries.enumerated() {
                let start = Int(entry.start)
                let word = UnsafeBufferPointer(rebasing: symbols[start..<(start + Int(entry.length))])
                var slot = Self.slot(of: word, in: table.count)
                while table[slot] >= 0 { slot = (slot + 1) & (table.count - 1) }
                table[slot] = Int32(index)
            }
        }
    }

    /// Where the search for the word spelt `symbols` starts in a table of `count` slots, a power of
    /// two: FNV-1a over the symbols.
    private static func slot(of symbols: UnsafeBufferPointer<UInt8>, in count: Int) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for symbol in symbols { hash = (hash ^ UInt64(symbol)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32)) & (count - 1)
    }

    mutating func visit(path: UnsafeBufferPointer<UInt8>, node _: Int, distance: UInt8) {
        guard distance == 2 else { return }
        let count = path.count
        for index in 0..<count { spelling[count - 1 - index] = path[index] }
        let word = UnsafeBufferPointer(rebasing: spelling[0..<count])
        let found = result.symbols.withUnsafeBufferPointer { symbols in
            var slot = Self.slot(of: word, in: table.count)
            while table[slot] >= 0 {
                let entry = result.entries[Int(table[slot])]
                let start = Int(entry.start)
                if Int(entry.length) == count, symbols[start..<(start + count)].elementsEqual(word) { return true }
                slot = (slot + 1) & (table.count - 1)
            }
            return false
        }
        if found { return }
        // The word's node in the forward trie.
        guard let node = trie.node(spelt: word) else { return }
        let start = Int32(result.symbols.count)
        result.symbols.append(contentsOf: word)
        result.entries.append(
            EditCandidates.Entry(
                start: start, length: Int32(count), node: Int32(node), distance: distance,
                score: trie.wordScore(node)))
    }
}
