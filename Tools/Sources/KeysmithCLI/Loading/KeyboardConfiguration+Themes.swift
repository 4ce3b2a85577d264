import ArgumentParser
@_spi(Tooling) import KeysmithCore

extension KeyboardConfiguration {
    /// The configuration with themes to draw in: its own, else the embedded ones, so that a folder of
    /// layouts alone can be drawn in any embedded theme.
    func withThemesToDraw() -> KeyboardConfiguration {
        guard themes?.themes.isEmpty ?? true else { return self }
        var configuration = self
        configuration.themes = KeyboardConfiguration.embedded().value?.themes
        return configuration
    }

    /// Checks that the configuration has a theme named `name` (any name when nil). An unknown name is
    /// a usage error that lists the themes there are.
    func checkTheme(named name: String?) throws {
        guard let name, themes?.theme(named: name) == nil else { return }
        throw ValidationError(
            "No theme named \(name); the themes are \((themes?.themes.map(\.name) ?? []).joined(separator: ", "))")
    }
}
