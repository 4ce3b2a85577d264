import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Themes format")
struct ThemesFormatTests {
    static let allStyles =
        ##""light": {"background": "#FFF", "text": "#000"}, "dark": {"background": "#ABB0BA", "text": "#000"}, "blue": {"background": "#007AFF", "text": "#FFF"}, "spacebar": {"background": "#FFF", "text": "#000"}, "blankSpace": {"background": "#D1D4D9", "text": "#000"}, "shift": {"background": "#ABB0BA", "text": "#000"}, "lightWithGrayText": {"background": "#FFF", "text": "#8E8E93"}"##

    /// A themes file with one theme whose two palettes hold `keys` as their key styles.
    static func file(keys: String = allStyles, extra: String = "") -> String {
        let palette = ##"{"keyboardBackground": "#D1D4D9", "keys": {\##(keys)}\##(extra)}"##
        return ##"{"themes": [{"name": "Classic", "light": \##(palette), "dark": \##(palette)}]}"##
    }

    func load(_ text: String) -> ConfigLoadResult<ThemeCatalog> {
        ThemeCatalog.load(text: text, name: "Themes.json")
    }

    func messages(_ text: String) -> [String] {
        load(text).diagnostics.map { "\($0.line):\($0.column) \($0.severity.rawValue) \($0.pointer) \($0.message)" }
    }

    @Test("a theme with every key style in both palettes loads clean and is recognised by its shape")
    func complete() throws {
        let text = Self.file(
            extra: ##", "toolbar": {"background": "#D1D4D9", "tint": "#007AFF", "icon": "#000", "text": "#000000CC"}"##)
        let result = load(text)
        #expect(result.diagnostics.isEmpty)
        let theme = try #require(result.cleanValue?.theme(named: "Classic"))
        #expect(theme.light.keys.count == 7)
        #expect(theme.light.keyboardBackground == ThemeColor(red: 0xD1, green: 0xD4, blue: 0xD9))
        #expect(
            theme.dark.keys["blue"]
                == ThemeKeyAppearance(
                    background: ThemeColor(red: 0, green: 0x7A, blue: 0xFF),
                    text: ThemeColor(red: 255, green: 255, blue: 255)))
        #expect(theme.light.toolbar?.text == ThemeColor(red: 0, green: 0, blue: 0, alpha: 0xCC))
        #expect(theme.light.toolbar?.tint?.hex == "#007AFF")
        let root = try #require(JSONParser.parse(SourceText(name: "Themes.json", text: text)).root)
        #expect(ConfigKind.detect(root) == .themes)
    }

    @Test(
        "colours are written #RGB, #RRGGBB or #RRGGBBAA, in either case",
        arguments: [
            ("#FFF", ThemeColor(red: 255, green: 255, blue: 255), "#FFFFFF"),
            ("#fa0", ThemeColor(red: 0xFF, green: 0xAA, blue: 0x00), "#FFAA00"),
            ("#D1d4D9", ThemeColor(red: 0xD1, green: 0xD4, blue: 0xD9), "#D1D4D9"),
            ("#00000080", ThemeColor(red: 0, green: 0, blue: 0, alpha: 0x80), "#00000080"),
            ("#123456FF", ThemeColor(red: 0x12, green: 0x34, blue: 0x56), "#123456"),
        ])
    func colours(written: String, color: ThemeColor, hex: String) {
        #expect(ThemeColor(hex: written) == color)
        #expect(color.hex == hex)
    }

