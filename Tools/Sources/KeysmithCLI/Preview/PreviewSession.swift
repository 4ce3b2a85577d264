import Foundation
@_spi(Tooling) import KeysmithCore

/// One page's keyboard: a ``KeyboardSession`` of the real engine over the host's text field (an
/// in-memory document), driven by the page's messages. This is the preview's shell: it translates
/// the page's pointers, keys and controls into events (where a pointer goes is the ``TouchRouter``'s
/// decision), and answers with what changed — a new picture, the document, the other effects — and
/// nothing when nothing did. The page sends the ticks; GIF searches are answered at once from a
/// fixed list, offline.
///
/// It does no I/O, so tests drive it with messages and check the messages that come back. The
/// keyboard session is an object: a copy of a preview session drives the same keyboard.
struct PreviewSession {
    private(set) var configuration: PreviewConfiguration
    /// What the page's controls chose for the device and the field; the theme is the keyboard's own
    /// setting, in the engine's state (see ``settings``).
    private var controls: PreviewSettings
    /// The keyboard: the engine, its state and the host's text field. A reload or another language
    /// makes a new one over the same field.
    private var keyboard: KeyboardSession<InMemoryTextDocument>
    private var clock = PreviewClock()
    /// Where the page's pointers go; the preview draws panels unscrolled, so they do not scroll.
    private var router = TouchRouter<PreviewFinger>(scrollsPanels: false)
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

