import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore

/// The keyboard a command works on, as named on the command line: a set folder, a folder of
/// JACKeyboard layouts, a set manifest, a layout file (its switch keys' targets are read from its
/// folder), the name of a layout of the embedded set, or an embedded language. Nothing named means
/// the embedded set.
struct KeyboardSource {
    var configuration: KeyboardConfiguration
    /// The layout to start on, when a single layout was named.
    var startLayout: String?

    /// Loads the keyboard, printing its problems to standard error; fails with exit status 1 when it
    /// has errors, 2 when the name is neither a file, an embedded layout nor an embedded language.
    static func load(_ pathOrName: String?) throws -> KeyboardSource {
        let loaded = try KeyboardLocation.locate(pathOrName).load()
        for diagnostic in loaded.result.diagnostics.sortedByLocation() where diagnostic.severity != .note {
            printError(diagnostic.description)
        }
        guard let configuration = loaded.result.cleanValue else { throw ExitCode(1) }
        return KeyboardSource(configuration: configuration, startLayout: loaded.startLayout)
    }
}
