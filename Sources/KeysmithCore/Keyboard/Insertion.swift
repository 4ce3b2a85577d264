/// The last text a feature inserted that a delete right after it takes back in that feature's own
/// way, kept in ``KeyboardState`` until anything else changes the text.
///
/// Editing asks only to undo the last insertion (`undoLastInsertion()`); the case says which
/// feature inserted it, and the root hands the question to that feature, so that the features do
/// not name each other.
enum Insertion: Sendable, Equatable {
    /// A word swipe typing typed: delete removes it whole, and a letter typed next starts a new word
    /// after a space (`Swipe/`).
    case swipedWord(String)
    /// A word the suggestions feature autocorrected: delete puts back the word as typed and learns
    /// it (`Suggestions/`).
    case autocorrection(AppliedAutocorrection)
    /// A letter that took its final form as the word ended (Greek `σ` → `ς`): delete gives the
    /// letter back its form inside a word (`Typing/`).
    case finalForm(AppliedAutocorrection)
}

extension Update {
    /// Keeps `insertion` as the one a delete right after takes back.
    mutating func record(_ insertion: Insertion) {
        state.lastInsertion = insertion
        inserted = true
    }

    /// Delete right after an insertion: the feature that inserted it takes it back. Returns whether
    /// it did; false when nothing was inserted, or the text around it changed meanwhile.
    mutating func undoLastInsertion() -> Bool {
        let undone: Bool
        switch state.lastInsertion {
        case .swipedWord(let word)?: undone = removeSwipedWord(word)
        case .autocorrection(let applied)?: undone = undoAutocorrection(applied)
        case .finalForm(let applied)?: undone = undoFinalForm(applied)
        case nil: undone = false
        }
        if undone { state.lastInsertion = nil }
        return undone
    }

    /// Before `text` is typed right after the last insertion: what its feature puts between them,
    /// such as the space before a letter after a swiped word.
    mutating func separateFromLastInsertion(before text: String) {
        guard case .swipedWord? = state.lastInsertion else { return }
        if spaceAfterSwipedWord(before: text) { state.lastInsertion = nil }
    }
}

extension Update {
    /// Forgets an autocorrection or a final form, so that a delete right after deletes as usual: the
    /// engine that made it no longer suggests.
    mutating func forgetAutomaticChanges() {
        switch state.lastInsertion {
        case .autocorrection?, .finalForm?: state.lastInsertion = nil
        case .swipedWord?, nil: break
        }
    }
}
