import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The stickers panel: packs as tabs, a tap copies the image for pasting")
struct StickersPanelTests {
    static func stickers(_ session: TouchSession) -> RenderedStickers? {
        if case .stickers(let stickers)? = session.panel?.content { return stickers }
        Issue.record("the stickers panel is not open")
        return nil
    }

    static let fullAccess = HostContext(hasFullAccess: true)

    @Test("the packs are tabs, the first selected, with its stickers in a grid inside the panel")
    func tabsAndGrid() throws {
        var session = try TouchSession(host: Self.fullAccess)
        session.openPanel("Stickers")
        let stickers = try #require(Self.stickers(session))
        #expect(stickers.tabs.map(\.title) == ["Everyday", "Celebrate"])
        #expect(stickers.tabs.map(\.isSelected) == [true, false])
        #expect(stickers.stickers.map(\.name) == ["wave", "heart", "thanks", "ok"])
        #expect(stickers.stickers.map(\.accessibilityLabel) == ["Waving hand", "Heart", "Thanks!", "OK"])
        #expect(stickers.isEnabled)
        #expect(session.panel?.note == nil)
        let panel = try #require(session.panel)
        for sticker in stickers.stickers {
            #expect(panel.frame.contains(sticker.frame))
            #expect(sticker.frame.contains(sticker.imageFrame))
            #expect(stickers.tabs.allSatisfy { !$0.frame.intersects(sticker.frame) })
        }
    }

    @Test("tapping a sticker copies its image and the panel says to paste it")
    func copySticker() throws {
        var session = try TouchSession(document: "hi ‸", host: Self.fullAccess)
        session.openPanel("Stickers")
        let heart = try #require(Self.stickers(session)?.stickers.first { $0.name == "heart" })
        let effects = session.tapPanel(at: heart.frame.center)
        #expect(effects == [.copyImageToPasteboard("sticker-heart")])
        #expect(session.panel?.note?.text == "Copied “Heart”. Paste it into your message.")
        #expect(session.panel?.note?.tone == .info)
        // Nothing is typed: keyboards cannot insert images.
        #expect(session.settle() == "hi ‸")
    }

    @Test("a tab shows its pack")
    func switchPack() throws {
        var session = try TouchSession(host: Self.fullAccess)
        session.openPanel("Stickers")
        let celebrate = try #require(Self.stickers(session)?.tabs.last)
        session.tapPanel(at: celebrate.frame.center)
        #expect(Self.stickers(session)?.tabs.map(\.isSelected) == [false, true])
        #expect(Self.stickers(session)?.stickers.map(\.image) == ["sticker-party", "sticker-coffee"])
        let coffee = try #require(Self.stickers(session)?.stickers.last)
        #expect(session.tapPanel(at: coffee.frame.center) == [.copyImageToPasteboard("sticker-coffee")])
    }

    @Test("without full access the panel says so, the stickers are dimmed, and a tap copies nothing")
    func withoutFullAccess() throws {
        var session = try TouchSession()
        session.openPanel("Stickers")
        let stickers = try #require(Self.stickers(session))
        #expect(!stickers.isEnabled)
        let note = try #require(session.panel?.note)
        #expect(note.tone == .warning)
        #expect(note.text.hasPrefix("Stickers need Full Access."))
        let wave = try #require(stickers.stickers.first)
        #expect(session.tapPanel(at: wave.frame.center).isEmpty)
        #expect(session.panel?.note?.text.hasPrefix("Stickers need Full Access.") == true)
        // Once the user allows full access, the same tap copies.
        session.hostChanged(Self.fullAccess)
        #expect(session.panel?.note == nil)
        #expect(session.tapPanel(at: wave.frame.center) == [.copyImageToPasteboard("sticker-wave")])
    }

    @Test("a set without stickers says so")
    func noStickers() throws {
        var configuration = try #require(TouchSession.embeddedConfiguration)
        configuration.stickers = nil
        var session = try TouchSession(host: Self.fullAccess, configuration: configuration)
        session.openPanel("Stickers")
        #expect(session.panel?.note?.text == "This keyboard has no stickers.")
        #expect(Self.stickers(session)?.stickers.isEmpty == true)
    }
}
