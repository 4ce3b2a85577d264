import Foundation
@_spi(Tooling) import KeysmithCore

/// The files the tool ships beside its executable (the preview page's), in the resource bundle the
/// build puts next to `keysmith`.
///
/// The bundle is looked for where the package's generated `Bundle.module` looks for it, but without
/// stopping the process when it is missing: a missing bundle is an error the command reports at
/// start-up.
enum ToolResources {
    /// The bundle's name, as the build names it for the KeysmithCLI target of KeysmithTools.
    static let bundleName: String = {
        #if os(Linux) || os(Windows) || os(Android)
        "KeysmithTools_KeysmithCLI.resources"
        #else
        "KeysmithTools_KeysmithCLI.bundle"
        #endif
    }()

    /// The folders the bundle may sit in, in the order they are searched: the running program's
    /// (`swift run`, `.build/debug/keysmith`, and the test runner), the folder a symbolic link to
    /// the program points into, and the folder the build put KeysmithCore's resource bundle in (the
    /// build puts every resource bundle together).
    static var searchedFolders: [URL] {
        var folders = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL {
            folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        #if !os(Linux)
        folders += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map {
            $0.bundleURL.deletingLastPathComponent()
        }
        #endif
        if let defaults = EmbeddedDefaults.folder {
            folders.append(defaults.deletingLastPathComponent().deletingLastPathComponent())
        }
        return folders.map(\.standardizedFileURL).reduce(into: []) { unique, folder in
            if !unique.contains(folder) { unique.append(folder) }
        }
    }

    /// The resource folder `name` inside the bundle, found in the first of `folders` that holds the
    /// bundle. Fails with a sentence naming the bundle and where it was looked for.
    static func folder(named name: String, searching folders: [URL] = searchedFolders) throws -> URL {
        for folder in folders {
            guard let bundle = Bundle(url: folder.appendingPathComponent(bundleName)),
                let resource = bundle.url(forResource: name, withExtension: nil)
            else { continue }
            return resource
        }
        let searched = folders.map(\.path).joined(separator: ", ")
        throw ToolError.unreadable(
            "\(bundleName), the resources of keysmith, is missing (looked in \(searched)); keep it beside the keysmith executable, where the build puts it"
        )
    }
}
