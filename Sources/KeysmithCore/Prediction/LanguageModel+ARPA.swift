extension LanguageModel {
    /// The model as an ARPA file: every n-gram with the log₁₀ probability and back-off weight the
    /// file gives it (after quantisation), unigrams first, each order in the order of its words'
    /// numbers. Other toolkits read it (KenLM's `build_binary`, SRILM's `ngram`), and
    /// `keysmith model import` reads it back to the same probabilities.
    @_spi(Tooling) public func arpaText() -> String {
        withView { view in
            var sections = (1...order).map { ["\\\($0)-grams:"] }
            var path: [UInt32] = []
            func visit(_ node: Node) {
                let probability = view.probability(of: node)
                var line = "\(probability)\t\(path.map(word).joined(separator: " "))"
                if node.order < order { line += "\t\(view.backoff(of: node))" }
                sections[node.order - 1].append(line)
                let lastWord = view.lastWords(after: path[...])
                for index in view.continuations(of: node) {
                    path.append(lastWord(index))
                    visit(Node(order: node.order + 1, index: index))
                    path.removeLast()
                }
            }
            for number in 0..<view.vocabularySize {
                path = [UInt32(number)]
                visit(Node(order: 1, index: number))
            }
            // Each order's lines come out in the order of their words' numbers: the trie's order.
            let counts = nGramCounts.prefix(order).enumerated().map { "ngram \($0.offset + 1)=\($0.element)" }
            let header = ["\\data\\"] + counts
            return (header + sections.flatMap { [""] + $0 } + ["", "\\end\\", ""]).joined(separator: "\n")
        }
    }
}
