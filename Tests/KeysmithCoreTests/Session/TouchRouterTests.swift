import Testing
@_spi(Tooling) @testable import KeysmithCore

/// Where fingers go: keys, the toolbar slot, a panel; taps and scrolls; one engine id per finger.
@Suite("The touch router")
struct TouchRouterTests {
    /// A finger, as a platform names it.
    typealias Router = TouchRouter<Int>

    /// A point of the keyboard (slot included) over the centre of `key`.
    static func point(of key: RenderedKey, in model: KeyboardRenderModel) -> Point {
        Point(x: key.frame.center.x, y: key.frame.center.y + model.toolbarSlot.height)
    }

    static func letter(_ label: String, in model: KeyboardRenderModel) throws -> RenderedKey {
        try #require(model.keys.first { $0.label == .text(label) || $0.label == .text(label.uppercased()) })
    }

    @Test("a finger on a key is a touch of the keys, in the keys area's coordinates")
    func keysAreTouches() throws {
        let session = try TouchSession()
        let model = session.model
        let key = try Self.letter("q", in: model)
        var router = Router()
        let began = router.began(1, at: Self.point(of: key, in: model), time: 2, in: model)
        #expect(began == [.touchBegan(TouchPoint(id: 1, location: key.frame.center, time: 2))])
        let ended = router.ended(1, at: Self.point(of: key, in: model), time: 2.1, in: model)
        #expect(ended == .touchEnded(TouchPoint(id: 1, location: key.frame.center, time: 2.1)))
        #expect(router.count == 0)
    }

    @Test("two fingers get distinct ids, and an id is never given again")
    func fingersGetDistinctIDs() throws {
        let model = try TouchSession().model
        let q = Self.point(of: try Self.letter("q", in: model), in: model)
        let p = Self.point(of: try Self.letter("p", in: model), in: model)
        var router = Router()
        let first = router.began(10, at: q, time: 1, in: model)
        let second = router.began(11, at: p, time: 1, in: model)
        #expect(first.map(\.touchID) == [1])
        #expect(second.map(\.touchID) == [2])
        #expect(router.count == 2)
        _ = router.ended(10, at: q, time: 1.1, in: model)
        // The platform may use the same name again for a new finger: it is a new touch.
        #expect(router.began(10, at: q, time: 1.2, in: model).map(\.touchID) == [3])
        #expect(router.moved(11, to: q, time: 1.3, in: model)?.touchID == 2)
    }

    @Test("a finger that begins again without ending cancels its old touch first")
    func aStaleFingerIsCancelled() throws {
        let model = try TouchSession().model
        let q = Self.point(of: try Self.letter("q", in: model), in: model)
        var router = Router()
        _ = router.began(5, at: q, time: 1, in: model)
        let again = router.began(5, at: q, time: 2, in: model)
        #expect(again.first == .touchCancelled(id: 1, time: 2))
        #expect(again.dropFirst().map(\.touchID) == [2])
    }

