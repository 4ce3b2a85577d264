import Foundation

/// One language's emoji names and keywords, folded (``fold(_:)``) and sorted so that every entry
/// starting with a prefix is found by a binary search.
///
/// It holds two sorted tables of distinct keys: the *phrases*, each name and keyword whole
/// (`red heart`), and the *words* of the phrases (`red`, `heart`). Each key lists the emoji it
/// belongs to, marked when it comes from the emoji's name. Keys are stored back to back in one
/// buffer of UTF-8 and compared as bytes: a language's index takes a few hundred kilobytes and
/// allocates nothing per key.
struct EmojiSearchIndex: Sendable {
    /// A sorted table of distinct keys and the emoji each belongs to.
    struct Table: Sendable {
        /// The keys' UTF-8, back to back, in sorted order.
        var bytes: [UInt8] = []
        /// Where each key starts in `bytes`; one more entry than keys, the end of the last.
        var keyStarts: [UInt32] = [0]
        /// Where each key's emoji start in `postings`; one more entry than keys.
        var postingStarts: [UInt32] = [0]
        /// Emoji positions, with `nameFlag` set for an entry that comes from the emoji's name.
        var postings: [UInt16] = []

        var count: Int { keyStarts.count - 1 }

        /// The positions of the keys that start with `prefix`, in order.
        func keys(startingWith prefix: [UInt8]) -> Range<Int> {
            bytes.withUnsafeBufferPointer { buffer in
                func key(_ index: Int) -> UnsafeBufferPointer<UInt8> {
                    UnsafeBufferPointer(rebasing: buffer[Int(keyStarts[index])..<Int(keyStarts[index + 1])])
                }
                // The first key not below `prefix`.
                var low = 0
                var high = count
                while low < high {
                    let middle = (low + high) / 2
                    if key(middle).lexicographicallyPrecedes(prefix) { low = middle + 1 } else { high = middle }
                }
                var end = low
                while end < count, key(end).starts(with: prefix) { end += 1 }
                return low..<end
            }
        }

        /// Whether key `index` is exactly `bytes`.
        func key(_ index: Int, equals other: [UInt8]) -> Bool {
            Int(keyStarts[index + 1] - keyStarts[index]) == other.count
                && bytes[Int(keyStarts[index])..<Int(keyStarts[index + 1])].elementsEqual(other)
        }

        /// The emoji of key `index`, each with `nameFlag` when the key comes from its name.
        func postings(of index: Int) -> ArraySlice<UInt16> {
            postings[Int(postingStarts[index])..<Int(postingStarts[index + 1])]
        }
    }

    /// Set on a posting that comes from the emoji's name rather than a keyword.
    static let nameFlag: UInt16 = 0x8000

    let phrases: Table
    let words: Table
    let emojiCount: Int

    /// Gathers names and keywords, then sorts them into an index.
    struct Builder {
        private var phrases: [String: [UInt16]] = [:]
        private var words: [String: [UInt16]] = [:]

        /// Adds `text`, a name (`isName`) or keyword of emoji `index`.
        mutating func add(_ text: some StringProtocol, emoji index: Int, isName: Bool) {
            let folded = EmojiSearchIndex.fold(String(text))
            guard !folded.isEmpty else { return }
            let posting = UInt16(index) | (isName ? EmojiSearchIndex.nameFlag : 0)
            phrases[folded, default: []].append(posting)
            for word in EmojiSearchIndex.words(of: folded) {
                words[String(word), default: []].append(posting)
            }
        }

        func build(emojiCount: Int) -> EmojiSearchIndex {
            EmojiSearchIndex(phrases: Self.table(phrases), words: Self.table(words), emojiCount: emojiCount)
        }

        /// The keys in the order of their UTF-8 bytes, each with its distinct postings in order.
        private static func table(_ entries: [String: [UInt16]]) -> Table {
            var table = Table()
            table.keyStarts.reserveCapacity(entries.count + 1)
            table.postingStarts.reserveCapacity(entries.count + 1)
            for key in entries.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                table.bytes.append(contentsOf: key.utf8)
                table.keyStarts.append(UInt32(table.bytes.count))
                var previous: UInt16?
                for posting in entries[key, default: []].sorted() where posting != previous {
                    table.postings.append(posting)
                    previous = posting
                }
                table.postingStarts.append(UInt32(table.postings.count))
            }
            return table
        }
    }

    /// `text` as the index compares it: lowercase, without diacritics (`Café` as `cafe`), the
    /// ligatures `œ` and `æ` as `oe` and `ae` (`cœur` as `coeur`, as it is typed on a keyboard
    /// without `œ`), `ß` as `ss`, the Turkish dotless `ı` as `i`, the typographic apostrophe as `'`,
    /// and runs of spaces as one, without spaces at either end.
    static func fold(_ text: String) -> String {
        let trimmed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if trimmed.utf8.allSatisfy({ $0 < 0x80 }) { return trimmed.lowercased() }
        let folded = trimmed.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        var scalars = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars {
            switch scalar {
            case "ß": scalars.append(contentsOf: "ss".unicodeScalars)
            case "œ": scalars.append(contentsOf: "oe".unicodeScalars)
            case "æ": scalars.append(contentsOf: "ae".unicodeScalars)
            case "ı": scalars.append("i")
            case "’", "ʼ": scalars.append("'")
            default:
                // Combining marks the folding left (none in the embedded languages, but a query may
                // carry one) would keep `é` typed as e + ◌́ apart from `e`.
                if scalar.properties.generalCategory != .nonspacingMark { scalars.append(scalar) }
            }
        }
        return String(scalars)
    }

    /// The words of folded text: its runs of letters and digits.
    static func words(of folded: String) -> [Substring] {
        folded.split { character in !(character.isLetter || character.isNumber) }
    }
}
