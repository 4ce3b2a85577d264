// How the stand-in text inputs edit their text, as Apple's documentation of UIKeyInput,
// UITextDocumentProxy and UITextInput describes it: a document, a selection and marked text, with
// offsets in UTF-16 code units. Nothing here is Apple's API.
import Foundation

/// A document being edited: its text, the selection (an empty one is the cursor) and the marked
/// text, in UTF-16 code units.
package struct TextStorage {
    package var text = ""
    package var selection = 0..<0
    package var marked: Range<Int>?

    package init(text: String = "", cursor: Int? = nil) {
        self.text = text
        let end = cursor ?? text.utf16.count
        selection = end..<end
    }

    var length: Int { text.utf16.count }
    var before: String { substring(0..<selection.lowerBound) }
    var after: String { substring(selection.upperBound..<length) }
    var selected: String? { selection.isEmpty ? nil : substring(selection) }

    /// The text between two UTF-16 offsets.
    func substring(_ range: Range<Int>) -> String {
        let utf16 = text.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
        let upper = utf16.index(utf16.startIndex, offsetBy: range.upperBound)
        return String(text[lower..<upper])
    }

    /// Replaces `range` with `replacement` and puts the cursor after it.
    mutating func replace(_ range: Range<Int>, with replacement: String) {
        text = substring(0..<range.lowerBound) + replacement + substring(range.upperBound..<length)
        let end = range.lowerBound + replacement.utf16.count
        selection = end..<end
    }

    /// Inserts `string` in place of the marked text, else of the selection, and ends composing.
    mutating func insert(_ string: String) {
        replace(marked ?? selection, with: string)
        marked = nil
    }

    /// Deletes the selection, else the character before the cursor (a whole grapheme cluster, as the
    /// text system deletes an emoji or a letter with its accents).
    mutating func deleteBackward() {
        marked = nil
        guard selection.isEmpty else {
            replace(selection, with: "")
            return
        }
        guard let last = before.last else { return }
        replace((selection.lowerBound - String(last).utf16.count)..<selection.lowerBound, with: "")
    }

    /// Moves the cursor `offset` UTF-16 code units from the end of the selection, within the text.
    mutating func moveCursor(by offset: Int) {
        let target = min(length, max(0, selection.upperBound + offset))
        selection = target..<target
        marked = nil
    }

    /// Replaces the marked text (or the selection) with `string`, marked, selecting `range` of it.
    mutating func setMarked(_ string: String, selecting range: NSRange) {
        let start = (marked ?? selection).lowerBound
        replace(marked ?? selection, with: string)
        marked = start..<(start + string.utf16.count)
        let lower = start + min(range.location, string.utf16.count)
        selection = lower..<min(start + string.utf16.count, lower + range.length)
    }
}

/// The text document proxy the system gives a keyboard extension: the field of the app being typed
/// into. Two simplifications, both on the side a keyboard must not rely on: the contexts hold all the
/// text before and after the selection (the system's may hold only a sentence or so), and edits apply
/// at once (on a device they reach the app a moment later).
@MainActor package final class TextDocumentProxy: NSObject, UITextDocumentProxy, FieldTraitsHolder {
    package var storage = TextStorage()
    package var fieldTraits = FieldTraits()
    package var documentIdentifier = UUID()

    package var documentContextBeforeInput: String? { storage.before }
    package var documentContextAfterInput: String? { storage.after }
    package var selectedText: String? { storage.selected }
    package var hasText: Bool { storage.length > 0 }
    package func insertText(_ text: String) { storage.insert(text) }
    package func deleteBackward() { storage.deleteBackward() }
    package func adjustTextPosition(byCharacterOffset offset: Int) { storage.moveCursor(by: offset) }
    package func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        storage.setMarked(markedText, selecting: selectedRange)
    }
    package func unmarkText() { storage.marked = nil }
}
