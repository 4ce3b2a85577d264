import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The toolbar's and the panels' colours, from a palette")
struct ThemePanelColorsTests {
    static let black = ThemeColor(red: 0, green: 0, blue: 0)
    static let white = ThemeColor(red: 255, green: 255, blue: 255)
    static let letter = ThemeKeyAppearance(
        background: ThemeColor(red: 10, green: 20, blue: 30), text: ThemeColor(red: 200, green: 210, blue: 220))

    @Test("without toolbar colours, icons and texts take a letter key's text and the accent is the system tint")
    func fallbacks() {
        let palette = ThemePalette(keyboardBackground: Self.black, keys: ["light": Self.letter])
        #expect(palette.toolbarIconColor == Self.letter.text)
        #expect(palette.toolbarTextColor == Self.letter.text)
        #expect(palette.toolbarTintColor == ThemeToolbarAppearance.systemTint)
        #expect(palette.panelSurfaceColor == Self.letter.background)
        #expect(palette.panelTextColor == Self.letter.text)
        #expect(palette.noteColors(.info).border == ThemeToolbarAppearance.systemTint)
    }

    @Test("the toolbar's own colours win; a warning note is amber whatever the theme")
    func toolbarColors() {
        let tint = ThemeColor(red: 1, green: 2, blue: 3)
        let palette = ThemePalette(
            keyboardBackground: Self.black, keys: [:],
            toolbar: ThemeToolbarAppearance(tint: tint, icon: Self.white, text: tint))
        #expect(palette.toolbarIconColor == Self.white)
        #expect(palette.toolbarTextColor == tint)
        #expect(palette.toolbarTintColor == tint)
        #expect(palette.panelSurfaceColor == Self.white)
        #expect(palette.noteColors(.warning).background == ThemeColor(red: 0xFF, green: 0xF4, blue: 0xCE))
        #expect(palette.switchTrackColor(isOn: true) != palette.switchTrackColor(isOn: false))
    }
}
