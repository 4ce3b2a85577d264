/// An image the app supplies by name (a key image, a toolbar icon asset, a sticker), fitted in
/// `frame` keeping its proportions.
public struct ImageItem: Sendable, Hashable {
    /// The image's name in the app's assets (or the images folder given to `keysmith render`).
    public var name: String
    public var frame: Rect
    /// Draws the image as an alpha mask in this colour; nil draws it as it is.
    public var tint: ThemeColor?
    /// What to draw instead when the shell has no image of that name: the image's name for a key,
    /// the button type's icon for a toolbar item, the sticker's name for a sticker.
    public var fallback: [DisplayItem]
    /// An identifier unique in the list, for shells that refer to the image (the SVG writer's masks).
    public var identifier: String

    public init(name: String, frame: Rect, tint: ThemeColor?, fallback: [DisplayItem], identifier: String) {
        self.name = name
        self.frame = frame
        self.tint = tint
        self.fallback = fallback
        self.identifier = identifier
    }
}

/// One of the keyboard's own icons, fitted in `frame` in `color`.
public struct GlyphItem: Sendable, Hashable {
    public var glyph: Glyph
    public var frame: Rect
    public var color: ThemeColor

    public init(glyph: Glyph, frame: Rect, color: ThemeColor) {
        self.glyph = glyph
        self.frame = frame
        self.color = color
    }
}
