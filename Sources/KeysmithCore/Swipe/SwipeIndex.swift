/// A lexicon's words arranged for swiping on one keyboard: each word's key path, grouped by its
/// first and last keys, with the length of its ideal path and its frequency score.
///
/// A stroke's first and last samples are the surest part of it, so the decoder only reads the
/// groups whose first and last keys lie near them, typically a tenth of the words. Each group is a
/// contiguous run of parallel flat arrays, with no per-word allocation: about 30 bytes a word, some
/// 2.4 MB for the 82,834-word English lexicon.
struct SwipeIndex: Sendable {
    /// The number of keys the paths index.
    let keyCount: Int
    /// For the group of words from key f to key l, at `f * keyCount + l`, where its words start;
    /// the last entry is the number of words.
    let groupStarts: [UInt32]
    /// Where each word's keys start in `paths`; the last entry is the end of `paths`.
    let pathStarts: [UInt32]
    /// Every word's key path, a key repeated at once kept once, one after another.
    let paths: [UInt8]
    /// Where each word's lexicon symbols start in `spellings`; the last entry is the end.
    let spellingStarts: [UInt32]
    /// Every word's symbols in the lexicon's alphabet, for spelling it out.
    let spellings: [UInt8]
    /// Each word's frequency score (see ``Lexicon``).
    let scores: [UInt16]
    /// The length of each word's ideal path, through its keys' centres, in key units.
    let lengths: [Float]
    /// The highest frequency score of the words indexed (0 when there are none).
    let highestScore: UInt16

    /// The number of words indexed.
    var wordCount: Int { scores.count }

    /// The bytes the index holds.
    var byteCount: Int {
        4 * (groupStarts.count + pathStarts.count + spellingStarts.count + lengths.count) + paths.count
            + spellings.count + 2 * scores.count
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
            _ = lexicon.withView { view in
                var symbols: [UInt8] = []
                var path: [UInt8] = []
                func walk(_ node: Int, _ missing: Int) {
                    let score = view.forwardWordScore(node)
                    if score > 0, missing == 0, let first = path.first, let last = path.last {
                        words.append(
                            Entry(
                                group: Int32(Int(first) * keyCount + Int(last)), path: Int32(allPaths.count),
                                pathCount: UInt8(path.count), spelling: Int32(allSpellings.count),
                                spellingCount: UInt8(symbols.count), score: score))
                        allPaths.append(contentsOf: path)
                        allSpellings.append(contentsOf: symbols)
                    }
                    let firstChild = view.forwardFirstChild(node)
                    for child in firstChild..<(firstChild + view.forwardChildCount(node))
                    where symbols.count < LexiconFormat.maximumWordLength {
                        let symbol = view.forwardSymbol(child)
                        var added = false
                        var childMissing = missing
                        switch roles[Int(symbol)] {
                        case .key(let key):
                            if path.last != UInt8(key) {
                                path.append(UInt8(key))
                                added = true
                            }
                        case .skipped: break
                        case .missing: childMissing += 1
                        }
                        symbols.append(symbol)
                        walk(child, childMissing)
                        symbols.removeLast()
                        if added { path.removeLast() }
                    }
                }
                walk(0, 0)
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
        var pathStarts: [UInt32] = [0]
        var spellingStarts: [UInt32] = [0]
        var paths: [UInt8] = []
        var spellings: [UInt8] = []
        var scores: [UInt16] = []
        var lengths: [Float] = []
        pathStarts.reserveCapacity(words.count + 1)
        spellingStarts.reserveCapacity(words.count + 1)
        paths.reserveCapacity(allPaths.count)
        spellings.reserveCapacity(allSpellings.count)
        scores.reserveCapacity(words.count)
        lengths.reserveCapacity(words.count)
        for index in order {
            let word = words[index]
            let path = allPaths[Int(word.path)..<(Int(word.path) + Int(word.pathCount))]
            paths.append(contentsOf: path)
            spellings.append(
                contentsOf: allSpellings[Int(word.spelling)..<(Int(word.spelling) + Int(word.spellingCount))])
            pathStarts.append(UInt32(paths.count))
            spellingStarts.append(UInt32(spellings.count))
            scores.append(word.score)
            var length = 0.0
            for (from, to) in zip(path, path.dropFirst()) {
                let dx = keys.xs[Int(to)] - keys.xs[Int(from)], dy = keys.ys[Int(to)] - keys.ys[Int(from)]
                length += (dx * dx + dy * dy).squareRoot()
            }
            lengths.append(Float(length))
        }
        self.keyCount = keyCount
        self.groupStarts = counts
        self.pathStarts = pathStarts
        self.paths = paths
        self.spellingStarts = spellingStarts
        self.spellings = spellings
        self.scores = scores
        self.lengths = lengths
        self.highestScore = scores.max() ?? 0
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

    /// The key path of word `index`.
    func path(of index: Int) -> ArraySlice<UInt8> {
        paths[Int(pathStarts[index])..<Int(pathStarts[index + 1])]
    }

    /// The lexicon symbols of word `index`.
    func spelling(of index: Int) -> ArraySlice<UInt8> {
        spellings[Int(spellingStarts[index])..<Int(spellingStarts[index + 1])]
    }

    /// The words from key `first` to key `last`, as a range of word indices.
    func words(from first: Int, to last: Int) -> Range<Int> {
        let group = first * keyCount + last
        return Int(groupStarts[group])..<Int(groupStarts[group + 1])
    }
}
