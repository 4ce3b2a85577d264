/// Splits text into the sentences and words a language model is counted from, as the keyboard
/// splits the sentence before the cursor when it asks the model (`sentenceWordsBeforeCursor`), so
/// that the words the model knows are the words it is asked about.
///
/// - A word is a run of letters and digits, with apostrophes between them (`don't`); every other
///   character separates words. Typographic apostrophes become straight ones.
/// - A sentence ends at the end of a line, and at a language's sentence terminator (`.`, `!`, `?`,
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
        let scanned = scan(line)
        return scanned.ended + (scanned.open.isEmpty ? [] : [scanned.open])
    }

    /// The words a model is asked with for `text`, the text before the cursor: the last `limit`
    /// words of its last sentence as ``sentences(in:)`` counts them, without the word the cursor is
    /// in or right after, and led by `<s>` when they reach back to the start of the sentence (the
    /// text is empty, or a line or sentence ended before them).
    func contextWords(before text: String, limit: Int) -> [String] {
        let line = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).last ?? ""
        var words = scan(String(line)).open
        if let last = line.last, last.isWordLetter || last.isApostrophe, !words.isEmpty { words.removeLast() }
        return Array(([NGramTable.sentenceStart] + words).suffix(limit))
    }

    /// The sentences of `line` that a terminator ended, and the words after the last one.
    private func scan(_ line: String) -> (ended: [[String]], open: [String]) {
        let terminators = letterCase.sentenceTerminators
        let characters = Array(line)
        var sentences: [[String]] = []
        var sentence: [String] = []
        var word = ""
        func endWord() {
            guard !word.isEmpty else { return }
            let startsSentence = sentence.isEmpty
            if let split = elisions.split(word) {
                sentence.append(split.elided)
                sentence.append(split.rest)
            } else {
                sentence.append(word)
            }
            word = ""
            if startsSentence, CaseShape(of: sentence[0]) == .capitalized {
                let lower = letterCase.lowercased(sentence[0])
                if isListedInLowerCase(lower) { sentence[0] = lower }
            }
        }
        func endSentence() {
            endWord()
            if !sentence.isEmpty { sentences.append(sentence) }
            sentence = []
        }
        for (index, character) in characters.enumerated() {
            if character.isWordLetter {
                word.append(character)
            } else if character.isApostrophe, !word.isEmpty, characters.indices.contains(index + 1),
                characters[index + 1].isWordLetter
            {
                word.append("'")
            } else {
                endWord()
                let next = characters.indices.contains(index + 1) ? characters[index + 1] : nil
                if terminators.contains(character), next?.isWhitespace ?? true { endSentence() }
            }
        }
        endWord()
        return (sentences, sentence)
    }
}
