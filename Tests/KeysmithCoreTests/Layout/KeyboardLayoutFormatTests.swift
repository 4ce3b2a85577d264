import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Keyboard layout format (JACKeyboard)")
struct KeyboardLayoutFormatTests: LayoutFormatTesting {
    // MARK: Real JACKeyboard files

    @Test(
        "all 38 real JACKeyboard files are read; only IPA-Vowels2.json is broken, and only 3 other problems are found")
    func realFiles() throws {
        let files = TestFiles.jsonFiles(in: TestFiles.jackeyboard)
        try #require(files.count == 38, "the JACKeyboard fixtures are missing from \(TestFiles.jackeyboard.path)")

        var layouts: [String: KeyboardLayout] = [:]
        var broken: [String: [Diagnostic]] = [:]
        var otherProblems: [String] = []
        for url in files {
            let path = relativePath(url)
            let result = KeyboardLayout.load(contentsOf: url, displayName: path)
            if result.diagnostics.containsErrors {
                broken[path] = result.diagnostics
            } else {
                let layout = try #require(result.value)
                layouts[path] = layout
            }
            otherProblems += result.diagnostics.filter { $0.severity != .error }.map {
                "\($0.file):\($0.line):\($0.column) \($0.severity.rawValue) \($0.message)"
            }
        }

        #expect(layouts.count == 37)
        #expect(Array(broken.keys) == ["International Phonetic Alphabet (narrow)/IPA-Vowels2.json"])
        let firstError = try #require(broken.values.first?.first { $0.severity == .error })
        #expect((firstError.line, firstError.column) == (12, 10))
        #expect(firstError.message == "expected ',' or ']' after an array element, but found ':'")

        #expect(
            otherProblems == [
                "International Phonetic Alphabet (narrow)/IPA-Vowels.json:118:19 warning \"keyboardName\" is used only by switchKeyboard keys; this spacebar key ignores it (did you mean \"keyboardDisplayName\"?)",
                "Markdown/Markdown~iPad.json:152:20 warning \"keyboardName\" is used only by switchKeyboard keys; this textEntry key ignores it",
                "Objective-C/ObjC-Numeric.json:131:4 note \"widthIfMutlipleKeyboards\" is read as \"widthIfMultipleKeyboards\"; correct the spelling",
            ])

