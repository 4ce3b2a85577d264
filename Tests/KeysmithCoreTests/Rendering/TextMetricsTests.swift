import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Text measured, fitted, cut and wrapped the same way for every shell")
struct TextMetricsTests {
    @Test("widths come from the system font's advances: an i is narrower than an m, capitals wider than small letters")
    func widths() {
        #expect(TextMetrics.width(of: "i", size: 10) < TextMetrics.width(of: "m", size: 10))
        #expect(TextMetrics.width(of: "A", size: 10) > TextMetrics.width(of: "a", size: 10))
        #expect(abs(TextMetrics.width(of: "return", size: 16) - 16 * 2.612) < 1e-9)
        #expect(TextMetrics.width(of: "👍🏽", size: 20) == 20, "an emoji with its modifier is one wide character")
        #expect(
            TextMetrics.width(of: "iii", size: 10, family: .monospaced)
                == TextMetrics.width(of: "mmm", size: 10, family: .monospaced))
        #expect(
            TextMetrics.width(of: "Settings", size: 17, weight: .semibold) > TextMetrics.width(of: "Settings", size: 17)
        )
    }

    @Test("text that fits keeps its size; text that does not shrinks in proportion, not below 9 points")
    func fitting() {
        #expect(TextMetrics.fittedSize(measuredWidth: 20, size: 16, availableWidth: 40) == 16)
        #expect(TextMetrics.fittedSize(measuredWidth: 80, size: 16, availableWidth: 40) == 9)
        #expect(TextMetrics.fittedSize(measuredWidth: 50, size: 16, availableWidth: 40) == 12.8)
        #expect(
            TextMetrics.fittedSize(measuredWidth: 80, size: 6, availableWidth: 40) == 6,
            "a size below the minimum is kept")
    }

    @Test("a line too long is cut with an ellipsis to what fits")
    func truncation() {
        #expect(TextMetrics.truncated("short", size: 12, availableWidth: 200) == "short")
        let cut = TextMetrics.truncated("https://www.example.com/a/very/long/path", size: 12, availableWidth: 100)
        #expect(cut.hasSuffix("…") && cut.hasPrefix("https://"))
        #expect(TextMetrics.width(of: cut, size: 12) <= 100)
    }

    @Test("wrapped text breaks at spaces, and the last line allowed is cut when text is left over")
    func wrapping() {
        let lines = TextMetrics.wrapped(
            "GIFs need Full Access. Turn it on in Settings", size: 12, availableWidth: 150, maximumLines: 2)
        #expect(lines.count == 2)
        #expect(lines[0] == "GIFs need Full Access.")
        #expect(TextMetrics.wrapped("one two", size: 12, availableWidth: 500, maximumLines: 3) == ["one two"])
        let cut = TextMetrics.wrapped("a b c d e f g h i j k l m n o p", size: 12, availableWidth: 30, maximumLines: 2)
        #expect(cut.count == 2 && cut[1].hasSuffix("…"))
    }
}
