/// The colours and font one key is drawn with: its style's appearance in the palette, in the state
/// the render model gives it.
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

    public init(background: ThemeColor, foreground: ThemeColor, shadow: ThemeColor?, fontName: String?, fontSize: Double) {
        self.background = background
        self.foreground = foreground
        self.shadow = shadow
        self.fontName = fontName
        self.fontSize = fontSize
    }

    /// The size of a label of one character when neither the layout nor the theme gives one.
    public static let letterFontSize: Double = 22
    /// The size of a longer label ("return", "space", "123") when neither gives one.
    public static let wordFontSize: Double = 16
    /// The size of the enlarged letter in an input callout.
    public static let calloutFontSize: Double = 34
    /// How far Dynamic Type may enlarge a key's label: beyond this it would no longer fit the key.
    public static let maximumDynamicTypeScale: Double = 1.4
    /// The space kept free at each side of a label.
    public static let labelMargin: Double = 3
    /// The smallest size a long label is shrunk to; below it the label is clipped instead.
    public static let minimumFontSize: Double = 9

    /// The font size at which a label measured `measuredWidth` points wide at ``fontSize`` fits a key
    /// `availableWidth` points wide with ``labelMargin`` at each side: ``fontSize`` when it fits,
    /// smaller in proportion when it does not, never below ``minimumFontSize``.
    public func fittedFontSize(measuredWidth: Double, availableWidth: Double) -> Double {
        let room = availableWidth - 2 * Self.labelMargin
        guard measuredWidth > room, measuredWidth > 0 else { return fontSize }
        return max(Self.minimumFontSize, min(fontSize, fontSize * max(room, 0) / measuredWidth))
    }
}

extension ThemePalette {
    /// How `key` is drawn: pressed keys take the style's pressed background; a shift key that is on
    /// takes the `light` style's face, as the system keyboard's does. The key's own `font` and
    /// `textSize` win over the theme's.
    public func face(for key: RenderedKey) -> KeyFace {
        let style: KeyStyle = key.type == .shift && key.isSelected ? .light : key.style
        let appearance = keyAppearance(for: style) ?? Self.missingAppearance
        let background = key.isPressed ? (appearance.pressedBackground ?? appearance.background) : appearance.background
        let isShort: Bool
        if case .text(let text) = key.label { isShort = text.count <= 1 } else { isShort = true }
        return KeyFace(
            background: background, foreground: appearance.text, shadow: appearance.shadow,
            fontName: key.font ?? appearance.font,
            fontSize: key.textSize ?? appearance.fontSize ?? (isShort ? KeyFace.letterFontSize : KeyFace.wordFontSize))
    }

    /// The input callout's bubble: the `light` style's face with the letter enlarged.
    public var calloutFace: KeyFace {
        let appearance = keyAppearance(for: .light) ?? Self.missingAppearance
        return KeyFace(
            background: appearance.background, foreground: appearance.text, shadow: appearance.shadow,
            fontName: appearance.font, fontSize: KeyFace.calloutFontSize)
    }

    /// A cell of the alternates panel: the `light` face, or the `blue` one for the selected cell.
    public func alternatesFace(selected: Bool) -> KeyFace {
        let appearance = keyAppearance(for: selected ? .blue : .light) ?? Self.missingAppearance
        return KeyFace(
            background: appearance.background, foreground: appearance.text, shadow: appearance.shadow,
            fontName: appearance.font, fontSize: KeyFace.letterFontSize)
    }

    /// The background of the toolbar slot: the toolbar's own, else the keyboard's.
    public var toolbarBackground: ThemeColor {
        toolbar?.background ?? keyboardBackground
    }

    /// Black on white, for a palette built in code without a `light` style.
    private static let missingAppearance = ThemeKeyAppearance(
        background: ThemeColor(red: 255, green: 255, blue: 255), text: ThemeColor(red: 0, green: 0, blue: 0))
}
