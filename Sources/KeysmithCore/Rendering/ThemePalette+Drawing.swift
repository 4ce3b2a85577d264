/// The colours the display list is drawn in, from the palette with their fallbacks, so that every
/// shell draws alike without choosing colours of its own.
extension ThemePalette {
    /// A toolbar icon without a tint of its own: the toolbar's icon colour, else a letter key's text.
    public var toolbarIconColor: ThemeColor {
        toolbar?.icon ?? letterAppearance.text
    }

    /// The toolbar's texts (a panel's header): the toolbar's text colour, else a letter key's text.
    public var toolbarTextColor: ThemeColor {
        toolbar?.text ?? letterAppearance.text
    }

    /// The accent: selected chips and tabs, the selected theme, the notice's border.
    public var toolbarTintColor: ThemeColor {
        toolbar?.tint ?? ThemeToolbarAppearance.systemTint
    }

    /// Cards, rows, tabs and the notice are drawn on a letter key's background…
    public var panelSurfaceColor: ThemeColor {
        letterAppearance.background
    }

    /// …in a letter key's text colour.
    public var panelTextColor: ThemeColor {
        letterAppearance.text
    }

    /// A panel note's background, border and text: the panel's surface with the accent for a hint,
    /// amber for a warning.
    public func noteColors(_ tone: PanelNote.Tone) -> (background: ThemeColor, border: ThemeColor, text: ThemeColor) {
        switch tone {
        case .info:
            return (panelSurfaceColor, toolbarTintColor, panelTextColor)
        case .warning:
            return (
                ThemeColor(red: 0xFF, green: 0xF4, blue: 0xCE), ThemeColor(red: 0xC9, green: 0x8A, blue: 0x00),
                ThemeColor(red: 0x3D, green: 0x2E, blue: 0x00)
            )
        }
    }

    /// A settings switch's track: green when on, light grey when off, as iOS draws switches.
    public func switchTrackColor(isOn: Bool) -> ThemeColor {
        isOn ? ThemeColor(red: 0x34, green: 0xC7, blue: 0x59) : ThemeColor(red: 0xE9, green: 0xE9, blue: 0xEA)
    }

    /// The background of the toolbar slot: the toolbar's own, else the keyboard's.
    public var toolbarBackground: ThemeColor {
        toolbar?.background ?? keyboardBackground
    }

    /// Text and glyphs on the accent (a selected tab or chip): white, as on iOS.
    public var onAccentColor: ThemeColor { .white }

    /// A switch's knob, white as on iOS, with a faint outline.
    public var switchKnobColor: ThemeColor { .white }
    public var switchKnobOutlineColor: ThemeColor { ThemeColor(red: 0, green: 0, blue: 0, alpha: 31) }

    /// The outline of a theme's colour swatch, so that a swatch of the card's own colour still shows.
    public var swatchOutlineColor: ThemeColor { ThemeColor(red: 0, green: 0, blue: 0, alpha: 64) }

    /// The embedded browser's page, white as a web page is, and the secondary grey its placeholder
    /// text is written in.
    public var browserPageColor: ThemeColor { .white }
    public var browserPageTextColor: ThemeColor { ThemeColor(red: 0x6C, green: 0x6C, blue: 0x70) }

    /// The `light` style's appearance, which every palette read from a file has; black on white for
    /// one built in code without it.
    var letterAppearance: ThemeKeyAppearance {
        keyAppearance(for: .light) ?? Self.missingAppearance
    }

    /// Black on white, for a palette built in code without a `light` style.
    static let missingAppearance = ThemeKeyAppearance(background: .white, text: ThemeColor(red: 0, green: 0, blue: 0))
}

extension ThemeColor {
    static let white = ThemeColor(red: 255, green: 255, blue: 255)

    /// This colour at `opacity` of its own alpha, for what is drawn dimmed.
    public func withOpacity(_ opacity: Double) -> ThemeColor {
        var color = self
        color.alpha = UInt8(max(0, min(255, (Double(alpha) * opacity).rounded())))
        return color
    }
}
