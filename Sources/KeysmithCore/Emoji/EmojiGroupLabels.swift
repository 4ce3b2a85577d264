import Foundation

/// The names of Unicode's emoji groups in the languages of the embedded keyboards: CLDR's
/// `characterLabels`, as `scripts/build_emoji.py` writes them into `Labels.txt`, one line per
/// language (`fr`) or region whose labels differ from its language's (`pt_PT`), the language then
/// one name per group in ``EmojiGroup`` order. Read the first time a name is asked for.
final class EmojiGroupLabels: @unchecked Sendable {
    private let file: URL?
    private let lock = NSLock()
    /// Guarded by `lock`: the names by language, once read; empty when the file cannot be read.
    private var labels: [String: [String]]?
    /// Guarded by `lock`: the names each locale identifier asked for resolves to (empty for none),
    /// so that a render, which asks for every tab's, only looks them up.
    private var resolved: [String: [String]] = [:]

    init(file: URL?) {
        self.file = file
    }

    /// The group names of `language` (a locale identifier or language code): its region's line
    /// (`pt_PT`), else its language's (`pt`); nil where the file has neither.
    func names(for language: String) -> [String]? {
        lock.lock()
        defer { lock.unlock() }
        if let known = resolved[language] { return known.isEmpty ? nil : known }
        // English keeps Unicode's names and has no line: an English keyboard's page never reads the
        // file, so that its first screen is as quick as before.
        if LanguageTag.languageCode(of: language) == "en" {
            resolved[language] = []
            return nil
        }
        if labels == nil {
            labels = file.flatMap { try? String(contentsOf: $0, encoding: .utf8) }.map(Self.read) ?? [:]
        }
        let regional = LanguageTag.regionalCode(of: language).flatMap { labels?[$0] }
        let found = regional ?? labels?[LanguageTag.canonicalLanguageCode(of: language)]
        resolved[language] = found ?? []
        return found
    }

    /// The labels of `text`; a line without a name for each group is left out.
    static func read(_ text: String) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == EmojiGroup.allCases.count + 1, !fields.contains(where: \.isEmpty) else { continue }
            found[fields[0]] = Array(fields.dropFirst())
        }
        return found
    }
}

extension EmojiCatalog {
    /// The name of `group` in `language` (a locale identifier or language code), for the emoji
    /// page's titles and category tabs: CLDR's `characterLabel` in the region's or the language's
    /// data (`animaux et nature`, `Flora und Fauna`); Unicode's English name (``EmojiGroup/displayName``)
    /// in English and in a language CLDR's labels are not embedded for.
    ///
    /// Unicode splits what CLDR labels `smileys_people` in two: Smileys & Emotion is named by CLDR's
    /// `smiley` label, People & Body by its `person` label.
    public func name(of group: EmojiGroup, language: String) -> String {
        let position = EmojiGroup.allCases.firstIndex(of: group) ?? 0
        return groupLabels.names(for: language)?[position] ?? group.displayName
    }
}
