import Foundation

/// The phrases the keyboard learned from its user: counts of the words they commit, and of the
/// pairs and triples of words that end with each (unigrams, bigrams and trigrams), which
/// ``PersonalLanguageModel`` adds to a language model's predictions.
///
/// A word is noted when it is committed (followed by a space or punctuation, or tapped in the bar)
/// in a field that allows learning, with the words before it in its sentence as `CorpusTokenizer`
/// reads them: `<s>` at the start of a sentence, elisions apart, and a sentence's first word in
/// lower case when the lexicon lists it so. The keyboard notes them where it notes learned words
/// (`Update.endWord(with:typing:)`), under the same rules (`HostContext.allowsLearning`).
///
/// **Decay.** Counts fade with use, not with time: every noted word is one tick of `clock`, and
/// a count loses half its weight over ``halfLife`` ticks (20,000 words, a few weeks of typing). A
/// count is kept as its value at its last use and decayed when read, so noting is O(1).
///
/// **Size.** The learned phrases are kept to ``byteLimit`` bytes of their file (an estimate kept
/// as they change, `estimatedByteCount`). When a note takes them past it, the n-grams with the
/// smallest decayed count go first (an n-gram counting as its most valuable longer one, which
/// goes with it), longer ones before shorter on a tie, until they take three quarters of the limit, so that pruning is rare.
public struct LearnedPhrases: Sendable, Hashable {
    /// The longest n-gram learned.
    public static let order = 3
    /// The number of noted words after which a count weighs half as much.
    public static let halfLife = 20_000.0
    /// The most bytes the learned phrases take in their file, unless told otherwise.
    public static let defaultByteLimit = 512 << 10

    /// An n-gram and the n-grams it starts.
    struct Node: Sendable, Hashable {
        /// The count at ``lastUse``.
        var count = 0.0
        /// When the n-gram was last noted, on ``LearnedPhrases/clock``.
        var lastUse = 0
        /// The n-grams one word longer, by their last word.
        var next: [String: Node] = [:]
    }

    /// The words noted so far: what decay counts in. Declared first, so that comparing two
    /// learned phrases (as the engine does after every event) sees a new note before the n-grams.
    private(set) var clock = 0
    /// The unigrams, and under them the longer n-grams, by word. `<s>` is a unigram only as the
    /// start of bigrams and trigrams; its count is the sentences noted.
    private(set) var root: [String: Node] = [:]
    /// The decayed number of words noted (the unigrams' total), at ``totalLastUse``.
    private var total = 0.0
    private var totalLastUse = 0
    /// The size of the file the phrases would be written to, give or take the numbers' digits.
    private(set) var estimatedByteCount = 0
    /// The most bytes the learned phrases may take in their file.
    public var byteLimit: Int {
        didSet { pruneIfFull() }
    }

    public init(byteLimit: Int = Self.defaultByteLimit) {
        self.byteLimit = byteLimit
    }

    /// Whether nothing is learned.
    public var isEmpty: Bool { root.isEmpty }

    /// The number of n-grams of each order learned, `[0]` the unigrams (`<s>` not counted).
    public var nGramCounts: [Int] {
        var counts = Array(repeating: 0, count: Self.order)
        func visit(_ nodes: [String: Node], order: Int) {
            for (word, node) in nodes {
                if order > 0 || word != NGramTable.sentenceStart { counts[order] += 1 }
                if order + 1 < Self.order { visit(node.next, order: order + 1) }
            }
        }
        visit(root, order: 0)
        return counts
    }

    /// Notes that the last of `words` was committed after the others: its unigram, and the bigram
    /// and trigram that end with it. `words` are the sentence's last words as `CorpusTokenizer`
    /// gives them, led by `<s>` at the start of a sentence; only the last ``order`` count.
    public mutating func note(_ words: [String]) {
        let words = Array(words.suffix(Self.order))
        guard let last = words.last, last != NGramTable.sentenceStart else { return }
        clock += 1
        total = decayed(total, since: totalLastUse) + 1
        totalLastUse = clock
        for start in words.indices {
            Self.add(Array(words[start...]), depth: 0, clock: clock, to: &root, bytes: &estimatedByteCount)
        }
        pruneIfFull()
    }

