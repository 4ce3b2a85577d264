import Foundation
import FuzzSupport
@_spi(Tooling) @testable import KeysmithCore

/// One configuration file through what `keysmith lint` runs: the JSON parser, then the reader of
/// the kind the file is recognised as, then each kind's reader in turn, and the linter over the
/// file on disk with its cross-file checks. Every diagnostic points inside the file.
@_cdecl("FuzzLint_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzz)
}

/// A folder of this process's own, where each input is written for the linter to read.
private let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "keysmith-fuzz-lint-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: folder) }
    return url
}()

private func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let source = SourceText(name: "Fuzz.json", bytes: bytes)
    // Each line ends at a line feed or a carriage return, or both.
    let lineCount = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") || $1 == UInt8(ascii: "\r") ? 1 : 0) }
    for kind in [nil] + ConfigKind.allCases {
        for diagnostic in ConfigDocument.read(source, as: kind).diagnostics {
            require(
                (0...lineCount).contains(diagnostic.line),
                "a diagnostic on line \(diagnostic.line) of \(lineCount): \(diagnostic)")
        }
    }
    let file = folder.appendingPathComponent("Fuzz.json")
    try! Data(bytes).write(to: file)
    let files = ConfigFiles.jsonFiles(at: folder, displayPath: "fuzz")
    _ = ConfigLinter().lint(files)
    _ = ConfigLinter(kind: ConfigKind.allCases[Int(bytes.first ?? 0) % ConfigKind.allCases.count]).lint(files)
    return 0
}
