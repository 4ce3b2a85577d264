import Foundation
@_spi(Tooling) import KeysmithCore
import Testing

@testable import KeysmithCLI

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// MARK: - Driving a session as a page does

/// A preview session with the page's habits: pointers on keys found by their labels, in picture
/// coordinates (toolbar slot included), and a clock that moves forward between events.
struct PageDriver {
    var session: PreviewSession
    var time = 10.0
    private var nextPointer = 1

    init(_ configuration: PreviewConfiguration, settings: PreviewSettings = PreviewSettings(), suggestionProvider: SuggestionProvider? = nil) {
        session = PreviewSession(configuration: configuration, settings: settings, suggestionProvider: suggestionProvider)
    }

    /// The messages sent since the last call.
    private(set) var log: [ServerMessage] = []

    mutating func open() -> [ServerMessage] {
        let messages = session.open()
        log += messages
        return messages
    }

    @discardableResult
    mutating func send(_ message: ClientMessage) -> [ServerMessage] {
        let messages = session.handle(message)
        log += messages
        return messages
    }

    /// Where the key labelled `label` (its text, or what VoiceOver says) is drawn, in picture coordinates.
    func centre(of label: String) throws -> Point {
        let model = session.engine.render(session.state)
        guard let key = model.keys.first(where: { $0.label == .text(label) }) ?? model.keys.first(where: { $0.accessibilityLabel == label }) else {
            throw PreviewTestFailure("no key labelled \(label) on \(model.layoutName)")
        }
        return Point(x: key.frame.midX, y: key.frame.midY + model.toolbarSlot.height)
    }

    mutating func newPointer() -> Int {
        defer { nextPointer += 1 }
        return nextPointer
    }

    @discardableResult
    mutating func touch(_ phase: TouchMessage.Phase, _ pointer: Int, at point: Point, after delay: Double = 0.05) -> [ServerMessage] {
        time += delay
        return send(.touch(TouchMessage(phase: phase, id: pointer, x: point.x, y: point.y, time: time)))
    }

    /// A quick tap on the key labelled `label`.
    mutating func tap(_ label: String) throws {
        let pointer = newPointer()
        let point = try centre(of: label)
        touch(.began, pointer, at: point, after: 0.1)
        touch(.ended, pointer, at: point, after: 0.05)
    }

