/// Splits text into the sentences and words a language model is counted from, as the keyboard
/// splits the sentence before the cursor when it asks the model (`sentenceWordsBeforeCursor`), so
/// that the words the model knows are the words it is asked about.
///
/// - A word is a run of letters and digits, with apostrophes between them (`don't`); every other
///   character separates words. Typographic apostrophes become straight ones.
/// - A sentence ends at the end of a line (in a corpus, unless the text is hard-wrapped there:
///   ``WrappedLines``), and at a language's sentence terminator (`.`, `!`, `?`,
///   `…`, and in Greek `;`) followed by a space, so that `3.5` does not end it (`e.g. ` does, as it
///   does when the keyboard capitalises).
/// - A word that starts with one of the language's elisions is two words, the elided one with its
///   apostrophe (`l'homme` is `l'` and `homme`), as the language's lexicon lists them.
/// - Words keep their case, except the first of a sentence when it is capitalised only because it
///   comes first: it is counted in lower case when `isListedInLowerCase` says the lower-case
///   spelling is a word (`The` is `the`, but `Paris` and `I` stay).
@_spi(Tooling) public struct CorpusTokenizer {
    let elisions: Elisions
    let letterCase: LetterCase
    let isListedInLowerCase: (String) -> Bool

    init(elisions: Elisions, letterCase: LetterCase, isListedInLowerCase: @escaping (String) -> Bool) {
        self.elisions = elisions
        self.letterCase = letterCase
        self.isListedInLowerCase = isListedInLowerCase
    }

    /// A tokenizer for `language` (a language tag such as `fr` or `en-GB`) that keeps the case of a
    /// sentence's first word unless `lexicon` lists it in lower case (exactly as spelled); without a
    /// lexicon, every capitalised first word is kept.
    @_spi(Tooling) public init(language: String, lexicon: Lexicon?) {
        let lowerCaseWords = Set(lexicon?.allWords().lazy.map(\.word) ?? [])
        self.init(
            elisions: Elisions(locale: language), letterCase: LetterCase(locale: language),
            isListedInLowerCase: { lowerCaseWords.contains($0) })
    }

    /// The sentences of one line of text, each as its words; sentences without words are left out.
    @_spi(Tooling) public func sentences(in line: String) -> [[String]] {
        let scanned = scan(line[...])
        return scanned.ended + (scanned.open.isEmpty ? [] : [scanned.open])
    }

    /// The words a model is asked with for `text`, the text before the cursor: the last `limit`
    /// words of its last sentence as ``sentences(in:)`` counts them, without the word the cursor is
    /// in or right after, and led by `<s>` when they reach back to the start of the sentence (the
    /// text is empty, or a line or sentence ended before them).
    ///
    /// Only the end of the text is read: enough characters for a few words more than `limit`, and
    /// more only when they held fewer, so that the cost does not grow with the document. This runs
    /// at every word the user ends.
    ///
    /// With `includingLastWord`, a word `text` ends with counts too, as if a space followed it (the
    /// word was just committed), without copying the text to add one.
    func contextWords(before text: String, limit: Int, includingLastWord: Bool = false) -> [String] {
        var window = Self.charactersPerWord * (limit + 2)
        while true {
            let (line, continuing) = lastLine(of: text, within: window)
            let scanned = scan(line, continuing: continuing)
            var words = scanned.open
            if !includingLastWord, let last = line.last, last.isWordLetter || last.isApostrophe, !words.isEmpty {
                words.removeLast()
            }
            if scanned.openStartsSentence || words.count >= limit {
                return Array(((scanned.openStartsSentence ? [NGramTable.sentenceStart] : []) + words).suffix(limit))
            }
            window *= 4
        }
    }

    /// The last `limit` words of `text` (the text before the cursor, whose last word counts as
    /// written), oldest first, split as ``sentences(in:)`` splits each line, with `<s>` before each
    /// sentence that starts within them: what ``RecentWords`` reads.
    ///
    /// Only the end of the text is read, ``charactersPerRecentWord`` for each word, so that the cost
    /// does not grow with the document (a text of longer words gives fewer). A sentence the window
    /// cuts is left out once it ends, and counts without `<s>` while it is still open.
    func recentWords(before text: String, limit: Int) -> [String] {
        guard limit > 0 else { return [] }
        var start = text.startIndex
        var continuing = false
        if let window = text.index(
            text.endIndex, offsetBy: -Self.charactersPerRecentWord * limit, limitedBy: text.startIndex),
            window > text.startIndex
        {
            // From the first space on, so that no word is cut; a line cut there is read as continuing.
            start = text[window...].firstIndex(where: \.isWhitespace) ?? text.endIndex
            continuing = start < text.endIndex && !text[start].isNewline
        }
        var words: [String] = []
        for line in text[start...].split(whereSeparator: \.isNewline) {
            let scanned = scan(line, continuing: continuing)
            for sentence in scanned.ended {
                words.append(NGramTable.sentenceStart)
                words += sentence
            }
            if scanned.openStartsSentence, !scanned.open.isEmpty { words.append(NGramTable.sentenceStart) }
            words += scanned.open
            continuing = false
        }
        return Array(words.suffix(limit))
    }

