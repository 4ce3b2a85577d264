/// Editing: the text edits sent to the shell, applied to the engine's picture of the document too.
extension Update {
    /// Sends edits to the shell and applies them to the engine's picture of the document.
    mutating func apply(_ edits: [TextEdit]) {
        guard !edits.isEmpty else { return }
        effects.append(contentsOf: edits.map(KeyboardEffect.edit))
        state.document = state.document.applying(edits)
    }

    /// Applies what a keystroke types. A change it makes to what was typed, a letter taking its final
    /// form as the word ends, stays undoable by a delete right after it, as an autocorrection does.
    mutating func apply(_ typing: Typing) {
        apply(typing.edits)
        guard typing.undoable else { return }
        state.lastAutocorrection = AppliedAutocorrection(
            original: typing.replacing, replacement: typing.replacement, trailing: typing.text, learnsOriginal: false)
        autocorrected = true
    }

    mutating func deleteBackward(wholeWord: Bool) {
        if !wholeWord, deleteSwipedWord() || undoAutocorrection() {
            state.lastKeyWasSpace = false
            engine.updateAutomaticShift(&state)
            return
        }
        let edits = wholeWord ? state.document.editsToDeleteWordBackward() : state.document.editsToDeleteBackward()
        apply(edits)
        state.lastKeyWasSpace = false
        if state.shift == .once(automatic: false) { return }
        engine.updateAutomaticShift(&state)
    }

    mutating func moveCursor(by characters: Int) {
        state.wordTaps = []
        apply(state.document.editsToMoveCursor(byCharacters: characters))
        state.lastKeyWasSpace = false
        engine.updateAutomaticShift(&state)
    }

    /// Deletes the whole document. When the host showed only part of it, the next document report
    /// still holds text and the clear goes on then, a few turns at most.
    mutating func clearAll() {
        playFeedback(.delete)
        apply(state.document.editsToClearAll())
        state.clearAllTurnsLeft = Self.clearAllTurns
        engine.updateAutomaticShift(&state)
    }

    static let clearAllTurns = 64
}
