import Foundation

/// A word offered in place of a typed one.
@_spi(Tooling) public struct Correction: Sendable, Hashable, Codable {
    /// The word as the lexicon (or the user's words) spell it.
    public var word: String
    /// The optimal string alignment distance from the typed word, 0 to 2.
    var distance: Int
    /// How probable the word is as what was meant: ``TypingErrorModel/frequencyWeight`` times the
    /// natural log of its count, less ``editCost``. Only differences between scores mean something.
    var score: Double
    /// The cost, in nats, of the cheapest way the word becomes what was typed.
    var editCost: Double

    init(word: String, distance: Int, score: Double, editCost: Double) {
        self.word = word
        self.distance = distance
        self.score = score
        self.editCost = editCost
    }
}

/// The corrections of one typed word, best first, and how sure the best one is.
@_spi(Tooling) public struct CorrectionRanking: Sendable, Hashable {
    /// At most the number asked for, best first; the typed word itself is among them when it is a word.
    public var corrections: [Correction]
    /// The probability that the best correction is what was meant, against the other candidates
    /// scored and against the typed word being a new word that the lexicon lacks.
    var confidence: Double

    init(corrections: [Correction], confidence: Double) {
        self.corrections = corrections
        self.confidence = confidence
    }
}

/// Ranks the words within two edits of a typed word (see `EditCandidates` for the search) by
/// frequency and by how a finger could have typed them (see ``TypingErrorModel``).
///
/// Scoring a candidate takes a small weighted alignment, so not every candidate is scored. Each gets
/// an upper bound first: its log frequency less the least its edits can cost for this typed word.
/// One edit costs at least the cheapest substitution (onto the nearest other key from the typed
/// key's centre, or from the tap: a tap far from every other key makes even that dear) or the
/// cheapest other edit; two edits at least the two cheapest substitutions at different positions,
/// or one of those and another edit, or two others. Leaving out an apostrophe only counts for
/// candidates with one. Candidates are scored in order of their bounds until the next bound falls
/// below the score of the last correction kept: no candidate left can enter the list.
@_spi(Tooling) public struct SpellingCorrector: Sendable {
    var lexicon: Lexicon
    var model: TypingErrorModel

    public init(lexicon: Lexicon, model: TypingErrorModel = .standard) {
        self.lexicon = lexicon
        self.model = model
    }

    /// A word of the user's, corrected towards as if it were in the lexicon with `logFrequency`.
    public struct ExtraWord: Sendable, Hashable {
        var word: String
        var logFrequency: Double

        init(word: String, logFrequency: Double) {
            self.word = word
            self.logFrequency = logFrequency
        }
    }

    /// The natural log of the count of the lexicon's rarest words.
    var rarestLogFrequency: Double { Double(Int(lexicon.lowestScore) - 1) / 1000 }

    /// The `limit` best corrections of `word` and the confidence in the first.
    ///
    /// - Parameters:
    ///   - word: the word as typed.
    ///   - taps: where each character of `word` was tapped, in the coordinates of the geometry
    ///     `keys` was made from; ignored unless there is one per character.
    ///   - keys: the letter keys of the active layout; without them substitutions cost the same.
    ///   - extraWords: the user's words, candidates like the lexicon's.
    ///   - limit: how many corrections to return at most.
    ///   - context: the sentence before the word; each candidate's log frequency then grows by how
    ///     much likelier the sentence makes it (``SentenceContext/lift(of:)``), so `thw` after `in`
    ///     is `the`.
    public func rank(
        _ word: String, taps: [Point]? = nil, keys: LetterKeys? = nil, extraWords: [ExtraWord] = [], limit: Int = 3,
        context: SentenceContext? = nil
    ) -> CorrectionRanking {
        ranking(
            of: word, in: lexicon, taps: taps, keys: keys, extraWords: extraWords, limit: limit, context: context)
    }

