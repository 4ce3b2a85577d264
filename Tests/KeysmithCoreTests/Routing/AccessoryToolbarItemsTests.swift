import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("A Keysmith toolbar above the system keyboard: its buttons, what they open, and when it shows")
struct AccessoryToolbarItemsTests {
    static let policy = URLPolicy(allowedCustomSchemes: ["myapp"])

    func resolve(_ items: [ToolbarItem]) -> ResolvedToolbar {
        ResolvedToolbar(Toolbar(items: items), policy: Self.policy)
    }

    func titles(_ items: AccessoryToolbarItems) -> [String?] { items.items.map(\.title) }

    @Test("only items that open a link are shown, in order: panels, the social hub and blocked links are left out")
    func linksOnly() {
        let toolbar = resolve([
            ToolbarItem(order: 1, buttonType: .gifs, title: "GIFs"),
            ToolbarItem(order: 2, buttonType: .webLink, title: "Help", url: "https://example.com/help"),
            ToolbarItem(order: 3, buttonType: .socialHub, include: [.rss], title: "Social"),
            ToolbarItem(order: 4, buttonType: .deeplink, title: "Search", url: "myapp://search?q=[[KB_TEXT]]"),
            ToolbarItem(order: 5, buttonType: .embeddedBrowser, title: "Wiki", url: "https://en.m.wikipedia.org/"),
            ToolbarItem(order: 6, buttonType: .webLink, title: "Blocked", url: "javascript:alert(1)"),
            ToolbarItem(order: 7, buttonType: .deeplink, title: "Other app", url: "otherapp://x"),
            ToolbarItem(order: 8, buttonType: .rss, title: "No url"),
            ToolbarItem(order: 0, buttonType: .brand, title: "Brand", url: "https://example.com"),
            ToolbarItem(order: 9, buttonType: .settings, title: "Settings"),
        ])
        #expect(titles(AccessoryToolbarItems(toolbar)) == ["Brand", "Help", "Search"])
    }

    @Test("link items of the More section are shown too, up to seven in all, without the More button")
    func overflow() {
        let links = (1...10).map {
            ToolbarItem(order: $0, buttonType: .webLink, title: "Link \($0)", url: "https://example.com/\($0)")
        }
        let panels = (11...13).map { ToolbarItem(order: $0 - 12, buttonType: .stickers, title: "Panel \($0)") }
        let items = AccessoryToolbarItems(resolve(panels + links))
        #expect(AccessoryToolbarItems.maximumCount == 7)
        #expect(titles(items) == (1...7).map { "Link \($0)" })
        #expect(!items.items.contains { $0.kind == .more })
    }

    @Test("a link opens as written; a deep link gets the field's text, cut and encoded, or nothing without text")
    func tapURLs() throws {
        let toolbar = resolve([
            ToolbarItem(order: 1, buttonType: .webLink, title: "Help", url: "https://example.com/help"),
            ToolbarItem(order: 2, buttonType: .deeplink, title: "Search", url: "myapp://search?q=[[KB_TEXT]]"),
            ToolbarItem(order: 3, buttonType: .gifs, title: "GIFs"),
        ])
        let help = toolbar.main[0], search = toolbar.main[1], gifs = toolbar.main[2]
        #expect(
            AccessoryToolbarItems.url(tapping: help, fieldText: "ignored")?.absoluteString == "https://example.com/help"
        )
        #expect(
            AccessoryToolbarItems.url(tapping: search, fieldText: "fish & chips/🐟")?.absoluteString
                == "myapp://search?q=fish%20%26%20chips%2F%F0%9F%90%9F")
        #expect(AccessoryToolbarItems.url(tapping: search, fieldText: nil)?.absoluteString == "myapp://search?q=")
        #expect(AccessoryToolbarItems.url(tapping: gifs, fieldText: "x") == nil)
        let long = String(repeating: "a", count: DeepLinkTemplate.maximumTextLength + 5)
        let url = try #require(AccessoryToolbarItems.url(tapping: search, fieldText: long))
        #expect(
            url.absoluteString == "myapp://search?q="
                + String(repeating: "a", count: DeepLinkTemplate.maximumTextLength))
    }

    @Test("what shows: the system toolbar, none, or the named toolbar with its link buttons")
    func display() {
        let withLinks = resolve([
            ToolbarItem(order: 1, buttonType: .webLink, title: "Help", url: "https://example.com/help")
        ])
        let panelsOnly = resolve([ToolbarItem(order: 1, buttonType: .gifs, title: "GIFs")])
        let toolbars = ["Links": withLinks, "Panels": panelsOnly]
        let lookup: (String) -> ResolvedToolbar? = { toolbars[$0] }
        #expect(AccessoryToolbarDisplay(.system, toolbarNamed: lookup) == .system)
        #expect(AccessoryToolbarDisplay(.none, toolbarNamed: lookup) == AccessoryToolbarDisplay.none)
        #expect(
            AccessoryToolbarDisplay(.keysmith("Links"), toolbarNamed: lookup)
                == .keysmith(name: "Links", items: AccessoryToolbarItems(withLinks)))
        // A toolbar that cannot be had leaves the system toolbar, as if Keysmith were absent.
        #expect(AccessoryToolbarDisplay(.keysmith("Missing"), toolbarNamed: lookup) == .system)
        // A toolbar with nothing to show above the system keyboard shows nothing.
        #expect(AccessoryToolbarDisplay(.keysmith("Panels"), toolbarNamed: lookup) == AccessoryToolbarDisplay.none)
    }
}

@Suite("Toolbar files named by path rules and pages")
struct ToolbarFolderTests {
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "toolbar-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("a name is the file of that name with .json, resolved with the folder's policy")
    func loads() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"[{"order": 1, "buttonType": "deeplink", "title": "Search", "url": "myapp://s?q=[[KB_TEXT]]"}]"#.utf8)
            .write(to: folder.appendingPathComponent("Search.json"))
        let allowed = ToolbarFolder(folder: folder, policy: URLPolicy(allowedCustomSchemes: ["myapp"]))
        let result = allowed.load("Search")
        #expect(result.diagnostics.isEmpty)
        #expect(result.value.map { AccessoryToolbarItems($0).items.count } == 1)
        #expect(allowed.load("Search.json").value == result.value)
        // Without the scheme the deep link is blocked, so nothing would show.
        let blocked = ToolbarFolder(folder: folder).load("Search")
        #expect(blocked.value.map { AccessoryToolbarItems($0).items.isEmpty } == true)
    }

    @Test("a missing file, a file with errors or a name with a folder gives no toolbar, and says why")
    func failures() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"[{"order": 1, "buttonType": "webLink"}]"#.utf8).write(
            to: folder.appendingPathComponent("Broken.json"))
        let toolbars = ToolbarFolder(folder: folder)
        for name in ["Missing", "Broken", "../Broken", ""] {
            let result = toolbars.load(name)
            #expect(result.value == nil, "\(name)")
            #expect(result.diagnostics.contains { $0.severity == .error }, "\(name)")
        }
        #expect(toolbars.load("Broken").diagnostics.first?.file == "Broken.json")
    }
}
