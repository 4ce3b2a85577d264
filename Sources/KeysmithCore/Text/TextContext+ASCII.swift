/// The walks out from the cursor read byte by byte where the text they read is ASCII, most of
/// what is typed: the same answers as walking `Character`s, without finding each grapheme
/// cluster's bounds. Each walk gives up (nil) at the first byte that is not a whole ASCII
/// character, and the caller then walks the characters.
extension TextContext {
    /// How many UTF-8 bytes of the text before and after the cursor the word around it takes (both
    /// zero for no word), as ``wordAroundCursor`` defines it; nil when the walk meets a byte that is
    /// not a whole ASCII character.
    func asciiWordExtent() -> (before: Int, after: Int)? {
        let extent = beforeInput.utf8.withContiguousStorageIfAvailable { before in
            afterInput.utf8.withContiguousStorageIfAvailable { after in
                ASCIICharacters(before).wordExtent(after: ASCIICharacters(after))
            }
        }
        return extent.flatMap { $0 }.flatMap { $0 }
    }

    /// Whether the cursor is at the start of a sentence, as ``isAtSentenceStart(terminators:)``
    /// defines it; nil when the walk meets a byte that is not a whole ASCII character.
    func asciiIsAtSentenceStart(terminators: Set<Character>) -> Bool? {
        let answer = beforeInput.utf8.withContiguousStorageIfAvailable { bytes in
            ASCIICharacters(bytes).isAtSentenceStart(terminators: terminators)
        }
        return answer.flatMap { $0 }
    }
}

/// UTF-8 text read as ASCII characters, where a byte is one.
///
/// A byte is a whole character when it and the bytes beside it are ASCII: a grapheme cluster joins
/// an ASCII byte only to non-ASCII scalars next to it (a combining accent after it, a prepended mark
/// before it), or to another ASCII byte in `\r\n`, whose two bytes answer every question asked here
/// as the cluster does (both line breaks and whitespace, neither letter nor apostrophe).
private struct ASCIICharacters {
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var count: Int { bytes.count }

    /// The byte at `index` when it is a whole ASCII character; nil when it or a byte beside it is not
    /// ASCII.
    func character(at index: Int) -> UInt8? {
        let byte = bytes[index]
        guard byte < 0x80, index == 0 || bytes[index - 1] < 0x80, index + 1 == bytes.count || bytes[index + 1] < 0x80
        else { return nil }
        return byte
    }

    /// How many bytes at the end of these and at the start of `after` the word around the cursor
    /// between them takes, walking out as ``TextContext/wordAroundCursor`` does.
    func wordExtent(after: ASCIICharacters) -> (before: Int, after: Int)? {
        var start = count
        while start > 0 {
            let index = start - 1
            guard let byte = character(at: index) else { return nil }
            if !byte.isWordLetter {
                // An apostrophe belongs to the word only between two letters.
                guard byte == .apostrophe, index > 0, start < count || after.count > 0 else { break }
                let next = start < count ? character(at: start) : after.character(at: 0)
                guard let next, let previous = character(at: index - 1) else { return nil }
                guard previous.isWordLetter, next.isWordLetter else { break }
            }
            start = index
        }
        var end = 0
        while end < after.count {
            guard let byte = after.character(at: end) else { return nil }
            let next = end + 1
            if !byte.isWordLetter {
                guard byte == .apostrophe, next < after.count, end > 0 || count > 0 else { break }
                let previous = end > 0 ? after.character(at: end - 1) : character(at: count - 1)
                guard let previous, let following = after.character(at: next) else { return nil }
                guard previous.isWordLetter, following.isWordLetter else { break }
            }
            end = next
        }
        return (count - start, end)
    }

    /// Whether a sentence starts at the end of these bytes, walking back as
    /// ``TextContext/isAtSentenceStart(terminators:)`` does: over whitespace to a line break, or to
    /// horizontal whitespace after a sentence's end.
    func isAtSentenceStart(terminators: Set<Character>) -> Bool? {
        var end = count
        while end > 0 {
            let index = end - 1
            guard let byte = character(at: index) else { return nil }
            if byte.isNewline { return true }
            if byte == .space || byte == .tab {
                guard let endsSentence = endsSentence(before: index, terminators: terminators) else { return nil }
                if endsSentence { return true }
            } else if !byte.isWhitespace {
                return false
            }
            end = index
        }
        return true
    }

    /// Whether the bytes before `end` end with a sentence terminator, possibly followed by closing
    /// quotes or brackets.
    private func endsSentence(before end: Int, terminators: Set<Character>) -> Bool? {
        var end = end
        while end > 0 {
            guard let byte = character(at: end - 1) else { return nil }
            guard byte.isCloser else { return terminators.contains(Character(Unicode.Scalar(byte))) }
            end -= 1
        }
        return false
    }
}

extension UInt8 {
    fileprivate static let apostrophe = UInt8(ascii: "'")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let tab = UInt8(ascii: "\t")

    /// An ASCII letter or digit (``Swift/Character/isWordLetter`` for an ASCII character).
    fileprivate var isWordLetter: Bool { (0x30...0x39).contains(self) || (0x61...0x7A).contains(self | 0x20) }

    /// A line feed, vertical tab, form feed or carriage return.
    fileprivate var isNewline: Bool { (0x0A...0x0D).contains(self) }

    /// A tab, a line break or a space.
    fileprivate var isWhitespace: Bool { (0x09...0x0D).contains(self) || self == .space }

    /// The ASCII closing quotes and brackets that may follow a sentence's end.
    fileprivate var isCloser: Bool {
        switch self {
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): true
        default: false
        }
    }
}
