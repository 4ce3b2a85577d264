extension Lexicon {
    /// Every word of the lexicon with the natural log of its count, most frequent first (ties in the
    /// lexicon's order); for the swipe benchmark's word sample and its baselines.
    @_spi(Tooling) public func wordsByFrequency() -> [(word: String, logCount: Double)] {
        allWords().enumerated().sorted { ($0.element.score, $1.offset) > ($1.element.score, $0.offset) }.map {
            ($0.element.word, Double($0.element.score - 1) / 1000)
        }
    }
}
