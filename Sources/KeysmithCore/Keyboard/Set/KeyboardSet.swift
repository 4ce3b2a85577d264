/// A keyboard set manifest: the layouts of one keyboard and the files that go with them.
///
/// Every name is a file name without `.json`, looked up in the manifest's own folder.
@_spi(Tooling) public struct KeyboardSet: Sendable, Hashable, Codable {
    /// The set's identifier, such as `english`.
    public var name: String
    /// The name shown to people; nil means `name` is shown.
    public var displayName: String?
    /// The language the keyboard types, as a locale identifier such as `en_US`.
    var locale: String?
    /// The languages the keyboard types, in the order the globe goes through them; empty for a
    /// keyboard of one language (its `locale`). See ``LanguageEntry``.
    var languages: [LanguageEntry]
    /// The layouts the globe or switch key cycles through, in order; the first is the default.
    /// Empty only in a set with `languages` that names none, until loading gives it the first
    /// language's layout.
    public var layouts: [String]
    /// The layout that serves each keyboard type a text field can ask for.
    var keyboardTypes: KeyboardTypeLayouts
    /// The toolbar shown above the keys.
    public var toolbar: String?
    /// The snippets that snippet keys insert.
    var snippets: String?
    /// The themes the keyboard can be drawn in.
    var themes: String?
    /// The path configuration that chooses the toolbar above the system keyboard in a host app's
    /// web views.
    var pathConfiguration: String?
    /// The sticker packs of the stickers panel.
    var stickers: String?
    /// The canned phrases of the quick-replies (`tappaText`) panel.
    var quickReplies: String?
    /// Whether key labels follow the shift state (lower case unless shifted), as JACKeyboard's
    /// `caseSensitiveKeyDisplay` does. Default `false`: labels show as written.
    var caseSensitiveKeyDisplay: Bool
    /// Whether the suggestion bar offers an emoji the word being typed names (🍕 for `pizza`), from
    /// the names and keywords of the emoji in the keyboard's language. Default `true`.
    var emojiSuggestions: Bool

    init(
        name: String, displayName: String? = nil, locale: String? = nil, languages: [LanguageEntry] = [],
        layouts: [String],
        keyboardTypes: KeyboardTypeLayouts, toolbar: String? = nil, snippets: String? = nil,
        themes: String? = nil, pathConfiguration: String? = nil, stickers: String? = nil, quickReplies: String? = nil,
        caseSensitiveKeyDisplay: Bool = false, emojiSuggestions: Bool = true
    ) {
        self.name = name
        self.displayName = displayName
        self.locale = locale
        self.languages = languages
        self.layouts = layouts
        self.keyboardTypes = keyboardTypes
        self.toolbar = toolbar
        self.snippets = snippets
        self.themes = themes
        self.pathConfiguration = pathConfiguration
        self.stickers = stickers
        self.quickReplies = quickReplies
        self.caseSensitiveKeyDisplay = caseSensitiveKeyDisplay
        self.emojiSuggestions = emojiSuggestions
    }

    /// The fields a keyboard set defines.
    static let fieldNames: Set<String> = [
        "name", "displayName", "locale", "languages", "layouts", "keyboardTypes", "toolbar", "snippets", "themes",
        "pathConfiguration",
        "stickers", "quickReplies", "caseSensitiveKeyDisplay", "emojiSuggestions",
    ]

    /// The layout a field of this type shows: the one mapped for the type, else for its fallback
    /// types in turn, else the first layout of the cycle. Nil only for a set without layouts.
    func layout(for type: FieldKeyboardType) -> String? {
        var current: FieldKeyboardType? = type
        while let candidate = current {
            if let layout = keyboardTypes[candidate] { return layout }
            current = candidate.fallback
        }
        return layouts.first
    }
}
