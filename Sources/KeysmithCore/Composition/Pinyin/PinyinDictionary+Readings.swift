import Foundation

extension PinyinDictionary {
    /// The pinyin keys that type `text`, one of the dictionary's words, in its most frequent
    /// reading: the letters of each syllable, with the apostrophe key before a syllable that starts
    /// with a vowel (xi'an), as written pinyin separates them. Nil when `text` is not a word of the
    /// dictionary. For the tools that type Chinese as a person would; the first call reads the
    /// whole dictionary.
    func keys(typing text: String) -> [String]? {
        guard let syllables = readings.reading(of: text, in: self) else { return nil }
        var keys: [String] = []
        for (index, syllable) in syllables.enumerated() {
            if index > 0, let first = syllable.first, "aeo".contains(first) { keys.append("'") }
            keys += syllable.map(String.init)
        }
        return keys
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
