import Testing

@_spi(Tooling) import KeysmithCore
@testable import KeysmithCLI

@Suite("SVG writing of right-to-left text")
struct TextDirectionSVGTests {
    /// The SVG of `layout` on the embedded keyboard of `language`.
    static func svg(language: String, layout: String) throws -> String {
        let configuration = try #require(KeyboardConfiguration.embedded(language: language).value)
        let engine = KeyboardEngine(configuration: configuration)
        let model = engine.render(engine.initialState(host: .standard, layoutName: layout))
        #expect(model.layoutName == layout)
        return DisplayListSVG(list: DisplayList(model: model), images: [:]).text()
    }

    @Test("the Arabic symbols' labels are written right to left, with the bidi embedding rsvg and browsers honour")
    func arabicSymbols() throws {
        let svg = try Self.svg(language: "ar", layout: "Symbols")
        let texts = svg.split(separator: "\n").filter { $0.contains("<text ") }
        #expect(!texts.isEmpty)
        for label in [".", "؟", "١٢٣", "€"] {
            #expect(
                texts.contains { $0.hasSuffix(">\(label)</text>") && $0.contains(#"text-anchor="middle""#) },
                "\(label)")
        }
        for text in texts {
            #expect(text.contains(#" direction="rtl" unicode-bidi="embed">"#), "\(text)")
        }
    }

    @Test("left-to-right text is written as before: no direction, the SVG default")
    func english() throws {
        let svg = try Self.svg(language: "en_US", layout: "Numbers")
        #expect(svg.contains("<text "))
        #expect(!svg.contains("direction="))
        #expect(!svg.contains("unicode-bidi="))
    }

    @Test("a leading right-to-left run anchors at its end, which is its left end, where the list placed it")
    func leadingRun() throws {
        let configuration = try #require(KeyboardConfiguration.embedded(language: "he_IL").value)
        let engine = KeyboardEngine(configuration: configuration)
        var list = DisplayList(model: engine.render(engine.initialState()))
        let color = ThemeColor(red: 0, green: 0, blue: 0)
        list.items = [
            .text(
                TextRun(
                    "שלום!", origin: Point(x: 10, y: 20), alignment: .leading, size: 14, color: color,
                    direction: .rightToLeft)),
            .text(TextRun("Hello!", origin: Point(x: 10, y: 40), alignment: .leading, size: 14, color: color)),
        ]
        let texts = DisplayListSVG(list: list, images: [:]).text().split(separator: "\n").filter {
            $0.contains("<text ")
        }
        #expect(
            texts == [
                ##"  <text x="10" y="20" font-size="14" fill="#000000" text-anchor="end" direction="rtl" unicode-bidi="embed">שלום!</text>"##,
                ##"  <text x="10" y="40" font-size="14" fill="#000000">Hello!</text>"##,
            ])
    }
}
