import Testing
@_spi(Tooling) @testable import KeysmithCore

/// A scripted touch session: a ``KeyboardSession`` over the host's document, with a clock, driven as
/// a person's fingers drive a keyboard.
///
/// Fingers touch keys at the centres the render model gives them, with timestamps from the session's
/// clock; while time passes the session sends a `tick` every 50 ms, as a shell does every frame. The
/// keyboard session carries out each event's `.edit` effects on the document in order, as a shell
/// calls the proxy, and every other effect is recorded in ``effects``; its deferred work waits in a
/// ``HeldScheduler`` until it is answered as ``suggestionTiming`` says. The document applies the calls at once or late
/// (``DocumentMode``); a late document applies them only on ``runLoopTurn()`` and ``settle()``.
///
/// The engine never reads the document: the session sends `documentChanged` only where a host would,
/// when the field opens with text in it and on ``reportDocument()``. Where the document shows
/// everything, the session checks after every event that the engine's picture of it is the document
/// itself (in exact mode) and that every cursor move lands on a grapheme-cluster boundary.
struct TouchSession {
    /// A finger on the screen, by its touch identifier.
    struct Finger: Hashable, CustomStringConvertible {
        let id: Int
        var description: String { "finger \(id)" }
    }

    /// The default configuration, loaded once for every session.
    static let embeddedConfiguration: KeyboardConfiguration? = KeyboardConfiguration.embedded().value

    /// How often the clock ticks while time passes, as a shell sends `tick` at least every 50 ms.
    static let tickInterval = 0.05
    /// How long a finger rests on a key in a tap.
    static let tapDuration = 0.08
    /// The pause between two taps of ordinary typing.
    static let pauseBetweenTaps = 0.12

    /// The keyboard: the engine, its state and the document, with the effects carried out. An
    /// object: a copy of a touch session drives the same keyboard.
    private let keyboard: KeyboardSession<CheckedDocument>
    /// Where the keyboard's deferred work waits for its answer.
    let scheduler = HeldScheduler()
    let mode: DocumentMode
    /// The clock, in seconds; it starts at an arbitrary reading, as a monotonic clock does.
    private(set) var now: Double
    /// Every effect other than an edit, in order.
    private(set) var effects: [KeyboardEffect] = []
    /// Every effect, edits included, in order.
    private(set) var log: [KeyboardEffect] = []
    private var fingers: [Int: Point] = [:]
    private var nextFingerID = 1
    /// When the engine's suggestion requests are answered.
    let suggestionTiming: SuggestionTiming
    /// Where the test that made the session is, for the issues the session records.
    let sourceLocation: SourceLocation

