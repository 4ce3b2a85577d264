import Foundation

/// Every emoji a keyboard offers, in Unicode's order and groups, with their skin tones, their
/// names in the languages of the embedded keyboards and a search over those names and keywords.
///
/// The embedded catalog (``embedded()``) is read from KeysmithCore's resources the first time it is
/// asked for, and kept: a keyboard that never opens its emoji page never reads it. A language's
/// names and keywords are read the first time a name in that language is asked for or a search
/// runs in it (see `name(of:language:)` and ``search(_:language:limit:availableIn:usage:popularity:)``).
///
/// The data comes from Unicode's `emoji-test.txt` (Emoji 15.0: 3,655 fully-qualified emoji, 1,870
/// without a skin tone) and CLDR 41's annotations; `scripts/build_emoji.py` rebuilds it. It is safe
/// to use from any thread.
public final class EmojiCatalog: @unchecked Sendable {
    /// The emoji version of the data: the newest emoji it has.
    public let version: EmojiVersion
    /// Every emoji without a skin tone, in Unicode's order (each one's ``Emoji/index``).
    public let emoji: [Emoji]
    /// The positions in ``emoji`` of each group's emoji, which are consecutive.
    private let groupRanges: [EmojiGroup: Range<Int>]
    /// Each emoji's rank among the ten most used (`mostUsed`), by position; 10 for the others.
    let popularityRanks: [Int]
    /// Where the annotation files are, one `<language>.txt` each; nil for a catalog without them.
    let annotationsFolder: URL?
    /// The languages with annotations, by their code (`fr`), and the regions whose CLDR annotations
    /// differ from their language's (`en_GB`, `fr_CA`, `pt_PT`, `de_CH`).
    public let languages: [String]
    /// The names of the groups in each language (`Labels.txt` beside the annotations), read on first
    /// use.
    let groupLabels: EmojiGroupLabels

    private let lock = NSLock()
    /// Guarded by `lock`: the emoji's position by each of its sequences, built on first use.
    private var lookupTable: [String: Int]?
    /// Guarded by `lock`: each language's data read so far, by language code.
    private var loadedLanguages: [String: EmojiLanguageData] = [:]
    /// Guarded by `lock`: why a language's data could not be read, by language code.
    private var failedLanguages: [String: EmojiDataError] = [:]

    /// A catalog read from `catalog` (an `Emoji.txt`) with the annotation files in
    /// `annotationsFolder`.
    ///
    /// - Throws: ``EmojiDataError`` at the line and column of the first problem.
    public convenience init(contentsOf catalog: URL, annotationsFolder: URL? = nil) throws {
        let text: String
        do {
            text = try String(contentsOf: catalog, encoding: .utf8)
        } catch {
            throw EmojiDataError(file: catalog.path, line: 1, column: 1, message: "cannot be read as UTF-8 text")
        }
        try self.init(text: text, file: catalog.path, annotationsFolder: annotationsFolder)
    }

