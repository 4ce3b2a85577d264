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
        var parser = JSONDocumentParser(source: source)
        let root = parser.parseDocument()
        return JSONParseResult(root: root, diagnostics: parser.diagnostics)
    }
}

/// Thrown inside the parser when it cannot go on; the problem itself is already in `diagnostics`.
private struct Unrecoverable: Error {}

/// The parser at work on one file: where it is, the path to the value it reads, and the problems
/// found so far. Its steps are split by what they read: values here, strings, numbers, trivia, and
/// the descriptions of what was found that go into messages.
struct JSONDocumentParser {
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
            diagnostics.append(
                source.diagnostic(
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
                try fail(
                    "expected the end of the file after the JSON value, but found \(describeToken(at: index))",
                    at: index)
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
                try report(
                    "expected ',' or ']' after an array element, but found \(describeToken(at: index)); is a comma missing?",
                    at: index)
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
                let hint =
                    current.map(isWordByte) == true || current == UInt8(ascii: "'")
                    ? "; keys must be written in double quotes" : ""
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
                try report(
                    "expected ',' or '}' after the value of \"\(key)\", but found \(describeToken(at: index)); is a comma missing?",
                    at: index)
            default:
                try fail(
                    "expected ',' or '}' after the value of \"\(key)\", but found \(describeToken(at: index))",
                    at: index)
            }
        }
    }

    mutating func reportDuplicateKeys(_ members: [JSONMember]) throws {
        guard members.count > 1 else { return }
        var seen = Set<String>(minimumCapacity: members.count)
        for member in members where !seen.insert(member.key).inserted {
            path.append(.key(member.key))
            try report(
                "the key \"\(member.key)\" appears more than once in this object; the last value is used",
                at: member.keyOffset, severity: .warning)
            path.removeLast()
        }
    }
}
