import Foundation
@_spi(Tooling) import KeysmithCore
import Testing

@testable import KeysmithCLI

extension PageDriver {
    var model: KeyboardRenderModel { session.engine.render(session.state) }

    /// Taps the toolbar slot's item whose VoiceOver label is `label`, in picture coordinates.
    mutating func tapToolbarItem(_ label: String) throws {
        guard case .toolbar(let items) = model.toolbarSlot.content,
            let item = items.first(where: { $0.accessibilityLabel == label })
        else {
            throw PreviewTestFailure("no toolbar item \(label)")
        }
        tapPicture(at: item.frame.center)
    }

    /// Taps an item of the open More section.
    mutating func tapMoreItem(_ label: String) throws {
        guard case .more(let items)? = model.panel?.content,
            let item = items.first(where: { $0.accessibilityLabel == label })
        else {
            throw PreviewTestFailure("no More item \(label)")
        }
        tapPicture(at: Point(x: item.frame.midX, y: item.frame.midY + model.toolbarSlot.height))
    }

    mutating func tapPicture(at point: Point) {
        let pointer = newPointer()
        touch(.began, pointer, at: point, after: 0.1)
        touch(.ended, pointer, at: point, after: 0.05)
    }

    var hosts: [ServerMessage.HostReport] {
        log.compactMap { if case .host(let report) = $0 { report } else { nil } }
    }
}

@Suite("keysmith preview: the toolbar, its panels and the host page")
struct PreviewToolbarTests {
    @Test("More, then Quick replies: the panel is drawn, and tapping a reply types it into the field")
    func quickReply() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        try page.tapToolbarItem("More")
        guard case .more? = page.model.panel?.content else { throw PreviewTestFailure("More is not open") }
        #expect(page.log.frames.last?.svg.contains("panel-header") == true)
        try page.tapMoreItem("Quick Replies")
        guard case .quickReplies(let replies)? = page.model.panel?.content, let first = replies.first else {
            throw PreviewTestFailure("the quick replies are not open")
        }
        page.tapPicture(at: Point(x: first.frame.midX, y: first.frame.midY + page.model.toolbarSlot.height))
        #expect(page.text == "On my way! Be there in 10 minutes.")
    }

    @Test("a link button reports the URL it would open, and nothing else happens")
    func link() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        try page.tapToolbarItem("Keysmith")
        #expect(page.log.effects.contains(.openURL(try #require(URL(string: "https://www.example.com/keysmith")))))
        #expect(page.text == "")
    }

    @Test("the GIF panel's searches are answered at once from the sample GIFs")
    func gifs() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        try page.tapToolbarItem("GIFs")
        guard case .gifs(let gifs)? = page.model.panel?.content else {
            throw PreviewTestFailure("the GIF panel is not open")
        }
        #expect(!gifs.isSearching)
        #expect(gifs.results.map(\.gif.id) == InMemoryGIFProvider.sample.gifs.map(\.id))
        let gif = try #require(gifs.results.first)
        page.tapPicture(at: Point(x: gif.frame.midX, y: gif.frame.midY + page.model.toolbarSlot.height))
        #expect(page.log.effects.contains(.copyGIFToPasteboard(gif.gif)))
    }

    @Test("choosing a theme in the themes panel saves it and moves the page's theme control")
    func themesPanel() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        try page.tapToolbarItem("Themes")
        guard case .themes(let options)? = page.model.panel?.content,
            let midnight = options.first(where: { $0.name == "Midnight" })
        else {
            throw PreviewTestFailure("the themes panel is not open")
        }
        page.tapPicture(at: Point(x: midnight.frame.midX, y: midnight.frame.midY + page.model.toolbarSlot.height))
        #expect(page.session.keyboardSettings.themeName == "Midnight")
        #expect(page.log.settings.last?.theme == "Midnight")
    }

    @Test("the host page's path is routed by the set's path configuration: system, none, or a Keysmith toolbar")
    func hostPath() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        #expect(page.open().types == ["welcome", "settings", "config", "frame", "document", "host"])
        #expect(page.hosts.last?.toolbar == "system")
        page.send(.hostPath("/posts/new"))
        #expect(page.hosts.last?.toolbar == "none")
        page.send(.hostPath("/posts/1/comments/new"))
        let report = try #require(page.hosts.last)
        #expect(report.toolbar == "keysmith" && report.name == "Toolbar")
        #expect(
            report.items.first?.title == "Keysmith" && report.items.first?.url == "https://www.example.com/keysmith")
        #expect(report.rules == [0, 1, 3])
        #expect(page.send(.hostPath("/posts/1/comments/new")).isEmpty)
    }

    @Test("host and toolbar messages the preview does not know are refused without stopping the session")
    func refused() throws {
        var session = try PreviewFixtures.textSession()
        _ = session.open()
        for (text, code) in [
            (#"{"v": 1, "type": "host.path", "path": "posts"}"#, "badMessage"),
            (#"{"v": 1, "type": "host.path"}"#, "badMessage"),
            (#"{"v": 1, "type": "host.bridge", "x": 1}"#, "notAvailable"),
            (#"{"v": 1, "type": "toolbar.open", "item": 3}"#, "notAvailable"),
        ] {
            let replies = session.receive(text)
            #expect(replies.count == 1)
            #expect(replies.first?.contains(#""code":"\#(code)""#) == true, "\(text): \(replies)")
        }
        #expect(
            session.receive(#"{"v": 1, "type": "host.path", "path": "/search"}"#).contains {
                $0.contains(#""toolbar":"none""#)
            })
    }
}