    /// ``rank(_:taps:keys:extraWords:limit:context:)`` with the words of another lexicon instead of
    /// this corrector's: for the tests that check that a version 2 file ranks as version 1 did.
    func rank(
        _ word: String, in lexicon: some CorrectionLexicon, taps: [Point]? = nil, keys: LetterKeys? = nil,
        extraWords: [ExtraWord] = [], limit: Int = 3, context: SentenceContext? = nil
    ) -> CorrectionRanking {
        ranking(
            of: word, in: lexicon, taps: taps, keys: keys, extraWords: extraWords, limit: limit, context: context)
    }

    private func ranking<Words: CorrectionLexicon>(
        of word: String, in lexicon: Words, taps: [Point]?, keys: LetterKeys?, extraWords: [ExtraWord], limit: Int,
        context: SentenceContext?
    ) -> CorrectionRanking {
        let typed = word.unicodeScalars.map { Lexicon.fold($0) }
        guard !typed.isEmpty, typed.count <= 62, limit > 0 else {
            return CorrectionRanking(corrections: [], confidence: 0)
        }
        let found = lexicon.candidates(within: 2, of: typed)
        let costs = EditCosts(
            typed: typed, taps: taps?.count == word.unicodeScalars.count ? taps : nil, keys: keys, model: model)

        var pending: [PendingCorrection] = []
        pending.reserveCapacity(found.entries.count + extraWords.count)
        let apostrophe = lexicon.apostropheSymbol
        for (index, entry) in found.entries.enumerated() {
            let start = Int(entry.start)
            let hasApostrophe =
                apostrophe.map { found.symbols[start..<(start + Int(entry.length))].contains($0) } ?? false
            var logFrequency = Double(Int(entry.score) - 1) / 1000
            if hasApostrophe { logFrequency = max(logFrequency, model.contractionLogFrequency) }
            pending.append(
                PendingCorrection(
                    bound: model.frequencyWeight * logFrequency
                        - costs.lowestCost(ofEdits: Int(entry.distance), hasApostrophe: hasApostrophe),
                    logFrequency: logFrequency, source: Int32(index), order: Int32(index), distance: Int(entry.distance)
                ))
        }
        // A candidate's lift is known only once it is spelt out: its bound allows for the largest.
        let liftBound = context == nil ? 0 : model.frequencyWeight * SentenceContext.maximumLift
        for index in pending.indices { pending[index].bound += liftBound }
        var extras: [[UInt32]] = []
        var extraIndices: [Int] = []
        for (extraIndex, extra) in extraWords.enumerated() {
            let scalars = extra.word.unicodeScalars.map { Lexicon.fold($0) }
            guard abs(scalars.count - typed.count) <= 2 else { continue }
            let distance = Self.osaDistance(typed, scalars, atMost: 2)
            guard distance <= 2 else { continue }
            extras.append(scalars)
            extraIndices.append(extraIndex)
            pending.append(
                PendingCorrection(
                    bound: model.frequencyWeight * extra.logFrequency + liftBound
                        - costs.lowestCost(ofEdits: distance, hasApostrophe: scalars.contains(0x27)),
                    logFrequency: extra.logFrequency, source: Int32(-extras.count), order: Int32(pending.count),
                    distance: distance))
        }
        pending.sort { $0.bound > $1.bound || ($0.bound == $1.bound && $0.order < $1.order) }

        /// The word a candidate's `source` names, as the lexicon or the user spells it.
        func spelling(of source: Int32) -> String {
            guard source >= 0 else { return extraWords[extraIndices[-1 - Int(source)]].word }
            let entry = found.entries[Int(source)]
            let start = Int(entry.start)
            return lexicon.string(of: found.symbols[start..<(start + Int(entry.length))])
        }
        var kept: [KeptCorrection] = []
        kept.reserveCapacity(limit + 1)
        var scoredMass = 0.0
        var bestScore = -Double.infinity
        // The sentence taken out of its optional once, not once a candidate (each time a copy).
        let lift = context.map { sentence in { (source: Int32) in sentence.lift(of: spelling(of: source)) } }
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: LexiconFormat.maximumWordLength + 2) { intended in
            for candidate in pending {
                if kept.count >= limit, let last = kept.last, candidate.bound < last.score { break }
                let length: Int
                if candidate.source >= 0 {
                    let entry = found.entries[Int(candidate.source)]
                    length = Int(entry.length)
                    let start = Int(entry.start)
                    for offset in 0..<length {
                        intended[offset] = lexicon.foldedAlphabet[Int(found.symbols[start + offset])]
                    }
                } else {
                    let scalars = extras[-1 - Int(candidate.source)]
                    length = scalars.count
                    for (offset, scalar) in scalars.enumerated() { intended[offset] = scalar }
                }
                let editCost = costs.cost(of: UnsafeBufferPointer(rebasing: intended[0..<length]))
                let score = model.frequencyWeight * (candidate.logFrequency + (lift?(candidate.source) ?? 0)) - editCost
                bestScore = max(bestScore, score)
                scoredMass += exp(score - 40)
                var position = kept.count
                while position > 0, kept[position - 1].score < score { position -= 1 }
                if position < limit {
                    kept.insert(
                        KeptCorrection(
                            score: score, editCost: editCost, distance: candidate.distance, source: candidate.source),
                        at: position)
                    if kept.count > limit { kept.removeLast() }
                }
            }
        }

