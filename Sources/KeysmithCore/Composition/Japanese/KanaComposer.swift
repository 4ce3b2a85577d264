import Foundation

/// Converts romaji typed on QWERTY into Japanese: the letters compose hiragana by the
/// ``RomajiTable``, shown as marked text, and the candidates are the best conversion of the whole
/// reading into kanji and kana, then the words for its first part.
///
/// Every word the ``KanaDictionary`` has for a stretch of the reading is an edge of a `WordLattice`
/// over its kana, priced by Mozc's word cost and `wordCost`; a kana no word covers is itself, at
/// `unknownKanaCost`. The best path is the conversion of the whole run. Every stretch from the
/// first kana also offers its words, its hiragana and its katakana, with the keys it covers, so that
/// choosing one leaves the rest composing. A stretch ends only where the romaji table finished a
/// kana, never inside the keys of one (`kya` is きゃ whole).
///
/// The user's choices rank first: `learned` maps the letters of a stretch to the word last chosen
/// for them, as for pinyin.
public struct KanaComposer: Composer {
    public var learnsChoices: Bool { true }

    /// The cost of a kana, or a letter left over, that no word of the dictionary covers. It joins
    /// what comes before it at no cost, and what follows it as the start of a sentence.
    static let unknownKanaCost = 10_000.0
    /// The most conversions of the whole reading offered first.
    static let sentenceLimit = 5
    /// How much dearer than the best a conversion of the whole reading may be and still be offered
    /// first (about four natural log units on Mozc's scale): past it, the first stretch's words are
    /// likelier choices.
    static let sentenceMargin = 2_000.0
    /// The most kana a dictionary word spans.
    static let longestReading = 12
    /// The most candidates offered.
    static let candidateLimit = 300

    let table: RomajiTable
    let dictionary: KanaDictionary?
    let learned: @Sendable (String) -> String?

    /// A composer reading romaji with `table` and converting with `dictionary` (none: the kana and
    /// katakana alone), ranking first the word `learned` gives for a run of letters.
    public init(
        table: RomajiTable, dictionary: KanaDictionary?, learned: @escaping @Sendable (String) -> String? = { _ in nil }
    ) {
        self.table = table
        self.dictionary = dictionary
        self.learned = learned
    }

    public func accepts(_ key: String) -> Bool {
        key.count == 1 && key.first.map(table.keys.contains) == true
    }

    public func compose(_ keys: [String]) -> Composition {
        guard !keys.isEmpty else { return Composition(committed: "", composing: "", composingKeyCount: 0) }
        let shown = table.kana(of: keys).map(\.text).joined()
        let reading = KanaReading(table.kana(of: keys, finishing: true))
        return Composition(
            committed: "", composing: shown, composingKeyCount: keys.count,
            candidates: candidates(for: reading, keys: keys))
    }

    /// The keys of a kana by its first spelling in the table, for the tools that type text.
    public func keys(typing character: Character) -> [String]? {
        table.keys(typing: String(character))
    }

    /// The keys of the words at the start of `text`, longest word first, for up to
    /// `typedRunLength` characters: a word of the dictionary is typed as its reading, kana as
    /// themselves (katakana as hiragana); a person types a phrase, then chooses its candidates.
    public func keys(converting text: Substring) -> (keys: [String], characterCount: Int)? {
        var reading = ""
        var covered = 0
        var rest = text
        while covered < Self.typedRunLength, !rest.isEmpty {
            let longest = min(Self.longestReading, rest.count)
            guard
                let (length, kana) = (1...longest).reversed().lazy.compactMap({ length in
                    self.reading(of: rest.prefix(length)).map { (length, $0) }
                }).first
            else { break }
            reading += kana
            covered += length
            rest = rest.dropFirst(length)
        }
        guard covered > 0, let keys = table.keys(spelling: reading) else { return nil }
        return (keys, covered)
    }

    /// The most characters ``keys(converting:)`` types before choosing.
    static let typedRunLength = 8

    /// The hiragana reading of `text`: its own, when it is all kana (katakana read as hiragana),
    /// or the dictionary's, when it is one of its words; nil for text with ASCII in it.
    private func reading(of text: Substring) -> String? {
        // Latin letters and digits are typed as themselves, never as a word's reading.
        guard !text.contains(where: \.isASCII) else { return nil }
        let hiragana = Kana.hiragana(of: String(text))
        if hiragana.allSatisfy(Kana.isHiragana) { return hiragana }
        return dictionary?.reading(of: String(text))
    }

