@_spi(Tooling) import KeysmithCore

/// The system appearance a keyboard is drawn in; a theme has one palette for each.
enum Appearance: String, Sendable, Hashable, Codable, CaseIterable {
    case light, dark
}

extension Theme {
    /// The theme's palette for `appearance`.
    func palette(for appearance: Appearance) -> ThemePalette {
        appearance == .dark ? dark : light
    }
}
