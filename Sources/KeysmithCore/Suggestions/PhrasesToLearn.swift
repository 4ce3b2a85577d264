/// The words the user committed whose phrases are not learned yet.
///
/// Reading a phrase out of the text (the words before the committed one in its sentence, as
/// ``CorpusTokenizer`` tells them) costs more than the rest of the key-up that ends a word. So the
/// key-up only records where a word ended; every ``SuggestionRequest`` carries the word ends not
/// learned yet, the search that answers it reads their phrases off the touch path (and weighs its
/// suggestions with them), and its answer brings the phrases back to be noted in
/// ``LearnedWords/phrases``. A word end is forgotten once an answer brought its phrase, whether or
/// not the bar shows that answer, so that a stale answer teaches as much as the awaited one.
struct PhrasesToLearn: Sendable, Hashable {
    /// A word the user committed, in a field where the keyboard learns.
    struct WordEnd: Sendable, Hashable {
        /// Tells the word ends apart: each is numbered after the one before it.
        let serial: Int
        /// The text before the cursor once the word was committed, which ends with it.
        let text: String
        /// The word as committed: typed, corrected, tapped in the bar or swiped.
        let word: String
    }

    /// A phrase read from the text at a ``WordEnd``: its words, the committed one last, as
    /// ``LearnedPhrases/note(_:)`` takes them.
    struct Phrase: Sendable, Hashable {
        /// The ``WordEnd/serial`` of the word end it was read at.
        let serial: Int
        let words: [String]
    }

    /// The word ends recorded and not learned yet, oldest first.
    private(set) var wordEnds: [WordEnd] = []
    /// The serial of the next word end.
    private var nextSerial = 0
    /// Whether the learned words were saved while word ends waited: the answer that learns them
    /// saves again.
    var isSaveDue = false

    var isEmpty: Bool { wordEnds.isEmpty }

    /// The most word ends that wait. Where no answer comes for a while (a shell that drops the
    /// requests, a search that never finishes), the oldest are forgotten rather than kept without end.
    static let capacity = 32

    /// How much of the text before a word end is kept, in UTF-8 bytes: a phrase is the few words
    /// before it, which the tokenizer reads from the end of the line.
    static let keptTextLength = 1_024

    /// Records that `word` was committed, `text` being the text before the cursor after it.
    mutating func record(text: String, word: String) {
        if wordEnds.count == Self.capacity { wordEnds.removeFirst() }
        wordEnds.append(WordEnd(serial: nextSerial, text: Self.ending(of: text), word: word))
        nextSerial += 1
    }

    /// The end of `text` a phrase is read from: all of it when it is short, else its last
    /// ``keptTextLength`` bytes from the first space or line break among them, so that no word is
    /// kept cut.
    static func ending(of text: String) -> String {
        let bytes = text.utf8
        guard bytes.count > keptTextLength else { return text }
        let start = bytes.index(bytes.endIndex, offsetBy: -keptTextLength)
        guard let space = bytes[start...].firstIndex(where: { $0 == 0x20 || $0 == 0x0A }) else { return "" }
        return String(text[space...])
    }

    /// Takes the phrases an answer read, up to the word end numbered `last` (the newest its request
    /// carried): returns those still waiting, oldest first, and forgets every word end up to `last`.
    mutating func take(_ phrases: [Phrase], readThrough last: Int) -> [Phrase] {
        guard let oldest = wordEnds.first?.serial, oldest <= last else { return [] }
        wordEnds.removeFirst(min(last - oldest + 1, wordEnds.count))
        if wordEnds.isEmpty { isSaveDue = false }
        return phrases.filter { $0.serial >= oldest }
    }
}

extension KeyboardEngine {
    /// Reads the phrase of each word end `request` carries, as ``SentenceContext`` reads a
    /// sentence: elisions apart, the first word in lower case when the model or the learned phrases
    /// hold it so. Returns `learned`, the request's learned words, with the phrases noted, and the
    /// phrases. A word end yields none when the last word read is not the end of its word (an emoji,
    /// or punctuation alone), or when ``LearnedWords`` takes no such word.
    func readPhrases(of request: SuggestionRequest) -> (learned: LearnedWords, phrases: [PhrasesToLearn.Phrase]) {
        var learned = request.learnedWords
        guard !request.wordEnds.isEmpty, let provider = suggestionProvider else { return (learned, []) }
        let model = provider.languageModel
        var phrases: [PhrasesToLearn.Phrase] = []
        for end in request.wordEnds {
            let known = learned.phrases
            let tokenizer = CorpusTokenizer(
                elisions: request.elisions, letterCase: request.letterCase,
                isListedInLowerCase: { (model?.contains($0) ?? false) || known.contains($0) })
            let words = tokenizer.contextWords(before: end.text, limit: LearnedPhrases.order, includingLastWord: true)
            guard let last = words.last, last != NGramTable.sentenceStart,
                end.word.lowercased().replacingOccurrences(of: "’", with: "'").hasSuffix(last.lowercased()),
                learned.notePhrase(words)
            else { continue }
            phrases.append(PhrasesToLearn.Phrase(serial: end.serial, words: words))
        }
        return (learned, phrases)
    }
}
