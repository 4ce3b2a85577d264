import Foundation

/// How often people use each emoji, by language: what an emoji search ranks equally good matches by
/// (``EmojiCatalog/search(_:language:limit:availableIn:usage:popularity:)``), so that `gatto` in
/// Italian shows 🐱 among the first emoji rather than after every cat face CLDR lists for the word.
///
/// KeysmithCore has no such data of its own: the counts that exist offline are wordfreq's, under
/// CC BY-SA 4.0, so they ship in the opt-in KeysmithLexicons product
/// (`KeysmithLexicons.emojiPopularity()`), and a keyboard that does not add it ranks by the ten most
/// used emoji of Unicode's *Emoji Frequency* report alone.
///
/// The file (`scripts/build_emoji_popularity.py` writes it) has, after comment lines starting with
/// `# `, one line per list: a name, a tab, then emoji separated by spaces, most used first. The list
/// `*` ranks the emoji over every language; a language's own list (`it`) ranks those it has counts
/// for, the others following in the order of `*`. A language without a list of its own uses `*`.
public struct EmojiPopularity: Sendable {
    /// The rank of each emoji of the catalog, by position (0 for the most used), in each list by
    /// its name; the emoji a list lacks rank after those it has, in the order of `*`, and after every
    /// one `*` has, in the catalog's order.
    private let ranks: [String: [UInt16]]

    /// The name of the list over every language.
    static let everyLanguage = "*"

    /// The languages with a list of their own, by code (`it`, `pl`), sorted.
    public var languages: [String] { ranks.keys.filter { $0 != Self.everyLanguage }.sorted() }

    /// The popularity read from `text`, a file as described above, for the emoji of `catalog`;
    /// `file` names it in errors.
    ///
    /// - Throws: ``EmojiDataError`` at an emoji the catalog does not have, or a line that is not a
    ///   name and a list.
    public init(text: String, catalog: EmojiCatalog, file: String = "EmojiPopularity.txt") throws {
        var lists: [String: [Int]] = [:]
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("# ") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, !fields[0].isEmpty else {
                throw EmojiDataError(
                    file: file, line: offset + 1, column: 1, message: "expected a list's name, a tab and emoji")
            }
            var column = fields[0].count + 2
            var positions: [Int] = []
            for characters in fields[1].split(separator: " ") {
                guard let found = catalog.emoji(for: String(characters)) else {
                    throw EmojiDataError(
                        file: file, line: offset + 1, column: column, message: "“\(characters)” is not in the catalog")
                }
                positions.append(found.index)
                column += characters.count + 1
            }
            lists[String(fields[0])] = positions
        }
        let count = catalog.emoji.count
        var everywhere = [UInt16](repeating: UInt16(clamping: 2 * count), count: count)
        for (rank, position) in (lists[Self.everyLanguage] ?? []).enumerated() where everywhere[position] > rank {
            everywhere[position] = UInt16(clamping: rank)
        }
        var ranks = [Self.everyLanguage: everywhere]
        for (name, positions) in lists where name != Self.everyLanguage {
            var own = everywhere.map { UInt16(clamping: positions.count + Int($0)) }
            for (rank, position) in positions.enumerated() where Int(own[position]) > rank {
                own[position] = UInt16(clamping: rank)
            }
            ranks[name] = own
        }
        self.ranks = ranks
    }

    /// The popularity in the file at `url`, for the emoji of `catalog`.
    public init(contentsOf url: URL, catalog: EmojiCatalog) throws {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw EmojiDataError(file: url.path, line: 1, column: 1, message: "cannot be read as UTF-8 text")
        }
        try self.init(text: text, catalog: catalog, file: url.path)
    }

    /// The rank of each emoji of the catalog, by position, in `language` (a locale identifier or
    /// language code; Norwegian `no` reads as Bokmål `nb`): its own list's, else the list over every
    /// language.
    func ranks(in language: String) -> [UInt16] {
        ranks[LanguageTag.canonicalLanguageCode(of: language)] ?? ranks[Self.everyLanguage] ?? []
    }
}
