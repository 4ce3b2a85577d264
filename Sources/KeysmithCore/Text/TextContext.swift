/// What the keyboard knows of the document at the start of a turn: the visible text before the
/// selection, the selection, and the visible text after it. The engine reads it once per turn and every
/// planner computes its ``TextEdit`` list from it alone.
///
/// `beforeInput` and `afterInput` may be windows cut from a longer document (see ``TextDocument``);
/// planners act on what is visible and say in their documentation how they finish the rest.
public struct TextContext: Sendable, Hashable, Codable {
    /// The visible text before the cursor, or before the selection.
    var beforeInput: String
    /// The selected text; empty when the selection is just a cursor.
    var selectedText: String
    /// The visible text after the cursor, or after the selection.
    var afterInput: String
    /// The end of ``beforeInput`` that is marked text, being composed; empty when nothing is. Only
    /// the engine's own edits mark text: a host never reports it, so it is not part of the coded
    /// form either.
    var markedText: String = ""

    private enum CodingKeys: String, CodingKey {
        case beforeInput, selectedText, afterInput
    }

    public init(beforeInput: String = "", selectedText: String = "", afterInput: String = "") {
        self.beforeInput = beforeInput
        self.selectedText = selectedText
        self.afterInput = afterInput
    }

    /// A context whose `beforeInput` ends with `markedText`, marked.
    init(beforeInput: String, selectedText: String, afterInput: String, markedText: String) {
        self.init(beforeInput: beforeInput, selectedText: selectedText, afterInput: afterInput)
        self.markedText = beforeInput.hasSuffix(markedText) ? markedText : ""
    }

    /// Reads the three contexts once; `nil` reads as empty.
    public init(reading document: some TextDocument) {
        self.init(
            beforeInput: document.documentContextBeforeInput ?? "",
            selectedText: document.selectedText ?? "",
            afterInput: document.documentContextAfterInput ?? "")
    }

    /// Whether nothing is visible: no text before, after, or selected.
    var isEmpty: Bool { beforeInput.isEmpty && selectedText.isEmpty && afterInput.isEmpty }

    /// The context that results from applying `edits` to a document holding exactly this text, as
    /// `InMemoryTextDocument` applies them. Lets the engine predict a turn's outcome without reading
    /// the document back.
    public func applying(_ edits: [TextEdit]) -> TextContext {
        if let typedAtEnd = applyingAtEnd(edits) { return typedAtEnd }
        var document = InMemoryTextDocument(
            before: beforeInput, selected: selectedText, after: afterInput, markedCount: markedText.utf16.count)
        document.apply(edits)
        return document.contents
    }

    /// Applies `edits` in place, as ``applying(_:)`` would, and says whether the text changed.
    ///
    /// Typing at the end of the text (nothing selected or marked, nothing after the cursor, and only
    /// insertions and backward deletions) appends to and trims `beforeInput` where it is, so that a
    /// keystroke does not copy the text before the cursor when the context holds its only reference.
    @discardableResult
    mutating func apply(_ edits: [TextEdit]) -> Bool {
        guard isTypedAtEnd(edits) else {
            let applied = applying(edits)
            guard applied != self else { return false }
            self = applied
            return true
        }
        var changed = false
        for edit in edits {
            switch edit {
            case .insert(let text):
                beforeInput += text
                changed = changed || !text.isEmpty
            case .deleteBackward(let count):
                for _ in 0..<max(count, 0) where !beforeInput.isEmpty {
                    let removed = BackwardDeletion.utf16LengthOfLastUnit(in: beforeInput)
                    beforeInput = beforeInput.utf16Slice(0..<(beforeInput.utf16.count - removed))
                    changed = true
                }
            case .moveCursor, .setMarkedText, .unmarkText:
                preconditionFailure("isTypedAtEnd(_:) lets only insertions and backward deletions through")
            }
        }
        return changed
    }

    /// What typing does most of the time, worked out without a document: text inserted and deleted
    /// at the end of the text, with nothing selected and nothing after the cursor, where the cursor
    /// stays at the end whatever the characters join with. Nil for any other edit or context,
    /// marked text included.
    private func applyingAtEnd(_ edits: [TextEdit]) -> TextContext? {
        guard isTypedAtEnd(edits) else { return nil }
        var typed = self
        typed.apply(edits)
        return typed
    }

    /// Whether `edits` only insert and delete at the end of this context's text: nothing selected,
    /// marked or after the cursor, and no edit that moves the cursor or marks text.
    private func isTypedAtEnd(_ edits: [TextEdit]) -> Bool {
        guard selectedText.isEmpty, afterInput.isEmpty, markedText.isEmpty else { return false }
        return edits.allSatisfy { edit in
            switch edit {
            case .insert, .deleteBackward: true
            case .moveCursor, .setMarkedText, .unmarkText: false
            }
        }
    }
}
