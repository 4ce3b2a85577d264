import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The display list: every drawing decision, made once for every shell")
struct DisplayListTests {
    static let palette = Theme.standard.light

    static func key(
        _ label: KeyLabel, type: KeyType = .textEntry, style: KeyStyle = .light, width: Double = 33,
        pressed: Bool = false,
        selected: Bool = false, locked: Bool = false, homeRow: Bool = false
    ) -> RenderedKey {
        RenderedKey(
            row: 1, index: 2, frame: Rect(x: 10, y: 5, width: width, height: 44), style: style, type: type,
            label: label,
            isPressed: pressed, isSelected: selected, isLocked: locked, hasHomerowIndicator: homeRow, font: nil,
            textSize: nil,
            accessibilityLabel: "label")
    }

    static func items(_ key: RenderedKey) -> DisplayGroup {
        DisplayGroup(children: DisplayList.items(for: key, palette: palette, cornerRadius: 5))
    }

    @Test(
        "a letter is 22 points and a word 16, centred on the key, as on the system keyboard; a theme sizes letters only"
    )
    func labelSizes() throws {
        let letter = try #require(Self.items(Self.key(.text("q"))).texts.first)
        #expect(letter.size == 22 && letter.alignment == .center)
        #expect(letter.origin.x == 26.5)
        #expect(letter.origin.y == TextMetrics.baseline(centeredOn: 27, size: 22))
        #expect(Self.items(Self.key(.text("return"), width: 80)).texts.first?.size == 16)
        var large = Self.palette
        large.keys["light"]?.fontSize = 26
        #expect(large.face(for: Self.key(.text("q"))).fontSize == 26)
        #expect(large.face(for: Self.key(.text("space"))).fontSize == 16)
        var sized = Self.key(.text("space"))
        sized.textSize = 20
        #expect(large.face(for: sized).fontSize == 20, "a key's own size wins")
    }

    @Test("a label too wide for its key shrinks to fit it, keeping 3 points at each side, never below 9 points")
    func labelFitting() throws {
        let label = "international"
        let run = try #require(Self.items(Self.key(.text(label), width: 60)).texts.first)
        #expect(run.size < 16)
        #expect(abs(TextMetrics.width(of: label, size: run.size) - 54) < 1e-9)
        let tiny = try #require(Self.items(Self.key(.text(label), width: 10)).texts.first)
        #expect(tiny.size == 9)
    }

    @Test(
        "a pressed key takes its style's pressed background; shift that is on looks like a letter key, its arrow filled"
    )
    func faces() throws {
        let light = try #require(Self.palette.keyAppearance(for: .light))
        let dark = try #require(Self.palette.keyAppearance(for: .dark))
        let pressed = Self.items(Self.key(.text("a"), pressed: true)).rectangles
        #expect(pressed.last?.paint.fill == light.pressedBackground)
        let shift = Self.items(Self.key(.icon(.shift), type: .shift, style: .dark))
        #expect(shift.rectangles.last?.paint.fill == dark.background)
        #expect(shift.glyphs.first?.glyph == .key(.shift, .plain))
        let on = Self.items(Self.key(.icon(.shift), type: .shift, style: .dark, selected: true))
        #expect(on.rectangles.last?.paint.fill == light.background)
        #expect(on.glyphs.first?.glyph == .key(.shift, .filled))
        #expect(on.glyphs.first?.glyph.systemSymbolName == "shift.fill")
        let locked = Self.items(Self.key(.icon(.shift), type: .shift, style: .dark, selected: true, locked: true))
        #expect(locked.glyphs.first?.glyph == .key(.shift, .locked))
        #expect(locked.glyphs.first?.glyph.systemSymbolName == "capslock.fill")
    }

    @Test("a key icon fills half the key's shorter side, an image 0.6 of it, centred")
    func iconsAndImages() throws {
        let glyph = try #require(Self.items(Self.key(.icon(.delete))).glyphs.first)
        #expect(glyph.frame == Rect(x: 18.25, y: 18.75, width: 16.5, height: 16.5))
        let image = try #require(Self.items(Self.key(.image("Delete"))).images.first)
        #expect(abs(image.frame.width - 19.8) < 1e-9 && image.frame.center == Point(x: 26.5, y: 27))
        #expect(image.tint == Self.palette.keyAppearance(for: .light)?.text)
    }

    @Test("a key whose image is missing shows the image's name instead")
    func missingKeyImage() throws {
        let image = try #require(Self.items(Self.key(.image("Delete"))).images.first)
        #expect(DisplayList.texts(in: image.fallback).map(\.string) == ["Delete"])
    }

    @Test("the iPad's home-row bump is 10 by 2 points, its top 6 points above the key's bottom")
    func homeRowBump() {
        let bump = Self.items(Self.key(.text("f"), homeRow: true)).rectangles.last
        #expect(bump?.frame == Rect(x: 21.5, y: 43, width: 10, height: 2))
        #expect(bump?.paint.fill == Self.palette.keyAppearance(for: .light)?.text)
    }

