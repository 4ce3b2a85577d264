import Foundation

/// How likely each kind of typing error is: the costs, in nats (natural-log units of probability),
/// that rank corrections. A candidate's score is its log frequency, times `frequencyWeight`, less
/// the cheapest way of turning it into what was typed; the best candidate is the most probable
/// intended word given the typed letters (and the taps, when they are known).
///
/// **Substitutions come from the keyboard.** A tap meant for a key lands around its centre, spread
/// as a Gaussian of standard deviation `touchSpread` key widths, with a floor of
/// `exp(-distantKeyCost)` for slips of the mind rather than the finger. Typing `t` for intended `c`
/// costs `-ln P(point | c) + ln P(point | t)`, where the point is the tap when it is known and the
/// centre of `t`'s key otherwise. So a neighbouring key costs about 5.7 nats from a key's centre,
/// a distant one costs `distantKeyCost`, and a tap near the edge between two keys makes
/// either reading almost equally good. Without a geometry, or for characters without a key,
/// every substitution costs `flatSubstitutionCost`.
public struct TypingErrorModel: Sendable, Hashable, Codable {
    /// The spread of taps around a key's centre, in key widths.
    var touchSpread: Double
    /// The spread used when only the typed letters are known, in key widths: each letter is taken as
    /// a tap at its key's centre, with the spread of taps. A wider spread (0.5 until the
    /// codespell lists showed otherwise) made a slip onto a neighbouring key cheaper without taps
    /// than with a tap at the same centre, cheaper than a doubled letter left out: `helo` read as
    /// `help` before `hello`. Words without taps are also those not tapped on this keyboard at all
    /// (pasted, typed elsewhere), whose misspellings are rarely slips onto a neighbouring key.
    var typedKeySpread: Double
    /// The most a substitution costs: meaning a key the finger was nowhere near.
    var distantKeyCost: Double
    /// A substitution when positions are not used, or for a character no key types.
    var flatSubstitutionCost: Double
    /// An extra typed letter.
    var insertionCost: Double
    /// An extra typed letter that repeats the one before it (`helllo`).
    var repeatedLetterInsertionCost: Double
    /// A letter left out.
    var omissionCost: Double
    /// A doubled letter typed once (`adress` for `address`).
    var doubledLetterOmissionCost: Double
    /// An apostrophe left out (`dont` for `don't`). On a phone the apostrophe is a layer away from
    /// the letters, and contractions are typed without it as often as with it, so leaving it out
    /// costs almost nothing.
    var apostropheOmissionCost: Double
    /// The natural log of the count a lexicon word with an apostrophe (`don't`, `I'm`, `o'clock`)
    /// counts as at least. Word lists built from text split into words count contractions badly:
    /// SymSpell's, from which the embedded English lexicon is built, gives all 65 of its words with an
    /// apostrophe one placeholder count, 300,000 (a log of 12.6), where `don't` and `I'm` are among
    /// the words typed most. The default, ln 10⁸, ranks them with words such as `done` and `him`,
    /// so that `dont` becomes `don't` rather than `font`, and `im` becomes `I'm` rather than `in`,
    /// while `were`, `well` and `its` stay ahead of `we're`, `we'll` and `it's`.
    var contractionLogFrequency: Double
    /// Two neighbouring letters typed the other way round (`teh`).
    var transpositionCost: Double
    /// How much a word's frequency counts against the cost of its edits.
    var frequencyWeight: Double
    /// How unlikely it is that a typed word the lexicon lacks was meant as it is: the typed word
    /// scores as one of the lexicon's rarest words less this cost, and a correction is only as
    /// confident as it beats that.
    var newWordCost: Double
    /// Whether substitutions are weighed by the distance between keys; if not, they all cost
    /// ``flatSubstitutionCost``.
    var usesKeyGeometry: Bool
    /// Whether known tap positions are used; if not, every letter is taken as typed at its key's centre.
    var usesTapPositions: Bool

