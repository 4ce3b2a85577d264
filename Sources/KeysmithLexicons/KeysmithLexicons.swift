import Foundation
import KeysmithCore

/// Lexicons for languages other than English, for suggestions and autocorrection: the 50,000 most
/// frequent words of each language with their frequencies (fewer for Danish and Greek, whose words,
/// like Finnish ones, are filtered by the language's letters rather than a dictionary).
///
/// The words and frequencies come from wordfreq, whose data is under the Creative Commons
/// Attribution-ShareAlike 4.0 licence, and so are these lexicons; that is why they are a product of
/// their own, which an app adds only when it wants them, while KeysmithCore and its English lexicon
/// stay under the MIT licence. The NOTICE.md beside the files names the sources; an app that ships
/// them must give that attribution. `scripts/build_lexicons.py` rebuilds them.
///
/// A language is named by its code, loosely: `fr`, `fr_FR`, `fr-CA` and `FR` all mean French, and
/// `no` means Norwegian Bokmål (`nb`). English is served from KeysmithCore (`Lexicon.english()`),
/// so that one call covers every language:
///
/// ```swift
/// import KeysmithLexicons
///
/// if let lexicon = try KeysmithLexicons.lexicon(for: "de_CH") {
///     let suggestions = SuggestionProvider(lexicon: lexicon)
/// }
/// ```
public enum KeysmithLexicons {
    /// The language codes a lexicon is available for, sorted: English from KeysmithCore and every
    /// language of this product (`cs`, `de`, `en`, `es`, `fr`, …).
    public static var languages: [String] {
        var codes = bundledLanguages
        if EmbeddedLexicons.englishURL != nil { codes.append(english) }
        return codes.sorted()
    }

    /// The lexicon of `language` (a language code or locale identifier, see ``KeysmithLexicons``),
    /// mapped from the resource bundle; nil when there is none for that language.
    ///
    /// Each call reads the file again (a few milliseconds); keep the lexicon while the language
    /// stays.
    ///
    /// - Throws: `LexiconError` when the file is there but damaged.
    public static func lexicon(for language: String) throws -> Lexicon? {
        guard let code = languageCode(language) else { return nil }
        if code == english { return try Lexicon.english() }
        guard let url = url(forLanguageCode: code) else { return nil }
        return try Lexicon(contentsOf: url)
    }

    /// The file of the lexicon of `language` in this product's resource bundle; nil for English,
    /// which is in KeysmithCore's bundle (`EmbeddedLexicons.englishURL`), and for a language
    /// without a lexicon.
    public static func url(for language: String) -> URL? {
        languageCode(language).flatMap(url(forLanguageCode:))
    }

    /// The language code `name` means (``LanguageTag/canonicalLanguageCode``: Norwegian's older
    /// code read as Bokmål); nil when `name` is not a language tag.
    static func languageCode(_ name: String) -> String? {
        LanguageTag(name)?.canonicalLanguageCode
    }

    /// The code of the language KeysmithCore has a lexicon for.
    static let english = "en"

    /// The file extension of a lexicon.
    private static let fileExtension = "lexicon"

    /// The folder of lexicon files in this product's resource bundle.
    static var folder: URL? {
        Bundle.module.url(forResource: "Lexicons", withExtension: nil)
    }

    private static func url(forLanguageCode code: String) -> URL? {
        guard code != english, let file = folder?.appendingPathComponent(code + "." + fileExtension),
            FileManager.default.fileExists(atPath: file.path)
        else { return nil }
        return file
    }

    /// The language codes of the lexicon files in this product.
    private static var bundledLanguages: [String] {
        guard let folder else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.compactMap { name in
            let url = URL(fileURLWithPath: name)
            return url.pathExtension == fileExtension ? url.deletingPathExtension().lastPathComponent : nil
        }
    }

    /// How often people use each emoji, by language, for ranking emoji search results (see
    /// `EmojiPopularity`): wordfreq's emoji counts, under CC BY-SA 4.0 like the lexicons, built by
    /// `scripts/build_emoji_popularity.py` for the embedded emoji catalog. Give it to the engine so
    /// that the emoji page's search ranks by it:
    ///
    /// ```swift
    /// engine.emojiPopularity = try KeysmithLexicons.emojiPopularity()
    /// ```
    ///
    /// Each call reads the file again (a few milliseconds); keep what it returns.
    ///
    /// - Parameter catalog: the catalog whose emoji it ranks; nil for the embedded one.
    /// - Throws: `EmojiDataError` when the file or the embedded catalog cannot be read.
    public static func emojiPopularity(for catalog: EmojiCatalog? = nil) throws -> EmojiPopularity {
        // Without the resource folder, the file's bare name: reading it fails with that name.
        let url = folder?.appendingPathComponent(emojiPopularityFile) ?? URL(fileURLWithPath: emojiPopularityFile)
        return try EmojiPopularity(contentsOf: url, catalog: catalog ?? EmojiCatalog.embedded())
    }

    /// The file of the emoji's popularity, beside the lexicons.
    static let emojiPopularityFile = "EmojiPopularity.txt"
}

extension LanguageDataLookup {
    /// Every lexicon Keysmith has: English from KeysmithCore and the other languages from this
    /// product. `LanguageDataLookup.installed` finds the same files without importing this module;
    /// name this one to say so in code, or to fall back on it from a lookup of your own.
    public static let keysmithLexicons = LanguageDataLookup(
        emojiPopularityURL: KeysmithLexicons.folder?.appendingPathComponent(KeysmithLexicons.emojiPopularityFile)
    ) { language in
        language.canonicalLanguageCode == KeysmithLexicons.english
            ? EmbeddedLexicons.englishURL : KeysmithLexicons.url(for: language.identifier)
    }
}
