/// One entry of the suggestion bar.
@_spi(Tooling) public struct Suggestion: Sendable, Hashable, Codable {
    /// Where the suggestion comes from.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The word as typed.
        case typed
        /// A word that starts with what was typed.
        case completion
        /// A word within two edits of what was typed.
        case correction
        /// The phrase of a text replacement whose shortcut was typed.
        case textReplacement
        /// Another word the stroke that typed the word may spell (swipe typing).
        case swipe
        /// An emoji the typed word names (🍕 for `pizza`), which replaces the word.
        case emoji
        /// A word the language model expects next, offered before any of it is typed.
        case prediction
        /// What the text being composed may become (a ``Composer``'s candidate), which replaces it.
        case candidate
    }

    /// What goes into the document in place of the word.
    public var text: String
    var kind: Kind
    /// What the bar shows: the text, or for a typed word that is not a known word, the text in
    /// quotes (`“helo”`), as iOS shows it.
    var title: String
    /// What VoiceOver says for it, when that is not its text: an emoji's name in the keyboard's
    /// language (`pizza` for 🍕).
    var spokenName: String?

    init(text: String, kind: Kind, title: String? = nil, spokenName: String? = nil) {
        self.text = text
        self.kind = kind
        self.title = title ?? text
        self.spokenName = spokenName
    }

    /// The typed word, in quotes when it is not a known word.
    static func typed(_ word: String, isKnown: Bool) -> Suggestion {
        Suggestion(text: word, kind: .typed, title: isKnown ? word : "“\(word)”")
    }
}

/// What the suggestion bar shows for the word before the cursor, and what space would do.
@_spi(Tooling) public struct SuggestionResult: Sendable, Hashable {
    /// The word the suggestions are for; empty when the cursor is not at a word.
    var word: String
    /// Up to three suggestions, in the bar's order.
    public var suggestions: [Suggestion]
    /// The suggestion that replaces the word when the user types a space or punctuation after it,
    /// when there is one the keyboard is sure enough of; nil to leave the word as typed.
    public var autocorrection: Suggestion?

    init(word: String, suggestions: [Suggestion], autocorrection: Suggestion?) {
        self.word = word
        self.suggestions = suggestions
        self.autocorrection = autocorrection
    }

    /// Nothing to suggest.
    static let empty = SuggestionResult(word: "", suggestions: [], autocorrection: nil)
}
