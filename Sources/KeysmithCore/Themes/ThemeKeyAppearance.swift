/// How the keys of one key style look in one palette.
public struct ThemeKeyAppearance: Sendable, Hashable, Codable {
    @_spi(Tooling) public var background: ThemeColor
    /// The colour of the key's text, and of its image (drawn as a mask).
    @_spi(Tooling) public var text: ThemeColor
    /// The background while the key is held; nil means `background`.
    @_spi(Tooling) public var pressedBackground: ThemeColor?
    /// The shadow under the key; nil means no shadow.
    @_spi(Tooling) public var shadow: ThemeColor?
    /// The font's PostScript name, such as `HelveticaNeue`; nil means the keyboard's default font.
    /// A key's own `font` in a layout wins over this.
    @_spi(Tooling) public var font: String?
    /// The font size in points, greater than 0 and at most 200; nil means the default size.
    @_spi(Tooling) public var fontSize: Double?

    @_spi(Tooling) public init(
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
    static let fieldNames: Set<String> = ["background", "text", "pressedBackground", "shadow", "font", "fontSize"]

    /// The largest font size accepted, in points.
    static let maximumFontSize: Double = 200
}
