import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("JSON parser")
struct JSONParserTests {
    func parse(_ text: String) -> JSONParseResult {
        JSONParser.parse(SourceText(name: "test.json", text: text))
    }

    func parse(bytes: [UInt8]) -> JSONParseResult {
        JSONParser.parse(SourceText(name: "test.json", bytes: bytes))
    }

    @Test("reads every JSON value type with offsets")
    func valueTypes() throws {
        let result = parse(#"{"a": [1, -2.5e2, "x\n\u00e9\ud83d\udc4d", true, false, null]}"#)
        #expect(result.diagnostics.isEmpty)
        let array = try #require(result.root?["a"]?.arrayValue)
        #expect(array.count == 6)
        #expect(array[0].value == .number(JSONNumber(double: 1, integer: 1)))
        #expect(array[1].value == .number(JSONNumber(double: -250, integer: nil)))
        #expect(array[2].stringValue == "x\né👍")
        #expect(array[3].value == .bool(true))
        #expect(array[5].value == .null)
        #expect(array[0].offset == 7)
    }

    @Test("accepts comments, trailing commas and a byte-order mark")
    func lenientSyntax() {
        let text = """
            // a toolbar
            [ /* first */ {"order": 1,}, {"order": 2}, ]
            """
        let result = parse(bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8))
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?.arrayValue?.count == 2)
    }

    @Test("accepts a trailing comma after the document's only value")
    func trailingCommaAfterDocument() {
        let result = parse("{\"order\": 1},\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?["order"] != nil)
    }

    @Test("a missing comma between members is reported where the next key starts, and parsing goes on")
    func missingCommaRecovery() throws {
        let result = parse("{\n  \"a\": 1\n  \"b\": 2,\n  \"c\": tru\n}")
        #expect(result.root == nil)
        #expect(result.diagnostics.count == 2)
        let first = try #require(result.diagnostics.first)
        #expect((first.line, first.column) == (3, 3))
        #expect(first.message.contains("expected ',' or '}' after the value of \"a\", but found the string \"b\""))
        #expect(result.diagnostics[1].line == 4)
        #expect(result.diagnostics[1].message == "expected a value but found 'tru'")
    }

    @Test("a missing comma between array elements is recovered")
    func missingCommaInArray() {
        let result = parse("[1 2, 3]")
        #expect(result.root?.arrayValue?.count == 3)
        #expect(result.diagnostics.map(\.column) == [4])
        #expect(result.diagnostics.first?.pointer == "")
    }

    @Test("reports the pointer of the value being read when the syntax breaks")
    func syntaxErrorPointer() {
        let result = parse(#"[[{"text": "a"}, {"text" "b"}]]"#)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.pointer == "/0/1")
        #expect(result.diagnostics.first?.message == "expected ':' after the key \"text\", but found the string \"b\"")
    }

    @Test(
        "describes what it found",
        arguments: [
            ("", "the file is empty; expected a JSON value"),
            ("[", "expected a value but reached the end of the file"),
            (
                "{'a': 1}",
                "expected a key in double quotes, but found a single quote ('); keys must be written in double quotes"
            ),
            ("{a: 1}", "expected a key in double quotes, but found 'a'; keys must be written in double quotes"),
            ("[NaN]", "expected a value but found 'NaN'"),
            ("[1] [2]", "expected the end of the file after the JSON value, but found '['"),
            ("\"abc", "this string is never closed; expected '\"' before the end of the file"),
            ("\"abc\ndef\"", "this string is not closed before the end of the line; write a line break as \\n"),
            ("/* never closed", "this comment is never closed; expected '*/'"),
            ("[01]", "01 is not a valid JSON number"),
            ("[1.]", "1. is not a valid JSON number"),
        ])
    func messages(text: String, message: String) {
        let result = parse(text)
        #expect(result.diagnostics.first?.message == message)
        #expect(result.diagnostics.first?.severity == .error)
    }

    @Test("columns count characters, not bytes")
    func unicodeColumns() {
        let result = parse("[\"ɝ👍🏽\" \"x\"]")
        #expect(result.diagnostics.first?.column == 8)
    }

    @Test("invalid UTF-8 inside a string is reported and replaced; the rest is still read")
    func invalidUTF8() throws {
        let bytes: [UInt8] = Array("[\"a".utf8) + [0xFF] + Array("b\", \"c".utf8) + [0xC3] + Array("\"]".utf8)
        let result = parse(bytes: bytes)
        #expect(result.diagnostics.count == 2)
        #expect(result.diagnostics[0].message == "the byte 0xFF is not valid UTF-8; files must be saved as UTF-8")
        #expect(result.diagnostics[0].column == 4)
        let strings = try #require(result.root?.arrayValue).map(\.stringValue)
        #expect(strings == ["a\u{FFFD}b", "c\u{FFFD}"])
    }

    @Test("invalid UTF-8 outside a string is named")
    func invalidUTF8OutsideString() {
        let result = parse(bytes: [UInt8(ascii: "["), 0xFE, UInt8(ascii: "]")])
        #expect(
            result.diagnostics.first?.message == "expected a value but found the byte 0xFE, which is not valid UTF-8")
    }

    @Test("bad escapes and raw control characters are reported and kept")
    func escapes() {
        let result = parse("[\"a\\qb\", \"tab\there\", \"\\ud800x\"]")
        #expect(result.diagnostics.map(\.column) == [4, 14, 23])
        #expect(result.root?.arrayValue?.count == 3)
    }

    @Test("huge numbers are reported, and huge integers still parse as doubles")
    func hugeNumbers() throws {
        let result = parse("[1e400, 123456789012345678901234567890]")
        #expect(result.diagnostics.map(\.message) == ["the number 1e400 is too large to represent"])
        let big = try #require(result.root?.arrayValue?[1])
        guard case .number(let number) = big.value else { Issue.record("not a number"); return }
        #expect(number.integer == nil)
        #expect(number.double > 1e29)
    }

    @Test("deep nesting is refused, not overflowed")
    func deepNesting() {
        let depth = 100_000
        let result = parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(result.root == nil)
        #expect(result.diagnostics.first?.message == "arrays and objects are nested more than 256 levels deep")
        #expect(parse(String(repeating: "[", count: 200) + String(repeating: "]", count: 200)).diagnostics.isEmpty)
    }

    @Test("repeated keys are a warning and the last value wins")
    func duplicateKeys() {
        let result = parse(#"{"a": 1, "b": 2, "a": 3}"#)
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.diagnostics.first?.pointer == "/a")
        #expect(result.root?["a"]?.value == .number(JSONNumber(double: 3, integer: 3)))
    }

    @Test("stops listing after too many problems")
    func diagnosticLimit() {
        let result = parse("[" + String(repeating: "1 ", count: 1000) + "]")
        #expect(result.diagnostics.count == JSONParser.maximumDiagnostics + 1)
        #expect(result.diagnostics.last?.message.hasPrefix("too many problems") == true)
    }

    @Test("a 10 MB file parses")
    func largeFile() {
        let row = #"[{"text":"q","modifiers":["q","ǫ"]},{"text":"w","width":1.5}],"#
        var text = "["
        text.reserveCapacity(10_500_000)
        while text.utf8.count < 10_000_000 { text += row }
        text += "[]]"
        let result = parse(text)
        #expect(result.diagnostics.isEmpty)
        #expect((result.root?.arrayValue?.count ?? 0) > 100_000)
    }
}
