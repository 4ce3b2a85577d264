/// The bytes of one configuration file, with what is needed to turn a byte offset into a line and
/// column for a diagnostic.
///
/// Offsets are UTF-8 byte offsets. Lines end at `\n` (so `\r\n` works too). Columns count Unicode
/// scalars, so a line holding `ɝ` or `👍🏽` reports the column an editor shows.
@_spi(Tooling) public struct SourceText: Sendable {
    /// The name diagnostics use for this file (usually the path the user gave).
    let name: String
    public let bytes: [UInt8]
    private let lineStarts: [Int]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 24 + 1)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        self.lineStarts = starts
    }

    init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }

    /// The 1-based line and column of a byte offset.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), bytes.count)
        // The last line start that is <= clamped.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < clamped {
            // Count every byte that is not a UTF-8 continuation byte.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }

    /// A diagnostic at a byte offset of this file.
    func diagnostic(_ severity: Severity, _ message: String, at offset: Int, pointer: JSONPointer) -> Diagnostic {
        let (line, column) = lineAndColumn(of: offset)
        return Diagnostic(
            file: name, line: line, column: column,
            pointer: pointer.description, severity: severity, message: message)
    }
}
