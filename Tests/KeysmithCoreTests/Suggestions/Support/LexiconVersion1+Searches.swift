import Foundation

@_spi(Tooling) @testable import KeysmithCore

/// The searches ``Lexicon`` answers, over a version 1 file: the tests compare version 2's answers
/// with these, word for word.
extension LexiconVersion1 {
    /// The size of the file the lexicon was read from.
    var byteCount: Int { data.count }

    /// The words of the lexicon in order of their symbols, with their scores.
    func allWords() -> [(word: String, score: Int)] {
        (withSearch { $0.allWords() } ?? []).map { (string(of: $0.symbols), Int($0.score)) }
    }

    /// The word score of `word`, ignoring case; nil when it is not in the lexicon.
    func frequencyScore(of word: String) -> Int? {
        let typed = word.unicodeScalars.map { Lexicon.fold($0) }
        guard !typed.isEmpty, typed.count <= LexiconFormat.maximumWordLength else { return nil }
        let best = withSearch { $0.frequencyScore(of: typed) } ?? 0
        return best > 0 ? Int(best) : nil
    }

    /// The `limit` most frequent words that start with `prefix`.
    func completions(of prefix: String, limit: Int = 3) -> [LexiconMatch] {
        let typed = prefix.unicodeScalars.map { Lexicon.fold($0) }
        guard limit > 0, typed.count <= LexiconFormat.maximumWordLength else { return [] }
        return withSearch { search in
            search.completions(of: typed, limit: limit) { LexiconMatch(word: string(of: $0), score: Int($1)) }
        } ?? []
    }

    /// The words within `maximumDistance` (at most 2) edits of `word`, in the order version 2 gives.
    func words(within maximumDistance: Int, of word: String) -> [(word: String, distance: Int, score: Int)] {
        let found = candidates(within: maximumDistance, of: word.unicodeScalars.map { Lexicon.fold($0) })
        return found.entries.map { entry in
            let start = Int(entry.start)
            return (
                string(of: found.symbols[start..<(start + Int(entry.length))]), Int(entry.distance), Int(entry.score)
            )
        }
    }
}
