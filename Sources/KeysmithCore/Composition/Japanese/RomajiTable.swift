import Foundation

/// The romaji table of the Japanese keyboard: what each spelling of a kana types, in Hepburn and
/// kunrei-shiki as Japanese input methods accept them (`shi` and `si` し, `ja`, `zya` and `jya` じゃ,
/// small kana after `x` or `l`), read from `Romaji.json` in the embedded lexicons.
///
/// `kana(of:)` reads a run of keys as Japanese input methods do: the longest spelling that no
/// longer spelling continues is typed as its kana; a doubled consonant types っ and keeps the second
/// (`kitte` きって); `n` before a consonant types ん (`shinbun` しんぶn), as do `nn` and `n'`; a key
/// that starts no spelling stays as it is.
public struct RomajiTable: Sendable {
    /// The kana of each spelling.
    let kana: [String: String]
    /// Every start of a spelling shorter than the spelling, to know when to wait for more keys.
    let prefixes: Set<String>
    /// The keys a kana is typed with: its first spelling in the table, for the tools.
    let spelling: [String: String]
    /// Every character of every spelling: the keys the table reads.
    let keys: Set<Character>

    /// A table of `spellings`, each a spelling and the kana it types, in order of preference.
    init(spellings: [(spelling: String, kana: String)]) {
        var kana: [String: String] = [:]
        var prefixes = Set<String>()
        var spelling: [String: String] = [:]
        var keys = Set<Character>()
        for (written, typed) in spellings where kana[written] == nil {
            kana[written] = typed
            if spelling[typed] == nil { spelling[typed] = written }
            keys.formUnion(written)
            for length in 1..<written.count { prefixes.insert(String(written.prefix(length))) }
        }
        self.kana = kana
        self.prefixes = prefixes
        self.spelling = spelling
        self.keys = keys
    }

    /// Reads a table from the bytes of a romaji table file: a JSON object whose `spellings` are
    /// pairs of a spelling and its kana.
    @_spi(Tooling) public init(data: Data) throws {
        struct File: Decodable { var spellings: [[String]] }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw KanaDictionaryError("the romaji table is not valid JSON: \(error.localizedDescription)")
        }
        var spellings: [(String, String)] = []
        for (index, pair) in file.spellings.enumerated() {
            guard pair.count == 2, !pair[0].isEmpty, !pair[1].isEmpty else {
                throw KanaDictionaryError("spelling \(index) of the romaji table is not a spelling and its kana")
            }
            spellings.append((pair[0], pair[1]))
        }
        self.init(spellings: spellings)
    }

    /// The table that ships inside Keysmith, read once; nil when the build lacks it.
    @_spi(Tooling) public static let embedded: RomajiTable? = {
        guard let url = EmbeddedLexicons.folder?.appendingPathComponent("Romaji.json"),
            let data = try? Data(contentsOf: url)
        else { return nil }
        return try? RomajiTable(data: data)
    }()

    /// Every spelling and its kana, sorted by spelling; for tests and tools.
    @_spi(Tooling) public var spellings: [(spelling: String, kana: String)] {
        kana.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The consonants whose doubling types っ: every letter but the vowels and `n`.
    static func doubles(_ letter: Character) -> Bool {
        letter.isASCII && letter.isLetter && !"aiueon".contains(letter)
    }

    /// The kana `keys` type, as pieces: each piece's text and how many keys, from the first, type
    /// it and the pieces before it. The last piece may be the keys still waiting for more (`ky`),
    /// as letters; when `finishing`, a last `n` is ん, as when a reading is converted.
    func kana(of keys: [String], finishing: Bool = false) -> [(text: String, keyCount: Int)] {
        var pieces: [(text: String, keyCount: Int)] = []
        var pending = ""
        /// Where the pending keys start.
        var pendingStart = 0
        func emit(_ text: String, consuming count: Int) {
            pendingStart += count
            pieces.append((text, pendingStart))
            pending.removeFirst(count)
        }
        for key in keys {
            pending += key
            // Reads as much of the pending keys as is decided.
            while !pending.isEmpty {
                if let typed = kana[pending], !prefixes.contains(pending) {
                    emit(typed, consuming: pending.count)
                } else if prefixes.contains(pending) {
                    break
                } else if pending.count >= 2, let first = pending.first, Self.doubles(first),
                    pending.dropFirst().first == first
                {
                    emit("っ", consuming: 1)
                } else if pending.first == "n" {
                    emit("ん", consuming: 1)
                } else if let typed = kana[String(pending.dropLast())] {
                    emit(typed, consuming: pending.count - 1)
                } else {
                    emit(String(pending.prefix(1)), consuming: 1)
                }
            }
        }
        if !pending.isEmpty {
            if finishing, pending == "n" {
                pieces.append(("ん", keys.count))
            } else if let typed = kana[pending] {
                pieces.append((typed, keys.count))
            } else {
                pieces.append((pending, keys.count))
            }
        }
        return pieces
    }

    /// The keys that type `kana`, one of the table's kana, by its first spelling; nil when no
    /// spelling types it.
    func keys(typing kana: String) -> [String]? {
        spelling[kana].map { $0.map(String.init) }
    }
}

extension RomajiTable {
    /// The keys that type `hiragana` as a person types it: two kana at once where a spelling types
    /// them (`kya` きゃ), っ as the doubled consonant of the next kana (`kitte`), and ん as `n`
    /// before a consonant other than `n` and `y`, `nn` elsewhere. Nil when a kana has no spelling.
    func keys(spelling hiragana: String) -> [String]? {
        let characters = Array(hiragana)
        var spellings: [String] = []
        var index = 0
        while index < characters.count {
            let pair = index + 1 < characters.count ? String(characters[index...(index + 1)]) : nil
            if let pair, let written = spelling[pair] {
                spellings.append(written)
                index += 2
            } else if let written = spelling[String(characters[index])] {
                spellings.append(written)
                index += 1
            } else {
                return nil
            }
        }
        var keys = ""
        for (index, written) in spellings.enumerated() {
            let next = spellings.indices.contains(index + 1) ? spellings[index + 1].first : nil
            if written == spelling["っ"], let next, Self.doubles(next) {
                keys.append(next)
            } else if written == spelling["ん"], let next, next.isLetter, !"aiueony".contains(next) {
                keys.append("n")
            } else {
                keys += written
            }
        }
        return keys.map(String.init)
    }
}
