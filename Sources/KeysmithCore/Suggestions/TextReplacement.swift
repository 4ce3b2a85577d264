/// A shortcut the user set up to stand for a phrase, such as `omw` for `On my way!`: what iOS's
/// `requestSupplementaryLexicon` returns as `UILexiconEntry` pairs (`userInput`, `documentText`).
///
/// Typing the shortcut as a whole word offers the phrase as a suggestion, and space puts it in
/// where the field allows autocorrection. An entry whose shortcut is its phrase (iOS lists the
/// user's contact names so) makes the word known: it is offered as a completion and never corrected.
public struct TextReplacement: Sendable, Hashable, Codable {
    /// What the user types (`userInput`).
    public var shortcut: String
    /// What goes into the document (`documentText`).
    public var phrase: String

    public init(shortcut: String, phrase: String) {
        self.shortcut = shortcut
        self.phrase = phrase
    }

    /// Whether the entry only makes a word known: its shortcut is its phrase.
    public var isKnownWord: Bool { shortcut == phrase }
}
