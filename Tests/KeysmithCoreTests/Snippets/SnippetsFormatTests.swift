import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Snippets format")
struct SnippetsFormatTests {
    /// The markup tags of a comment keyboard, with the two tags users define themselves.
    static let example = """
        {
          "snippets": [
            {"name": "bold", "title": "B", "template": "<b>[[SELECTION]][[CURSOR]]</b>", "accessibilityLabel": "Bold"},
            {"name": "link", "title": "Link", "template": "<a href=\\"[[CURSOR]]\\">[[SELECTION]]</a>"},
            {"name": "sarcasm", "title": "Sarcasm", "template": "<sarcasm>[[SELECTION]][[CURSOR]]</sarcasm>", "userEditable": true},
            {"name": "bore", "title": "Bore", "template": "<bore>[[SELECTION]][[CURSOR]]</bore>", "userEditable": true}
          ]
        }
        """

    func load(_ text: String) -> ConfigLoadResult<SnippetCatalog> {
        SnippetCatalog.load(text: text, name: "Snippets.json")
    }

    func messages(_ text: String) -> [String] {
        load(text).diagnostics.map { "\($0.line):\($0.column) \($0.severity.rawValue) \($0.pointer) \($0.message)" }
    }

    /// A file with one snippet whose template is `template`, written as JSON string content.
    func messages(template: String) -> [String] {
        messages(#"{"snippets": [{"name": "s", "template": "\#(template)"}]}"#)
    }

    @Test("the example loads clean, is recognised by its shape, and marks the user-editable tags")
    func example() throws {
        let result = load(Self.example)
        #expect(result.diagnostics.isEmpty)
        let catalog = try #require(result.cleanValue)
        #expect(catalog.snippets.map(\.name) == ["bold", "link", "sarcasm", "bore"])
        #expect(
            catalog.snippet(named: "bold")
                == Snippet(
                    name: "bold", title: "B", template: "<b>[[SELECTION]][[CURSOR]]</b>", userEditable: false,
                    accessibilityLabel: "Bold"))
        #expect(catalog.userEditableSnippets.map(\.name) == ["sarcasm", "bore"])
        #expect(catalog.snippet(named: "link")?.spokenLabel == "Link")
        #expect(catalog.snippet(named: "bold")?.spokenLabel == "Bold")
        let root = try #require(JSONParser.parse(SourceText(name: "Snippets.json", text: Self.example)).root)
        #expect(ConfigKind.detect(root) == .snippets)
    }

    @Test("generated templates expand as a plain search-and-replace says: the first of each placeholder counts")
    func generatedTemplates() throws {
        var generator = SplitMix64(seed: 4)
        let pieces = [
            "[[CURSOR]]", "[[CURSOR]]", "[[SELECTION]]", "[[KB_TEXT]]", "[[", "]]", "[", "]", "CURSOR",
            "e", "\u{301}", "\u{301}", "👍", "\u{1F3FD}", "\u{200D}", "🇫", "🇷", "\r", "\n", "x",
        ]
        func randomText(_ count: ClosedRange<Int>) -> String {
            (0..<Int.random(in: count, using: &generator)).map { _ in
                pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }.joined()
        }
        let placeholder = try NSRegularExpression(pattern: #"\[\[(CURSOR|SELECTION)\]\]"#)
        var withCursor = 0
        for _ in 0..<2000 {
            let template = randomText(0...10)
            let selection = randomText(0...3)
            // The expected text and the UTF-16 offset of the first [[CURSOR]] in it, worked in UTF-16
            // offsets (a combining mark after "]]" makes a placeholder's end fall inside a Character).
            let utf16 = template as NSString
            var expected = ""
            var cursorUTF16: Int?
            var selectionUsed = false
            var last = 0
            for match in placeholder.matches(in: template, range: NSRange(location: 0, length: utf16.length)) {
                expected += utf16.substring(with: NSRange(location: last, length: match.range.location - last))
                switch utf16.substring(with: match.range(at: 1)) {
                case "CURSOR" where cursorUTF16 == nil: cursorUTF16 = expected.utf16.count
                case "SELECTION" where !selectionUsed:
                    expected += selection
                    selectionUsed = true
                default: break
                }
                last = match.range.location + match.range.length
            }
            expected += utf16.substring(from: last)
            let expansion = SnippetTemplate(template).expansion(selection: selection)
            #expect(expansion.text == expected, "\(template.debugDescription) with \(selection.debugDescription)")
            #expect(
                expansion.cursorUTF16Offset == cursorUTF16,
                "\(template.debugDescription) with \(selection.debugDescription)")
            if cursorUTF16 != nil { withCursor += 1 }
        }
        // The generated templates do exercise the cursor.
        #expect(withCursor > 500)
    }

