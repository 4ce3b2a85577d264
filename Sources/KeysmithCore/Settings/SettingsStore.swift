/// Where a keyboard's ``KeyboardSettings`` are kept: a file in the App Group container shared with the
/// container app, or `UserDefaults(suiteName:)` of the App Group. One of the few protocols of
/// Keysmith, because it is an I/O edge: tests and apps may give their own.
public protocol SettingsStore: Sendable {
    /// The stored settings, or the defaults with a diagnostic when what is stored cannot be read.
    /// Nothing stored yet gives the defaults and no diagnostic.
    func load() -> SettingsLoadResult

    /// Stores `settings` so that a later ``load()``, in this process or the other one, reads them.
    func save(_ settings: KeyboardSettings) throws
}

/// Settings as loaded, with any problems found in what was stored.
public struct SettingsLoadResult: Sendable, Hashable {
    public var settings: KeyboardSettings
    public var diagnostics: [Diagnostic]

    init(settings: KeyboardSettings, diagnostics: [Diagnostic] = []) {
        self.settings = settings
        self.diagnostics = diagnostics
    }
}
