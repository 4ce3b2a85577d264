/// Converts Zhuyin (Bopomofo) typed on Taiwan's standard keyboard into Chinese: the symbols compose
/// and show as they are typed, and are converted as the pinyin of the same syllables.
///
/// The keys are read as syllables (`ZhuyinSyllables`: ㄋㄧˇㄏㄠˇ is ni, hao; a tone mark ends a
/// syllable), each syllable becomes its pinyin letters, with the separator key between syllables so
/// that the pinyin composer reads them as the Zhuyin said, and `pinyin` converts those keys with its
/// dictionary, its lattice and the user's choices. A start of a syllable (ㄋㄏ) becomes the letters
/// its syllables share (n, h), an abbreviation as on the pinyin keyboard. The dictionary has no
/// tones, so a tone mark narrows nothing: it only separates syllables.
///
/// The candidates are the pinyin composer's, each covering the Zhuyin keys of the letters it
/// covers; a candidate that would end inside the letters of one Zhuyin key (an abbreviation of ㄢ's
/// n) is left out, since no key would be left to compose the rest.
public struct ZhuyinComposer: Composer {
    public var learnsChoices: Bool { true }

    let pinyin: PinyinComposer
    let syllables: ZhuyinSyllables

    /// A composer that converts with `pinyin`.
    public init(pinyin: PinyinComposer) {
        self.init(pinyin: pinyin, syllables: .shared)
    }

    init(pinyin: PinyinComposer, syllables: ZhuyinSyllables) {
        self.pinyin = pinyin
        self.syllables = syllables
    }

    public func accepts(_ key: String) -> Bool {
        guard key.count == 1, let character = key.first else { return false }
        return syllables.symbols.contains(character) || ZhuyinSyllables.toneMarks.contains(character)
    }

    public func compose(_ keys: [String]) -> Composition {
        // A tone mark with no syllable before it ends nothing: it is typed as it is.
        let leading = keys.prefix { key in key.first.map { !syllables.symbols.contains($0) } ?? true }.count
        let committed = keys.prefix(leading).joined()
        let keys = Array(keys.dropFirst(leading))
        guard !keys.isEmpty else { return Composition(committed: committed, composing: "", composingKeyCount: 0) }
        var letters: [String] = []
        // For each letter key and separator, the Zhuyin keys through the end of its syllable when
        // it is the last of the syllable's letters, else nil.
        var zhuyinKeysThrough: [Int?] = []
        var covered = 0
        for unit in syllables.units(of: keys) {
            covered += unit.keyCount
            guard !unit.letters.isEmpty else { continue }
            if !letters.isEmpty {
                letters.append("'")
                zhuyinKeysThrough.append(zhuyinKeysThrough.last ?? 0)
            }
            letters += unit.letters.map(String.init)
            zhuyinKeysThrough += Array(repeating: nil, count: unit.letters.count - 1) + [covered]
        }
        // Keys that start no syllable at the end are covered by the last candidate's syllable.
        if let last = zhuyinKeysThrough.lastIndex(where: { $0 != nil }) { zhuyinKeysThrough[last] = covered }
        let converted = pinyin.compose(letters)
        let candidates = converted.candidates.compactMap { candidate -> Candidate? in
            let count = candidate.keyCount == 0 ? 0 : zhuyinKeysThrough[candidate.keyCount - 1]
            return count.map { Candidate(text: candidate.text, keyCount: $0) }
        }
        return Composition(
            committed: committed, composing: keys.joined(), composingKeyCount: keys.count, candidates: candidates)
    }

    /// The pinyin letters `keys` stand for, by which the user's choices are learned, so that a
    /// word chosen on either keyboard ranks first on both.
    public func learnedReading(of keys: [String]) -> String {
        syllables.units(of: keys).map(\.letters).joined()
    }

    /// The Zhuyin keys of a character's most frequent reading, for the tools that type text.
    public func keys(typing character: Character) -> [String]? {
        pinyin.dictionary.readings.reading(of: String(character), in: pinyin.dictionary).flatMap(syllables.keys)
    }

    /// The Zhuyin keys of the dictionary's words at the start of `text`, longest word first, for up
    /// to as many characters as the pinyin keyboard's tools type before choosing.
    public func keys(converting text: Substring) -> (keys: [String], characterCount: Int)? {
        guard
            let reading = pinyin.dictionary.readingOfWords(
                startingAt: text, characterLimit: PinyinComposer.typedRunLength),
            let keys = syllables.keys(typing: reading.syllables)
        else { return nil }
        return (keys, reading.characterCount)
    }
}
