import Foundation

/// How likely each kind of typing error is: the costs, in nats (natural-log units of probability),
/// that rank corrections. A candidate's score is its log frequency, times ``frequencyWeight``, less
/// the cheapest way of turning it into what was typed; the best candidate is the most probable
/// intended word given the typed letters (and the taps, when they are known).
///
/// **Substitutions come from the keyboard.** A tap meant for a key lands around its centre, spread
/// as a Gaussian of standard deviation ``touchSpread`` key widths, with a floor of
/// `exp(-distantKeyCost)` for slips of the mind rather than the finger. Typing `t` for intended `c`
/// costs `-ln P(point | c) + ln P(point | t)`, where the point is the tap when it is known and the
/// centre of `t`'s key otherwise. So a neighbouring key is cheap (about 3 nats with the standard
/// spreads), a distant one costs ``distantKeyCost``, and a tap near the edge between two keys makes
/// either reading almost equally good. Without a geometry, or for characters without a key,
/// every substitution costs ``flatSubstitutionCost``.
public struct TypingErrorModel: Sendable, Hashable, Codable {
    /// The spread of taps around a key's centre, in key widths.
    public var touchSpread: Double
    /// The spread used when only the typed letters are known, in key widths: the tap is taken at the
    /// typed key's centre, though it was anywhere on that key, so the spread is wider.
    public var typedKeySpread: Double
    /// The most a substitution costs: meaning a key the finger was nowhere near.
    public var distantKeyCost: Double
    /// A substitution when positions are not used, or for a character no key types.
    public var flatSubstitutionCost: Double
    /// An extra typed letter.
    public var insertionCost: Double
    /// An extra typed letter that repeats the one before it (`helllo`).
    public var repeatedLetterInsertionCost: Double
    /// A letter left out.
    public var omissionCost: Double
    /// A doubled letter typed once (`adress` for `address`).
    public var doubledLetterOmissionCost: Double
    /// An apostrophe left out (`dont` for `don't`).
    public var apostropheOmissionCost: Double
    /// Two neighbouring letters typed the other way round (`teh`).
    public var transpositionCost: Double
    /// How much a word's frequency counts against the cost of its edits.
    public var frequencyWeight: Double
    /// How unlikely it is that a typed word the lexicon lacks was meant as it is: the typed word
    /// scores as one of the lexicon's rarest words less this cost, and a correction is only as
    /// confident as it beats that.
    public var newWordCost: Double
    /// Whether substitutions are weighed by the distance between keys; if not, they all cost
    /// ``flatSubstitutionCost``.
    public var usesKeyGeometry: Bool
    /// Whether known tap positions are used; if not, every letter is taken as typed at its key's centre.
    public var usesTapPositions: Bool

    public init(
        touchSpread: Double = 0.35, typedKeySpread: Double = 0.5, distantKeyCost: Double = 9,
        flatSubstitutionCost: Double = 6, insertionCost: Double = 7.5, repeatedLetterInsertionCost: Double = 4.5,
        omissionCost: Double = 5, doubledLetterOmissionCost: Double = 3.5, apostropheOmissionCost: Double = 1.5,
        transpositionCost: Double = 4.5, frequencyWeight: Double = 0.5, newWordCost: Double = 6, usesKeyGeometry: Bool = true,
        usesTapPositions: Bool = true
    ) {
        self.touchSpread = touchSpread
        self.typedKeySpread = typedKeySpread
        self.distantKeyCost = distantKeyCost
        self.flatSubstitutionCost = flatSubstitutionCost
        self.insertionCost = insertionCost
        self.repeatedLetterInsertionCost = repeatedLetterInsertionCost
        self.omissionCost = omissionCost
        self.doubledLetterOmissionCost = doubledLetterOmissionCost
        self.apostropheOmissionCost = apostropheOmissionCost
        self.transpositionCost = transpositionCost
        self.frequencyWeight = frequencyWeight
        self.newWordCost = newWordCost
        self.usesKeyGeometry = usesKeyGeometry
        self.usesTapPositions = usesTapPositions
    }

    /// The model Keysmith uses.
    public static let standard = TypingErrorModel()

    /// Every substitution costs the same and positions are ignored: edit distance weighted only by
    /// the kind of edit, for comparison.
    public static let withoutGeometry = TypingErrorModel(usesKeyGeometry: false, usesTapPositions: false)
}

/// The costs of turning candidate words into one typed word, for one query: a weighted optimal
/// string alignment whose substitution costs come from the keyboard (see ``TypingErrorModel``).
struct EditCosts {
    let typed: [UInt32]
    let model: TypingErrorModel
    /// Per typed position, the point the tap is taken at, when positions are used.
    private let points: [Point]?
    private let keys: LetterKeys?
    /// `2σ²`, in points².
    private let spreadDenominator: Double
    private let floor: Double
    /// Per typed position, `-ln P(point | typed key)`, the baseline substitutions are measured from.
    private let baselines: [Double]
    /// Memo of substitution costs for intended `'` and `a`…`z`: `typed.count × 27`, NaN when unknown.
    private var memo: [Double]
    /// The cheapest single edit any candidate can make here: the lower bound per edit.
    private(set) var cheapestEdit: Double = 0

