import ArgumentParser
import Foundation
import KeysmithCore

/// The keyboard a command works on, as named on the command line: a set folder, a set manifest, a
/// layout file (its switch keys' targets are read from its folder), or the name of a layout of the
/// embedded set. Nothing named means the embedded set.
struct KeyboardSource {
    var configuration: KeyboardConfiguration
    /// The layout to start on, when a single layout was named.
    var startLayout: String?

    /// Loads the keyboard, printing its problems to standard error; fails with exit status 1 when it
    /// has errors, 2 when the name is neither a file nor an embedded layout.
    static func load(_ pathOrName: String?) throws -> KeyboardSource {
        guard let pathOrName else { return KeyboardSource(configuration: try loaded(KeyboardConfiguration.embedded())) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: pathOrName, isDirectory: &isFolder) else {
            let embedded = try loaded(KeyboardConfiguration.embedded())
            guard embedded.layouts[pathOrName] != nil else {
                throw ValidationError("\(pathOrName) is neither a file nor a layout of the embedded set (\(embedded.layouts.keys.sorted().joined(separator: ", ")))")
            }
            return KeyboardSource(configuration: embedded, startLayout: pathOrName)
        }
        let url = URL(fileURLWithPath: pathOrName)
        if isFolder.boolValue {
            return KeyboardSource(configuration: try loaded(KeyboardConfiguration.load(folder: url, displayPrefix: pathOrName)))
        }
        let folder = url.deletingLastPathComponent()
        let name = url.deletingPathExtension().lastPathComponent
        let prefix = (pathOrName as NSString).deletingLastPathComponent
        let file: (String) -> SourceText? = { name in
            let candidate = folder.appendingPathComponent(name + ".json")
            guard let data = FileManager.default.contents(atPath: candidate.path) else { return nil }
            return SourceText(name: prefix.isEmpty ? candidate.lastPathComponent : "\(prefix)/\(candidate.lastPathComponent)", bytes: Array(data))
        }
        if let source = file(name), let root = JSONParser.parse(source).root, ConfigKind.detect(root) == .keyboardSet {
            return KeyboardSource(configuration: try loaded(KeyboardConfiguration.load(manifest: name, file: file)))
        }
        return KeyboardSource(configuration: try loaded(KeyboardConfiguration.load(layout: name, file: file)))
    }

    private static func loaded(_ result: ConfigLoadResult<KeyboardConfiguration>) throws -> KeyboardConfiguration {
        for diagnostic in result.diagnostics.sortedByLocation() where diagnostic.severity != .note {
            printError(diagnostic.description)
        }
        guard let configuration = result.cleanValue else { throw ExitCode(1) }
        return configuration
    }
}