    @Test("a tap on a toolbar button is the slot's event, when the finger lifts")
    func slotTapsAreEvents() throws {
        let session = try TouchSession()
        let model = session.model
        let item = try #require(session.slotItems.first)
        var router = Router()
        #expect(router.began(1, at: item.frame.center, time: 1, in: model).isEmpty)
        #expect(router.area(at: item.frame.center, in: model) == .slot)
        #expect(
            router.ended(1, at: item.frame.center, time: 1.1, in: model)
                == model.toolbarSlot.event(at: item.frame.center))
        #expect(router.ended(1, at: item.frame.center, time: 1.1, in: model) == nil)
    }

    @Test("a finger that slides on the slot or a panel scrolls and taps nothing")
    func aScrollIsNotATap() throws {
        var session = try TouchSession()
        session.openPanel("Settings")
        let model = session.model
        let panel = try #require(model.panel)
        try #require(panel.contentHeight > panel.frame.height)
        let slot = model.toolbarSlot.height
        let start = Point(x: panel.frame.width / 2, y: slot + panel.frame.height - 10)
        var router = Router()
        #expect(router.began(1, at: start, time: 1, in: model).isEmpty)
        #expect(router.area(at: start, in: model) == .panel)
        #expect(router.moved(1, to: Point(x: start.x, y: start.y - 60), time: 1.1, in: model) == nil)
        #expect(router.ended(1, at: Point(x: start.x, y: start.y - 60), time: 1.2, in: model) == nil)
        #expect(router.panelScrollOffset(in: model) == min(60, panel.contentHeight - panel.frame.height))
        // A router that leaves scrolling to its shell scrolls nothing, and still taps nothing.
        var still = Router(scrollsPanels: false)
        _ = still.began(1, at: start, time: 1, in: model)
        #expect(still.ended(1, at: Point(x: start.x, y: start.y - 60), time: 1.2, in: model) == nil)
        #expect(still.panelScrollOffset(in: model) == 0)
    }

    @Test("a tap on a panel scrolled by a finger hits what is drawn under it")
    func panelTapsFollowTheScroll() throws {
        var session = try TouchSession()
        session.openPanel("Settings")
        let model = session.model
        let panel = try #require(model.panel)
        let slot = model.toolbarSlot.height
        var router = Router()
        let start = Point(x: 10, y: slot + panel.frame.height - 5)
        _ = router.began(1, at: start, time: 1, in: model)
        _ = router.ended(1, at: Point(x: 10, y: start.y - 40), time: 1.1, in: model)
        let offset = router.panelScrollOffset(in: model)
        try #require(offset > 0)
        guard case .settings(let settings) = panel.content, let toggle = settings.toggles.last else {
            Issue.record("the settings panel shows no toggles")
            return
        }
        let drawn = Point(x: toggle.switchFrame.center.x, y: toggle.switchFrame.center.y - offset + slot)
        _ = router.began(2, at: drawn, time: 2, in: model)
        #expect(router.ended(2, at: drawn, time: 2.05, in: model) == panel.event(at: toggle.switchFrame.center))
    }

    @Test("the emoji page takes its fingers as touches; a covered slot takes none")
    func emojiPageAndCoveredSlot() throws {
        var session = try TouchSession()
        session.tap(.type(.emoji))
        let model = session.model
        try #require(model.panel?.takesTouches == true)
        let inPanel = Point(x: 40, y: model.toolbarSlot.height + 40)
        var router = Router(slotIsCovered: true)
        #expect(router.area(at: inPanel, in: model) == .keys)
        #expect(router.began(1, at: inPanel, time: 1, in: model).map(\.touchID) == [1])
        #expect(router.area(at: Point(x: 40, y: 1), in: model) == nil)
        #expect(router.began(2, at: Point(x: 40, y: 1), time: 1, in: model).isEmpty)
        #expect(router.count == 1)
    }

    @Test("fingers beyond the limit are not followed; cancelling all ends every touch")
    func limitAndCancelAll() throws {
        let model = try TouchSession().model
        let q = Self.point(of: try Self.letter("q", in: model), in: model)
        var router = Router(limit: 2)
        _ = router.began(1, at: q, time: 1, in: model)
        _ = router.began(2, at: q, time: 1, in: model)
        #expect(router.began(3, at: q, time: 1, in: model).isEmpty)
        #expect(router.cancelAll(time: 2) == [.touchCancelled(id: 1, time: 2), .touchCancelled(id: 2, time: 2)])
        #expect(router.count == 0)
    }
}

extension KeyboardEvent {
    /// The engine id of a touch event; nil for any other event.
    fileprivate var touchID: Int? {
        switch self {
        case .touchBegan(let touch), .touchMoved(let touch), .touchEnded(let touch): touch.id
        case .touchCancelled(let id, _): id
        default: nil
        }
    }
}