        let corrections = kept.map { best -> Correction in
            Correction(
                word: spelling(of: best.source), distance: best.distance, score: best.score, editCost: best.editCost)
        }

        // The typed word as a word the lexicon lacks: as rare as its rarest words, and less likely still.
        let rarestLogFrequency = Double(Int(lexicon.lowestScore) - 1) / 1000
        let newWordMass = exp(model.frequencyWeight * rarestLogFrequency - model.newWordCost - 40)
        let confidence = corrections.isEmpty ? 0 : exp(bestScore - 40) / (scoredMass + newWordMass)
        return CorrectionRanking(corrections: corrections, confidence: confidence)
    }

    /// The optimal string alignment distance between `a` and `b`, or `bound + 1` when it is larger
    /// than `bound`.
    static func osaDistance(_ a: [UInt32], _ b: [UInt32], atMost bound: Int) -> Int {
        if a.isEmpty || b.isEmpty { return min(max(a.count, b.count), bound + 1) }
        var back = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for row in 1...a.count {
            current[0] = row
            var rowMinimum = row
            for column in 1...b.count {
                var best = min(
                    previous[column] + 1, current[column - 1] + 1,
                    previous[column - 1] + (a[row - 1] == b[column - 1] ? 0 : 1))
                if row > 1, column > 1, a[row - 1] == b[column - 2], a[row - 2] == b[column - 1] {
                    best = min(best, back[column - 2] + 1)
                }
                current[column] = best
                rowMinimum = min(rowMinimum, best)
            }
            if rowMinimum > bound { return bound + 1 }
            (back, previous, current) = (previous, current, back)
        }
        return min(previous[b.count], bound + 1)
    }
}

/// A candidate still to score, with an upper bound on its score.
private struct PendingCorrection {
    var bound: Double
    var logFrequency: Double
    /// Index into `found.entries`, or `-1 - index` into `extras`.
    var source: Int32
    /// Where the candidate was found: equal bounds are scored in this order.
    var order: Int32
    var distance: Int
}

/// A candidate among the best so far.
private struct KeptCorrection {
    var score: Double
    var editCost: Double
    var distance: Int
    var source: Int32
}

/// What ranking corrections needs of a lexicon.
protocol CorrectionLexicon {
    /// The words within `maximumDistance` (at most 2) edits of the folded scalars `typed`.
    func candidates(within maximumDistance: Int, of typed: [UInt32]) -> EditCandidates
    /// Each symbol's scalar folded for matching.
    var foldedAlphabet: [UInt32] { get }
    /// The symbol of the apostrophe, if the words use one.
    var apostropheSymbol: UInt8? { get }
    /// The lowest word score, that of the rarest words.
    var lowestScore: UInt16 { get }
    /// The word spelt by `symbols`.
    func string(of symbols: some Collection<UInt8>) -> String
}

extension Lexicon: CorrectionLexicon {}
extension LexiconVersion1: CorrectionLexicon {}
