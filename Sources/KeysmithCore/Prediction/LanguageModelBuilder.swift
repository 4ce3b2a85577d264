import Foundation

/// Builds language model files: from text, by counting its n-grams in bounded memory and estimating
/// a modified Kneser–Ney model; or from an ARPA file another toolkit made. Either is pruned to a
/// size when one is given.
///
/// ```swift
/// var builder = try LanguageModelBuilder(tokenizer: CorpusTokenizer(language: "en", lexicon: lexicon))
/// let reading = try builder.add(contentsOf: corpusURL)
/// let bytes = try builder.build(maximumSize: 4_000_000)
/// ```
@_spi(Tooling) public struct LanguageModelBuilder {
    /// What reading one text file found.
    public struct Reading: Sendable, Hashable {
        /// The number of lines read.
        public var lineCount: Int
        /// The number of sentences counted.
        public var sentenceCount: Int
        /// The number of words counted.
        public var wordCount: Int
        /// The lines that are not valid UTF-8 and were skipped, counting from 1.
        public var unreadableLines: [Int]
    }

    /// The longest n-grams a model holds.
    public static let maximumOrder = NGramTable.maximumOrder

    /// The count table's memory limit when none is given: 256 MiB.
    public static let defaultMemoryLimit = 256 << 20

    private let tokenizer: CorpusTokenizer
    /// Whether the text is hard-wrapped: a line broken inside a sentence is counted with the line it
    /// continues (`CorpusTokenizer/WrappedLines`). Off, every line ends a sentence (a paragraph,
    /// message or sentence per line, where a line starting in lower case is still a new one).
    public var joinsWrappedLines = false
    private var counter: SpillingNGramCounter

    /// A builder of a model of n-grams up to `order` words (1 to 6) from text split into words by
    /// `tokenizer`, whose count table takes about `memoryLimit` bytes at most before it is written
    /// to temporary files in `temporaryDirectory`.
    public init(
        tokenizer: CorpusTokenizer, order: Int = 3, memoryLimit: Int = defaultMemoryLimit,
        temporaryDirectory: URL = FileManager.default.temporaryDirectory
    ) throws {
        precondition((1...NGramTable.maximumOrder).contains(order), "an n-gram order of \(order)")
        self.tokenizer = tokenizer
        counter = try SpillingNGramCounter(
            order: order, memoryLimit: memoryLimit, temporaryDirectory: temporaryDirectory)
    }

    /// The number of times the count table has been written out to a temporary file so far.
    public var spillCount: Int { counter.runs.count }

    /// Counts the sentences of one line of text.
    mutating func add(line: String) throws -> (sentences: Int, words: Int) {
        var words = 0
        let sentences = tokenizer.sentences(in: line)
        for sentence in sentences {
            try counter.add(sentence: sentence)
            words += sentence.count
        }
        return (sentences.count, words)
    }

    /// Counts the text of the file at `url`, a line at a time; lines that are not valid UTF-8 are
    /// skipped and listed in the result. With ``joinsWrappedLines``, a line that a hard-wrapped text
    /// broke inside a sentence (`CorpusTokenizer/WrappedLines`) is counted with the line it
    /// continues, so that the n-grams across the break are counted and the next line's first word
    /// is not taken for a sentence's.
    public mutating func add(contentsOf url: URL) throws -> Reading {
        var lines = CorpusLines()
        var reading = Reading(lineCount: 0, sentenceCount: 0, wordCount: 0, unreadableLines: [])
        var wrapped = CorpusTokenizer.WrappedLines(tokenizer: tokenizer)
        func count(_ text: String?) throws {
            guard let text else { return }
            let counted = try add(line: text)
            reading.sentenceCount += counted.sentences
            reading.wordCount += counted.words
        }
        try lines.read(contentsOf: url) { line in try count(joinsWrappedLines ? wrapped.add(line) : line) }
        try count(wrapped.finish())
        reading.lineCount = lines.lineCount
        reading.unreadableLines = lines.unreadableLines
        return reading
    }

    /// The model file of the text counted, pruned to at most `maximumSize` bytes when given. Throws
    /// `LanguageModelError` when the words alone take more than that. The builder's temporary
    /// files are removed.
    public consuming func build(maximumSize: Int? = nil) throws -> [UInt8] {
        try Self.file(of: KneserNey.estimate(counter.finish()), maximumSize: maximumSize)
    }

    /// The model file of the ARPA file at `url`, pruned to at most `maximumSize` bytes when given.
    /// A malformed file is refused with its line and column (`file:line:column: message`).
    public static func importARPA(contentsOf url: URL, maximumSize: Int? = nil) throws -> [UInt8] {
        try file(of: ARPAReader.read(contentsOf: url), maximumSize: maximumSize)
    }

    private static func file(of table: NGramTable, maximumSize: Int?) throws -> [UInt8] {
        try LanguageModelWriter.write(maximumSize.map(table.pruned(toFit:)) ?? table)
    }
}
