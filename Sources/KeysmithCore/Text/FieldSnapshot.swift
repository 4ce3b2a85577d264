import Foundation

/// The whole text of an app's own text field and its selection, in the UTF-16 offsets UIKit's
/// `NSRange` and `UITextInput` offsets use. An in-app keyboard (typing into a `UITextField` or
/// `UITextView` of its own app) reads one before each step of an edit and asks it:
///
/// - which `NSRange` and replacement string to put to the field's delegate
///   (`textField(_:shouldChangeCharactersIn:replacementString:)`,
///   `textView(_:shouldChangeTextIn:replacementText:)`) before the step, and
/// - where the cursor goes for a cursor move.
///
/// Unlike a keyboard extension's proxy, an app's own field applies each step at once, so the next
/// step reads the field again.
public struct FieldSnapshot: Sendable, Hashable {
    /// The field's text.
    var text: String
    /// The selection in UTF-16 offsets; empty for a bare cursor.
    var selection: Range<Int>

    /// A snapshot of `text` with `selection` clamped to it and widened to whole Unicode scalars,
    /// so that a range from the field never splits a surrogate pair.
    public init(text: String, selection: Range<Int>) {
        self.text = text
        let length = text.utf16.count
        let lower = Self.scalarBoundary(atOrBefore: min(max(selection.lowerBound, 0), length), in: text)
        let upper = Self.scalarBoundary(atOrAfter: min(max(selection.upperBound, lower), length), in: text)
        self.selection = lower..<upper
    }

    /// The context the engine reads: the text before, inside and after the selection.
    public var context: TextContext {
        TextContext(
            beforeInput: Self.slice(text, 0..<selection.lowerBound),
            selectedText: Self.slice(text, selection),
            afterInput: Self.slice(text, selection.upperBound..<text.utf16.count))
    }

    /// What the field's delegate is asked before `step`: the range it replaces and the string that
    /// replaces it. Nil when the step changes no text, so that there is nothing to ask: a cursor move,
    /// or a deletion at the start of the field with nothing selected.
    ///
    /// An insertion replaces the selection. A deletion removes the selection, or else what one
    /// `deleteBackward()` removes before the cursor (`BackwardDeletion`): a whole 👍🏽, one vowel
    /// sign of कि.
    public func changeRequest(for step: FieldEditStep) -> FieldChangeRequest? {
        switch step {
        case .insert(let string):
            return FieldChangeRequest(range: nsRange(selection), replacement: string)
        case .deleteBackward:
            if !selection.isEmpty { return FieldChangeRequest(range: nsRange(selection), replacement: "") }
            let before = Self.slice(text, 0..<selection.lowerBound)
            let length = BackwardDeletion.utf16LengthOfLastUnit(in: before)
            guard length > 0 else { return nil }
            return FieldChangeRequest(
                range: nsRange((selection.lowerBound - length)..<selection.lowerBound), replacement: "")
        case .moveCursor, .setMarkedText, .unmarkText:
            // Marked text is not yet the field's text: the delegate is asked about it when it is
            // typed for good, as it is for the system's keyboards composing in place.
            return nil
        }
    }

    /// Where the cursor stands after moving it by `offset` UTF-16 code units from the end of the
    /// selection (as ``TextDocument/adjustTextPosition(byCharacterOffset:)`` does), kept inside the
    /// text and off the middle of a surrogate pair.
    public func cursor(afterMovingBy offset: Int) -> Int {
        let target = min(max(selection.upperBound.addingReportingOverflow(offset).partialValue, 0), text.utf16.count)
        return offset < 0
            ? Self.scalarBoundary(atOrBefore: target, in: text) : Self.scalarBoundary(atOrAfter: target, in: text)
    }

    private func nsRange(_ range: Range<Int>) -> NSRange {
        NSRange(location: range.lowerBound, length: range.count)
    }

    /// The text between two UTF-16 offsets that lie on scalar boundaries.
    static func slice(_ text: String, _ range: Range<Int>) -> String {
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
        let end = utf16.index(start, offsetBy: range.count)
        return String(text[start..<end])
    }

    static func scalarBoundary(atOrBefore offset: Int, in text: String) -> Int {
        var offset = offset
        while offset > 0, !isScalarBoundary(offset, in: text) { offset -= 1 }
        return offset
    }

    static func scalarBoundary(atOrAfter offset: Int, in text: String) -> Int {
        var offset = offset
        let length = text.utf16.count
        while offset < length, !isScalarBoundary(offset, in: text) { offset += 1 }
        return offset
    }

    private static func isScalarBoundary(_ offset: Int, in text: String) -> Bool {
        let index = text.utf16.index(text.utf16.startIndex, offsetBy: offset)
        return index.samePosition(in: text.unicodeScalars) != nil
    }
}

/// One call an in-app keyboard makes on its field: a ``TextEdit`` is one or more of these.
public enum FieldEditStep: Sendable, Hashable {
    /// `insertText(_:)`.
    case insert(String)
    /// One `deleteBackward()`.
    case deleteBackward
    /// A cursor move by this many UTF-16 code units.
    case moveCursor(utf16Offset: Int)
    /// `setMarkedText(_:selectedRange:)`, with the cursor at the end of the marked text.
    case setMarkedText(String)
    /// `unmarkText()`.
    case unmarkText
}

extension TextEdit {
    /// The field calls that carry out this edit, in order: a `deleteBackward(count: 3)` is three
    /// deletions, each asked about on its own, as the system keyboard asks about each backspace.
    public var fieldSteps: [FieldEditStep] {
        switch self {
        case .insert(let text): [.insert(text)]
        case .deleteBackward(let count): Array(repeating: .deleteBackward, count: max(count, 0))
        case .moveCursor(let offset): offset == 0 ? [] : [.moveCursor(utf16Offset: offset)]
        case .setMarkedText(let text): [.setMarkedText(text)]
        case .unmarkText: [.unmarkText]
        }
    }
}

/// The question put to a text field's delegate before a change: replace `range` (UTF-16) with
/// `replacement`? A delegate that answers no vetoes the change, and the keyboard skips it.
public struct FieldChangeRequest: Sendable, Hashable {
    public var range: NSRange
    public var replacement: String

    init(range: NSRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}
