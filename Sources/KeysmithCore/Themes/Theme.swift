/// A named theme: one palette for light mode and one for dark mode.
public struct Theme: Sendable, Hashable, Codable {
    /// The name shown to the user; unique within its file.
    public var name: String
    @_spi(Tooling) public var light: ThemePalette
    @_spi(Tooling) public var dark: ThemePalette

    init(name: String, light: ThemePalette, dark: ThemePalette) {
        self.name = name
        self.light = light
        self.dark = dark
    }

    /// The fields a theme defines.
    static let fieldNames: Set<String> = ["name", "light", "dark"]
}
