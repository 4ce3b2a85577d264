import Foundation

/// A lexicon's words arranged for swiping on one keyboard: each word's spelling, grouped by the
/// first and last keys of its path, with the length of its ideal path and its frequency score.
///
/// A stroke's first and last samples are the surest part of it, so the decoder only reads the
/// groups whose first and last keys lie near them, typically a tenth of the words. Each group is a
/// contiguous run of parallel flat arrays, with no per-word allocation.
///
/// A word's key path is not stored: it follows from the word's symbols through ``keyOfSymbol``,
/// and the decoder reads it from them, key by key, only for the words that pass the cheap length
/// and frequency tests. Where each spelling starts is a 32-bit start per block of ``blockSize``
/// words plus a 16-bit offset per word. About 16 bytes a word, 1.28 MiB for the 82,834-word
/// English lexicon.
struct SwipeIndex: Sendable {
    /// The number of words that share one 32-bit start in ``blockStarts``. A block's spellings take
    /// at most `blockSize` × ``LexiconFormat/maximumWordLength`` bytes, which a 16-bit offset
    /// reaches.
    static let blockSize = 256
    /// In ``keyOfSymbol``, a symbol no key types and the stroke skips (an apostrophe).
    static let skipped: UInt8 = .max

    /// The number of keys the paths index.
    let keyCount: Int
    /// For the group of words from key f to key l, at `f * keyCount + l`, where its words start;
    /// the last entry is the number of words.
    let groupStarts: [UInt32]
    /// For each lexicon symbol, the key a stroke passes over for it, or ``skipped``. Symbols of
    /// letters no key types never occur in an indexed word.
    let keyOfSymbol: [UInt8]
    /// Where the spellings of each block of ``blockSize`` words start in `spellings`.
    let blockStarts: [UInt32]
    /// Where each word's symbols start in `spellings`, from its block's start; one more entry than
    /// words, the last marking the end of the last spelling.
    let spellingOffsets: [UInt16]
    /// Every word's symbols in the lexicon's alphabet, one word after another.
    let spellings: [UInt8]
    /// Each word's frequency score (see ``Lexicon``).
    let scores: [UInt16]
    /// The length of each word's ideal path, through its keys' centres, in key units.
    let lengths: [Float]
    /// The highest frequency score of the words indexed (0 when there are none).
    let highestScore: UInt16
    /// The natural log of the sum of the counts of the words indexed: a word's log count less this
    /// is its log probability among the words a stroke can spell.
    let logTotalCount: Double

    /// The number of words indexed.
    var wordCount: Int { scores.count }

    /// The bytes the index holds.
    var byteCount: Int {
        4 * (groupStarts.count + blockStarts.count + lengths.count) + keyOfSymbol.count + spellings.count
            + 2 * (spellingOffsets.count + scores.count)
    }