    init(typed: [UInt32], taps: [Point]?, keys: LetterKeys?, model: TypingErrorModel) {
        self.typed = typed
        self.model = model
        let geometryKeys = model.usesKeyGeometry && (keys?.count ?? 0) > 0 && (keys?.keyWidth ?? 0) > 0 ? keys : nil
        self.keys = geometryKeys
        let useTaps = model.usesTapPositions && taps?.count == typed.count
        let sigma = (useTaps ? model.touchSpread : model.typedKeySpread) * (geometryKeys?.keyWidth ?? 1)
        spreadDenominator = max(2 * sigma * sigma, 1e-9)
        floor = exp(-model.distantKeyCost)
        memo = [Double](repeating: .nan, count: typed.count * 27)

        var points: [Point]?
        if let geometryKeys {
            var resolved: [Point] = []
            resolved.reserveCapacity(typed.count)
            for (index, scalar) in typed.enumerated() {
                if useTaps, let taps {
                    resolved.append(taps[index])
                } else if let centre = geometryKeys.centre(ofFolded: scalar) {
                    resolved.append(centre)
                } else {
                    resolved.append(Point(x: .nan, y: .nan))
                }
            }
            points = resolved
        }
        self.points = points

        var baselines = [Double](repeating: 0, count: typed.count)
        if let points, let geometryKeys {
            for (index, scalar) in typed.enumerated() {
                if let centre = geometryKeys.centre(ofFolded: scalar), !points[index].x.isNaN {
                    baselines[index] = Self.negativeLogLikelihood(points[index], centre, spreadDenominator, floor)
                }
            }
        }
        self.baselines = baselines

        var cheapest = min(
            model.insertionCost, model.repeatedLetterInsertionCost, model.omissionCost, model.doubledLetterOmissionCost,
            model.apostropheOmissionCost, model.transpositionCost, model.flatSubstitutionCost)
        if let points, let geometryKeys {
            let atCentres = !useTaps
            for (index, scalar) in typed.enumerated() where !points[index].x.isNaN {
                let nearest = atCentres
                    ? geometryKeys.squaredDistanceToNearestOtherCentre(ofFolded: scalar)
                    : geometryKeys.squaredDistanceToNearestCentre(from: points[index], excluding: scalar)
                let likelihood = (1 - floor) * exp(-nearest / spreadDenominator) + floor
                cheapest = min(cheapest, max(0, -log(likelihood) - baselines[index]))
            }
        }
        cheapestEdit = max(0, cheapest)
    }

    private static func negativeLogLikelihood(_ point: Point, _ centre: Point, _ denominator: Double, _ floor: Double) -> Double {
        let dx = point.x - centre.x, dy = point.y - centre.y
        return -log((1 - floor) * exp(-(dx * dx + dy * dy) / denominator) + floor)
    }

    /// The cost of reading typed position `position` as the intended folded scalar `intended`.
    mutating func substitution(_ position: Int, _ intended: UInt32) -> Double {
        let letter = intended == 0x27 ? 0 : intended >= 0x61 && intended <= 0x7A ? Int(intended) - 0x60 : -1
        if letter >= 0 {
            let slot = position * 27 + letter
            let known = memo[slot]
            if !known.isNaN { return known }
            let cost = computeSubstitution(position, intended)
            memo[slot] = cost
            return cost
        }
        return computeSubstitution(position, intended)
    }

    private func computeSubstitution(_ position: Int, _ intended: UInt32) -> Double {
        guard let points, let keys, !points[position].x.isNaN, let centre = keys.centre(ofFolded: intended) else {
            return intended == typed[position] ? 0 : model.flatSubstitutionCost
        }
        let cost = Self.negativeLogLikelihood(points[position], centre, spreadDenominator, floor) - baselines[position]
        return intended == typed[position] ? cost : max(0, cost)
    }

    /// The cheapest alignment of `intended` (folded scalars) with the typed word: insertions,
    /// omissions, substitutions and transpositions, no character edited twice.
    mutating func cost(of intended: UnsafeBufferPointer<UInt32>) -> Double {
        let rows = typed.count, columns = intended.count
        let width = columns + 1
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * width) { buffer in
            // Three rolling rows: two rows back, the previous row and the current one.
            var back = 0, previous = width, current = 2 * width
            buffer[previous] = 0
            for column in 1...max(columns, 1) where column <= columns {
                buffer[previous + column] = buffer[previous + column - 1] + omission(intended, column - 1)
            }
            for row in 1...max(rows, 1) where row <= rows {
                let position = row - 1
                let insertion = position > 0 && typed[position] == typed[position - 1]
                    ? model.repeatedLetterInsertionCost : model.insertionCost
                buffer[current] = buffer[previous] + insertion
                if columns > 0 {
                    for column in 1...columns {
                        let character = intended[column - 1]
                        var best = buffer[previous + column - 1] + substitution(position, character)
                        best = min(best, buffer[previous + column] + insertion)
                        best = min(best, buffer[current + column - 1] + omission(intended, column - 1))
                        if row > 1, column > 1, typed[position] == intended[column - 2], typed[position - 1] == character {
                            let swap = buffer[back + column - 2] + model.transpositionCost
                                + substitution(position, intended[column - 2]) + substitution(position - 1, character)
                            best = min(best, swap)
                        }
                        buffer[current + column] = best
                    }
                }
                (back, previous, current) = (previous, current, back)
            }
            return buffer[previous + columns]
        }
    }

    /// The cost of leaving out intended character `index`.
    private func omission(_ intended: UnsafeBufferPointer<UInt32>, _ index: Int) -> Double {
        let character = intended[index]
        if character == 0x27 { return model.apostropheOmissionCost }
        if index > 0, intended[index - 1] == character { return model.doubledLetterOmissionCost }
        return model.omissionCost
    }
}
