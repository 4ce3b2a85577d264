import Foundation
@_spi(Tooling) import KeysmithCore

/// One page's keyboard: the real engine, its state, and the host's text field, driven by the page's
/// messages. This is the preview's shell: it passes events to the engine, carries out the edits on an
/// in-memory document, and answers with what changed — a new picture, the document, the other
/// effects — and nothing when nothing did.
///
/// It does no I/O, so tests drive it with messages and check the messages that come back.
struct PreviewSession {
    private(set) var configuration: PreviewConfiguration
    /// What the page's controls chose for the device and the field; the theme is the keyboard's own
    /// setting, in the engine's state (see ``settings``).
    private var controls: PreviewSettings
    private(set) var engine: KeyboardEngine
    /// The keyboard's state: the only copy of its settings (theme, sounds, snippet templates) and
    /// learned words, as its panels and typing change them. Kept for the session, as a settings
    /// store would keep them, and never written to disk.
    private(set) var state: KeyboardState
    /// The host's text field.
    private(set) var document = InMemoryTextDocument()
    private var clock = PreviewClock()
    private var touches = PreviewTouchTable()
    private var shown = Shown()
    /// The end of the selection that shift and an arrow key move; the other end stays.
    private var selectionFocus: Int?
    /// The keyboard's own settings (theme, sounds, snippet templates): the engine's.
    var keyboardSettings: KeyboardSettings { state.settings }
    /// Where the engine's lexicons come from, as the preview was started; nil without suggestions.
    /// Every engine the session makes takes its keyboard's languages' from it, with ``learnedWords``.
    let suggestions: SuggestionSource?
    /// The words the keyboard learned this session: the engine's own, never written to disk. A new
    /// engine after a reload starts from them, and they go with the session.
    var learnedWords: LearnedWords { state.learnedWords }
    /// The simulated host page's path, which the path configuration routes.
    private(set) var hostPath = HostPageRouting.startPath
    /// Where GIF searches are answered: a fixed list, offline.
    private let gifs = InMemoryGIFProvider.sample

    /// What the page was last sent, so that only changes are sent again.
    private struct Shown {
        var model: KeyboardRenderModel?
        var settings: PreviewSettings?
        var ticking = false
        var document: ServerMessage.DocumentReport?
        var host: ServerMessage.HostReport?
    }

    /// How long a tap from the computer's keyboard holds a key: less than the repeat and long-press
    /// delays, so that delete deletes once and a letter types itself.
    static let tapDuration = 0.05

    /// A session showing `configuration`, suggesting with the lexicons `suggestions` gives for its
    /// keyboard's languages when there are any.
    init(
        configuration: PreviewConfiguration, settings: PreviewSettings = PreviewSettings(),
        suggestions: SuggestionSource? = nil
    ) {
        let theme = settings.theme.flatMap { name in configuration.themes.contains { $0.name == name } ? name : nil }
        self.configuration = configuration
        self.controls = settings
        self.suggestions = suggestions
        engine = Self.engine(for: configuration, keyboard: configuration.keyboard, suggestions: suggestions)
        state = engine.initialState(
            host: settings.host, deviceClass: settings.device, layoutName: configuration.startLayout,
            settings: KeyboardSettings(themeName: theme))
    }

    /// What the page's controls show: the device and the field as the page set them, and the theme
    /// the keyboard's settings choose.
    var settings: PreviewSettings {
        var shown = controls
        shown.theme = configuration.themes.isEmpty ? nil : engine.theme(settings: state.settings).name
        shown.language = state.language ?? Self.ownKeyboard
        return shown
    }

    /// The first messages of a session: the vocabulary, the settings, the configuration, the picture
    /// and the document.
    mutating func open() -> [ServerMessage] {
        shown = Shown(settings: settings)
        return [
            .welcome(ServerMessage.Welcome(suggestions: suggestions != nil)), .settings(settings),
            .config(ServerMessage.ConfigReport(configuration)),
        ]
            + updates(after: [])
    }

