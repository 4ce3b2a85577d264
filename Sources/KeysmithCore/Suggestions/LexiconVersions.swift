import Foundation

/// One lexicon's words in both file versions, searched the same ways, for `keysmith-bench lexicon`,
/// which holds version 2's correction and completion to issue #24's budget against version 1's in
/// the same run.
///
/// Version 1 is built from version 2's words with the scores of their 8-bit levels (as the tests
/// that compare the versions build it), so that both find the same words in the same order: only
/// the cost of finding them differs. Version 1 is kept in the framework only to upgrade old files;
/// nothing here is part of the public API.
@_spi(Benchmarks) public struct LexiconVersions {
    /// A lexicon file version.
    public enum Version: String, CaseIterable, Sendable {
        case version1 = "v1"
        case version2 = "v2"
    }

    let version2: Lexicon
    let version1: LexiconVersion1
    let corrector: SpellingCorrector
    let keys: LetterKeys?

    /// Both versions of `lexicon`'s words; corrections are ranked with `keys`' distances when given.
    public init(_ lexicon: Lexicon, keys: LetterKeys? = nil) throws {
        let words = lexicon.withSearch { $0.allWords() } ?? []
        // Version 2's word scores are its levels' scores already.
        let prepared = LexiconWords(
            alphabet: lexicon.alphabet.map(\.value), words: words, longestWord: lexicon.longestWord)
        version2 = lexicon
        version1 = try LexiconVersion1(data: Data(LexiconBuilder.encodeVersion1(prepared)))
        corrector = SpellingCorrector(lexicon: lexicon)
        self.keys = keys
    }

    /// The number of words.
    public var wordCount: Int { version2.wordCount }

    /// The size of each version's file, in bytes.
    public func byteCount(_ version: Version) -> Int {
        switch version {
        case .version1: version1.data.count
        case .version2: version2.byteCount
        }
    }

    /// The corrections the keyboard's corrector ranks for `word` (at most 3), without taps.
    public func rank(_ word: String, in version: Version) -> [String] {
        let ranking =
            switch version {
            case .version1: corrector.rank(word, in: version1, keys: keys)
            case .version2: corrector.rank(word, in: version2, keys: keys)
            }
        return ranking.corrections.map(\.word)
    }

    /// The words within two edits of `word`, with their distances and scores, in the order found.
    public func wordsWithinTwo(of word: String, in version: Version) -> [(word: String, distance: Int, score: Int)] {
        let typed = word.unicodeScalars.map { Lexicon.fold($0) }
        switch version {
        case .version1: return spelt(version1.candidates(within: 2, of: typed)) { version1.string(of: $0) }
        case .version2: return spelt(version2.candidates(within: 2, of: typed)) { version2.string(of: $0) }
        }
    }

    /// The number of words within two edits of `word`, found without spelling them: the search
    /// alone.
    public func countWithinTwo(of word: String, in version: Version) -> Int {
        let typed = word.unicodeScalars.map { Lexicon.fold($0) }
        switch version {
        case .version1: return version1.candidates(within: 2, of: typed).entries.count
        case .version2: return version2.candidates(within: 2, of: typed).entries.count
        }
    }

    /// The `limit` most frequent words that start with `prefix`, and their scores.
    public func completions(of prefix: String, limit: Int, in version: Version) -> [(word: String, score: Int)] {
        let typed = prefix.unicodeScalars.map { Lexicon.fold($0) }
        guard limit > 0, typed.count <= LexiconFormat.maximumWordLength else { return [] }
        switch version {
        case .version1:
            return version1.withSearch { search in
                search.completions(of: typed, limit: limit) { (version1.string(of: $0), Int($1)) }
            } ?? []
        case .version2:
            return version2.withSearch { search in
                search.completions(of: typed, limit: limit) { (version2.string(of: $0), Int($1)) }
            } ?? []
        }
    }

    private func spelt(_ found: EditCandidates, _ string: (ArraySlice<UInt8>) -> String) -> [(
        word: String, distance: Int, score: Int
    )] {
        found.entries.map { entry in
            let start = Int(entry.start)
            return (
                string(found.symbols[start..<(start + Int(entry.length))]), Int(entry.distance), Int(entry.score)
            )
        }
    }
}
