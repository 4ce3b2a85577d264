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

    init(file: URL?) {
        self.file = file
    }

    /// The group names of `language` (a code or `language_REGION` as the file writes them); nil
    /// where the file has none.
    func names(_ language: String) -> [String]? {
        lock.lock()
        defer { lock.unlock() }
        if labels == nil {
            labels = file.flatMap { try? String(contentsOf: $0, encoding: .utf8) }.map(Self.read) ?? [:]
        }
        return labels?[language]
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
        let regional = Self.regionalCode(of: language).flatMap { groupLabels.names($0) }
        let names = regional ?? groupLabels.names(KeyboardLanguage.languageCode(of: language))
        return names?[position] ?? group.displayName
    }
}