    /// The height of the toolbar slot above the keys, in points: touches above it are the toolbar's.
    var slotHeight: Double { state.geometry.metrics.toolbarHeight }

    // MARK: Messages

    /// Carries out one message from the page.
    mutating func handle(_ message: ClientMessage) -> [ServerMessage] {
        switch message {
        case .touch(let touch):
            return handleTouch(touch)
        case .tick(let time):
            return send(.tick(time: clock.engineTime(forPage: time)))
        case .key(let key, let time):
            return handleKey(key, at: clock.engineTime(forPage: time))
        case .wheel(let dx, let dy):
            return scrollPanel(dx: dx, dy: dy)
        case .document(let text, let selection):
            return hostChanged(text: text ?? document.text, selection: selection)
        case .settings(let change):
            return applySettings(change)
        case .hostPath(let path):
            hostPath = path
            return updates(after: [])
        case .reserved(let type):
            return [
                .error(
                    PreviewProtocolError(
                        code: "notAvailable",
                        message: "this version of keysmith preview does not handle \(type) messages yet"),
                    inReplyTo: type)
            ]
        }
    }

    /// Takes over a new configuration from the watcher. The engine is rebuilt only when the keyboard
    /// changed (a broken file keeps the keyboard, and the state with it); the layout on screen, the
    /// document, the suggestion provider and the learned words stay.
    mutating func reload(_ new: PreviewConfiguration) -> [ServerMessage] {
        let keyboardChanged = new.revision != configuration.revision
        configuration = new
        var messages: [ServerMessage] = [.config(ServerMessage.ConfigReport(new))]
        if keyboardChanged {
            engine = Self.engine(
                for: new, keyboard: new.keyboard, suggestions: suggestions, learnedWords: learnedWords)
            let layout = new.keyboard.layouts[state.layoutName] != nil ? state.layoutName : new.startLayout
            state = engine.initialState(
                host: controls.host, deviceClass: controls.device, document: document.contents, layoutName: layout,
                settings: state.settings)
            touches.removeAll()
            messages.append(.settings(settings))
            shown.settings = settings
        }
        return messages + updates(after: [])
    }

    // MARK: Touches

    private mutating func handleTouch(_ touch: TouchMessage) -> [ServerMessage] {
        let time = clock.engineTime(forPage: touch.time)
        let location = Point(x: touch.x, y: touch.y - slotHeight)
        switch touch.phase {
        case .began:
            var effects: [KeyboardEffect] = []
            // The same pointer again without an end: the old touch is taken away first.
            if let stale = touches.end(touch.id) {
                effects += engine.handle(.touchCancelled(id: stale, time: time), state: &state)
            }
            if touch.y < slotHeight || (state.showsPanel && !state.panelTakesTouches) {
                // The toolbar slot and an open panel: their touches are taps on what is drawn there,
                // not touches of keys. The tap is carried out when the pointer lifts.
                touches.beginOnChrome(touch.id, at: Point(x: touch.x, y: touch.y), inSlot: touch.y < slotHeight)
                return updates(after: effects)
            }
            guard let id = touches.begin(touch.id) else {
                return [
                    .error(
                        PreviewProtocolError(
                            code: "tooManyTouches",
                            message: "more than \(PreviewTouchTable.limit) pointers are down at once"),
                        inReplyTo: "touch")
                ]
            }
            effects += engine.handle(.touchBegan(TouchPoint(id: id, location: location, time: time)), state: &state)
            return updates(after: effects)
        case .moved:
            guard let id = touches.engineID(touch.id) else { return [] }
            return send(.touchMoved(TouchPoint(id: id, location: location, time: time)))
        case .ended:
            if let chrome = touches.chromeTouch(touch.id) {
                _ = touches.end(touch.id)
                return chromeTap(chrome, endingAt: Point(x: touch.x, y: touch.y))
            }
            guard let id = touches.end(touch.id) else { return [] }
            return send(.touchEnded(TouchPoint(id: id, location: location, time: time)))
        case .cancelled:
            guard let id = touches.end(touch.id) else { return [] }
            return send(.touchCancelled(id: id, time: time))
        }
    }

