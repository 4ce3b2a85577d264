import Foundation

/// The host's text field as a keyboard sees it: the calls of `UITextDocumentProxy` that Keysmith uses,
/// with the same names and meanings, so that a UIKit shell conforms with one line per member.
///
/// What the real proxy does, and what every user of this protocol must assume:
///
/// - **Contexts are a window, not the document.** `documentContextBeforeInput` and
///   `documentContextAfterInput` hold only some text around the cursor: the host decides how much, it
///   can be far less than the document, and it is `nil` where there is none. Text outside the window
///   exists but cannot be seen.
/// - **Edits apply late.** Each call is sent to the host app, which carries it out on a later turn of its
///   run loop; reading a context right after `insertText(_:)` or `adjustTextPosition(byCharacterOffset:)`
///   may return the text as it was before. Calls are applied in the order they were made. Keysmith
///   therefore sends a turn's edits as one ordered list (``TextEdit``, ``TextDocument/apply(_:)``) and
///   reads the document only at the start of the next turn, never in between and never after a delay.
/// - **Cursor offsets are UTF-16 code units.** `adjustTextPosition(byCharacterOffset:)` moves by UTF-16
///   code units in practice, whatever its name says: 👍🏽 is 4, a flag is 4, 👨‍👩‍👧‍👦 is 11, `e\u{301}` is 2.
///
/// The protocol is not class-bound and its edits are `mutating`, so a value type such as
/// `InMemoryTextDocument` conforms as well as a reference type. A UIKit adapter is a small
/// main-actor struct holding the `UITextDocumentProxy`, conforming with an isolated conformance
/// (`extension ProxyTextDocument: @MainActor TextDocument`).
///
/// Marked text is text being composed, such as a Hangul syllable still taking jamo: the host shows
/// it in the document (underlined) and in `documentContextBeforeInput`, and replaces it at each
/// `setMarkedText(_:selectedRange:)` until `unmarkText()` leaves it as ordinary text.
public protocol TextDocument {
    /// The text before the cursor (before the selection, if there is one) that the host lets the
    /// keyboard see; `nil` or empty at the start of the document.
    var documentContextBeforeInput: String? { get }

    /// The text after the cursor (after the selection, if there is one) that the host lets the keyboard
    /// see; `nil` or empty at the end of the document.
    var documentContextAfterInput: String? { get }

    /// The selected text, or `nil` when the selection is empty.
    var selectedText: String? { get }

    /// Identifies the text field being edited; changes when the user moves to another field.
    var documentIdentifier: UUID { get }

    /// Whether the document holds any text at all, including text outside the visible contexts.
    var hasText: Bool { get }

    /// Replaces the selection (or inserts at the cursor) with `text`; the cursor ends after it.
    mutating func insertText(_ text: String)

    /// Deletes the selection if there is one; otherwise one character before the cursor, as the host's
    /// text system counts characters for deletion (see `BackwardDeletion`). Does nothing at the start.
    mutating func deleteBackward()

    /// Moves the cursor by `offset` UTF-16 code units (negative moves back) and collapses the selection.
    ///
    /// With a selection, Keysmith assumes the move starts from the end of the selection.
    mutating func adjustTextPosition(byCharacterOffset offset: Int)

    /// Replaces the marked text, or the selection when nothing is marked, with `markedText`, marked,
    /// and selects `selectedRange` of it (UTF-16 offsets into `markedText`). Keysmith always puts
    /// the cursor at its end.
    mutating func setMarkedText(_ markedText: String, selectedRange: NSRange)

    /// Makes the marked text ordinary text where it stands.
    mutating func unmarkText()
}
