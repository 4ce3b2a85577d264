/// One problem found in a configuration file, located precisely enough for an editor to jump to it.
///
/// `line` and `column` are 1-based; the column counts Unicode scalars from the start of the line,
/// which is what editors show. `pointer` is the RFC 6901 JSON pointer of the value concerned
/// (`""` for the whole document).
public struct Diagnostic: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var pointer: String
    public var severity: Severity
    public var message: String

    public init(file: String, line: Int, column: Int, pointer: String, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.pointer = pointer
        self.severity = severity
        self.message = message
    }

    /// The compiler-style form: `file:line:column: severity: message`.
    public var description: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message)"
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    var containsErrors: Bool { contains { $0.severity == .error } }

    /// The diagnostics in reading order: by file, line, column, then severity.
    @_spi(Tooling) public func sortedByLocation() -> [Diagnostic] {
        enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.file != y.file { return x.file < y.file }
            if x.line != y.line { return x.line < y.line }
            if x.column != y.column { return x.column < y.column }
            if x.severity != y.severity { return x.severity < y.severity }
            return a.offset < b.offset
        }.map(\.element)
    }
}
