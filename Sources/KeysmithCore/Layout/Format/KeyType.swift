/// What a key does when it is tapped, as a layout file's `"type"` names it.
///
/// The first eight types are JACKeyboard's; the others are Keysmith's additions.
public enum KeyType: String, Sendable, Hashable, Codable, CaseIterable {
    /// Types its `inputText`, or else its `text`. The default.
    case textEntry
    /// Types a space; a double tap types ". " as on the system keyboard.
    case spacebar
    /// Types a line break, or hands the tap to the host's return handler.
    case `return`
    /// Shift: one tap for the next letter, a double tap for caps lock.
    case shift
    /// Deletes the character before the cursor, repeating while held.
    case delete
    /// Shows the layout named by `keyboardName`; without one, the next layout of the keyboard set.
    case switchKeyboard
    /// Hides the keyboard.
    case dismissKeyboard
    /// The same as `return`; some JACKeyboard files use this name.
    case newline
    /// Inserts a snippet: the one named by `snippet`, or the template in `inputText`, where
    /// `[[SELECTION]]` stands for the selected text and `[[CURSOR]]` for where the cursor ends up.
    case snippet
    /// Moves the cursor one character back.
    case cursorLeft
    /// Moves the cursor one character forward.
    case cursorRight
    /// Deletes all the text of the field.
    case clearAll
    /// The system globe key: switches to the next keyboard installed on the device (input mode).
    case nextKeyboard
    /// Opens the emoji page: every emoji by category, the recent ones first, with skin tones; its
    /// ABC key comes back to this layout.
    case emoji

    /// Whether a tap means return: `return` or its synonym `newline`.
    var isReturn: Bool { self == .return || self == .newline }

    /// What a shell draws on a key of this type that has no `text` and no `image`, or nil when such a
    /// key would be blank; titles in English.
    var builtInLabel: BuiltInKeyLabel? { builtInLabel(titles: .english) }

    /// What a shell draws on a key of this type that has no `text` and no `image`, with the spacebar
    /// and the return key titled in the language of `titles`; nil when such a key would be blank.
    func builtInLabel(titles: KeyTitles) -> BuiltInKeyLabel? {
        switch self {
        case .shift: .icon(.shift)
        case .delete: .icon(.delete)
        case .nextKeyboard: .icon(.globe)
        case .dismissKeyboard: .icon(.dismissKeyboard)
        case .cursorLeft: .icon(.cursorLeft)
        case .cursorRight: .icon(.cursorRight)
        case .return, .newline: .title(titles.title(for: .default))
        case .spacebar: .title(titles.space)
        case .clearAll: .title("clear")
        case .emoji: .title("😀")
        case .textEntry, .switchKeyboard, .snippet: nil
        }
    }
}
