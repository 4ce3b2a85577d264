import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Keyboard set format (manifest)")
struct KeyboardSetFormatTests {
    static let example = """
        {
          "name": "english",
          "displayName": "English",
          "locale": "en_US",
          "layouts": ["English", "Markup"],
          "keyboardTypes": {"default": "English", "numberPad": "NumberPad", "decimalPad": "DecimalPad", "email": "English-Email", "url": "English-URL", "webSearch": "English"},
          "toolbar": "Toolbar",
          "snippets": "Snippets",
          "themes": "Themes",
          "pathConfiguration": "PathConfiguration"
        }
        """

    /// The smallest manifest that loads clean, with `extra` members added after `layouts`.
    static func minimal(_ extra: String = "") -> String {
        #"{"name": "x", "layouts": ["A"], "keyboardTypes": {"numberPad": "N", "decimalPad": "D"}\#(extra)}"#
    }

    func load(_ text: String) -> ConfigLoadResult<KeyboardSet> {
        KeyboardSet.load(text: text, name: "english.json")
    }

    func messages(_ text: String) -> [String] {
        load(text).diagnostics.map { "\($0.line):\($0.column) \($0.severity.rawValue) \($0.pointer) \($0.message)" }
    }

    @Test("the example manifest loads clean, and is recognised as a keyboard set by its shape")
    func example() throws {
        let result = load(Self.example)
        #expect(result.diagnostics.isEmpty)
        let set = try #require(result.cleanValue)
        #expect(
            set
                == KeyboardSet(
                    name: "english", displayName: "English", locale: "en_US", layouts: ["English", "Markup"],
                    keyboardTypes: KeyboardTypeLayouts([
                        .default: "English", .numberPad: "NumberPad", .decimalPad: "DecimalPad",
                        .email: "English-Email", .url: "English-URL", .webSearch: "English",
                    ]),
                    toolbar: "Toolbar", snippets: "Snippets", themes: "Themes", pathConfiguration: "PathConfiguration"))
        let root = try #require(JSONParser.parse(SourceText(name: "english.json", text: Self.example)).root)
        #expect(ConfigKind.detect(root) == .keyboardSet)
    }

    @Test("name, layouts and keyboardTypes are required; nothing usable is read without the first two")
    func requiredFields() {
        let result = load("{}")
        #expect(result.value == nil)
        #expect(
            messages("{}") == [
                "1:1 error  missing required field \"name\"",
                "1:1 error  missing required field \"layouts\"",
                "1:1 error  missing required field \"keyboardTypes\"; it must name layouts for \"numberPad\" and \"decimalPad\": App Store review rejects keyboards that do not provide number and decimal pads",
            ])
        #expect(
            messages(#"{"name": "", "layouts": [], "keyboardTypes": {"numberPad": "N", "decimalPad": "D"}}"#) == [
                "1:10 error /name \"name\" must not be empty",
                "1:25 error /layouts \"layouts\" must name at least one layout; the first is the one shown by default",
            ])
        #expect(messages("[]") == ["1:1 error  expected a keyboard set (a JSON object) but found an array"])
    }

    @Test(
        "a set without a number pad or a decimal pad is an error, because App Store review rejects it",
        arguments: [("numberPad", "decimalPad"), ("decimalPad", "numberPad")])
    func requiredPads(present: String, missing: String) throws {
        let text = """
            {
              "name": "x",
              "layouts": ["A"],
              "keyboardTypes": {"\(present)": "Pad"}
            }
            """
        #expect(
            messages(text) == [
                "4:20 error /keyboardTypes \"keyboardTypes\" has no layout for \"\(missing)\"; App Store review rejects keyboards that do not provide number and decimal pads"
            ])
        // The rest of the set is still read, so that tools can show it.
        let set = try #require(load(text).value)
        #expect(set.keyboardTypes.missingRequiredTypes == [FieldKeyboardType(rawValue: missing)])
        #expect(messages(#"{"name": "x", "layouts": ["A"], "keyboardTypes": {}}"#).count == 2)
    }

    @Test(
        "an unknown keyboard type is an error at its key, suggesting the Keysmith name",
        arguments: [
            ("numberpad", " (did you mean \"numberPad\"?)"),
            ("emailAddress", " (did you mean \"email\"?)"),
            ("URL", " (did you mean \"url\"?)"),
            ("webSerch", " (did you mean \"webSearch\"?)"),
            ("keypad", ""),
        ])
    func unknownKeyboardType(name: String, suggestion: String) {
        let text =
            #"{"name": "x", "layouts": ["A"], "keyboardTypes": {"numberPad": "N", "decimalPad": "D", "\#(name)": "A"}}"#
        let valid =
            "\"default\", \"asciiCapable\", \"numbersAndPunctuation\", \"url\", \"numberPad\", \"phonePad\", \"namePhonePad\", \"email\", \"decimalPad\", \"twitter\", \"webSearch\" or \"asciiCapableNumberPad\""
        #expect(
            messages(text) == [
                "1:88 error /keyboardTypes/\(name) a keyboard type must be one of \(valid), but found \"\(name)\"\(suggestion)"
            ])
    }

    @Test("every UIKeyboardType has a keyboard type, and an unmapped type falls back to a mapped one")
    func fallbacks() throws {
        #expect(FieldKeyboardType.allCases.count == 12)
        #expect(FieldKeyboardType.allCases.map(\.uiKitName).contains("emailAddress"))
        let set = try #require(
            load(
                #"{"name": "x", "layouts": ["Main", "Other"], "keyboardTypes": {"numberPad": "Digits", "decimalPad": "Decimal", "url": "Web"}}"#
            ).cleanValue)
        #expect(set.layout(for: .default) == "Main")
        #expect(set.layout(for: .email) == "Main")
        #expect(set.layout(for: .url) == "Web")
        #expect(set.layout(for: .phonePad) == "Digits")
        #expect(set.layout(for: .asciiCapableNumberPad) == "Digits")
        #expect(set.layout(for: .decimalPad) == "Decimal")
        let mappedDefault = try #require(
            load(Self.minimal().replacingOccurrences(of: "{\"numberPad\"", with: "{\"default\": \"Z\", \"numberPad\""))
                .cleanValue)
        #expect(mappedDefault.layout(for: .twitter) == "Z")
        #expect(KeyboardSet(name: "x", layouts: [], keyboardTypes: KeyboardTypeLayouts()).layout(for: .default) == nil)
    }

    @Test("a repeated layout is cycled through once")
    func duplicateLayouts() throws {
        let text = """
            {"name": "x",
             "layouts": ["A", "B", "A", "A"],
             "keyboardTypes": {"numberPad": "N", "decimalPad": "D"}}
            """
        #expect(
            messages(text) == [
                "2:24 warning /layouts/2 \"A\" is already listed at /layouts/0; it is cycled through once",
                "2:29 warning /layouts/3 \"A\" is already listed at /layouts/0; it is cycled through once",
            ])
        #expect(load(text).value?.layouts == ["A", "B"])
    }

    @Test("file names are names in the manifest's folder, without a folder and without .json")
    func fileNames() throws {
        #expect(
            messages(
                Self.minimal(
                    #", "toolbar": "Toolbar.json", "themes": "../Themes", "snippets": "a\\b", "pathConfiguration": 7"#))
                == [
                    #"1:100 warning /toolbar write "Toolbar" without ".json"; the extension is added when the file is looked up"#,
                    #"1:151 error /snippets "a\b" must be a file name without a folder, but it contains "\"; files are looked up beside the file that names them"#,
                    #"1:126 error /themes "../Themes" must be a file name without a folder, but it contains "/"; files are looked up beside the file that names them"#,
                    "1:180 error /pathConfiguration expected the name of a path configuration file (a string), but found a number",
                ])
        #expect(load(Self.minimal(#", "toolbar": "Toolbar.JSON""#)).value?.toolbar == "Toolbar")
        #expect(
            messages(
                #"{"name": "x", "layouts": ["", ".json", null], "keyboardTypes": {"numberPad": "N", "decimalPad": "D"}}"#
            ) == [
                "1:27 error /layouts/0 the name of a keyboard layout file must not be empty",
                "1:31 error /layouts/1 the name of a keyboard layout file must not be empty",
                "1:40 error /layouts/2 expected the name of a keyboard layout file (a string), but found null",
            ])
        #expect(
            load(#"{"name": "x", "layouts": [""], "keyboardTypes": {"numberPad": "N", "decimalPad": "D"}}"#).value
                == nil)
    }

    @Test("wrong types, huge numbers and a questionable locale")
    func wrongTypes() {
        #expect(
            messages(#"{"name": 1e400, "layouts": "English", "keyboardTypes": ["numberPad"]}"#) == [
                "1:10 error /name the number 1e400 is too large to represent",
                "1:10 error /name \"name\" must be a string, but found a number",
                "1:28 error /layouts expected \"layouts\": the names of the layouts to cycle through (a JSON array) but found a string",
                "1:56 error /keyboardTypes expected \"keyboardTypes\": layout names by keyboard type (a JSON object) but found an array",
            ])
        #expect(
            messages(Self.minimal(#", "locale": "English""#)) == [
                "1:99 warning /locale \"English\" does not look like a locale identifier such as \"en_US\" or \"pt-BR\""
            ])
        for locale in ["en", "chr", "en_US", "zh-Hans-CN", "es_419"] {
            #expect(messages(Self.minimal(#", "locale": "\#(locale)""#)).isEmpty, "\(locale)")
        }
        #expect(
            messages(Self.minimal(#", "displayName": null"#)) == [
                "1:104 error /displayName \"displayName\" is null; leave the field out to use its default"
            ])
    }

    @Test("unknown fields are notes, with a suggestion for a likely typo")
    func unknownFields() {
        #expect(
            messages(Self.minimal(#", "dispalyName": "English", "author": "me""#)) == [
                "1:89 note /dispalyName \"dispalyName\" is not a field of a keyboard set and is ignored; did you mean \"displayName\"?",
                "1:115 note /author \"author\" is not a field of a keyboard set and is ignored",
            ])
        #expect(load(Self.minimal(#", "author": "me""#)).cleanValue != nil)
    }

    @Test("the references list every usable file name with the place it is written")
    func references() throws {
        let text = """
            {
              "name": "english",
              "layouts": ["English", "Markup.json", "A/B"],
              "keyboardTypes": {"numberPad": "NumberPad", "decimalPad": "DecimalPad", "default": "English"},
              "toolbar": "Toolbar",
              "pathConfiguration": ""
            }
            """
        let source = SourceText(name: "english.json", text: text)
        let root = try #require(JSONParser.parse(source).root)
        let references = KeyboardSet.references(in: root)
        #expect(references.map(\.name) == ["English", "Markup", "NumberPad", "DecimalPad", "English", "Toolbar"])
        #expect(
            references.map(\.kind) == [
                .keyboardLayout, .keyboardLayout, .keyboardLayout, .keyboardLayout, .keyboardLayout, .toolbar,
            ])
        #expect(
            references.map(\.pointer.description) == [
                "/layouts/0", "/layouts/1", "/keyboardTypes/numberPad", "/keyboardTypes/decimalPad",
                "/keyboardTypes/default", "/toolbar",
            ])
        let positions = references.map { source.lineAndColumn(of: $0.offset) }
        #expect(positions.map(\.line) == [3, 3, 4, 4, 4, 5])
        #expect(positions.map(\.column) == [15, 26, 34, 61, 86, 14])
        #expect(references[1].fileName == "Markup.json")

        // The same list comes out of reading, beside the diagnostics.
        var reader = ConfigReader(source: source)
        var fromReading: [FileReference] = []
        _ = KeyboardSet.read(root, with: &reader, references: &fromReading)
        #expect(fromReading == references)
        #expect(reader.diagnostics.map(\.pointer) == ["/layouts/1", "/layouts/2", "/pathConfiguration"])
    }

    @Test("a set encodes keyboard types as an object keyed by their names, and decodes back")
    func codable() throws {
        let set = try #require(load(Self.example).cleanValue)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(set)
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(
            text.contains(
                #""keyboardTypes":{"decimalPad":"DecimalPad","default":"English","email":"English-Email","numberPad":"NumberPad","url":"English-URL","webSearch":"English"}"#
            ))
        #expect(try JSONDecoder().decode(KeyboardSet.self, from: data) == set)
        let bad = Data(#"{"name":"x","layouts":["A"],"keyboardTypes":{"keypad":"A"}}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(KeyboardSet.self, from: bad) }
    }
}
