import Foundation
@_spi(Tooling) import KeysmithCore

/// The page's language picker: a keyboard of several languages switches between its own; a keyboard
/// of one language, or of none, can be swapped for any embedded language, to try it. Suggestions
/// follow, with the tool's lexicons (``LanguageLexicons``).
extension PreviewSession {
    /// The picker's entry for the set's own keyboard when it names no language: neither a language
    /// of the keyboard nor an embedded one, so it cannot be mistaken for either.
    static let ownKeyboard = ""

    /// The engine for `keyboard` (the set of `configuration`, or an embedded language tried in its
    /// place). A keyboard without themes is offered the preview's (the embedded ones), so that the
    /// theme the page picks is the keyboard's own; suggestions follow its languages, and the emoji
    /// search ranks by popularity, as with KeysmithLexicons on the phone.
    static func engine(
        for configuration: PreviewConfiguration, keyboard: KeyboardConfiguration, suggestions: SuggestionSource?,
        learnedWords: LearnedWords = LearnedWords()
    ) -> KeyboardEngine {
        var keyboard = keyboard
        if keyboard.themes?.themes.isEmpty ?? true, !configuration.themes.isEmpty {
            keyboard.themes = ThemeCatalog(themes: configuration.themes)
        }
        let loaded = suggestions?.load(for: keyboard, learnedWords: learnedWords)
        var engine = KeyboardEngine(configuration: keyboard, suggestionProvider: loaded?.suggestionProvider)
        engine.emojiPopularity = loaded?.emojiPopularity
        return engine
    }

    /// What choosing a language in the picker does.
    enum LanguageChoice {
        /// The keyboard has it: the engine switches to it, as the globe would.
        case select(String)
        /// An embedded language to show in place of a keyboard of one language, or nil for the
        /// set's own keyboard again.
        case show(KeyboardConfiguration?)
        case error(PreviewProtocolError)
    }

    /// What choosing `language` means for a session showing `keyboard` (its own keyboard, or the
    /// embedded language tried in its place as `shown`).
    static func languageChoice(_ language: String, keyboard: KeyboardConfiguration, shown: KeyboardEngine)
        -> LanguageChoice
    {
        if keyboard.languages.count > 1 {
            guard keyboard.languages.contains(where: { $0.identifier == language }) else {
                return .error(unknownLanguage(language, among: keyboard.languages.map(\.identifier)))
            }
            return .select(language)
        }
        // Its own keyboard: by its language, or by the entry of a keyboard that names none.
        if (keyboard.languages.first?.identifier ?? ownKeyboard) == language { return .show(nil) }
        if shown.languages.first?.identifier == language { return .select(language) }
        guard EmbeddedLanguages.identifiers.contains(language),
            let tried = KeyboardConfiguration.embedded(language: language).cleanValue
        else {
            return .error(unknownLanguage(language, among: offeredLanguages(for: keyboard).map(\.identifier)))
        }
        return .show(tried)
    }

    private static func unknownLanguage(_ language: String, among known: [String]) -> PreviewProtocolError {
        PreviewProtocolError(
            code: "unknownLanguage",
            message: "settings: language must be one of \(known.joined(separator: ", ")), not \"\(language)\"")
    }

    /// The languages the picker offers: a keyboard's own when it has several; for a keyboard of one
    /// language, its own first and then every embedded language, to try in its place. A keyboard that
    /// names no language comes first as itself (``ownKeyboard``, with the set's name), so that the
    /// picker never shows a language the keyboard on screen does not type.
    static func offeredLanguages(for keyboard: KeyboardConfiguration) -> [KeyboardLanguage] {
        if keyboard.languages.count > 1 { return keyboard.languages }
        let own =
            keyboard.languages.isEmpty
            ? [
                KeyboardLanguage(
                    identifier: ownKeyboard, displayName: keyboard.set.displayName ?? keyboard.set.name,
                    layoutName: keyboard.set.layouts.first ?? "")
            ] : keyboard.languages
        return own + embeddedLanguages.filter { embedded in !own.contains { $0.identifier == embedded.identifier } }
    }

    /// Every embedded language with its display name, read once.
    static let embeddedLanguages: [KeyboardLanguage] = EmbeddedLanguages.identifiers.compactMap { identifier in
        KeyboardConfiguration.embedded(language: identifier).cleanValue?.languages.first
    }
}
