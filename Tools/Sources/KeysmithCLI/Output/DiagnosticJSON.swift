import Foundation
@_spi(Tooling) import KeysmithCore

/// `{"diagnostics": [{"file", "line", "column", "pointer", "severity", "message"}]}`.
enum DiagnosticJSON {
    private struct Envelope: Encodable {
        var diagnostics: [Diagnostic]
    }

    static func encode(_ diagnostics: [Diagnostic]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Envelope(diagnostics: diagnostics)), as: UTF8.self)
    }
}