    /// A finger of the preview's: one of the page's pointers, or the tap a key of the computer's
    /// keyboard plays.
    enum PreviewFinger: Hashable, Sendable {
        case pointer(Int)
        case computerKey
    }

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
        let engine = Self.engine(for: configuration, keyboard: configuration.keyboard, suggestions: suggestions)
        let state = engine.initialState(
            host: settings.host, deviceClass: settings.device, layoutName: configuration.startLayout,
            settings: KeyboardSettings(themeName: theme))
        keyboard = Self.keyboard(engine: engine, state: state, document: InMemoryTextDocument())
    }

    /// The keyboard session of `engine` from `state` over `document`: deferred work is answered
    /// inline, and GIF searches from the sample list.
    private static func keyboard(engine: KeyboardEngine, state: KeyboardState, document: InMemoryTextDocument)
        -> KeyboardSession<InMemoryTextDocument>
    {
        KeyboardSession(
            engine: engine, state: state, document: document,
            services: SessionServices(scheduler: ImmediateScheduler(), gifProvider: InMemoryGIFProvider.sample))
    }

    /// The engine.
    var engine: KeyboardEngine { keyboard.engine }
    /// The keyboard's state: the only copy of its settings (theme, sounds, snippet templates) and
    /// learned words, as its panels and typing change them. Kept for the session, as a settings
    /// store would keep them, and never written to disk.
    var state: KeyboardState { keyboard.state }
    /// The host's text field.
    var document: InMemoryTextDocument { keyboard.document }

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
            let engine = Self.engine(
                for: new, keyboard: new.keyboard, suggestions: suggestions, learnedWords: learnedWords)
            let layout = new.keyboard.layouts[state.layoutName] != nil ? state.layoutName : new.startLayout
            let state = engine.initialState(
                host: controls.host, deviceClass: controls.device, document: document.contents, layoutName: layout,
                settings: state.settings)
            keyboard = Self.keyboard(engine: engine, state: state, document: document)
            router.cancelAll()
            messages.append(.settings(settings))
            shown.settings = settings
        }
        return messages + updates(after: [])
    }

    // MARK: Touches

    /// The model of the picture the page shows, which its pointers touch: the one last sent, or the
    /// state's own before the first.
    private var shownModel: KeyboardRenderModel { shown.model ?? engine.render(state) }

    private mutating func handleTouch(_ touch: TouchMessage) -> [ServerMessage] {
        let time = clock.engineTime(forPage: touch.time)
        let finger = PreviewFinger.pointer(touch.id)
        let point = Point(x: touch.x, y: touch.y)
        let model = shownModel
        switch touch.phase {
        case .began:
            // The same pointer again without an end: the router cancels the old touch first.
            let events = router.began(finger, at: point, time: time, in: model)
            if !router.contains(finger), router.area(at: point, in: model) != nil {
                let error = ServerMessage.error(
                    PreviewProtocolError(
                        code: "tooManyTouches", message: "more than \(router.limit) pointers are down at once"),
                    inReplyTo: "touch")
                return events.isEmpty ? [error] : send(events) + [error]
            }
            return send(events)
        case .moved:
            return send(router.moved(finger, to: point, time: time, in: model).map { [$0] } ?? [])
        case .ended:
            return send(router.ended(finger, at: point, time: time, in: model).map { [$0] } ?? [])
        case .cancelled:
            return send(router.cancelled(finger, time: time).map { [$0] } ?? [])
        }
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
            clock.ranAhead(to: typist.time)
            return send(typist.events)
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
        let model = shownModel
        let centre = Point(x: key.frame.center.x, y: key.frame.center.y + slotHeight)
        var events = router.began(.computerKey, at: centre, time: time, in: model)
        events += router.ended(.computerKey, at: centre, time: time + Self.tapDuration, in: model).map { [$0] } ?? []
        clock.ranAhead(to: time + Self.tapDuration)
        return send(events)
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
        let changed = InMemoryTextDocument(text: text, selection: selection)
        keyboard.withDocument { $0 = changed }
        selectionFocus = nil
        return send(.documentChanged(changed.contents))
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
                effects += carryOut([.selectLanguage(identifier)])
            case .show(let tried):
                // An embedded language in place of the set's keyboard, or the set's own again (the
                // document, the settings and the learned words stay).
                let engine = Self.engine(
                    for: configuration, keyboard: tried ?? configuration.keyboard, suggestions: suggestions,
                    learnedWords: learnedWords)
                let state = engine.initialState(
                    host: controls.host, deviceClass: controls.device, document: document.contents,
                    settings: state.settings)
                keyboard = Self.keyboard(engine: engine, state: state, document: document)
                router.cancelAll()
            case .error(let error):
                return [.error(error, inReplyTo: "settings"), .settings(settings)]
            }
        }
        let old = controls
        controls = old.applying(change)
        if controls.device != old.device {
            effects += carryOut([.deviceChanged(controls.device)])
            router.cancelAll()
        }
        if controls.host != old.host {
            effects += carryOut([.hostChanged(controls.host)])
        }
        if let theme = change.theme, theme != settings.theme {
            // The page's theme control is the keyboard's theme setting: the toolbar and panels follow.
            var chosen = state.settings
            chosen.themeName = theme
            effects += carryOut([.settingsChanged(chosen)])
        }
        shown.settings = settings
        return [.settings(settings)] + updates(after: effects)
    }

    // MARK: Effects and what the page is sent

    mutating func send(_ event: KeyboardEvent) -> [ServerMessage] {
        send([event])
    }

    /// Sends `events` to the keyboard in order and returns the messages for what changed.
    private mutating func send(_ events: [KeyboardEvent]) -> [ServerMessage] {
        updates(after: carryOut(events))
    }

    /// Sends `events` to the keyboard in order, which carries them out (edits on the document, a GIF
    /// search answered at once); returns every turn's effects, in order.
    private mutating func carryOut(_ events: [KeyboardEvent]) -> [KeyboardEffect] {
        var effects: [KeyboardEffect] = []
        keyboard.onTurn = { effects += $0.effects }
        for event in events { keyboard.send(event) }
        keyboard.onTurn = nil
        if effects.contains(where: { if case .edit = $0 { true } else { false } }) { selectionFocus = nil }
        return effects
    }

    /// Returns the messages for what changed after effects the keyboard carried out: links,
    /// pasteboard copies and the rest are reported (the page shows them and carries out none of
    /// them); edits show in the document.
    private mutating func updates(after effects: [KeyboardEffect]) -> [ServerMessage] {
        let others = effects.filter { if case .edit = $0 { false } else { true } }
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
            selection: .init(start: document.selection.lowerBound, end: document.selection.upperBound),
            marked: document.marked.map { .init(start: $0.lowerBound, end: $0.upperBound) })
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
