import Foundation

/// A configuration loaded from the first place that holds a good one, with the problems of the
/// places tried before it.
public struct KeyboardConfigurationChoice: Sendable {
    public var configuration: KeyboardConfiguration
    /// The folder it was read from, or nil for the embedded defaults.
    public var folder: URL?
    /// Problems of every folder tried, in the order tried, including those of the chosen one
    /// (warnings and notes).
    public var diagnostics: [Diagnostic]
}

extension KeyboardConfiguration {
    /// Loads the first of `folders` that exists and holds a keyboard set without errors; else the
    /// embedded defaults. A folder that does not exist is skipped silently (an App Group the
    /// container app has not filled yet); one that exists but is broken is reported and skipped, so
    /// that a bad edit never leaves the user without a keyboard. Nil only when the embedded defaults
    /// are missing from the build too.
    public static func loadFirst(of folders: [URL], manifest: String? = nil) -> KeyboardConfigurationChoice? {
        var diagnostics: [Diagnostic] = []
        for folder in folders {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                continue
            }
            let result = load(folder: folder, manifest: manifest, displayPrefix: folder.lastPathComponent)
            diagnostics += result.diagnostics
            if let configuration = result.cleanValue {
                return KeyboardConfigurationChoice(
                    configuration: configuration, folder: folder, diagnostics: diagnostics)
            }
        }
        let embedded = embedded()
        diagnostics += embedded.diagnostics
        guard let configuration = embedded.cleanValue else { return nil }
        return KeyboardConfigurationChoice(configuration: configuration, folder: nil, diagnostics: diagnostics)
    }
}
