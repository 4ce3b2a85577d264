/// The constants of ``SwipeDecoder``'s scoring. Costs are negative log-likelihoods in nats, up to
/// constants shared by every word, so that they add up and compare with the frequency term; distances
/// are in key units (see ``SwipeKeys``).
struct SwipeModel: Sendable {
    /// The number of evenly spaced points a stroke and a word's path are resampled to.
    var sampleCount = 48
    /// The shortest stroke read as a swipe, in key units; a shorter one is a tap.
    var minimumStrokeLength = 0.5
    /// How far from the stroke's first and last points a word's first and last keys may be.
    var endRadius = 1.5
    /// The bounds of a word's ideal path length, `ratio × stroke length ± slack`: a noisy stroke is
    /// longer than the path it follows and a hurried one cuts corners and is shorter.
    var minimumLengthRatio = 0.55
    var maximumLengthRatio = 1.6
    var lengthSlack = 1.5
    /// The weight of the squared distance from each key to the point of the stroke aligned with it:
    /// `1 / (2σ²)` for a finger that misses a key's centre by σ ≈ 0.4 key units.
    var keyWeight = 3.0
    /// The weight of the squared distance from the stroke to the word's path between keys, per key
    /// unit of stroke length.
    var coverageWeight = 10.0
    /// The weight of the squared SHARK2 shape distance.
    var shapeWeight = 20.0
    /// The weight of the squared difference between the stroke's length and the word's path length.
    var lengthWeight = 0.2
    /// The weight of the word's log frequency: the prior's weight against the stroke's fit, which
    /// the stroke's terms (summed over correlated points) overstate. 1.25 was the better of 0.8, 1
    /// and 1.25 on held-out training text (benchmarks/prediction.md, "Swipe misses by cause").
    var frequencyWeight = 1.25
    /// The weight of how much likelier the sentence so far makes the word
    /// (``SentenceContext/lift(of:)``): equal to ``frequencyWeight``, the sentence's lift counts as
    /// the word's own frequency, so that the two make one prior, the word's frequency in the sentence.
    var contextWeight = 1.25
    /// How many words the cheap key alignment passes on to the full scoring.
    var shortlistSize = 128
}
