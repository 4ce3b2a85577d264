/// What one `deleteBackward()` removes from the host's document, and how many calls remove a given text.
///
/// Apple's text system deletes backward by what CoreFoundation calls a backward-deletion cluster
/// (`kCFStringBackwardDeletionCluster`, used by Apple's text views and by WebKit on Apple platforms):
///
/// - a whole grapheme cluster for Latin, Greek and Cyrillic letters with combining marks (`e\u{301}`),
///   emoji with skin tones (👍🏽), ZWJ sequences (👨‍👩‍👧‍👦), flags (🇫🇷), tag sequences, Hangul
///   syllables precomposed or as conjoining jamo, CJK and ASCII;
/// - but only the last code point of a cluster that ends in U+0530–U+194F (Armenian through Limbu:
///   Hebrew, Arabic, the Indic scripts, Thai, Lao, Tibetan, Myanmar, Khmer…), outside the Hangul
///   jamo block, so `कि` takes two deletions: the vowel sign, then the consonant.
///
/// Keysmith also deletes `\r\n` as one unit, as Unicode and Swift count it as one character.
enum BackwardDeletion {
    /// The UTF-16 length of what one `deleteBackward()` removes from the end of `text`; 0 when empty.
    static func utf16LengthOfLastUnit(in text: some StringProtocol) -> Int {
        guard let last = text.last else { return 0 }
        if let scalar = last.unicodeScalars.last, last.unicodeScalars.count > 1, deletesAlone(scalar) {
            return scalar.utf16.count
        }
        return last.utf16.count
    }

    /// How many `deleteBackward()` calls remove exactly `text` when it stands right before the cursor
    /// and starts on a cluster boundary. For text without Indic-range clusters this is `text.count`.
    static func callCount(toRemove text: String) -> Int {
        var remaining = Substring(text)
        var calls = 0
        while let last = remaining.last {
            if let scalar = last.unicodeScalars.last, last.unicodeScalars.count > 1, deletesAlone(scalar) {
                remaining.unicodeScalars.removeLast()
            } else {
                remaining.removeLast()
            }
            calls += 1
        }
        return calls
    }

    /// Whether a code point at the end of a cluster is deleted on its own.
    static func deletesAlone(_ scalar: Unicode.Scalar) -> Bool {
        (0x0530...0x194F).contains(scalar.value) && !(0x1100...0x11FF).contains(scalar.value)
    }
}
