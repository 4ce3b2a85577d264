import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Path configuration format (Turbo/Hotwire Native)")
struct PathConfigurationFormatTests {
    /// The configuration of the Turbo Native toolbar article, as written there: a comment and a
    /// trailing comma included.
    static let article = """
        {
          "rules": [
            {
              "patterns": [
                "/new$",
                "/edit$",
                "/strada-form$"
              ],
              "properties": {
                "presentation": "modal"
              }
            },
            {
              "patterns": [
                "/signin$"
              ],
              "properties": {
                "presentation": "modal",
                "default_toolbar": false
              }
            },
            // ... other rules
          ]
        }
        """

    func load(_ text: String) -> ConfigLoadResult<PathConfiguration> {
        PathConfiguration.load(text: text, name: "path-configuration.json")
    }

    func messages(_ text: String) -> [String] {
        load(text).diagnostics.map { "\($0.line):\($0.column) \($0.severity.rawValue) \($0.pointer) \($0.message)" }
    }

    /// A configuration with one rule whose only pattern is `pattern`, which starts at column 26.
    func messages(pattern: String) throws -> [String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let quoted = try #require(String(data: encoder.encode(pattern), encoding: .utf8))
        return messages(#"{"rules": [{"patterns": [\#(quoted)], "properties": {}}]}"#)
    }

    @Test("the article's configuration loads clean and removes the default toolbar on /signin")
    func article() throws {
        let result = load(Self.article)
        #expect(result.diagnostics.isEmpty)
        let configuration = try #require(result.cleanValue)
        #expect(
            configuration
                == PathConfiguration(rules: [
                    PathRule(patterns: ["/new$", "/edit$", "/strada-form$"], properties: ["presentation": "modal"]),
                    PathRule(patterns: ["/signin$"], properties: ["presentation": "modal", "default_toolbar": false]),
                ]))
        #expect(configuration.rules.map(\.defaultToolbar) == [nil, false])
        #expect(configuration.rules.allSatisfy { $0.patterns.allSatisfy(\.isValid) })
        let root = try #require(JSONParser.parse(SourceText(name: "path-configuration.json", text: Self.article)).root)
        #expect(ConfigKind.detect(root) == .pathConfiguration)
    }

