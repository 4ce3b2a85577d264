/// The word the cursor is in or touching, split at the cursor.
struct WordAroundCursor: Sendable, Hashable {
    /// The part of the word before the cursor.
    var beforeCursor: String
    /// The part of the word after the cursor.
    var afterCursor: String

    init(beforeCursor: String, afterCursor: String) {
        self.beforeCursor = beforeCursor
        self.afterCursor = afterCursor
    }

    /// The whole word.
    var text: String { beforeCursor + afterCursor }
}

extension TextContext {
    /// The word around the cursor: letters and digits of any script, with apostrophes between them
    /// (`don't`, `l’homme`); `nil` when the cursor touches no word or text is selected.
    var wordAroundCursor: WordAroundCursor? {
        guard selectedText.isEmpty else { return nil }
        let before = Array(beforeInput)
        let after = Array(afterInput)
        // Characters on both sides of the cursor, as one sequence with the cursor at `before.count`.
        func character(at index: Int) -> Character? {
            if index < 0 { return nil }
            if index < before.count { return before[index] }
            let afterIndex = index - before.count
            return afterIndex < after.count ? after[afterIndex] : nil
        }
        func isInWord(_ index: Int) -> Bool {
            guard let candidate = character(at: index) else { return false }
            if candidate.isWordLetter { return true }
            return candidate.isApostrophe
                && (character(at: index - 1)?.isWordLetter ?? false)
                && (character(at: index + 1)?.isWordLetter ?? false)
        }
        var start = before.count
        while start > 0, isInWord(start - 1) { start -= 1 }
        var end = before.count
        while end < before.count + after.count, isInWord(end) { end += 1 }
        if start == end { return nil }
        return WordAroundCursor(
            beforeCursor: String(before[start...]),
            afterCursor: String(after[..<(end - before.count)]))
    }

    /// The part of the current sentence before the cursor, without leading whitespace. A sentence
    /// starts at the start of the visible text, after a line break, or after `.`, `!`, `?` or `…`
    /// (and any closing quotes or brackets) followed by whitespace.
    var sentenceBeforeCursor: String {
        sentenceBeforeCursor(endingAfter: Self.terminators)
    }

    /// The part of the current sentence before the cursor, where sentences end after `terminators`
    /// (a language's: Greek asks with `;`).
    func sentenceBeforeCursor(endingAfter terminators: Set<Character>) -> String {
        let characters = Array(beforeInput)
        var start = 0
        var index = characters.count
        while index > 0 {
            let character = characters[index - 1]
            if character.isNewline {
                start = index
                break
            }
            if character.isHorizontalWhitespace, endsSentence(characters[..<(index - 1)], terminators: terminators) {
                start = index
                break
            }
            index -= 1
        }
        let sentence = characters[start...].drop { $0.isWhitespace }
        return String(sentence)
    }

    /// Whether the cursor is at the start of a sentence, where auto-capitalisation applies: at the start
    /// of the document, or after a line break or a sentence's end and whitespace (`"Hi. "`, `"Hi!\n"`).
    var isAtSentenceStart: Bool { sentenceBeforeCursor.isEmpty }

    /// Whether the cursor is at the start of a sentence in a language whose sentences end after
    /// `terminators`.
    func isAtSentenceStart(terminators: Set<Character>) -> Bool {
        sentenceBeforeCursor(endingAfter: terminators).isEmpty
    }

    /// Whether the text before the cursor ends with one space after a letter or digit (`"word "`), the
    /// condition for turning a second space into `". "`.
    var endsWithSpaceAfterWord: Bool {
        guard beforeInput.last == " " else { return false }
        let previous = beforeInput.dropLast().last
        return previous?.isWordLetter ?? false
    }

    /// Whether `text` ends with a sentence terminator, possibly followed by closing quotes or brackets.
    private func endsSentence(_ text: ArraySlice<Character>, terminators: Set<Character>) -> Bool {
        var index = text.endIndex
        while index > text.startIndex, Self.closers.contains(text[index - 1]) { index -= 1 }
        return index > text.startIndex && terminators.contains(text[index - 1])
    }

    /// The marks that end a sentence in most languages.
    static let terminators: Set<Character> = [".", "!", "?", "…"]
    /// Closing quotes (German `“` and `‘`, Swiss `›` among them) and brackets after a sentence's end.
    private static let closers: Set<Character> = ["\"", "'", "”", "’", "“", "‘", "»", "›", ")", "]", "}"]
}

extension Character {
    /// A letter or digit of any script, the stuff of words.
    var isWordLetter: Bool { isLetter || isNumber }

    /// A straight or typographic apostrophe.
    var isApostrophe: Bool { self == "'" || self == "’" }
}
