import Foundation

/// Where the test fixtures live, found from this source file so that tests run from any directory.
enum TestFiles {
    /// The repository's root folder.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // KeysmithCoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// Fixtures kept inside this repository.
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/KeysmithCoreTests/Fixtures")

    /// The real JACKeyboard layouts (JaredCrawford/KeyboardLayouts, MIT), kept unchanged in
    /// `Fixtures/jackeyboard` with their licence.
    static let jackeyboard = fixtures.appendingPathComponent("jackeyboard")

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Every `.json` file below `folder`, sorted by path.
    static func jsonFiles(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var result: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "json" { result.append(url) }
        }
        return result.sorted { $0.path < $1.path }
    }
}
