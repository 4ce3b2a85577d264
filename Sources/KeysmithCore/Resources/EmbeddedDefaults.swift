import Foundation

/// The configuration that ships inside Keysmith: an English keyboard set with its number and decimal
/// pads, email and URL variants, an iPad layout, a markup-tags keyboard, a toolbar using every button
/// type, themes and a path configuration.
@_spi(Tooling) public enum EmbeddedDefaults {
    /// The name of the default set's manifest in ``folder``.
    public static let manifestName = "Keyboard"

    /// The folder holding the default files, inside the package's resource bundle.
    public static var folder: URL? {
        Bundle.module.url(forResource: "Defaults", withExtension: nil)
    }

    /// The images the default files name (the stickers'), for `keysmith lint --assets`.
    public static var imagesFolder: URL? {
        folder?.appendingPathComponent("Images")
    }

    /// Every default file, with display names such as `Defaults/English.json`.
    public static var files: [ConfigFileReference] {
        guard let folder else { return [] }
        return ConfigFiles.jsonFiles(at: folder, displayPath: "Defaults")
    }
}
