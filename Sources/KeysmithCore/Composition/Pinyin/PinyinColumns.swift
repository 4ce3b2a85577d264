import Foundation

/// The dictionary's words for a run of pinyin, kept column by column — a column for each letter,
/// holding what ends after it — so that typing one more key adds a column and deleting one takes
/// the last away, instead of converting the whole run again.
///
/// What ends at a letter depends only on the letters up to it and the separations typed among
/// them, never on the letters after: the syllables (full or abbreviated) that end there, the
/// dictionary ranges still open there (words whose first syllables match the letters so far and
/// which a later syllable may finish), the cheapest word of each stretch ending there, and every
/// word from the start of the run ending there, for the candidates. ``update(to:in:)`` keeps the
/// columns of the keys the new run shares with the old one and computes the rest.
struct PinyinColumns: Sendable {
    /// A syllable, full or abbreviated, over letters that end at its column.
    struct Token: Sendable {
        /// The position of its first letter.
        var start: Int
        /// The numbers of the syllables it may be.
        var syllables: Range<Int>
        var isAbbreviated: Bool
    }

    /// Dictionary entries whose first `depth` syllables match the tokens from `start` to the
    /// column: the words a further token may finish.
    struct OpenRange: Sendable {
        var start: Int
        var depth: Int
        var entries: Range<Int>
        /// The cost of the abbreviated syllables so far.
        var penalty: Double
    }

    /// Words that write the run from its first letter to a column: the entries of `entries`, each
    /// costing its own cost plus `penalty`.
    struct FirstWords: Sendable {
        var entries: Range<Int>
        var penalty: Double
        /// Where the last syllable of the words starts, and whether it was abbreviated: a word
        /// ending on a syllable's start that the next letter goes on typing (拟合 in `nihao`) is
        /// no candidate.
        var lastSyllableStart: Int
        var endsAbbreviated: Bool
    }

    /// What ends after one letter.
    struct Column: Sendable {
        var tokens: [Token] = []
        var open: [OpenRange] = []
        /// For each start before the column, the cheapest entry over the stretch and its cost.
        var cheapest: [(entry: Int, cost: Double)?]
        var firstWords: [FirstWords] = []
        /// Whether the letter starts no syllable, and so stays a letter.
        var isStray = false
    }

    /// The keys the columns are for, separators included.
    private(set) var keys: [String] = []
    /// The letters of ``keys``, as ASCII.
    private(set) var letters: [UInt8] = []
    /// The positions in ``letters`` before which the user typed a separator.
    private(set) var separations: [Int] = []
    /// The column ending after each letter.
    private(set) var columns: [Column] = []

    /// Brings the columns to `keys`: the columns of the keys they share with the keys before are
    /// kept, the others are taken away and the new keys' are computed.
    mutating func update(to keys: [String], in dictionary: PinyinDictionary) {
        let shared = zip(self.keys, keys).prefix { $0 == $1 }.count
        if shared < self.keys.count {
            self.keys.removeSubrange(shared...)
            letters.removeAll(keepingCapacity: true)
            separations.removeAll(keepingCapacity: true)
            for key in self.keys { read(key) }
            columns.removeSubrange(letters.count...)
        }
        for key in keys[shared...] {
            self.keys.append(key)
            read(key)
            if letters.count > columns.count { columns.append(column(endingAt: letters.count, in: dictionary)) }
        }
    }

    /// Adds `key` to the letters, or its separation.
    private mutating func read(_ key: String) {
        if key == "'" {
            separations.append(letters.count)
        } else if let letter = key.utf8.first {
            letters.append(letter)
        }
    }

    /// Whether the last syllable of words ending at `end`, a syllable's start from
    /// `lastSyllableStart`, goes on with the next letter.
    func continues(from lastSyllableStart: Int, after end: Int) -> Bool {
        end < columns.count && columns[end].tokens.contains { $0.start == lastSyllableStart }
    }

    /// The column of the words ending at `end`, the letters before it having their columns.
    private func column(endingAt end: Int, in dictionary: PinyinDictionary) -> Column {
        var column = Column(cheapest: Array(repeating: nil, count: end))
        for start in stride(from: end - 1, through: max(0, end - PinyinColumns.longestSyllable), by: -1) {
            // A separation inside the stretch ends it, and every longer one.
            if separations.contains(where: { $0 > start && $0 < end }) { break }
            if let token = dictionary.token(letters[start..<end]) {
                column.tokens.append(
                    Token(start: start, syllables: token.syllables, isAbbreviated: token.isAbbreviated))
            }
        }
        column.isStray = !column.tokens.contains { $0.start == end - 1 }
        for token in column.tokens {
            let root = OpenRange(start: token.start, depth: 0, entries: dictionary.everyEntry, penalty: 0)
            let before = token.start > 0 ? columns[token.start - 1].open : []
            for open in CollectionOfOne(root) + before where open.depth < PinyinDictionaryFormat.longestKey {
                extend(open, with: token, into: &column, in: dictionary)
            }
        }
        return column
    }

    /// Narrows `open` by `token`: the words it finishes go into `column`, and the entries that
    /// go on stay open there.
    private func extend(
        _ open: OpenRange, with token: Token, into column: inout Column, in dictionary: PinyinDictionary
    ) {
        let penalty = open.penalty + (token.isAbbreviated ? PinyinComposer.abbreviationCost : 0)
        let alone = open.depth == 0 && token.isAbbreviated ? PinyinComposer.abbreviatedCharacterCost : 0
        let length = open.depth + 1
        dictionary.forEachChild(of: open.entries, depth: open.depth, in: token.syllables) { _, matching in
            let words = dictionary.entries(in: matching, length: length)
            if !words.isEmpty {
                let cost = dictionary.cost(of: words.lowerBound) + penalty + alone
                if cost < column.cheapest[open.start]?.cost ?? .infinity {
                    column.cheapest[open.start] = (words.lowerBound, cost)
                }
                if open.start == 0 {
                    column.firstWords.append(
                        FirstWords(
                            entries: words, penalty: penalty + alone, lastSyllableStart: token.start,
                            endsAbbreviated: token.isAbbreviated))
                }
            }
            if length < PinyinDictionaryFormat.longestKey, words.upperBound < matching.upperBound {
                column.open.append(OpenRange(start: open.start, depth: length, entries: matching, penalty: penalty))
            }
        }
    }

    /// The most letters a syllable has (`zhuang`).
    static let longestSyllable = 6
}

/// The columns of the last run of pinyin converted with a dictionary, for the next key to extend:
/// the engine makes a new composer for every key, and the keys of one run follow each other.
///
/// One run is kept; converting another replaces it, so two keyboards converting at once only
/// compute more. Safe to use from any thread.
final class PinyinColumnsCache: @unchecked Sendable {
    private let lock = NSLock()
    private var columns = PinyinColumns()

    /// The columns for `keys`: the last run's, brought up to `keys`.
    func columns(for keys: [String], in dictionary: PinyinDictionary) -> PinyinColumns {
        lock.lock()
        var columns = self.columns
        self.columns = PinyinColumns()  // One owner while it is updated, so nothing is copied.
        lock.unlock()
        columns.update(to: keys, in: dictionary)
        lock.lock()
        self.columns = columns
        lock.unlock()
        return columns
    }
}
