/// The text a snippet inserts, with placeholders for the cursor and the selection:
/// `<b>[[SELECTION]][[CURSOR]]</b>`.
///
/// - `[[CURSOR]]` is where the cursor goes after inserting; without it, the cursor ends after the text.
/// - `[[SELECTION]]` is replaced by the selected text; without it, the inserted text replaces the
///   selection, as typing does.
///
/// A placeholder is `[[`, one or more ASCII letters, digits or underscores, then `]]`. Any other
/// placeholder, and any other `[[`, is inserted as written, so a wiki link template such as
/// `[[[[SELECTION]]]]` works. Encodes as its text.
public struct SnippetTemplate: Sendable, Hashable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    public static let cursorPlaceholder = "[[CURSOR]]"
    public static let selectionPlaceholder = "[[SELECTION]]"

    /// The template as written.
    public var text: String

    public init(_ text: String) {
        self.text = text
    }

    public init(stringLiteral text: String) {
        self.text = text
    }

    public var description: String { text }

    /// A run of literal text or a placeholder, in template order.
    enum Part: Hashable {
        case literal(String)
        /// The placeholder's name without brackets: `CURSOR`.
        case placeholder(String)
    }

    /// The template split into literal text and placeholders. It works on Unicode scalars, so a
    /// combining mark written right after `]]` does not hide the brackets.
    var parts: [Part] {
        let scalars = Array(text.unicodeScalars)
        var parts: [Part] = []
        var literal = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "[", index + 1 < scalars.count, scalars[index + 1] == "[" {
                var end = index + 2
                while end < scalars.count, Self.isNameScalar(scalars[end]) { end += 1 }
                if end > index + 2, end + 1 < scalars.count, scalars[end] == "]", scalars[end + 1] == "]" {
                    if !literal.isEmpty {
                        parts.append(.literal(String(literal)))
                        literal = String.UnicodeScalarView()
                    }
                    var name = String.UnicodeScalarView()
                    name.append(contentsOf: scalars[(index + 2)..<end])
                    parts.append(.placeholder(String(name)))
                    index = end + 2
                    continue
                }
            }
            literal.append(scalars[index])
            index += 1
        }
        if !literal.isEmpty { parts.append(.literal(String(literal))) }
        return parts
    }

    /// Every placeholder in the template, in order, written with its brackets: `[[CURSOR]]`.
    public var placeholders: [String] {
        parts.compactMap { part in
            if case .placeholder(let name) = part { "[[\(name)]]" } else { nil }
        }
    }

    /// The text to insert in place of `selection`, and where the cursor goes in it.
    ///
    /// Only the template is searched for placeholders, never the selected text. If `[[CURSOR]]`
    /// appears more than once (which lint reports), the first one places the cursor and the others
    /// are dropped. The cursor never falls inside a grapheme cluster: when text after the cursor
    /// begins with a combining mark, the cursor moves past the character the mark joins.
    public func expand(selection: String = "") -> SnippetExpansion {
        var beforeCursor = ""
        var afterCursor = ""
        var cursorPlaced = false
        for part in parts {
            let piece: String
            switch part {
            case .literal(let text):
                piece = text
            case .placeholder("CURSOR"):
                cursorPlaced = true
                continue
            case .placeholder("SELECTION"):
                piece = selection
            case .placeholder(let name):
                piece = "[[\(name)]]"
            }
            if cursorPlaced { afterCursor += piece } else { beforeCursor += piece }
        }
        let text = beforeCursor + afterCursor
        let offset = min(max(0, text.count - beforeCursor.count), text.count)
        return SnippetExpansion(text: text, cursorOffsetFromEnd: offset)
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "_": true
        default: false
        }
    }

    public init(from decoder: any Decoder) throws {
        text = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

/// What a snippet key inserts: the text, and where the cursor ends up in it.
public struct SnippetExpansion: Sendable, Hashable {
    /// The text that replaces the selection (or is inserted at the cursor when nothing is selected).
    public var text: String
    /// How many characters (grapheme clusters) of `text` follow the cursor; 0 leaves the cursor at
    /// the end of the inserted text.
    public var cursorOffsetFromEnd: Int

    public init(text: String, cursorOffsetFromEnd: Int) {
        self.text = text
        self.cursorOffsetFromEnd = cursorOffsetFromEnd
    }

    /// The same distance in UTF-16 code units, the unit text document proxies move the cursor by:
    /// after inserting, move the cursor by minus this value.
    public var cursorOffsetFromEndInUTF16: Int {
        let start = text.index(text.endIndex, offsetBy: -cursorOffsetFromEnd, limitedBy: text.startIndex) ?? text.startIndex
        return text[start...].utf16.count
    }
}
