/// The colours of the toolbar slot and the panels, from the palette with the fallbacks the
/// preview uses, so that every shell draws them alike without choosing colours of its own.
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
                ThemeColor(red: 0x3D, green: 0x2E, blue: 0x00))
        }
    }

    /// A settings switch's track: green when on, light grey when off, as iOS draws switches.
    public func switchTrackColor(isOn: Bool) -> ThemeColor {
        isOn ? ThemeColor(red: 0x34, green: 0xC7, blue: 0x59) : ThemeColor(red: 0xE9, green: 0xE9, blue: 0xEA)
    }

    private var letterAppearance: ThemeKeyAppearance {
        keyAppearance(for: .light)
            ?? ThemeKeyAppearance(background: ThemeColor(red: 255, green: 255, blue: 255), text: ThemeColor(red: 0, green: 0, blue: 0))
    }
}
