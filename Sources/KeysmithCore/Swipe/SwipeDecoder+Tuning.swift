extension SwipeDecoder {
    /// The weights of ``SwipeDecoder``'s scoring that are tuned on held-out text: how much the word's
    /// frequency and the sentence so far count against the stroke's fit.
    @_spi(Tooling) public struct Tuning: Sendable, Equatable {
        /// The weight of the word's log frequency (``SwipeModel/frequencyWeight``).
        public var frequencyWeight: Double
        /// The weight of how much likelier the sentence so far makes the word
        /// (``SwipeModel/contextWeight``).
        public var contextWeight: Double

        /// The weights every decoder uses.
        public init() {
            let model = SwipeModel()
            self.init(frequencyWeight: model.frequencyWeight, contextWeight: model.contextWeight)
        }

        public init(frequencyWeight: Double, contextWeight: Double) {
            self.frequencyWeight = frequencyWeight
            self.contextWeight = contextWeight
        }
    }
}
