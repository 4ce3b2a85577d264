import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

/// The session runner every shell uses: effects carried out in order over its I/O, deferred work
/// through a scheduler, ticks only while a touch needs them.
@Suite("The keyboard session: effects, deferred work and ticks")
struct KeyboardSessionTests {
    /// A document that applies every edit and remembers each turn's batch of them.
    struct RecordingDocument: KeyboardDocument {
        var document = InMemoryTextDocument()
        var batches: [[TextEdit]] = []

        mutating func perform(_ edits: [TextEdit]) -> TextContext? {
            batches.append(edits)
            document.apply(edits)
            return nil
        }
    }

    /// A field whose delegate refuses every change: it reports that it still holds `text`.
    struct RefusingDocument: KeyboardDocument {
        let text: String

        mutating func perform(_ edits: [TextEdit]) -> TextContext? {
            TextContext(beforeInput: text)
        }
    }

    /// A settings store whose disk is full: every save fails.
    struct FullSettingsStore: SettingsStore {
        struct SaveFailure: Error, CustomStringConvertible {
            var description: String { "the disk is full" }
        }

        func load() -> SettingsLoadResult { SettingsLoadResult(settings: .defaults) }

        func save(_ settings: KeyboardSettings) throws { throw SaveFailure() }
    }

    static func engine(suggestions: SuggestionProvider? = nil, scheduling: SuggestionScheduling = .deferred) throws
        -> KeyboardEngine
    {
        KeyboardEngine(
            configuration: try #require(TouchSession.embeddedConfiguration), suggestionProvider: suggestions,
            suggestionScheduling: scheduling)
    }

    static func session<Document: KeyboardDocument>(
        _ document: Document, engine: KeyboardEngine, services: SessionServices
    ) -> KeyboardSession<Document> {
        let state = engine.initialState(host: .noAutocapitalization, deviceClass: .iphonePortrait)
        return KeyboardSession(engine: engine, state: state, document: document, services: services)
    }