    /// The words of `lexicon` that can be swiped on `keys`: those whose every letter has a key.
    init(keys: SwipeKeys, lexicon: Lexicon) {
        let roles = lexicon.alphabet.map { keys.role(of: $0) }
        var words: [Entry] = []
        var allPaths: [UInt8] = []
        var allSpellings: [UInt8] = []
        words.reserveCapacity(lexicon.wordCount)
        let keyCount = keys.count
        if keyCount > 0 {
            var path: [UInt8] = []
            path.reserveCapacity(LexiconFormat.maximumWordLength)
            _ = lexicon.withSearch { search in
                search.forEachWord { symbols, score in
                    // The word's key path: its letters' keys, a key pressed twice in a row once.
                    path.removeAll(keepingCapacity: true)
                    for symbol in symbols {
                        switch roles[Int(symbol)] {
                        case .key(let key): if path.last != UInt8(key) { path.append(UInt8(key)) }
                        case .skipped: break
                        case .missing: return
                        }
                    }
                    guard let first = path.first, let last = path.last else { return }
                    words.append(
                        Entry(
                            group: Int32(Int(first) * keyCount + Int(last)), path: Int32(allPaths.count),
                            pathCount: UInt8(path.count), spelling: Int32(allSpellings.count),
                            spellingCount: UInt8(symbols.count), score: score))
                    allPaths.append(contentsOf: path)
                    allSpellings.append(contentsOf: symbols)
                }
            }
        }
        let groupCount = keyCount * keyCount
        var counts = [UInt32](repeating: 0, count: groupCount + 1)
        for word in words { counts[Int(word.group) + 1] += 1 }
        for group in stride(from: 1, through: groupCount, by: 1) { counts[group] += counts[group - 1] }
        var order = [Int](repeating: 0, count: words.count)
        var next = counts
        for (index, word) in words.enumerated() {
            order[Int(next[Int(word.group)])] = index
            next[Int(word.group)] += 1
        }
        var blockStarts: [UInt32] = []
        var spellingOffsets: [UInt16] = []
        var spellings: [UInt8] = []
        var scores: [UInt16] = []
        var lengths: [Float] = []
        blockStarts.reserveCapacity(words.count / Self.blockSize + 1)
        spellingOffsets.reserveCapacity(words.count + 1)
        spellings.reserveCapacity(allSpellings.count)
        scores.reserveCapacity(words.count)
        lengths.reserveCapacity(words.count)
        for (position, index) in order.enumerated() {
            let word = words[index]
            if position % Self.blockSize == 0 { blockStarts.append(UInt32(spellings.count)) }
            spellingOffsets.append(UInt16(spellings.count - Int(blockStarts[blockStarts.count - 1])))
            spellings.append(
                contentsOf: allSpellings[Int(word.spelling)..<(Int(word.spelling) + Int(word.spellingCount))])
            scores.append(word.score)
            var length = 0.0
            let path = allPaths[Int(word.path)..<(Int(word.path) + Int(word.pathCount))]
            for (from, to) in zip(path, path.dropFirst()) {
                let dx = keys.xs[Int(to)] - keys.xs[Int(from)], dy = keys.ys[Int(to)] - keys.ys[Int(from)]
                length += (dx * dx + dy * dy).squareRoot()
            }
            lengths.append(Float(length))
        }
        // The end of the last spelling, from the last block's start (or a block of its own).
        if words.count % Self.blockSize == 0 { blockStarts.append(UInt32(spellings.count)) }
        spellingOffsets.append(UInt16(spellings.count - Int(blockStarts[blockStarts.count - 1])))
        self.keyCount = keyCount
        self.groupStarts = counts
        self.keyOfSymbol = roles.map {
            switch $0 {
            case .key(let key): UInt8(key)
            case .skipped, .missing: Self.skipped
            }
        }
        self.blockStarts = blockStarts
        self.spellingOffsets = spellingOffsets
        self.spellings = spellings
        self.scores = scores
        self.lengths = lengths
        self.highestScore = scores.max() ?? 0
        // The sum of the counts relative to the highest, so that no count overflows.
        let highest = SwipeDecoder.logFrequency(highestScore)
        let relative = scores.reduce(0.0) { $0 + exp(SwipeDecoder.logFrequency($1) - highest) }
        self.logTotalCount = highest + log(max(relative, 1))
    }

    /// A word found while walking the lexicon: where its key path and its symbols are in the flat
    /// arrays being filled.
    private struct Entry {
        var group: Int32
        var path: Int32
        var pathCount: UInt8
        var spelling: Int32
        var spellingCount: UInt8
        var score: UInt16
    }

    /// Where the symbols of word `index` start in `spellings`.
    private func spellingStart(of index: Int) -> Int {
        Int(blockStarts[index / Self.blockSize]) + Int(spellingOffsets[index])
    }

    /// Where the lexicon symbols of word `index` are in `spellings`.
    func spellingRange(of index: Int) -> Range<Int> {
        // The end is read from the next word's block: it may start the next block.
        spellingStart(of: index)..<spellingStart(of: index + 1)
    }

    /// The lexicon symbols of word `index`.
    func spelling(of index: Int) -> ArraySlice<UInt8> {
        spellings[spellingRange(of: index)]
    }

    /// Calls `body` with every word's symbols (``spellingRange(of:)`` finds a word's) and the table
    /// from symbol to key, read in place.
    func withSpellings<Result>(
        _ body: (_ spellings: UnsafeBufferPointer<UInt8>, _ keyOfSymbol: UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        spellings.withUnsafeBufferPointer { spellings in
            keyOfSymbol.withUnsafeBufferPointer { keyOfSymbol in body(spellings, keyOfSymbol) }
        }
    }

    /// Writes the key path of word `index` into `buffer`, a key repeated at once written once, and
    /// returns how many keys it wrote. `buffer` holds at least ``LexiconFormat/maximumWordLength``
    /// keys.
    func writePath(of index: Int, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        for symbol in spelling(of: index) {
            let key = keyOfSymbol[Int(symbol)]
            guard key != Self.skipped, count == 0 || buffer[count - 1] != key else { continue }
            buffer[count] = key
            count += 1
        }
        return count
    }

    /// The key path of word `index`.
    func path(of index: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: LexiconFormat.maximumWordLength) { buffer, count in
            count = writePath(of: index, into: buffer)
        }
    }

    /// The words from key `first` to key `last`, as a range of word indices.
    func words(from first: Int, to last: Int) -> Range<Int> {
        let group = first * keyCount + last
        return Int(groupStarts[group])..<Int(groupStarts[group + 1])
    }
}
