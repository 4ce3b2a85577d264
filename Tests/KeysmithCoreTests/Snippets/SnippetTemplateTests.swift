import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Snippet templates: [[CURSOR]] and [[SELECTION]]")
struct SnippetTemplateTests {
    @Test(
        "the snippet replaces the selection and the cursor lands at [[CURSOR]]",
        arguments: [
            // document, template, document after
            ("‸", "<b>[[CURSOR]]</b>", "<b>‸</b>"),
            ("Hi ‸!", "<b>[[CURSOR]]</b>", "Hi <b>‸</b>!"),
            ("Hi 👍🏽‸👨‍👩‍👧‍👦", "<i>[[CURSOR]]</i>", "Hi 👍🏽<i>‸</i>👨‍👩‍👧‍👦"),
            ("🇫🇷‸🇩🇪", "👨‍👩‍👧‍👦[[CURSOR]]👍🏽", "🇫🇷👨‍👩‍👧‍👦‸👍🏽🇩🇪"),
            ("‸", "<a href=\"[[CURSOR]]\">🇫🇷🇩🇪</a>", "<a href=\"‸\">🇫🇷🇩🇪</a>"),
            ("中‸文", "「[[CURSOR]]」", "中「‸」文"),
            ("x\r\n‸", "[[CURSOR]]\r\n" + Tricky.hangulJamo, "x\r\n‸\r\n" + Tricky.hangulJamo),
            ("x «word» y", "<b>[[SELECTION]][[CURSOR]]</b>", "x <b>word‸</b> y"),
            ("x «word» y", "[[CURSOR]]<b>[[SELECTION]]</b>", "x ‸<b>word</b> y"),
            ("x «e\u{301}👍🏽» y", "**[[SELECTION]]**[[CURSOR]]", "x **e\u{301}👍🏽**‸ y"),
            ("x «👨‍👩‍👧‍👦» y", "[[SELECTION]][[CURSOR]]🇫🇷", "x 👨‍👩‍👧‍👦‸🇫🇷 y"),
            ("«word»", "<hr>", "<hr>‸"),
            ("a‸b", "[[SELECTION]]", "a‸b"),
            ("a«b»c", "", "a‸c"),
            ("a‸c", "", "a‸c"),
            ("‸", "[[CURSOR]]", "‸"),
        ])
    func placement(written: String, template: String, expected: String) {
        #expect(outcome(of: written) { SnippetTemplate(template).edits(in: $0) } == expected)
    }

    @Test("the cursor moves back by the UTF-16 length of the text after [[CURSOR]]")
    func editsAreOneInsertAndOneMove() {
        let context = TextNotation.context("Hi 👍🏽‸")
        #expect(
            SnippetTemplate("<b>[[CURSOR]]</b>").edits(in: context) == [
                .insert("<b></b>"), .moveCursor(utf16Offset: -4),
            ])
        #expect(
            SnippetTemplate("[[CURSOR]]" + Tricky.family + Tricky.france).edits(in: context) == [
                .insert(Tricky.family + Tricky.france), .moveCursor(utf16Offset: -15),
            ])
        #expect(SnippetTemplate("<br>").edits(in: context) == [.insert("<br>")])
    }

    @Test(
        "a cursor that would fall inside a cluster joined with the document goes to the cluster's end",
        arguments: [
            ("e‸", "[[CURSOR]]\u{301}", "e\u{301}‸"),
            ("e‸", "\u{301}[[CURSOR]]x", "e\u{301}‸x"),
            ("🇫‸", "[[CURSOR]]🇷", "🇫🇷‸"),
            ("‸\u{1161}", "\u{1100}[[CURSOR]]", "\u{1100}\u{1161}‸"),
        ])
    func joinedClusters(written: String, template: String, expected: String) {
        #expect(outcome(of: written) { SnippetTemplate(template).edits(in: $0) } == expected)
    }

    @Test("expansion fills [[SELECTION]] and reports [[CURSOR]] as a UTF-16 offset")
    func expansion() {
        let template = SnippetTemplate("👍🏽[[SELECTION]][[CURSOR]]</a>")
        #expect(template.expansion(selection: "e\u{301}") == .init(text: "👍🏽e\u{301}</a>", cursorUTF16Offset: 6))
        #expect(SnippetTemplate("plain").expansion(selection: "x") == .init(text: "plain", cursorUTF16Offset: nil))
    }

    @Test("a repeated placeholder counts once; the repeat is left out and reported")
    func repeatedPlaceholders() {
        let template = SnippetTemplate("[[CURSOR]]a[[SELECTION]]b[[CURSOR]][[SELECTION]]")
        #expect(template.expansion(selection: "S") == .init(text: "aSb", cursorUTF16Offset: 0))
        #expect(template.repeatedPlaceholders == ["[[CURSOR]]", "[[SELECTION]]"])
        #expect(SnippetTemplate("<b>[[CURSOR]]</b>").repeatedPlaceholders.isEmpty)
    }

    @Test(
        "only exact placeholders count; near misses are literal text",
        arguments: [
            ("[[[CURSOR]]]", "[]", 1 as Int?),
            ("[[CURSOR]", "[[CURSOR]", nil),
            ("[[cursor]]", "[[cursor]]", nil),
            ("[[CURSOR]]\u{301}", "\u{301}", 0),
        ])
    func nearMisses(template: String, text: String, cursor: Int?) {
        #expect(SnippetTemplate(template).expansion(selection: "") == .init(text: text, cursorUTF16Offset: cursor))
    }

    @Test("a template encodes as the string it was written as")
    func codable() throws {
        let json = Data(#"["<b>[[SELECTION]][[CURSOR]]</b>"]"#.utf8)
        let decoded = try JSONDecoder().decode([SnippetTemplate].self, from: json)
        #expect(decoded == [SnippetTemplate("<b>[[SELECTION]][[CURSOR]]</b>")])
        let encoded = try JSONEncoder().encode(decoded)
        #expect(try JSONDecoder().decode([String].self, from: encoded) == ["<b>[[SELECTION]][[CURSOR]]</b>"])
    }
}
