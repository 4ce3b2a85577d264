import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Scoring tapped words: the weighted alignment, early stopping and rankings")
struct TapScoringTests {
    let keys: LetterKeys

    init() throws {
        keys = LetterKeys(geometry: try #require(SuggestionFixtures.englishGeometry))
    }

    /// The cost of turning `intended` into `typed` by the textbook dynamic programme over every
    /// cell, with each substitution worked out from the model's formulas: what ``EditCosts`` must
    /// return, however it gets there.
    func referenceCost(typed: [UInt32], intended: [UInt32], taps: [Point]?, model: TypingErrorModel) -> Double {
        let geometry = model.usesKeyGeometry && keys.count > 0 && keys.keyWidth > 0
        let useTaps = model.usesTapPositions && taps?.count == typed.count
        let sigma = (useTaps ? model.touchSpread : model.typedKeySpread) * (geometry ? keys.keyWidth : 1)
        let denominator = max(2 * sigma * sigma, 1e-9)
        let floor = exp(-model.distantKeyCost)
        func negativeLogLikelihood(_ point: Point, _ centre: Point) -> Double {
            let dx = point.x - centre.x, dy = point.y - centre.y
            return -log((1 - floor) * exp(-(dx * dx + dy * dy) / denominator) + floor)
        }
        func substitution(_ position: Int, _ character: UInt32) -> Double {
            if character == typed[position] { return 0 }
            let point = !geometry ? nil : useTaps ? taps?[position] : keys.centre(ofFolded: typed[position])
            guard let point, let centre = keys.centre(ofFolded: character) else { return model.flatSubstitutionCost }
            let baseline = keys.centre(ofFolded: typed[position]).map { negativeLogLikelihood(point, $0) } ?? 0
            return max(0, negativeLogLikelihood(point, centre) - baseline)
        }
        func insertion(_ position: Int) -> Double {
            position > 0 && typed[position] == typed[position - 1]
                ? model.repeatedLetterInsertionCost : model.insertionCost
        }
        func omission(_ index: Int) -> Double {
            intended[index] == 0x27
                ? model.apostropheOmissionCost
                : index > 0 && intended[index - 1] == intended[index]
                    ? model.doubledLetterOmissionCost : model.omissionCost
        }
        let rows = typed.count, columns = intended.count
        var table = [[Double]](repeating: [Double](repeating: 0, count: columns + 1), count: rows + 1)
        for column in stride(from: 1, through: columns, by: 1) {
            table[0][column] = table[0][column - 1] + omission(column - 1)
        }
        for row in stride(from: 1, through: rows, by: 1) {
            table[row][0] = table[row - 1][0] + insertion(row - 1)
            for column in stride(from: 1, through: columns, by: 1) {
                var best = table[row - 1][column - 1] + substitution(row - 1, intended[column - 1])
                best = min(best, table[row - 1][column] + insertion(row - 1))
                best = min(best, table[row][column - 1] + omission(column - 1))
                if row > 1, column > 1, typed[row - 1] == intended[column - 2], typed[row - 2] == intended[column - 1] {
                    best = min(
                        best,
                        table[row - 2][column - 2] + model.transpositionCost
                            + substitution(row - 1, intended[column - 2]) + substitution(row - 2, intended[column - 1]))
                }
                table[row][column] = best
            }
        }
        return table[rows][columns]
    }

    /// A tap for each character of `word` around its key's centre (or anywhere for a character
    /// without a key), spread by `spread` key widths.
    func taps(for word: [UInt32], spread: Double, using generator: inout SplitMix64) -> [Point] {
        word.map { scalar in
            let centre = keys.centre(ofFolded: scalar) ?? Point(x: 195, y: 100)
            return Point(
                x: centre.x + Double.random(in: -spread...spread, using: &generator) * keys.keyWidth,
                y: centre.y + Double.random(in: -spread...spread, using: &generator) * keys.keyWidth)
        }
    }

    @Test(
        "the weighted alignment costs what the textbook dynamic programme says, with and without taps",
        arguments: [UInt64(1), 2, 3])
    func alignmentMatchesReference(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let alphabet: [UInt32] = Array(0x61...0x7A).map { UInt32($0) } + [0x27, 0xE9]
        func randomWord(_ length: Int) -> [UInt32] {
            (0..<length).map { _ in
                Int.random(in: 0..<12, using: &generator) == 0
                    ? alphabet[Int.random(in: 26..<alphabet.count, using: &generator)]
                    : alphabet[Int.random(in: 0..<26, using: &generator)]
            }
        }
        var compared = 0
        for _ in 0..<150 {
            let typed = randomWord(Int.random(in: 1...9, using: &generator))
            let tapped: [Point]? =
                Int.random(in: 0..<3, using: &generator) == 0
                ? nil : taps(for: typed, spread: 0.6, using: &generator)
            for model in [TypingErrorModel.standard, .withoutGeometry] {
                let costs = EditCosts(typed: typed, taps: tapped, keys: keys, model: model)
                for _ in 0..<12 {
                    // Candidates near the typed word, as correction sees them, and some far from it.
                    var intended = typed
                    for _ in 0..<Int.random(in: 0...3, using: &generator) {
                        let position = Int.random(in: 0...intended.count, using: &generator)
                        switch Int.random(in: 0..<4, using: &generator) {
                        case 0 where position < intended.count: intended.remove(at: position)
                        case 1:
                            intended.insert(
                                alphabet[Int.random(in: 0..<alphabet.count, using: &generator)], at: position)
                        case 2 where position + 1 < intended.count: intended.swapAt(position, position + 1)
                        default:
                            if position < intended.count {
                                intended[position] = alphabet[Int.random(in: 0..<26, using: &generator)]
                            }
                        }
                    }
                    if Int.random(in: 0..<5, using: &generator) == 0 {
                        intended = randomWord(max(0, typed.count + Int.random(in: -2...2, using: &generator)))
                    }
                    guard intended.count <= typed.count + 2 else { continue }
                    let cost = intended.withUnsafeBufferPointer { costs.cost(of: $0) }
                    let expected = referenceCost(typed: typed, intended: intended, taps: tapped, model: model)
                    #expect(abs(cost - expected) < 1e-9, "\(typed) for \(intended)")
                    compared += 1
                }
            }
        }
        #expect(compared > 2_000)
    }

    @Test("stopping at the first bound below the kept corrections changes none of them", arguments: [UInt64(7), 8])
    func earlyStopKeepsTheBest(seed: UInt64) throws {
        let corrector = SpellingCorrector(lexicon: try Lexicon.english())
        var generator = SplitMix64(seed: seed)
        let words = [
            "the", "and", "keyboard", "hello", "quick", "their", "about", "would", "people", "write", "thing",
            "cat", "is", "of", "typing", "because", "weird", "until", "address", "don't",
        ]
        for word in words {
            let intended = word.unicodeScalars.map { Lexicon.fold($0) }
            let tapped = taps(for: intended, spread: 0.45, using: &generator)
            // What the keys under the taps type: the key with the nearest centre.
            let typedScalars = tapped.map { tap in
                keys.scalars[
                    keys.centres.indices.min { first, second in
                        hypot(keys.centres[first].x - tap.x, keys.centres[first].y - tap.y)
                            < hypot(keys.centres[second].x - tap.x, keys.centres[second].y - tap.y)
                    } ?? 0]
            }
            let typed = String(String.UnicodeScalarView(typedScalars.compactMap(Unicode.Scalar.init)))
            let usedTaps = typed.unicodeScalars.count == tapped.count ? tapped : nil
            for taps in [usedTaps, nil] {
                let best = corrector.rank(typed, taps: taps, keys: keys, limit: 3).corrections
                let all = corrector.rank(typed, taps: taps, keys: keys, limit: 400).corrections
                #expect(best == Array(all.prefix(3)), "\(typed)")
                #expect(all.count >= best.count)
                #expect(zip(all, all.dropFirst()).allSatisfy { $0.score >= $1.score })
            }
        }
    }

    @Test(
        "the tap decides between neighbouring keys in the embedded English lexicon",
        arguments: [
            ("cae", 2, "w", "caw", "r", "car"),  // e lies between w and r
            ("xat", 0, "z", "at", "c", "cat"),  // x lies between z and c
        ])
    func tapsDecideInEnglish(
        typed: String, position: Int, left: String, leftWord: String, right: String, rightWord: String
    ) throws {
        let corrector = SpellingCorrector(lexicon: try Lexicon.english())
        let letters = Array(typed)
        let centres = try letters.map { try #require(keys.centre(of: $0)) }
        let leftCentre = try #require(keys.centre(of: Character(left)))
        let rightCentre = try #require(keys.centre(of: Character(right)))
        let middle = centres[position]
        // 0.45 key widths from the typed key's centre towards each neighbour: still on the typed key.
        var towardsLeft = centres, towardsRight = centres
        towardsLeft[position] = Point(
            x: middle.x + 0.45 * (leftCentre.x - middle.x) / abs(leftCentre.x - middle.x) * keys.keyWidth, y: middle.y)
        towardsRight[position] = Point(
            x: middle.x + 0.45 * (rightCentre.x - middle.x) / abs(rightCentre.x - middle.x) * keys.keyWidth, y: middle.y
        )
        #expect(corrector.rank(typed, taps: towardsLeft, keys: keys).corrections.first?.word == leftWord)
        #expect(corrector.rank(typed, taps: towardsRight, keys: keys).corrections.first?.word == rightWord)
    }
}
