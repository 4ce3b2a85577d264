import Foundation

/// A back-off n-gram language model, read from a language model file (see `LanguageModelFormat`)
/// and queried in place: the probability of a word after the words before it
/// (``log10Probability(of:after:)``) and the likeliest next words (``likeliestNextWords(after:limit:)``).
///
/// Loading checks the whole file, its checksum and the shape of its trie, so that any file that
/// loads can be queried without a bounds check failing: a truncated, damaged or foreign file throws
/// a `LanguageModelError` that says what is wrong. The model is the file's bytes, held in one
/// `Data` (mapped from disk by ``init(contentsOf:)``).
///
/// Words are matched exactly, after NFC normalisation: the model is as case-sensitive as the text it
/// was built from. Words it does not hold are `<unk>`; `<s>` before the first word of a context
/// makes it the start of a sentence.
public struct LanguageModel: Sendable {
    let data: Data
    let sections: LanguageModelFormat.Sections
    /// The highest order: the model reads up to `order − 1` words of context.
    public let order: Int
    /// The number of n-grams of each order, `[0]` the unigrams.
    @_spi(Tooling) public let nGramCounts: [Int]
    /// The numbers of `<unk>`, and of `<s>` and `</s>` where the model holds them.
    let unknownWord: UInt32
    let sentenceStart: UInt32?
    let sentenceEnd: UInt32?
    /// Whether the model holds no word but `<unk>`, `<s>` and `</s>` (as ``empty`` does), so that a
    /// word not spelt with their `<` is unknown without a search.
    let holdsMarkersOnly: Bool

    /// Reads a language model from the bytes of a language model file.
    public init(data: Data) throws {
        let header = try Self.readHeader(data)
        self.data = data
        sections = header.sections
        order = header.counts.count
        nGramCounts = header.counts
        var unknownWord: UInt32?
        var sentenceStart: UInt32?
        var sentenceEnd: UInt32?
        try data.withUnsafeBytes { raw in
            let view = View(raw, sections: header.sections)
            try view.validate()
            unknownWord = view.number(of: Array(NGramTable.unknownWord.utf8))
            sentenceStart = view.number(of: Array(NGramTable.sentenceStart.utf8))
            sentenceEnd = view.number(of: Array(NGramTable.sentenceEnd.utf8))
        }
        guard let unknownWord else { throw LanguageModelError("the model has no <unk>, the word for unknown words") }
        // Every word but these three can be predicted, and the file lists as many of the likeliest
        // as it may: a count in the header that says otherwise is damaged.
        let predictable = header.counts[0] - [unknownWord, sentenceStart, sentenceEnd].compactMap { $0 }.count
        guard header.sections.likeliestUnigramCount == min(predictable, LanguageModelFormat.likeliestUnigramLimit)
        else { throw LanguageModelError("the header is damaged") }
        self.unknownWord = unknownWord
        self.sentenceStart = sentenceStart
        self.sentenceEnd = sentenceEnd
        holdsMarkersOnly = predictable == 0
    }

