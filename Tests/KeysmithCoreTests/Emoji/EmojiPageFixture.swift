@_spi(Tooling) @testable import KeysmithCore

/// The embedded English keyboard (or the embedded keyboard of `language`) with a small emoji page: a few smileys, 👍 with its five tones, 🤝
/// with its twenty-five, and enough animals to scroll through.
struct EmojiPageFixture {
    static let tones = ["🏻", "🏼", "🏽", "🏾", "🏿"]

    static let content: EmojiPageContent = {
        let smileys = ["😀", "😃", "😄", "😁", "😆", "😅", "🤣", "😂", "🙂", "🙃", "😉", "😊"].map {
            EmojiPageEntry(emoji: $0, name: "smiley \($0)")
        }
        let thumbs = EmojiPageEntry(emoji: "👍", name: "thumbs up", skinTones: tones.map { "👍\($0)" })
        let handshake = EmojiPageEntry(
            emoji: "🤝", name: "handshake",
            skinTones: tones.flatMap { left in tones.map { right in "🫱\(left)\u{200D}🫲\(right)" } })
        let animals = (0x1F400...0x1F43C).map { scalar in
            let emoji = String(Character(Unicode.Scalar(scalar)!))
            return EmojiPageEntry(emoji: emoji, name: "animal \(scalar)")
        }
        return EmojiPageContent(groups: [
            EmojiPageGroup(category: .smileysAndEmotion, emoji: smileys),
            EmojiPageGroup(category: .peopleAndBody, emoji: [thumbs, handshake]),
            EmojiPageGroup(category: .animalsAndNature, emoji: animals),
            EmojiPageGroup(category: .flags, emoji: [EmojiPageEntry(emoji: "🏁", name: "chequered flag")]),
        ])
    }()

    var engine: KeyboardEngine
    var state: KeyboardState
    var time = 10.0
    private var nextID = 1

    init(
        host: HostContext = .standard, deviceClass: DeviceClass = .iphonePortrait, layoutName: String? = nil,
        settings: KeyboardSettings = .defaults, content: EmojiPageContent? = EmojiPageFixture.content,
        language: String? = nil
    ) throws {
        let loaded = language.map { KeyboardConfiguration.embedded(language: $0) } ?? KeyboardConfiguration.embedded()
        guard let configuration = loaded.value else {
            throw FixtureError.noEmbeddedKeyboard
        }
        engine = KeyboardEngine(configuration: configuration)
        // Nil: the embedded catalog.
        engine.emojiContent = content
        state = engine.initialState(host: host, deviceClass: deviceClass, layoutName: layoutName, settings: settings)
    }

    enum FixtureError: Error { case noEmbeddedKeyboard, noEmojiKey }

    var page: RenderedEmojiPage? {
        if case .emoji(let page)? = engine.render(state).panel?.content { return page }
        return nil
    }

    @discardableResult
    mutating func send(_ event: KeyboardEvent) -> [KeyboardEffect] {
        engine.handle(event, state: &state)
    }

    /// Taps the layout's emoji key.
    @discardableResult
    mutating func openPage() throws -> [KeyboardEffect] {
        guard let key = engine.render(state).keys.first(where: { $0.type == .emoji }) else {
            throw FixtureError.noEmojiKey
        }
        return tap(key.frame.center)
    }

    /// A finger down at `point` (keys area), then up `duration` seconds later.
    @discardableResult
    mutating func tap(_ point: Point, duration: Double = 0.08) -> [KeyboardEffect] {
        let id = down(point)
        return up(id, at: point, after: duration)
    }

    mutating func down(_ point: Point) -> Int {
        let id = nextID
        nextID += 1
        send(.touchBegan(TouchPoint(id: id, location: point, time: time)))
        return id
    }

    mutating func move(_ id: Int, to point: Point) {
        time += 0.02
        send(.touchMoved(TouchPoint(id: id, location: point, time: time)))
    }

    /// Lets time pass, ticking every 50 ms as a shell does while a finger is down.
    mutating func wait(_ seconds: Double) -> [KeyboardEffect] {
        var effects: [KeyboardEffect] = []
        let end = time + seconds
        while time < end - 1e-9 {
            time = min(end, time + 0.05)
            effects += send(.tick(time: time))
        }
        return effects
    }

    @discardableResult
    mutating func up(_ id: Int, at point: Point, after duration: Double = 0) -> [KeyboardEffect] {
        var effects = duration > 0 ? wait(duration) : []
        effects += send(.touchEnded(TouchPoint(id: id, location: point, time: time)))
        time += 0.1
        return effects
    }

    /// The cell showing `emoji`, when it is in view.
    func cell(_ emoji: String) -> RenderedEmojiCell? {
        page?.cells.first { $0.emoji == emoji }
    }

    /// The emoji page's bar in the toolbar slot.
    var searchBar: RenderedEmojiSearchBar? {
        if case .emojiSearch(let bar) = engine.render(state).toolbarSlot.content { return bar }
        return nil
    }

    /// Types `text` with the keys on screen, as a person would.
    mutating func typeWithKeys(_ text: String) throws {
        var typist = Typist(engine: engine, state: state, startTime: time)
        try typist.type(text)
        state = typist.state
        time = typist.time + 0.1
    }

    func tab(_ category: EmojiCategory) -> RenderedEmojiCategory? {
        page?.categories.first { $0.category == category }
    }
}

extension [KeyboardEffect] {
    /// The text the edits insert, joined.
    var insertedText: String {
        compactMap { if case .edit(.insert(let text)) = $0 { text } else { nil } }.joined()
    }

    var lastSavedSettings: KeyboardSettings? {
        compactMap { if case .saveSettings(let settings) = $0 { settings } else { nil } }.last
    }
}
