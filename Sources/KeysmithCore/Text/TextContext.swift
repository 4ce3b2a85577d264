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

    /// What typing does most of the time, worked out without a document: text inserted and deleted
    /// at the end of the text, with nothing selected and nothing after the cursor, where the cursor
    /// stays at the end whatever the characters join with. Nil for any other edit or context,
    /// marked text included.
    private func applyingAtEnd(_ edits: [TextEdit]) -> TextContext? {
        guard selectedText.isEmpty, afterInput.isEmpty, markedText.isEmpty else { return nil }
        var before = beforeInput
        for edit in edits {
            switch edit {
            case .insert(let text):
                before += text
            case .deleteBackward(let count):
                for _ in 0..<max(count, 0) where !before.isEmpty {
                    let removed = BackwardDeletion.utf16LengthOfLastUnit(in: before)
                    before = before.utf16Slice(0..<(before.utf16.count - removed))
                }
            case .moveCursor, .setMarkedText, .unmarkText:
                return nil
            }
        }
        return TextContext(beforeInput: before)
    }
}
