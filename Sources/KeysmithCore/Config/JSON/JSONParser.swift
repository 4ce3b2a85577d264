/// The result of parsing one file: the document (absent only when a syntax error made the rest of
/// the file unreadable) and every problem found on the way.
@_spi(Tooling) public struct JSONParseResult: Sendable {
    public var root: JSONNode?
    var diagnostics: [Diagnostic]
}

/// A JSON parser for hand-written configuration files.
///
/// It accepts exactly RFC 8259 JSON plus three things people write by hand: `//` and `/* */`
/// comments, trailing commas before `]` and `}` (and after the document's single value), and a UTF-8
/// byte-order mark. Nothing else is relaxed.
///
/// Every problem is reported with its line and column. Where the intent is unambiguous the parser
/// reports the problem and carries on, so one run lists as many problems as possible:
/// a missing comma between two values or members, a bad escape, a raw control character, an invalid
/// UTF-8 byte inside a string (replaced by U+FFFD), an out-of-range number, a repeated key.
/// Anything else stops the parse at the place where it fails.
@_spi(Tooling) public enum JSONParser {
    /// Arrays and objects nested deeper than this are refused rather than risking the stack.
    static let maximumDepth = 256
    /// After this many problems in one file the parser stops listing them.
    static let maximumDiagnostics = 200

    public static func parse(_ source: SourceText) -> JSONParseResult {
        var parser = Parser(source: source)
        let root = parser.parseDocument()
        return JSONParseResult(root: root, diagnostics: parser.diagnostics)
    }
}

/// Thrown inside the parser when it cannot go on; the problem itself is already in `diagnostics`.
private struct Unrecoverable: Error {}

private struct Parser {
    let source: SourceText
    let bytes: [UInt8]
    var index = 0
    var path: [JSONPointer.Token] = []
    var diagnostics: [Diagnostic] = []

    init(source: SourceText) {
        self.source = source
        self.bytes = source.bytes
    }

    // MARK: Reporting

    mutating func report(_ message: String, at offset: Int, severity: Severity = .error) throws {
        diagnostics.append(source.diagnostic(severity, message, at: offset, pointer: JSONPointer(tokens: path)))
        if diagnostics.count >= JSONParser.maximumDiagnostics {
            diagnostics.append(source.diagnostic(
                .error, "too many problems in this file; the rest of it was not checked",
                at: offset, pointer: JSONPointer(tokens: path)))
            throw Unrecoverable()
        }
    }

    mutating func fail(_ message: String, at offset: Int) throws -> Never {
        diagnostics.append(source.diagnostic(.error, message, at: offset, pointer: JSONPointer(tokens: path)))
        throw Unrecoverable()
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    // MARK: Document

    mutating func parseDocument() -> JSONNode? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        do {
            try skipTrivia()
            guard current != nil else {
                try fail("the file is empty; expected a JSON value", at: index)
            }
            let root = try parseValue(depth: 0)
            try skipTrivia()
            if current == UInt8(ascii: ",") {
                // A trailing comma after the document's only value, as when an array element is
                // saved on its own.
                index += 1
                try skipTrivia()
            }
            if current != nil {
                try fail("expected the end of the file after the JSON value, but found \(describeToken(at: index))", at: index)
            }
            return root
        } catch {
            return nil
        }
    }

    // MARK: Values

