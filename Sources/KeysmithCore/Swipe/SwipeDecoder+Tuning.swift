extension SwipeDecoder {
    /// The weights of ``SwipeDecoder``'s scoring that are tuned on held-out text: how far the finger
    /// is assumed to stray, and how much the word's frequency and the sentence so far count against
    /// the stroke's fit.
    @_spi(Tooling) public struct Tuning: Sendable, Equatable {
        /// The weight of the word's log frequency (``SwipeModel/frequencyWeight``).
        public var frequencyWeight: Double
        /// The weight of how much likelier the sentence so far makes the word
        /// (``SwipeModel/contextWeight``).
        public var contextWeight: Double
        /// How far a finger misses a key's centre, in key units (``SwipeModel/spread``).
        public var spread: Double
        /// How far apart two points of a stroke count as independent, in key units
        /// (``SwipeModel/correlationLength``).
        public var correlationLength: Double
        /// How many independent observations the shape channel counts as
        /// (``SwipeModel/shapeObservations``).
        public var shapeObservations: Double
        /// How much the model's unigram counts beside the lexicon's frequency, from 0 up to 1
        /// (``SwipeModel/unigramMix``).
        public var unigramMix: Double

        /// The weights every decoder uses.
        public init() {
            self.init(SwipeModel())
        }

        /// The weights every decoder uses, but the prior's, `frequencyWeight` and `contextWeight`.
        public init(frequencyWeight: Double, contextWeight: Double) {
            self.init()
            self.frequencyWeight = frequencyWeight
            self.contextWeight = contextWeight
        }

        /// The tuned weights of `model`.
        init(_ model: SwipeModel) {
            frequencyWeight = model.frequencyWeight
            contextWeight = model.contextWeight
            spread = model.spread
            correlationLength = model.correlationLength
            shapeObservations = model.shapeObservations
            unigramMix = model.unigramMix
        }

        /// Whether every weight is a finite positive number (the prior's may be 0) and the unigram's
        /// mix is at least 0 and less than 1 (at 1 a word the model lacks could never be swiped).
        public var isValid: Bool {
            (0..<1).contains(unigramMix) && [frequencyWeight, contextWeight].allSatisfy { $0.isFinite && $0 >= 0 }
                && [spread, correlationLength, shapeObservations].allSatisfy { $0.isFinite && $0 > 0 }
        }
    }
}

extension SwipeModel {
    /// The decoder's constants with the weights of `tuning`.
    init(_ tuning: SwipeDecoder.Tuning) {
        self.init()
        frequencyWeight = tuning.frequencyWeight
        contextWeight = tuning.contextWeight
        spread = tuning.spread
        correlationLength = tuning.correlationLength
        shapeObservations = tuning.shapeObservations
        unigramMix = tuning.unigramMix
    }
}
