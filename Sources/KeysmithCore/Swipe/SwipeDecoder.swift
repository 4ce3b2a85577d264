import Foundation

/// Reads a swipe: given the sampled touch path of one stroke over a keyboard, the words of a
/// lexicon it most likely spells, best first.
///
/// The method is SHARK2's (Kristensson and Zhai, UIST 2004), made elastic: a stroke is compared
/// with each word's ideal path, the polyline through its keys' centres, and the fit is combined
/// with the word's frequency. docs/swipe-typing.md explains each step and what it changes from
/// the paper:
///
/// 1. The stroke is resampled to evenly spaced points in key units.
/// 2. Only the words whose first and last keys lie near the stroke's ends, and whose ideal path is
///    about as long as the stroke, are considered (``SwipeIndex`` groups them by those keys).
/// 3. Each is scored by an alignment of its keys to the stroke, in order, the distance to each key
///    measured in key sizes; the best few hundred are kept.
/// 4. Those are scored again with the stroke's distance to the word's whole path between the keys
///    and SHARK2's shape channel, and ranked with their frequencies.
///
/// A key repeated at once is swiped once (`hello` is h-e-l-o), punctuation no key types is
/// skipped (`dont` finds `don't`), and a letter no key types is found on the key that offers it on a
/// long press, or the key of its base letter (`cafe` finds `café`).
///
/// The word index is built on the first decode, once, and kept: about 30 bytes a word and 30 ms
/// for the English lexicon in a release build. A decoder is safe to share between threads.
@_spi(Tooling) public final class SwipeDecoder: @unchecked Sendable {
    /// The keyboard the strokes are drawn on.
    public let keys: SwipeKeys
    /// The words strokes may spell.
    public let lexicon: Lexicon
    /// The weights of the scoring.
    let model: SwipeModel
    /// Guards `builtIndex`, the only mutable state.
    private let lock = NSLock()
    private var builtIndex: SwipeIndex?

    /// A decoder of strokes over `keys` into words of `lexicon`.
    public convenience init(keys: SwipeKeys, lexicon: Lexicon) {
        self.init(keys: keys, lexicon: lexicon, model: SwipeModel())
    }

    /// A decoder whose scoring weighs the stroke's fit, the word's frequency and the sentence so far
    /// as `tuning` says, for tuning them on held-out text.
    @_spi(Tooling) public convenience init(keys: SwipeKeys, lexicon: Lexicon, tuning: Tuning) {
        self.init(keys: keys, lexicon: lexicon, model: SwipeModel(tuning))
    }

    /// A decoder scoring with the weights of `model`.
    init(keys: SwipeKeys, lexicon: Lexicon, model: SwipeModel) {
        self.keys = keys
        self.lexicon = lexicon
        self.model = model
    }

    /// A decoder of strokes over the letter keys of `geometry` into words of `lexicon`.
    public convenience init(geometry: KeyboardGeometry, lexicon: Lexicon) {
        self.init(keys: SwipeKeys(geometry: geometry), lexicon: lexicon)
    }

    /// The word index, built on first use.
    var index: SwipeIndex {
        lock.lock()
        defer { lock.unlock() }
        if let builtIndex { return builtIndex }
        let built = SwipeIndex(keys: keys, lexicon: lexicon)
        builtIndex = built
        return built
    }

    /// Builds the word index now rather than on the first decode, and returns its size in bytes.
    @discardableResult public func prepare() -> Int {
        index.byteCount
    }

    /// The number of words a stroke can spell on this keyboard: those whose every letter has a key.
    public var swipeableWordCount: Int { index.wordCount }

    /// The natural log of the count of the most frequent swipeable word, times the frequency's
    /// weight: what a candidate's ``SwipeCandidate/score`` includes for the most frequent word, so
    /// that candidates of lexicons that count differently compare once each is taken relative to
    /// its own.
    var logFrequencyCeiling: Double { model.frequencyWeight * Self.logFrequency(index.highestScore) }

    /// The words `stroke` most likely spells, best first, at most `limit` of them, each once
    /// whatever its case.
    ///
    /// Empty when the stroke cannot be a swipe (fewer than two samples, a coordinate or time that
    /// is not a finite number, or hardly any movement), when the keyboard has no letter keys, or
    /// when no word fits.
    public func candidates(for stroke: [SwipePoint], limit: Int = 8) -> [SwipeCandidate] {
        candidates(for: stroke, limit: limit, context: nil)
    }

    /// The words `stroke` most likely spells after the sentence `context`: each word's log
    /// frequency grows by how much likelier the sentence makes it (``SentenceContext/lift(of:)``), so
    /// that a stroke through `t` and `o` after `me` is `too`, and after `I want` is `to`. Nil weighs
    /// the words by their frequency alone, as ``candidates(for:limit:)`` does.
    @_spi(Tooling) public func candidates(for stroke: [SwipePoint], limit: Int = 8, context: SentenceContext?)
        -> [SwipeCandidate]
    {
        guard limit > 0, keys.count > 0,
            let resampled = SwipeStroke(
                samples: stroke, keys: keys, count: model.sampleCount, minimumLength: model.minimumStrokeLength)
        else { return [] }
        let index = self.index
        guard index.wordCount > 0 else { return [] }
        let shortlist = shortlist(resampled, index: index)
        var scored = shortlist.map { word in
            (word: word, cost: fullCost(of: word, stroke: resampled, index: index))
        }
        if let context {
            for entry in scored.indices {
                let word = lexicon.string(of: index.spelling(of: scored[entry].word))
                // One look-up of the word in the model gives both its lift and its unigram.
                let (lift, unigram) = context.liftAndUnigram(of: word)
                let prior = lift + unigramShift(of: scored[entry].word, unigram: unigram, index: index)
                scored[entry].cost -= model.contextWeight * prior
            }
        }
        scored.sort { $0.cost < $1.cost }
        var seen = Set<String>()
        var result: [SwipeCandidate] = []
        // Strokes of astronomical coordinates overflow every cost: they spell nothing.
        for entry in scored where result.count < limit && entry.cost.isFinite {
            let word = lexicon.string(of: index.spelling(of: entry.word))
            guard seen.insert(word.lowercased()).inserted else { continue }
            result.append(SwipeCandidate(word: word, score: -entry.cost))
        }
        return result
    }

    /// How much the model's unigram moves the log probability of word `word` of `index` from the
    /// lexicon's: `ln((1 − m) P_lexicon + m P_model) − ln P_lexicon` for the mix m of
    /// ``SwipeModel/unigramMix`` and the model's `unigram`, ln P_model; `ln(1 − m)` for a word the
    /// model does not hold (`unigram` nil).
    private func unigramShift(of word: Int, unigram: Double?, index: SwipeIndex) -> Double {
        guard model.unigramMix > 0 else { return 0 }
        let lexicon = Self.logFrequency(index.scores[word]) - index.logTotalCount
        let kept = log(1 - model.unigramMix)
        guard let unigram else { return kept }
        let added = log(model.unigramMix) + unigram - lexicon
        // ln(e^kept + e^added), without overflow.
        return max(kept, added) + log1p(exp(-abs(kept - added)))
    }
}
