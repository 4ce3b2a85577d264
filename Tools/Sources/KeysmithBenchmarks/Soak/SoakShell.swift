@_spi(Tooling) import KeysmithCore

/// A keyboard shell without a screen: it shows the keyboard in a field kept by an
/// ``InMemoryTextDocument``, sends events to a ``KeyboardSession`` of one engine, which carries out
/// the effects (edits; suggestion searches and strokes answered inline; GIF searches answered as
/// unavailable), and draws a new render model after every turn, as the iOS keyboard does.
/// Dismissing drops the session, its document and the picture.
struct SoakShell {
    let engine: KeyboardEngine
    private var visible: Visible?
    /// The engine's clock, in seconds; it only moves forward, across every show.
    private var time = 0.0
    /// How many events reached the engine, answers to its effects included.
    private(set) var eventCount = 0
    /// How many actions were performed, whether or not a keyboard was shown to take them.
    private(set) var actionCount = 0

    /// What exists while the keyboard is on screen.
    private struct Visible {
        var session: KeyboardSession<InMemoryTextDocument>
        var model: KeyboardRenderModel
    }

    init(engine: KeyboardEngine) {
        self.engine = engine
    }

    /// The size of the keys area shown, or of an iPhone keyboard's when none is.
    var keyboardSize: Size {
        visible?.model.size ?? Size(width: 390, height: 216)
    }

    /// The keyboard appears in a new, empty field.
    mutating func show(host: HostContext, deviceClass: DeviceClass) {
        let document = InMemoryTextDocument()
        let state = engine.initialState(host: host, deviceClass: deviceClass, document: document.contents)
        let session = KeyboardSession(
            engine: engine, state: state, document: document, services: SessionServices(scheduler: ImmediateScheduler())
        )
        visible = Visible(session: session, model: session.model)
    }

    /// The field's text while the keyboard is shown; nil while it is not.
    var text: String? { visible?.session.document.text }

    /// The keyboard goes away with everything it showed.
    mutating func dismiss() {
        visible = nil
    }

    /// Carries out one action on the keyboard shown; nothing happens while none is.
    mutating func perform(_ action: SoakAction) {
        actionCount += 1
        guard var shown = visible else { return }
        switch action {
        case .touch(let phase, let id, let location):
            let touch = TouchPoint(id: id, location: location, time: time)
            switch phase {
            case .began: send(.touchBegan(touch), to: &shown)
            case .moved: send(.touchMoved(touch), to: &shown)
            case .ended: send(.touchEnded(touch), to: &shown)
            case .cancelled: send(.touchCancelled(id: id, time: time), to: &shown)
            }
        case .tap(let location):
            // Above the keys, the toolbar slot; on the keys' area with a panel open, the panel: the
            // render model says which event the tap is, as a shell finds it.
            let slot = shown.model.toolbarSlot
            let event =
                location.y < 0
                ? slot.event(at: Point(x: location.x, y: location.y + slot.height))
                : shown.session.state.showsPanel ? shown.model.panel?.event(at: location) : nil
            if let event { send(event, to: &shown) }
        case .tick(let seconds):
            time += seconds
            send(.tick(time: time), to: &shown)
        case .host(let host):
            send(.hostChanged(host), to: &shown)
        case .device(let deviceClass):
            send(.deviceChanged(deviceClass), to: &shown)
        case .toolbar(let event):
            send(.toolbar(event), to: &shown)
        case .panel(let event):
            send(.panel(event), to: &shown)
        case .text(let before, let selected, let after):
            let document = shown.session.withDocument { document in
                document = InMemoryTextDocument(
                    before: before, selected: selected, after: after, documentIdentifier: document.documentIdentifier)
                return document
            }
            send(.documentChanged(document.contents), to: &shown)
        case .shift(let shift):
            send(.setShift(shift), to: &shown)
        }
        visible = shown
    }

    /// One event through the session, its effects carried out (the answers to its deferred work
    /// too), and a new picture.
    private mutating func send(_ event: KeyboardEvent, to shown: inout Visible) {
        var turns = 0
        shown.session.onTurn = { _ in turns += 1 }
        shown.session.send(event)
        eventCount += turns
        shown.model = shown.session.model
    }
}
