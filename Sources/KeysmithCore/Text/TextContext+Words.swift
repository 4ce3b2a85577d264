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
    ///
    /// It walks out from the cursor over the word's characters only, so that its cost does not grow
    /// with the text around the word: the engine asks for it at every keystroke. Where the word and
    /// the characters around it are ASCII, it walks their bytes (`asciiWordExtent()`).
    var wordAroundCursor: WordAroundCursor? {
        guard selectedText.isEmpty else { return nil }
        if let extent = asciiWordExtent() {
            if extent == (0, 0) { return nil }
            let start = beforeInput.utf8.index(beforeInput.endIndex, offsetBy: -extent.before)
            let end = afterInput.utf8.index(afterInput.startIndex, offsetBy: extent.after)
            return WordAroundCursor(
                beforeCursor: String(beforeInput[start...]), afterCursor: String(afterInput[..<end]))
        }
        let before = beforeInput
        let after = afterInput
        // An apostrophe belongs to the word only between two letters, which may be on either side
        // of the cursor.
        var start = before.endIndex
        while start > before.startIndex {
            let index = before.index(before: start)
            let character = before[index]
            if !character.isWordLetter {
                let next = start < before.endIndex ? before[start] : after.first
                guard character.isApostrophe, index > before.startIndex,
                    before[before.index(before: index)].isWordLetter, next?.isWordLetter == true
                else { break }
            }
            start = index
        }
        var end = after.startIndex
        while end < after.endIndex {
            let character = after[end]
            let next = after.index(after: end)
            if !character.isWordLetter {
                let previous = end > after.startIndex ? after[after.index(before: end)] : before.last
                guard character.isApostrophe, next < after.endIndex, after[next].isWordLetter,
                    previous?.isWordLetter == true
                else { break }
            }
            end = next
        }
        if start == before.endIndex, end == after.startIndex { return nil }
        return WordAroundCursor(beforeCursor: String(before[start...]), afterCursor: String(after[..<end]))
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
        var start = beforeInput.endIndex
        while start > beforeInput.startIndex {
            let index = beforeInput.index(before: start)
            if isSentenceStart(after: index, terminators: terminators) { break }
            start = index
        }
        return String(beforeInput[start...].drop { $0.isWhitespace })
    }

    /// Whether a sentence starts right after the character at `index` of the text before the cursor:
    /// a line break, or horizontal whitespace after a sentence's end.
    private func isSentenceStart(after index: String.Index, terminators: Set<Character>) -> Bool {
        let character = beforeInput[index]
        if character.isNewline { return true }
        return character.isHorizontalWhitespace && Self.endsSentence(beforeInput[..<index], terminators: terminators)
    }

    /// Whether the cursor is at the start of a sentence, where auto-capitalisation applies: at the start
    /// of the document, or after a line break or a sentence's end and whitespace (`"Hi. "`, `"Hi!\n"`).
    var isAtSentenceStart: Bool { isAtSentenceStart(terminators: Self.terminators) }

    /// Whether the cursor is at the start of a sentence in a language whose sentences end after
    /// `terminators`.
    func isAtSentenceStart(terminators: Set<Character>) -> Bool {
        // Only whitespace may follow the sentence's start: walking back from the cursor, the first
        // other character answers no, and a sentence's start before any answers yes.
        if let answer = asciiIsAtSentenceStart(terminators: terminators) { return answer }
        var end = beforeInput.endIndex
        while end > beforeInput.startIndex {
            let index = beforeInput.index(before: end)
            if isSentenceStart(after: index, terminators: terminators) { return true }
            if !beforeInput[index].isWhitespace { return false }
            end = index
        }
        return true
    }

    /// Whether the text before the cursor ends with one space after a letter or digit (`"word "`), the
    /// condition for turning a second space into `". "`.
    var endsWithSpaceAfterWord: Bool {
        guard beforeInput.last == " " else { return false }
        let previous = beforeInput.dropLast().last
        return previous?.isWordLetter ?? false
    }

    /// Whether `text` ends with a sentence terminator, possibly followed by closing quotes or brackets.
    private static func endsSentence(_ text: Substring, terminators: Set<Character>) -> Bool {
        var end = text.endIndex
        while end > text.startIndex {
            let index = text.index(before: end)
            guard closers.contains(text[index]) else { return terminators.contains(text[index]) }
            end = index
        }
        return false
    }

    /// The marks that end a sentence in most languages.
    static let terminators: Set<Character> = [".", "!", "?", "…"]
    /// Closing quotes (German `“` and `‘`, Swiss `›` among them) and brackets after a sentence's end.
    private static let closers: Set<Character> = ["\"", "'", "”", "’", "“", "‘", "»", "›", ")", "]", "}"]
}

extension Character {
    /// A letter or digit of any script, the stuff of words.
    var isWordLetter: Bool {
        // ASCII, most of what is typed, without the Unicode property tables: the same answer.
        if let ascii = asciiValue { return (0x30...0x39).contains(ascii) || (0x61...0x7A).contains(ascii | 0x20) }
        return isLetter || isNumber
    }

    /// A straight or typographic apostrophe.
    var isApostrophe: Bool {
        if let ascii = asciiValue { return ascii == 0x27 }
        return self == "’"
    }
}