    mutating func parseValue(depth: Int) throws -> JSONNode {
        guard let byte = current else {
            try fail("expected a value but reached the end of the file", at: index)
        }
        switch byte {
        case UInt8(ascii: "{"):
            return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""):
            let offset = index
            return JSONNode(.string(try parseString()), offset: offset)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        case UInt8(ascii: "t"):
            return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"):
            return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"):
            return try parseLiteral("null", .null)
        default:
            try fail("expected a value but found \(describeToken(at: index))", at: index)
        }
    }

    mutating func parseLiteral(_ word: String, _ value: JSONNode.Value) throws -> JSONNode {
        let offset = index
        let utf8 = Array(word.utf8)
        if bytes.count - index >= utf8.count, Array(bytes[index..<(index + utf8.count)]) == utf8,
            !isWordByte(index + utf8.count < bytes.count ? bytes[index + utf8.count] : 0)
        {
            index += utf8.count
            return JSONNode(value, offset: offset)
        }
        try fail("expected a value but found \(describeToken(at: index))", at: index)
    }

    mutating func parseArray(depth: Int) throws -> JSONNode {
        let offset = index
        if depth > JSONParser.maximumDepth {
            try fail("arrays and objects are nested more than \(JSONParser.maximumDepth) levels deep", at: index)
        }
        index += 1
        var elements: [JSONNode] = []
        try skipTrivia()
        if current == UInt8(ascii: "]") {
            index += 1
            return JSONNode(.array(elements), offset: offset)
        }
        while true {
            path.append(.index(elements.count))
            elements.append(try parseValue(depth: depth))
            path.removeLast()
            try skipTrivia()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                try skipTrivia()
                if current == UInt8(ascii: "]") {
                    index += 1
                    return JSONNode(.array(elements), offset: offset)
                }
            case UInt8(ascii: "]"):
                index += 1
                return JSONNode(.array(elements), offset: offset)
            case let byte? where startsValue(byte):
                try report("expected ',' or ']' after an array element, but found \(describeToken(at: index)); is a comma missing?", at: index)
            default:
                try fail("expected ',' or ']' after an array element, but found \(describeToken(at: index))", at: index)
            }
        }
    }

    mutating func parseObject(depth: Int) throws -> JSONNode {
        let offset = index
        if depth > JSONParser.maximumDepth {
            try fail("arrays and objects are nested more than \(JSONParser.maximumDepth) levels deep", at: index)
        }
        index += 1
        var members: [JSONMember] = []
        try skipTrivia()
        if current == UInt8(ascii: "}") {
            index += 1
            return JSONNode(.object(members), offset: offset)
        }
        while true {
            guard current == UInt8(ascii: "\"") else {
                let hint = current.map(isWordByte) == true || current == UInt8(ascii: "'") ? "; keys must be written in double quotes" : ""
                try fail("expected a key in double quotes, but found \(describeToken(at: index))\(hint)", at: index)
            }
            let keyOffset = index
            let key = try parseString()
            try skipTrivia()
            guard current == UInt8(ascii: ":") else {
                try fail("expected ':' after the key \"\(key)\", but found \(describeToken(at: index))", at: index)
            }
            index += 1
            try skipTrivia()
            path.append(.key(key))
            let value = try parseValue(depth: depth)
            path.removeLast()
            members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
            try skipTrivia()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                try skipTrivia()
                if current == UInt8(ascii: "}") {
                    index += 1
                    try reportDuplicateKeys(members)
                    return JSONNode(.object(members), offset: offset)
                }
            case UInt8(ascii: "}"):
                index += 1
                try reportDuplicateKeys(members)
                return JSONNode(.object(members), offset: offset)
            case UInt8(ascii: "\""):
                try report("expected ',' or '}' after the value of \"\(key)\", but found \(describeToken(at: index)); is a comma missing?", at: index)
            default:
                try fail("expected ',' or '}' after the value of \"\(key)\", but found \(describeToken(at: index))", at: index)
            }
        }
    }

    mutating func reportDuplicateKeys(_ members: [JSONMember]) throws {
        guard members.count > 1 else { return }
        var seen = Set<String>(minimumCapacity: members.count)
        for member in members where !seen.insert(member.key).inserted {
            path.append(.key(member.key))
            try report("the key \"\(member.key)\" appears more than once in this object; the last value is used", at: member.keyOffset, severity: .warning)
            path.removeLast()
        }
    }

    // MARK: Strings

    /// Parses a string starting at its opening quote and leaves `index` after the closing quote.
    mutating func parseString() throws -> String {
        let open = index
        index += 1
        let start = index
        // Fast path: no escapes, no control characters, valid UTF-8.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let string = String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return string
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte < 0x80 {
                index += 1
            } else if let length = validUTF8Length(at: index) {
                index += length
            } else {
                break
            }
        }
        var buffer = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else {
                try fail("this string is never closed; expected '\"' before the end of the file", at: open)
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                try fail("this string is not closed before the end of the line; write a line break as \\n", at: open)
            case 0..<0x20:
                try report("control character U+\(hex(UInt32(byte), digits: 4)) must be escaped inside a string", at: index)
                buffer.append(byte)
                index += 1
            case 0..<0x80:
                buffer.append(byte)
                index += 1
            default:
                if let length = validUTF8Length(at: index) {
                    buffer.append(contentsOf: bytes[index..<(index + length)])
                    index += length
                } else {
                    try report("the byte 0x\(hex(UInt32(byte), digits: 2)) is not valid UTF-8; files must be saved as UTF-8", at: index)
                    buffer.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    index += 1
                }
            }
        }
    }

    mutating func parseEscape(into buffer: inout [UInt8]) throws {
        let escapeStart = index
        index += 1
        guard let byte = current else {
            try fail("this string is never closed; expected '\"' before the end of the file", at: escapeStart)
        }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): buffer.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            guard let unit = readHex4() else {
                try report("\\u must be followed by four hexadecimal digits", at: escapeStart)
                return
            }
            var scalarValue = UInt32(unit)
            if (0xD800..<0xDC00).contains(unit) {
                // A high surrogate must be followed by an escaped low surrogate.
                let save = index
                if current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    if let low = readHex4(), (0xDC00..<0xE000).contains(low) {
                        scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    } else {
                        index = save
                    }
                }
            }
            if let scalar = Unicode.Scalar(scalarValue) {
                buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
            } else {
                try report("\\u\(hex(UInt32(unit), digits: 4)) is half of a surrogate pair; write the whole pair or the character itself", at: escapeStart)
                buffer.append(contentsOf: [0xEF, 0xBF, 0xBD])
            }
        default:
            try report("\\\(describeByte(byte)) is not a JSON escape; use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: escapeStart)
            buffer.append(byte)
        }
    }

    mutating func readHex4() -> UInt16? {
        guard bytes.count - index >= 4 else { return nil }
        var value: UInt16 = 0
        for offset in 0..<4 {
            let byte = bytes[index + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt16(digit)
        }
        index += 4
        return value
    }

    /// The length of the well-formed UTF-8 sequence starting at `position`, or nil if it is not one.
    func validUTF8Length(at position: Int) -> Int? {
        let lead = bytes[position]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard position + length <= bytes.count, secondRange.contains(bytes[position + 1]) else { return nil }
        for next in (position + 2)..<(position + length) where bytes[next] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }

    // MARK: Numbers

    mutating func parseNumber() throws -> JSONNode {
        let start = index
        while let byte = current, isNumberByte(byte) { index += 1 }
        let lexeme = bytes[start..<index]
        let text = String(decoding: lexeme, as: UTF8.self)
        guard isWellFormedNumber(lexeme), let double = Double(text) else {
            try report("\(text) is not a valid JSON number", at: start)
            return JSONNode(.number(JSONNumber(double: .nan, integer: nil)), offset: start)
        }
        if !double.isFinite {
            try report("the number \(text) is too large to represent", at: start)
        }
        let isWhole = !lexeme.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        return JSONNode(.number(JSONNumber(double: double, integer: isWhole ? Int(text) : nil)), offset: start)
    }

    func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default:
            false
        }
    }

    /// `-? (0 | [1-9][0-9]*) (\.[0-9]+)? ([eE][+-]?[0-9]+)?`
    func isWellFormedNumber(_ lexeme: ArraySlice<UInt8>) -> Bool {
        var position = lexeme.startIndex
        let end = lexeme.endIndex
        func isDigit(_ at: Int) -> Bool { at < end && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lexeme[at]) }
        if position < end, lexeme[position] == UInt8(ascii: "-") { position += 1 }
        guard isDigit(position) else { return false }
        if lexeme[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            while isDigit(position) { position += 1 }
        }
        if position < end, lexeme[position] == UInt8(ascii: ".") {
            position += 1
            guard isDigit(position) else { return false }
            while isDigit(position) { position += 1 }
        }
        if position < end, lexeme[position] == UInt8(ascii: "e") || lexeme[position] == UInt8(ascii: "E") {
            position += 1
            if position < end, lexeme[position] == UInt8(ascii: "+") || lexeme[position] == UInt8(ascii: "-") { position += 1 }
            guard isDigit(position) else { return false }
            while isDigit(position) { position += 1 }
        }
        return position == end
    }

    // MARK: Whitespace and comments

    mutating func skipTrivia() throws {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while let next = current, next != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                let open = index
                index += 2
                while true {
                    guard index + 1 < bytes.count else {
                        index = bytes.count
                        try fail("this comment is never closed; expected '*/'", at: open)
                    }
                    if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                        index += 2
                        break
                    }
                    index += 1
                }
            default:
                return
            }
        }
    }

    // MARK: Describing what was found

    func startsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            true
        default:
            false
        }
    }

    func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            true
        default:
            false
        }
    }

    /// Words such as `the string "url"`, `':'`, `the word 'NaN'` or `the end of the file`.
    func describeToken(at position: Int) -> String {
        guard position < bytes.count else { return "the end of the file" }
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") {
            var end = position + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\n"), end - position < 40 {
                end += 1
            }
            let text = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
            let closed = end < bytes.count && bytes[end] == UInt8(ascii: "\"")
            return "the string \"\(text)\(closed ? "" : "…")\""
        }
        if isWordByte(byte) {
            var end = position
            while end < bytes.count, isWordByte(bytes[end]), end - position < 24 { end += 1 }
            return "'\(String(decoding: bytes[position..<end], as: UTF8.self))'"
        }
        if byte >= 0x80 {
            guard let length = validUTF8Length(at: position) else {
                return "the byte 0x\(hex(UInt32(byte), digits: 2)), which is not valid UTF-8"
            }
            return "'\(String(decoding: bytes[position..<(position + length)], as: UTF8.self))'"
        }
        if byte == UInt8(ascii: "'") { return "a single quote (')" }
        return "'\(describeByte(byte))'"
    }

    func describeByte(_ byte: UInt8) -> String {
        if byte < 0x20 || byte == 0x7F { return "U+\(hex(UInt32(byte), digits: 4))" }
        return String(UnicodeScalar(byte))
    }

    func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
