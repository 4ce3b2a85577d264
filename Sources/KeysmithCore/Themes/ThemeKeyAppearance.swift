/// How the keys of one key style look in one palette.
public struct ThemeKeyAppearance: Sendable, Hashable, Codable {
    public var background: ThemeColor
    /// The colour of the key's text, and of its image (drawn as a mask).
    public var text: ThemeColor
    /// The background while the key is held; nil means `background`.
    public var pressedBackground: ThemeColor?
    /// The shadow under the key; nil means no shadow.
    public var shadow: ThemeColor?
    /// The font's PostScript name, such as `HelveticaNeue`; nil means the keyboard's default font.
    /// A key's own `font` in a layout wins over this.
    public var font: String?
    /// The font size in points, greater than 0 and at most 200; nil means the default size.
    public var fontSize: Double?

    public init(
        background: ThemeColor, text: ThemeColor, pressedBackground: ThemeColor? = nil, shadow: ThemeColor? = nil,
        font: String? = nil, fontSize: Double? = nil
    ) {
        self.background = background
        self.text = text
        self.pressedBackground = pressedBackground
        self.shadow = shadow
        self.font = font
        self.fontSize = fontSize
    }

    /// The fields a key style defines.
    public static let fieldNames: Set<String> = ["background", "text", "pressedBackground", "shadow", "font", "fontSize"]

    /// The largest font size accepted, in points.
    public static let maximumFontSize: Double = 200
}
