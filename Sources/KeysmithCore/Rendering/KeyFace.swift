/// The colours and font one key is drawn with: its style's appearance in the palette, in the state
/// the render model gives it. The display list draws keys with it.
public struct KeyFace: Sendable, Hashable {
    public var background: ThemeColor
    /// The colour of the label, and of an image or icon drawn as a mask.
    public var foreground: ThemeColor
    /// The shadow under the key, or nil for none.
    public var shadow: ThemeColor?
    /// The font's PostScript name, or nil for the system font.
    public var fontName: String?
    /// The font size in points before Dynamic Type scales it.
    public var fontSize: Double

    public init(
        background: ThemeColor, foreground: ThemeColor, shadow: ThemeColor?, fontName: String?, fontSize: Double
    ) {
        self.background = background
        self.foreground = foreground
        self.shadow = shadow
        self.fontName = fontName
        self.fontSize = fontSize
    }

    /// The smallest size a long label is shrunk to.
    public static let minimumFontSize = DrawingMetrics.minimumFontSize

    /// The font size at which a label measured `measuredWidth` points wide at ``fontSize`` fits a key
    /// `availableWidth` points wide with a margin at each side: the one fitting rule of
    /// ``TextMetrics/fittedSize(measuredWidth:size:availableWidth:)``.
    public func fittedFontSize(measuredWidth: Double, availableWidth: Double) -> Double {
        TextMetrics.fittedSize(
            measuredWidth: measuredWidth, size: fontSize,
            availableWidth: availableWidth - 2 * DrawingMetrics.labelMargin)
    }
}

extension ThemePalette {
    /// How `key` is drawn: pressed keys take the style's pressed background; a shift key that is on
    /// takes the `light` style's face, as the system keyboard's does. The key's own `font` and
    /// `textSize` win over the theme's; a theme's `fontSize` sizes one-character labels, and longer
    /// ones at most at the word size.
    public func face(for key: RenderedKey) -> KeyFace {
        let style: KeyStyle = key.type == .shift && key.isSelected ? .light : key.style
        let appearance = keyAppearance(for: style) ?? Self.missingAppearance
        let background = key.isPressed ? (appearance.pressedBackground ?? appearance.background) : appearance.background
        let isShort: Bool
        if case .text(let text) = key.label { isShort = text.count <= 1 } else { isShort = true }
        // A theme's size is its letters'; words ("return", "space") stay at most the word size, as
        // on the system keyboard, unless the key sizes its own label.
        let themed =
            isShort
            ? appearance.fontSize ?? DrawingMetrics.letterFontSize
            : min(appearance.fontSize ?? DrawingMetrics.wordFontSize, DrawingMetrics.wordFontSize)
        return KeyFace(
            background: background, foreground: appearance.text, shadow: appearance.shadow,
            fontName: key.font ?? appearance.font, fontSize: key.textSize ?? themed)
    }

    /// The input callout's bubble: the `light` style's face with the letter enlarged.
    public var calloutFace: KeyFace {
        let appearance = letterAppearance
        return KeyFace(
            background: appearance.background, foreground: appearance.text, shadow: appearance.shadow,
            fontName: appearance.font, fontSize: DrawingMetrics.calloutFontSize)
    }

    /// A cell of the alternates panel: the `light` face, or the `blue` one for the selected cell.
    public func alternatesFace(selected: Bool) -> KeyFace {
        let appearance = keyAppearance(for: selected ? .blue : .light) ?? Self.missingAppearance
        return KeyFace(
            background: appearance.background, foreground: appearance.text, shadow: appearance.shadow,
            fontName: appearance.font, fontSize: DrawingMetrics.alternatesFontSize)
    }
}
