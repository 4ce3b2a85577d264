/// Composition: the keys of a language that composes go to its composer, and everything else
/// commits the text being composed first.
extension Update {
    /// Composes `text` when the language of the layout on screen has a composer that accepts it.
    /// Returns whether it did; a key it did not compose has committed the composition.
    mutating func compose(_ text: String) -> Bool {
        guard let composer = engine.composer(for: state), composer.accepts(text) else {
            commitComposition()
            return false
        }
        apply(state.composition.step(.typed(text, composer: composer), effects: &effects))
        return true
    }

    /// Delete while composing takes back the last key typed. Returns whether there was a
    /// composition to delete in.
    mutating func deleteInComposition() -> Bool {
        guard state.composition.isComposing, let composer = engine.composer(for: state) else { return false }
        apply(state.composition.step(.deleteBackward(composer: composer), effects: &effects))
        return true
    }

    /// Types the candidate at `index` of the candidate bar in place of the composing text. Returns
    /// whether the bar showed candidates.
    mutating func chooseCandidate(_ index: Int) -> Bool {
        guard state.composition.isComposing, !state.composition.candidates.isEmpty else { return false }
        apply(state.composition.step(.choose(index), effects: &effects))
        return true
    }

    /// Leaves the composing text as ordinary text, before anything else edits the document.
    mutating func commitComposition() {
        guard state.composition.isComposing else { return }
        apply(state.composition.step(.commit, effects: &effects))
    }

    /// The host reported its text: a composition goes on while the text before the cursor still
    /// ends with it, and is forgotten otherwise (the user moved the cursor or the field).
    mutating func reconcileComposition(with document: inout TextContext) {
        guard state.composition.isComposing else { return }
        if document.selectedText.isEmpty, document.beforeInput.hasSuffix(state.composition.composing) {
            document.markedText = state.composition.composing
        } else {
            state.composition.step(.abandon, effects: &effects)
        }
    }
}

extension KeyboardEngine {
    /// The composer of the language of the layout on screen; nil for a language whose keys type
    /// their text as it is.
    @_spi(Tooling) public func composer(for state: KeyboardState) -> (any Composer)? {
        guard let locale = locale(of: state) else { return nil }
        switch LanguageTag.languageCode(of: locale) {
        case "ko": return HangulComposer()
        default: return nil
        }
    }
}
