/// Emoji in the suggestion bar: while the word before the cursor names an emoji in the keyboard's
/// language (`pizza` 🍕, `coeur` ❤️ in French, `Herz` ❤️ in German), the bar offers it beside the
/// word completions, as the system keyboard does. Tapping it replaces the word with the emoji;
/// VoiceOver says the emoji's name in the language.
///
/// A word names an emoji when it is, ignoring case and diacritics, the emoji's CLDR name or one of
/// its keywords in the language (``EmojiCatalog/emoji(named:language:limit:availableIn:usage:popularity:)``);
/// the best such emoji is offered. Words shorter than ``minimumEmojiWordLength`` letters are left
/// alone: the keywords of that length are letters and abbreviations (`i` for ℹ️, `ab` for 🆎) far
/// more often typed as words. Nothing is offered in a language the catalog has no annotations for,
/// nor an emoji newer than the host shows (``HostContext/emojiVersion``).
///
/// The set turns this off with `"emojiSuggestions": false`. The catalog and the language's names
/// are read the first time a word is looked up, off the touch path like the rest of the search.
extension SuggestionResult {
    /// The fewest letters a word needs for the bar to offer the emoji it names.
    static let minimumEmojiWordLength = 3

    /// This result with the emoji its word names in `language` in the bar's last place (after the
    /// typed word and the best completion or correction), or unchanged when it names none.
    func addingEmoji(language: String, upTo version: EmojiVersion?) -> SuggestionResult {
        guard word.count >= Self.minimumEmojiWordLength, word.allSatisfy({ $0.isLetter || $0.isApostrophe }),
            let catalog = try? EmojiCatalog.embedded(), catalog.hasAnnotations(in: language),
            let emoji = catalog.emoji(named: word, language: language, limit: 1, availableIn: version).first
        else { return self }
        var result = self
        let suggestion = Suggestion(
            text: emoji.characters, kind: .emoji, spokenName: catalog.name(of: emoji, language: language))
        result.suggestions.removeAll { $0.text == suggestion.text }
        if result.suggestions.count >= 3 { result.suggestions.removeLast(result.suggestions.count - 2) }
        result.suggestions.append(suggestion)
        return result
    }
}