    /// A catalog read from the text of an `Emoji.txt`; `file` names it in errors.
    init(text: String, file: String, annotationsFolder: URL?) throws {
        let (version, emoji) = try EmojiDataFormat.readCatalog(text, file: file)
        self.version = version
        self.emoji = emoji
        // The reader lists each group once, so its emoji are consecutive.
        var ranges: [EmojiGroup: Range<Int>] = [:]
        for item in emoji {
            let start = ranges[item.group]?.lowerBound ?? item.index
            ranges[item.group] = start..<item.index + 1
        }
        groupRanges = ranges
        popularityRanks = Self.popularityRanks(of: emoji)
        self.annotationsFolder = annotationsFolder
        let files = annotationsFolder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0.path) } ?? []
        languages = files.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
        groupLabels = EmojiGroupLabels(
            file: annotationsFolder?.deletingLastPathComponent().appendingPathComponent("Labels.txt"))
    }

    /// The folder of the embedded data in KeysmithCore's resources: `Emoji.txt` and `Annotations`.
    @_spi(Tooling) public static var embeddedFolder: URL? {
        Bundle.module.url(forResource: "Emoji", withExtension: nil)
    }

    /// The embedded catalog, or why it could not be read. (Two optionals rather than a `Result`,
    /// whose case may be kept in the spare bits of the reference, where LeakSanitizer would not see
    /// that the catalog is still reachable at exit.)
    private static let embeddedCatalog: (catalog: EmojiCatalog?, error: EmojiDataError?) = {
        guard let folder = embeddedFolder else {
            return (
                nil,
                EmojiDataError(
                    file: "Emoji", line: 1, column: 1, message: "the emoji data is missing from this build of Keysmith")
            )
        }
        do {
            let catalog = try EmojiCatalog(
                contentsOf: folder.appendingPathComponent("Emoji.txt"),
                annotationsFolder: folder.appendingPathComponent("Annotations"))
            return (catalog, nil)
        } catch {
            return (nil, EmojiDataError.wrapping(error, file: folder.appendingPathComponent("Emoji.txt").path))
        }
    }()

    /// The catalog that ships inside KeysmithCore, read the first time it is asked for (a few
    /// milliseconds) and shared from then on.
    public static func embedded() throws(EmojiDataError) -> EmojiCatalog {
        let (catalog, error) = embeddedCatalog
        if let catalog { return catalog }
        throw error ?? EmojiDataError(file: "Emoji", line: 1, column: 1, message: "the emoji data could not be read")
    }

    /// The emoji of `group`, in order.
    public func emoji(in group: EmojiGroup) -> ArraySlice<Emoji> {
        emoji[groupRanges[group] ?? 0..<0]
    }

    /// The emoji a system that shows emoji up to `version` has, in order.
    public func emoji(availableIn version: EmojiVersion) -> [Emoji] {
        emoji.filter { $0.version <= version }
    }

    /// The emoji iOS `osVersion` shows, in order: those of ``EmojiVersion/supported(onIOS:)``.
    public func emoji(availableOn osVersion: OperatingSystemVersion) -> [Emoji] {
        emoji(availableIn: EmojiVersion.supported(onIOS: osVersion))
    }

    /// The emoji of `group` iOS `osVersion` shows, in order.
    public func emoji(in group: EmojiGroup, availableOn osVersion: OperatingSystemVersion) -> [Emoji] {
        let version = EmojiVersion.supported(onIOS: osVersion)
        return emoji(in: group).filter { $0.version <= version }
    }

    /// The emoji `characters` shows: the emoji itself or, for a toned form (👋🏽), the emoji it is a
    /// form of (👋). A sequence missing its variation selectors (`❤` for `❤️`) is found too; nil
    /// for anything else.
    public func emoji(for characters: String) -> Emoji? {
        lookup(characters).map { emoji[$0] }
    }

    /// The toned variants of `emoji` (see ``Emoji/toneVariants``).
    public func toneVariants(of emoji: Emoji) -> [EmojiVariant] {
        emoji.toneVariants
    }

    /// The skin tones of `characters`: empty for an emoji without a tone or that is not in the
    /// catalog, one tone, or each person's tone for an emoji of two people.
    public func tones(of characters: String) -> [EmojiSkinTone] {
        guard let found = emoji(for: characters) else { return [] }
        let bare = Self.withoutVariationSelectors(characters)
        return found.toneVariants.first { Self.withoutVariationSelectors($0.characters) == bare }?.tones ?? []
    }

    /// The position of the emoji whose sequence, or one of whose variants' sequences, is
    /// `characters`, ignoring variation selectors.
    private func lookup(_ characters: String) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        if lookupTable == nil {
            var table: [String: Int] = [:]
            table.reserveCapacity(4_000)
            for item in emoji {
                table[Self.withoutVariationSelectors(item.characters)] = item.index
                for variant in item.toneVariants {
                    table[Self.withoutVariationSelectors(variant.characters)] = item.index
                }
            }
            lookupTable = table
        }
        return lookupTable?[Self.withoutVariationSelectors(characters)]
    }

    /// `characters` without U+FE0F, the selector that asks for emoji presentation.
    static func withoutVariationSelectors(_ characters: String) -> String {
        guard characters.unicodeScalars.contains("\u{FE0F}") else { return characters }
        return String(String.UnicodeScalarView(characters.unicodeScalars.filter { $0 != "\u{FE0F}" }))
    }

    /// The code of the annotations `language` uses: its region's (`en_GB` for `en-GB`) when the
    /// catalog has annotations of that region, else its language code (`fr` for `fr_FR`) when it
    /// has annotations in that language, else `en`.
    public func annotationLanguage(for language: String) -> String {
        if let regional = LanguageTag.regionalCode(of: language), languages.contains(regional) { return regional }
        let code = LanguageTag.canonicalLanguageCode(of: language)
        return languages.contains(code) ? code : "en"
    }

    /// Whether the catalog has names and keywords in `language` (a locale identifier or language
    /// code), rather than falling back on English.
    public func hasAnnotations(in language: String) -> Bool {
        languages.contains(LanguageTag.canonicalLanguageCode(of: language))
    }

    /// The data of `language` (a language code the catalog has), read on first use.
    func languageData(_ language: String) throws -> EmojiLanguageData {
        lock.lock()
        defer { lock.unlock() }
        if let loaded = loadedLanguages[language] { return loaded }
        if let failure = failedLanguages[language] { throw failure }
        do {
            let data = try readLanguage(language)
            loadedLanguages[language] = data
            return data
        } catch {
            let failure = EmojiDataError.wrapping(error, file: "\(language).txt")
            failedLanguages[language] = failure
            throw failure
        }
    }

    private func readLanguage(_ language: String) throws -> EmojiLanguageData {
        guard let url = annotationsFolder?.appendingPathComponent("\(language).txt"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else {
            throw EmojiDataError(
                file: "\(language).txt", line: 1, column: 1,
                message: "no emoji annotations for the language “\(language)”")
        }
        return EmojiLanguageData(annotations: try annotations(text, file: url.path, language: language), emoji: emoji)
    }

    /// The annotations of a language's file, or of a region's file layered over its language's.
    private func annotations(_ text: String, file: String, language: String) throws -> EmojiAnnotations {
        guard let parent = EmojiDataFormat.parentLanguage(of: text) else {
            return try EmojiDataFormat.readAnnotations(text, emoji: emoji, file: file)
        }
        guard parent != language, !parent.contains("_"),
            let url = annotationsFolder?.appendingPathComponent("\(parent).txt"),
            let parentText = try? String(contentsOf: url, encoding: .utf8)
        else {
            throw EmojiDataError(
                file: file, line: 1, column: 1, message: "no emoji annotations for “\(parent)”, which this file adds to"
            )
        }
        let base = try EmojiDataFormat.readAnnotations(parentText, emoji: emoji, file: url.path)
        return try EmojiDataFormat.readRegion(text, over: base, emoji: emoji, file: file)
    }

    /// The languages whose data has been read so far, by code.
    var loadedLanguageCodes: [String] {
        lock.lock()
        defer { lock.unlock() }
        return loadedLanguages.keys.sorted()
    }
}
