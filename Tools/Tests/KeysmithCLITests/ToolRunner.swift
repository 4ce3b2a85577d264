import Foundation

/// Runs the built `keysmith` executable, as a user would, and captures what it prints.
struct ToolRun {
    var status: Int32
    var standardOutput: String
    var standardError: String

    var outputLines: [String] { standardOutput.split(separator: "\n").map(String.init) }
}

enum Tool {
    /// The folder holding the built products (the test bundle sits beside the executable).
    static let productsFolder: URL = {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }()

    /// The repository's root folder.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The real JACKeyboard layouts, kept unchanged among the core tests' fixtures.
    static let jackeyboardFixtures =
        repositoryRoot.appendingPathComponent("Tests/KeysmithCoreTests/Fixtures/jackeyboard")

    static func run(_ arguments: [String], in folder: URL? = nil) throws -> ToolRun {
        let process = Process()
        process.executableURL = productsFolder.appendingPathComponent("keysmith")
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ToolRun(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// A new empty folder for one test's files.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keysmith-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
