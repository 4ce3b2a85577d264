import Foundation

/// Settings kept as a JSON file, written atomically (a new file is written beside it and moved into
/// place), so that a reader in the other process never sees half a file.
public struct FileSettingsStore: SettingsStore {
    /// The settings file.
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// `KeyboardSettings.json` in `folder`, such as an App Group container.
    public init(folder: URL) {
        self.init(url: folder.appendingPathComponent("KeyboardSettings.json"))
    }

    public func load() -> SettingsLoadResult {
        guard FileManager.default.fileExists(atPath: url.path) else { return SettingsLoadResult(settings: .defaults) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return SettingsLoadResult(settings: .defaults, diagnostics: [
                Diagnostic(
                    file: url.lastPathComponent, line: 1, column: 1, pointer: "", severity: .error,
                    message: "the settings file cannot be read (\(error.localizedDescription)); the default settings are used")
            ])
        }
        let decoded = KeyboardSettings.decode(SourceText(name: url.lastPathComponent, bytes: Array(data)))
        return SettingsLoadResult(settings: decoded.settings, diagnostics: decoded.diagnostics)
    }

    public func save(_ settings: KeyboardSettings) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(settings.encoded()).write(to: url, options: .atomic)
    }
}