    /// Taps the key labelled `label` (whatever its case) at its centre, at `time`.
    static func tap<Document>(_ label: String, on session: KeyboardSession<Document>, at time: Double) throws {
        let key = try #require(
            session.model.keys.first { $0.label == .text(label) || $0.label == .text(label.uppercased()) })
        session.send(.touchBegan(TouchPoint(id: Int(time * 100), location: key.frame.center, time: time)))
        session.send(.touchEnded(TouchPoint(id: Int(time * 100), location: key.frame.center, time: time + 0.05)))
    }

    /// The words the suggestion bar shows; none while the slot shows something else.
    static func shownSuggestions<Document>(_ session: KeyboardSession<Document>) -> [String] {
        if case .suggestions(let suggestions) = session.model.toolbarSlot.content {
            suggestions.map(\.text)
        } else {
            []
        }
    }

    /// Opens the panel of the toolbar button labelled `label`, through More when it is there, by
    /// tapping the slot and the More section where the render model draws them.
    static func openPanel<Document>(_ label: String, on session: KeyboardSession<Document>) throws {
        guard case .toolbar(let items) = session.model.toolbarSlot.content else {
            Issue.record("the slot shows no toolbar")
            return
        }
        if let item = items.first(where: { $0.accessibilityLabel == label }) {
            session.send(try #require(session.model.toolbarSlot.event(at: item.frame.center)))
            return
        }
        let more = try #require(items.first { $0.accessibilityLabel == "More" })
        session.send(try #require(session.model.toolbarSlot.event(at: more.frame.center)))
        guard case .more(let tiles)? = session.model.panel?.content else {
            Issue.record("More opened no panel")
            return
        }
        let tile = try #require(tiles.first { $0.accessibilityLabel == label })
        session.send(try #require(session.model.panel?.event(at: tile.frame.center)))
    }

    /// Taps the spacebar at `time`.
    static func tapSpace<Document>(on session: KeyboardSession<Document>, at time: Double) throws {
        let key = try #require(session.model.keys.first { $0.type == .spacebar })
        session.send(.touchBegan(TouchPoint(id: Int(time * 100), location: key.frame.center, time: time)))
        session.send(.touchEnded(TouchPoint(id: Int(time * 100), location: key.frame.center, time: time + 0.05)))
    }

    @Test("each turn's edits reach the document together and in order")
    func editsReachTheDocumentInOrder() throws {
        let session = Self.session(
            RecordingDocument(), engine: try Self.engine(), services: SessionServices(scheduler: ImmediateScheduler()))
        try Self.tap("h", on: session, at: 1)
        try Self.tap("i", on: session, at: 2)
        try Self.tapSpace(on: session, at: 3)
        try Self.tapSpace(on: session, at: 3.2)
        // The second space replaces the first with a full stop: both edits of that turn, in order.
        #expect(session.document.document.text == "hi. ")
        #expect(session.document.batches.first == [.insert("h")])
        #expect(session.document.batches.last?.first == .deleteBackward(count: 1))
        #expect(session.state.document == session.document.document.contents)
    }

    @Test("an event sent while a turn is being carried out waits for it to finish")
    func turnsAreNeverReentered() throws {
        let session = Self.session(
            InMemoryTextDocument(), engine: try Self.engine(),
            services: SessionServices(scheduler: ImmediateScheduler()))
        var typed: [String] = []
        session.onTurn = { [unowned session] _ in
            typed.append(session.document.text)
            // Sent from inside the first turn: carried out after it, never in the middle of it.
            if typed.count == 1 { session.send(.documentChanged(TextContext(beforeInput: "x"))) }
        }
        try Self.tap("h", on: session, at: 1)
        #expect(typed.first == "")
        #expect(typed.dropFirst().first == "")
        #expect(session.state.document == TextContext(beforeInput: "xh"))
    }

    @Test("a field that refuses a change puts the engine's picture right")
    func aRefusedChangeIsReported() throws {
        let session = Self.session(
            RefusingDocument(text: "no"), engine: try Self.engine(),
            services: SessionServices(scheduler: ImmediateScheduler()))
        try Self.tap("h", on: session, at: 1)
        #expect(session.state.document == TextContext(beforeInput: "no"))
    }

    @Test("deferred suggestions arrive as a turn of their own, after the turn that asked")
    func deferredSuggestionsArrive() throws {
        let engine = try Self.engine(suggestions: try SuggestionEngineTests.provider())
        let session = Self.session(
            InMemoryTextDocument(), engine: engine, services: SessionServices(scheduler: ImmediateScheduler()))
        var turns: [SessionTurn] = []
        session.onTurn = { turns.append($0) }
        try Self.tap("h", on: session, at: 1)
        try Self.tap("e", on: session, at: 2)
        try Self.tap("l", on: session, at: 3)
        // The lift that typed "l" asked for suggestions; their answer was the next turn.
        let asking = try #require(
            turns.lastIndex { $0.effects.contains { if case .computeSuggestions = $0 { true } else { false } } })
        #expect(asking == turns.count - 2)
        #expect(turns.last?.effects.contains(.edit(.insert("l"))) == false)
        #expect(Self.shownSuggestions(session).contains("hello"))
    }

    @Test("an answer to an older request is dropped; the latest one shows")
    func staleAnswersAreDropped() throws {
        let scheduler = HeldScheduler()
        let engine = try Self.engine(suggestions: try SuggestionEngineTests.provider())
        let session = Self.session(
            InMemoryTextDocument(), engine: engine, services: SessionServices(scheduler: scheduler))
        try Self.tap("h", on: session, at: 1)
        try Self.tap("e", on: session, at: 2)
        #expect(scheduler.suggestionRequests.map(\.word) == ["h", "he"])
        let stale = try #require(scheduler.suggestionRequests.first)
        scheduler.answerSuggestions(stale.id)
        #expect(Self.shownSuggestions(session).isEmpty)
        scheduler.answerSuggestions()
        #expect(scheduler.suggestionRequests.isEmpty)
        #expect(Self.shownSuggestions(session).contains("hello"))
    }

    @Test("ticks run while a finger presses a key, and stop when no touch needs them")
    func ticksStopWhenNotNeeded() throws {
        let scheduler = HeldScheduler()
        let session = Self.session(
            InMemoryTextDocument(), engine: try Self.engine(), services: SessionServices(scheduler: scheduler))
        #expect(!scheduler.isTicking)
        let key = try #require(session.model.keys.first { $0.label == .text("a") })
        session.send(.touchBegan(TouchPoint(id: 1, location: key.frame.center, time: 1)))
        #expect(scheduler.isTicking)
        session.send(.tick(time: 1.02))
        #expect(scheduler.isTicking)
        session.send(.touchEnded(TouchPoint(id: 1, location: key.frame.center, time: 1.05)))
        #expect(!scheduler.isTicking)
        #expect(scheduler.tickStarts == 1)
        #expect(session.document.text == "a")
    }

    @Test("a GIF search without a provider is answered at once as unavailable")
    func aSearchWithoutProviderIsUnavailable() throws {
        let scheduler = HeldScheduler()
        let engine = try Self.engine()
        let state = engine.initialState(host: GIFPanelTests.fullAccess, deviceClass: .iphonePortrait)
        let session = KeyboardSession(
            engine: engine, state: state, document: InMemoryTextDocument(),
            services: SessionServices(scheduler: scheduler))
        var turns: [SessionTurn] = []
        session.onTurn = { turns.append($0) }
        // Opening the panel searches; the answer is the next turn.
        try Self.openPanel("GIFs", on: session)
        #expect(scheduler.gifSearches.isEmpty)
        let searching = try #require(
            turns.firstIndex { $0.effects.contains { if case .searchGIFs = $0 { true } else { false } } })
        #expect(turns.count == searching + 2)
        guard case .gifs(let gifs)? = session.model.panel?.content else {
            Issue.record("the GIF panel is not open")
            return
        }
        #expect(!gifs.isSearching)
        #expect(session.model.panel?.note?.text == "GIFs can’t be loaded right now. Tap a search to try again.")
    }

    @Test("a settings save that fails is reported once, and the keyboard keeps the change")
    func aFailedSaveIsReportedOnce() throws {
        let session = Self.session(
            InMemoryTextDocument(), engine: try Self.engine(),
            services: SessionServices(scheduler: ImmediateScheduler(), settingsStore: FullSettingsStore()))
        try Self.openPanel("Settings", on: session)
        session.send(.panel(.setOption(.smartQuotes, false)))
        session.send(.panel(.setOption(.smartQuotes, true)))
        session.send(.panel(.setOption(.smartQuotes, false)))
        #expect(session.diagnostics.count == 1)
        #expect(session.diagnostics.first?.message.contains("the disk is full") == true)
        #expect(session.settings[.smartQuotes] == false)
    }
}
