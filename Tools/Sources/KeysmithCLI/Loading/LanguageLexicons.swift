import Foundation
@_spi(Tooling) import KeysmithCore
import KeysmithLexicons

/// The lexicon of a language, as the tool's `--language` options and benchmarks name it: English from
/// KeysmithCore's embedded lexicon (MIT), every other language from the KeysmithLexicons product
/// (wordfreq's data, CC BY-SA 4.0).
///
/// Names are read loosely, as ``KeysmithLexicons/lexicon(for:)`` reads them: `fr`, `fr_FR` and
/// `fr-CA` all mean French.
enum LanguageLexicons {
    /// The language codes with a lexicon, sorted (`cs`, `de`, `en`, …).
    static var languages: [String] { KeysmithLexicons.languages }

    /// The lexicon of `language`; nil when there is none for it.
    ///
    /// - Throws: `LexiconError` when the lexicon's file is there but damaged.
    static func lexicon(for language: String) throws -> Lexicon? {
        if isEnglish(language) { return try Lexicon.english() }
        return try KeysmithLexicons.lexicon(for: language)
    }

    /// The file the lexicon of `language` is read from; nil when there is none for it.
    static func url(for language: String) -> URL? {
        isEnglish(language) ? EmbeddedLexicons.englishURL : KeysmithLexicons.url(for: language)
    }

    /// Whether `name` (`en`, `en_GB`, `EN-us`) means English.
    private static func isEnglish(_ name: String) -> Bool {
        name.prefix { $0 != "_" && $0 != "-" }.lowercased() == "en"
    }
}
