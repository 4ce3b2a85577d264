import Foundation

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
    /// Play a key's feedback: the system click of its kind when `output.playsInputClick`, and a
    /// haptic tap of `output.haptic`'s strength. The user's settings decide both (see
    /// `KeyFeedback.output(settings:hasFullAccess:)`); nothing is emitted when they allow neither.
    case feedback(KeyFeedback, KeyFeedbackOutput)
    /// The layout on screen changed (JACKeyboard's `currentKeyboardChangeHandler`).
    case layoutChanged(String)
    /// The user switched the keyboard to another of its languages: a shell that tells the system
    /// which language is typed (iOS's `primaryLanguage` of a text input mode) updates it. The new
    /// language is also saved in the settings through ``saveSettings(_:)``.
    case languageChanged(KeyboardLanguage)
    /// Open a web page or an app link, as an extension can (`NSExtensionContext.open(_:)`, or the
    /// responder chain's `openURL`). Already allowed by the engine's ``URLPolicy``; a deep link has
    /// the field's text in place of `[[KB_TEXT]]`.
    case openURL(URL)
    /// Store the settings with the ``SettingsStore``: the user changed them in a panel.
    case saveSettings(KeyboardSettings)
    /// Put the image asset of this name on the pasteboard (a sticker): keyboards cannot insert
    /// images, so the user pastes it. Only emitted with full access.
    case copyImageToPasteboard(String)
    /// Fetch the GIF and put it on the pasteboard, for the user to paste. Only emitted with full access.
    case copyGIFToPasteboard(GIF)
    /// Run this search with the ``GIFProvider`` and send the answer back as
    /// ``KeyboardEvent/gifSearchCompleted(_:)``. Only emitted with full access.
    case searchGIFs(GIFSearchRequest)
    /// Store the learned words with the ``LearnedWordStore``: the keyboard learned or counted a word.
    case saveLearnedWords(LearnedWords)
    /// Work out the suggestion bar for this request with ``KeyboardEngine/suggestions(for:)``, on any
    /// thread, and send the answer back as ``KeyboardEvent/suggestionsComputed(_:)``. Only emitted
    /// with ``SuggestionScheduling/deferred``.
    case computeSuggestions(SuggestionRequest)
    /// Decode this stroke with ``KeyboardEngine/swipeCandidates(for:)``, on any thread, and send the
    /// answer back as ``KeyboardEvent/swipeDecoded(_:)``. Only emitted with
    /// ``SuggestionScheduling/deferred``; until the answer comes the word is not typed, and any
    /// other key or tap decodes it at once first, so nothing is typed out of order.
    case decodeSwipe(SwipeRequest)
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
