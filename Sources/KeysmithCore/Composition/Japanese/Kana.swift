/// Hiragana and katakana, one for the other.
enum Kana {
    /// The hiragana the romaji table types and the dictionary's readings are written in: ぁ…ゖ, and
    /// the long vowel mark ー, which both scripts share.
    static func isHiragana(_ character: Character) -> Bool {
        character == "ー" || character.unicodeScalars.allSatisfy { (0x3041...0x3096).contains($0.value) }
    }

    /// `text` with each hiragana written in katakana (に ニ); anything else is kept.
    static func katakana(of text: String) -> String {
        shifted(text, from: 0x3041...0x3096, by: 0x60)
    }

    /// `text` with each katakana written in hiragana (ニ に); anything else is kept.
    static func hiragana(of text: String) -> String {
        shifted(text, from: 0x30A1...0x30F6, by: -0x60)
    }

    private static func shifted(_ text: String, from range: ClosedRange<UInt32>, by offset: Int32) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if range.contains(scalar.value), let moved = Unicode.Scalar(UInt32(Int32(scalar.value) + offset)) {
                scalars.append(moved)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
