import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Keyboard layout format (JACKeyboard): keys")
struct KeyFormatTests: LayoutFormatTesting {
    // MARK: Key fields

    @Test("defaults: light textEntry key of width 1, and the fields are optional")
    func defaults() throws {
        let key = try #require(onlyKey(#"{"text": "Q"}"#))
        #expect(key == Key(text: "Q"))
        #expect(
            (key.style, key.type, key.width, key.modifiers, key.hasHomerowIndicator) == (
                .light, .textEntry, 1, [], false
            ))
        #expect(key.image == nil && key.selectedImage == nil && key.keyboardName == nil && key.inputText == nil)
    }

    @Test("every field is read")
    func everyField() {
        let text = """
            [[{"text": "n", "style": "lightWithGrayText", "type": "textEntry", "modifiers": ["ñ", "ń"], "width": 1.5,
               "image": "N", "selectedImage": "NSelected", "keyboardDisplayName": "Spanish", "font": "Georgia",
               "hasHomerowIndicator": 1, "shiftText": "N", "inputText": "n", "textSize": 20,
               "widthIfMultipleKeyboards": 1.25, "textIfMultipleKeyboards": "ñ", "accessibilityLabel": "letter n"}]]
            """
        let result = load(text)
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.value?.rows == [
                [
                    Key(
                        text: "n", style: .lightWithGrayText, type: .textEntry, modifiers: ["ñ", "ń"], width: 1.5,
                        image: "N",
                        selectedImage: "NSelected", keyboardDisplayName: "Spanish", font: "Georgia",
                        hasHomerowIndicator: true,
                        shiftText: "N", inputText: "n", textSize: 20, widthIfMultipleKeyboards: 1.25,
                        textIfMultipleKeyboards: "ñ", accessibilityLabel: "letter n")
                ]
            ])
    }

    @Test("wrong types are errors at the value, and the field falls back to its default")
    func wrongTypes() throws {
        let text = #"[[{"text": 5, "width": "2", "style": 1, "hasHomerowIndicator": 2}]]"#
        #expect(
            messages(text) == [
                "1:12 error /0/0/text \"text\" must be a string, but found a number",
                "1:24 error /0/0/width \"width\" must be a number, but found a string",
                "1:38 error /0/0/style \"style\" must be one of \"light\", \"dark\", \"blue\", \"spacebar\", \"blankSpace\", \"shift\" or \"lightWithGrayText\", but found a number",
                "1:64 error /0/0/hasHomerowIndicator \"hasHomerowIndicator\" must be true, false, 1 or 0, but found 2",
            ])
        #expect(load(text).value?.rows == [[Key()]])
        #expect(
            messages(#"[[{"text": "A", "modifiers": "ÀÁ"}]]"#) == [
                "1:30 error /0/0/modifiers \"modifiers\" must be an array of strings, but found a string"
            ])
        #expect(
            messages(#"[[{"text": "A", "width": null}]]"#) == [
                "1:26 error /0/0/width \"width\" is null; leave the field out to use its default"
            ])
    }

    @Test("an unknown type lists the valid ones and suggests the nearest; type rules are then skipped")
    func unknownType() {
        #expect(
            messages(#"[[{"text": "B", "type": "snipet", "snippet": "bold"}]]"#) == [
                "1:25 error /0/0/type \"type\" must be one of \"textEntry\", \"spacebar\", \"return\", \"shift\", \"delete\", \"switchKeyboard\", \"dismissKeyboard\", \"newline\", \"snippet\", \"cursorLeft\", \"cursorRight\", \"clearAll\", \"nextKeyboard\" or \"emoji\", but found \"snipet\" (did you mean \"snippet\"?)"
            ])
    }

    @Test(
        "widths are finite numbers from 0 to 100",
        arguments: [
            (
                "1e308",
                "1:26 error /0/0/width \"width\" must be between 0 and 100 (relative to the other keys of the row; 0 hides the key), but found 1e+308"
            ),
            ("1e400", "1:26 error /0/0/width the number 1e400 is too large to represent"),
            (
                "-1.5",
                "1:26 error /0/0/width \"width\" must be between 0 and 100 (relative to the other keys of the row; 0 hides the key), but found -1.5"
            ),
            (
                "100.5",
                "1:26 error /0/0/width \"width\" must be between 0 and 100 (relative to the other keys of the row; 0 hides the key), but found 100.5"
            ),
        ])
    func badWidths(width: String, message: String) {
        #expect(messages(#"[[{"text": "A", "width": \#(width)}]]"#) == [message])
        #expect(load(#"[[{"text": "A", "width": \#(width)}]]"#).value?.rows[0][0].width == 1)
    }

    @Test("width 0 hides a key, 100 is allowed, and widthIfMultipleKeyboards has the same range")
    func widthBounds() {
        #expect(messages(#"[[{"text": "A", "width": 0}, {"text": "B", "width": 100}]]"#).isEmpty)
        #expect(onlyKey(#"{"text": "A", "width": 0}"#)?.isEverShown == false)
        #expect(
            messages(#"[[{"text": "A", "widthIfMultipleKeyboards": -2}]]"#) == [
                "1:45 error /0/0/widthIfMultipleKeyboards \"widthIfMultipleKeyboards\" must be between 0 and 100 (relative to the other keys of the row; 0 hides the key), but found -2"
            ])
    }

    @Test("textSize is a size in points, more than 0 and at most 200")
    func textSize() {
        #expect(onlyKey(#"{"text": "A", "textSize": 50}"#)?.textSize == 50)
        #expect(
            messages(#"[[{"text": "A", "textSize": 0}]]"#) == [
                "1:29 error /0/0/textSize \"textSize\" must be more than 0 and at most 200 points, but found 0"
            ])
        #expect(
            messages(#"[[{"text": "A", "textSize": 1e300}]]"#) == [
                "1:29 error /0/0/textSize \"textSize\" must be more than 0 and at most 200 points, but found 1e+300"
            ])
    }

    @Test("modifiers are non-empty strings, shown only on textEntry keys")
    func modifiers() {
        #expect(
            messages(#"[[{"type": "delete", "modifiers": ["x", "", 3]}]]"#) == [
                "1:35 warning /0/0/modifiers \"modifiers\" are offered only by textEntry keys; this delete key never shows them",
                "1:41 error /0/0/modifiers/1 each element of \"modifiers\" must be the text of an alternative, but found an empty string",
                "1:45 error /0/0/modifiers/2 each element of \"modifiers\" must be a string, but found a number",
            ])
        #expect(onlyKey(#"{"text": "a", "modifiers": ["á", "", "à"]}"#)?.modifiers == ["á", "à"])
    }

    @Test("hasHomerowIndicator is written true/false or 1/0, and hasHomerowNub is its silent synonym")
    func homerowIndicator() {
        let text =
            #"[[{"text": "F", "hasHomerowNub": 1}, {"text": "J", "hasHomerowIndicator": true}, {"text": "K", "hasHomerowIndicator": 0}]]"#
        #expect(messages(text).isEmpty)
        #expect(load(text).value?.rows[0].map(\.hasHomerowIndicator) == [true, true, false])
    }

    @Test("the misspelling widthIfMutlipleKeyboards is read, with a note")
    func misspeltWidth() {
        let text =
            #"[[{"text": "123", "widthIfMutlipleKeyboards": 1.25, "type": "switchKeyboard", "keyboardName": "N"}]]"#
        #expect(
            messages(text) == [
                "1:19 note /0/0/widthIfMutlipleKeyboards \"widthIfMutlipleKeyboards\" is read as \"widthIfMultipleKeyboards\"; correct the spelling"
            ])
        #expect(load(text).value?.rows[0][0].widthIfMultipleKeyboards == 1.25)

        let both = #"[[{"text": "x", "widthIfMultipleKeyboards": 1, "widthIfMutlipleKeyboards": 2}]]"#
        #expect(
            messages(both) == [
                "1:48 warning /0/0/widthIfMutlipleKeyboards \"widthIfMutlipleKeyboards\" is ignored because \"widthIfMultipleKeyboards\" is also given; remove the misspelt one"
            ])
        #expect(load(both).value?.rows[0][0].widthIfMultipleKeyboards == 1)
    }

    @Test("unknown fields are ignored with a note, as JACKeyboard promised")
    func unknownFields() {
        let text = #"[[{"text": "A", "colour": "red", "widht": 2}]]"#
        #expect(
            messages(text) == [
                "1:17 note /0/0/colour \"colour\" is not a field of a key and is ignored",
                "1:34 note /0/0/widht \"widht\" is not a field of a key and is ignored; did you mean \"width\"?",
            ])
        #expect(load(text).cleanValue?.rows == [[Key(text: "A")]])
    }

    @Test("image names leave out the extension and pixel density")
    func imageNames() {
        #expect(
            messages(#"[[{"image": "Globe@2x.png"}]]"#) == [
                "1:13 warning /0/0/image write image names without extension or pixel density: \"Globe\" rather than \"Globe@2x.png\""
            ])
        #expect(
            messages(#"[[{"image": "Globe", "selectedImage": ""}]]"#) == [
                "1:39 error /0/0/selectedImage \"selectedImage\" must not be empty"
            ])
    }

    // MARK: keyboardName

    @Test("keyboardName belongs to switchKeyboard keys and leaves out .json")
    func keyboardName() {
        #expect(messages(#"[[{"text": "123", "type": "switchKeyboard", "keyboardName": "Numeric"}]]"#).isEmpty)
        #expect(
            messages(#"[[{"text": "!", "keyboardName": "Numeric"}]]"#) == [
                "1:33 warning /0/0/keyboardName \"keyboardName\" is used only by switchKeyboard keys; this textEntry key ignores it"
            ])
        #expect(
            messages(#"[[{"type": "spacebar", "keyboardName": "English"}]]"#) == [
                "1:40 warning /0/0/keyboardName \"keyboardName\" is used only by switchKeyboard keys; this spacebar key ignores it (did you mean \"keyboardDisplayName\"?)"
            ])
        #expect(
            messages(#"[[{"text": "123", "type": "switchKeyboard", "keyboardName": "Numeric.json"}]]"#) == [
                "1:61 warning /0/0/keyboardName write keyboard names without the .json extension: \"Numeric\" rather than \"Numeric.json\""
            ])
    }

    // MARK: Snippet keys

    @Test("a snippet key names a snippet or carries its template in inputText")
    func snippetKeys() {
        #expect(messages(#"[[{"type": "snippet", "text": "B", "snippet": "bold"}]]"#).isEmpty)
        #expect(
            onlyKey(#"{"type": "snippet", "text": "B", "snippet": "bold"}"#)
                == Key(text: "B", type: .snippet, snippet: "bold"))
        #expect(
            messages(#"[[{"type": "snippet", "text": "B", "inputText": "<b>[[SELECTION]][[CURSOR]]</b>"}]]"#).isEmpty)
        #expect(
            messages(#"[[{"type": "snippet", "text": "B"}]]"#) == [
                "1:3 error /0/0 a snippet key needs \"snippet\" (the name of a snippet) or \"inputText\" (its template), but this key has neither"
            ])
        #expect(
            messages(#"[[{"type": "snippet", "text": "B", "snippet": ""}]]"#) == [
                "1:47 error /0/0/snippet \"snippet\" must not be empty"
            ])
        #expect(
            messages(#"[[{"type": "snippet", "text": "B", "snippet": "bold", "inputText": "<b>[[CURSOR]]</b>"}]]"#) == [
                "1:68 warning /0/0/inputText \"inputText\" is ignored: this key inserts the snippet \"bold\""
            ])
        #expect(
            messages(#"[[{"text": "B", "snippet": "bold"}]]"#) == [
                "1:28 warning /0/0/snippet \"snippet\" is used only by keys of type \"snippet\"; this textEntry key ignores it"
            ])
    }

    @Test(
        "a snippet template may hold [[CURSOR]] and [[SELECTION]], each once",
        arguments: [
            ("<b>[[SELECTION]][[CURSOR]]</b>", []),
            ("**[[SELECTION]]**", []),
            ("[[[[SELECTION]]]]", []),
            ("[[Main Page]] [[CURSOR]]", []),
            (
                "[[cursor]]",
                [
                    "1:49 warning /0/0/inputText [[cursor]] is not a snippet placeholder and is typed as written (did you mean [[CURSOR]]?); the placeholders are [[CURSOR]] and [[SELECTION]]"
                ]
            ),
            (
                "<i>[[CURSER]]</i>",
                [
                    "1:49 warning /0/0/inputText [[CURSER]] is not a snippet placeholder and is typed as written (did you mean [[CURSOR]]?); the placeholders are [[CURSOR]] and [[SELECTION]]"
                ]
            ),
            (
                "[[KB_TEXT]]",
                [
                    "1:49 warning /0/0/inputText [[KB_TEXT]] is not a snippet placeholder and is typed as written; the placeholders are [[CURSOR]] and [[SELECTION]]"
                ]
            ),
            (
                "[[CURSOR]] and [[CURSOR]]",
                ["1:49 error /0/0/inputText [[CURSOR]] may appear only once in a snippet, but appears 2 times"]
            ),
            (
                "[[SELECTION]][[SELECTION]][[SELECTION]]",
                ["1:49 error /0/0/inputText [[SELECTION]] may appear only once in a snippet, but appears 3 times"]
            ),
        ] as [(String, [String])])
    func placeholders(template: String, expected: [String]) {
        #expect(messages(#"[[{"type": "snippet", "text": "B", "inputText": "\#(template)"}]]"#) == expected)
    }

    @Test("placeholders in the inputText of other keys are typed as written, with a warning")
    func placeholdersOutsideSnippets() {
        #expect(
            messages(#"[[{"text": "B", "inputText": "[[CURSOR]]"}]]"#) == [
                "1:30 warning /0/0/inputText [[CURSOR]] is typed as written: placeholders work only in keys of type \"snippet\""
            ])
        #expect(messages(#"[[{"text": "B", "inputText": "[[KB_TEXT]]"}]]"#).isEmpty)
    }

    @Test("placeholder tokens are [[ + a name of letters, digits and underscores + ]]")
    func placeholderTokens() {
        #expect(
            SnippetPlaceholder.tokens(in: "<a href=\"[[SELECTION]]\">[[CURSOR]]</a>") == [
                "[[SELECTION]]", "[[CURSOR]]",
            ])
        #expect(
            SnippetPlaceholder.tokens(in: "[[[SELECTION]]]] [[Page]] [[Main Page]] [[]] [[1A]] [[A_1]] [[x") == [
                "[[SELECTION]]", "[[Page]]", "[[A_1]]",
            ])
        #expect(SnippetPlaceholder.tokens(in: "👍🏽[[CURSOR]]") == ["[[CURSOR]]"])
    }

    // MARK: Keys that show nothing

    @Test(
        "a visible key with no text, no image and no built-in label shows nothing",
        arguments: [
            #"{"style": "dark"}"#,
            #"{"text": ""}"#,
            #"{"type": "switchKeyboard", "keyboardName": "Numeric"}"#,
            #"{"type": "snippet", "snippet": "bold"}"#,
            #"{"width": 0, "widthIfMultipleKeyboards": 1}"#,
        ])
    func showsNothing(keyJSON: String) {
        #expect(
            messages("[[\(keyJSON)]]") == [
                "1:3 warning /0/0 this key shows nothing: give it a \"text\" or an \"image\", or use the style \"blankSpace\" for empty space"
            ])
    }

    @Test(
        "blank space, hidden keys, images and types with a built-in label are fine",
        arguments: [
            #"{"image": "Globe", "type": "switchKeyboard"}"#,
            #"{"type": "delete", "style": "dark"}"#,
            #"{"type": "shift", "style": "shift"}"#,
            #"{"type": "newline", "style": "blue"}"#,
            #"{"type": "spacebar", "style": "spacebar"}"#,
            #"{"type": "nextKeyboard"}"#,
            #"{"type": "cursorLeft"}"#,
            #"{"type": "clearAll"}"#,
            #"{"style": "blankSpace", "width": 0.5}"#,
            #"{"width": 0}"#,
            #"{"textIfMultipleKeyboards": "123", "type": "switchKeyboard"}"#,
            #"{"text": "", "inputText": " ", "style": "spacebar", "keyboardDisplayName": "Morse Code"}"#,
        ])
    func showsSomething(keyJSON: String) {
        #expect(messages("[[\(keyJSON)]]").isEmpty)
    }

    @Test(
        "types that a shell can draw without text or image",
        arguments: [
            (KeyType.shift, BuiltInKeyLabel.icon(.shift)), (.delete, .icon(.delete)), (.nextKeyboard, .icon(.globe)),
            (.dismissKeyboard, .icon(.dismissKeyboard)), (.cursorLeft, .icon(.cursorLeft)),
            (.cursorRight, .icon(.cursorRight)), (.return, .title("return")), (.newline, .title("return")),
            (.spacebar, .title("space")), (.clearAll, .title("clear")),
        ] as [(KeyType, BuiltInKeyLabel)])
    func builtInLabels(type: KeyType, label: BuiltInKeyLabel) {
        #expect(type.builtInLabel == label)
    }

    @Test("text entry, switch and snippet keys have no built-in label; return and newline both mean return")
    func typesWithoutLabel() {
        #expect(KeyType.allCases.filter { $0.builtInLabel == nil } == [.textEntry, .switchKeyboard, .snippet])
        #expect(KeyType.allCases.filter(\.isReturn) == [.return, .newline])
    }
}
