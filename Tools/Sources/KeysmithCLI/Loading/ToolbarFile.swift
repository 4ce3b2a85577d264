import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore

/// A toolbar file (KBToolbar.json format) named on the command line.
enum ToolbarFile {
    /// Reads the toolbar at `path`, printing its errors and warnings to standard error; errors end
    /// the command with status 1.
    static func load(_ path: String) throws -> Toolbar {
        let result = Toolbar.load(contentsOf: URL(fileURLWithPath: path), displayName: path)
        for diagnostic in result.diagnostics.sortedByLocation() where diagnostic.severity != .note {
            printError(diagnostic.description)
        }
        guard let toolbar = result.cleanValue else { throw ExitCode(1) }
        return toolbar
    }
}
