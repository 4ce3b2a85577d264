import Foundation

/// Reads the emoji data files `scripts/build_emoji.py` writes into `Resources/Emoji`: plain UTF-8
/// text, one record a line, fields separated by tabs. The script's docstring describes both
/// formats in full.
///
/// Comment lines start with `# ` (a hash alone starts the keycap #️⃣).
///
/// **The catalog** (`Emoji.txt`): a first comment line `# Emoji 15.0: …` giving the data's version;
/// `@group <id>` and `@subgroup <name>` lines; then one line per emoji,
/// `characters<TAB>version<TAB>English name`, followed for an emoji that takes a skin tone by
/// `<TAB>variants<TAB>versions`: its 5 or 25 toned forms separated by spaces, and one emoji version
/// for all of them or one per form.
///
/// **Annotations** (`Annotations/<language>.txt`): after comment lines, one line per emoji of
/// the catalog in its order, `name<TAB>keyword|keyword…` (either may be empty); a line `@suffixes`
/// and one line per ending of the toned forms' names (` : peau claire`), taken as written; a line
/// `@variants`; then one line per emoji that takes a skin tone, its variants' names separated by
/// `|`, each written `<n>*<i>`, the first n Unicode scalars of the emoji's name followed by the
/// i-th suffix (from 0), or `<n>+<text>`, the first n scalars followed by text, or empty when the
/// language has no name for that form.
enum EmojiDataFormat {
    /// The catalog's emoji and the emoji version of its data.
    static func readCatalog(_ text: String, file: String) throws -> (version: EmojiVersion, emoji: [Emoji]) {
        var version: EmojiVersion?
        var group: EmojiGroup?
        var subgroup = ""
        var seenGroups: Set<EmojiGroup> = []
        var emoji: [Emoji] = []
        emoji.reserveCapacity(1_900)
        for (offset, line) in lines(of: text) {
            let number = offset + 1
            func error(_ message: String, column: Int = 1) -> EmojiDataError {
                EmojiDataError(file: file, line: number, column: column, message: message)
            }
            // `# ` and not `#`: the keycap #️⃣ starts with `#`.
            if line.hasPrefix("# ") {
                if number == 1, let found = line.split(separator: " ").dropFirst(2).first {
                    version = EmojiVersion(found.hasSuffix(":") ? found.dropLast() : found)
                }
                continue
            }
            if line.isEmpty { continue }
            if line.hasPrefix("@group ") {
                let id = line.dropFirst("@group ".count)
                guard let found = EmojiGroup(rawValue: String(id)) else {
                    throw error("unknown emoji group “\(id)”", column: 8)
                }
                guard seenGroups.insert(found).inserted else {
                    throw error("the group \(id) appears twice; a group's emoji are listed together", column: 8)
                }
                group = found
                continue
            }
            if line.hasPrefix("@subgroup ") {
                subgroup = String(line.dropFirst("@subgroup ".count))
                continue
            }
            guard let group else { throw error("an emoji before the first @group line") }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 || fields.count == 5, !fields[0].isEmpty, !fields[2].isEmpty else {
                throw error("expected characters, version and name, then optionally variants and their versions")
            }
            guard let emojiVersion = EmojiVersion(fields[1]) else {
                throw error("“\(fields[1])” is not an emoji version", column: column(of: 1, in: fields))
            }
            var variants: [EmojiVariant] = []
            if fields.count == 5 {
                variants = try readVariants(
                    fields[3], versions: fields[4], error: { error($0, column: column(of: $1, in: fields)) })
            }
            emoji.append(
                Emoji(
                    characters: String(fields[0]), name: String(fields[2]), group: group, subgroup: subgroup,
                    version: emojiVersion, index: emoji.count, toneVariants: variants))
        }
        guard let version else {
            throw EmojiDataError(
                file: file, line: 1, column: 1,
                message: "the first line does not give the emoji version (# Emoji 15.0: …)")
        }
        return (version, emoji)
    }

    /// The toned forms of one emoji from its variants field and versions field.
    private static func readVariants(
        _ field: Substring, versions field2: Substring, error: (String, Int) -> EmojiDataError
    ) throws -> [EmojiVariant] {
        let characters = field.split(separator: " ")
        guard characters.count == 5 || characters.count == 25 else {
            throw error("\(characters.count) toned forms; an emoji has 5, or 25 for two people", 3)
        }
        let versionTexts = field2.split(separator: " ")
        guard versionTexts.count == 1 || versionTexts.count == characters.count else {
            throw error("\(versionTexts.count) versions for \(characters.count) toned forms", 4)
        }
        var versions: [EmojiVersion] = []
        for text in versionTexts {
            guard let version = EmojiVersion(text) else { throw error("“\(text)” is not an emoji version", 4) }
            versions.append(version)
        }
        return characters.enumerated().map { position, form in
            let tones =
                characters.count == 5
                ? [EmojiSkinTone.allCases[position]]
                : [EmojiSkinTone.allCases[position / 5], EmojiSkinTone.allCases[position % 5]]
            return EmojiVariant(
                characters: String(form), version: versions.count == 1 ? versions[0] : versions[position],
                tones: tones)
        }
    }

