/// The kinds of configuration file Keysmith reads.
@_spi(Tooling) public enum ConfigKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A JACKeyboard-compatible keyboard layout: an array of rows of keys, or `{"rows": [...]}`.
    case keyboardLayout = "layout"
    /// A keyboard set manifest: `{"layouts": [...], "keyboardTypes": {...}, ...}`, or
    /// `{"languages": [...], ...}`.
    case keyboardSet = "set"
    /// A KBToolbar.json toolbar: an array of `{"order", "buttonType", ...}` items.
    case toolbar
    /// Named snippet templates: `{"snippets": [...]}`.
    case snippets
    /// Named themes: `{"themes": [...]}`.
    case themes
    /// A Turbo/Hotwire Native path configuration: `{"settings": {...}, "rules": [...]}`.
    case pathConfiguration = "path-configuration"
    /// Sticker packs for the stickers panel: `{"stickerPacks": [...]}`.
    case stickers
    /// Canned phrases for the quick-replies panel: `{"quickReplies": [...]}`.
    case quickReplies = "quick-replies"

    /// What a person calls this kind of file, for messages.
    var title: String {
        switch self {
        case .keyboardLayout: "keyboard layout"
        case .keyboardSet: "keyboard set"
        case .toolbar: "toolbar"
        case .snippets: "snippets file"
        case .themes: "themes file"
        case .pathConfiguration: "path configuration"
        case .stickers: "stickers file"
        case .quickReplies: "quick-replies file"
        }
    }

    /// Recognises a file's kind from the shape of its content, so file names are free.
    ///
    /// - An array whose elements are arrays is a keyboard layout; one whose elements are objects
    ///   is a toolbar. An empty array could be either, and is not guessed.
    /// - An object is recognised by its distinguishing field: `rows` (layout), `layouts` or
    ///   `languages` (set),
    ///   `rules` (path configuration), `snippets`, `themes`, `stickerPacks`, `quickReplies`, or
    ///   `buttonType` (a single toolbar item).
    public static func detect(_ root: JSONNode) -> ConfigKind? {
        switch root.value {
        case .array(let elements):
            guard let first = elements.first else { return nil }
            switch first.value {
            case .array: return .keyboardLayout
            case .object: return .toolbar
            default: return nil
            }
        case .object:
            if root["rows"] != nil { return .keyboardLayout }
            if root["layouts"] != nil || root["languages"] != nil { return .keyboardSet }
            if root["rules"] != nil { return .pathConfiguration }
            if root["snippets"] != nil { return .snippets }
            if root["themes"] != nil { return .themes }
            if root["stickerPacks"] != nil { return .stickers }
            if root["quickReplies"] != nil { return .quickReplies }
            if root["buttonType"] != nil { return .toolbar }
            return nil
        default:
            return nil
        }
    }
}
