import Foundation

/// One edit the engine asks a shell to make to the host's document, in the units the proxy speaks.
///
/// A turn's edits form one ordered list, applied with ``TextDocument/apply(_:)`` without reading the
/// document in between: every planner computes the whole list from one ``TextContext``.
public enum TextEdit: Sendable, Hashable {
    /// Calls `insertText(_:)`: replaces the selection, or inserts at the cursor.
    case insert(String)

    /// Calls `deleteBackward()` `count` times. The first call removes the selection if there is one;
    /// each other call removes one character as the host counts characters for deletion (usually a
    /// grapheme cluster; see `BackwardDeletion` for the scripts where it is one code point).
    /// A count of zero or less does nothing.
    case deleteBackward(count: Int)

    /// Calls `adjustTextPosition(byCharacterOffset:)`: moves the cursor by this many UTF-16 code units.
    /// Planners only emit offsets that land on grapheme-cluster boundaries, and never emit zero.
    case moveCursor(utf16Offset: Int)

    /// Calls `setMarkedText(_:selectedRange:)` with the cursor at the end of `text`: replaces the
    /// marked text, or else the selection, with `text`, marked as text being composed (a Hangul
    /// syllable, pinyin awaiting its characters). An empty `text` removes the marked text.
    case setMarkedText(String)

    /// Calls `unmarkText()`: the marked text becomes ordinary text where it stands.
    case unmarkText
}

extension TextEdit {
    /// Whether the edit sets or ends marked text, which only the composition feature does.
    var isMarkedTextEdit: Bool {
        switch self {
        case .setMarkedText, .unmarkText: true
        case .insert, .deleteBackward, .moveCursor: false
        }
    }
}

extension TextEdit: CustomStringConvertible {
    /// A short form for test failures and the `keysmith simulate` log, such as `insert "<b></b>"`,
    /// `deleteBackward ×3` or `moveCursor -4`.
    public var description: String {
        switch self {
        case .insert(let text): "insert \(text.debugDescription)"
        case .deleteBackward(let count): "deleteBackward ×\(count)"
        case .moveCursor(let offset): "moveCursor \(offset > 0 ? "+" : "")\(offset)"
        case .setMarkedText(let text): "setMarkedText \(text.debugDescription)"
        case .unmarkText: "unmarkText"
        }
    }
}

extension TextDocument {
    /// Carries out `edits` in order, one proxy call per insert, move and marked-text change and one
    /// `deleteBackward()` per counted deletion, without reading the document and without waiting.
    public mutating func apply(_ edits: [TextEdit]) {
        for edit in edits {
            switch edit {
            case .insert(let text):
                insertText(text)
            case .deleteBackward(let count):
                var remaining = count
                while remaining > 0 {
                    deleteBackward()
                    remaining -= 1
                }
            case .moveCursor(let offset):
                if offset != 0 { adjustTextPosition(byCharacterOffset: offset) }
            case .setMarkedText(let text):
                setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
            case .unmarkText:
                unmarkText()
            }
        }
    }
}