        // Counted in the files independently of this reader.
        let keys = layouts.values.flatMap { $0.rows.joined() }
        #expect(keys.count == 1275)
        #expect(keys.count { $0.hasHomerowIndicator } == 8)
        #expect(keys.count { $0.widthIfMultipleKeyboards != nil } == 57)
        #expect(keys.count { $0.type == .switchKeyboard } == 144)
        #expect(keys.count { $0.type == .return } == 35)
        #expect(layouts["Objective-C/ObjC-Numeric.json"]?.rows[3][1].widthIfMultipleKeyboards == 1.25)
        #expect(layouts["Morse Code/MorseCode.json"]?.rows[0].map(\.textSize) == [nil, 50, 50, 14])
    }

    @Test("English (QWERTY)/English.json, trailing comma included, decodes key by key")
    func englishQWERTY() throws {
        let url = TestFiles.jackeyboard.appendingPathComponent("English (QWERTY)/English.json")
        let result = KeyboardLayout.load(contentsOf: url)
        #expect(result.diagnostics.isEmpty)
        let layout = try #require(result.value)
        #expect(layout.isBareArray)
        #expect(layout.rows.map(\.count) == [10, 11, 11, 4])

        #expect(layout.rows[0][2] == Key(text: "E", modifiers: ["E", "È", "É", "Ê", "Ë", "Ē", "Ė", "Ę"]))
        #expect(layout.rows[1][0] == Key(style: .blankSpace, width: 0.5))
        #expect(
            layout.rows[2][0]
                == Key(
                    style: .shift, type: .shift, width: 1.32, image: "Shift", selectedImage: "ShiftSelected"))

        let numbers = layout.rows[3][0]
        #expect(
            numbers
                == Key(
                    text: ".?123", style: .dark, type: .switchKeyboard, width: 2.5, keyboardName: "English-Numeric",
                    widthIfMultipleKeyboards: 1.25, textIfMultipleKeyboards: "123"))
        #expect(numbers.width(hasMultipleKeyboards: false) == 2.5)
        #expect(numbers.width(hasMultipleKeyboards: true) == 1.25)
        #expect(numbers.text(hasMultipleKeyboards: true) == "123")

        let globe = layout.rows[3][1]
        #expect(
            globe == Key(style: .dark, type: .switchKeyboard, width: 0, image: "Globe", widthIfMultipleKeyboards: 1.25))
        #expect(globe.width(hasMultipleKeyboards: false) == 0)
        #expect(globe.isEverShown)
        #expect(globe.imageWhenSelected == "Globe")

        #expect(
            layout.rows[3][2]
                == Key(
                    text: "space", style: .spacebar, type: .spacebar, width: 5, keyboardDisplayName: "English"))
        #expect(layout.rows[3][3] == Key(text: "return", style: .blue, type: .return, width: 2.5))
    }

    // MARK: Shape of the file

    @Test("a layout needs rows of keys")
    func fileShape() {
        #expect(messages("[]") == ["1:1 error  expected at least one row of keys, but the layout has none"])
        #expect(load("[]").value == nil)
        #expect(
            messages(#"{"rows": []}"#) == [
                "1:10 error /rows expected at least one row of keys, but the layout has none"
            ])
        #expect(messages("{}") == ["1:1 error  missing required field \"rows\"; it holds the rows of keys"])
        #expect(
            messages(#"{"rows": {}}"#) == [
                "1:10 error /rows \"rows\" must be an array of rows of keys, but found an object"
            ])
        #expect(
            messages(#""QWERTY""#) == [
                "1:1 error  expected a keyboard layout: an array of rows of keys, or an object with \"rows\", but found a string"
            ])
        #expect(
            messages(#"[{"text": "Q"}, {"text": "W"}]"#) == [
                "1:2 error /0 expected a row of keys (a JSON array) but found an object; a layout is an array of rows, and each row is an array of keys",
                "1:17 error /1 expected a row of keys (a JSON array) but found an object; a layout is an array of rows, and each row is an array of keys",
            ])
        #expect(
            messages(#"[[1, "Q", null]]"#) == [
                "1:3 error /0/0 expected a key (a JSON object) but found a number",
                "1:6 error /0/1 expected a key (a JSON object) but found a string",
                "1:11 error /0/2 expected a key (a JSON object) but found null",
            ])
    }

    @Test("an empty row is a warning and stays in the layout")
    func emptyRow() {
        #expect(
            messages(#"[[{"text": "Q"}], []]"#) == [
                "1:19 warning /1 expected at least one key in this row, but it is empty"
            ])
        #expect(load(#"[[{"text": "Q"}], []]"#).value?.rows == [[Key(text: "Q")], []])
    }

    @Test("deep nesting is refused by the parser, and a row nested one level too deep is reported")
    func deepNesting() throws {
        let deep = load(String(repeating: "[", count: 300) + String(repeating: "]", count: 300))
        #expect(deep.value == nil)
        let error = try #require(deep.diagnostics.first)
        #expect(error.message == "arrays and objects are nested more than 256 levels deep")
        #expect((error.line, error.column) == (1, 257))
        #expect(
            messages(#"[[[{"text": "a"}]]]"#) == ["1:3 error /0/0 expected a key (a JSON object) but found an array"])
    }

    @Test("one run lists every problem of the file, and the usable rows are kept")
    func allProblemsInOneRun() {
        let text = """
            [
              [{"text": "Q", "width": -1}, {"style": "darke"}],
              "row",
              [{"type": "snippet"}, {"text": "A", "widht": 2}]
            ]
            """
        let result = messages(text)
        #expect(result.count == 5)
        #expect(
            result[0]
                == "2:27 error /0/0/width \"width\" must be between 0 and 100 (relative to the other keys of the row; 0 hides the key), but found -1"
        )
        #expect(result[1].hasPrefix("2:42 error /0/1/style \"style\" must be one of \"light\", \"dark\""))
        #expect(result[1].hasSuffix("but found \"darke\" (did you mean \"dark\"?)"))
        #expect(result[2] == "3:3 error /1 expected a row of keys (a JSON array) but found a string")
        #expect(
            result[3]
                == "4:4 error /2/0 a snippet key needs \"snippet\" (the name of a snippet) or \"inputText\" (its template), but this key has neither"
        )
        #expect(
            result[4]
                == "4:39 note /2/1/widht \"widht\" is not a field of a key and is ignored; did you mean \"width\"?")
        #expect(load(text).value?.rows.map(\.count) == [2, 2])
        #expect(load(text).value?.rows[0][0].width == 1)
    }

    // MARK: Object form

    @Test("the object form adds a name, a display name and a locale")
    func objectForm() throws {
        let text =
            #"{"$schema": "https://keysmith.dev/schemas/keyboard-layout.schema.json", "name": "Cherokee", "displayName": "ᏣᎳᎩ", "locale": "chr", "rows": [[{"text": "Ꭰ"}]]}"#
        let result = load(text)
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.value
                == KeyboardLayout(name: "Cherokee", displayName: "ᏣᎳᎩ", locale: "chr", rows: [[Key(text: "Ꭰ")]]))
        #expect(result.value?.isBareArray == false)
        let root = try #require(JSONParser.parse(SourceText(name: "x", text: text)).root)
        #expect(ConfigKind.detect(root) == .keyboardLayout)

        #expect(
            messages(#"{"name": "Cherokee", "locale": "chr", "author": "me", "rows": [[{"text": "A"}]]}"#) == [
                "1:39 note /author \"author\" is not a field of a keyboard layout and is ignored"
            ])
        #expect(
            messages(#"{"name": "Greek.json", "rows": [[{"text": "α"}]]}"#) == [
                "1:10 warning /name write keyboard names without the .json extension: \"Greek\" rather than \"Greek.json\""
            ])
        #expect(
            messages(#"{"displayName": 3, "rows": [[{"text": "A"}]]}"#) == [
                "1:17 error /displayName \"displayName\" must be a string, but found a number"
            ])
    }

    @Test("a locale is a language tag", arguments: ["en", "chr", "fr-CA", "en_US", "zh-Hant-TW", "sr-Latn"])
    func validLocale(locale: String) {
        #expect(messages(#"{"locale": "\#(locale)", "rows": [[{"text": "A"}]]}"#).isEmpty)
    }

    @Test("anything else in locale is a warning", arguments: ["English", "e", "en-", "fr CA", "12"])
    func invalidLocale(locale: String) {
        #expect(
            messages(#"{"locale": "\#(locale)", "rows": [[{"text": "A"}]]}"#) == [
                "1:12 warning /locale \"locale\" should be a language tag such as \"en\", \"fr-CA\" or \"sr-Latn\", but found \"\(locale)\""
            ])
    }

    // MARK: References to other files

    @Test("references list the layouts, images and snippets a file names, with where they are")
    func references() throws {
        let text = """
            {
              "rows": [
                [{"type": "switchKeyboard", "keyboardName": "Numeric", "image": "Globe", "selectedImage": "Globe"}],
                [{"type": "snippet", "snippet": "bold"}, {"keyboardName": 3, "image": ""}]
              ]
            }
            """
        let source = SourceText(name: "layout.json", text: text)
        let root = try #require(JSONParser.parse(source).root)
        let found = KeyboardLayout.references(in: root).map { reference in
            let (line, column) = source.lineAndColumn(of: reference.offset)
            return "\(reference.kind.rawValue) \(reference.name) \(reference.pointer) \(line):\(column)"
        }
        #expect(
            found == [
                "keyboard Numeric /rows/0/0/keyboardName 3:49",
                "image Globe /rows/0/0/image 3:69",
                "image Globe /rows/0/0/selectedImage 3:95",
                "snippet bold /rows/1/0/snippet 4:37",
            ])

        let bare = try #require(
            JSONParser.parse(
                SourceText(
                    name: "x", text: #"[[{"type": "switchKeyboard", "keyboardName": "A", "keyboardName": "B"}]]"#)
            ).root)
        #expect(
            KeyboardLayout.references(in: bare) == [
                KeyboardLayout.Reference(
                    kind: .keyboard, name: "B", pointer: [.index(0), .index(0), .key("keyboardName")], offset: 66)
            ])
        // Names a key's type ignores are not references: a spacebar's keyboardName, a text key's snippet.
        let ignored = try #require(
            JSONParser.parse(
                SourceText(
                    name: "x", text: #"[[{"type": "spacebar", "keyboardName": "English"}, {"snippet": "bold"}]]"#)
            ).root)
        #expect(KeyboardLayout.references(in: ignored).isEmpty)
        #expect(KeyboardLayout.references(in: JSONNode(.string("x"), offset: 0)).isEmpty)
    }

    // MARK: Encoding

    @Test("a key encodes only what differs from the defaults")
    func keyEncoding() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(String(decoding: try encoder.encode(Key(text: "Q")), as: UTF8.self) == #"{"text":"Q"}"#)
        #expect(
            String(
                decoding: try encoder.encode(Key(style: .dark, type: .delete, width: 1.5, hasHomerowIndicator: true)),
                as: UTF8.self)
                == #"{"hasHomerowIndicator":true,"style":"dark","type":"delete","width":1.5}"#)
    }

    @Test("a layout encodes in the form it was read in, and reads back the same")
    func layoutRoundTrip() throws {
        let url = TestFiles.jackeyboard.appendingPathComponent("English (QWERTY)/English~iPad.json")
        let english = try #require(KeyboardLayout.load(contentsOf: url).cleanValue)
        let encoded = String(decoding: try JSONEncoder().encode(english), as: UTF8.self)
        #expect(encoded.hasPrefix("[["))
        #expect(try JSONDecoder().decode(KeyboardLayout.self, from: Data(encoded.utf8)) == english)
        let reread = KeyboardLayout.load(text: encoded)
        #expect(reread.diagnostics.isEmpty)
        #expect(reread.value == english)

        let named = KeyboardLayout(name: "Numbers", locale: "en", rows: [[Key(text: "1")]])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let namedJSON = String(decoding: try encoder.encode(named), as: UTF8.self)
        #expect(namedJSON == #"{"locale":"en","name":"Numbers","rows":[[{"text":"1"}]]}"#)
        #expect(KeyboardLayout.load(text: namedJSON).value == named)
    }
}