    /// One language's annotations of the catalog `emoji`.
    static func readAnnotations(_ text: String, emoji: [Emoji], file: String) throws -> EmojiAnnotations {
        var names: [String?] = []
        var keywords: [[Substring]] = []
        var variantNames: [[String?]] = Array(repeating: [], count: emoji.count)
        names.reserveCapacity(emoji.count)
        keywords.reserveCapacity(emoji.count)
        var suffixes: [Substring] = []
        var inSuffixes = false
        var inVariants = false
        var toned = emoji.lazy.filter { !$0.toneVariants.isEmpty }.makeIterator()
        for (offset, line) in lines(of: text) {
            let number = offset + 1
            func error(_ message: String) -> EmojiDataError {
                EmojiDataError(file: file, line: number, column: 1, message: message)
            }
            if inSuffixes && line != "@variants" {
                suffixes.append(line)
                continue
            }
            if line.hasPrefix("# ") || (line.isEmpty && (inVariants || names.count == emoji.count)) { continue }
            if line == "@suffixes" || line == "@variants" {
                guard names.count == emoji.count else {
                    throw error("\(names.count) emoji before \(line); the catalog has \(emoji.count)")
                }
                guard !inVariants else { throw error("\(line) after @variants") }
                inSuffixes = line == "@suffixes"
                inVariants = line == "@variants"
                continue
            }
            if !inVariants {
                guard names.count < emoji.count else { throw error("more lines than the catalog has emoji") }
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 2 else { throw error("expected a name and keywords separated by a tab") }
                names.append(fields[0].isEmpty ? nil : String(fields[0]))
                keywords.append(fields[1].split(separator: "|"))
                continue
            }
            guard let owner = toned.next() else { throw error("more @variants lines than emoji with skin tones") }
            let encoded = line.split(separator: "|", omittingEmptySubsequences: false)
            guard encoded.count == owner.toneVariants.count else {
                throw error(
                    "\(encoded.count) names for the \(owner.toneVariants.count) toned forms of \(owner.characters)")
            }
            variantNames[owner.index] = try encoded.map {
                try decodeVariantName($0, base: names[owner.index], suffixes: suffixes, error: error)
            }
        }
        guard names.count == emoji.count, toned.next() == nil else {
            throw EmojiDataError(
                file: file, line: 1, column: 1, message: "the file ends before naming every emoji of the catalog")
        }
        return EmojiAnnotations(names: names, keywords: keywords, variantNames: variantNames)
    }

    /// A variant's name from `<n>+<text>`, the first n Unicode scalars of `base` then text, or from
    /// `<n>*<i>`, the first n scalars of `base` then `suffixes[i]`; nil when `encoded` is empty.
    static func decodeVariantName(
        _ encoded: Substring, base: String?, suffixes: [Substring], error: (String) -> EmojiDataError
    ) throws -> String? {
        guard !encoded.isEmpty else { return nil }
        guard let mark = encoded.firstIndex(where: { $0 == "+" || $0 == "*" }),
            let shared = Int(encoded[..<mark]), shared >= 0
        else {
            throw error("“\(encoded)” is not a variant name written <n>+<text>")
        }
        let rest = encoded[encoded.index(after: mark)...]
        var suffix = rest
        if encoded[mark] == "*" {
            guard let position = Int(rest), suffixes.indices.contains(position) else {
                throw error("“\(encoded)” names suffix \(rest), and the file lists \(suffixes.count) after @suffixes")
            }
            suffix = suffixes[position]
        }
        let scalars = (base ?? "").unicodeScalars
        guard shared <= scalars.count else { throw error("“\(encoded)” keeps more of the name than it has") }
        var name = String(String.UnicodeScalarView(scalars.prefix(shared)))
        name += suffix
        return name
    }

    /// The lines of `text` with their offsets, counting from 0.
    private static func lines(of text: String) -> EnumeratedSequence<[Substring]> {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    }

    /// The column where field `index` of a tab-separated line starts, counting characters from 1.
    private static func column(of index: Int, in fields: [Substring]) -> Int {
        fields.prefix(index).reduce(1) { $0 + $1.count + 1 }
    }
}

/// Why emoji data cannot be read: the file, the line and column, and what is wrong.
public struct EmojiDataError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(file):\(line):\(column): \(message)" }

    /// `error` itself when it is an emoji data error, else its description at the start of `file`.
    static func wrapping(_ error: any Error, file: String) -> EmojiDataError {
        error as? EmojiDataError ?? EmojiDataError(file: file, line: 1, column: 1, message: "\(error)")
    }
}