    @discardableResult
    mutating func key(_ name: String, shift: Bool = false) throws -> [ServerMessage] {
        time += 0.1
        return send(.key(try #require(ComputerKey(name: name, shift: shift)), time: time))
    }

    @discardableResult
    mutating func tick(after delay: Double) -> [ServerMessage] {
        time += delay
        return send(.tick(time: time))
    }

    var text: String { session.document.text }
    var selection: Range<Int> { session.document.selection }
}

extension [ServerMessage] {
    var types: [String] { map(\.type) }
    var frames: [ServerMessage.Frame] { compactMap { if case .frame(let frame) = $0 { frame } else { nil } } }
    var documents: [ServerMessage.DocumentReport] { compactMap { if case .document(let report) = $0 { report } else { nil } } }
    var configs: [ServerMessage.ConfigReport] { compactMap { if case .config(let report) = $0 { report } else { nil } } }
    var settings: [PreviewSettings] { compactMap { if case .settings(let settings) = $0 { settings } else { nil } } }
    var errors: [PreviewProtocolError] { compactMap { if case .error(let error, _) = $0 { error } else { nil } } }
    var effects: [KeyboardEffect] {
        var all: [KeyboardEffect] = []
        for case .effects(let effects) in self { all += effects }
        return all
    }
}

extension PreviewConfigurationLoader {
    /// Loads, failing the test when not even the embedded set loads.
    mutating func loaded(after previous: PreviewConfiguration?) throws -> PreviewConfiguration {
        guard let configuration = load(after: previous) else { throw PreviewTestFailure("nothing loaded, not even the embedded set") }
        return configuration
    }
}

/// A precondition of a test that did not hold.
struct PreviewTestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

enum PreviewFixtures {
    /// A session of JSON text on the embedded set.
    static func textSession() throws -> PreviewTextSession {
        guard let session = PreviewTextSession() else { throw PreviewTestFailure("the embedded defaults are missing") }
        return session
    }

    /// The embedded set, as the preview shows it without a folder.
    static func embedded() throws -> PreviewConfiguration {
        var loader = PreviewConfigurationLoader(location: .embedded(startLayout: nil))
        return try loader.loaded(after: nil)
    }

    /// A new folder holding a copy of the embedded defaults.
    static func defaultsCopy() throws -> URL {
        let folder = try Tool.temporaryFolder().appendingPathComponent("Keyboard")
        try FileManager.default.copyItem(at: try #require(EmbeddedDefaults.folder), to: folder)
        return folder
    }

    /// Replaces `old` by `new` in a file, which must contain it.
    static func edit(_ file: URL, replacing old: String, with new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old), "\(file.lastPathComponent) does not contain \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: false, encoding: .utf8)
    }

    static func expectedRender(_ name: String) throws -> String {
        try String(contentsOf: RenderCommandTests.expected.appendingPathComponent(name), encoding: .utf8)
    }
}

// MARK: - Sessions

@Suite("keysmith preview: a session")
struct PreviewSessionTests {
    @Test("opens with the vocabulary, the settings, the configuration, the picture `keysmith render` draws, and the empty field")
    func opening() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        let messages = page.open()
        #expect(messages.types == ["welcome", "settings", "config", "frame", "document", "host"])
        let frame = try #require(messages.frames.first)
        #expect(frame.svg == (try PreviewFixtures.expectedRender("English-iphone-portrait.svg")))
        #expect(frame.width == 390 && frame.height == 270 && frame.slotHeight == 54)
        #expect(frame.layout == "English" && frame.ticking == false)
        #expect(messages.documents == [.init(text: "", selection: .init(start: 0, end: 0))])
        #expect(messages.settings.first?.theme == "Classic")
        #expect(messages.configs.first?.themes == ["Classic", "Midnight", "High Contrast"])
        #expect(messages.configs.first?.status == .current)
    }

    @Test("taps type with auto-capitalisation; a second finger makes the held key type first (rollover)")
    func taps() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        try page.tap("H")
        try page.tap("i")
        #expect(page.text == "Hi")

        // Space is still held when "t" lands: the space types then; "t" types when it lifts.
        let space = try page.centre(of: "space")
        let first = page.newPointer()
        page.touch(.began, first, at: space)
        #expect(page.text == "Hi")
        let t = try page.centre(of: "t")
        let second = page.newPointer()
        let landing = page.touch(.began, second, at: t, after: 0.03)
        #expect(page.text == "Hi ")
        #expect(landing.documents.last?.text == "Hi ")
        page.touch(.ended, first, at: space, after: 0.03)
        page.touch(.ended, second, at: t, after: 0.03)
        #expect(page.text == "Hi t")
        #expect(page.selection == 4..<4)
    }

