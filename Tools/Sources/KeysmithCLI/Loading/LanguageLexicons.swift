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

    /// What the engine for `keyboard` suggests with, in the preview and `simulate --suggestions`: `base` (the English lexicon or `--lexicon`'s)
    /// with each of a keyboard of several languages' lexicons; for a keyboard of one language other
    /// than English, that language's lexicon in place of the base's, or no suggestions when the tool
    /// has none (rather than English corrections of every word). Nil without suggestions.
    static func suggestionProvider(_ base: SuggestionProvider?, for keyboard: KeyboardConfiguration)
        -> SuggestionProvider?
    {
        guard var provider = base else { return nil }
        var lexicons: [String: Lexicon] = [:]
        for language in keyboard.languages {
            // A lexicon that does not load leaves its language without suggestions.
            if let lexicon = (try? LanguageLexicons.lexicon(for: language.languageCode)) ?? nil {
                lexicons[language.identifier] = lexicon
            }
        }
        if keyboard.languages.count > 1 {
            provider.languageLexicons = lexicons
        } else if let language = keyboard.languages.first, language.languageCode != "en" {
            guard let lexicon = lexicons[language.identifier] else { return nil }
            provider.lexicon = lexicon
        }
        return provider
    }

    /// Whether `name` (`en`, `en_GB`, `EN-us`) means English.
    private static func isEnglish(_ name: String) -> Bool {
        name.prefix { $0 != "_" && $0 != "-" }.lowercased() == "en"
    }
}
