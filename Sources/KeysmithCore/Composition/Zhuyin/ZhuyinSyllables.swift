/// The Zhuyin (Bopomofo) syllables and the pinyin the dictionary reads them by, and the reading of
/// a run of Zhuyin keys as syllables.
///
/// The table (``table``, made from pypinyin's data by `scripts/build_zhuyin_table.py`) has every
/// syllable of the pinyin dictionary: ㄅㄚ ba, ㄓ zhi, ㄩ yu, ㄌㄩ lv. A syllable is at most three
/// symbols, an initial, a medial and a final, so a run of symbols is read greedily, the longest
/// syllable first; a tone mark ends a syllable, which is how a person separates ㄒㄧ ㄢ (西安) from
/// ㄒㄧㄢ (先). A start of a syllable that is not one (ㄐ, ㄅㄧ is one: bi) stands for the syllables it
/// starts, as the letters they share (j), which the pinyin composer reads as an abbreviation.
struct ZhuyinSyllables: Sendable {
    /// The pinyin of each Zhuyin syllable.
    let pinyin: [String: String]
    /// The Zhuyin of each pinyin syllable.
    let zhuyin: [String: String]
    /// For each start of a syllable that is not a syllable, the letters that every syllable it
    /// starts begins with.
    let abbreviations: [String: String]
    /// The symbols the syllables are made of.
    let symbols: Set<Character>

    /// The most symbols of a syllable.
    static let longestSyllable = 3
    /// The tone marks: the first tone (rarely typed: space ends the composition), the second,
    /// third and fourth, and the neutral tone. The dictionary is toneless, so they only end a
    /// syllable.
    static let toneMarks: Set<Character> = ["ˉ", "ˊ", "ˇ", "ˋ", "˙"]

    /// The table of the embedded dictionary's syllables, read once.
    static let shared = ZhuyinSyllables(table: table)

    /// Reads `table`: a `ZHUYIN pinyin` pair a line.
    init(table: String) {
        var pinyin: [String: String] = [:]
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2 else { continue }
            pinyin[String(fields[0])] = String(fields[1])
        }
        var starts: [String: [String]] = [:]
        for (zhuyin, letters) in pinyin {
            for length in 1..<zhuyin.count {
                starts[String(zhuyin.prefix(length)), default: []].append(letters)
            }
        }
        self.pinyin = pinyin
        self.zhuyin = Dictionary(pinyin.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        self.abbreviations = starts.filter { pinyin[$0.key] == nil }.mapValues(Self.sharedStart)
        self.symbols = Set(pinyin.keys.joined())
    }

    /// The letters that all of `words` start with.
    private static func sharedStart(of words: [String]) -> String {
        guard var shared = words.first else { return "" }
        for word in words.dropFirst() {
            shared = String(zip(shared, word).prefix { $0 == $1 }.map(\.0))
        }
        return shared
    }

    /// One stretch of a run of Zhuyin keys: a syllable, a start of one, or a key that starts none.
    struct Unit: Equatable {
        /// The pinyin letters the stretch stands for; empty for a key that starts no syllable.
        var letters: String
        /// How many keys it covers, with the tone marks after it.
        var keyCount: Int
    }

    /// Reads `keys` (each a Zhuyin symbol or a tone mark) as syllables, longest first. Tone marks
    /// before the first symbol are a unit with no letters.
    func units(of keys: [String]) -> [Unit] {
        var units: [Unit] = []
        var index = 0
        while index < keys.count {
            let run = keys[index...].prefix { $0.count == 1 && symbols.contains(Character($0)) }.prefix(
                Self.longestSyllable)
            var unit = Unit(letters: "", keyCount: 1)
            if !run.isEmpty {
                for length in stride(from: run.count, through: 1, by: -1) {
                    let text = run.prefix(length).joined()
                    if let letters = pinyin[text] ?? abbreviations[text] {
                        unit = Unit(letters: letters, keyCount: length)
                        break
                    }
                }
            }
            index += unit.keyCount
            while index < keys.count, keys[index].count == 1, Self.toneMarks.contains(Character(keys[index])) {
                unit.keyCount += 1
                index += 1
            }
            units.append(unit)
        }
        return units
    }

    /// The Zhuyin keys that type `syllables`, with a tone mark (the neutral tone's: the dictionary
    /// has no tones) after a syllable only where the next would otherwise be read as part of it.
    func keys(typing syllables: [String]) -> [String]? {
        var keys: [String] = []
        var typed: [String] = []
        for syllable in syllables {
            guard let symbols = zhuyin[syllable] else { return nil }
            typed.append(syllable)
            let next = keys + symbols.map(String.init)
            if units(of: next).map(\.letters) == typed {
                keys = next
            } else {
                keys += ["˙"] + symbols.map(String.init)
            }
        }
        return keys
    }
}
