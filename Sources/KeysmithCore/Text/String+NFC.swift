import Foundation

extension String {
    /// The text in Unicode Normalization Form C, as the lexicons and language models store their
    /// words.
    ///
    /// Most words a keyboard looks up are NFC already, and Foundation's normalisation copies them
    /// through a buffer of UTF-16 all the same. A text whose every scalar ``isNFCWherever(_:)`` is
    /// returned as it is; any other goes through Foundation.
    var nfc: String {
        unicodeScalars.allSatisfy(Self.isNFCWherever) ? self : precomposedStringWithCanonicalMapping
    }

    /// Whether `scalar` leaves a text NFC wherever it stands: it does not decompose, it does not
    /// compose with the scalar before it, and it is a starter (canonical combining class 0), so no
    /// reordering moves it. The scalars below U+0300 (Latin, Latin-1, Latin Extended-A and -B, IPA,
    /// spacing modifier letters) and the Cyrillic letters U+0400–U+0482 are; the combining marks
    /// begin at U+0300, and the Greek block has singletons (U+0374, U+037E, U+0387).
    static func isNFCWherever(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x300 || (0x400..<0x483).contains(scalar.value)
    }
}