    /// Adds one to the n-gram `path` spells, and to `<s>` when it starts it (its count is the
    /// sentences noted), making the nodes it lacks and counting their `bytes`; `nodes` are those of
    /// `path`'s word at `depth`.
    private static func add(
        _ path: [String], depth: Int, clock: Int, to nodes: inout [String: Node], bytes: inout Int
    ) {
        guard depth < path.count else { return }
        let word = path[depth]
        if nodes[word] == nil { bytes += estimatedBytes(of: path[...depth]) }
        // Taken out while it changes, so that its n-grams are not copied.
        var node = nodes.removeValue(forKey: word) ?? Node()
        if depth == path.count - 1 || word == NGramTable.sentenceStart {
            node.count = decayed(node.count, from: node.lastUse, to: clock) + 1
            node.lastUse = clock
        }
        add(path, depth: depth + 1, clock: clock, to: &node.next, bytes: &bytes)
        nodes[word] = node
    }

    /// `count`, last changed at tick `lastUse`, decayed to now.
    func decayed(_ count: Double, since lastUse: Int) -> Double {
        Self.decayed(count, from: lastUse, to: clock)
    }

    /// `count`, last changed at tick `lastUse`, decayed to tick `clock`.
    static func decayed(_ count: Double, from lastUse: Int, to clock: Int) -> Double {
        count * exp2(-Double(clock - lastUse) / halfLife)
    }

    /// The node of the n-gram `words` spell, if learned.
    func node(_ words: some Collection<String>) -> Node? {
        var nodes = root
        var found: Node?
        for word in words {
            guard let node = nodes[word] else { return nil }
            found = node
            nodes = node.next
        }
        return found
    }

    /// The decayed count of the n-gram `words` spell; zero when not learned.
    func count(_ words: some Collection<String>) -> Double {
        node(words).map { decayed($0.count, since: $0.lastUse) } ?? 0
    }

    /// The decayed count of the unigram `word`, as ``count(_:)`` gives it without an array of one
    /// word to look it up by.
    func count(of word: String) -> Double {
        root[word].map { decayed($0.count, since: $0.lastUse) } ?? 0
    }

    /// The decayed counts of the words learned after `context` (after nothing: the unigrams,
    /// without `<s>`), and their sum.
    func continuations(of context: some Collection<String>) -> (counts: [String: Double], total: Double) {
        guard !context.isEmpty else {
            var counts: [String: Double] = [:]
            for (word, node) in root where word != NGramTable.sentenceStart {
                counts[word] = decayed(node.count, since: node.lastUse)
            }
            return (counts, decayed(total, since: totalLastUse))
        }
        guard let next = node(context)?.next else { return ([:], 0) }
        var counts: [String: Double] = [:]
        var sum = 0.0
        for (word, node) in next {
            let count = decayed(node.count, since: node.lastUse)
            counts[word] = count
            sum += count
        }
        return (counts, sum)
    }

    /// The decayed total of the words noted.
    var wordTotal: Double { decayed(total, since: totalLastUse) }

    /// Whether `word` was ever committed and is still kept, exactly as spelled.
    public func contains(_ word: String) -> Bool {
        word != NGramTable.sentenceStart && root[word] != nil
    }

    /// The n-grams of every order, each with the words it is made of: for writing and pruning.
    func allNGrams() -> [(words: [String], node: Node)] {
        var all: [(words: [String], node: Node)] = []
        func visit(_ nodes: [String: Node], prefix: [String]) {
            for (word, node) in nodes {
                let words = prefix + [word]
                all.append((words, node))
                visit(node.next, prefix: words)
            }
        }
        visit(root, prefix: [])
        return all
    }

    /// The bytes one n-gram takes in the file: its words and a space between them, in quotes, its
    /// count and last use, and the punctuation of an array (`["see you", 1.5, 120],`).
    static func estimatedBytes(of words: some Collection<String>) -> Int {
        words.reduce(words.count - 1) { $0 + $1.utf8.count } + 24
    }