    /// Opens the keyboard in a field holding `written` (``TextNotation``: `‸` for the cursor, `«…»` for a
    /// selection).
    ///
    /// - Parameters:
    ///   - layout: a layout to show instead of the one the field's keyboard type picks.
    ///   - contextWindow: how much of the document the host shows around the cursor; all of it if nil.
    ///   - settings: the user's settings, as the shell loaded them.
    ///   - urlPolicy: which toolbar links may be opened.
    ///   - suggestions: what fills the suggestion bar; nil for a keyboard without suggestions.
    ///   - suggestionTiming: when the engine asks the provider, and when the session answers.
    ///   - clock: the clock's reading when the session starts.
    ///   - primaryLanguage: the language the shell would start a keyboard of several languages on.
    init(
        _ mode: DocumentMode = .exact, document written: String = "‸", host: HostContext = .standard,
        device: DeviceClass = .iphonePortrait, layout: String? = nil,
        contextWindow: InMemoryTextDocument.ContextWindow? = nil, behavior: KeyboardBehavior = .standard,
        configuration: KeyboardConfiguration? = nil, settings: KeyboardSettings = .defaults,
        urlPolicy: URLPolicy = URLPolicy(), suggestions: SuggestionProvider? = nil,
        suggestionTiming: SuggestionTiming = .inline, clock: Double = 100, primaryLanguage: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let configuration = try #require(configuration ?? Self.embeddedConfiguration, sourceLocation: sourceLocation)
        let engine = KeyboardEngine(
            configuration: configuration, behavior: behavior, urlPolicy: urlPolicy, suggestionProvider: suggestions,
            suggestionScheduling: suggestionTiming.scheduling)
        self.suggestionTiming = suggestionTiming
        self.mode = mode
        self.sourceLocation = sourceLocation
        now = clock
        let document = TextNotation.document(
            written, options: .init(lateApplication: mode.lateApplication, contextWindow: contextWindow))
        var state = engine.initialState(
            host: host, deviceClass: device, settings: settings, primaryLanguage: primaryLanguage)
        if let layout {
            try #require(
                engine.layout(named: layout, deviceClass: device) != nil, "no layout \(layout)",
                sourceLocation: sourceLocation)
            var update = Update(engine: engine, state: state)
            update.setLayout(layout)
            state = update.state
        }
        // GIF searches go to a provider, so that they wait in the scheduler for the test to answer.
        keyboard = KeyboardSession(
            engine: engine, state: state, document: CheckedDocument(document, sourceLocation: sourceLocation),
            services: SessionServices(scheduler: scheduler, gifProvider: InMemoryGIFProvider.sample))
        if !document.text.isEmpty {
            send(.documentChanged(TextContext(reading: document)))
        }
        effects = []
        log = []
    }

    /// The engine; another suggestion provider replaces it (``replaceSuggestionProvider(_:)``).
    var engine: KeyboardEngine { keyboard.engine }
    var state: KeyboardState { keyboard.state }
    /// The host's document; in a late mode it may not show the latest calls yet.
    var document: InMemoryTextDocument { keyboard.document.document }
    /// The suggestion requests not answered yet, oldest first (with ``SuggestionTiming/answeredOnDemand``).
    var unansweredSuggestionRequests: [SuggestionRequest] { scheduler.suggestionRequests }
    /// The strokes not decoded yet, oldest first (with ``SuggestionTiming/answeredOnDemand``).
    var unansweredStrokes: [SwipeRequest] { scheduler.strokes }

    // MARK: Events

    /// Hands one event to the engine and carries out its effects, as a shell does.
    @discardableResult
    mutating func send(_ event: KeyboardEvent) -> [KeyboardEffect] {
        take("\(event)") { $0.send(event) }
    }

    /// Gives the keyboard another suggestion provider, or none, as a shell does when a lexicon has
    /// loaded or the user's text replacements arrive, and carries out what that asks.
    @discardableResult
    mutating func replaceSuggestionProvider(_ provider: SuggestionProvider?) -> [KeyboardEffect] {
        take("a new suggestion provider") { $0.replaceSuggestionProvider(provider) }
    }

    /// Takes the keyboard's turn that `body` starts, then answers what ``suggestionTiming`` answers
    /// at once. Returns the effects of that first turn; every turn's go to ``log`` and ``effects``.
    @discardableResult
    private mutating func take(_ turn: String, _ body: (KeyboardSession<CheckedDocument>) -> Void)
        -> [KeyboardEffect]
    {
        var turns: [[KeyboardEffect]] = []
        keyboard.onTurn = { turns.append($0.effects) }
        body(keyboard)
        if suggestionTiming == .answeredAtOnce {
            scheduler.answerSuggestions()
            scheduler.answerStrokes()
        }
        keyboard.onTurn = nil
        for produced in turns {
            log += produced
            effects += produced.filter { if case .edit = $0 { false } else { true } }
        }
        if mode == .exact, document.options.contextWindow == nil, state.document != document.contents {
            Issue.record("after \(turn), \(picturesDiffer)", sourceLocation: sourceLocation)
        }
        return turns.first ?? []
    }

    /// Decodes the strokes not answered yet, the oldest first: their words go back to the engine as
    /// `swipeDecoded`, as a shell sends them.
    mutating func answerStrokes() {
        let scheduler = scheduler
        take("decoded strokes") { _ in scheduler.answerStrokes() }
    }

    /// Answers the suggestion requests not answered yet, the oldest first, or only the one with
    /// identifier `id`: the provider's answers go back to the engine as `suggestionsComputed`.
    mutating func answerSuggestions(_ id: Int? = nil) {
        let scheduler = scheduler
        take("answered suggestions") { _ in scheduler.answerSuggestions(id) }
    }

    /// What the engine sees of the document next to what the document holds.
    private var picturesDiffer: String {
        let picture = TextNotation.write(state.document).debugDescription
        return "the engine sees \(picture) but the document is \(TextNotation.write(document).debugDescription)"
    }

    /// Lets `seconds` pass, with a tick every ``tickInterval`` and one at the end.
    mutating func wait(_ seconds: Double) {
        let start = now
        let end = start + seconds
        var count = 1
        while start + Double(count) * Self.tickInterval < end {
            now = start + Double(count) * Self.tickInterval
            send(.tick(time: now))
            count += 1
        }
        now = end
        send(.tick(time: now))
    }

    // MARK: Fingers

    /// Puts a new finger down on the centre of `key`.
    @discardableResult
    mutating func press(_ key: KeyTarget) -> Finger {
        press(at: center(of: key))
    }

    /// Puts a new finger down at `point`.
    @discardableResult
    mutating func press(at point: Point) -> Finger {
        let finger = Finger(id: nextFingerID)
        nextFingerID += 1
        fingers[finger.id] = point
        send(.touchBegan(TouchPoint(id: finger.id, location: point, time: now)))
        return finger
    }

    /// Moves a finger to `point` in one touch event.
    mutating func move(_ finger: Finger, to point: Point) {
        fingers[finger.id] = point
        send(.touchMoved(TouchPoint(id: finger.id, location: point, time: now)))
    }

    /// Moves a finger to the centre of `key` in one touch event.
    mutating func move(_ finger: Finger, to key: KeyTarget) {
        move(finger, to: center(of: key))
    }

    /// Moves a finger by `dx`, `dy` points in one touch event.
    mutating func move(_ finger: Finger, by dx: Double, _ dy: Double = 0) {
        let from = location(of: finger)
        move(finger, to: Point(x: from.x + dx, y: from.y + dy))
    }

    /// Slides a finger by `dx`, `dy` points in `steps` equal moves spread over `duration` seconds.
    mutating func slide(_ finger: Finger, by dx: Double, _ dy: Double = 0, over duration: Double, steps: Int = 6) {
        let from = location(of: finger)
        slide(finger, from: from, to: Point(x: from.x + dx, y: from.y + dy), over: duration, steps: steps)
    }

    /// Slides a finger to the centre of `key` in `steps` equal moves spread over `duration` seconds.
    mutating func slide(_ finger: Finger, to key: KeyTarget, over duration: Double, steps: Int = 6) {
        slide(finger, from: location(of: finger), to: center(of: key), over: duration, steps: steps)
    }

    private mutating func slide(_ finger: Finger, from: Point, to: Point, over duration: Double, steps: Int) {
        for step in 1...max(1, steps) {
            wait(duration / Double(max(1, steps)))
            let fraction = Double(step) / Double(max(1, steps))
            move(finger, to: Point(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction))
        }
    }

    /// Lifts a finger where it is.
    mutating func release(_ finger: Finger) {
        let point = location(of: finger)
        fingers[finger.id] = nil
        send(.touchEnded(TouchPoint(id: finger.id, location: point, time: now)))
    }

    /// The system takes a finger's touch away.
    mutating func cancel(_ finger: Finger) {
        fingers[finger.id] = nil
        send(.touchCancelled(id: finger.id, time: now))
    }

    /// Where a finger is.
    func location(of finger: Finger) -> Point {
        if let point = fingers[finger.id] { return point }
        Issue.record("\(finger) is not on the screen", sourceLocation: sourceLocation)
        return .zero
    }

    /// Moves a finger onto the cell of `alternate` in the open alternates panel.
    mutating func move(_ finger: Finger, toAlternate alternate: String) {
        guard let alternates = model.alternates,
            let index = alternates.labels.firstIndex(where: { $0.lowercased() == alternate.lowercased() }),
            alternates.panel.cellFrames.indices.contains(index)
        else {
            Issue.record("no alternate \(alternate) is shown", sourceLocation: sourceLocation)
            return
        }
        move(finger, to: alternates.panel.cellFrames[index].center)
    }

    // MARK: Gestures

    /// Taps `key`: down, `holding` seconds, up, then the pause of ordinary typing. Returns the
    /// effects of the tap, edits included.
    @discardableResult
    mutating func tap(_ key: KeyTarget, holding: Double = tapDuration) -> [KeyboardEffect] {
        let start = log.count
        let finger = press(key)
        wait(holding)
        release(finger)
        let produced = Array(log[start...])
        wait(Self.pauseBetweenTaps)
        return produced
    }

    /// Holds `key` for `seconds` (past the long-press delay by default) and lifts the finger.
    /// Returns the effects, edits included.
    @discardableResult
    mutating func longPress(_ key: KeyTarget, for seconds: Double = 0.6) -> [KeyboardEffect] {
        tap(key, holding: seconds)
    }

    /// Draws `word` across the letter keys in one stroke, from key centre to key centre in
    /// `steps` moves each, and lifts the finger; then the pause of ordinary typing.
    mutating func swipe(_ word: String, steps: Int = 4) {
        let letters = word.map { String($0) }
        guard let first = letters.first else { return }
        let finger = press(.label(first))
        for letter in letters.dropFirst() {
            slide(finger, to: .label(letter), over: 0.04, steps: steps)
        }
        release(finger)
        wait(Self.pauseBetweenTaps)
    }

    /// Taps the key labelled with each character of `keys` in turn, and the spacebar for a space.
    /// Letters are found whatever their case; which case they type is the keyboard's decision.
    mutating func type(_ keys: String) {
        for character in keys {
            tap(character == " " ? .space : .label(String(character)))
        }
    }

    /// Types `text` as ``Typist`` plans it — switching layouts for digits and punctuation, shift for
    /// capitals — sending its events to this session's engine in turn.
    mutating func typeAnywhere(_ text: String) throws {
        var typist = Typist(engine: engine, state: state, startTime: now)
        try typist.type(text)
        for event in typist.events { send(event) }
        now = typist.time
    }

    // MARK: Host

    /// The field's traits change while the keyboard is up.
    @discardableResult
    mutating func hostChanged(_ host: HostContext) -> [KeyboardEffect] {
        send(.hostChanged(host))
    }

    /// One turn of the host's run loop: the calls sent so far are applied.
    mutating func runLoopTurn() {
        keyboard.withDocument { $0.document.flush() }
    }

    /// The host applies the calls sent so far and tells the keyboard what its field now shows.
    @discardableResult
    mutating func reportDocument() -> [KeyboardEffect] {
        runLoopTurn()
        return send(.documentChanged(TextContext(reading: document)))
    }

    /// The app replaces the field's contents and tells the keyboard.
    mutating func hostReplacesDocument(with written: String) {
        let options = document.options
        keyboard.withDocument { $0.document = TextNotation.document(written, options: options) }
        send(.documentChanged(TextContext(reading: document)))
    }

    /// Lets the host apply every call sent so far, and returns the document in ``TextNotation``.
    /// Where the document shows everything, the engine's picture must be the document itself.
    mutating func settle() -> String {
        runLoopTurn()
        if document.options.contextWindow == nil, state.document != document.contents {
            Issue.record("at the end, \(picturesDiffer)", sourceLocation: sourceLocation)
        }
        return TextNotation.write(document)
    }

    /// The cursor (or the end of the selection) as a UTF-16 offset into the document; read it after
    /// ``settle()``, since a late document has not moved it yet.
    var cursor: Int {
        if !document.pendingEdits.isEmpty {
            Issue.record("the cursor was read before the document settled", sourceLocation: sourceLocation)
        }
        return document.selection.upperBound
    }
}
