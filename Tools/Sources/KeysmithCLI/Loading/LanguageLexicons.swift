import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore
import KeysmithLexicons

/// The tool's language data: every lexicon Keysmith has (``LanguageDataLookup/keysmithLexicons``:
/// English from KeysmithCore, MIT; the other languages from the KeysmithLexicons product, CC BY-SA
/// 4.0), chosen for a keyboard by KeysmithCore's ``KeyboardConfiguration/languageData(from:)`` as
/// on the phone.
///
/// Names are read as ``LanguageTag`` reads them: `fr`, `fr_FR` and `fr-CA` all mean French.
package enum LanguageLexicons {
    /// Where the tool's lexicons come from.
    static let lookup = LanguageDataLookup.keysmithLexicons

    /// The language codes with a lexicon, sorted (`cs`, `de`, `en`, …).
    package static var languages: [String] { KeysmithLexicons.languages }

    /// The lexicon of `language`; nil when there is none for it.
    ///
    /// - Throws: `LexiconError` when the lexicon's file is there but damaged.
    package static func lexicon(for language: String) throws -> Lexicon? {
        try url(for: language).map { try Lexicon(contentsOf: $0) }
    }

    /// The file the lexicon of `language` is read from; nil when there is none for it.
    package static func url(for language: String) -> URL? {
        LanguageTag(language).flatMap(lookup.lexiconURL(for:))
    }

    /// What a keyboard suggests with in the tool, as on the phone: each of its languages with its
    /// own lexicon, and none for a language Keysmith has no lexicon for. With `lexicon` (a
    /// `--lexicon FILE`), that file serves the keyboard's first language. A lexicon that does not
    /// load is reported as `FILE: error: REASON` on standard error and ends the command with status 1.
    /// With `model` (a `--model FILE`), that language model serves the first language, and a model
    /// that does not load is reported the same way.
    static func suggestionProvider(
        for keyboard: KeyboardConfiguration, lexicon path: String? = nil, model: String? = nil
    ) throws -> SuggestionProvider? {
        let loaded = languageData(for: keyboard, lexicon: path, model: model).load()
        if !loaded.diagnostics.isEmpty {
            for diagnostic in loaded.diagnostics { printError("\(diagnostic.file): error: \(diagnostic.message)") }
            throw ExitCode(1)
        }
        return loaded.suggestionProvider
    }

    /// Which lexicon serves each of `keyboard`'s languages (see ``suggestionProvider(for:lexicon:)``),
    /// with the `lexicon` file and the `model` file, when given, serving its first language.
    package static func languageData(
        for keyboard: KeyboardConfiguration, lexicon path: String? = nil, model: String? = nil
    ) -> KeyboardLanguageData {
        let first = keyboard.languageData(from: .none).languages.first.flatMap { LanguageTag($0.identifier) }
        guard let first else { return keyboard.languageData(from: lookup) }
        var served = lookup
        if let path { served = served.serving(first, from: URL(fileURLWithPath: path)) }
        if let model { served = served.serving(first, model: URL(fileURLWithPath: model)) }
        return keyboard.languageData(from: served)
    }

    /// Which lexicon and language model serve each of `keyboard`'s languages, with each of `models`
    /// serving the language it names (a `--model LANG=FILE` of `keysmith-bench keyup`).
    package static func languageData(
        for keyboard: KeyboardConfiguration, models: [(language: LanguageTag, file: URL)]
    ) -> KeyboardLanguageData {
        keyboard.languageData(from: models.reduce(lookup) { $0.serving($1.language, model: $1.file) })
    }
}

/// What the preview's keyboards suggest with: Keysmith's lexicons for each keyboard's languages
/// (see ``LanguageLexicons``), with a `--lexicon` file in place of the first language's.
struct SuggestionSource: Sendable, Hashable {
    /// A lexicon file made by `keysmith lexicon build`, in place of the keyboard's first language's.
    var lexicon: String?
    /// A language model file for the keyboard's first language.
    var model: String? = nil

    /// Which lexicon and language model serve each of `keyboard`'s languages.
    func languageData(for keyboard: KeyboardConfiguration) -> KeyboardLanguageData {
        LanguageLexicons.languageData(for: keyboard, lexicon: lexicon, model: model)
    }

    /// The files every keyboard of the tool has read, shared by all of them: the preview's sessions
    /// keep one copy of each lexicon and model between them, however many are open.
    static let files = LanguageFileCache(capacity: 32)

    /// What `keyboard` suggests with, starting from `learnedWords` (nil when none of its languages
    /// has a lexicon), and what ranks its emoji search. A file that cannot be read is reported on
    /// standard error, and its language goes without suggestions. A file already read for another
    /// keyboard, and not changed since, is shared with it (``files``).
    func load(for keyboard: KeyboardConfiguration, learnedWords: LearnedWords = LearnedWords())
        -> KeyboardLanguageData.Loaded
    {
        let loaded = languageData(for: keyboard).load(learnedWords: learnedWords, sharing: Self.files)
        for diagnostic in loaded.diagnostics { printError("\(diagnostic.file): warning: \(diagnostic.message)") }
        return loaded
    }

    /// What `keyboard` suggests with, as ``load(for:learnedWords:)`` loads it.
    func suggestionProvider(for keyboard: KeyboardConfiguration, learnedWords: LearnedWords = LearnedWords())
        -> SuggestionProvider?
    {
        load(for: keyboard, learnedWords: learnedWords).suggestionProvider
    }
}
