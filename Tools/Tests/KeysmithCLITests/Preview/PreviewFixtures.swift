import Foundation
@_spi(Tooling) import KeysmithCore
import Testing

@testable import KeysmithCLI

extension PreviewConfigurationLoader {
    /// Loads, failing the test when not even the embedded set loads.
    mutating func loaded(after previous: PreviewConfiguration?) throws -> PreviewConfiguration {
        guard let configuration = load(after: previous) else {
            throw PreviewTestFailure("nothing loaded, not even the embedded set")
        }
        return configuration
    }
}

/// A precondition of a test that did not hold.
struct PreviewTestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

enum PreviewFixtures {
    /// A session of JSON text on the embedded set.
    static func textSession() throws -> PreviewTextSession {
        guard let session = PreviewTextSession() else { throw PreviewTestFailure("the embedded defaults are missing") }
        return session
    }

    /// The embedded set, as the preview shows it without a folder.
    static func embedded() throws -> PreviewConfiguration {
        var loader = PreviewConfigurationLoader(location: .embedded(startLayout: nil))
        return try loader.loaded(after: nil)
    }

    /// A new folder holding a copy of the embedded defaults.
    static func defaultsCopy() throws -> URL {
        let folder = try Tool.temporaryFolder().appendingPathComponent("Keyboard")
        try FileManager.default.copyItem(at: try #require(EmbeddedDefaults.folder), to: folder)
        return folder
    }

    /// Replaces `old` by `new` in a file, which must contain it.
    static func edit(_ file: URL, replacing old: String, with new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old), "\(file.lastPathComponent) does not contain \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: false, encoding: .utf8)
    }

    static func expectedRender(_ name: String) throws -> String {
        try String(contentsOf: RenderCommandTests.expected.appendingPathComponent(name), encoding: .utf8)
    }
}