    @Test("a finger that slides off its key before lifting types the key it lifts on")
    func slideOff() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        let pointer = page.newPointer()
        page.touch(.began, pointer, at: try page.centre(of: "G"))
        page.touch(.moved, pointer, at: try page.centre(of: "H"))
        page.touch(.ended, pointer, at: try page.centre(of: "H"))
        #expect(page.text == "H")
    }

    @Test("holding a key opens its alternates once ticks pass the long-press delay; lifting on one types it")
    func alternates() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        let pointer = page.newPointer()
        let began = page.touch(.began, pointer, at: try page.centre(of: "E"))
        #expect(began.frames.last?.ticking == true)
        #expect(page.tick(after: 0.2).frames.isEmpty)
        let opened = page.tick(after: 0.35)
        #expect(opened.frames.last?.svg.contains("class=\"alternates\"") == true)
        let touch = try #require(page.session.state.touches.first)
        guard case .alternates(let panel, _) = touch.phase else {
            Issue.record("the alternates panel did not open")
            return
        }
        // Cell 2 of e's alternates is é; shift is on at the start of the text.
        let cell = panel.cellFrames[2]
        let point = Point(x: cell.midX, y: cell.midY + page.session.slotHeight)
        page.touch(.moved, pointer, at: point)
        let lifted = page.touch(.ended, pointer, at: point)
        #expect(page.text == "É")
        #expect(lifted.frames.last?.ticking == false)
        #expect(lifted.frames.last?.svg.contains("alternates") == false)
    }

    @Test("dragging along the spacebar moves the cursor a character per step")
    func spacebarDrag() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        page.send(.document(text: "Hi there", selection: 8..<8))
        let space = try page.centre(of: "space")
        let pointer = page.newPointer()
        page.touch(.began, pointer, at: space)
        page.touch(.moved, pointer, at: Point(x: space.x - 10, y: space.y))
        page.touch(.moved, pointer, at: Point(x: space.x - 37, y: space.y))
        #expect(page.selection == 5..<5)
        page.touch(.ended, pointer, at: Point(x: space.x - 37, y: space.y))
        #expect(page.text == "Hi there")
        #expect(page.selection == 5..<5)
    }

    @Test("a touch that begins on the toolbar slot does not reach the keys, nor do its moves and end")
    func toolbarSlot() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        let pointer = page.newPointer()
        let h = try page.centre(of: "H")
        #expect(page.touch(.began, pointer, at: Point(x: h.x, y: 20)).isEmpty)
        #expect(page.touch(.moved, pointer, at: h).isEmpty)
        #expect(page.touch(.ended, pointer, at: h).isEmpty)
        #expect(page.text == "")
    }

    @Test("the computer's keys type through the keyboard's keys, switching layouts where the text needs it")
    func computerKeys() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        for character in "Hi, 42!" { try page.key(String(character)) }
        #expect(page.text == "Hi, 42!")
        #expect(page.log.frames.last?.layout == "English-Numbers")
        #expect(page.log.effects.contains(.layoutChanged("English-Numbers")))
        #expect(page.log.effects.contains { if case .feedback(.click, _) = $0 { true } else { false } })
        #expect(!page.log.effects.contains { if case .edit = $0 { true } else { false } }, "edits show in the document, not as effects")

        try page.key("Backspace")
        #expect(page.text == "Hi, 42")
        try page.key("Enter")
        #expect(page.text == "Hi, 42\n")
        #expect(page.selection == 7..<7)
    }

    @Test("arrow keys move the host's cursor by characters, and with shift move one end of the selection")
    func arrows() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        page.send(.document(text: "ab👍🏽c", selection: 7..<7))
        try page.key("ArrowLeft")
        #expect(page.selection == 6..<6)
        try page.key("ArrowLeft")
        #expect(page.selection == 2..<2, "a thumbs-up with a skin tone is one character")
        try page.key("ArrowRight", shift: true)
        #expect(page.selection == 2..<6)
        try page.key("ArrowRight", shift: true)
        #expect(page.selection == 2..<7)
        try page.key("ArrowLeft", shift: true)
        #expect(page.selection == 2..<6)
        let report = try page.key("ArrowLeft")
        #expect(report.documents == [.init(text: "ab👍🏽c", selection: .init(start: 2, end: 2))])
        try page.key("End")
        #expect(page.selection == 7..<7)
        try page.key("Home", shift: true)
        #expect(page.selection == 0..<7)
        // Typing replaces the selection, as on the phone.
        try page.key("x")
        #expect(page.text == "x")
    }

    @Test("a character no key types is answered with an error, and nothing changes")
    func untypable() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        try page.key("a")
        let reply = try page.key("ж")
        #expect(reply.errors == [PreviewProtocolError(code: "untypable", message: "no key of this keyboard types \"ж\" (U+436)")])
        #expect(reply.count == 1)
        #expect(page.text == "a", "a key of the computer types exactly its character, whatever the automatic shift")
    }

    @Test("settings redraw the keyboard exactly as `keysmith render` draws it with the same options")
    func settings() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        let landscape = page.send(.settings(.init(device: .ipadLandscape)))
        #expect(landscape.types.first == "settings")
        #expect(landscape.frames.last?.svg == (try PreviewFixtures.expectedRender("English-ipad-landscape.svg")))
        #expect(landscape.frames.last?.width == 1180)

        let dark = page.send(.settings(.init(device: .iphonePortrait, appearance: .dark)))
        #expect(dark.frames.last?.svg == (try PreviewFixtures.expectedRender("English-iphone-portrait-dark.svg")))

        let numberPad = page.send(.settings(.init(appearance: .light, keyboardType: .numberPad, globe: true)))
        #expect(numberPad.frames.last?.svg == (try PreviewFixtures.expectedRender("NumberPad-iphone-portrait-globe.svg")))
        #expect(numberPad.effects.contains(.layoutChanged("NumberPad")))

        let go = page.send(.settings(.init(keyboardType: .default, returnKeyType: .go)))
        #expect(go.frames.last?.svg.contains(">go</text>") == true)

        let midnight = page.send(.settings(.init(theme: "Midnight")))
        #expect(midnight.settings.last?.theme == "Midnight")
        #expect(midnight.frames.count == 1)

        let unknown = page.send(.settings(.init(theme: "Neon")))
        #expect(unknown.errors.map(\.code) == ["unknownTheme"])
        #expect(unknown.settings.last?.theme == "Midnight")
        #expect(unknown.frames.isEmpty)
    }

    @Test("the page's clock maps to an engine clock that never runs backwards, and runs ahead after planned taps")
    func clock() {
        var clock = PreviewClock()
        #expect(clock.engineTime(forPage: 5) == 5)
        #expect(clock.engineTime(forPage: 4) == 5)
        clock.ranAhead(to: 6)
        #expect(clock.engineTime(forPage: 5.5) == 6.5)
        #expect(clock.engineTime(forPage: 6) == 7)
    }
}