    @Test("the input callout shows the letter at 34 points in the letter keys' face, joined to its key")
    func callout() throws {
        var session = try TouchSession()
        _ = session.press("q")
        let list = DisplayList(model: session.model)
        let callout = try #require(list.group(.inputCallout))
        #expect(callout.texts.map(\.string) == ["Q"], "shift is on at the start of the text")
        let bubble = try #require(session.model.inputCallout?.geometry.bubbleFrame)
        #expect(callout.texts.first?.size == min(34, bubble.height * 0.7))
        #expect(callout.rectangles.last?.paint.fill == Self.palette.keyAppearance(for: .light)?.background)
    }

    @Test("the alternates are 24 points, the selected one on the blue style's face")
    func alternates() throws {
        var session = try TouchSession()
        _ = session.press("e")
        session.wait(0.6)
        let list = DisplayList(model: session.model)
        let alternates = try #require(list.group(.alternates))
        let blue = try #require(Self.palette.keyAppearance(for: .blue))
        #expect(alternates.texts.allSatisfy { $0.size <= 24 })
        #expect(alternates.texts.contains { $0.color == blue.text })
        #expect(alternates.rectangles.contains { $0.paint.fill == blue.background })
    }

    @Test("a toolbar item whose image is missing shows its button type's icon; the More button its own")
    func fallbackIcons() {
        #expect(ToolbarIcon.BuiltIn.fallback(for: .button(.socialHub)) == .socialHub)
        #expect(ToolbarIcon.BuiltIn.fallback(for: .button(.rss)) == .rss)
        #expect(ToolbarIcon.BuiltIn.fallback(for: .more) == .more)
        #expect(Glyph.toolbar(.more).systemSymbolName == "ellipsis")
    }

    @Test("the toolbar's items carry their labels, and the slot sits above the keys area")
    func toolbar() throws {
        let session = try TouchSession()
        let list = DisplayList(model: session.model)
        #expect(list.size == Size(width: 390, height: 270))
        let more = try #require(list.group(.toolbarItem(kind: "more")))
        #expect(more.title == "More")
        #expect(more.glyphs.first?.glyph == .toolbar(.more))
        #expect(list.group(.keysArea)?.translation == Point(x: 0, y: session.model.toolbarSlot.height))
        #expect(list.groups.filter { if case .key = $0.tag { true } else { false } }.count == session.model.keys.count)
    }

    @Test("a panel's header has its title and a close button: a faint disc in the icon colour with a cross")
    func closeButton() throws {
        var session = try TouchSession()
        session.openPanel("Settings")
        let header = try #require(DisplayList(model: session.model).group(.panelHeader))
        let disc = try #require(
            header.children.compactMap { if case .circle(let circle) = $0 { circle } else { nil } }.first)
        #expect(disc.paint.fill == Self.palette.toolbarIconColor.withOpacity(0.18))
        let cross = try #require(header.glyphs.first)
        #expect(cross.glyph == .close && cross.glyph.systemSymbolName == "xmark")
        #expect(cross.frame.center == disc.center && cross.frame.width < disc.radius * 2)
    }

    @Test("the settings panel's buttons say Use Selection, its headings are capitals, templates monospaced")
    func settingsLabels() throws {
        var session = try TouchSession()
        session.openPanel("Settings")
        let list = DisplayList(model: session.model)
        let strings = list.texts.map(\.string)
        #expect(strings.filter { $0 == "Use Selection" }.count == 2)
        #expect(strings.contains("TAGS") && strings.contains("KEYBOARD"))
        #expect(list.texts.contains { $0.family == .monospaced })
        #expect(list.texts.first { $0.string == "Settings" }?.weight == .semibold)
    }

    @Test("the embedded browser's button says Open and the page is a placeholder naming it")
    func browserLabels() throws {
        var session = try TouchSession()
        session.openPanel("Wikipedia")
        let list = DisplayList(model: session.model)
        let strings = list.texts.map(\.string)
        #expect(strings.contains("Open"))
        #expect(strings.contains { $0.hasPrefix("Web page: https://") })
    }

    @Test("an open panel is clipped to the keys area and scrolled by the offset the shell gives")
    func panelScroll() throws {
        var session = try TouchSession()
        session.openPanel("Settings")
        let panel = try #require(session.model.panel)
        let still = try #require(DisplayList(model: session.model).group(.panel(name: "settings")))
        #expect(still.clip == panel.frame && still.translation == nil)
        let scrolled = try #require(
            DisplayList(model: session.model, panelScrollOffset: 40).group(.panel(name: "settings")))
        #expect(scrolled.clip == panel.frame && scrolled.translation == Point(x: 0, y: -40))
    }

    @Test("a finger may slide 8 points and still tap, in every shell")
    func tapSlop() {
        #expect(DrawingMetrics.tapSlop == 8)
        let start = Point(x: 100, y: 50)
        #expect(DrawingMetrics.isTap(from: start, to: Point(x: 108, y: 42)))
        #expect(!DrawingMetrics.isTap(from: start, to: Point(x: 108.5, y: 50)))
        #expect(!DrawingMetrics.isTap(from: start, to: Point(x: 100, y: 41)))
    }
}
