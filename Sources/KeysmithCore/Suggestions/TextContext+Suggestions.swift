/// An automatic change to what was typed, kept so that delete right after it can undo it: an
/// autocorrection, or a letter that took its final form as the word ended (Greek `σ` → `ς`).
struct AppliedAutocorrection: Sendable, Hashable, Codable {
    /// The word (or, for a final form, the letter) as typed.
    var original: String
    /// What replaced it.
    var replacement: String
    /// The space or punctuation typed after it, which triggered the change.
    var trailing: String
    /// Whether undoing it learns `original` as a word: true for an autocorrection, false for a
    /// final form, where `original` is one letter.
    var learnsOriginal: Bool

    init(original: String, replacement: String, trailing: String, learnsOriginal: Bool = true) {
        self.original = original
        self.replacement = replacement
        self.trailing = trailing
        self.learnsOriginal = learnsOriginal
    }
}

extension TextContext {
    /// The edits that put `replacement` in place of the word at the cursor (see
    /// ``SuggestionProvider``: the word around the cursor, or a word and an apostrophe typed after it),
    /// followed by `trailing`, leaving the cursor after them. Without a word at the cursor,
    /// `replacement` and `trailing` are inserted.
    ///
    /// With the cursor inside the word the cursor first moves to the word's end. Only the part of
    /// the word that changes is deleted (`hel` → `hello` deletes nothing and inserts `lo`), counting
    /// deletions as the host counts them (``BackwardDeletion``), so emoji and other clusters around
    /// the word are never split.
    func editsToReplaceWord(with replacement: String, trailing: String = "") -> [TextEdit] {
        guard let word = suggestionWord else {
            let text = replacement + trailing
            return text.isEmpty ? [] : [.insert(text)]
        }
        var edits: [TextEdit] = []
        let afterLength = word.afterCursor.utf16.count
        if afterLength > 0 { edits.append(.moveCursor(utf16Offset: afterLength)) }
        edits += Self.editsToReplaceEnd(word.text, with: replacement + trailing)
        return edits
    }

    /// The edits that accept `suggestion` from the bar: the word becomes its text, followed by
    /// `trailing` (a space by default, as when tapping a suggestion on iOS).
    func editsToAccept(_ suggestion: Suggestion, trailing: String = " ") -> [TextEdit] {
        editsToReplaceWord(with: suggestion.text, trailing: trailing)
    }

    /// The edits that autocorrect the word before the cursor to `suggestion` as the user types
    /// `trailing` (a space or punctuation), and the record that lets delete undo it. Nil when the
    /// cursor is not right after a word.
    func autocorrecting(
        to suggestion: Suggestion, trailing: String
    ) -> (edits: [TextEdit], applied: AppliedAutocorrection)? {
        guard let word = suggestionWord, word.afterCursor.isEmpty else { return nil }
        let applied = AppliedAutocorrection(
            original: word.beforeCursor, replacement: suggestion.text, trailing: trailing)
        return (editsToReplaceWord(with: suggestion.text, trailing: trailing), applied)
    }

    /// The edits that undo `autocorrection` when delete is pressed right after it: the replacement
    /// and what followed it go, and the word comes back as typed, with the cursor after it. Nil when
    /// the text before the cursor no longer ends with the replacement and its trailing text.
    func editsToUndo(_ autocorrection: AppliedAutocorrection) -> [TextEdit]? {
        let inserted = autocorrection.replacement + autocorrection.trailing
        guard selectedText.isEmpty, !inserted.isEmpty, beforeInput.hasSuffix(inserted) else { return nil }
        return Self.editsToReplaceEnd(inserted, with: autocorrection.original)
    }

    /// Edits that turn `old`, standing right before the cursor, into `new`: deleting what follows
    /// their longest common beginning (in grapheme clusters) and inserting the rest of `new`.
    static func editsToReplaceEnd(_ old: String, with new: String) -> [TextEdit] {
        var oldIndex = old.startIndex
        var newIndex = new.startIndex
        while oldIndex < old.endIndex, newIndex < new.endIndex, old[oldIndex] == new[newIndex] {
            // Equal characters: equal as clusters, so the boundary after them is one in both.
            old.formIndex(after: &oldIndex)
            new.formIndex(after: &newIndex)
        }
        var edits: [TextEdit] = []
        let removed = String(old[oldIndex...])
        let deletions = BackwardDeletion.callCount(toRemove: removed)
        if deletions > 0 { edits.append(.deleteBackward(count: deletions)) }
        let added = String(new[newIndex...])
        if !added.isEmpty { edits.append(.insert(added)) }
        return edits
    }
}
