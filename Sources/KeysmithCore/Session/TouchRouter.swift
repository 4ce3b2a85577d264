/// Decides where each finger on the keyboard goes, from the render model's frames: a finger on the
/// keys (or on the emoji page, which takes its fingers as touches) reaches the engine as touches with
/// an id of its own; a finger on the toolbar slot or on another open panel is a tap on what is drawn
/// there, carried out when it lifts, unless it moved further than a tap allows, which makes it a
/// scroll of the panel.
///
/// Points are in keyboard points: x in the render model's units, y from the top of the toolbar slot
/// (a shell whose view is wider than the model divides x by ``KeyboardViewport/scaleX``). Fingers
/// are keyed by what the platform gives (a `UITouch`'s identity, a browser's pointer id); their
/// engine ids are never reused while the router lives (see ``TouchIdentifiers``).
public struct TouchRouter<Finger: Hashable & Sendable>: Sendable {
    /// Where a finger went down.
    public enum Area: Sendable, Hashable {
        /// The keys, or a panel that takes touches: the engine follows the finger.
        case keys
        /// The toolbar slot above the keys.
        case slot
        /// An open panel that is tapped.
        case panel
    }

    /// A finger on the slot or a tapped panel.
    private struct Chrome: Sendable {
        var area: Area
        var start: Point
        var startOffset: Double
        var moved = false
    }

    /// The most fingers down at once; a finger beyond them is not followed.
    public var limit: Int
    /// Whether a view of the shell's own covers the slot and takes its fingers: they are ignored.
    public var slotIsCovered: Bool
    /// Whether a finger dragged on a panel taller than its area scrolls it (``panelScrollOffset(in:)``);
    /// without, the shell scrolls the panel some other way, or not at all.
    public var scrollsPanels: Bool

    private var identifiers = TouchIdentifiers<Finger>()
    private var keyFingers = 0
    private var chrome: [Finger: Chrome] = [:]
    /// The panel scrolled, by name, and how far.
    private var scrolled: (panel: String, offset: Double)?

    public init(limit: Int = 20, slotIsCovered: Bool = false, scrollsPanels: Bool = true) {
        self.limit = limit
        self.slotIsCovered = slotIsCovered
        self.scrollsPanels = scrollsPanels
    }

    /// How many fingers are down.
    public var count: Int { keyFingers + chrome.count }

    /// Whether `finger` is down and followed.
    public func contains(_ finger: Finger) -> Bool {
        chrome[finger] != nil || identifiers.id(of: finger) != nil
    }

    /// How far the open panel of `model` is scrolled, in points; 0 for a panel opened since.
    public func panelScrollOffset(in model: KeyboardRenderModel) -> Double {
        guard let scrolled, scrolled.panel == model.panel?.name else { return 0 }
        return scrolled.offset
    }

    /// The area of `point` in `model`; nil in a covered slot.
    public func area(at point: Point, in model: KeyboardRenderModel) -> Area? {
        if point.y < model.toolbarSlot.height { return slotIsCovered ? nil : .slot }
        if let panel = model.panel, !panel.takesTouches { return .panel }
        return .keys
    }

    // MARK: Fingers

    /// A finger touched down at `point`. Returns the engine's events: a touch on the keys, and first
    /// the cancelling of the same finger's touch that never ended. None for a finger on the slot or a
    /// tapped panel, or beyond ``limit``.
    public mutating func began(_ finger: Finger, at point: Point, time: Double, in model: KeyboardRenderModel)
        -> [KeyboardEvent]
    {
        var events: [KeyboardEvent] = []
        if let stale = cancelled(finger, time: time) { events.append(stale) }
        guard count < limit, let area = area(at: point, in: model) else { return events }
        if area == .keys {
            keyFingers += 1
            let id = identifiers.begin(finger)
            events.append(.touchBegan(TouchPoint(id: id, location: keysPoint(point, in: model), time: time)))
        } else {
            chrome[finger] = Chrome(area: area, start: point, startOffset: panelScrollOffset(in: model))
        }
        return events
    }

    /// A finger moved to `point`: a touch of the keys moves; a finger on the slot or a panel that
    /// goes further than a tap allows stops being a tap, and on a panel scrolls it.
    public mutating func moved(_ finger: Finger, to point: Point, time: Double, in model: KeyboardRenderModel)
        -> KeyboardEvent?
    {
        if let id = identifiers.id(of: finger) {
            return .touchMoved(TouchPoint(id: id, location: keysPoint(point, in: model), time: time))
        }
        guard var touch = chrome[finger] else { return nil }
        scroll(&touch, to: point, in: model)
        chrome[finger] = touch
        return nil
    }

    /// A finger lifted at `point`: a touch of the keys ends; a tap on the slot or a panel is the event
    /// the render model gives for it (``ToolbarSlot/event(at:)``, ``RenderedPanel/event(at:)``), and a
    /// scroll is nothing.
    public mutating func ended(_ finger: Finger, at point: Point, time: Double, in model: KeyboardRenderModel)
        -> KeyboardEvent?
    {
        if let id = identifiers.end(finger) {
            keyFingers -= 1
            return .touchEnded(TouchPoint(id: id, location: keysPoint(point, in: model), time: time))
        }
        guard var touch = chrome.removeValue(forKey: finger) else { return nil }
        scroll(&touch, to: point, in: model)
        guard !touch.moved else { return nil }
        switch touch.area {
        case .slot:
            return point.y < model.toolbarSlot.height ? model.toolbarSlot.event(at: point) : nil
        case .panel:
            let content = keysPoint(point, in: model)
            return model.panel?.event(at: Point(x: content.x, y: content.y + panelScrollOffset(in: model)))
        case .keys:
            return nil
        }
    }

    /// The system took a finger away: a touch of the keys is cancelled, and a tap taps nothing.
    public mutating func cancelled(_ finger: Finger, time: Double) -> KeyboardEvent? {
        chrome[finger] = nil
        guard let id = identifiers.end(finger) else { return nil }
        keyFingers -= 1
        return .touchCancelled(id: id, time: time)
    }

    /// Forgets every finger (the keyboard changed under them), cancelling their touches of the keys;
    /// a shell whose engine forgot them too (a new keyboard) ignores the cancellations.
    @discardableResult
    public mutating func cancelAll(time: Double = 0) -> [KeyboardEvent] {
        chrome.removeAll()
        keyFingers = 0
        return identifiers.removeAll().map { .touchCancelled(id: $0, time: time) }
    }

    // MARK: Points

    /// `point` in the coordinates of the keys area (and of a panel's content).
    private func keysPoint(_ point: Point, in model: KeyboardRenderModel) -> Point {
        Point(x: point.x, y: point.y - model.toolbarSlot.height)
    }

    /// Follows a finger on the slot or a panel: past a tap's slop it is a scroll, which moves a panel
    /// taller than its area.
    private mutating func scroll(_ touch: inout Chrome, to point: Point, in model: KeyboardRenderModel) {
        if !DrawingMetrics.isTap(from: touch.start, to: point) { touch.moved = true }
        guard scrollsPanels, touch.area == .panel, touch.moved, let panel = model.panel else { return }
        let maximum = max(0, panel.contentHeight - panel.frame.height)
        let offset = min(maximum, max(0, touch.startOffset - (point.y - touch.start.y)))
        scrolled = (panel.name, offset)
    }
}