    /// Reads the language model file at `url`, mapped into memory where the system can map it, and
    /// read whole where it cannot. The file must not change while the model reads it.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(mappingContentsOf: url)
        } catch {
            throw LanguageModelError("cannot read \(url.lastPathComponent): \(error.localizedDescription)")
        }
        try self.init(data: data)
    }

    /// The size of the file the model was read from.
    @_spi(Tooling) public var byteCount: Int { data.count }

    /// log₁₀ P(`word` | `context`): the probability of the longest n-gram the model holds that ends
    /// the context with `word`, times the back-off weights of the longer contexts it skipped. Only the
    /// last `order − 1` words of `context` count, oldest first.
    public func log10Probability(of word: String, after context: [String]) -> Double {
        log10Probability(of: word, after: history(of: context))
    }

    /// The words of a context the model reads, looked up: a caller that asks about many words after
    /// one context (the swipe decoder's shortlist, the corrector's candidates) looks its words up once,
    /// and the n-grams they make.
    struct History: Sendable {
        /// The numbers of the context's last `order − 1` words, oldest first.
        let numbers: [UInt32]
        /// The n-gram of the last `n` of ``numbers`` at index `n − 1`, nil where the model lacks it:
        /// the contexts a word's probability is read under, longest last.
        let contexts: [Node?]

        /// No context: the words' probabilities on their own.
        static let none = History(numbers: [], contexts: [])
    }

    /// `context` as the model reads it: its last `order − 1` words, looked up, and the n-grams of
    /// each of its endings.
    func history(of context: [String]) -> History {
        let numbers = context.suffix(order - 1).map(number(of:))
        let contexts = withView { view in numbers.indices.map { view.node(of: numbers.suffix($0 + 1)) } }
        return History(numbers: numbers, contexts: contexts)
    }

    /// ``log10Probability(of:after:)`` after a context already looked up.
    func log10Probability(of word: String, after history: History) -> Double {
        log10Probabilities(of: number(of: word), after: history).conditional
    }

    /// log₁₀ P(`word` | the context `history`) and log₁₀ P(`word`) on its own, with one look-up of
    /// the word; nil when the model does not hold the word (it is `<unk>`).
    func log10Probabilities(of word: String, after history: History) -> (conditional: Double, unigram: Double)? {
        let target = number(of: word)
        guard target != unknownWord else { return nil }
        return log10Probabilities(of: target, after: history)
    }

    /// log₁₀ P(`target` | `history`), the probability of the longest n-gram the model holds that
    /// ends the context with `target`, times the back-off weights of the longer contexts it holds;
    /// and log₁₀ P(`target`) on its own.
    ///
    /// The n-grams that end in `target` are found shortest first, each among the continuations of
    /// its context (which `history` looked up once): from order 3, in a file with suffix keys, an
    /// n-gram is stored under where its suffix, the n-gram found one order down, lies among its own
    /// context's continuations. Asking for each n-gram from its first word instead, as a lone query
    /// does, finds the shorter ones again at every order.
    private func log10Probabilities(of target: UInt32, after history: History) -> (conditional: Double, unigram: Double)
    {
        withView { view in
            let unigram = view.unigramProbability(of: target)
            // The longest n-gram found so far, by the length of its context (0: the unigram).
            var longest = (length: 0, probability: unigram)
            var suffix: Node? = Node(order: 1, index: Int(target))
            for (index, context) in history.contexts.enumerated() {
                let length = index + 1
                var key: Int? = Int(target)
                if length >= 2, view.sections.hasSuffixKeys {
                    key = nil
                    if let suffix, let suffixContext = history.contexts[index - 1] {
                        key = suffix.index - view.continuations(of: suffixContext).lowerBound
                    }
                }
                let found = context.flatMap { context in key.flatMap { view.continuation(of: context, key: $0) } }
                if let found { longest = (length, view.probability(of: found)) }
                suffix = found
            }
            // The longer contexts held back off to it, their weights summed longest first.
            var backoff: Float = 0
            for context in history.contexts.dropFirst(longest.length).reversed() {
                if let context { backoff += view.backoff(of: context) }
            }
            return (Double(backoff + longest.probability), Double(unigram))
        }
    }

    /// Whether the model holds `word` itself rather than counting it as `<unk>`.
    public func contains(_ word: String) -> Bool {
        number(of: word) != unknownWord
    }

    /// The number of `word`, or that of `<unk>`.
    func number(of word: String) -> UInt32 {
        // A keyboard without a model for its language asks the empty model about every word.
        if holdsMarkersOnly, word.utf8.first != UInt8(ascii: "<") { return unknownWord }
        var word = word.nfc
        return word.withUTF8 { utf8 in withView { $0.number(of: utf8) } } ?? unknownWord
    }

    /// The word numbered `number`.
    func word(_ number: UInt32) -> String {
        withView { view in String(decoding: view.wordBytes(Int(number)), as: UTF8.self) }
    }

    func withView<Result>(_ body: (View) throws -> Result) rethrows -> Result {
        try data.withUnsafeBytes { try body(View($0, sections: sections)) }
    }

    // MARK: Header

    private struct Header {
        var counts: [Int]
        var sections: LanguageModelFormat.Sections
    }

    private static func readHeader(_ data: Data) throws -> Header {
        guard data.count >= LanguageModelFormat.headerSize else {
            throw LanguageModelError(
                "the file is \(data.count) bytes long, shorter than a language model's header: it is not a model, or is truncated"
            )
        }
        return try data.withUnsafeBytes { raw in
            func u32(_ offset: Int) -> Int {
                Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            }
            func u64(_ offset: Int) -> UInt64 {
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            }
            guard raw.prefix(4).elementsEqual(LanguageModelFormat.magic) else {
                throw LanguageModelError("the file is not a Keysmith language model")
            }
            let version = u32(4)
            guard LanguageModelFormat.readableVersions.contains(version) else {
                let rebuild =
                    version < LanguageModelFormat.readableVersions.lowerBound
                    ? ": make it again with `keysmith model build` from its text, or `keysmith model import` from its ARPA file"
                    : ""
                throw LanguageModelError(
                    "the model is in format version \(version); this Keysmith reads versions "
                        + "\(LanguageModelFormat.readableVersions.lowerBound) and \(LanguageModelFormat.version)"
                        + rebuild)
            }
            let order = u32(8)
            guard (1...NGramTable.maximumOrder).contains(order) else {
                throw LanguageModelError(
                    "the header gives an order of \(order); a model has 1 to \(NGramTable.maximumOrder)")
            }
            let counts = (0..<order).map { u32(16 + 4 * $0) }
            // Version 2 is version 3 without an alphabet.
            let alphabetSize = u32(44)
            let alphabetLimit = version == 2 ? 0 : LanguageModelFormat.alphabetLimit
            guard (order..<NGramTable.maximumOrder).allSatisfy({ u32(16 + 4 * $0) == 0 }),
                alphabetSize <= alphabetLimit,
                counts[0] > 0
            else { throw LanguageModelError("the header is damaged") }
            let likeliest = u32(40)
            guard likeliest <= min(counts[0], LanguageModelFormat.likeliestUnigramLimit) else {
                throw LanguageModelError("the header is damaged")
            }
            let suffixKeyBits = try version == 2 ? nil : Self.suffixKeyBits(raw, counts: counts)
            let sections = LanguageModelFormat.Sections(
                counts: counts, alphabetSize: alphabetSize, suffixKeyBits: suffixKeyBits,
                vocabularyTextLength: u32(12), likeliestUnigramCount: likeliest)
            guard u64(48) == UInt64(data.count - LanguageModelFormat.headerSize), sections.end == data.count else {
                throw LanguageModelError(
                    "the file is \(data.count) bytes long, but its header describes \(sections.end): it is truncated or damaged"
                )
            }
            let payload = UnsafeRawBufferPointer(rebasing: raw[LanguageModelFormat.headerSize...])
            guard LanguageModelFormat.checksum(payload) == u64(56) else {
                throw LanguageModelError("the file is damaged: its checksum does not match its contents")
            }
            return Header(counts: counts, sections: sections)
        }
    }

    /// The widths of the suffix keys of each order, from the 8 bytes after the header: 0 for
    /// orders 1 and 2, and for the rest all 0 (word numbers) or all at most a word number's width.
    private static func suffixKeyBits(_ raw: UnsafeRawBufferPointer, counts: [Int]) throws -> [Int] {
        let start = LanguageModelFormat.headerSize
        guard raw.count >= start + 8 else {
            throw LanguageModelError(
                "the file is \(raw.count) bytes long, shorter than a language model's header: it is truncated")
        }
        let widths = (0..<8).map { Int(raw[start + $0]) }
        let wordBits = LanguageModelFormat.bitWidth(counts[0] - 1)
        let keyed = widths[min(2, counts.count)..<counts.count]
        guard widths[..<min(2, counts.count)].allSatisfy({ $0 == 0 }), widths[counts.count...].allSatisfy({ $0 == 0 }),
            keyed.allSatisfy({ $0 == 0 }) || keyed.allSatisfy({ (1...wordBits).contains($0) })
        else { throw LanguageModelError("the header is damaged: the widths of its words are not a model's") }
        return Array(widths[..<counts.count])
    }
}
