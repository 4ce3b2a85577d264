/// How often each n-gram occurs in a text, counted sentence by sentence as Kneser–Ney estimation
/// needs it.
///
/// A sentence is read as `<s> w₁ … wₘ </s>`, and at every word after `<s>` the counter counts the
/// n-gram that ends there: the `order` words up to it, or, near the start, all the words from `<s>`.
/// So it holds n-grams of the highest order, and shorter ones only where they start with `<s>`,
/// which no word can precede; the estimator derives every other order from these (KenLM's `lmplz`
/// counts the same way).
struct NGramCounts: Sendable {
    /// The highest order counted.
    let order: Int
    /// The words, numbered by position: `<s>` is 0 and `</s>` is 1, the others in order of first use.
    private(set) var words: [String] = [NGramTable.sentenceStart, NGramTable.sentenceEnd]
    private var numbers: [String: UInt32] = [NGramTable.sentenceStart: 0, NGramTable.sentenceEnd: 1]
    /// The count of each n-gram, by its words' numbers.
    private(set) var counts: [[UInt32]: UInt64] = [:]

    /// A counter of n-grams up to `order` words long, 1 to ``NGramTable/maximumOrder``.
    init(order: Int) {
        precondition((1...NGramTable.maximumOrder).contains(order), "an n-gram order of \(order)")
        self.order = order
    }

    /// Counts already made: `words` numbered as ``words`` numbers them (`<s>` and `</s>` first), and
    /// the count of each n-gram by those numbers.
    init(order: Int, words: [String], counts: [[UInt32]: UInt64]) {
        self.init(order: order)
        precondition(Array(words.prefix(2)) == self.words, "the words must start with <s> and </s>")
        self.words = words
        numbers = Dictionary(uniqueKeysWithValues: words.enumerated().map { ($1, UInt32($0)) })
        self.counts = counts
    }

    /// The n-grams counted so far, leaving the counter with the words it has numbered and no counts.
    mutating func takeCounts() -> [[UInt32]: UInt64] {
        defer { counts = [:] }
        return counts
    }

    /// Counts the n-grams of one sentence, given as its words; an empty sentence counts `<s> </s>`.
    /// The words `<s>` and `</s>` are the sentence's bounds, so where the text has them they are left
    /// out.
    mutating func add(sentence: [String]) {
        var tokens: [UInt32] = [0]
        for word in sentence {
            let word = word.nfc
            if word == NGramTable.sentenceStart || word == NGramTable.sentenceEnd { continue }
            if let number = numbers[word] {
                tokens.append(number)
            } else {
                let number = UInt32(words.count)
                numbers[word] = number
                words.append(word)
                tokens.append(number)
            }
        }
        tokens.append(1)
        for end in 1..<tokens.count {
            let gram = Array(tokens[max(0, end - order + 1)...end])
            counts[gram, default: 0] += 1
        }
    }
}
