import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The toolbar in the keyboard: buttons, More, the social bar, links and closing")
struct ToolbarEngineTests {
    /// The embedded set with `items` as its toolbar.
    static func configuration(toolbar items: [ToolbarItem]) throws -> KeyboardConfiguration {
        var configuration = try #require(TouchSession.embeddedConfiguration)
        configuration.toolbar = Toolbar(items: items)
        return configuration
    }

    /// A policy allowing the embedded toolbar's deep link scheme.
    static let demoPolicy = URLPolicy(allowedCustomSchemes: ["keysmith-demo"])

    // MARK: Layout

    @Test("the slot shows the set's first six buttons and More, in equal cells across the keyboard's width")
    func slotLayout() throws {
        let session = try TouchSession()
        let items = session.slotItems
        #expect(
            items.map(\.accessibilityLabel) == ["Keysmith", "GIFs", "Stickers", "Themes", "Social", "Settings", "More"])
        let slot = session.model.toolbarSlot
        #expect(slot.height == 54 && slot.width == 390)
        #expect(items.first?.frame.minX == 0)
        #expect(abs((items.last?.frame.maxX ?? 0) - 390) < 1e-9)
        for (item, next) in zip(items, items.dropFirst()) {
            #expect(abs(item.frame.maxX - next.frame.minX) < 1e-9)
            #expect(abs(item.frame.width - next.frame.width) < 1e-9)
        }
        for item in items {
            #expect(item.frame.minY == 0 && item.frame.height == 54)
            #expect(item.frame.contains(item.iconFrame))
            #expect(item.iconFrame.width == item.iconFrame.height && item.iconFrame.width > 0)
            // In the toolbar, titles are not drawn.
            #expect(item.title == nil && item.titleFrame == nil)
        }
    }

    @Test("held sideways, the buttons stay inside the safe area of a notched iPhone")
    func landscapeSideInsets() throws {
        let session = try TouchSession(device: .iphoneLandscape)
        let items = session.slotItems
        #expect(items.count == 7)
        #expect(items.first?.frame.minX == 47)
        #expect(abs((items.last?.frame.maxX ?? 0) - (844 - 47)) < 1e-9)
        #expect(items.allSatisfy { $0.frame.height == 40 })
    }

    @Test("items with useTint take the theme's toolbar tint; the others and More take none")
    func tints() throws {
        let session = try TouchSession()
        let tint = ThemeColor(hex: "#007AFF")
        #expect(session.slotItems.map(\.tint) == [nil, tint, tint, tint, tint, tint, nil])
    }

    @Test("a set without a toolbar has an empty slot of the same height")
    func noToolbar() throws {
        var configuration = try #require(TouchSession.embeddedConfiguration)
        configuration.toolbar = nil
        var session = try TouchSession(configuration: configuration)
        #expect(session.model.toolbarSlot.content == .empty)
        #expect(session.model.toolbarSlot.height == 54)
        #expect(session.tapSlot(at: Point(x: 20, y: 20)).isEmpty)
    }

    // MARK: Links

    @Test("a brand button opens its web page and nothing else happens", arguments: DocumentMode.allCases)
    func brandOpensURL(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "hello‸")
        let effects = session.tapToolbar("Keysmith")
        #expect(effects == [.openURL(try #require(URL(string: "https://www.example.com/keysmith")))])
        #expect(session.panel == nil)
        #expect(session.settle() == "hello‸")
    }

    @Test("a web link and a social item in the More section open their pages and close the section")
    func moreLinks() throws {
        var session = try TouchSession()
        session.tapToolbar("More")
        session.tapMore("Help")
        #expect(session.openedURLs == ["https://www.example.com/keysmith/help"])
        #expect(session.panel == nil)
        session.tapToolbar("More")
        session.tapMore("TikTok")
        #expect(session.openedURLs.last == "https://www.tiktok.com/@keysmith")
        #expect(session.panel == nil)
    }

    @Test("a deep link carries the text typed on the keys, encoded", arguments: DocumentMode.allCases)
    func deepLinkWithTypedText(mode: DocumentMode) throws {
        var session = try TouchSession(mode, host: .noAutocapitalization, urlPolicy: Self.demoPolicy)
        session.type("fish n chips")
        session.tapToolbar("More")
        session.tapMore("Search in App")
        #expect(session.openedURLs == ["keysmith-demo://search?q=fish%20n%20chips"])
        #expect(session.settle() == "fish n chips‸")
    }

    @Test("a deep link carries the selection when there is one, not the rest of the field")
    func deepLinkWithSelection() throws {
        var session = try TouchSession(document: "say «fish & chips» now", urlPolicy: Self.demoPolicy)
        session.tapToolbar("More")
        session.tapMore("Search in App")
        #expect(session.openedURLs == ["keysmith-demo://search?q=fish%20%26%20chips"])
    }

    @Test("a deep link to a scheme the app does not declare opens nothing and shows why")
    func undeclaredSchemeIsBlocked() throws {
        var session = try TouchSession(document: "hi‸")
        session.tapToolbar("More")
        let effects = session.tapMore("Search in App")
        #expect(effects.isEmpty)
        let notice = try #require(session.model.toolbarSlot.notice)
        #expect(notice.message.contains("\"keysmith-demo\" is not one of the app's URL schemes"))
        // The More section stays open under the notice, and a tap on the notice dismisses it.
        #expect(session.panel?.name == "more")
        session.tapSlot(at: notice.frame.center)
        #expect(session.model.toolbarSlot.notice == nil)
        #expect(session.panel?.name == "more")
    }

    @Test(
        "a link with a forbidden scheme is blocked even when the app declares it",
        arguments: ["javascript:alert(1)", "file:///etc/passwd", "data:text/html,hi"])
    func forbiddenSchemes(link: String) throws {
        let configuration = try Self.configuration(toolbar: [
            ToolbarItem(order: 1, buttonType: .webLink, title: "Bad", url: link)
        ])
        let scheme = String(link.prefix { $0 != ":" })
        var session = try TouchSession(
            configuration: configuration, urlPolicy: URLPolicy(allowedCustomSchemes: [scheme]))
        #expect(session.tapToolbar("Bad").isEmpty)
        #expect(session.model.toolbarSlot.notice?.message.contains("\"\(scheme):\" links are never opened") == true)
        // The next touch on the keys dismisses the notice.
        session.tap("q")
        #expect(session.model.toolbarSlot.notice == nil)
    }

    @Test("a link button without url is drawn disabled and does nothing")
    func noURL() throws {
        let configuration = try Self.configuration(toolbar: [ToolbarItem(order: 1, buttonType: .instagram)])
        var session = try TouchSession(configuration: configuration)
        let item = try #require(session.slotItems.first)
        #expect(!item.isEnabled)
        #expect(session.tapSlot(at: item.frame.center).isEmpty)
        #expect(session.model.toolbarSlot.notice == nil)
    }

    // MARK: Panels and sections

    @Test(
        "each panel button opens its panel in place of the keys, titled in the slot's header",
        arguments: [
            ("GIFs", "gifs"), ("Stickers", "stickers"), ("Themes", "themes"), ("Settings", "settings"),
            ("Quick Replies", "quickReplies"), ("Wikipedia", "embeddedBrowser"),
        ])
    func panelsOpen(label: String, name: String) throws {
        var session = try TouchSession(host: HostContext(hasFullAccess: true))
        session.openPanel(label)
        let panel = try #require(session.panel)
        #expect(panel.name == name)
        #expect(panel.title == label)
        #expect(panel.frame == Rect(x: 0, y: 0, width: 390, height: 216))
        #expect(session.model.keys.isEmpty)
        guard case .header(let title, _, let close) = session.model.toolbarSlot.content else {
            Issue.record("the slot shows \(session.model.toolbarSlot.content), not a header")
            return
        }
        #expect(title == label)
        #expect(close.maxX == 390 && close.height == 54)
    }

    @Test("More shows the items from the seventh on, with their titles, as tiles inside the keys area")
    func moreSection() throws {
        var session = try TouchSession()
        session.tapToolbar("More")
        let panel = try #require(session.panel)
        guard case .more(let items) = panel.content else {
            Issue.record("the More section is not shown")
            return
        }
        #expect(
            items.map(\.title) == [
                "Quick Replies", "Wikipedia", "Search in App", "Help", "X (Twitter)", "YouTube", "Facebook",
                "Instagram",
                "Twitch", "TikTok", "Blog",
            ])
        for item in items {
            #expect(panel.frame.contains(item.frame))
            #expect(item.frame.contains(item.iconFrame))
            #expect(item.titleFrame.map { item.frame.contains($0) } == true)
        }
        for (index, item) in items.enumerated() {
            for other in items[(index + 1)...] { #expect(!item.frame.intersects(other.frame)) }
        }
    }

    @Test("a More item without title shows no title there")
    func moreWithoutTitle() throws {
        let items = (1...8).map {
            ToolbarItem(
                order: $0, buttonType: .webLink, title: $0 == 8 ? nil : "Link \($0)", url: "https://example.com/\($0)")
        }
        var session = try TouchSession(configuration: try Self.configuration(toolbar: items))
        session.tapToolbar("More")
        guard case .more(let more)? = session.panel?.content else {
            Issue.record("the More section is not shown")
            return
        }
        #expect(more.map(\.title) == ["Link 7", nil])
        #expect(more.map(\.accessibilityLabel) == ["Link 7", "Open example.com"])
        session.tapPanel(at: try #require(more.last).frame.center)
        #expect(session.openedURLs == ["https://example.com/8"])
    }

    @Test("the social hub shows its bar in the slot; the keys stay; an item opens its page and the toolbar comes back")
    func socialBar() throws {
        var session = try TouchSession()
        session.tapToolbar("Social")
        guard case .socialBar(let items, let close) = session.model.toolbarSlot.content else {
            Issue.record("no social bar")
            return
        }
        #expect(items.map(\.accessibilityLabel) == ["Instagram", "TikTok", "YouTube", "X (Twitter)", "Facebook"])
        #expect(close.minX == 0 && (items.first?.frame.minX ?? 0) >= close.maxX)
        #expect(!session.model.keys.isEmpty)
        #expect(session.panel == nil)
        session.tapToolbar("YouTube")
        #expect(session.openedURLs == ["https://www.youtube.com/@keysmith"])
        #expect(session.slotItems.count == 7)
    }

    @Test("the social bar closes with its close button, and with a touch on the keys that types as usual")
    func socialBarCloses() throws {
        var session = try TouchSession(host: .noAutocapitalization)
        session.tapToolbar("Social")
        session.tapClose()
        #expect(session.slotItems.map(\.accessibilityLabel).last == "More")
        session.tapToolbar("Social")
        session.type("a")
        #expect(session.slotItems.count == 7)
        #expect(session.settle() == "a‸")
    }

    @Test("a hub's sub-item without a standalone item of its type is disabled")
    func bareSocialItem() throws {
        let configuration = try Self.configuration(toolbar: [
            ToolbarItem(order: 1, buttonType: .socialHub, include: [.twitch, .rss]),
            ToolbarItem(order: 2, buttonType: .rss, title: "Feed", url: "https://example.com/feed"),
        ])
        var session = try TouchSession(configuration: configuration)
        session.tapToolbar("Social")
        #expect(session.slotItems.map(\.isEnabled) == [false, true])
        #expect(session.tapSlot(at: try #require(session.slotItems.first).frame.center).isEmpty)
        session.tapToolbar("Feed")
        #expect(session.openedURLs == ["https://example.com/feed"])
    }

    @Test("closing a panel brings the keys and the toolbar back, and typing goes on", arguments: DocumentMode.allCases)
    func closePanel(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "ok ‸", host: .noAutocapitalization)
        session.openPanel("Themes")
        session.tapClose()
        #expect(session.panel == nil)
        #expect(!session.model.keys.isEmpty)
        #expect(session.slotItems.count == 7)
        session.type("go")
        #expect(session.settle() == "ok go‸")
    }

    @Test("while a panel is open the keys are not there: touches where they were type nothing")
    func keysIgnoredUnderPanel() throws {
        var session = try TouchSession(document: "x‸")
        let q = session.center(of: "q")
        session.openPanel("Settings")
        let finger = session.press(at: q)
        session.wait(0.05)
        session.release(finger)
        #expect(session.log.edits.isEmpty)
        #expect(session.settle() == "x‸")
    }

    @Test("a finger on a key when a panel opens types nothing when it lifts")
    func fingerDownWhenPanelOpens() throws {
        var session = try TouchSession(document: "x‸")
        let finger = session.press("q")
        session.send(.toolbar(.tapItem(3)))
        #expect(session.panel?.name == "themes")
        session.release(finger)
        #expect(session.log.edits.isEmpty)
    }

    @Test("taps for buttons that are not on screen are ignored")
    func staleTaps() throws {
        var session = try TouchSession()
        #expect(session.send(.toolbar(.tapItem(99))).isEmpty)
        #expect(session.send(.toolbar(.tapMoreItem(0))).isEmpty)
        #expect(session.send(.toolbar(.tapSocialItem(0))).isEmpty)
        #expect(session.send(.panel(.chooseTheme("Midnight"))).isEmpty)
        session.openPanel("Themes")
        // The toolbar's own buttons are under the header now.
        #expect(session.send(.toolbar(.tapItem(0))).isEmpty)
        #expect(session.panel?.name == "themes")
    }

    // MARK: The render model

    @Test("a tick that changes nothing leaves the render model equal, with the toolbar, the social bar and each panel")
    func tickKeepsModelEqual() throws {
        var session = try TouchSession(host: HostContext(hasFullAccess: true))
        var before = session.model
        session.wait(0.2)
        #expect(session.model == before)
        session.tapToolbar("Social")
        before = session.model
        session.wait(0.2)
        #expect(session.model == before)
        session.tapClose()
        for label in ["GIFs", "Stickers", "Themes", "Settings", "Quick Replies", "Wikipedia"] {
            session.openPanel(label)
            before = session.model
            session.wait(0.2)
            #expect(session.model == before, "\(label)")
            session.tapClose()
        }
    }

    @Test("the render model names the theme and the colour scheme the host reports")
    func themeAndScheme() throws {
        var session = try TouchSession(settings: KeyboardSettings(themeName: "Midnight"))
        #expect(session.model.themeName == "Midnight")
        #expect(session.model.colorScheme == .light)
        session.hostChanged(HostContext(colorScheme: .dark))
        #expect(session.model.colorScheme == .dark)
        let midnight = try #require(session.engine.configuration.themes?.theme(named: "Midnight"))
        #expect(session.model.palette == midnight.dark)
        // The tint of the toolbar follows the dark palette.
        #expect(session.slotItems[1].tint == (midnight.dark.toolbar?.tint ?? ThemeToolbarAppearance.systemTint))
    }

    @Test("an unknown theme name in the settings falls back to the set's first theme")
    func unknownTheme() throws {
        let session = try TouchSession(settings: KeyboardSettings(themeName: "Neon"))
        #expect(session.model.themeName == "Classic")
    }
}
