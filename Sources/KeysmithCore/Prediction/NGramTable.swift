import Foundation

/// A back-off n-gram language model held in memory, as an ARPA file states it: every n-gram of every
/// order with its log₁₀ probability and, below the highest order, its log₁₀ back-off weight.
///
/// The ARPA reader and the Kneser–Ney estimator produce one; `LanguageModelWriter` turns it into the
/// compact file that `LanguageModel` maps and queries. Words are numbered by the order of their UTF-8
/// bytes, and each order's n-grams are sorted by their words' numbers, so that the n-grams that
/// continue a context are consecutive and in the order the file stores them.
struct NGramTable: Sendable, Equatable {
    /// One n-gram: its words' numbers, oldest first, and its weights.
    struct Entry: Sendable, Hashable {
        var words: [UInt32]
        /// log₁₀ P(last word | the words before it).
        var log10Probability: Float
        /// log₁₀ of the weight that scales the next order down when this n-gram is the context of a
        /// word it was never seen with; 0 at the highest order.
        var log10Backoff: Float
    }

    /// The words, numbered by position, in the order of their UTF-8 bytes, each in NFC.
    let vocabulary: [String]
    /// The n-grams of each order: `levels[0]` are the unigrams, one per word of the vocabulary, in its
    /// order; `levels[n - 1]` are the n-grams, sorted by their words' numbers.
    let levels: [[Entry]]

    /// The start of a sentence, a context that is never predicted.
    static let sentenceStart = "<s>"
    /// The end of a sentence.
    static let sentenceEnd = "</s>"
    /// Every word the vocabulary does not hold.
    static let unknownWord = "<unk>"
    /// The probability ARPA files give the unknown word when they leave it out (as KenLM does).
    static let missingUnknownLog10Probability: Float = -100
    /// The most words of context the model format holds, plus one.
    static let maximumOrder = 6

    /// The highest order.
    var order: Int { levels.count }

    /// A table of the n-grams in `levels`, whose words are numbered by their position in `words`;
    /// numbers the words by their bytes and sorts every order. `words` must hold no word twice, and
    /// `levels[0]` must hold one unigram for every word. Adds the unknown word, with
    /// ``missingUnknownLog10Probability``, when `words` lacks it.
    init(words: [String], levels: [[Entry]]) {
        var words = words
        var levels = levels
        if !words.contains(Self.unknownWord) {
            levels[0].append(
                Entry(
                    words: [UInt32(words.count)], log10Probability: Self.missingUnknownLog10Probability,
                    log10Backoff: 0))
            words.append(Self.unknownWord)
        }
        let byBytes = words.indices.sorted { words[$0].utf8.lexicographicallyPrecedes(words[$1].utf8) }
        var number = [UInt32](repeating: 0, count: words.count)
        for (rank, index) in byBytes.enumerated() { number[index] = UInt32(rank) }
        vocabulary = byBytes.map { words[$0] }
        self.levels = levels.map { level in
            level.map { entry in
                var entry = entry
                entry.words = entry.words.map { number[Int($0)] }
                return entry
            }
            .sorted { $0.words.lexicographicallyPrecedes($1.words) }
        }
    }

    /// A table whose vocabulary and levels are already numbered and sorted as ``levels`` says.
    init(sortedVocabulary: [String], sortedLevels: [[Entry]]) {
        vocabulary = sortedVocabulary
        levels = sortedLevels
    }

    /// The number of `word`, if the vocabulary holds it.
    func number(of word: String) -> UInt32? {
        let bytes = Array(word.nfc.utf8)
        var low = 0
        var high = vocabulary.count
        while low < high {
            let middle = (low + high) / 2
            if vocabulary[middle].utf8.lexicographicallyPrecedes(bytes) { low = middle + 1 } else { high = middle }
        }
        return low < vocabulary.count && vocabulary[low].utf8.elementsEqual(bytes) ? UInt32(low) : nil
    }

    /// The entry of the n-gram `words`, if the table holds it.
    func entry(_ words: [UInt32]) -> Entry? {
        guard (1...order).contains(words.count) else { return nil }
        let level = levels[words.count - 1]
        var low = 0
        var high = level.count
        while low < high {
            let middle = (low + high) / 2
            if level[middle].words.lexicographicallyPrecedes(words) { low = middle + 1 } else { high = middle }
        }
        return low < level.count && level[low].words == words ? level[low] : nil
    }

    /// log₁₀ P(`word` | `context`), backing off as ARPA models do: the longest n-gram the table holds
    /// that ends the context with the word, plus the back-off weights of the longer contexts it
    /// skipped. Words the vocabulary lacks are the unknown word.
    func log10Probability(of word: String, after context: [String]) -> Float {
        let unknown = number(of: Self.unknownWord)!
        return log10Probability(numbers: context.map { number(of: $0) ?? unknown } + [number(of: word) ?? unknown])
    }

    /// log₁₀ P(the last of `words` | the others), as ``log10Probability(of:after:)`` gives it.
    func log10Probability(numbers words: [UInt32]) -> Float {
        let target = words.last!
        let context = words.dropLast().suffix(order - 1)
        var backoff: Float = 0
        for length in stride(from: context.count, through: 0, by: -1) {
            let history = Array(context.suffix(length))
            if let found = entry(history + [target]) { return backoff + found.log10Probability }
            if length > 0, let history = entry(history) { backoff += history.log10Backoff }
        }
        return backoff + Self.missingUnknownLog10Probability
    }
}
