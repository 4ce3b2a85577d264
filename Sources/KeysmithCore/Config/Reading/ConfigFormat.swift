import Foundation

/// A kind of Keysmith configuration file: something that can be read from a parsed JSON document.
@_spi(Tooling) public protocol ConfigFormat: Sendable {
    /// Which kind of file this is, as `keysmith lint --kind` names it.
    static var kind: ConfigKind { get }

    /// Reads the document, recording every problem in `reader`. Returns nil only when nothing
    /// usable could be read; a value with problems fixed up to their defaults is returned otherwise.
    static func read(_ root: JSONNode, with reader: inout ConfigReader) -> Self?
}

/// The outcome of loading one file: the value (nil when the file is unusable) and all its problems.
public struct ConfigLoadResult<Value: Sendable>: Sendable {
    public var value: Value?
    public var diagnostics: [Diagnostic]

    @_spi(Tooling) public init(value: Value?, diagnostics: [Diagnostic]) {
        self.value = value
        self.diagnostics = diagnostics
    }

    /// The value, if the file loaded without errors (warnings and notes allowed).
    public var cleanValue: Value? { diagnostics.containsErrors ? nil : value }
}

extension ConfigFormat {
    /// Parses and reads a file's bytes.
    public static func load(_ source: SourceText) -> ConfigLoadResult<Self> {
        let parsed = JSONParser.parse(source)
        var reader = ConfigReader(source: source)
        reader.append(contentsOf: parsed.diagnostics)
        guard let root = parsed.root else {
            return ConfigLoadResult(value: nil, diagnostics: reader.diagnostics)
        }
        let value = read(root, with: &reader)
        return ConfigLoadResult(value: value, diagnostics: reader.diagnostics)
    }

    /// Parses and reads text (for tests and for JSON that did not come from a file).
    static func load(text: String, name: String = "<text>") -> ConfigLoadResult<Self> {
        load(SourceText(name: name, text: text))
    }

    /// Reads and loads a file; an unreadable file is reported as a diagnostic at 1:1.
    public static func load(contentsOf url: URL, displayName: String? = nil) -> ConfigLoadResult<Self> {
        let name = displayName ?? url.path
        do {
            let data = try Data(contentsOf: url)
            return load(SourceText(name: name, bytes: Array(data)))
        } catch {
            return ConfigLoadResult(
                value: nil,
                diagnostics: [
                    Diagnostic(
                        file: name, line: 1, column: 1, pointer: "", severity: .error,
                        message: "cannot read the file: \(error.localizedDescription)")
                ])
        }
    }
}
