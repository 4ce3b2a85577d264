import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Settings kept as a JSON file, written atomically: the new settings go to a temporary file in
/// the same folder, which is then renamed over the settings file. A reader in the other process
/// (the container app, the keyboard) sees the old file or the new one, never half of one; a
/// temporary file left behind by a write that was cut short is never read.
public struct FileSettingsStore: SettingsStore {
    /// The settings file.
    let url: URL

    init(url: URL) {
        self.url = url
    }

    /// `KeyboardSettings.json` in `folder`, such as an App Group container.
    public init(folder: URL) {
        self.init(url: folder.appendingPathComponent("KeyboardSettings.json"))
    }

    /// The prefix of the temporary files a save writes before renaming; such files are never read.
    var temporaryFilePrefix: String { "." + url.lastPathComponent + ".saving-" }

    /// The settings in the file; the defaults when there is no file yet; the defaults with an error
    /// at the problem's line and column when the file is damaged. Fields that are fine are kept when
    /// only some are damaged (see `KeyboardSettings.decode(_:)`).
    public func load() -> SettingsLoadResult {
        guard FileManager.default.fileExists(atPath: url.path) else { return SettingsLoadResult(settings: .defaults) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return SettingsLoadResult(
                settings: .defaults,
                diagnostics: [
                    Diagnostic(
                        file: url.lastPathComponent, line: 1, column: 1, pointer: "", severity: .error,
                        message:
                            "the settings file cannot be read (\(error.localizedDescription)); the default settings are used"
                    )
                ])
        }
        let decoded = KeyboardSettings.decode(SourceText(name: url.lastPathComponent, bytes: Array(data)))
        return SettingsLoadResult(settings: decoded.settings, diagnostics: decoded.diagnostics)
    }

    /// Writes `settings` to a temporary file beside the settings file, flushes it to disk and renames
    /// it over the settings file. On failure the old file is untouched and the temporary file removed.
    public func save(_ settings: KeyboardSettings) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(temporaryFilePrefix + UUID().uuidString)
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw SettingsStoreError.cannotWrite(temporary.lastPathComponent)
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: settings.encoded())
            try handle.synchronize()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw SettingsStoreError.cannotReplace(url.lastPathComponent)
        }
    }
}

/// Why settings could not be saved.
enum SettingsStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The temporary file could not be created in the settings file's folder.
    case cannotWrite(String)
    /// The temporary file could not be renamed over the settings file.
    case cannotReplace(String)

    var description: String {
        switch self {
        case .cannotWrite(let name): "cannot create \(name) beside the settings file"
        case .cannotReplace(let name): "cannot replace \(name) with the new settings"
        }
    }
}
