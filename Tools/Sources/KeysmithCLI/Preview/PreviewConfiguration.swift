import Foundation
@_spi(Tooling) import KeysmithCore

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
    /// The toolbars the path configuration names with `keyboard_toolbar`, by name, read from the set's
    /// folder (the set's own toolbar when the name is its toolbar's). A name without a file is left
    /// out, so that routing falls back to the system toolbar as on the phone.
    var accessoryToolbars: [String: Toolbar] = [:]

    /// The set's path configuration as rules; empty when it has none.
    var pathRules: PathRuleSet {
        keyboard.pathConfiguration.map { PathRuleSet($0) } ?? .empty
    }
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
            diagnostics +=
                ConfigLinter().lint(ConfigFiles.jsonFiles(at: folder, displayPath: location.displayFolder)).diagnostics
        }
        let shown = Self.unique(diagnostics.filter { $0.severity != .note }).sortedByLocation()
        let source = location.displayFolder

        if let keyboard = loaded.result.cleanValue {
            location = loaded.resolved
            return PreviewConfiguration(
                keyboard: keyboard, themes: Self.themes(of: keyboard), startLayout: loaded.startLayout,
                revision: (previous?.revision ?? 0) + 1, diagnostics: shown, status: .current, source: source,
                accessoryToolbars: Self.accessoryToolbars(of: keyboard, in: location.folder))
        }
        if var kept = previous {
            kept.diagnostics = shown
            kept.status = kept.status == .embeddedDefaults ? .embeddedDefaults : .lastGood
            kept.accessoryToolbars = Self.accessoryToolbars(
                of: kept.keyboard, in: kept.status == .embeddedDefaults ? nil : location.folder)
            return kept
        }
        guard let embedded = KeyboardConfiguration.embedded().cleanValue else { return nil }
        return PreviewConfiguration(
            keyboard: embedded, themes: Self.themes(of: embedded), startLayout: nil, revision: 1, diagnostics: shown,
            status: .embeddedDefaults, source: source, accessoryToolbars: Self.accessoryToolbars(of: embedded, in: nil))
    }

    /// The toolbars `keyboard`'s path configuration names: the set's own toolbar for its own name,
    /// the others read from `folder` (`NAME.json`). Names without a readable, valid file are left out.
    static func accessoryToolbars(of keyboard: KeyboardConfiguration, in folder: URL?) -> [String: Toolbar] {
        let names = Set(keyboard.pathConfiguration?.rules.compactMap(\.keyboardToolbar) ?? [])
        var toolbars: [String: Toolbar] = [:]
        for name in names {
            if let own = keyboard.toolbar, let reference = keyboard.set.toolbar, Self.sameName(reference, name) {
                toolbars[name] = own
            } else if let folder, let url = ToolbarFolder(folder: folder).fileURL(forToolbarNamed: name),
                let toolbar = Toolbar.load(contentsOf: url, displayName: url.lastPathComponent).cleanValue
            {
                toolbars[name] = toolbar
            }
        }
        return toolbars
    }

    /// Whether a file reference (`Toolbar` or `Toolbar.json`) names the toolbar `name`.
    private static func sameName(_ reference: String, _ name: String) -> Bool {
        let base = reference.hasSuffix(".json") ? String(reference.dropLast(5)) : reference
        let other = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
        return base == other
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