    /// The candidates for `reading`, typed with `keys`: the cheapest paths that write different
    /// texts, the whole reading's hiragana and katakana, then for each stretch from the first kana, longest first, the learned word and
    /// the dictionary's words, and last each shorter stretch's hiragana and katakana.
    func candidates(for reading: KanaReading, keys: [String]) -> [Candidate] {
        var candidates: [Candidate] = []
        var seen = Set<String>()
        func offer(_ text: String, end: Int) {
            guard candidates.count < Self.candidateLimit, seen.insert(text).inserted else { return }
            candidates.append(Candidate(text: text, keyCount: reading.keyCount(through: end)))
        }
        for path in conversions(of: reading, keys: keys, limit: Self.sentenceLimit) {
            offer(path.map(\.word.text).joined(), end: reading.length)
        }
        let stretches = reading.boundaries.reversed().filter { $0 > 0 }
        let whole = reading.text(from: 0, to: reading.length)
        offer(whole, end: reading.length)
        offer(Kana.katakana(of: whole), end: reading.length)
        for end in stretches {
            if let chosen = learned(letters(keys, from: 0, to: end, in: reading)) { offer(chosen, end: end) }
            for word in dictionary?.words(reading: reading.text(from: 0, to: end).utf8) ?? [] {
                offer(word.text, end: end)
            }
        }
        // Last, the kana of each shorter stretch, so that any start of the reading can be typed as
        // it is.
        for end in stretches {
            let kana = reading.text(from: 0, to: end)
            offer(kana, end: end)
            offer(Kana.katakana(of: kana), end: end)
        }
        return candidates
    }

    /// The cheapest paths through the lattice of `reading` that write different texts, cheapest
    /// first, at most `limit`.
    func conversions(of reading: KanaReading, keys: [String], limit: Int) -> [[WordLattice<KanaWord>.Edge]] {
        let lattice = lattice(of: reading, keys: keys)
        guard let dictionary else {
            return lattice.bestPaths(limit: limit, distinctBy: { $0.map(\.word.text) })
        }
        return lattice.bestPaths(
            limit: limit, margin: Self.sentenceMargin, distinctBy: { $0.map(\.word.text).joined() },
            connection: { before, edge in
                Double(dictionary.connectionCost(from: before?.word.right ?? 0, to: edge.word.left))
            },
            end: { edge in Double(dictionary.connectionCost(from: edge.word.right, to: 0)) })
    }

    /// The lattice of `reading`: for each stretch between two kana the table finished, the
    /// dictionary's words and what the user chose for it; each kana or leftover letter as itself.
    func lattice(of reading: KanaReading, keys: [String]) -> WordLattice<KanaWord> {
        var lattice = WordLattice<KanaWord>(length: reading.length)
        for (index, start) in reading.boundaries.dropLast().enumerated() {
            let next = reading.boundaries[index + 1]
            let piece = KanaWord(text: reading.text(from: start, to: next), cost: 0, left: Self.noClass, right: 0)
            lattice.add(piece, from: start, to: next, cost: Self.unknownKanaCost * Double(next - start))
            for end in reading.boundaries[(index + 1)...] where end - start <= Self.longestReading {
                let words = dictionary?.words(reading: reading.text(from: start, to: end).utf8) ?? []
                if let chosen = learned(letters(keys, from: start, to: end, in: reading)) {
                    // A learned word joins its neighbours at no cost, so that it ranks first.
                    let word = KanaWord(text: chosen, cost: 0, left: Self.noClass, right: Self.noClass)
                    lattice.add(word, from: start, to: end, cost: 0)
                }
                for word in words {
                    lattice.add(word, from: start, to: end, cost: Double(word.cost))
                }
            }
        }
        return lattice
    }

    /// The class of a word with no part of speech on one side (a kana no word covers, on its left;
    /// a learned word, on both): it meets its neighbour on that side at no cost.
    static let noClass = -1

    /// The letters of the keys that type the reading from `start` to `end`, without separators: the
    /// reading the user's choices are learned by.
    private func letters(_ keys: [String], from start: Int, to end: Int, in reading: KanaReading) -> String {
        keys[reading.keyCount(through: start)..<reading.keyCount(through: end)].joined()
            .replacingOccurrences(of: "'", with: "")
    }
}

/// The kana a run of romaji keys reads as, character by character, with the keys that type them.
struct KanaReading {
    /// The kana, with any letters left over.
    let characters: [Character]
    /// The positions in ``characters`` where a piece the romaji table read ends, from 0 to the end:
    /// the only places a stretch may start or end.
    let boundaries: [Int]
    /// For each boundary, how many keys type the characters before it.
    private let keysBefore: [Int: Int]

    init(_ pieces: [(text: String, keyCount: Int)]) {
        var characters: [Character] = []
        var boundaries = [0]
        var keysBefore = [0: 0]
        for piece in pieces {
            characters += piece.text
            boundaries.append(characters.count)
            keysBefore[characters.count] = piece.keyCount
        }
        self.characters = characters
        self.boundaries = boundaries
        self.keysBefore = keysBefore
    }

    /// The number of characters.
    var length: Int { characters.count }

    /// The number of keys that type the characters before the boundary `position`.
    func keyCount(through position: Int) -> Int {
        keysBefore[position] ?? 0
    }

    /// The characters from `start` to `end`.
    func text(from start: Int, to end: Int) -> String {
        String(characters[start..<end])
    }
}
