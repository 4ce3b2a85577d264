import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Text direction: each text run's paragraph direction, from its characters and the layout's language")
struct TextDirectionTests {
    @Test("strong characters that all run one way decide; neutral, digits only or both ways, the layout's language")
    func paragraphDirection() {
        let arabic = LayoutDirection.rightToLeft
        let english = LayoutDirection.leftToRight
        #expect(arabic.paragraphDirection(of: ".؟١٢٣") == .rightToLeft)
        #expect(english.paragraphDirection(of: ".؟١٢٣") == .rightToLeft, "the Arabic question mark is strong")
        #expect(english.paragraphDirection(of: ".١٢٣") == .leftToRight)
        #expect(arabic.paragraphDirection(of: ".١٢٣") == .rightToLeft)
        #expect(english.paragraphDirection(of: "،٪") == .leftToRight, "the Arabic comma and percent sign are weak")
        #expect(arabic.paragraphDirection(of: "#+=") == .rightToLeft)
        #expect(english.paragraphDirection(of: "العربية (123)") == .rightToLeft)
        #expect(arabic.paragraphDirection(of: "English (US)") == .leftToRight)
        #expect(english.paragraphDirection(of: "עברית abc") == .leftToRight)
        #expect(arabic.paragraphDirection(of: "עברית abc") == .rightToLeft)
        #expect(english.paragraphDirection(of: "\u{200F}1-2") == .rightToLeft, "a right-to-left mark is strong")
        #expect(english.paragraphDirection(of: "") == .leftToRight)
    }

    /// The text runs of the keys of `layout` on the embedded keyboard of `language`.
    static func keyTexts(language: String, layout: String) throws -> [TextRun] {
        let engine = KeyboardEngine(configuration: try LanguageKeyboards.configuration(language))
        let model = engine.render(engine.initialState(host: .standard, layoutName: layout))
        #expect(model.layoutName == layout)
        let keys = DisplayList(model: model).groups.filter { if case .key = $0.tag { true } else { false } }
        return keys.flatMap(\.texts)
    }

    @Test(
        "the Arabic and Hebrew numbers and symbols read from right to left: punctuation, digits and mixed labels",
        arguments: [
            ("ar", "Numbers", [".", "؟", "١", "#+=", "ابج"]), ("ar", "Symbols", [".", "؟", "€", "١٢٣"]),
            ("he_IL", "Numbers", [".", "?", "1", "#+=", "אבג"]), ("he_IL", "Symbols", [".", "?", "123"]),
        ])
    func rightToLeftLayouts(language: String, layout: String, labels: [String]) throws {
        let texts = try Self.keyTexts(language: language, layout: layout)
        #expect(Set(texts.map(\.string)).isSuperset(of: labels))
        for run in texts {
            #expect(run.direction == .rightToLeft, "\(run.string) on \(language) \(layout)")
        }
    }

    @Test("the English keyboard's labels read from left to right")
    func leftToRightLayout() throws {
        let texts = try Self.keyTexts(language: "en_US", layout: "Numbers")
        #expect(!texts.isEmpty)
        #expect(texts.allSatisfy { $0.direction == .leftToRight })
    }

    @Test("a label of both directions or none takes the layout's direction; a key in one script keeps its own")
    func keyLabels() throws {
        func direction(_ label: String, layout: LayoutDirection) throws -> LayoutDirection {
            let items = DisplayList.items(
                for: DisplayListTests.key(.text(label), width: 80), palette: DisplayListTests.palette, cornerRadius: 5,
                layoutDirection: layout)
            return try #require(DisplayGroup(children: items).texts.first).direction
        }
        #expect(try direction(".؟١٢٣", layout: .rightToLeft) == .rightToLeft)
        #expect(try direction(".١٢٣", layout: .leftToRight) == .leftToRight)
        #expect(try direction(".؟١٢٣", layout: .leftToRight) == .rightToLeft)
        #expect(try direction("ABC", layout: .rightToLeft) == .leftToRight)
        #expect(try direction("ابج", layout: .leftToRight) == .rightToLeft)
    }
}
