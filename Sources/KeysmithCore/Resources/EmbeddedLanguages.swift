import Foundation

/// The keyboards for other languages that ship inside Keysmith: one folder a language, named by its
/// locale identifier (`fr_FR`, `pt_BR`, `ar`), each a complete keyboard set that lints clean and can
/// be copied as the start of a keyboard of one's own.
///
/// A name on the command line or in a set's `languages` may be written loosely: `fr`, `fr-FR` and
/// `FR_fr` all find `fr_FR`; a bare language code finds the folder listed first for it in
/// ``identifiers`` order of preference (`de` finds `de_DE`, `en` finds `en_US`, `pt` finds `pt_PT`).
public enum EmbeddedLanguages {
    /// The name of the set manifest in every language's folder.
    @_spi(Tooling) public static let manifestName = "Keyboard"

    /// The folder holding one folder a language, inside the package's resource bundle.
    static var folder: URL? {
        Bundle.module.url(forResource: "Languages", withExtension: nil)
    }

    /// The locale identifiers of every embedded language, sorted.
    public static var identifiers: [String] {
        guard let folder else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(name).appendingPathComponent(manifestName + ".json").path)
        }.sorted()
    }

    /// The regions a bare language code means, where a language has several.
    private static let preferredRegion: [String: String] = [
        "en": "US", "fr": "FR", "de": "DE", "pt": "PT", "es": "ES", "it": "IT", "nl": "NL", "sv": "SE",
    ]

    /// The embedded language `name` means, or nil when none matches.
    public static func identifier(matching name: String) -> String? {
        guard let wanted = LanguageTag(name) else { return nil }
        let known = identifiers
        if wanted.regionCode != nil, let exact = known.first(where: { LanguageTag($0) == wanted }) { return exact }
        let language = wanted.canonicalLanguageCode
        let candidates = known.filter { LanguageTag($0)?.isSameLanguage(as: wanted) ?? false }
        if let region = preferredRegion[language],
            let preferred = candidates.first(where: { $0.hasSuffix("_" + region) })
        {
            return preferred
        }
        // A bare language means its keyboard without a script of its own where it has one (`ja`
        // the romaji keyboard, `ja_Hrkt_JP` the kana one).
        return candidates.first { LanguageTag($0)?.scriptCode == wanted.scriptCode } ?? candidates.first
    }

    /// The folder of the embedded language `identifier` (as ``identifiers`` lists it).
    @_spi(Tooling) public static func folder(for identifier: String) -> URL? {
        guard identifiers.contains(identifier) else { return nil }
        return folder?.appendingPathComponent(identifier)
    }
}

extension KeyboardConfiguration {
    /// The embedded keyboard for the language `name` (`fr`, `de_CH`, `pt-BR`; see
    /// ``EmbeddedLanguages/identifier(matching:)``), and any problems with it; nil with an error when
    /// no embedded language matches.
    public static func embedded(language name: String) -> ConfigLoadResult<KeyboardConfiguration> {
        guard let identifier = EmbeddedLanguages.identifier(matching: name),
            let folder = EmbeddedLanguages.folder(for: identifier)
        else {
            let known = EmbeddedLanguages.identifiers.joined(separator: ", ")
            return ConfigLoadResult(
                value: nil,
                diagnostics: [
                    Diagnostic(
                        file: "Languages", line: 1, column: 1, pointer: "", severity: .error,
                        message: "no embedded keyboard for the language \"\(name)\" (there are \(known))")
                ])
        }
        return load(
            folder: folder, manifest: EmbeddedLanguages.manifestName, displayPrefix: "Languages/" + identifier)
    }
}