// MARK: - The protocol's text

@Suite("keysmith preview: messages")
struct PreviewMessageTests {
    static let bad: [(String, String)] = [
        ("", "badMessage"),
        ("not json", "badMessage"),
        ("[1, 2]", "badMessage"),
        ("{}", "badMessage"),
        (#"{"v": 1}"#, "badMessage"),
        (#"{"v": 2, "type": "tick", "t": 1}"#, "unsupportedVersion"),
        (#"{"v": 1, "type": "warp"}"#, "unknownType"),
        (#"{"v": 1, "type": "tick"}"#, "badMessage"),
        (#"{"v": 1, "type": "tick", "t": "soon"}"#, "badMessage"),
        (#"{"v": 1, "type": "tick", "t": 1e999}"#, "badMessage"),
        (#"{"v": 1, "type": "touch", "phase": "hover", "id": 1, "x": 1, "y": 1, "t": 1}"#, "badMessage"),
        (#"{"v": 1, "type": "touch", "phase": "began", "id": 1e40, "x": 1, "y": 1, "t": 1}"#, "badMessage"),
        (#"{"v": 1, "type": "touch", "phase": "began", "id": 1, "x": null, "y": 1, "t": 1}"#, "badMessage"),
        (#"{"v": 1, "type": "key", "key": "Escape", "t": 1}"#, "unknownKey"),
        (#"{"v": 1, "type": "key", "key": "", "t": 1}"#, "unknownKey"),
        (#"{"v": 1, "type": "document", "selection": {"start": 5, "end": 2}}"#, "badMessage"),
        (#"{"v": 1, "type": "document", "selection": {"start": -1, "end": 2}}"#, "badMessage"),
        (#"{"v": 1, "type": "settings", "device": "watch"}"#, "badMessage"),
        (#"{"v": 1, "type": "settings", "globe": "yes"}"#, "badMessage"),
        (#"{"v": 1, "type": "settings", "autocorrection": "off"}"#, "badMessage"),
        (#"{"v": 1, "type": "toolbar.open", "item": 3}"#, "notAvailable"),
        (#"{"v": 1, "type": "host.path", "path": "posts/1"}"#, "badMessage"),
    ]

    @Test("a message that cannot be carried out is answered with one error, and the session goes on", arguments: bad)
    func badMessage(text: String, code: String) throws {
        var session = try PreviewFixtures.textSession()
        _ = session.open()
        let replies = session.receive(text)
        #expect(replies.count == 1)
        let first = try #require(replies.first)
        let reply = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        #expect(reply["v"] as? Int == 1)
        #expect(reply["type"] as? String == "error")
        #expect(reply["code"] as? String == code)
        #expect((reply["message"] as? String)?.isEmpty == false)
        let after = session.receive(#"{"v": 1, "type": "key", "key": "K", "t": 100}"#)
        #expect(after.contains { $0.contains(#""text":"K""#) })
    }

    @Test("errors name the field at fault and the values allowed")
    func errorSentences() throws {
        var session = try PreviewFixtures.textSession()
        _ = session.open()
        #expect(session.receive(#"{"v": 1, "type": "touch", "phase": "began", "id": 1, "y": 1, "t": 1}"#).first?.contains(#"missing field \"x\""#) == true)
        #expect(session.receive(#"{"v": 1, "type": "tick", "t": "soon"}"#).first?.contains(#"field \"t\" must be a number"#) == true)
        #expect(session.receive(#"{"v": 1, "type": "settings", "device": "watch"}"#).first?.contains("iphone-portrait, iphone-landscape, ipad-portrait, ipad-landscape") == true)
    }

    @Test("a selection past the end of the text is clamped to it")
    func clampedSelection() throws {
        var session = try PreviewFixtures.textSession()
        _ = session.open()
        let replies = session.receive(#"{"v": 1, "type": "document", "text": "abc", "selection": {"start": 1, "end": 99999}}"#)
        #expect(replies.contains { $0.contains(#""selection":{"end":3,"start":1}"#) || $0.contains(#""selection":{"start":1,"end":3}"#) })
    }

    @Test("server messages are flat objects with v and type")
    func serverShape() throws {
        var session = try PreviewFixtures.textSession()
        for text in session.open() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            #expect(object["v"] as? Int == 1)
            #expect(["welcome", "settings", "config", "frame", "document", "host"].contains(object["type"] as? String ?? ""))
        }
    }
}

// MARK: - Reloading

@Suite("keysmith preview: reloading")
struct PreviewReloadTests {
    @Test("saving a good change shows the new keyboard, keeping the layout on screen and the document")
    func goodChange() throws {
        let folder = try PreviewFixtures.defaultsCopy()
        var loader = PreviewConfigurationLoader(location: try KeyboardLocation.locate(folder.path))
        let first = try loader.loaded(after: nil)
        #expect(first.status == .current && first.revision == 1 && first.diagnostics.isEmpty)
        var page = PageDriver(first)
        _ = page.open()
        try page.key("H")
        try page.key("4")

        try PreviewFixtures.edit(folder.appendingPathComponent("English-Numbers.json"), replacing: #"{"text": "7"}"#, with: #"{"text": "⁊"}"#)
        let second = try loader.loaded(after: first)
        #expect(second.revision == 2 && second.status == .current)
        let messages = page.session.reload(second)
        #expect(messages.types == ["config", "settings", "frame"])
        #expect(messages.frames.first?.svg.contains(">⁊</text>") == true)
        #expect(messages.frames.first?.layout == "English-Numbers")
        #expect(page.text == "H4")
        try page.key("⁊")
        #expect(page.text == "H4⁊")
    }

    @Test("a broken file keeps the last good keyboard on screen and lists the problem with its file, line and column")
    func brokenFile() throws {
        let folder = try PreviewFixtures.defaultsCopy()
        var loader = PreviewConfigurationLoader(location: try KeyboardLocation.locate(folder.path))
        let first = try loader.loaded(after: nil)
        var page = PageDriver(first)
        _ = page.open()

        // Line 7 of English.json is `{"text": "q"},`; without its comma the next key is unexpected.
        let english = folder.appendingPathComponent("English.json")
        try PreviewFixtures.edit(english, replacing: #"{"text": "q"},"#, with: #"{"text": "q"}"#)
        let broken = try loader.loaded(after: first)
        #expect(broken.status == .lastGood)
        #expect(broken.revision == 1)
        let texts = broken.diagnostics.map(\.description)
        #expect(texts.contains { $0.hasPrefix("\(folder.path)/English.json:8:7: error: ") }, "\(texts)")
        #expect(Set(texts).count == texts.count, "the linter's and the loader's reports of one problem are shown once")

        let messages = page.session.reload(broken)
        #expect(messages.types == ["config"])
        #expect(messages.configs.first?.status == .lastGood)
        try page.tap("Q")
        #expect(page.text == "Q")

        // Fixed again: the keyboard is current, and the problems are gone.
        try PreviewFixtures.edit(english, replacing: #"{"text": "q"}"#, with: #"{"text": "q"},"#)
        let fixed = try loader.loaded(after: broken)
        #expect(fixed.status == .current && fixed.revision == 2 && fixed.diagnostics.isEmpty)
        #expect(page.session.reload(fixed).configs.first?.diagnostics.isEmpty == true)
        #expect(page.text == "Q")
    }

    @Test("a folder that does not load at first shows the embedded set, then its own keyboard once fixed")
    func neverLoaded() throws {
        let folder = try PreviewFixtures.defaultsCopy()
        let numbers = folder.appendingPathComponent("NumberPad.json")
        try PreviewFixtures.edit(numbers, replacing: #""rows""#, with: #""rowz""#)
        var loader = PreviewConfigurationLoader(location: try KeyboardLocation.locate(folder.path))
        let first = try loader.loaded(after: nil)
        #expect(first.status == .embeddedDefaults)
        #expect(first.diagnostics.contains { $0.file.hasSuffix("NumberPad.json") && $0.severity == .error })
        let again = try loader.loaded(after: first)
        #expect(again.status == .embeddedDefaults && again.revision == first.revision)
        try PreviewFixtures.edit(numbers, replacing: #""rowz""#, with: #""rows""#)
        let fixed = try loader.loaded(after: again)
        #expect(fixed.status == .current && fixed.revision == first.revision + 1)
    }

    @Test("a folder is pinned to its manifest once loaded: a broken manifest does not turn it into loose layouts")
    func pinnedManifest() throws {
        let folder = try PreviewFixtures.defaultsCopy()
        var loader = PreviewConfigurationLoader(location: try KeyboardLocation.locate(folder.path))
        let first = try loader.loaded(after: nil)
        try "{ \"name\": ".write(to: folder.appendingPathComponent("Keyboard.json"), atomically: false, encoding: .utf8)
        let broken = try loader.loaded(after: first)
        #expect(broken.status == .lastGood)
        #expect(broken.diagnostics.contains { $0.file.hasSuffix("/Keyboard.json") && $0.severity == .error })
    }

    @Test("a folder of JACKeyboard layouts without a manifest shows the layout the others are named after")
    func jackeyboardFolder() throws {
        let folder = Tool.jackeyboardFixtures.appendingPathComponent("English (QWERTY)")
        let location = try KeyboardLocation.locate(folder.path)
        let loaded = location.load()
        #expect(loaded.result.cleanValue?.set.layouts == ["English"])
        #expect(loaded.resolved == .layout(folder: folder, name: "English", displayPrefix: folder.path))
        let simulated = try Tool.run(["simulate", "--keyboard", folder.path, "--type", "Ça va? 100%."])
        #expect(simulated.standardOutput == "Ça va? 100%.\n")
    }

    @Test("the watcher publishes a saved change to every subscriber within a second")
    func watcher() async throws {
        let folder = try PreviewFixtures.defaultsCopy()
        var loader = PreviewConfigurationLoader(location: try KeyboardLocation.locate(folder.path))
        let first = try loader.loaded(after: nil)
        let feed = PreviewConfigurationFeed(first)
        let (_, updates) = await feed.subscribe()
        let watcher = PreviewConfigurationWatcher(folder: folder, loader: loader, feed: feed)
        let watching = Task { await watcher.run() }
        defer { watching.cancel() }
        try await Task.sleep(for: .milliseconds(300))

        let saved = ContinuousClock.now
        try PreviewFixtures.edit(folder.appendingPathComponent("English.json"), replacing: #"{"text": "w"}"#, with: #"{"text": "ẁ"}"#)
        let next = await Self.first(of: updates, within: .seconds(5))
        let elapsed = ContinuousClock.now - saved
        let update = try #require(next, "no configuration was published within 5 seconds")
        #expect(update.revision == 2)
        #expect(update.keyboard.layouts["English"]?.rows.first?.contains { $0.text == "ẁ" } == true)
        #expect(elapsed < .seconds(1), "the change took \(elapsed) to be published")
        #expect(await feed.current.revision == 2)
    }

    /// The stream's first element, or nil after `limit`.
    static func first(of stream: AsyncStream<PreviewConfiguration>, within limit: Duration) async -> PreviewConfiguration? {
        await withTaskGroup(of: PreviewConfiguration?.self) { group in
            group.addTask {
                for await element in stream { return element }
                return nil
            }
            group.addTask {
                try? await Task.sleep(for: limit)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }
}

// MARK: - The server

@Suite("keysmith preview: the server", .serialized)
struct PreviewServerTests {
    @Test(
        "only loopback names are accepted as the Host",
        arguments: [
            ("127.0.0.1:7474", true), ("localhost:7474", true), ("LOCALHOST", true), ("[::1]:80", true), ("127.0.0.1", true),
            ("evil.example:7474", false), ("127.0.0.1.evil.example", false), ("localhost:74a", false), ("localhost:", false),
            ("[::1]x", false), ("", false), ("127.0.0.1:7474@evil", false),
        ])
    func loopback(authority: String, accepted: Bool) {
        #expect(LoopbackHost.accepts(authority: authority) == accepted)
    }

    @Test("`keysmith preview --port 0` serves the page on 127.0.0.1 with a strict policy, and a session over a WebSocket", .timeLimit(.minutes(1)))
    func smoke() async throws {
        let folder = try PreviewFixtures.defaultsCopy()
        let server = try ServerProcess(["preview", "--port", "0", folder.path])
        defer { server.stop() }
        let url = try #require(try await server.url(within: .seconds(20)), "no URL printed: \(server.standardError)")
        #expect(url.absoluteString.hasPrefix("http://127.0.0.1:"))
        let port = try #require(url.port)

        let (page, response) = try await URLSession.shared.data(from: url)
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 200)
        #expect(http.value(forHTTPHeaderField: "Content-Type") == "text/html; charset=utf-8")
        let policy = try #require(http.value(forHTTPHeaderField: "Content-Security-Policy"))
        #expect(policy.hasPrefix("default-src 'self'; connect-src 'self' ws://127.0.0.1:\(port);"))
        #expect(String(decoding: page, as: UTF8.self).contains(#"<script src="/preview.js" defer></script>"#))
        for (path, type) in [("preview.js", "text/javascript; charset=utf-8"), ("preview.css", "text/css; charset=utf-8"), ("icon.svg", "image/svg+xml")] {
            let (_, asset) = try await URLSession.shared.data(from: url.appendingPathComponent(path))
            #expect((asset as? HTTPURLResponse)?.statusCode == 200)
            #expect((asset as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") == type)
        }
        let (_, missing) = try await URLSession.shared.data(from: url.appendingPathComponent("nothing-here"))
        #expect((missing as? HTTPURLResponse)?.statusCode == 404)

        // A request addressed to another host name (DNS rebinding) is refused.
        let rebound = try LoopbackClient(port: port).request("/", headers: [("Host", "evil.example:\(port)"), ("Connection", "close")])
        #expect(rebound.status == 421)

        // A session: the opening messages, then a key and its document.
        let session = try LoopbackClient(port: port)
        try session.openWebSocket("/session", port: port)
        let opening = try (0..<5).map { _ in try session.receive() }
        #expect(opening.map(Self.type) == ["welcome", "settings", "config", "frame", "document"])
        try session.send(#"{"v": 1, "type": "key", "key": "K", "t": 1}"#)
        var replies: [String] = []
        while !replies.contains(where: { Self.type($0) == "document" }) { replies.append(try session.receive()) }
        #expect(replies.contains { $0.contains(#""text":"K""#) })
        try session.send("not json")
        var answers: [String] = []
        while answers.count < 5, !answers.contains(where: { Self.type($0) == "error" }) { answers.append(try session.receive()) }
        #expect(answers.map(Self.type).last == "error")

        // A page from elsewhere may not open a session; this server's own page may.
        #expect(throws: LoopbackClient.Failure.self) {
            try LoopbackClient(port: port).openWebSocket("/session", port: port, origin: "http://evil.example")
        }
        try LoopbackClient(port: port).openWebSocket("/session", port: port, origin: "http://127.0.0.1:\(port)")

        // Saving a file reaches the open session.
        try PreviewFixtures.edit(folder.appendingPathComponent("English.json"), replacing: #"{"text": "z""#, with: #"{"text": "ʐ""#)
        var reload: [String] = []
        while !reload.contains(where: { Self.type($0) == "frame" }) { reload.append(try session.receive()) }
        #expect(reload.contains { $0.contains(">ʐ</text>") })
    }

    @Test("a port already in use is reported, with status 1")
    func portInUse() async throws {
        let first = try ServerProcess(["preview", "--port", "0"])
        defer { first.stop() }
        let url = try #require(try await first.url(within: .seconds(20)))
        let port = try #require(url.port)
        let second = try ServerProcess(["preview", "--port", String(port)])
        defer { second.stop() }
        let status = try #require(try await second.exitStatus(within: .seconds(20)), "a second server on port \(port) did not stop")
        #expect(status == 1)
        #expect(second.standardError.contains("cannot serve the preview on 127.0.0.1:\(port)"))
    }

    @Test("a port out of range is a usage error")
    func badPort() throws {
        let run = try Tool.run(["preview", "--port", "70000"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("--port must be between 0 and 65535"))
    }

    static func type(_ text: String) -> String {
        let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        return object?["type"] as? String ?? "?"
    }
}

/// A `keysmith` process started for one test, stopped (and killed if need be) at the end.
final class ServerProcess: @unchecked Sendable {
    private let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var printed = ""
    private var errorText = ""

    init(_ arguments: [String]) throws {
        process.executableURL = Tool.productsFolder.appendingPathComponent("keysmith")
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.withLock { self.printed += String(decoding: data, as: UTF8.self) }
        }
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.withLock { self.errorText += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    var standardError: String { lock.withLock { errorText } }

    /// The URL the server printed, once it printed it.
    func url(within limit: Duration) async throws -> URL? {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline && process.isRunning {
            let text = lock.withLock { printed }
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Keysmith preview: ") }) {
                return URL(string: String(line.dropFirst("Keysmith preview: ".count)))
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }

    /// The exit status, once the process exited by itself.
    func exitStatus(within limit: Duration) async throws -> Int32? {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if !process.isRunning {
                // Whatever it wrote last is read before the status is returned.
                try await Task.sleep(for: .milliseconds(100))
                return process.terminationStatus
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }

    func stop() {
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
