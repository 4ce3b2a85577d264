/// What a shell draws on a key whose layout gives it neither `text` nor `image`.
enum BuiltInKeyLabel: Sendable, Hashable {
    /// An icon the shell draws itself.
    case icon(KeyIcon)
    /// A word, such as "return", in the keyboard's language (see ``KeyTitles``).
    case title(String)
}

/// The icons a shell draws for keys without an image of their own.
public enum KeyIcon: String, Sendable, Hashable, Codable, CaseIterable {
    /// An upward arrow, filled while shift or caps lock is on.
    case shift
    /// A backspace arrow.
    case delete
    /// A globe: the next input mode.
    case globe
    /// A keyboard with a downward arrow.
    case dismissKeyboard
    /// A leftward arrow.
    case cursorLeft
    /// A rightward arrow.
    case cursorRight
}
