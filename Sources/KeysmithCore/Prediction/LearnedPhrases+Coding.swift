/// The learned phrases in a file: `{"clock": N, "nGrams": [["see you", 1.5, 120], …]}`, each n-gram
/// its words with a space between them, its count at its last use (to three decimals) and that
/// use, on the clock of noted words; sorted, so that the file is the same for the same phrases.
/// `<s>` stands for the start of a sentence.
extension LearnedPhrases: Codable {
    private enum CodingKeys: String, CodingKey { case clock, nGrams }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(clock, forKey: .clock)
        var list = container.nestedUnkeyedContainer(forKey: .nGrams)
        let nGrams = allNGrams().map { (text: $0.words.joined(separator: " "), node: $0.node) }
        for nGram in nGrams.sorted(by: { $0.text < $1.text }) {
            var entry = list.nestedUnkeyedContainer()
            try entry.encode(nGram.text)
            try entry.encode((nGram.node.count * 1000).rounded() / 1000)
            try entry.encode(nGram.node.lastUse)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let clock = try container.decode(Int.self, forKey: .clock)
        var list = try container.nestedUnkeyedContainer(forKey: .nGrams)
        var nGrams: [(words: [String], count: Double, lastUse: Int)] = []
        while !list.isAtEnd {
            var entry = try list.nestedUnkeyedContainer()
            let text = try entry.decode(String.self)
            let count = try entry.decode(Double.self)
            let lastUse = try entry.decode(Int.self)
            guard entry.isAtEnd else {
                throw DecodingError.dataCorruptedError(
                    in: entry, debugDescription: "an n-gram is its words, its count and its last use, and nothing more")
            }
            nGrams.append((text.split(separator: " ").map(String.init), count, lastUse))
        }
        self.init(clock: clock, nGrams: nGrams)
    }
}
