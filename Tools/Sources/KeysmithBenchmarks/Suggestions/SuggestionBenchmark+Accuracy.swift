import Foundation
@_spi(Tooling) import KeysmithCore

extension SuggestionBenchmark {
    /// One word to correct: what was typed, the word meant, and the taps that typed it (nil for a
    /// real misspelling, which has none).
    typealias Case = (typed: String, intended: String, taps: [Point]?)

    /// The `misspelling<TAB>correction` lines of the file at `path`.
    static func pairs(_ path: String) throws -> [Case] {
        try lines(path).compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return fields.count == 2 ? (typed: String(fields[0]), intended: String(fields[1]), taps: nil) : nil
        }
    }

    /// The `intended<TAB>typed<TAB>x,y;x,y;…` lines `synthesize` wrote to the file at `path`.
    static func synthesized(_ path: String) throws -> [(intended: String, typed: String, taps: [Point])] {
        try lines(path).compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else { return nil }
            let taps = fields[2].split(separator: ";").compactMap { pair -> Point? in
                let xy = pair.split(separator: ",")
                guard xy.count == 2, let x = Double(xy[0]), let y = Double(xy[1]) else { return nil }
                return Point(x: x, y: y)
            }
            return (String(fields[0]), String(fields[1]), taps)
        }
    }

    /// The ways of ranking corrections the accuracy figures compare, over one lexicon and layout.
    struct Rankers {
        let lexicon: Lexicon
        let keys: LetterKeys
        let standard: SpellingCorrector
        let flat: SpellingCorrector

        init(lexicon: Lexicon, keys: LetterKeys) {
            self.lexicon = lexicon
            self.keys = keys
            standard = SpellingCorrector(lexicon: lexicon, model: .standard)
            flat = SpellingCorrector(lexicon: lexicon, model: .withoutGeometry)
        }

        private func accuracy(_ cases: [Case], _ rank: (Case) -> [String]) -> Accuracy {
            CorrectionAccuracy.measure(cases, intended: \.intended, rank: rank)
        }

        /// Accuracy on real misspellings: Keysmith with and without key geometry, and plain edit
        /// distance with frequency.
        func real(_ cases: [Case]) -> [String: Accuracy] {
            [
                "keysmith": accuracy(cases) { standard.rank($0.typed, keys: keys).corrections.map(\.word) },
                "keysmithWithoutGeometry": accuracy(cases) { flat.rank($0.typed, keys: keys).corrections.map(\.word) },
                "plainEditDistanceAndFrequency": accuracy(cases) {
                    CorrectionAccuracy.plainEditDistance($0.typed, in: lexicon)
                },
            ]
        }

        /// Accuracy on synthesized taps: the same, and Keysmith with the tap positions as well.
        func synthetic(_ cases: [Case]) -> [String: Accuracy] {
            var modes = real(cases)
            modes["keysmithGeometry"] = modes.removeValue(forKey: "keysmith")
            modes["keysmithGeometryAndTaps"] = accuracy(cases) {
                standard.rank($0.typed, taps: $0.taps, keys: keys).corrections.map(\.word)
            }
            return modes
        }
    }

    /// Accuracy alone, for lists and tap files beside the timed ones: on the
    /// `misspelling<TAB>correction` pairs of `pairsPath` (all of them, and those whose misspelling
    /// is not a word of the lexicon) and on the taps `synthesize` wrote to `tapsPath` (all of them,
    /// and those that came out mistyped), as one JSON object.
    package static func accuracy(lexicon lexiconPath: String, pairs pairsPath: String?, taps tapsPath: String?) throws
        -> String
    {
        let lexicon = try Lexicon(contentsOf: URL(fileURLWithPath: lexiconPath))
        let rankers = Rankers(lexicon: lexicon, keys: LetterKeys(geometry: try englishGeometry()))
        var report: [String: [String: Accuracy]] = [:]
        if let pairsPath {
            let cases = try pairs(pairsPath)
            report["real"] = rankers.real(cases)
            report["realUnknown"] = rankers.real(cases.filter { !lexicon.contains($0.typed) })
        }
        if let tapsPath {
            let cases: [Case] = try synthesized(tapsPath).filter { !$0.typed.isEmpty }.map {
                ($0.typed, $0.intended, $0.taps)
            }
            report["synthetic"] = rankers.synthetic(cases)
            report["syntheticMistyped"] = rankers.synthetic(cases.filter { $0.typed != $0.intended })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }
}
