import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The toolbar for VoiceOver: every item a button with a label, in the slot, the social bar and More")
struct ToolbarAccessibilityTests {
    /// Nine items of every kind of label: more than seven, so that two go under More.
    static let items = [
        ToolbarItem(order: 1, buttonType: .webLink, url: "https://www.example.com/news"),
        ToolbarItem(order: 2, buttonType: .deeplink, url: "https://example.com/search?q=[[KB_TEXT]]"),
        ToolbarItem(order: 3, buttonType: .socialHub, include: [.instagram, .tiktok]),
        ToolbarItem(order: 4, buttonType: .gifs, title: "GIFs"),
        ToolbarItem(order: 5, buttonType: .webLink),
        ToolbarItem(order: 6, buttonType: .instagram, url: "https://instagram.com/keysmith"),
        ToolbarItem(order: 7, buttonType: .tiktok, url: "https://tiktok.com/@keysmith"),
        ToolbarItem(order: 8, buttonType: .brand, title: " ", url: "https://brand.example.org"),
        ToolbarItem(order: 9, buttonType: .settings),
    ]

    /// Checks that every item is a button with a label, dimmed only when it does nothing.
    static func expectButtons(_ items: [RenderedToolbarItem], sourceLocation: SourceLocation = #_sourceLocation) {
        for item in items {
            #expect(!item.accessibilityLabel.isEmpty, sourceLocation: sourceLocation)
            #expect(item.accessibilityTraits.contains(.button), sourceLocation: sourceLocation)
            #expect(item.accessibilityTraits.contains(.notEnabled) == !item.isEnabled, sourceLocation: sourceLocation)
            #expect(item.accessibilityItem.frame == item.frame, sourceLocation: sourceLocation)
        }
    }

    @Test("the slot's items, More included, are labelled buttons in the render model and the display list")
    func slot() throws {
        let session = try TouchSession(configuration: try ToolbarEngineTests.configuration(toolbar: Self.items))
        let items = session.slotItems
        #expect(
            items.map(\.accessibilityLabel) == [
                "Open example.com", "Open in App", "Social", "GIFs", "Link", "Instagram", "More",
            ])
        Self.expectButtons(items)
        #expect(items.map(\.isEnabled) == [true, true, true, true, false, true, true])
        let accessible = session.model.toolbarSlot.accessibilityItems
        #expect(accessible.map(\.label) == items.map(\.accessibilityLabel))
        #expect(accessible.map(\.traits) == items.map(\.accessibilityTraits))
        #expect(accessible.allSatisfy { $0.traits.contains(.button) })
        let groups = DisplayList(model: session.model).groups.filter {
            if case .toolbarItem = $0.tag { true } else { false }
        }
        #expect(groups.map(\.title) == items.map(\.accessibilityLabel))
        #expect(groups.last?.tag == .toolbarItem(kind: "more"))
    }

    @Test("the More section's items are labelled buttons too, and its header says its title and Close")
    func more() throws {
        var session = try TouchSession(configuration: try ToolbarEngineTests.configuration(toolbar: Self.items))
        session.tapToolbar("More")
        let panel = try #require(session.panel)
        guard case .more(let tiles) = panel.content else {
            Issue.record("the More section is not shown")
            return
        }
        #expect(tiles.map(\.accessibilityLabel) == ["TikTok", "Open brand.example.org", "Settings"])
        Self.expectButtons(tiles)
        #expect(panel.accessibilityItems == tiles.map(\.accessibilityItem))
        #expect(session.model.toolbarSlot.accessibilityItems.map(\.label) == ["More", "Close"])
        #expect(session.model.toolbarSlot.accessibilityItems.map(\.traits) == [[], .button])
        // Activating an item is a tap in its middle.
        let settings = try #require(panel.accessibilityItems.last)
        session.tapPanel(at: settings.frame.center)
        #expect(session.panel?.name == "settings")
    }

    @Test("the social bar: Close, then its items, each a labelled button")
    func socialBar() throws {
        var session = try TouchSession(configuration: try ToolbarEngineTests.configuration(toolbar: Self.items))
        session.tapToolbar("Social")
        let items = session.slotItems
        #expect(items.map(\.accessibilityLabel) == ["Instagram", "TikTok"])
        Self.expectButtons(items)
        let accessible = session.model.toolbarSlot.accessibilityItems
        #expect(accessible.map(\.label) == ["Close", "Instagram", "TikTok"])
        #expect(accessible.allSatisfy { $0.traits.contains(.button) })
    }
}
