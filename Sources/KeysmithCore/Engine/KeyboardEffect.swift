/// Something the engine asks its shell to do. Effects come in one ordered list per event and the
/// shell carries them out in that order, without delays and without reading the document between
/// them.
public enum KeyboardEffect: Sendable, Hashable {
    /// Change the text: insert, delete backward, or move the cursor.
    case edit(TextEdit)
    /// The return key was tapped in a host that handles it (JACKeyboard's `returnKeyHandler`).
    case returnKeyAction
    /// Switch to the next keyboard the user has enabled (`advanceToNextInputMode()`).
    case advanceToNextInputMode
    /// Show the list of keyboards (`handleInputModeList(from:with:)`), on a long press of the globe.
    case showInputModeList
    /// Hide the keyboard (`dismissKeyboard()`).
    case dismissKeyboard
    /// Play a key sound and haptic; the shell honours the user's sound and haptic settings.
    case feedback(KeyFeedback)
    /// The layout on screen changed (JACKeyboard's `currentKeyboardChangeHandler`).
    case layoutChanged(String)
}

/// The kind of key feedback, matching the three system input click sounds.
public enum KeyFeedback: String, Sendable, Hashable, Codable {
    /// A character key.
    case click
    /// The delete key.
    case delete
    /// Shift, switch, return and other modifier keys.
    case modifier
}
