/// Which lexicon suits a keyboard: what a shell asks before it loads one.
extension KeyboardConfiguration {
    /// The language the keyboard types, as a lowercase language code (`en` for `en_US`, `pt` for
    /// `pt-BR`): its first language's, else from the `locale` of the layout ordinary text fields
    /// show; nil when neither names one.
    @_spi(Tooling) public var languageCode: String? {
        if let first = languages.first { return first.languageCode }
        let defaultLayout = layoutName(for: .default).flatMap { layouts[$0] }
        guard let locale = set.locale ?? defaultLayout?.locale else { return nil }
        let language = KeyboardLanguage.languageCode(of: locale)
        return language.isEmpty ? nil : language
    }

    /// Whether Keysmith's embedded English lexicon suits this keyboard: it types English, or names
    /// no language. A keyboard for another language gets no English suggestions, which would
    /// "correct" its words into English, unless its shell supplies a lexicon of that language.
    public var suitsEmbeddedEnglishLexicon: Bool {
        languageCode.map { $0 == "en" } ?? true
    }
}
