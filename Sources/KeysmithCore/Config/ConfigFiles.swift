import Foundation

/// A configuration file on disk and the name diagnostics give it.
@_spi(Tooling) public struct ConfigFileReference: Sendable, Hashable {
    public var url: URL
    /// The path as the user wrote it (or relative to the folder they named), for messages.
    var displayName: String

    init(url: URL, displayName: String) {
        self.url = url
        self.displayName = displayName
    }
}

/// Finding configuration files in folders.
@_spi(Tooling) public enum ConfigFiles {
    /// `url` itself if it is a file, or every `.json` file below it, sorted by path, if it is a folder.
    /// Display names keep the folder as the user wrote it (`displayPath`), written as
    /// ``FileDisplayName/normalized(_:)`` writes it.
    public static func jsonFiles(at url: URL, displayPath: String) -> [ConfigFileReference] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            return [ConfigFileReference(url: url, displayName: FileDisplayName.normalized(displayPath))]
        }
        let base = url.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(
            at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        var result: [ConfigFileReference] = []
        while let file = enumerator?.nextObject() as? URL {
            guard file.pathExtension.lowercased() == "json" else { continue }
            let full = file.standardizedFileURL.path
            let relative = full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : file.lastPathComponent
            result.append(ConfigFileReference(url: file, displayName: FileDisplayName.joining(displayPath, relative)))
        }
        return result.sorted { $0.displayName < $1.displayName }
    }
}