    /// Drops the least valuable n-grams once the phrases outgrow ``byteLimit``.
    private mutating func pruneIfFull() {
        guard estimatedByteCount > byteLimit else { return }
        let target = byteLimit / 4 * 3
        // An n-gram is worth its count, or that of the most valuable longer one it starts.
        var ranked: [(words: [String], value: Double)] = []
        func rank(_ nodes: [String: Node], prefix: [String]) -> Double {
            var best = 0.0
            for (word, node) in nodes {
                let words = prefix + [word]
                let value = max(decayed(node.count, since: node.lastUse), rank(node.next, prefix: words))
                ranked.append((words, value))
                best = max(best, value)
            }
            return best
        }
        _ = rank(root, prefix: [])
        ranked.sort { $0.value < $1.value || ($0.value == $1.value && $0.words.count > $1.words.count) }
        var removedWords = 0.0
        for entry in ranked where estimatedByteCount > target {
            removedWords += Self.remove(
                entry.words, depth: 0, clock: clock, from: &root, bytes: &estimatedByteCount)
        }
        total = root.isEmpty ? 0 : max(0, decayed(total, since: totalLastUse) - removedWords)
        totalLastUse = clock
    }

    /// Removes the n-gram `path` spells and the longer ones it starts, if still there, and their
    /// `bytes`; returns the decayed count of a word removed (a unigram other than `<s>`), else 0.
    /// `nodes` are those of `path`'s word at `depth`.
    private static func remove(
        _ path: [String], depth: Int, clock: Int, from nodes: inout [String: Node], bytes: inout Int
    ) -> Double {
        let word = path[depth]
        guard var node = nodes.removeValue(forKey: word) else { return 0 }
        guard depth == path.count - 1 else {
            let removed = remove(path, depth: depth + 1, clock: clock, from: &node.next, bytes: &bytes)
            nodes[word] = node
            return removed
        }
        bytes -= Self.bytes(of: node, path: path)
        guard path.count == 1, word != NGramTable.sentenceStart else { return 0 }
        return decayed(node.count, from: node.lastUse, to: clock)
    }

    /// The bytes of `node`, the n-gram `path` spells, and of every n-gram under it.
    private static func bytes(of node: Node, path: [String]) -> Int {
        node.next.reduce(estimatedBytes(of: path)) { $0 + bytes(of: $1.value, path: path + [$1.key]) }
    }
}

extension LearnedPhrases {
    /// Phrases that have learned `nGrams`, each its words, its count at its last use and that use,
    /// on `clock`; as read from a file. N-grams with a word that is empty or holds whitespace, or
    /// longer than ``order``, are left out; the unigrams' total is their sum.
    init(clock: Int, nGrams: [(words: [String], count: Double, lastUse: Int)], byteLimit: Int = Self.defaultByteLimit) {
        self.byteLimit = byteLimit
        self.clock = clock
        for nGram in nGrams
        where (1...Self.order).contains(nGram.words.count)
            && nGram.words.allSatisfy({ !$0.isEmpty && !$0.contains(where: \.isWhitespace) })
            && nGram.count.isFinite && nGram.count >= 0
        {
            self.clock = max(self.clock, nGram.lastUse)
            Self.set(
                nGram.words, depth: 0, count: nGram.count, lastUse: nGram.lastUse, in: &root, bytes: &estimatedByteCount
            )
        }
        total = root.filter { $0.key != NGramTable.sentenceStart }.values.reduce(0) {
            $0 + decayed($1.count, since: $1.lastUse)
        }
        totalLastUse = self.clock
        pruneIfFull()
    }

    /// Sets the n-gram `path` spells to `count` at `lastUse`, making the nodes it lacks and counting
    /// their `bytes`.
    private static func set(
        _ path: [String], depth: Int, count: Double, lastUse: Int, in nodes: inout [String: Node], bytes: inout Int
    ) {
        let word = path[depth]
        if nodes[word] == nil { bytes += estimatedBytes(of: path[...depth]) }
        // Taken out while it changes, so that its n-grams are not copied.
        var node = nodes.removeValue(forKey: word) ?? Node()
        if depth == path.count - 1 {
            node.count = count
            node.lastUse = lastUse
        } else {
            set(path, depth: depth + 1, count: count, lastUse: lastUse, in: &node.next, bytes: &bytes)
        }
        nodes[word] = node
    }
}
