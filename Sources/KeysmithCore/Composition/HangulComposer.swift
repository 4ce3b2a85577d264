/// Composes Hangul syllables from the jamo of the standard 2-set (두벌식) keyboard, by Unicode
/// arithmetic, with the rules the 2-set keyboards of iOS and libhangul follow:
///
/// - a consonant after a vowel becomes the syllable's final (가 + ㄱ → 각), and two finals combine
///   where Hangul has the double final (ㄳ ㄵ ㄶ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅄ);
/// - a vowel after a final takes the final, or the second consonant of a double final, as the
///   initial of the next syllable (각 + ㅏ → 가가, 닭 + ㅏ → 달가);
/// - two vowels combine where Hangul has the compound vowel (ㅘ ㅙ ㅚ ㅝ ㅞ ㅟ ㅢ), and two
///   consonants with no vowel where Hangul has the double final (ㄱ + ㅅ → ㄳ);
/// - anything else finishes the syllable and starts the next; ㄸ ㅃ ㅉ, which are never finals,
///   always start one. Repeating a consonant does not double it: the tense consonants are the
///   shifted keys.
///
/// Keys are compatibility jamo (U+3131–U+3163), as the keys of the Korean keyboard type them; a
/// syllable with no vowel yet, or a vowel with no initial, is shown as its compatibility jamo.
/// `scripts/hangul_reference.py` checks all of this against libhangul, the reference library.
public struct HangulComposer: Composer {
    public init() {}

    public func accepts(_ key: String) -> Bool {
        key.count == 1 && key.first.flatMap(Jamo.init) != nil
    }

    public func compose(_ keys: [String]) -> Composition {
        var committed = ""
        var syllable = Syllable()
        // Where the keys of `syllable` start.
        var start = 0
        for (index, key) in keys.enumerated() {
            guard key.count == 1, let jamo = key.first.flatMap(Jamo.init) else {
                committed += syllable.text + key
                syllable = Syllable()
                start = index + 1
                continue
            }
            if let next = syllable.adding(jamo) {
                syllable = next
                continue
            }
            if case .vowel = jamo, let (finished, carried) = syllable.givingUpLastFinal() {
                committed += finished.text
                syllable = Syllable(initial: carried, vowels: [jamo.character])
                start = index - 1
            } else {
                committed += syllable.text
                syllable = Syllable().adding(jamo) ?? Syllable()
                start = index
            }
        }
        return Composition(committed: committed, composing: syllable.text, composingKeyCount: keys.count - start)
    }

    /// The jamo keys of a precomposed syllable (한 → ㅎ ㅏ ㄴ, 쇄 → ㅅ ㅗ ㅐ) or of a compatibility
    /// jamo (ㅘ → ㅗ ㅏ). Typed one syllable after another they make the same text again, because a
    /// final that a vowel takes is always the next syllable's initial.
    public func keys(typing character: Character) -> [String]? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return nil }
        let offset = Int(scalar.value) - Int(Hangul.firstSyllable)
        guard (0..<(19 * 21 * 28)).contains(offset) else {
            if let parts = Hangul.vowelParts[character] ?? Hangul.finalParts[character] {
                return parts.map(String.init)
            }
            return accepts(String(character)) ? [String(character)] : nil
        }
        let vowel = Hangul.allVowels[offset / 28 % 21]
        let finalIndex = offset % 28
        var keys = [Hangul.initials[offset / 28 / 21]] + (Hangul.vowelParts[vowel] ?? [vowel])
        if finalIndex > 0 {
            let final = Hangul.allFinals[finalIndex - 1]
            keys += Hangul.finalParts[final] ?? [final]
        }
        return keys.map(String.init)
    }
}

/// One key of the 2-set keyboard: a consonant or a vowel, as its compatibility jamo.
private enum Jamo {
    case consonant(Character)
    case vowel(Character)

    init?(_ character: Character) {
        if Hangul.initials.contains(character) {
            self = .consonant(character)
        } else if Hangul.vowels.contains(character), Hangul.vowelParts[character] == nil {
            self = .vowel(character)
        } else {
            return nil
        }
    }

    var character: Character {
        switch self {
        case .consonant(let character), .vowel(let character): character
        }
    }
}

/// The syllable being composed: its initial, the one or two vowel keys of its medial and the one or
/// two consonant keys of its final. A double final may stand alone, without initial or vowel.
private struct Syllable {
    var initial: Character?
    var vowels: [Character] = []
    var finals: [Character] = []

