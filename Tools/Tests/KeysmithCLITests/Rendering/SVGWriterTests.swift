import Testing

@_spi(Tooling) import KeysmithCore
@testable import KeysmithCLI

@Suite("SVG writing")
struct SVGWriterTests {
    @Test(
        "numbers have at most two decimals and no trailing zeros, whatever the sign or size",
        arguments: [
            (12, "12"), (12.5, "12.5"), (12.25, "12.25"), (12.255, "12.26"), (0.05, "0.05"), (0.1, "0.1"),
            (-3.5, "-3.5"),
            (-0.05, "-0.05"), (-0.001, "0"), (-2, "-2"), (1.005, "1"), (390, "390"), (0.3333, "0.33"), (99.999, "100"),
            (123_456_789_012.5, "123456789012.5"), (.infinity, "0"), (.nan, "0"),
        ] as [(Double, String)])
    func numbers(value: Double, written: String) {
        #expect(SVGWriter.number(value) == written)
    }

    @Test("text is escaped for elements and attributes, and left alone when there is nothing to escape")
    func escaping() {
        #expect(SVGWriter.escape(#"<b class="x">&</b>"#) == "&lt;b class=&quot;x&quot;&gt;&amp;&lt;/b&gt;")
        #expect(SVGWriter.escape("👍🏽 é") == "👍🏽 é")
        #expect(
            SVGWriter.escape("\"\u{301}") == "&quot;\u{301}", "a quote is escaped even when a combining mark follows it"
        )
    }

    @Test("elements nest with two spaces per level, and missing attributes are left out")
    func elements() {
        var writer = SVGWriter()
        writer.group("g", ["class": .string("key"), "data-row": .number(1)]) { group in
            group.element("rect", ["x": .number(1.5), "fill": nil])
            group.element("text", ["x": .number(2)], text: "a<b")
        }
        #expect(
            writer.text
                == "<g class=\"key\" data-row=\"1\">\n  <rect x=\"1.5\"/>\n  <text x=\"2\">a&lt;b</text>\n</g>\n")
    }

    @Test("colours are #RRGGBB when opaque and rgba() otherwise")
    func colours() {
        #expect(css(.init(red: 0, green: 122, blue: 255)) == "#007AFF")
        #expect(css(.init(red: 10, green: 0, blue: 171, alpha: 128)) == "rgba(10,0,171,0.5)")
    }
}