    /// The characters ``recentWords(before:limit:)`` reads for each word: a word and its space in
    /// most languages' running text (English averages under six), without reading twice as many
    /// as it keeps.
    static let charactersPerRecentWord = 7

    /// The characters ``contextWords(before:limit:)`` reads first for each word it needs: more than
    /// most words and the spaces after them take.
    static let charactersPerWord = 12

    /// The end of `text`'s last line: all of it, or for a line of more than `window` characters, its
    /// last `window` from the first space on (so that no word is cut), with `continuing` true unless
    /// a sentence ended right before.
    func lastLine(of text: String, within window: Int) -> (line: Substring, continuing: Bool) {
        var start = text.endIndex
        var count = 0
        while start > text.startIndex, count < window {
            let previous = text.index(before: start)
            if text[previous].isNewline { return (text[start...], false) }
            start = previous
            count += 1
        }
        guard start > text.startIndex else { return (text[start...], false) }
        let space = text[start...].firstIndex(where: \.isWhitespace) ?? text.endIndex
        let before = text[..<space].last { !$0.isWhitespace }
        let ended = before.map { letterCase.sentenceTerminators.contains($0) } ?? false
        return (text[space...], !ended)
    }

    /// Joins the lines of a hard-wrapped text that break a sentence, for counting: a line that does
    /// not end with one of the language's sentence terminators, followed by a line whose first
    /// character other than a space is a lower-case letter, continues on that line (`tiene a` /
    /// `honra emitir`). Every other line break ends the sentence, as it does for the keyboard; an
    /// empty line always does. Text of a paragraph or a sentence per line passes unchanged.
    ///
    /// Feed it the lines in order (``add(_:)``), and count each text it hands back, then the one
    /// ``finish()`` hands back. Lines are joined up to ``maximumLength`` bytes of text, past which
    /// the next line starts anew.
    @_spi(Tooling) public struct WrappedLines {
        let terminators: Set<Character>
        /// The lines read and not yet handed back: a sentence that may go on.
        private var pending: String?

        /// The bytes of joined text past which no further line is joined.
        static let maximumLength = 1 << 16

        @_spi(Tooling) public init(tokenizer: CorpusTokenizer) {
            terminators = tokenizer.letterCase.sentenceTerminators
        }

        /// Reads the next line; returns the text of the lines before it once it is known that it
        /// does not continue them.
        @_spi(Tooling) public mutating func add(_ line: String) -> String? {
            guard let previous = pending else {
                pending = line
                return nil
            }
            if continues(previous, with: line) {
                pending = previous + " " + line
                return nil
            }
            pending = line
            return previous
        }

        /// The text of the lines read and not yet handed back, if any.
        @_spi(Tooling) public mutating func finish() -> String? {
            defer { pending = nil }
            return pending
        }

        private func continues(_ previous: String, with line: String) -> Bool {
            guard previous.utf8.count < Self.maximumLength, let last = previous.last(where: { !$0.isWhitespace }),
                !terminators.contains(last), let first = line.first(where: { !$0.isWhitespace })
            else { return false }
            return first.isLowercase
        }
    }

    /// The sentences of `line` that a terminator ended, and the words after the last one.
    /// `continuing` says that `line` starts in the middle of a sentence: its first words are then
    /// not a sentence's first, and `openStartsSentence` is false unless a terminator comes before
    /// the open words.
    private func scan(
        _ line: Substring, continuing: Bool = false
    ) -> (ended: [[String]], open: [String], openStartsSentence: Bool) {
        let terminators = letterCase.sentenceTerminators
        var sentences: [[String]] = []
        var sentence: [String] = []
        // The word being read: where it starts in `line`, and whether it has a typographic apostrophe.
        var wordStart: Substring.Index?
        var typographic = false
        var continuing = continuing
        func endWord(at end: Substring.Index) {
            guard let start = wordStart else { return }
            wordStart = nil
            var word = String(line[start..<end])
            if typographic {
                word = String(word.map { $0.isApostrophe ? "'" : $0 })
                typographic = false
            }
            let startsSentence = sentence.isEmpty && !continuing
            if let split = elisions.split(word) {
                sentence.append(split.elided)
                sentence.append(split.rest)
            } else {
                sentence.append(word)
            }
            if startsSentence, CaseShape(of: sentence[0]) == .capitalized {
                let lower = letterCase.lowercased(sentence[0])
                if isListedInLowerCase(lower) { sentence[0] = lower }
            }
        }
        /// Ends the sentence, its last word ended already.
        func endSentence() {
            if !sentence.isEmpty, !continuing { sentences.append(sentence) }
            sentence = []
            continuing = false
        }
        // A word is the characters from its first letter to the first character that ends it, so
        // it is cut from the line once rather than built a character at a time.
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index)
            if character.isWordLetter {
                if wordStart == nil { wordStart = index }
            } else if character.isApostrophe, wordStart != nil, next < line.endIndex, line[next].isWordLetter {
                if character != "'" { typographic = true }
            } else {
                endWord(at: index)
                if terminators.contains(character), next == line.endIndex || line[next].isWhitespace { endSentence() }
            }
            index = next
        }
        endWord(at: line.endIndex)
        return (sentences, sentence, !continuing)
    }
}
