import Foundation
import KeysmithCore

/// What the preview shows at one moment: the keyboard in use, the themes to draw it in, and the
/// problems of the files on disk. A value: the watcher makes a new one after every change and each
/// session takes it over.
struct PreviewConfiguration: Sendable {
    /// Whether the keyboard on screen is what the files say.
    enum Status: String, Sendable, Codable {
        /// The files loaded; the keyboard is theirs.
        case current
        /// The files have errors; the keyboard is the last one that loaded.
        case lastGood
        /// The files have not loaded since the preview started; the keyboard is the embedded set.
        case embeddedDefaults
    }

    /// The keyboard in use: the last configuration that loaded without errors.
    var keyboard: KeyboardConfiguration
    /// The themes to draw it in: the set's, else the embedded ones.
    var themes: [Theme]
    /// The layout to start on, when one layout was named.
    var startLayout: String?
    /// Counts the keyboards loaded: it changes only when ``keyboard`` does, so that sessions rebuild
    /// their engine then and only then.
    var revision: Int
    /// Errors and warnings of the files (notes are left out), sorted by file, line and column.
    var diagnostics: [Diagnostic]
    var status: Status
    /// Where the files are, as the user wrote it; `Defaults` for the embedded set.
    var source: String

    /// The palette of the theme `name` (else the first theme) for `appearance`, or a plain palette
    /// when there is no theme at all.
    func palette(theme name: String?, appearance: Appearance) -> ThemePalette {
        let theme = name.flatMap { name in themes.first { $0.name == name } } ?? themes.first
        return theme?.palette(for: appearance) ?? .plain
    }
}

extension ThemePalette {
    /// Grey keys on a light grey background, for a set without themes when the embedded themes are
    /// missing too.
    static let plain = ThemePalette(
        keyboardBackground: ThemeColor(red: 209, green: 212, blue: 217, alpha: 255),
        keys: [
            "light": ThemeKeyAppearance(
                background: ThemeColor(red: 255, green: 255, blue: 255, alpha: 255),
                text: ThemeColor(red: 0, green: 0, blue: 0, alpha: 255))
        ])
}

/// Reads a keyboard location for the preview: lints its folder, loads the keyboard all or nothing,
/// and keeps the last good keyboard when the files are broken.
struct PreviewConfigurationLoader: Sendable {
    /// Where the files are. A folder is pinned to the manifest or layout it resolved to once it has
    /// loaded, so that a broken manifest never turns the folder into a folder of loose layouts.
    private(set) var location: KeyboardLocation

    init(location: KeyboardLocation) {
        self.location = location
    }

    /// Reads the files again. `previous` is what is on screen; its keyboard stays when the files have
    /// errors. Without a previous keyboard, broken files give the embedded set. Nil only when the
    /// embedded set is missing too.
    mutating func load(after previous: PreviewConfiguration?) -> PreviewConfiguration? {
        let loaded = location.load()
        var diagnostics = loaded.result.diagnostics
        if let folder = location.folder {
            diagnostics += ConfigLinter().lint(ConfigFiles.jsonFiles(at: folder, displayPath: location.displayFolder)).diagnostics
        }
        let shown = Self.unique(diagnostics.filter { $0.severity != .note }).sortedByLocation()
        let source = location.displayFolder

        if let keyboard = loaded.result.cleanValue {
            location = loaded.resolved
            return PreviewConfiguration(
                keyboard: keyboard, themes: Self.themes(of: keyboard), startLayout: loaded.startLayout,
                revision: (previous?.revision ?? 0) + 1, diagnostics: shown, status: .current, source: source)
        }
        if var kept = previous {
            kept.diagnostics = shown
            kept.status = kept.status == .embeddedDefaults ? .embeddedDefaults : .lastGood
            return kept
        }
        guard let embedded = KeyboardConfiguration.embedded().cleanValue else { return nil }
        return PreviewConfiguration(
            keyboard: embedded, themes: Self.themes(of: embedded), startLayout: nil, revision: 1, diagnostics: shown,
            status: .embeddedDefaults, source: source)
    }

    private static func themes(of keyboard: KeyboardConfiguration) -> [Theme] {
        if let themes = keyboard.themes?.themes, !themes.isEmpty { return themes }
        return KeyboardConfiguration.embedded().value?.themes?.themes ?? []
    }

    /// The diagnostics without repeats (the linter and the loader both report a file that does not
    /// parse), in their first order.
    private static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
