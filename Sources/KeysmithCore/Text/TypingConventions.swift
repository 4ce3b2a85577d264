/// What typing a character puts in the text, by a language's conventions and the user's settings:
/// Greek's final sigma when a word ends, smart quotes, and French spacing before `; : ! ?`.
///
/// The rules look only at the text before the cursor and the character typed, and say which end of
/// that text changes and what is inserted (see ``Typing``), so that the engine sends them as edits
/// like any other.
struct TypingConventions: Sendable, Hashable {
    var letterCase: LetterCase
    /// The marks smart quotes type; nil when smart quotes are off.
    var quotes: QuotationMarks?
    /// A narrow no-break space before `; : ! ?` and inside guillemets: French spacing, on and the
    /// language French.
    var frenchSpacing: Bool

    /// The space French spacing puts before `; : ! ?` and inside `« »`: U+202F NARROW NO-BREAK SPACE,
    /// the thin space French typesetting uses, which never breaks a line and never stretches in
    /// justified text.
    static let narrowNoBreakSpace: Character = "\u{202F}"

    /// The punctuation French spacing sets off from the word before it.
    static let frenchSpacedPunctuation: Set<Character> = [";", ":", "!", "?"]

    /// The conventions of `locale` with `settings` (the engine keeps each layout's
    /// ``LayoutLanguage`` rather than reading the locale at every keystroke).
    init(locale: String?, settings: KeyboardSettings) {
        self = LayoutLanguage(locale: locale).typingConventions(settings: settings)
    }

    init(letterCase: LetterCase = .standard, quotes: QuotationMarks? = nil, frenchSpacing: Bool = false) {
        self.letterCase = letterCase
        self.quotes = quotes
        self.frenchSpacing = frenchSpacing
    }

    /// What typing `text` after `before` does.
    func typing(_ text: String, after before: String) -> Typing {
        guard text.count == 1, let character = text.first else { return Typing(text: text) }
        var typing = Typing(text: text)
        if character == "\"" || character == "'", let quotes {
            typing.text = String(quote(character, after: before, marks: quotes))
        }
        if frenchSpacing, let typed = typing.text.first {
            applyFrenchSpacing(to: &typing, typed: typed, after: before)
        }
        if typing.replacing.isEmpty, typing.replacement.isEmpty, !character.isApostrophe,
            character.isWhitespace || character.isPunctuation || character.isSymbol,
            let ending = finalLetter(endingWordIn: before)
        {
            typing.replacing = ending.replacing
            typing.replacement = ending.replacement
            typing.undoable = true
        }
        return typing
    }

    /// The last letter of a word that takes another form at the end of a word (Greek `σ` becomes
    /// `ς`), when `before` ends with one.
    private func finalLetter(endingWordIn before: String) -> (replacing: String, replacement: String)? {
        guard letterCase.rules == .greek, before.last == "σ" else { return nil }
        let ending = String(before.suffix(2))
        let final = LetterCase.withFinalSigma(ending)
        return final == ending ? nil : ("σ", "ς")
    }

    // MARK: Quotes

    /// The mark a smart `"` or `'` becomes after `before`: an opening mark at the start of the text,
    /// after a space or an opening bracket or mark; otherwise a closing mark. A `'` that does not close
    /// a single quotation is an apostrophe, `’`.
    ///
    /// With French spacing, a `"` after a space closes an open quotation: French typists often
    /// type the space before `»` themselves, and it becomes the narrow space.
    private func quote(_ typed: Character, after before: String, marks: QuotationMarks) -> Character {
        let pair = typed == "\"" ? marks.doublePair : marks.singlePair
        if frenchSpacing, before.last == " ", Self.isOpen(pair, in: before) { return pair.end }
        if Self.isOpeningPosition(after: before, marks: marks) { return pair.start }
        if typed == "\"" || Self.isOpen(pair, in: before) { return pair.end }
        return "’"
    }

    /// Whether a mark typed after `before` opens a quotation: at the start of the text, after
    /// whitespace, an opening bracket or dash, or one of the language's opening marks (but not one
    /// that also closes, like Swedish `”`).
    static func isOpeningPosition(after before: String, marks: QuotationMarks) -> Bool {
        guard let last = before.last else { return true }
        if last.isWhitespace || "([{<—–-/".contains(last) { return true }
        let double = marks.doublePair, single = marks.singlePair
        return (last == double.start || last == single.start) && last != double.end && last != single.end
    }

    /// Whether the last line of `before` has opened `pair` more often than it closed it; for a pair
    /// whose marks are the same (`”…”`), whether it holds an odd number of them.
    private static func isOpen(_ pair: (start: Character, end: Character), in before: String) -> Bool {
        var depth = 0
        for character in before.reversed() {
            if character.isNewline { break }
            if pair.start == pair.end {
                if character == pair.start { depth += 1 }
            } else if character == pair.end {
                depth -= 1
            } else if character == pair.start {
                depth += 1
                if depth > 0 { return true }
            }
        }
        return pair.start == pair.end ? depth % 2 == 1 : false
    }

    // MARK: French spacing

    /// A narrow no-break space before `; : ! ?` and a closing guillemet typed after a word or a
    /// closing mark, in place of a space the user typed there; and one after an opening guillemet.
    private func applyFrenchSpacing(to typing: inout Typing, typed: Character, after before: String) {
        let space = Self.narrowNoBreakSpace
        if typed == "«" || typed == "‹" {
            typing.text.append(space)
            return
        }
        guard Self.frenchSpacedPunctuation.contains(typed) || typed == "»" || typed == "›" else { return }
        var word = before[...]
        if word.last == " " {
            word = word.dropLast()
            typing.replacing = " "
        }
        guard let last = word.last, last.isLetter || last.isNumber || "»›”)]".contains(last) else {
            typing.replacing = ""
            return
        }
        typing.replacement = String(space)
    }
}

/// What one keystroke puts in the text: `replacing`, at the end of the text before the cursor,
/// becomes `replacement`, and `text` follows.
struct Typing: Sendable, Hashable {
    var replacing = ""
    var replacement = ""
    var text: String
    /// Whether the replacement changes what the user typed (a letter taking its final form) and so is
    /// undone by a delete right after it, as an autocorrection is; French spacing is not.
    var undoable = false

    /// The edits that carry it out.
    var edits: [TextEdit] {
        TextContext.editsToReplaceEnd(replacing, with: replacement + text)
    }
}

extension QuotationMarks {
    private static let singleStyle: Set<Character> = ["‘", "’", "‚", "‛", "‹", "›"]

    /// The pair `"` types: the language's first pair, else its second, when that one is not a
    /// single-style pair; else `“…”` (Dutch, whose marks in CLDR are `‘…’` both).
    var doublePair: (start: Character, end: Character) {
        if !Self.singleStyle.contains(start) { return (start, end) }
        if !Self.singleStyle.contains(alternateStart) { return (alternateStart, alternateEnd) }
        return ("“", "”")
    }

    /// The pair `'` types: the language's single-style pair, or `‘…’` when it has none (French).
    var singlePair: (start: Character, end: Character) {
        if Self.singleStyle.contains(alternateStart) { return (alternateStart, alternateEnd) }
        if Self.singleStyle.contains(start) { return (start, end) }
        return ("‘", "’")
    }
}
