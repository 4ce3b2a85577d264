/// Typing: what the keys that type put in the document, by the language's conventions, and what
/// shift does after them.
extension Update {
    /// Types text from a key, by the language's conventions (see ``TypingConventions``), then lets
    /// go of a one-letter shift.
    mutating func type(_ text: String) {
        separateFromLastInsertion(before: text)
        let typing = typing(text)
        if !endWord(with: text, typing: typing.text) { apply(typing) }
        noteTap(of: text)
        state.typing.lastKeyWasSpace = false
        letGoOfOneLetterShift()
    }

    /// After a letter or a word is typed: a shift held as a modifier notes that it typed, else a
    /// shift for one letter lets go, and auto-capitalisation looks at the new text.
    mutating func letGoOfOneLetterShift() {
        if let holding = state.touches.firstIndex(where: {
            if case .holdingShift = $0.phase { true } else { false }
        }) {
            state.touches[holding].phase = .holdingShift(typedWhileHeld: true)
            return
        }
        if case .once = state.typing.shift {
            state.typing.shift = .off
        }
        engine.updateAutomaticShift(&state)
    }

    /// The spacebar: a space, or ". " for a second space after a word.
    mutating func typeSpace(_ space: String) {
        if behavior.doubleSpaceTypesPeriod, state.settings.doubleSpaceTypesPeriod, state.typing.lastKeyWasSpace,
            space == " ",
            state.typing.document.endsWithSpaceAfterWord
        {
            apply([.deleteBackward(count: 1), .insert(". ")])
            state.typing.lastKeyWasSpace = false
        } else {
            let typing = typing(space)
            if !endWord(with: space, typing: typing.text) { apply(typing) }
            state.typing.lastKeyWasSpace = true
        }
        if state.typing.shift == .once(automatic: false) { state.typing.shift = .off }
        engine.updateAutomaticShift(&state)
    }

    /// What a snippet key inserts: its snippet's template, or the user's own for a user-editable
    /// snippet; else the key's `inputText` read as a template.
    func snippetTemplate(for key: Key) -> SnippetTemplate? {
        if let name = key.snippet {
            return engine.configuration.snippets?.snippet(named: name).map(state.settings.template(for:))
        }
        return key.inputText.map { SnippetTemplate($0) }
    }
}