    @Test("name and template are required and must not be empty; a bad snippet is left out")
    func requiredFields() throws {
        #expect(
            messages(#"{"snippets": [{"title": "B"}, {"name": "", "template": ""}]}"#) == [
                "1:15 error /snippets/0 missing required field \"name\"",
                "1:15 error /snippets/0 missing required field \"template\"",
                "1:40 error /snippets/1/name \"name\" must not be empty",
                "1:56 error /snippets/1/template \"template\" must not be empty",
            ])
        #expect(
            load(#"{"snippets": [{"title": "B"}, {"name": "ok", "template": "x"}]}"#).value?.snippets.map(\.name) == [
                "ok"
            ])
        #expect(messages("{}") == ["1:1 error  missing required field \"snippets\""])
        #expect(
            messages(#"{"snippets": {"bold": "<b></b>"}}"#) == [
                "1:14 error /snippets expected \"snippets\": a list of snippets (a JSON array) but found an object"
            ])
        #expect(
            messages(#"[{"name": "bold"}]"#) == [
                "1:1 error  expected a snippets file (a JSON object) but found an array"
            ])
    }

    @Test("an empty list of snippets is a valid file")
    func emptyList() {
        #expect(messages(#"{"snippets": []}"#).isEmpty)
        #expect(load(#"{"snippets": []}"#).cleanValue == SnippetCatalog(snippets: []))
    }

    @Test("snippet names are unique: a repeat is an error and the later snippet is left out")
    func duplicateNames() {
        let text = """
            {"snippets": [
              {"name": "bold", "template": "<b>[[CURSOR]]</b>"},
              {"name": "italic", "template": "<i>[[CURSOR]]</i>"},
              {"name": "bold", "template": "<strong>[[CURSOR]]</strong>"}
            ]}
            """
        #expect(
            messages(text) == [
                "4:12 error /snippets/2/name the name \"bold\" is already used by the snippet at /snippets/0; snippet names must be unique"
            ])
        #expect(load(text).value?.snippet(named: "bold")?.template == "<b>[[CURSOR]]</b>")
        #expect(load(text).value?.snippets.count == 2)
    }

    @Test("each placeholder may appear once; unknown ones are inserted as written, with a warning")
    func placeholders() {
        #expect(
            messages(template: "<b>[[CURSOR]]</b>[[CURSOR]]") == [
                "1:41 error /snippets/0/template [[CURSOR]] appears 2 times in the template; the cursor can be placed only once"
            ])
        #expect(
            messages(template: "[[SELECTION]] and [[SELECTION]][[SELECTION]]") == [
                "1:41 error /snippets/0/template [[SELECTION]] appears 3 times in the template; the selected text can be inserted only once"
            ])
        #expect(
            messages(template: "<b>[[CURSER]][[cursor]][[CURSER]]</b>") == [
                "1:41 warning /snippets/0/template [[CURSER]] is not a snippet placeholder and is inserted as written (did you mean [[CURSOR]]?); the placeholders are [[CURSOR]] and [[SELECTION]]",
                "1:41 warning /snippets/0/template [[cursor]] is not a snippet placeholder and is inserted as written (did you mean [[CURSOR]]?); the placeholders are [[CURSOR]] and [[SELECTION]]",
            ])
        #expect(
            messages(template: "[[KB_TEXT]]") == [
                "1:41 warning /snippets/0/template [[KB_TEXT]] is not a snippet placeholder and is inserted as written; the placeholders are [[CURSOR]] and [[SELECTION]]"
            ])
        #expect(
            messages(template: "[[CURSOR]]") == [
                "1:41 warning /snippets/0/template the template holds only [[CURSOR]], so the key inserts nothing"
            ])
        // Brackets that do not enclose a placeholder name are plain text.
        #expect(messages(template: "[[ ]] [[a b]] [[] ]]").isEmpty)
        #expect(SnippetTemplate("[[[[SELECTION]]]] [[CURSOR]]\u{301}").placeholders == ["[[SELECTION]]", "[[CURSOR]]"])
    }

    @Test("wrong types and unknown fields")
    func wrongTypes() {
        #expect(
            messages(
                #"{"snippets": [{"name": "b", "template": 5, "userEditable": "yes", "title": null, "shortcut": "⌘B"}], "version": 2}"#
            ) == [
                "1:76 error /snippets/0/title \"title\" is null; leave the field out to use its default",
                "1:41 error /snippets/0/template \"template\" must be a string, but found a number",
                "1:60 error /snippets/0/userEditable \"userEditable\" must be true or false, but found a string",
                "1:82 note /snippets/0/shortcut \"shortcut\" is not a field of a snippet and is ignored",
                "1:102 note /version \"version\" is not a field of a snippets file and is ignored",
            ])
        #expect(
            messages(#"{"snippets": [{"name": "b", "template": "x", "userEditabel": true}]}"#) == [
                "1:46 note /snippets/0/userEditabel \"userEditabel\" is not a field of a snippet and is ignored; did you mean \"userEditable\"?"
            ])
        #expect(
            messages(#"{"snippets": [{"name": "b", "template": "x", "userEditable": 1e999}]}"#) == [
                "1:62 error /snippets/0/userEditable the number 1e999 is too large to represent",
                "1:62 error /snippets/0/userEditable \"userEditable\" must be true or false, but found a number",
            ])
        #expect(
            messages(#"{"snippets": [3, "bold"]}"#) == [
                "1:15 error /snippets/0 expected a snippet (a JSON object) but found a number",
                "1:18 error /snippets/1 expected a snippet (a JSON object) but found a string",
            ])
    }

    @Test("a catalog encodes templates as plain strings and decodes back")
    func codable() throws {
        let catalog = try #require(load(Self.example).cleanValue)
        let data = try JSONEncoder().encode(catalog)
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(text.contains(#""template":"<b>[[SELECTION]][[CURSOR]]<\/b>""#))
        #expect(try JSONDecoder().decode(SnippetCatalog.self, from: data) == catalog)
    }
}
