/// One of the user's text replacements (Settings › General › Keyboard › Text Replacement), as
/// `UILexiconEntry` gives it: typing `userInput` offers `documentText`.
public struct TextReplacement: Sendable, Hashable, Codable {
    /// What the user types, such as "omw".
    var userInput: String
    /// What replaces it, such as "On my way!".
    var documentText: String

    public init(userInput: String, documentText: String) {
        self.userInput = userInput
        self.documentText = documentText
    }

    /// Whether the entry only makes a word known (its text is its input), as the contacts' names and
    /// common words of a supplementary lexicon do.
    var isKnownWord: Bool { userInput == documentText }
}

/// The user's text replacements, looked up by the word before the cursor.
///
/// A lexicon from `requestSupplementaryLexicon(completion:)` also holds names from the contacts and
/// common words, which replace themselves; only entries that change the text are kept.
public struct TextReplacements: Sendable, Hashable {
    private var byInput: [String: [TextReplacement]] = [:]

    /// The replacements among `entries`: those whose text differs from their input. Matching ignores
    /// case, as the system keyboard's does; the first entry for a text wins.
    public init(_ entries: [TextReplacement]) {
        var seen = Set<TextReplacement>()
        for entry in entries where entry.userInput != entry.documentText && !entry.userInput.isEmpty {
            guard seen.insert(entry).inserted else { continue }
            byInput[entry.userInput.lowercased(), default: []].append(entry)
        }
    }

    /// The replacements for the word right before the cursor (letters, digits and punctuation back
    /// to the previous whitespace), none when a selection is active or the cursor follows a space.
    public func suggestions(for context: TextContext) -> [TextReplacement] {
        guard let word = Self.word(before: context) else { return [] }
        return byInput[word.lowercased()] ?? []
    }

    /// The edits that put `replacement` in place of the word before the cursor in `context`: delete
    /// the typed word, then insert the replacement. Empty when the word before the cursor is not the
    /// replacement's input (the text changed since it was offered).
    public func edits(applying replacement: TextReplacement, in context: TextContext) -> [TextEdit] {
        guard let word = Self.word(before: context), suggestions(for: context).contains(replacement) else { return [] }
        return [.deleteBackward(count: BackwardDeletion.callCount(toRemove: word)), .insert(replacement.documentText)]
    }

    /// The run of non-whitespace right before the cursor; nil with a selection or after whitespace.
    private static func word(before context: TextContext) -> String? {
        guard context.selectedText.isEmpty else { return nil }
        let word = String(context.beforeInput.reversed().prefix { !$0.isWhitespace }.reversed())
        return word.isEmpty ? nil : word
    }
}
