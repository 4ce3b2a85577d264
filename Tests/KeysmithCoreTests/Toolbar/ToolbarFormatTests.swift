import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Toolbar format (KBToolbar.json)")
struct ToolbarFormatTests {
    func load(_ text: String) -> ConfigLoadResult<Toolbar> {
        Toolbar.load(text: text, name: "KBToolbar.json")
    }

    func messages(_ text: String) -> [String] {
        load(text).diagnostics.map { "\($0.line):\($0.column) \($0.severity.rawValue) \($0.pointer) \($0.message)" }
    }

    @Test("the seed's example fails exactly at its \"url\" line, where the comma is missing")
    func seedExampleAsWritten() throws {
        let text = try TestFiles.text("seed/KBToolbar-seed000.json")
        let diagnostics = load(text).diagnostics.filter { $0.severity != .note }
        #expect(diagnostics.count == 1)
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.line == 15)
        #expect(error.column == 3)
        #expect(
            error.message
                == "expected ',' or '}' after the value of \"title\", but found the string \"url\"; is a comma missing?"
        )
    }

    @Test("with the comma added, the seed's example loads clean, as one item or inside an array")
    func seedExampleFixed() throws {
        let text = try TestFiles.text("seed/KBToolbar-seed000.json")
            .replacingOccurrences(of: "\"social hub title\"", with: "\"social hub title\",")
        for variant in [text, "[\n" + text + "]"] {
            let result = load(variant)
            #expect(!result.diagnostics.contains { $0.severity != .note })
            let item = try #require(result.value?.items.first)
            #expect(
                item
                    == ToolbarItem(
                        order: 3, buttonType: .socialHub, useTint: true, iconResource: "kb_toolbar_items_repository_3",
                        include: [.twitch, .tiktok, .facebook, .instagram, .rss], title: "social hub title",
                        url: "https://www.google.com"))
            // A url on a socialHub means nothing: a note, shown by lint --strict.
            #expect(result.diagnostics.map(\.severity) == [.note])
        }
    }

    @Test("order and buttonType are required; the rest has defaults")
    func requiredFields() throws {
        #expect(
            messages(#"[{"title": "x"}]"#) == [
                "1:2 error /0 missing required field \"order\"",
                "1:2 error /0 missing required field \"buttonType\"",
            ])
        let item = try #require(load(#"[{"order": 1, "buttonType": "gifs"}]"#).cleanValue?.items.first)
        #expect(item == ToolbarItem(order: 1, buttonType: .gifs))
        #expect(item.useTint == false)
    }

    @Test("an unknown buttonType lists the valid ones and suggests the nearest")
    func unknownButtonType() {
        let message = messages(#"[{"order": 1, "buttonType": "gif"}]"#).first ?? ""
        #expect(message.hasPrefix("1:29 error /0/buttonType \"buttonType\" must be one of \"socialHub\", \"gifs\""))
        #expect(message.contains("\"rss\""))
        #expect(message.hasSuffix("but found \"gif\" (did you mean \"gifs\"?)"))
    }

    @Test("include belongs to socialHub and holds only social types")
    func includeRules() {
        #expect(
            messages(#"[{"order": 1, "buttonType": "gifs", "include": ["rss"]}]"#) == [
                "1:48 error /0/include only a socialHub item can include sub-items; this item is a gifs"
            ])
        let result = messages(
            #"[{"order": 1, "buttonType": "socialHub", "include": ["rss", "gifs", "rss", "myspace"]}]"#)
        #expect(result.count == 3)
        #expect(result[0].hasPrefix("1:61 error /0/include/1 a socialHub can include only social types"))
        #expect(result[1] == "1:69 warning /0/include/2 \"rss\" is included more than once; it is shown once")
        #expect(result[2].hasPrefix("1:76 error /0/include/3 a socialHub sub-item must be one of"))
    }

    @Test(
        "link buttons need an absolute http(s) url",
        arguments: ["webLink", "brand", "embeddedBrowser"])
    func webURLs(type: String) {
        #expect(
            messages(#"[{"order": 1, "buttonType": "\#(type)"}]"#) == [
                "1:2 error /0 missing required field \"url\"; a \(type) button opens its url"
            ])
        #expect(
            messages(#"[{"order": 1, "buttonType": "\#(type)", "url": "ftp://x.org"}]"#).first?.contains(
                "scheme is \"ftp\"") == true)
        #expect(
            messages(#"[{"order": 1, "buttonType": "\#(type)", "url": "www.google.com"}]"#).first?.contains(
                "is not an absolute URL") == true)
        #expect(messages(#"[{"order": 1, "buttonType": "\#(type)", "url": "https://example.com/a?b=c"}]"#).isEmpty)
    }

    @Test("deep links may carry [[KB_TEXT]] in the path or query, never in the scheme or host")
    func deepLinks() {
        #expect(messages(#"[{"order": 1, "buttonType": "deeplink", "url": "myapp://search?q=[[KB_TEXT]]"}]"#).isEmpty)
        #expect(messages(#"[{"order": 1, "buttonType": "deeplink", "url": "myapp://share/[[KB_TEXT]]"}]"#).isEmpty)
        #expect(
            messages(#"[{"order": 1, "buttonType": "deeplink", "url": "https://[[KB_TEXT]].example.com/"}]"#).first?
                .contains("may stand only in the path, query or fragment") == true)
        #expect(
            messages(#"[{"order": 1, "buttonType": "deeplink", "url": "javascript:alert([[KB_TEXT]])"}]"#).first?
                .contains("\"javascript:\" links are never opened") == true)
        #expect(
            messages(#"[{"order": 1, "buttonType": "deeplink", "url": "myapp://x?q=[[TEXT]]"}]"#).first?
                .contains("warning /0/url [[TEXT]] is not a deep-link placeholder") == true)
    }

    @Test("a deep link's % must start an escape; lint and the toolbar share the deep-link rules")
    func deepLinkEscapes() {
        #expect(
            messages(#"[{"order": 1, "buttonType": "deeplink", "url": "myapp://x/100%?q=[[KB_TEXT]]"}]"#) == [
                "1:48 error /0/url a \"%\" in the link is not followed by two hexadecimal digits; write a literal % as %25"
            ])
        #expect(messages(#"[{"order": 1, "buttonType": "deeplink", "url": "myapp://x/100%25?q=[[KB_TEXT]]"}]"#).isEmpty)
        #expect(
            messages(#"[{"order": 1, "buttonType": "deeplink", "url": "search?q=[[KB_TEXT]]"}]"#) == [
                "1:48 error /0/url \"search?q=[[KB_TEXT]]\" is not an absolute URL; a deep link looks like myapp://search?q=[[KB_TEXT]]"
            ])
    }

    @Test("a socialHub that includes nothing is a warning: tapping it does nothing")
    func emptySocialHub() {
        let message = "this socialHub includes no social items, so tapping it does nothing; list them in \"include\""
        #expect(messages(#"[{"order": 1, "buttonType": "socialHub"}]"#) == ["1:2 warning /0 \(message)"])
        #expect(
            messages(#"[{"order": 1, "buttonType": "socialHub", "include": []}]"#) == [
                "1:53 warning /0/include \(message)"
            ])
        #expect(messages(#"[{"order": 1, "buttonType": "socialHub", "include": ["rss"]}]"#).isEmpty)
    }

    @Test("equal order values are a warning and keep file order")
    func equalOrder() throws {
        let result = load(
            #"[{"order": 2, "buttonType": "gifs"}, {"order": 1, "buttonType": "rss"}, {"order": 2, "buttonType": "themes"}]"#
        )
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.diagnostics.first?.pointer == "/2/order")
        #expect(
            result.diagnostics.first?.message
                == "order 2 is also used by item 0 (gifs); items with equal order keep their file order")
        #expect(result.value?.items.map(\.buttonType) == [.gifs, .rss, .themes])
    }

    @Test("wrong types, unknown keys and an empty toolbar")
    func edgeCases() {
        #expect(
            messages(#"[{"order": "1", "buttonType": "gifs", "useTint": 1, "colour": "red"}]"#) == [
                "1:12 error /0/order \"order\" must be a whole number, but found a string",
                "1:50 error /0/useTint \"useTint\" must be true or false, but found a number",
                "1:53 note /0/colour \"colour\" is not a field of a toolbar item and is ignored",
            ])
        #expect(
            messages(#"[{"order": 1.5, "buttonType": "gifs"}]"#) == [
                "1:12 error /0/order \"order\" must be a whole number, but found 1.5"
            ])
        #expect(messages(#"[{"order": 1e300, "buttonType": "gifs"}]"#).count == 1)
        #expect(
            messages(#"{"order": 1, "buttonType": "gifs", "titel": "x"}"#).last?.contains("did you mean \"title\"?")
                == true)
        #expect(messages("[]").isEmpty)
        #expect(load("[]").value?.items.isEmpty == true)
        #expect(messages("[3]") == ["1:2 error /0 expected a toolbar item (a JSON object) but found a number"])
        #expect(
            messages("\"toolbar\"") == [
                "1:1 error  expected a toolbar: an array of toolbar items (a JSON array) but found a string"
            ])
    }
}
