extension KeyboardEffect: Encodable {
    private enum CodingKeys: String, CodingKey {
        case insert, deleteBackward, moveCursor, setMarkedText, unmarkText, returnKeyAction, advanceToNextInputMode,
            showInputModeList
        case dismissKeyboard, feedback, playsInputClick, haptic, layoutChanged, languageChanged, openURL, saveSettings
        case copyImageToPasteboard, copyGIFToPasteboard, searchGIFs, saveLearnedWords, computeSuggestions
        case decodeSwipe
    }

    /// One key per effect: `{"insert": "h"}`, `{"deleteBackward": 1}`, `{"moveCursor": -2}`,
    /// `{"setMarkedText": "한"}`, `{"unmarkText": true}`,
    /// `{"layoutChanged": "English-Numbers"}`,
    /// `{"languageChanged": {"identifier": "fr_FR", "displayName": "Français (France)", "layoutName": "fr_FR/Letters"}}`,
    /// `{"dismissKeyboard": true}`,
    /// `{"openURL": "https://…"}`, `{"saveSettings": {…}}`, `{"copyImageToPasteboard": "sticker-heart"}`,
    /// `{"copyGIFToPasteboard": {…}}`, `{"searchGIFs": {"id": 1, "query": ""}}`,
    /// `{"saveLearnedWords": {"version": 1, …}}`, `{"computeSuggestions": {"id": 4, "word": "helo"}}`,
    /// `{"decodeSwipe": {"id": 2, "points": 37}}`… Feedback gives its
    /// kind and what plays: `{"feedback": "click", "playsInputClick": true, "haptic": "light"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .edit(.insert(let text)): try container.encode(text, forKey: .insert)
        case .edit(.deleteBackward(let count)): try container.encode(count, forKey: .deleteBackward)
        case .edit(.moveCursor(let offset)): try container.encode(offset, forKey: .moveCursor)
        case .edit(.setMarkedText(let text)): try container.encode(text, forKey: .setMarkedText)
        case .edit(.unmarkText): try container.encode(true, forKey: .unmarkText)
        case .returnKeyAction: try container.encode(true, forKey: .returnKeyAction)
        case .advanceToNextInputMode: try container.encode(true, forKey: .advanceToNextInputMode)
        case .showInputModeList: try container.encode(true, forKey: .showInputModeList)
        case .dismissKeyboard: try container.encode(true, forKey: .dismissKeyboard)
        case .feedback(let feedback, let output):
            try container.encode(feedback, forKey: .feedback)
            try container.encode(output.playsInputClick, forKey: .playsInputClick)
            try container.encodeIfPresent(output.haptic, forKey: .haptic)
        case .layoutChanged(let name): try container.encode(name, forKey: .layoutChanged)
        case .languageChanged(let language): try container.encode(language, forKey: .languageChanged)
        case .openURL(let url): try container.encode(url.absoluteString, forKey: .openURL)
        case .saveSettings(let settings): try container.encode(settings, forKey: .saveSettings)
        case .copyImageToPasteboard(let name): try container.encode(name, forKey: .copyImageToPasteboard)
        case .copyGIFToPasteboard(let gif): try container.encode(gif, forKey: .copyGIFToPasteboard)
        case .searchGIFs(let request): try container.encode(request, forKey: .searchGIFs)
        case .saveLearnedWords(let words): try container.encode(words, forKey: .saveLearnedWords)
        case .computeSuggestions(let request):
            // The request's identity and word; the text around the word is left out.
            try container.encode(RequestSummary(id: request.id, word: request.word), forKey: .computeSuggestions)
        case .decodeSwipe(let request):
            // The stroke's identity and how many samples it has; the samples are left out.
            try container.encode(StrokeSummary(id: request.id, points: request.stroke.count), forKey: .decodeSwipe)
        }
    }
}

/// What the JSON form of ``KeyboardEffect/computeSuggestions(_:)`` says of its request.
private struct RequestSummary: Encodable {
    var id: Int
    var word: String
}

/// What the JSON form of ``KeyboardEffect/decodeSwipe(_:)`` says of its stroke.
private struct StrokeSummary: Encodable {
    var id: Int
    var points: Int
}
