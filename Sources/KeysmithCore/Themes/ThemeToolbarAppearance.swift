/// The colours of the toolbar above the keys in one palette. Every colour is optional.
public struct ThemeToolbarAppearance: Sendable, Hashable, Codable {
    /// The toolbar's background; nil means the palette's `keyboardBackground`.
    @_spi(Tooling) public var background: ThemeColor?
    /// The colour of icons whose toolbar item sets `useTint`; nil means the system tint (`#007AFF`).
    @_spi(Tooling) public var tint: ThemeColor?
    /// The colour of the other icons; nil means the `light` key style's text colour.
    var icon: ThemeColor?
    /// The colour of titles, as in the More section; nil means the `light` key style's text colour.
    var text: ThemeColor?

    init(background: ThemeColor? = nil, tint: ThemeColor? = nil, icon: ThemeColor? = nil, text: ThemeColor? = nil) {
        self.background = background
        self.tint = tint
        self.icon = icon
        self.text = text
    }

    /// The tint of `useTint` icons when a palette gives none: the iOS system blue, `#007AFF`.
    @_spi(Tooling) public static let systemTint = ThemeColor(red: 0x00, green: 0x7A, blue: 0xFF)

    /// The fields of a palette's `toolbar`.
    static let fieldNames: Set<String> = ["background", "tint", "icon", "text"]
}
