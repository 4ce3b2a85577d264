import Foundation
import Testing

@testable import KeysmithCore

/// `String.nfc` skips Foundation's normalisation for text it can tell is NFC already; these tests
/// hold it to Foundation's result. They compare scalars, not Strings: `==` on Strings is canonical
/// equivalence, under which a text and its NFC are always equal.
@Suite("Normalising words to NFC")
struct NFCTests {
    /// Every scalar the shortcut trusts, as the shortcut sees it.
    static let trusted: [Unicode.Scalar] = (0..<0x483).compactMap(Unicode.Scalar.init).filter(String.isNFCWherever)

    @Test("every trusted scalar is NFC alone, after any trusted scalar and before any")
    func trustedScalarsAreNFCWherever() {
        // A scalar that composed with the one before it, or was reordered past it, would show up
        // after some starter; the letters that take most marks stand for them all.
        let neighbours: [Unicode.Scalar] = ["a", "e", "o", "A", "u", "z", "ø", "и", "е", "Ж", " ", "ʼ"]
        for scalar in Self.trusted {
            for text in [String(scalar)] + neighbours.flatMap({ ["\($0)\(scalar)", "\(scalar)\($0)"] }) {
                #expect(
                    scalars(text.precomposedStringWithCanonicalMapping) == scalars(text),
                    "U+\(String(scalar.value, radix: 16))")
                #expect(scalars(text.nfc) == scalars(text))
            }
        }
    }

    @Test("text the shortcut cannot vouch for is normalised as Foundation normalises it")
    func otherTextIsNormalised() {
        let cases: [(String, String)] = [
            ("e\u{301}te\u{301}", "\u{E9}t\u{E9}"),
            ("\u{438}\u{306}", "\u{439}"),  // и and a combining breve: й
            ("\u{387}", "\u{B7}"),  // the Greek ano teleia is a singleton
            ("\u{1100}\u{1161}", "\u{AC00}"),  // conjoining jamo compose into a syllable
            ("\u{2126}", "\u{3A9}"),  // the ohm sign is the capital omega
            ("a\u{323}\u{302}", "\u{1EAD}"),
            ("a\u{302}\u{323}", "\u{1EAD}"),  // marks in the other order are reordered first
        ]
        for (text, expected) in cases {
            #expect(scalars(text.nfc) == scalars(expected), "\(scalars(text))")
            #expect(scalars(text.nfc) != scalars(text))
        }
    }

    @Test("random words agree with Foundation")
    func randomWordsAgree() {
        var generator = SplitMix64(seed: 300)
        let pool: [Unicode.Scalar] =
            Self.trusted + [
                "\u{300}", "\u{301}", "\u{308}", "\u{323}", "\u{306}", "\u{387}", "\u{3AC}", "\u{1161}", "\u{1100}",
                "ṩ",
            ]
        for _ in 0..<5_000 {
            var view = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                view.append(pool.randomElement(using: &generator)!)
            }
            let text = String(view)
            #expect(scalars(text.nfc) == scalars(text.precomposedStringWithCanonicalMapping), "\(scalars(text))")
        }
    }

    private func scalars(_ text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value)
    }
}
