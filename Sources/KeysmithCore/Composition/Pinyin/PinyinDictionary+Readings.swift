import Foundation

extension PinyinDictionary {
    /// The pinyin keys that type `text`, one of the dictionary's words, in its most frequent
    /// reading: the letters of each syllable, with the apostrophe key before a syllable that starts
    /// with a vowel (xi'an), as written pinyin separates them. Nil when `text` is not a word of the
    /// dictionary. For the tools that type Chinese as a person would; the first call reads the
    /// whole dictionary.
    func keys(typing text: String) -> [String]? {
        readings.reading(of: text, in: self).map(Self.keys(typing:))
    }

    /// The pinyin keys that type `syllables`: the letters of each, with the apostrophe key before a
    /// syllable that starts with a vowel (xi'an), as written pinyin separates them.
    static func keys(typing syllables: [String]) -> [String] {
        var keys: [String] = []
        for (index, syllable) in syllables.enumerated() {
            if index > 0, let first = syllable.first, "aeo".contains(first) { keys.append("'") }
            keys += syllable.map(String.init)
        }
        return keys
    }

    /// The syllables of the dictionary's words at the start of `text`, each word the longest the
    /// dictionary has there, for up to `characterLimit` characters: what a person types before
    /// choosing candidates. Nil when `text` does not start with a word of the dictionary.
    func readingOfWords(startingAt text: Substring, characterLimit: Int) -> (syllables: [String], characterCount: Int)?
    {
        var syllables: [String] = []
        var covered = 0
        var rest = text
        while covered < characterLimit, !rest.isEmpty {
            guard
                let (length, reading) = (1...min(PinyinDictionaryFormat.longestKey, rest.count)).reversed().lazy
                    .compactMap({ length in
                        self.readings.reading(of: String(rest.prefix(length)), in: self).map { (length, $0) }
                    })
                    .first
            else { break }
            syllables += reading
            covered += length
            rest = rest.dropFirst(length)
        }
        return covered > 0 ? (syllables, covered) : nil
    }
}

/// The most frequent reading of each word of a ``PinyinDictionary``, made the first time it is asked
/// for: only the tools that type text need it, and it costs several megabytes.
final class PinyinReadingIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var index: [String: [String]]?

    /// The syllables of `word`'s most frequent reading in `dictionary`, if it is a word there.
    func reading(of word: String, in dictionary: PinyinDictionary) -> [String]? {
        lock.lock()
        defer { lock.unlock() }
        if index == nil {
            var built: [String: (syllables: [String], cost: Double)] = [:]
            for entry in dictionary.entriesWithCosts() where entry.cost < built[entry.word]?.cost ?? .infinity {
                built[entry.word] = (entry.syllables, entry.cost)
            }
            index = built.mapValues(\.syllables)
        }
        return index?[word]
    }
}