    /// A tap on the toolbar slot or the open panel, lifted at `end` (picture coordinates): the render
    /// model says which event it is (``ToolbarSlot/event(at:)``, ``RenderedPanel/event(at:)``). A
    /// pointer that slid away from where it went down taps nothing.
    private mutating func chromeTap(_ chrome: PreviewTouchTable.ChromeTouch, endingAt end: Point) -> [ServerMessage] {
        guard DrawingMetrics.isTap(from: chrome.start, to: end) else { return [] }
        let model = engine.render(state)
        let event: KeyboardEvent?
        if chrome.inSlot {
            event = end.y < slotHeight ? model.toolbarSlot.event(at: end) : nil
        } else {
            event = model.panel?.event(at: Point(x: end.x, y: end.y - slotHeight))
        }
        guard let event else { return [] }
        return send(event)
    }

    // MARK: The computer's keyboard

    private mutating func handleKey(_ key: ComputerKey, at time: Double) -> [ServerMessage] {
        switch key {
        case .character(let character):
            var typist = Typist(engine: engine, state: state, startTime: time)
            do {
                try typist.type(String(character))
            } catch {
                return [.error(PreviewProtocolError(code: "untypable", message: error.description), inReplyTo: "key")]
            }
            state = typist.state
            clock.ranAhead(to: typist.time)
            return updates(after: typist.effects)
        case .backspace:
            return tapKey(of: [.delete], named: "delete", at: time)
        case .enter:
            return tapKey(of: [.return, .newline], named: "return", at: time)
        case .move(let move, let extend):
            return moveSelection(move, extend: extend)
        }
    }

    /// Taps the first key of one of `types` on the layout on screen, at its centre.
    private mutating func tapKey(of types: Set<KeyType>, named name: String, at time: Double) -> [ServerMessage] {
        guard let key = state.geometry.keys.first(where: { $0.isTouchable && types.contains($0.key.type) }) else {
            return [
                .error(
                    PreviewProtocolError(
                        code: "noSuchKey", message: "the layout \(state.layoutName) has no \(name) key"),
                    inReplyTo: "key")
            ]
        }
        let id = touches.nextEngineID()
        let centre = key.frame.center
        var effects = engine.handle(.touchBegan(TouchPoint(id: id, location: centre, time: time)), state: &state)
        effects += engine.handle(
            .touchEnded(TouchPoint(id: id, location: centre, time: time + Self.tapDuration)), state: &state)
        clock.ranAhead(to: time + Self.tapDuration)
        return updates(after: effects)
    }

    /// The host's own arrow keys move the field's selection (see
    /// ``InMemoryTextDocument/selection(after:extend:focus:)``).
    private mutating func moveSelection(_ move: ComputerKey.CursorMove, extend: Bool) -> [ServerMessage] {
        let moved = document.selection(after: move, extend: extend, focus: selectionFocus)
        let messages = hostChanged(text: document.text, selection: moved.selection)
        selectionFocus = moved.focus
        return messages
    }

    // MARK: The host

    /// The host changed the field (the person clicked in it, used its arrow keys, or the page set it):
    /// the engine is told, as `textDidChange` tells it on iOS.
    private mutating func hostChanged(text: String, selection: Range<Int>) -> [ServerMessage] {
        document = InMemoryTextDocument(text: text, selection: selection)
        selectionFocus = nil
        return send(.documentChanged(document.contents))
    }

