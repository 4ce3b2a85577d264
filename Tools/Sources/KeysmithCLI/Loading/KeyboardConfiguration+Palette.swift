import ArgumentParser
import KeysmithCore

extension KeyboardConfiguration {
    /// The palette of the theme named `name` (else the first theme) of the set's themes, else of the
    /// embedded ones. An unknown name is a usage error that lists the themes there are.
    func palette(themeNamed name: String?, appearance: Appearance) throws -> ThemePalette {
        let catalog = themes ?? KeyboardConfiguration.embedded().value?.themes
        let theme: Theme?
        if let name {
            theme = catalog?.theme(named: name)
            if theme == nil {
                throw ValidationError("No theme named \(name); the themes are \((catalog?.themes.map(\.name) ?? []).joined(separator: ", "))")
            }
        } else {
            theme = catalog?.themes.first
        }
        guard let theme else { throw ToolError.unreadable("no theme to draw with") }
        return theme.palette(for: appearance)
    }
}
