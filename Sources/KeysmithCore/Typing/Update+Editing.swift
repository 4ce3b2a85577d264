/// Editing: the text edits sent to the shell, applied to the engine's picture of the document too.
extension Update {
    /// Sends edits to the shell and applies them to the engine's picture of the document.
    mutating func apply(_ edits: [TextEdit]) {
        guard !edits.isEmpty else { return }
        // Another feature's edit ends the composition first, so that it never replaces marked text.
        if let first = edits.first, !first.isMarkedTextEdit { commitComposition() }
        effects.append(contentsOf: edits.map(KeyboardEffect.edit))
        state.typing.applyToDocument(edits)
    }

    /// Applies what a keystroke types. A change it makes to what was typed, a letter taking its final
    /// form as the word ends, stays undoable by a delete right after it, as an autocorrection does.
    mutating func apply(_ typing: Typing) {
        apply(typing.edits)
        guard typing.undoable else { return }
        record(
            .finalForm(
                AppliedAutocorrection(
                    original: typing.replacing, replacement: typing.replacement, trailing: typing.text,
                    learnsOriginal: false)))
    }

    /// Delete right after a letter took its final form: the letter takes back its form inside a
    /// word, and the space or punctuation after it goes. Returns whether it did.
    mutating func undoFinalForm(_ applied: AppliedAutocorrection) -> Bool {
        guard let edits = state.typing.document.editsToUndo(applied) else { return false }
        apply(edits)
        return true
    }

    mutating func deleteBackward(wholeWord: Bool) {
        if !wholeWord, deleteInComposition() { return }
        if !wholeWord, undoLastInsertion() {
            state.typing.lastKeyWasSpace = false
            engine.updateAutomaticShift(&state)
            return
        }
        let edits =
            wholeWord
            ? state.typing.document.editsToDeleteWordBackward() : state.typing.document.editsToDeleteBackward()
        apply(edits)
        state.typing.lastKeyWasSpace = false
        if state.typing.shift == .once(automatic: false) { return }
        engine.updateAutomaticShift(&state)
    }

    mutating func moveCursor(by characters: Int) {
        state.suggesting.step(.wordLeft, effects: &effects)
        apply(state.typing.document.editsToMoveCursor(byCharacters: characters))
        state.typing.lastKeyWasSpace = false
        engine.updateAutomaticShift(&state)
    }

    /// Deletes the whole document. When the host showed only part of it, the next document report
    /// still holds text and the clear goes on then, a few turns at most.
    mutating func clearAll() {
        playFeedback(.delete)
        apply(state.typing.document.editsToClearAll())
        state.typing.clearAllTurnsLeft = Self.clearAllTurns
        engine.updateAutomaticShift(&state)
    }

    static let clearAllTurns = 64

    /// The host reported the text around the cursor. A clear-all the host had not shown all of
    /// goes on with what it shows now.
    mutating func documentChanged(_ reported: TextContext) {
        var document = reported
        reconcileComposition(with: &document)
        if document != state.typing.document { state.suggesting.step(.wordLeft, effects: &effects) }
        state.typing.replaceDocument(with: document)
        state.typing.lastKeyWasSpace = false
        if state.typing.clearAllTurnsLeft > 0 {
            state.typing.clearAllTurnsLeft -= 1
            if document.isEmpty {
                state.typing.clearAllTurnsLeft = 0
            } else {
                apply(document.editsToClearAll())
            }
        }
        engine.updateAutomaticShift(&state)
    }
}