    private mutating func applySettings(_ change: PreviewSettings.Change) -> [ServerMessage] {
        if let theme = change.theme, !configuration.themes.contains(where: { $0.name == theme }) {
            let names = configuration.themes.map(\.name).joined(separator: ", ")
            return [
                .error(
                    PreviewProtocolError(
                        code: "unknownTheme", message: "no theme named \(theme); the themes are \(names)"),
                    inReplyTo: "settings"),
                .settings(settings),
            ]
        }
        var effects: [KeyboardEffect] = []
        if let language = change.language, language != settings.language {
            switch Self.languageChoice(language, keyboard: configuration.keyboard, shown: engine) {
            case .select(let identifier):
                effects += engine.handle(.selectLanguage(identifier), state: &state)
            case .show(let tried):
                // An embedded language in place of the set's keyboard, or the set's own again (the
                // document, the settings and the learned words stay).
                engine = Self.engine(
                    for: configuration, keyboard: tried ?? configuration.keyboard, suggestions: suggestions,
                    learnedWords: learnedWords)
                state = engine.initialState(
                    host: controls.host, deviceClass: controls.device, document: document.contents,
                    settings: state.settings)
                touches.removeAll()
            case .error(let error):
                return [.error(error, inReplyTo: "settings"), .settings(settings)]
            }
        }
        let old = controls
        controls = old.applying(change)
        if controls.device != old.device {
            effects += engine.handle(.deviceChanged(controls.device), state: &state)
            touches.removeAll()
        }
        if controls.host != old.host {
            effects += engine.handle(.hostChanged(controls.host), state: &state)
        }
        if let theme = change.theme, theme != settings.theme {
            // The page's theme control is the keyboard's theme setting: the toolbar and panels follow.
            var chosen = state.settings
            chosen.themeName = theme
            effects += engine.handle(.settingsChanged(chosen), state: &state)
        }
        shown.settings = settings
        return [.settings(settings)] + updates(after: effects)
    }

    // MARK: Effects and what the page is sent

    mutating func send(_ event: KeyboardEvent) -> [ServerMessage] {
        updates(after: engine.handle(event, state: &state))
    }

    /// Carries out `effects` in order (edits on the document, the rest reported to the page) and
    /// returns the messages for what changed.
    private mutating func updates(after effects: [KeyboardEffect]) -> [ServerMessage] {
        var others: [KeyboardEffect] = []
        var pending = effects[...]
        // Effects may bring more: a GIF search is answered at once, and its answer is an event.
        var answered = 0
        while let effect = pending.popFirst() {
            switch effect {
            case .edit(let edit):
                document.apply([edit])
                selectionFocus = nil
            case .searchGIFs(let request) where answered < 8:
                answered += 1
                others.append(effect)
                pending.append(
                    contentsOf: engine.handle(.gifSearchCompleted(gifs.immediateResponse(to: request)), state: &state))
            default:
                // Links, pasteboard copies and the rest are reported: the page shows them and
                // carries out none of them.
                others.append(effect)
            }
        }
        var messages: [ServerMessage] = []
        // The themes panel changes the keyboard's theme, which the page's theme control shows.
        let current = settings
        if current != shown.settings {
            messages.append(.settings(current))
            shown.settings = current
        }
        let model = engine.render(state)
        let ticking = state.needsTicks
        if model != shown.model || ticking != shown.ticking {
            let picture = KeyboardPicture(model: model)
            let size = picture.size
            messages.append(
                .frame(
                    ServerMessage.Frame(
                        svg: picture.svg(), width: size.width, height: size.height,
                        slotHeight: model.toolbarSlot.height, layout: model.layoutName, panel: model.panel?.name,
                        background: css(model.palette.keyboardBackground), ticking: ticking)))
            shown.model = model
            shown.ticking = ticking
        }
        let report = ServerMessage.DocumentReport(
            text: document.text,
            selection: .init(start: document.selection.lowerBound, end: document.selection.upperBound))
        if report != shown.document {
            messages.append(.document(report))
            shown.document = report
        }
        if !others.isEmpty { messages.append(.effects(others)) }
        let host = HostPageRouting.report(
            path: hostPath, configuration: configuration, appearance: model.palette.toolbar, policy: engine.urlPolicy,
            fieldText: document.text)
        if host != shown.host {
            messages.append(.host(host))
            shown.host = host
        }
        return messages
    }
}