    @Test(
        "anything else is an error that shows the three forms",
        arguments: [
            (##""red""##, ##"found "red""##),
            (##""#12""##, ##"found "#12""##),
            (##""#1234""##, ##"found "#1234""##),
            (##""#12345""##, ##"found "#12345""##),
            (##""#FFFFFFFFF""##, ##"found "#FFFFFFFFF""##),
            (##""#GGGGGG""##, ##"found "#GGGGGG""##),
            (##"" #FFFFFF""##, ##"found " #FFFFFF""##),
            (##""FFFFFF""##, ##"found "FFFFFF" (the "#" is missing)"##),
            ("16777215", "found a number"),
            ("null", "found null"),
        ])
    func badColours(written: String, found: String) {
        let text =
            ##"{"themes": [{"name": "A", "light": {"keyboardBackground": \##(written), "keys": {"light": {"background": "#FFF", "text": "#000"}}}}]}"##
        #expect(
            messages(text).first
                == ##"1:59 error /themes/0/light/keyboardBackground "keyboardBackground" must be a colour written "#RGB", "#RRGGBB" or "#RRGGBBAA", but "##
                + found)
        #expect(ThemeColor(hex: "#ABCD") == nil)
    }

    @Test("both palettes are required, and each needs the light key style")
    func requiredParts() {
        #expect(
            messages(##"{"themes": [{"name": "A"}]}"##) == [
                "1:13 error /themes/0 missing required field \"light\"",
                "1:13 error /themes/0 missing required field \"dark\"",
            ])
        #expect(
            messages(##"{"themes": [{"name": "A", "light": {}, "dark": "#000"}]}"##) == [
                "1:36 error /themes/0/light missing required field \"keyboardBackground\"",
                "1:36 error /themes/0/light missing required field \"keys\"",
                "1:48 error /themes/0/dark expected the \"dark\" palette (a JSON object) but found a string",
            ])
        let withoutLight = Self.file(keys: ##""dark": {"background": "#ABB0BA", "text": "#000"}"##)
        #expect(
            messages(withoutLight) == [
                ##"1:84 error /themes/0/light/keys missing required field "light"; every palette needs the "light" key style, which the other styles fall back to"##,
                ##"1:84 warning /themes/0/light/keys the key styles "blue", "spacebar", "blankSpace", "shift" and "lightWithGrayText" are not defined and fall back to "light""##,
                ##"1:188 error /themes/0/dark/keys missing required field "light"; every palette needs the "light" key style, which the other styles fall back to"##,
                ##"1:188 warning /themes/0/dark/keys the key styles "blue", "spacebar", "blankSpace", "shift" and "lightWithGrayText" are not defined and fall back to "light""##,
            ])
        #expect(load(withoutLight).value?.themes.isEmpty == true)
        #expect(
            messages(##"{"themes": [{"name": "", "light": 1, "dark": 2}]}"##).first
                == "1:22 error /themes/0/name \"name\" must not be empty")
    }

    @Test("a missing key style other than light is a warning, and falls back to light")
    func missingStyles() throws {
        let light = ##""light": {"background": "#FFF", "text": "#000"}"##
        let text = Self.file(
            keys: light
                + ##", "dark": {"background": "#ABB0BA", "text": "#000"}, "blue": {"background": "#007AFF", "text": "#FFF"}, "spacebar": {"background": "#FFF", "text": "#000"}, "blankSpace": {"background": "#D1D4D9", "text": "#000"}, "shift": {"background": "#ABB0BA", "text": "#000"}"##
        )
        #expect(
            messages(text) == [
                ##"1:84 warning /themes/0/light/keys the key style "lightWithGrayText" is not defined and falls back to "light""##,
                ##"1:449 warning /themes/0/dark/keys the key style "lightWithGrayText" is not defined and falls back to "light""##,
            ])
        let palette = try #require(load(text).value?.themes.first?.light)
        #expect(palette.keyAppearance(for: .lightWithGrayText) == palette.keys["light"])
        #expect(palette.keyAppearance(for: .blue)?.background.hex == "#007AFF")
        #expect(messages(Self.file(keys: light)).count == 2)
    }

    @Test(
        "a key style name outside JACKeyboard's seven is an error, with a suggestion",
        arguments: [
            ("lightWithGreyText", ##" (did you mean "lightWithGrayText"?)"##),
            ("spaceBar", ##" (did you mean "spacebar"?)"##),
            ("purple", ""),
        ])
    func unknownStyle(name: String, suggestion: String) {
        let text = Self.file(keys: Self.allStyles + ##", "\##(name)": {"background": "#FFF", "text": "#000"}"##)
        #expect(
            messages(text).first
                == ##"1:461 error /themes/0/light/keys/\##(name) a key style must be one of "light", "dark", "blue", "spacebar", "blankSpace", "shift" or "lightWithGrayText", but found "\##(name)""##
                + suggestion)
        #expect(messages(text).count == 2)
        #expect(load(text).value?.themes.first?.light.keys[name] == nil)
    }

    @Test(
        "a font size is greater than 0 and at most 200 points",
        arguments: [
            ("0", "\"fontSize\" must be greater than 0 and at most 200 points, but found 0"),
            ("-12", "\"fontSize\" must be greater than 0 and at most 200 points, but found -12"),
            ("200.5", "\"fontSize\" must be greater than 0 and at most 200 points, but found 200.5"),
            ("1e300", "\"fontSize\" must be greater than 0 and at most 200 points, but found 1e+300"),
            ("\"22\"", "\"fontSize\" must be a number, but found a string"),
        ])
    func fontSizes(written: String, message: String) {
        let text =
            ##"{"themes": [{"name": "A", "light": {"keyboardBackground": "#FFF", "keys": {"light": {"background": "#FFF", "text": "#000", "fontSize": \##(written)}}}}]}"##
        #expect(messages(text).first == "1:136 error /themes/0/light/keys/light/fontSize \(message)")
    }

    @Test("sizes in range, fonts and the optional colours are kept")
    func keyAppearance() throws {
        let keys =
            ##""light": {"background": "#FFF", "text": "#000", "pressedBackground": "#B4B8C1", "shadow": "#898A8D", "font": "HelveticaNeue", "fontSize": 200}"##
        let light = try #require(load(Self.file(keys: keys)).value?.themes.first?.light.keys["light"])
        #expect(
            light
                == ThemeKeyAppearance(
                    background: ThemeColor(red: 255, green: 255, blue: 255),
                    text: ThemeColor(red: 0, green: 0, blue: 0),
                    pressedBackground: ThemeColor(red: 0xB4, green: 0xB8, blue: 0xC1),
                    shadow: ThemeColor(red: 0x89, green: 0x8A, blue: 0x8D), font: "HelveticaNeue", fontSize: 200))
        let small = ##""light": {"background": "#FFF", "text": "#000", "fontSize": 0.5, "font": ""}"##
        #expect(
            messages(Self.file(keys: small)).filter { $0.contains(" error ") } == [
                "1:158 error /themes/0/light/keys/light/font \"font\" must not be empty",
                "1:289 error /themes/0/dark/keys/light/font \"font\" must not be empty",
            ])
    }

    @Test("theme names are unique; an empty list is a warning")
    func namesAndEmptyList() {
        let palette = ##"{"keyboardBackground": "#FFF", "keys": {"light": {"background": "#FFF", "text": "#000"}}}"##
        let text = """
            {"themes": [
              {"name": "Classic", "light": \(palette), "dark": \(palette)},
              {"name": "Classic", "light": \(palette), "dark": \(palette)}
            ]}
            """
        #expect(
            messages(text).filter { !$0.contains("fall back") } == [
                "3:12 error /themes/1/name the name \"Classic\" is already used by the theme at /themes/0; theme names must be unique"
            ])
        #expect(load(text).value?.themes.count == 1)
        #expect(
            messages(##"{"themes": []}"##) == [
                "1:12 warning /themes \"themes\" is empty; a themes file should define at least one theme"
            ])
        #expect(
            messages(##"{"themes": {}}"##) == [
                "1:12 error /themes expected \"themes\": a list of themes (a JSON array) but found an object"
            ])
    }

    @Test("unknown fields are notes at every level")
    func unknownFields() {
        let keys = ##""light": {"background": "#FFF", "text": "#000", "border": "#000"}"##
        let text =
            ##"{"themes": [{"name": "A", "author": "me", "light": {"keyboardBackground": "#FFF", "keys": {\##(keys)}, "toolbar": {"tint": "#00F", "badge": "#F00"}, "gradient": true}, "dark": {"keyboardBackground": "#000", "keys": {\##(keys)}}}], "version": 1}"##
        #expect(
            messages(text).filter { $0.contains(" note ") } == [
                "1:140 note /themes/0/light/keys/light/border \"border\" is not a field of a key style and is ignored",
                "1:188 note /themes/0/light/toolbar/badge \"badge\" is not a field of a palette's toolbar and is ignored",
                "1:206 note /themes/0/light/gradient \"gradient\" is not a field of a palette and is ignored",
                "1:321 note /themes/0/dark/keys/light/border \"border\" is not a field of a key style and is ignored",
                "1:27 note /themes/0/author \"author\" is not a field of a theme and is ignored",
                "1:344 note /version \"version\" is not a field of a themes file and is ignored",
            ])
    }

    @Test("a catalog encodes colours as hex strings and decodes back")
    func codable() throws {
        let catalog = try #require(load(Self.file(extra: ##", "toolbar": {"tint": "#007AFF80"}"##)).cleanValue)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(catalog)
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(text.contains(##""toolbar":{"tint":"#007AFF80"}"##))
        #expect(text.contains(##""blue":{"background":"#007AFF","text":"#FFFFFF"}"##))
        #expect(try JSONDecoder().decode(ThemeCatalog.self, from: data) == catalog)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ThemeColor.self, from: Data(##""blue""##.utf8)) }
    }
}