    init(
        touchSpread: Double = 0.35, typedKeySpread: Double = 0.35, distantKeyCost: Double = 9,
        flatSubstitutionCost: Double = 6, insertionCost: Double = 7.5, repeatedLetterInsertionCost: Double = 4.5,
        omissionCost: Double = 5, doubledLetterOmissionCost: Double = 3.5, apostropheOmissionCost: Double = 0.25,
        contractionLogFrequency: Double = 18.42, transpositionCost: Double = 4.5, frequencyWeight: Double = 0.5,
        newWordCost: Double = 6, usesKeyGeometry: Bool = true, usesTapPositions: Bool = true
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
        self.contractionLogFrequency = contractionLogFrequency
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
    @_spi(Tooling) public static let withoutGeometry = TypingErrorModel(usesKeyGeometry: false, usesTapPositions: false)
}

/// The costs of turning candidate words into one typed word, for one query: a weighted optimal
/// string alignment whose substitution costs come from the keyboard (see ``TypingErrorModel``).
///
/// Made once per query and asked about many candidates, so what depends only on the typed word is
/// worked out once: the cost of each typed letter as an extra one, the cheapest substitution at
/// each position and the least one or two edits can cost, and, on first use, the cost of reading
/// each position as each of `'` and `a`…`z` (a Gaussian likelihood, an exponential and a
/// logarithm). Its buffers are allocated once and freed with it.
struct EditCosts: ~Copyable {
    let model: TypingErrorModel
    /// The typed word's folded scalars.
    private let typed: [UInt32]
    /// Per typed position, the point the tap is taken at, when positions are used.
    private let points: [Point]?
    private let keys: LetterKeys?
    /// `2σ²`, in points².
    private let spreadDenominator: Double
    private let floor: Double
    /// Per typed position, `-ln P(point | typed key)`, the baseline substitutions are measured from.
    private let baselines: [Double]
    /// The least that one and two edits can cost here, for candidates without an apostrophe
    /// (`plain`) and with one: see ``lowestCost(ofEdits:hasApostrophe:)``.
    private let plainBounds: (one: Double, two: Double)
    private let apostropheBounds: (one: Double, two: Double)

    /// One allocation, in parts of `typed.count` or ``columnCapacity`` doubles: per typed position,
    /// the cost of the letter as an extra one (`insertions`) and a lower bound on reading it as any
    /// other character (`lowestSubstitutions`); the memo of substitutions, `typed.count × 27`, NaN
    /// while unknown; three rows of the alignment; per candidate character, the cost of leaving
    /// it out.
    private let storage: UnsafeMutablePointer<Double>
    private let insertions: UnsafeMutablePointer<Double>
    private let lowestSubstitutions: UnsafeMutablePointer<Double>
    private let memo: UnsafeMutablePointer<Double>
    private let rows: UnsafeMutablePointer<Double>
    private let omissions: UnsafeMutablePointer<Double>
    /// Per candidate character, its memo slot (see ``memoSlot(_:)``).
    private let slots: UnsafeMutablePointer<Int>
    /// One more than the longest candidate the buffers take: a word within two edits of the typed
    /// word is at most two scalars longer.
    private let columnCapacity: Int

    init(typed: [UInt32], taps: [Point]?, keys: LetterKeys?, model: TypingErrorModel) {
        self.typed = typed
        self.model = model
        let geometryKeys = model.usesKeyGeometry && (keys?.count ?? 0) > 0 && (keys?.keyWidth ?? 0) > 0 ? keys : nil
        self.keys = geometryKeys
        let useTaps = model.usesTapPositions && taps?.count == typed.count
        let sigma = (useTaps ? model.touchSpread : model.typedKeySpread) * (geometryKeys?.keyWidth ?? 1)
        let spreadDenominator = max(2 * sigma * sigma, 1e-9)
        self.spreadDenominator = spreadDenominator
        let floor = exp(-model.distantKeyCost)
        self.floor = floor

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

        let count = typed.count
        let columns = count + 3
        columnCapacity = columns
        storage = .allocate(capacity: 29 * count + 4 * columns)
        insertions = storage
        lowestSubstitutions = storage + count
        memo = storage + 2 * count
        rows = storage + 29 * count
        omissions = rows + 3 * columns
        memo.initialize(repeating: .nan, count: 27 * count)
        slots = .allocate(capacity: columns)

        for position in 0..<count {
            insertions[position] =
                position > 0 && typed[position] == typed[position - 1]
                ? model.repeatedLetterInsertionCost : model.insertionCost
        }

        // The cheapest substitution at each position: onto the nearest other key, or a character
        // no key types. Any other substitution there costs at least as much, since the likelihood
        // falls with the distance; the margin only guards against rounding.
        for position in 0..<count { lowestSubstitutions[position] = model.flatSubstitutionCost }
        if let points, let geometryKeys {
            let atCentres = !useTaps
            for (index, scalar) in typed.enumerated() where !points[index].x.isNaN {
                let nearest =
                    atCentres
                    ? geometryKeys.squaredDistanceToNearestOtherCentre(ofFolded: scalar)
                    : geometryKeys.squaredDistanceToNearestCentre(from: points[index], excluding: scalar)
                let likelihood = (1 - floor) * exp(-nearest / spreadDenominator) + floor
                let substitution = max(0, -log(likelihood) - baselines[index])
                lowestSubstitutions[index] = max(0, min(lowestSubstitutions[index], substitution) - 1e-9)
            }
        }

        // The least one and two edits can cost. Two substitutions read two different positions;
        // any other edit (an insertion, an omission, a transposition, whose two characters are read
        // as themselves) costs the same wherever it is, and an apostrophe can only be left out of a
        // candidate that has one.
        var cheapestSubstitution = Double.infinity, nextSubstitution = Double.infinity
        for position in 0..<count {
            let cost = lowestSubstitutions[position]
            if cost < cheapestSubstitution {
                (cheapestSubstitution, nextSubstitution) = (cost, cheapestSubstitution)
            } else if cost < nextSubstitution {
                nextSubstitution = cost
            }
        }
        var cheapestInsertion = Double.infinity
        for position in 0..<count { cheapestInsertion = min(cheapestInsertion, insertions[position]) }
        let plainOther = min(
            cheapestInsertion, model.omissionCost, model.doubledLetterOmissionCost, model.transpositionCost)
        let apostropheOther = min(plainOther, model.apostropheOmissionCost)
        func bounds(_ other: Double) -> (one: Double, two: Double) {
            let one = min(cheapestSubstitution, other)
            let two = min(cheapestSubstitution + nextSubstitution, cheapestSubstitution + other, 2 * other)
            return (max(0, one), max(0, two))
        }
        plainBounds = bounds(plainOther)
        apostropheBounds = bounds(apostropheOther)
    }

