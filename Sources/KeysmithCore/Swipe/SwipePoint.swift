/// One sample of a swipe's touch path: where the finger was, in the keys area's coordinates (see
/// ``Point``), and when, in seconds from any fixed origin.
public struct SwipePoint: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    /// The time of the sample in seconds; only differences between samples matter.
    public var t: Double

    public init(x: Double, y: Double, t: Double) {
        self.x = x
        self.y = y
        self.t = t
    }

    /// The sample's position.
    public var point: Point { Point(x: x, y: y) }

    /// Whether the position and the time are all finite numbers.
    var isFinite: Bool { x.isFinite && y.isFinite && t.isFinite }
}

/// A word a swipe may spell, as the lexicon spells it, with how well it fits the stroke.
public struct SwipeCandidate: Sendable, Hashable, Codable {
    /// The word, in the lexicon's spelling.
    public var word: String
    /// The natural logarithm of the candidate's unnormalised probability: the word's frequency
    /// times how likely the stroke is for it. Higher is better; only differences between the
    /// candidates of one stroke mean anything.
    public var score: Double

    public init(word: String, score: Double) {
        self.word = word
        self.score = score
    }
}