    @Test("settings and properties are kept as written; keyboard_toolbar names a toolbar file")
    func settingsAndProperties() throws {
        let text = """
            {
              "settings": {"screenshots_enabled": true, "tabs": [{"title": "Home", "path": "/"}], "version": 2.5, "x": null},
              "rules": [
                {"patterns": ["/comments/new$"], "properties": {"presentation": "modal", "keyboard_toolbar": "CommentToolbar", "context": "modal"}}
              ]
            }
            """
        let result = load(text)
        #expect(result.diagnostics.isEmpty)
        let configuration = try #require(result.cleanValue)
        #expect(
            configuration.settings == [
                "screenshots_enabled": true, "tabs": [["title": "Home", "path": "/"]], "version": 2.5, "x": nil,
            ])
        let rule = try #require(configuration.rules.first)
        #expect(rule.keyboardToolbar == "CommentToolbar")
        #expect(rule.defaultToolbar == nil)
        #expect(rule.properties["context"] == "modal")
    }

    @Test("a number too large to represent is reported by the parser and kept as null")
    func hugeNumbers() throws {
        let text =
            #"{"settings": {"limit": 1e400}, "rules": [{"patterns": ["/a$"], "properties": {"count": -1e999, "default_toolbar": 1e999}}]}"#
        #expect(
            messages(text) == [
                "1:24 error /settings/limit the number 1e400 is too large to represent",
                "1:88 error /rules/0/properties/count the number -1e999 is too large to represent",
                "1:115 error /rules/0/properties/default_toolbar the number 1e999 is too large to represent",
                "1:115 error /rules/0/properties/default_toolbar \"default_toolbar\" must be true or false, but found a number",
            ])
        let configuration = try #require(load(text).value)
        #expect(configuration.settings == ["limit": nil])
        #expect(configuration.rules.first?.properties == ["count": nil, "default_toolbar": nil])
    }

    @Test("rules are required; each rule needs patterns and properties")
    func requiredFields() {
        #expect(messages(#"{"settings": {}}"#) == ["1:1 error  missing required field \"rules\""])
        #expect(load(#"{"settings": {}}"#).value == nil)
        #expect(
            messages(#"{"rules": [{}, {"patterns": "/new$", "properties": []}, 5]}"#) == [
                "1:12 error /rules/0 missing required field \"patterns\"",
                "1:12 error /rules/0 missing required field \"properties\"",
                "1:29 error /rules/1/patterns expected \"patterns\": a list of regular expressions (a JSON array) but found a string",
                "1:52 error /rules/1/properties expected \"properties\" (a JSON object) but found an array",
                "1:57 error /rules/2 expected a rule (a JSON object) but found a number",
            ])
        #expect(
            messages(#"{"rules": {"patterns": []}}"#) == [
                "1:11 error /rules expected \"rules\": a list of rules (a JSON array) but found an object"
            ])
        #expect(
            messages(#"{"rules": [], "settings": []}"#) == [
                "1:27 error /settings expected \"settings\" (a JSON object) but found an array"
            ])
        #expect(load(#"{"rules": []}"#).cleanValue == PathConfiguration(rules: []))
    }

    @Test("a rule without patterns, or with patterns that are not strings, is an error")
    func patternShapes() {
        #expect(
            messages(#"{"rules": [{"patterns": [], "properties": {}}]}"#) == [
                "1:25 error /rules/0/patterns \"patterns\" is empty; a rule needs at least one pattern to apply to any page"
            ])
        #expect(
            messages(#"{"rules": [{"patterns": ["/a$", 7, null], "properties": {}}]}"#) == [
                "1:33 error /rules/0/patterns/1 a pattern must be a string, but found a number",
                "1:36 error /rules/0/patterns/2 a pattern must be a string, but found null",
            ])
        #expect(
            load(#"{"rules": [{"patterns": ["/a$", 7], "properties": {}}]}"#).value?.rules.first?.patterns == ["/a$"])
    }

    @Test(
        "a pattern that does not compile is an error at the pattern, saying why",
        arguments: [
            ("", #"the pattern is empty; write ".*" to match every path"#),
            (
                "*/edit",
                #"the "*" at character 1 has nothing to repeat; patterns are regular expressions, not wildcards: write ".*" for any text"#
            ),
            (
                "/new|*",
                #"the "*" at character 6 has nothing to repeat; patterns are regular expressions, not wildcards: write ".*" for any text"#
            ),
            ("+/posts", #"the "+" at character 1 has nothing to repeat"#),
            ("/a**", #"the "*" at character 4 follows another repetition"#),
            ("/a{2}{3}", #"the "{3}" at character 6 follows another repetition"#),
            ("/posts/(\\d+", #"the "(" at character 8 is never closed with ")""#),
            ("/edit)$", #"the ")" at character 6 has no matching "(""#),
            ("/[a-z", #"the "[" at character 2 is never closed with "]""#),
            ("/[]", #"the "[" at character 2 is never closed with "]""#),
            ("/[z-a]", #"the range "z-a" in the set at character 2 runs backwards; write the lower character first"#),
            ("/a{3,1}", #"the repetition {3,1} at character 3 runs backwards; write the smaller number first"#),
            (
                "/a{,3}",
                #"the "{" at character 3 does not start a repetition such as {2} or {1,3}; write "\{" for a brace"#
            ),
            ("/a}", #"the "}" at character 3 closes no repetition; write "\}" for a brace"#),
            ("/edit\\", #"the pattern ends with a lone "\"; write "\\" for a backslash"#),
            ("/(a)/\\2", #"the back reference \2 at character 6 refers to group 2, but the pattern has 1 group"#),
            (
                "/(?P<id>\\d+)",
                #""(?P" at character 2 does not start a group NSRegularExpression knows; a named group is written (?<name>…)"#
            ),
            ("/\\p{Foo}", "it is not a valid regular expression in the syntax NSRegularExpression reads"),
            ("/\\x{110000}", "it is not a valid regular expression in the syntax NSRegularExpression reads"),
            ("/\\k<id>", "it is not a valid regular expression in the syntax NSRegularExpression reads"),
            ("/\\p{L}*/(", #"the "(" at character 9 is never closed with ")""#),
        ])
    func invalidPatterns(pattern: String, reason: String) throws {
        #expect(PathPattern(pattern).isValid == false)
        #expect(PathPattern.problem(with: pattern) == reason)
        let result = try messages(pattern: pattern)
        #expect(
            result == [
                "1:26 error /rules/0/patterns/0 \"\(pattern)\" is not a valid regular expression, so the rule never matches through it: \(reason)"
            ])
    }

    @Test(
        "patterns NSRegularExpression accepts are valid",
        arguments: [
            "/new$", "^/posts/\\d+/edit$", ".*", "/a{2}?", "/a*?", "/a++",
            "(?i)/SignIn", "(?<id>\\d+)\\k<id>", "(a)\\1", "[[:alpha:]]", "[a-z&&[^aeiou]]", "[]a]", "\\Q*(\\E",
            "a{2,}", "^*",
            "/posts/[0-9]+(/edit)?$",
        ])
    func validPatterns(pattern: String) throws {
        #expect(PathPattern(pattern).isValid)
        #expect(PathPattern.problem(with: pattern) == nil)
        let result = try messages(pattern: pattern)
        #expect(result.isEmpty)
    }

    @Test("the explanation's rules are never stricter than NSRegularExpression, over thousands of generated patterns")
    func explanationsAgreeWithICU() {
        var generator = SplitMix64(seed: 2024)
        let alphabet = Array(#"()[]{}*+?|\^$.-,:<>=!#aPQEkpx019/"#.unicodeScalars)
        var invalidCount = 0
        for _ in 0..<4000 {
            let length = Int.random(in: 0...8, using: &generator)
            var pattern = String.UnicodeScalarView()
            for _ in 0..<length { pattern.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]) }
            let text = String(pattern)
            let compiles = PathPattern(text).isValid
            // A pattern NSRegularExpression accepts has nothing for the scan to find.
            if compiles {
                #expect(RegularExpressionSyntax.explain(text) == nil, "\(text)")
            } else {
                invalidCount += 1
            }
            #expect((PathPattern.problem(with: text) == nil) == compiles, "\(text)")
        }
        #expect(invalidCount > 1000)
    }

    @Test("an invalid pattern stays in its rule, marked invalid, so the others still match")
    func invalidPatternKept() throws {
        let configuration = try #require(
            load(#"{"rules": [{"patterns": ["*/edit", "/edit$"], "properties": {}}]}"#).value)
        #expect(configuration.rules.first?.patterns.map(\.isValid) == [false, true])
    }

    @Test(
        "default_toolbar must be true or false",
        arguments: [
            (#""false""#, "\"default_toolbar\" must be true or false, but found a string"),
            ("0", "\"default_toolbar\" must be true or false, but found a number"),
            ("null", "\"default_toolbar\" is null; leave the field out to use its default"),
        ])
    func defaultToolbarType(written: String, message: String) throws {
        let text = #"{"rules": [{"patterns": ["/a$"], "properties": {"default_toolbar": \#(written)}}]}"#
        #expect(messages(text) == ["1:68 error /rules/0/properties/default_toolbar \(message)"])
        // Like Turbo's `as? Bool ?? true`, a value that is not a boolean keeps the default toolbar.
        #expect(load(text).value?.rules.first?.defaultToolbar == nil)
    }

    @Test(
        "keyboard_toolbar names a toolbar file in the same folder, without .json",
        arguments: [
            (
                #""Comment.json""#,
                #"1:69 warning /rules/0/properties/keyboard_toolbar write "Comment" without ".json"; the extension is added when the file is looked up"#,
                "Comment"
            ),
            (
                #""""#, "1:69 error /rules/0/properties/keyboard_toolbar the name of a toolbar file must not be empty",
                nil
            ),
            (
                #""toolbars/Comment""#,
                #"1:69 error /rules/0/properties/keyboard_toolbar "toolbars/Comment" must be a file name without a folder, but it contains "/"; files are looked up beside the file that names them"#,
                nil
            ),
            (
                "true",
                "1:69 error /rules/0/properties/keyboard_toolbar expected the name of a toolbar file (a string), but found a boolean",
                nil
            ),
        ] as [(String, String, String?)])
    func keyboardToolbarNames(written: String, message: String, name: String?) {
        let text = #"{"rules": [{"patterns": ["/a$"], "properties": {"keyboard_toolbar": \#(written)}}]}"#
        #expect(messages(text) == [message])
        #expect(load(text).value?.rules.first?.keyboardToolbar == name)
    }

    @Test("default_toolbar: false beside a keyboard_toolbar is a warning: the keyboard toolbar wins")
    func toolbarConflict() {
        let text = """
            {"rules": [
              {"patterns": ["/comments/new$"],
               "properties": {"default_toolbar": false, "keyboard_toolbar": "CommentToolbar"}}
            ]}
            """
        #expect(
            messages(text) == [
                "3:38 warning /rules/0/properties/default_toolbar \"default_toolbar\": false has no effect in a rule that names a \"keyboard_toolbar\"; the keyboard toolbar replaces the default one"
            ])
        #expect(messages(text.replacingOccurrences(of: "false", with: "true")).isEmpty)
    }

    @Test("unknown fields of the file and of a rule are notes; unknown properties belong to the app")
    func unknownFields() {
        let text =
            #"{"rules": [{"patterns": ["/a$"], "properties": {"anything": {"goes": [1]}}, "pattern": "/b$"}], "version": 1}"#
        #expect(
            messages(text) == [
                "1:77 note /rules/0/pattern \"pattern\" is not a field of a rule and is ignored; did you mean \"patterns\"?",
                "1:97 note /version \"version\" is not a field of a path configuration and is ignored",
            ])
    }

    @Test("the references list the toolbar files that rules name, with where they are written")
    func references() throws {
        let text = """
            {"rules": [
              {"patterns": ["/a$"], "properties": {"keyboard_toolbar": "A"}},
              {"patterns": ["/b$"], "properties": {"keyboard_toolbar": "B.json"}},
              {"patterns": ["/c$"], "properties": {"keyboard_toolbar": "x/C"}}
            ]}
            """
        let source = SourceText(name: "path-configuration.json", text: text)
        let root = try #require(JSONParser.parse(source).root)
        let references = PathConfiguration.references(in: root)
        #expect(
            references == [
                FileReference(
                    name: "A", kind: .toolbar,
                    pointer: JSONPointer.root / "rules" / 0 / "properties" / "keyboard_toolbar", offset: 71),
                FileReference(
                    name: "B", kind: .toolbar,
                    pointer: JSONPointer.root / "rules" / 1 / "properties" / "keyboard_toolbar", offset: 137),
            ])
        #expect(references.map { source.lineAndColumn(of: $0.offset).line } == [2, 3])
        #expect(references.map { source.lineAndColumn(of: $0.offset).column } == [60, 60])
    }

    @Test("a configuration encodes back to the same JSON shape; patterns re-check their validity on decoding")
    func codable() throws {
        let configuration = try #require(
            load(
                #"{"settings": {"a": [1, "x", null]}, "rules": [{"patterns": ["/a$", "*"], "properties": {"default_toolbar": false}}]}"#
            ).value)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(configuration)
        #expect(
            String(data: data, encoding: .utf8)
                == #"{"rules":[{"patterns":["\/a$","*"],"properties":{"default_toolbar":false}}],"settings":{"a":[1,"x",null]}}"#
        )
        let decoded = try JSONDecoder().decode(PathConfiguration.self, from: data)
        #expect(decoded == configuration)
        #expect(decoded.rules.first?.patterns.map(\.isValid) == [true, false])
    }
}

@Suite("JSON values")
struct JSONValueTests {
    func value(_ text: String) throws -> JSONValue {
        JSONValue(try #require(JSONParser.parse(SourceText(name: "v.json", text: text)).root))
    }

    @Test("a parsed node becomes a plain value; a repeated key keeps its last value")
    func fromNode() throws {
        #expect(try value(#"{"a": [true, null, -2.5, "é👍🏽"], "b": {}, "a": 1}"#) == ["a": 1, "b": [:]])
        #expect(try value(#"[true, null, -2.5, "é👍🏽", {"k": []}]"#) == [true, nil, -2.5, "é👍🏽", ["k": []]])
        #expect(try value("12").numberValue == 12)
    }

    @Test("a number too large to represent (reported by the parser) becomes null")
    func hugeNumbers() throws {
        #expect(try value("[1e400, -1e400, 1e308]") == [nil, nil, 1e308])
    }

    @Test("values encode as the JSON they stand for and decode back, booleans staying booleans")
    func codable() throws {
        let original: JSONValue = [
            "flag": true, "zero": 0, "one": 1, "list": [false, 1.5, "s", nil], "nested": ["x": "y"],
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(original)
        #expect(
            String(data: data, encoding: .utf8)
                == #"{"flag":true,"list":[false,1.5,"s",null],"nested":{"x":"y"},"one":1,"zero":0}"#)
        #expect(try JSONDecoder().decode(JSONValue.self, from: data) == original)
        #expect(original["list"]?.arrayValue?.first?.boolValue == false)
        #expect(original["nested"]?["x"]?.stringValue == "y")
        #expect(original["missing"] == nil)
        #expect(JSONValue.string("s")["x"] == nil)
    }
}
