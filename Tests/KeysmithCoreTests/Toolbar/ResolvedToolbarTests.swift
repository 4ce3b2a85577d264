import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Resolved toolbar: order, More, icons, tint and actions")
struct ResolvedToolbarTests {
    /// `count` panel items titled "Item 1", "Item 2", … with orders 1, 2, ….
    func numberedItems(_ count: Int) -> [ToolbarItem] {
        let types: [ToolbarButtonType] = [.gifs, .stickers, .themes, .settings, .tappaText]
        return (0..<count).map {
            ToolbarItem(order: $0 + 1, buttonType: types[$0 % types.count], title: "Item \($0 + 1)")
        }
    }

    func titles(_ items: [ResolvedToolbarItem]) -> [String?] { items.map(\.title) }

    @Test("seven items or fewer are all shown, with no More button", arguments: [0, 1, 6, 7])
    func upToSeven(count: Int) {
        let toolbar = ResolvedToolbar(Toolbar(items: numberedItems(count)))
        #expect(titles(toolbar.main) == (0..<count).map { "Item \($0 + 1)" })
        #expect(toolbar.more.isEmpty)
        #expect(!toolbar.main.contains { $0.kind == .more })
    }

    @Test("with more than seven, six are shown, the seventh slot is More, and More lists the rest", arguments: [8, 20])
    func overflow(count: Int) {
        let toolbar = ResolvedToolbar(Toolbar(items: numberedItems(count)))
        #expect(titles(toolbar.main) == ["Item 1", "Item 2", "Item 3", "Item 4", "Item 5", "Item 6", "More"])
        #expect(
            toolbar.main[6]
                == ResolvedToolbarItem(kind: .more, title: "More", icon: .builtIn(.more), tint: nil, action: .showMore))
        #expect(titles(toolbar.more) == (7...count).map { "Item \($0)" })
    }

    @Test("items are sorted by order; equal orders keep their file order")
    func ordering() {
        let items = [
            ToolbarItem(order: 2, buttonType: .gifs, title: "a"),
            ToolbarItem(order: 1, buttonType: .stickers, title: "b"),
            ToolbarItem(order: 2, buttonType: .themes, title: "c"),
            ToolbarItem(order: -5, buttonType: .settings, title: "d"),
            ToolbarItem(order: 1, buttonType: .gifs, title: "e"),
            ToolbarItem(order: 2, buttonType: .stickers, title: "f"),
            ToolbarItem(order: 0, buttonType: .themes, title: "g"),
            ToolbarItem(order: 2, buttonType: .settings, title: "h"),
        ]
        let toolbar = ResolvedToolbar(Toolbar(items: items))
        #expect(titles(toolbar.main) == ["d", "g", "b", "e", "a", "c", "More"])
        #expect(titles(toolbar.more) == ["f", "h"])
    }

    @Test("an item without title has none, in the toolbar and in the More section")
    func missingTitle() {
        var items = numberedItems(8)
        items[7].title = nil
        let toolbar = ResolvedToolbar(Toolbar(items: items))
        #expect(titles(toolbar.more) == ["Item 7", nil])
        #expect(ResolvedToolbar(Toolbar(items: [ToolbarItem(order: 1, buttonType: .gifs)])).main[0].title == nil)
    }

    @Test("the icon is the item's asset, else the built-in icon of its type")
    func icons() {
        let toolbar = ResolvedToolbar(
            Toolbar(items: [
                ToolbarItem(
                    order: 1, buttonType: .socialHub, iconResource: "kb_toolbar_items_repository_3", include: [.rss]),
                ToolbarItem(order: 2, buttonType: .tappaText),
            ]))
        #expect(toolbar.main.map(\.icon) == [.asset("kb_toolbar_items_repository_3"), .builtIn(.tappaText)])
    }

    @Test("every button type has a built-in icon named like the type; each maps to its own SF Symbol")
    func builtInIcons() {
        for type in ToolbarButtonType.allCases {
            #expect(ToolbarIcon.BuiltIn(type).identifier == type.rawValue)
        }
        #expect(ToolbarIcon.BuiltIn.allCases.count == ToolbarButtonType.allCases.count + 1)
        let symbols = Dictionary(
            uniqueKeysWithValues: ToolbarIcon.BuiltIn.allCases.map { ($0.identifier, $0.systemSymbolName) })
        #expect(
            symbols == [
                "socialHub": "person.2", "gifs": "play.rectangle.on.rectangle", "stickers": "face.smiling",
                "webLink": "link", "brand": "star.circle", "themes": "paintpalette", "settings": "gearshape",
                "embeddedBrowser": "safari", "tappaText": "text.bubble", "deeplink": "arrow.up.forward.app",
                "twitter": "at", "youtube": "play.rectangle", "facebook": "f.cursive", "instagram": "camera",
                "twitch": "gamecontroller", "tiktok": "music.note", "rss": "dot.radiowaves.up.forward",
                "more": "ellipsis",
            ])
        #expect(Set(symbols.values).count == symbols.count)
    }

    @Test("useTint takes the theme's toolbar tint, else the system tint; without useTint there is none")
    func tint() {
        let items = [
            ToolbarItem(order: 1, buttonType: .gifs, useTint: true), ToolbarItem(order: 2, buttonType: .stickers),
        ]
        let violet = ThemeColor(red: 0x80, green: 0x40, blue: 0xFF)
        #expect(
            ResolvedToolbar(Toolbar(items: items), appearance: ThemeToolbarAppearance(tint: violet)).main.map(\.tint)
                == [violet, nil])
        #expect(
            ResolvedToolbar(Toolbar(items: items), appearance: ThemeToolbarAppearance()).main.map(\.tint) == [
                ThemeToolbarAppearance.systemTint, nil,
            ])
        #expect(ResolvedToolbar(Toolbar(items: items)).main.map(\.tint) == [ThemeColor(hex: "#007AFF"), nil])
    }

    // MARK: Actions

    static let policy = URLPolicy(allowedCustomSchemes: ["myapp"])

    static func action(of item: ToolbarItem) -> ToolbarAction? {
        ResolvedToolbar(Toolbar(items: [item]), policy: policy).main.first?.action
    }

    static func url(_ text: String) -> URL {
        URL(string: text) ?? URL(fileURLWithPath: "/")
    }

    @Test(
        "panel buttons open their panel",
        arguments: [
            (ToolbarButtonType.gifs, PanelKind.gifs), (.stickers, .stickers), (.themes, .themes),
            (.settings, .settings), (.tappaText, .quickReplies),
        ])
    func panels(type: ToolbarButtonType, panel: PanelKind) {
        #expect(Self.action(of: ToolbarItem(order: 1, buttonType: type)) == .openPanel(panel))
        // A url on a panel button means nothing.
        #expect(
            Self.action(of: ToolbarItem(order: 1, buttonType: type, url: "https://example.com")) == .openPanel(panel))
    }

    @Test(
        "webLink, brand and social items with a url open it; without a url they do nothing",
        arguments: [ToolbarButtonType.webLink, .brand] + ToolbarButtonType.socialTypes)
    func links(type: ToolbarButtonType) {
        #expect(
            Self.action(of: ToolbarItem(order: 1, buttonType: type, url: "https://example.com/a?b=c"))
                == .openURL(Self.url("https://example.com/a?b=c")))
        #expect(
            Self.action(of: ToolbarItem(order: 1, buttonType: type, url: "myapp://profile"))
                == .openURL(Self.url("myapp://profile")))
        #expect(Self.action(of: ToolbarItem(order: 1, buttonType: type)) == .noAction)
    }

    @Test("embeddedBrowser opens a panel showing its http(s) url, and nothing else")
    func embeddedBrowser() {
        #expect(
            Self.action(of: ToolbarItem(order: 1, buttonType: .embeddedBrowser, url: "https://en.m.wikipedia.org/"))
                == .openPanel(.embeddedBrowser(Self.url("https://en.m.wikipedia.org/"))))
        #expect(
            Self.action(of: ToolbarItem(order: 1, buttonType: .embeddedBrowser, url: "myapp://page"))
                == .blocked(url: "myapp://page", problem: .notWebPage(scheme: "myapp")))
        #expect(
            Self.action(of: ToolbarItem(order: 1, buttonType: .embeddedBrowser, url: "javascript:alert(1)"))
                == .blocked(url: "javascript:alert(1)", problem: .forbiddenScheme("javascript")))
        #expect(Self.action(of: ToolbarItem(order: 1, buttonType: .embeddedBrowser)) == .noAction)
    }

    @Test("deeplink keeps its template; a tap fills in the field's text")
    func deepLink() throws {
        let action = try #require(
            Self.action(of: ToolbarItem(order: 1, buttonType: .deeplink, url: "myapp://search?q=[[KB_TEXT]]")))
        #expect(action == .openDeepLink(try DeepLinkTemplate("myapp://search?q=[[KB_TEXT]]")))
        #expect(
            action.url(for: TextContext(beforeInput: "rock & roll"))?.absoluteString
                == "myapp://search?q=rock%20%26%20roll")
        #expect(action.url(for: TextContext())?.absoluteString == "myapp://search?q=")
        #expect(
            Self.action(of: ToolbarItem(order: 1, buttonType: .deeplink, url: "https://[[KB_TEXT]].example/"))
                == .blocked(url: "https://[[KB_TEXT]].example/", problem: .placeholderInAuthority))
        #expect(
            Self.action(of: ToolbarItem(order: 1, buttonType: .deeplink, url: "otherapp://search?q=[[KB_TEXT]]"))
                == .blocked(url: "otherapp://search?q=[[KB_TEXT]]", problem: .undeclaredScheme("otherapp")))
        #expect(Self.action(of: ToolbarItem(order: 1, buttonType: .deeplink)) == .noAction)
    }

    @Test("only link actions have a URL to open")
    func urlForTap() throws {
        let context = TextContext(beforeInput: "x")
        #expect(
            ToolbarAction.openURL(Self.url("https://example.com")).url(for: context) == Self.url("https://example.com"))
        for action: ToolbarAction in [
            .openPanel(.embeddedBrowser(Self.url("https://example.com"))), .openPanel(.gifs), .showSocialBar([]),
            .showMore,
            .noAction, .blocked(url: "javascript:x", problem: .forbiddenScheme("javascript")),
        ] {
            #expect(action.url(for: context) == nil)
        }
    }

    // MARK: Social hub

    @Test("a socialHub shows its include items in order; a type that stands alone brings its url, title, icon and tint")
    func socialHub() throws {
        let toolbar = ResolvedToolbar(
            Toolbar(items: [
                ToolbarItem(order: 1, buttonType: .socialHub, useTint: true, include: [.twitch, .rss, .instagram]),
                ToolbarItem(
                    order: 2, buttonType: .rss, iconResource: "feed", title: "Blog", url: "https://example.com/feed.xml"
                ),
                ToolbarItem(order: 3, buttonType: .instagram, useTint: false, url: "javascript:alert(1)"),
            ]))
        guard case .showSocialBar(let bar) = toolbar.main[0].action else {
            Issue.record("expected a social bar, got \(toolbar.main[0].action)")
            return
        }
        #expect(
            bar == [
                // Not in the toolbar on its own: no url, so it does nothing; the hub's tint.
                ResolvedToolbarItem(
                    kind: .button(.twitch), title: nil, icon: .builtIn(.twitch),
                    tint: ThemeToolbarAppearance.systemTint, action: .noAction),
                ResolvedToolbarItem(
                    kind: .button(.rss), title: "Blog", icon: .asset("feed"), tint: nil,
                    action: .openURL(Self.url("https://example.com/feed.xml"))),
                ResolvedToolbarItem(
                    kind: .button(.instagram), title: nil, icon: .builtIn(.instagram), tint: nil,
                    action: .blocked(url: "javascript:alert(1)", problem: .forbiddenScheme("javascript"))),
            ])
        #expect(Array(toolbar.main.dropFirst()) == bar.dropFirst().map { $0 })
    }

    @Test("a socialHub that includes nothing does nothing", arguments: [nil, [] as [ToolbarButtonType]])
    func emptySocialHub(include: [ToolbarButtonType]?) {
        #expect(Self.action(of: ToolbarItem(order: 1, buttonType: .socialHub, include: include)) == .noAction)
    }

    @Test("a socialHub built in code keeps only social types, each once")
    func socialHubFilters() {
        let action = Self.action(
            of: ToolbarItem(order: 1, buttonType: .socialHub, include: [.rss, .gifs, .rss, .socialHub, .tiktok]))
        #expect(
            action
                == .showSocialBar([
                    ResolvedToolbarItem(
                        kind: .button(.rss), title: nil, icon: .builtIn(.rss), tint: nil, action: .noAction),
                    ResolvedToolbarItem(
                        kind: .button(.tiktok), title: nil, icon: .builtIn(.tiktok), tint: nil, action: .noAction),
                ]))
        #expect(Self.action(of: ToolbarItem(order: 1, buttonType: .socialHub, include: [.gifs])) == .noAction)
    }

    // MARK: The embedded default toolbar

    func embeddedToolbar() throws -> Toolbar {
        let folder = try #require(EmbeddedDefaults.folder)
        return try #require(Toolbar.load(contentsOf: folder.appendingPathComponent("Toolbar.json")).cleanValue)
    }

    @Test("the embedded toolbar: six buttons and More; eleven items in the More section")
    func embedded() throws {
        let toolbar = ResolvedToolbar(try embeddedToolbar(), policy: URLPolicy(allowedCustomSchemes: ["keysmith-demo"]))
        #expect(
            toolbar.main.map(\.kind.name) == ["brand", "gifs", "stickers", "themes", "socialHub", "settings", "more"])
        #expect(
            toolbar.more.map(\.kind.name) == [
                "tappaText", "embeddedBrowser", "deeplink", "webLink", "twitter", "youtube", "facebook", "instagram",
                "twitch", "tiktok", "rss",
            ])
        guard case .showSocialBar(let bar) = toolbar.main[4].action else {
            Issue.record("expected a social bar")
            return
        }
        #expect(bar.map(\.title) == ["Instagram", "TikTok", "YouTube", "X (Twitter)", "Facebook"])
        #expect(
            bar.map(\.action)
                == [
                    "https://www.instagram.com/keysmith", "https://www.tiktok.com/@keysmith",
                    "https://www.youtube.com/@keysmith",
                    "https://x.com/keysmith", "https://www.facebook.com/keysmith",
                ].map { .openURL(Self.url($0)) })
        // Without the app's scheme, the deep link is blocked.
        let webOnly = ResolvedToolbar(try embeddedToolbar())
        #expect(
            webOnly.more[2].action
                == .blocked(url: "keysmith-demo://search?q=[[KB_TEXT]]", problem: .undeclaredScheme("keysmith-demo")))
    }

    @Test("a resolved toolbar survives encoding and decoding unchanged")
    func coding() throws {
        let toolbar = ResolvedToolbar(
            try embeddedToolbar(), appearance: ThemeToolbarAppearance(tint: ThemeColor(red: 1, green: 2, blue: 3)),
            policy: URLPolicy(allowedCustomSchemes: ["keysmith-demo"]))
        let data = try JSONEncoder().encode(toolbar)
        #expect(try JSONDecoder().decode(ResolvedToolbar.self, from: data) == toolbar)
    }
}
