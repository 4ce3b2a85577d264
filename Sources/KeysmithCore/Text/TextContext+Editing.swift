extension TextContext {
    /// The edits that delete the whole visible document wherever the cursor is, in one list.
    ///
    /// The proxy deletes only before the cursor, so the list deletes the selection (if any), moves the
    /// cursor to the end of the visible text by the UTF-16 length of `afterInput`, then deletes every
    /// character before it: no read in between and no delay, because the host applies calls in order.
    ///
    /// When the host shows only a window of a longer document, this clears the window. Text beyond it
    /// becomes visible on the next turn; the engine repeats the clear-all there while the new context
    /// is not empty, and each turn removes one more window's worth until nothing is left.
    func editsToClearAll() -> [TextEdit] {
        var edits: [TextEdit] = []
        if !selectedText.isEmpty { edits.append(.deleteBackward(count: 1)) }
        let afterLength = afterInput.utf16.count
        if afterLength > 0 { edits.append(.moveCursor(utf16Offset: afterLength)) }
        let calls = BackwardDeletion.callCount(toRemove: beforeInput + afterInput)
        if calls > 0 { edits.append(.deleteBackward(count: calls)) }
        return edits
    }

    /// The edit that moves the cursor by `characters` grapheme clusters (negative moves left), as one
    /// UTF-16 offset that never splits a cluster or a surrogate pair. Moves stop at the ends of the
    /// visible text, so a longer move finishes on the next turn. With a selection the move starts from
    /// its end (see ``TextDocument/adjustTextPosition(byCharacterOffset:)``).
    func editsToMoveCursor(byCharacters characters: Int) -> [TextEdit] {
        var offset = 0
        if characters < 0 {
            let count = characters == Int.min ? Int.max : -characters
            offset = -(beforeInput + selectedText).suffix(count).utf16.count
        } else if characters > 0 {
            offset = afterInput.prefix(characters).utf16.count
        }
        return offset == 0 ? [] : [.moveCursor(utf16Offset: offset)]
    }

    /// The edit a delete key sends: one `deleteBackward()`, which removes the selection or one character.
    ///
    /// It is sent even when nothing is visible before the cursor, because some hosts report no context
    /// while they do hold text, and at the start of a document the call does nothing.
    func editsToDeleteBackward() -> [TextEdit] {
        [.deleteBackward(count: 1)]
    }

    /// The edits that delete the previous word, as the system keyboard does once delete has been held
    /// for a while: the spaces and tabs right before the cursor, then the run of non-whitespace before
    /// them ("world." or "don't" or "😀😀"). With only spaces before a line break, just the spaces go.
    /// A selection is deleted instead. When a truncated context cuts the word, only its visible part
    /// goes; the next word deletion, on the next turn, sees and removes the rest.
    ///
    /// Where that finds nothing to delete (right after a line break, or with nothing visible before the
    /// cursor), one `deleteBackward()` is sent, as for a single delete: it removes the line break.
    func editsToDeleteWordBackward() -> [TextEdit] {
        if !selectedText.isEmpty { return [.deleteBackward(count: 1)] }
        let removed = wordDeletionSuffix
        if removed.isEmpty { return [.deleteBackward(count: 1)] }
        return [.deleteBackward(count: BackwardDeletion.callCount(toRemove: removed))]
    }

    /// The end of `beforeInput` that one word deletion removes.
    var wordDeletionSuffix: String {
        let characters = Array(beforeInput)
        var start = characters.count
        while start > 0, characters[start - 1].isHorizontalWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        return String(characters[start...])
    }
}

extension Character {
    /// Whitespace that does not end a line: spaces, tabs, no-break spaces.
    var isHorizontalWhitespace: Bool { isWhitespace && !isNewline }
}
