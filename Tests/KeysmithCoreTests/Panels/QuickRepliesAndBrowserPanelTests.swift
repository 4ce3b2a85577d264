import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The quick-replies panel: a canned phrase typed at the cursor")
struct QuickRepliesPanelTests {
    static func replies(_ session: TouchSession) -> [RenderedQuickReply] {
        if case .quickReplies(let replies)? = session.panel?.content { return replies }
        Issue.record("the quick-replies panel is not open")
        return []
    }

    @Test("the panel lists the replies by title, or by their text when they have none")
    func list() throws {
        var session = try TouchSession()
        session.openPanel("Quick Replies")
        let replies = Self.replies(session)
        #expect(
            replies.map(\.label) == [
                "On my way", "Running late", "Thanks", "Call you later", "Sounds good 👍", "See you soon!",
            ])
        for (reply, next) in zip(replies, replies.dropFirst()) { #expect(reply.frame.maxY < next.frame.minY) }
    }

    @Test(
        "a reply replaces the selection, through ordinary edits, and the keys come back",
        arguments: DocumentMode.allCases)
    func replacesSelection(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "Sorry «busy» now 👍🏽")
        session.openPanel("Quick Replies")
        let reply = try #require(Self.replies(session).first)
        let effects = session.tapPanel(at: reply.frame.center)
        #expect(effects == [.edit(.insert("On my way! Be there in 10 minutes."))])
        #expect(session.panel == nil)
        #expect(session.settle() == "Sorry On my way! Be there in 10 minutes.‸ now 👍🏽")
    }

    @Test("after a reply that ends a sentence, shift is on for the next one", arguments: DocumentMode.allCases)
    func autoCapitalizationAfterReply(mode: DocumentMode) throws {
        var session = try TouchSession(mode)
        session.openPanel("Quick Replies")
        session.send(.panel(.insertQuickReply(5)))
        session.type(" ok")
        #expect(session.settle() == "See you soon! Ok‸")
    }

    @Test("an index outside the file inserts nothing")
    func outOfRange() throws {
        var session = try TouchSession()
        session.openPanel("Quick Replies")
        #expect(session.send(.panel(.insertQuickReply(99))).isEmpty)
        #expect(session.panel?.name == "quickReplies")
    }
}

@Suite("The embedded browser panel: the page's address, shown by the shell")
struct EmbeddedBrowserPanelTests {
    static func browser(_ session: TouchSession) -> RenderedBrowser? {
        if case .embeddedBrowser(let browser)? = session.panel?.content { return browser }
        Issue.record("the browser panel is not open")
        return nil
    }

    @Test("the panel carries the URL, the address above the page area")
    func carriesURL() throws {
        var session = try TouchSession(host: HostContext(hasFullAccess: true))
        session.openPanel("Wikipedia")
        let browser = try #require(Self.browser(session))
        #expect(browser.url.absoluteString == "https://en.m.wikipedia.org/")
        #expect(session.panel?.note == nil)
        #expect(browser.addressFrame.maxY <= browser.pageFrame.minY)
        #expect(browser.pageFrame.maxY == 216 && browser.pageFrame.width == 390)
        #expect(!browser.addressFrame.intersects(browser.openButton))
        let effects = session.tapPanel(at: browser.openButton.center)
        #expect(effects == [.openURL(browser.url)])
    }

    @Test("without full access the panel says pages cannot load")
    func withoutFullAccess() throws {
        var session = try TouchSession()
        session.openPanel("Wikipedia")
        #expect(session.panel?.note?.text.hasPrefix("Web pages need Full Access.") == true)
        #expect(Self.browser(session)?.url.absoluteString == "https://en.m.wikipedia.org/")
    }

    @Test("an embedded browser on a page that is not http(s) is blocked with a notice")
    func notWebPage() throws {
        var configuration = try #require(TouchSession.embeddedConfiguration)
        configuration.toolbar = Toolbar(items: [
            ToolbarItem(order: 1, buttonType: .embeddedBrowser, title: "App", url: "keysmith-demo://page")
        ])
        var session = try TouchSession(
            configuration: configuration, urlPolicy: URLPolicy(allowedCustomSchemes: ["keysmith-demo"]))
        #expect(session.tapToolbar("App").isEmpty)
        #expect(session.panel == nil)
        #expect(
            session.model.toolbarSlot.notice?.message.contains("the embedded browser shows only http(s) pages") == true)
    }
}
