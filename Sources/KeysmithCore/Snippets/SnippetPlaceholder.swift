/// A placeholder in a snippet template, written `[[NAME]]` like KBToolbar's `[[KB_TEXT]]`.
enum SnippetPlaceholder: String, Sendable, Hashable, CaseIterable {
    /// Where the cursor ends up after the snippet is inserted. Without it, the cursor ends after the snippet.
    case cursor = "[[CURSOR]]"
    /// The text that was selected when the key was tapped (empty when nothing was).
    case selection = "[[SELECTION]]"

    /// Every `[[NAME]]` token in `template`, in order, where NAME is a letter followed by letters,
    /// digits or underscores (so that a mistyped `[[cursor]]` can be reported). Other brackets, such as
    /// `[[Main Page]]` or `[[ ]]`, are ordinary text.
    static func tokens(in template: String) -> [String] {
        let bytes = Array(template.utf8)
        let open = UInt8(ascii: "["), close = UInt8(ascii: "]")
        var result: [String] = []
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == open, bytes[index + 1] == open else {
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            let hasName = end > index + 2 && isLetterByte(bytes[index + 2])
            if hasName, end + 1 < bytes.count, bytes[end] == close, bytes[end + 1] == close {
                result.append(String(decoding: bytes[index..<(end + 2)], as: UTF8.self))
                index = end + 2
            } else {
                index += 1
            }
        }
        return result
    }

    private static func isLetterByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isLetterByte(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