    /// The syllable with `jamo` added to it, or nil when `jamo` starts another syllable.
    func adding(_ jamo: Jamo) -> Syllable? {
        var next = self
        switch jamo {
        case .consonant(let consonant):
            if !finals.isEmpty {
                guard finals.count == 1, Hangul.compoundFinals[[finals[0], consonant]] != nil else { return nil }
                next.finals.append(consonant)
            } else if !vowels.isEmpty {
                guard initial != nil, Hangul.finals.contains(consonant) else { return nil }
                next.finals = [consonant]
            } else if let initial {
                // Two consonants of a double final make it on their own, as libhangul does: the
                // second is taken by a vowel that follows (ㄱ + ㅅ → ㄳ, ㄳ + ㅏ → ㄱ사).
                guard Hangul.compoundFinals[[initial, consonant]] != nil else { return nil }
                next.initial = nil
                next.finals = [initial, consonant]
            } else {
                next.initial = consonant
            }
        case .vowel(let vowel):
            guard finals.isEmpty else { return nil }
            if vowels.isEmpty {
                next.vowels = [vowel]
            } else {
                guard vowels.count == 1, Hangul.compoundVowels[[vowels[0], vowel]] != nil else { return nil }
                next.vowels.append(vowel)
            }
        }
        return next
    }

    /// The syllable without its last final consonant, and that consonant, for a vowel that takes
    /// it as its initial; nil without a final.
    func givingUpLastFinal() -> (Syllable, Character)? {
        guard let last = finals.last else { return nil }
        var rest = self
        rest.finals.removeLast()
        return (rest, last)
    }

    /// The syllable as text: a precomposed syllable once it has an initial and a vowel, else the
    /// compatibility jamo it has so far.
    var text: String {
        let vowel = vowels.count == 2 ? Hangul.compoundVowels[vowels] : vowels.first
        let final = finals.count == 2 ? Hangul.compoundFinals[finals] : finals.first
        guard let initial, let vowel else {
            return [initial, vowel, final].compactMap { $0 }.map(String.init).joined()
        }
        let initialIndex = Hangul.initials.firstIndex(of: initial) ?? 0
        let vowelIndex = Hangul.allVowels.firstIndex(of: vowel) ?? 0
        let finalIndex = final.flatMap { Hangul.allFinals.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        let scalar = Hangul.firstSyllable + UInt32((initialIndex * 21 + vowelIndex) * 28 + finalIndex)
        return Unicode.Scalar(scalar).map { String(Character($0)) } ?? ""
    }
}

/// The order of Hangul's jamo in the Unicode syllable block, as compatibility jamo.
enum Hangul {
    /// 가, the first precomposed syllable: `0xAC00 + (initial × 21 + vowel) × 28 + final`.
    static let firstSyllable: UInt32 = 0xAC00
    /// The 19 initials in Unicode's order.
    static let initials = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
    /// The 21 medials in Unicode's order, compound vowels included.
    static let allVowels = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ")
    /// The 27 finals in Unicode's order (final index 1 to 27; 0 is no final), double finals included.
    static let allFinals = Array("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ")
    /// The vowels a key types: every medial that is not two keys combined.
    static let vowels = Set(allVowels)
    /// The consonants that can end a syllable on their own.
    static let finals = Set(allFinals).subtracting(compoundFinals.values)
    /// Two vowel keys and the compound vowel they make.
    static let compoundVowels: [[Character]: Character] = [
        ["ㅗ", "ㅏ"]: "ㅘ", ["ㅗ", "ㅐ"]: "ㅙ", ["ㅗ", "ㅣ"]: "ㅚ", ["ㅜ", "ㅓ"]: "ㅝ", ["ㅜ", "ㅔ"]: "ㅞ",
        ["ㅜ", "ㅣ"]: "ㅟ", ["ㅡ", "ㅣ"]: "ㅢ",
    ]
    /// Two final consonant keys and the double final they make.
    static let compoundFinals: [[Character]: Character] = [
        ["ㄱ", "ㅅ"]: "ㄳ", ["ㄴ", "ㅈ"]: "ㄵ", ["ㄴ", "ㅎ"]: "ㄶ", ["ㄹ", "ㄱ"]: "ㄺ", ["ㄹ", "ㅁ"]: "ㄻ",
        ["ㄹ", "ㅂ"]: "ㄼ", ["ㄹ", "ㅅ"]: "ㄽ", ["ㄹ", "ㅌ"]: "ㄾ", ["ㄹ", "ㅍ"]: "ㄿ", ["ㄹ", "ㅎ"]: "ㅀ",
        ["ㅂ", "ㅅ"]: "ㅄ",
    ]
    /// The keys of each compound vowel, which no key types by itself.
    static let vowelParts: [Character: [Character]] = Dictionary(
        uniqueKeysWithValues: compoundVowels.map { ($0.value, $0.key) })
    /// The keys of each double final, which no key types by itself.
    static let finalParts: [Character: [Character]] = Dictionary(
        uniqueKeysWithValues: compoundFinals.map { ($0.value, $0.key) })
}