    /// A lower bound on the cost of any alignment of the typed word with a candidate `edits` edits
    /// away (0, 1 or 2, its optimal string alignment distance), which has an apostrophe or not.
    func lowestCost(ofEdits edits: Int, hasApostrophe: Bool) -> Double {
        let bounds = hasApostrophe ? apostropheBounds : plainBounds
        return edits <= 0 ? 0 : edits == 1 ? bounds.one : bounds.two
    }

    deinit {
        storage.deallocate()
        slots.deallocate()
    }

    private static func negativeLogLikelihood(_ point: Point, _ centre: Point, _ denominator: Double, _ floor: Double)
        -> Double
    {
        let dx = point.x - centre.x, dy = point.y - centre.y
        return -log((1 - floor) * exp(-(dx * dx + dy * dy) / denominator) + floor)
    }

    /// Where the memo keeps substitutions of `intended`: 0 for `'`, 1…26 for `a`…`z`, -1 for any
    /// other character, which is not memoised.
    @inline(__always) private static func memoSlot(_ intended: UInt32) -> Int {
        intended == 0x27 ? 0 : intended >= 0x61 && intended <= 0x7A ? Int(intended) - 0x60 : -1
    }

    /// The cost of reading typed position `position` as the intended folded scalar `intended`,
    /// whose memo slot is `slot`.
    @inline(__always) private func substitution(_ position: Int, _ intended: UInt32, slot: Int) -> Double {
        guard slot >= 0 else { return computeSubstitution(position, intended) }
        let index = position &* 27 &+ slot
        let known = memo[index]
        if !known.isNaN { return known }
        let cost = computeSubstitution(position, intended)
        memo[index] = cost
        return cost
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
    ///
    /// A character read as itself costs nothing, and so does each half of a transposition, whose
    /// two characters are read as themselves. A substitution is only looked up when the cell's
    /// other ways in do not already beat the cheapest one possible there.
    func cost(of intended: UnsafeBufferPointer<UInt32>) -> Double {
        precondition(intended.count < columnCapacity, "a candidate is at most two scalars longer than the typed word")
        let rowCount = typed.count, columns = intended.count
        let width = columns + 1
        // Three rolling rows: two rows back, the previous row and the current one.
        var back = rows, previous = rows + width, current = rows + 2 * width
        previous[0] = 0
        for column in 0..<columns {
            let character = intended[column]
            let omission =
                character == 0x27
                ? model.apostropheOmissionCost
                : column > 0 && intended[column - 1] == character ? model.doubledLetterOmissionCost : model.omissionCost
            omissions[column] = omission
            slots[column] = Self.memoSlot(character)
            previous[column + 1] = previous[column] + omission
        }
        typed.withUnsafeBufferPointer { typed in
            for row in 0..<rowCount {
                let typedCharacter = typed[row]
                let earlier: UInt32 = row > 0 ? typed[row - 1] : 0
                let insertion = insertions[row]
                let lowest = lowestSubstitutions[row]
                current[0] = previous[0] + insertion
                for column in 0..<columns {
                    let character = intended[column]
                    var best = min(previous[column + 1] + insertion, current[column] + omissions[column])
                    if row > 0, column > 0, typedCharacter == intended[column - 1], earlier == character {
                        best = min(best, back[column - 1] + model.transpositionCost)
                    }
                    let diagonal = previous[column]
                    if character == typedCharacter {
                        best = min(best, diagonal)
                    } else if diagonal + lowest < best {
                        best = min(best, diagonal + substitution(row, character, slot: slots[column]))
                    }
                    current[column + 1] = best
                }
                (back, previous, current) = (previous, current, back)
            }
        }
        return previous[columns]
    }
}
