/// The short words a language elides before a vowel and writes onto the next word with an apostrophe
/// (French `l’homme`, `qu’il`; Italian `dell’anno`; Catalan `d’aigua`).
///
/// Lexicons list the word after the apostrophe (`homme`), not every article and word together, so
/// suggestions and autocorrection are worked out for that word, and the elided word stays as typed in
/// front of every suggestion.
@_spi(Tooling) public struct Elisions: Sendable, Hashable {
    /// The elided words, in lower case, without their apostrophe.
    let words: Set<String>

    /// None: a language that does not elide, or elides only inside words its lexicon lists
    /// (English `don’t`).
    public static let none = Elisions(words: [])

    init(words: Set<String>) {
        self.words = words
    }

    /// The elisions of the language of `locale`.
    public init(locale: String?) {
        switch locale.map(LanguageTag.languageCode(of:)) {
        case "fr":
            words = ["c", "d", "j", "l", "m", "n", "s", "t", "qu", "jusqu", "lorsqu", "puisqu", "quoiqu"]
        case "it":
            words = [
                "l", "d", "c", "m", "n", "s", "t", "v", "un", "dell", "dall", "nell", "sull", "all", "coll", "quest",
                "quell", "bell", "sant", "tutt", "anch", "dev", "com", "dov", "cos", "po",
            ]
        case "ca":
            words = ["l", "d", "m", "n", "s", "t"]
        default:
            words = []
        }
    }

    /// `word` split after an elided word and its apostrophe (`l’` and `homme`); nil when it does not
    /// start with one, or nothing follows the apostrophe.
    func split(_ word: String) -> (elided: String, rest: String)? {
        guard !words.isEmpty, let apostrophe = word.firstIndex(where: \.isApostrophe) else { return nil }
        let rest = word[word.index(after: apostrophe)...]
        guard !rest.isEmpty, words.contains(word[..<apostrophe].lowercased()) else { return nil }
        return (String(word[...apostrophe]), String(rest))
    }
}

extension SuggestionResult {
    /// The result for the word after an elision, put back in front of the elided word: each
    /// suggestion and the autocorrection are `elided` followed by what they were.
    func prefixed(by elided: String, word: String) -> SuggestionResult {
        func prefixed(_ suggestion: Suggestion) -> Suggestion {
            let text = elided + suggestion.text
            guard suggestion.kind == .typed else {
                return Suggestion(
                    text: text, kind: suggestion.kind, spokenName: suggestion.spokenName.map { elided + $0 })
            }
            return .typed(text, isKnown: suggestion.title == suggestion.text)
        }
        return SuggestionResult(
            word: word, suggestions: suggestions.map(prefixed), autocorrection: autocorrection.map(prefixed))
    }
}
