import Foundation

/// The case rules of a language: what shift makes of a letter key, how a suggestion takes the case
/// of what was typed, and whether the language capitalises at all. Every change of case the engine
/// makes goes through one of these, made from the locale of the layout on screen.
///
/// Swift's `uppercased()` and `lowercased()` follow Unicode's default mappings, which are the same
/// for every language. These rules add what a language needs on top:
///
/// - **Turkish and Azeri**: `i` and `İ` are one letter, `ı` and `I` another.
/// - **German `ß`**, in every language: a shifted `ß` key types `ẞ` (U+1E9E), since one key types
///   one character; a word put in capitals writes `ß` as `SS` (`STRASSE`), the spelling German's
///   rules give first and what a suggestion in capitals should show. An `ẞ` the user typed stays.
/// - **Greek**: a word in lower case ends with `ς`, never `σ` (`ΟΔΟΣ` gives `οδος`, written with
///   `ς`); a word in capitals drops its accents (`καλός` gives `ΚΑΛΟΣ`) but keeps the diaeresis an
///   accent stood for (`άυλος` gives `ΑΫΛΟΣ`). A single letter keeps its accent (`Ά`), as the first
///   letter of a capitalised word does.
/// - **Dutch**: a capitalised word starting with `ij` starts with `IJ` (`IJsland`).
/// - **Scripts without case** (Arabic, Hebrew, Persian, Urdu, and others): shift changes nothing,
///   and the keyboard never capitalises by itself.
public struct LetterCase: Sendable, Hashable {
    /// The rules a language follows beyond Unicode's default case mappings.
    enum Rules: Sendable, Hashable {
        case standard, turkic, greek, dutch
        /// A script without case: nothing changes case.
        case uncased
    }

    let rules: Rules

    /// Unicode's default mappings, for a language without rules of its own (English, French…).
    public static let standard = LetterCase(rules: .standard)

    init(rules: Rules) {
        self.rules = rules
    }

    /// The rules of the language of `locale` (`tr`, `de_CH`, `el-GR`…); the standard rules when
    /// `locale` is nil or names a language without rules of its own.
    public init(locale: String?) {
        switch locale.map(LanguageTag.languageCode(of:)) {
        case "tr", "az": rules = .turkic
        case "el": rules = .greek
        case "nl": rules = .dutch
        case let language? where Self.uncasedLanguages.contains(language): rules = .uncased
        default: rules = .standard
        }
    }

    /// Languages written in scripts without case: Arabic, Hebrew, Indic, Thai, Chinese, Japanese,
    /// Korean, Georgian, Ethiopic and the like.
    static let uncasedLanguages: Set<String> = [
        "ar", "fa", "ur", "ps", "sd", "ug", "ckb", "ku", "he", "iw", "yi", "dv", "syr",
        "hi", "mr", "ne", "sa", "bn", "as", "pa", "gu", "or", "ta", "te", "kn", "ml", "si",
        "th", "lo", "km", "my", "bo", "dz", "zh", "ja", "ko", "ka", "am", "ti",
    ]

    /// Whether the language's script has case: auto-capitalisation and shift apply only then.
    public var hasCase: Bool { rules != .uncased }

    /// The marks after which a sentence starts with a capital: `.`, `!`, `?` and `…`, and in Greek
    /// also `;`, its question mark.
    public var sentenceTerminators: Set<Character> {
        rules == .greek ? TextContext.terminators.union([";"]) : TextContext.terminators
    }

    // MARK: Keys

    /// What a key's text is when shift is on (`shifted`) or off: a single letter that has case in
    /// that case, anything else (digits, symbols, several characters such as `.com`) as written.
    public func keyText(_ text: String, shifted: Bool) -> String {
        guard hasCase, text.count == 1, let letter = text.first else { return text }
        if shifted {
            return letter == "ß" ? "ẞ" : uppercased(text, isWord: false)
        }
        return lowercased(text)
    }

    // MARK: Words

    /// `text` in capitals, as a word is written when all of it was typed in capitals.
    public func uppercased(_ text: String) -> String {
        uppercased(text, isWord: true)
    }

    /// `text` in lower case.
    public func lowercased(_ text: String) -> String {
        switch rules {
        case .uncased:
            return text
        case .turkic:
            return String(text.map(Self.turkicLower)).lowercased()
        case .greek:
            return Self.withFinalSigma(text.lowercased())
        case .standard, .dutch:
            return text.lowercased()
        }
    }

    /// `word` as it is written when it ends: in Greek, a final `σ` becomes `ς`.
    public func endingWord(_ word: String) -> String {
        rules == .greek ? Self.withFinalSigma(word) : word
    }

    /// `word` with its first letter a capital and the rest as written (`İstanbul`, `IJsland`, `Όταν`).
    public func capitalized(_ word: String) -> String {
        guard hasCase, let first = word.first else { return word }
        let rest = word.dropFirst()
        if rules == .dutch, first == "i" || first == "I", let second = rest.first, second == "j" || second == "J" {
            return "IJ" + rest.dropFirst()
        }
        return uppercased(String(first), isWord: false) + rest
    }

    private func uppercased(_ text: String, isWord: Bool) -> String {
        switch rules {
        case .uncased:
            return text
        case .turkic:
            return String(text.map { $0 == "i" ? "İ" : $0 }).uppercased()
        case .greek where isWord:
            return Self.withoutGreekAccents(text.uppercased())
        case .standard, .greek, .dutch:
            return text.uppercased()
        }
    }

    // MARK: Language rules

    private static func turkicLower(_ character: Character) -> Character {
        switch character {
        case "I": "ı"
        case "İ": "i"
        default: character
        }
    }

    /// Greek's final sigma: `σ` after a letter and not before one becomes `ς`.
    static func withFinalSigma(_ text: String) -> String {
        guard text.contains("σ") else { return text }
        let characters = Array(text)
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for (index, character) in characters.enumerated() {
            let follows = index > 0 && characters[index - 1].isLetter
            let precedes = index + 1 < characters.count && characters[index + 1].isLetter
            result.append(character == "σ" && follows && !precedes ? "ς" : character)
        }
        return result
    }

    /// Greek in capitals without the acute accent (tonos), as Greek writes words in capitals. A
    /// tonos that kept a vowel pair apart (`άυ`, `όι`) becomes a diaeresis on the second vowel.
    static func withoutGreekAccents(_ text: String) -> String {
        let tonos: Unicode.Scalar = "\u{0301}"
        let diaeresis: Unicode.Scalar = "\u{0308}"
        let scalars = Array(text.decomposedStringWithCanonicalMapping.unicodeScalars)
        var result = String.UnicodeScalarView()
        var droppedAfter: Unicode.Scalar?
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard (0x0370...0x03FF).contains(scalar.value) else {
                result.append(scalar)
                droppedAfter = nil
                continue
            }
            result.append(scalar)
            var marks: [Unicode.Scalar] = []
            while index < scalars.count, scalars[index].properties.generalCategory == .nonspacingMark {
                marks.append(scalars[index])
                index += 1
            }
            let hadTonos = marks.contains(tonos)
            marks.removeAll { $0 == tonos }
            // The vowel before was accented, so this one is not part of a diphthong with it.
            if let before = droppedAfter, "ΑΕΟΥ".unicodeScalars.contains(before), scalar == "Ι" || scalar == "Υ",
                !marks.contains(diaeresis)
            {
                marks.append(diaeresis)
            }
            result.append(contentsOf: marks)
            droppedAfter = hadTonos && !marks.contains(diaeresis) ? scalar : nil
        }
        return String(result).nfc
    }
}
