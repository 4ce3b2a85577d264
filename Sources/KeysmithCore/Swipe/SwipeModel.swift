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
    /// How far a finger misses the centre of a key it means to pass, in key units: the standard
    /// deviation of a Gaussian, the same across and down. Every distance of the stroke's fit is
    /// weighed by `1 / (2σ²)` (``pointWeight``), so that the keys, the path between them and the
    /// shape are one likelihood of one finger, in nats. 0.4 was better than 0.35, 0.45 and 0.5 on
    /// held-out text (benchmarks/prediction.md, "Swipe: the stroke's fit as one likelihood"): it
    /// also covers what the model leaves out, corners cut and the path between keys.
    var spread = 0.4
    /// How far apart, in key units, two points of a stroke must be to count as independent
    /// observations of the finger: a stroke resampled to ``sampleCount`` points is one movement,
    /// so its points count as its length divided by this, not as their number.
    var correlationLength = 0.4
    /// How many independent observations SHARK2's shape channel counts as, whatever the stroke's
    /// size: its mean distance is measured in key units (the normalised shape scaled back by the
    /// stroke's size), so that a short stroke's noise, which normalising magnifies, weighs no more
    /// than a long one's.
    var shapeObservations = 2.0

    /// The weight of a squared distance in key units: the negative log-likelihood of a Gaussian
    /// miss of ``spread``, up to a constant.
    var pointWeight: Double { 1 / (2 * spread * spread) }
    /// The weight of the squared distance from each key to the point of the stroke aligned with it.
    var keyWeight: Double { pointWeight }
    /// The weight of the squared difference between the stroke's length and the word's path length.
    var lengthWeight = 0.2
    /// The weight of the word's log frequency: the prior's weight against the stroke's fit.
    var frequencyWeight = 1.25
    /// The weight of how much likelier the sentence so far makes the word
    /// (``SentenceContext/lift(of:)``): equal to ``frequencyWeight``, the sentence's lift counts as
    /// the word's own frequency, so that the two make one prior, the word's frequency in the sentence.
    var contextWeight = 1.25
    /// How much the model's own unigram counts in a word's probability beside the lexicon's
    /// frequency, when there is a sentence: `P(word) = (1 − m) P_lexicon + m P_model`. The sentence's
    /// lift is relative to the model's unigram, so where the model backs off to the same context
    /// for two words the lexicon's frequency alone tells them apart; the model's unigram is counted
    /// in the text the model was built from, nearer the user's than the lexicon's counts. 0.5 was
    /// the best mean top-1 in context over held-out text in eight languages, and lowered none of
    /// them (benchmarks/prediction.md, "The model's unigram in the swipe prior").
    var unigramMix = 0.5
    /// How many words the cheap key alignment passes on to the full scoring.
    var shortlistSize = 128
}
