/// The colours and fonts of a theme for one system appearance (light or dark mode).
public struct ThemePalette: Sendable, Hashable, Codable {
    /// The background behind the keys.
    public var keyboardBackground: ThemeColor
    /// Key appearances by key style name (see `keyStyleNames`). `light` is always present in a
    /// palette read from a file; a missing style falls back to it.
    public var keys: [String: ThemeKeyAppearance]
    /// The toolbar's colours; nil means every toolbar colour takes its default.
    public var toolbar: ThemeToolbarAppearance?

    public init(
        keyboardBackground: ThemeColor, keys: [String: ThemeKeyAppearance], toolbar: ThemeToolbarAppearance? = nil
    ) {
        self.keyboardBackground = keyboardBackground
        self.keys = keys
        self.toolbar = toolbar
    }

    /// The fields a palette defines.
    public static let fieldNames: Set<String> = ["keyboardBackground", "keys", "toolbar"]

    /// The key styles of JACKeyboard layouts (a key's `style`), in the order files usually list them.
    public static let keyStyleNames = KeyStyle.allCases.map(\.rawValue)

    /// The style every palette must define, which the others fall back to.
    public static let fallbackKeyStyle = "light"

    /// How keys of this style look: the style's own appearance, else the `light` one.
    public func keyAppearance(for style: KeyStyle) -> ThemeKeyAppearance? {
        keys[style.rawValue] ?? keys[Self.fallbackKeyStyle]
    }
}
