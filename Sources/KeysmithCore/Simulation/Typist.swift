/// Types a text on a keyboard the way a person would: it taps the centre of each key, taps shift
/// for a capital, switches to the numbers or symbols layout and back, long-presses a key and
/// slides to an alternate for an accented letter, flicks a key of a flick keypad, and types an
/// emoji no key types from the emoji page (a long press for its skin tone). Every touch goes
/// through the real engine, so the planned keys are those the engine's state allows at each moment.
///
/// Used by `keysmith simulate` and by tests; the events it sends can be replayed.
@_spi(Tooling) public struct Typist: Sendable {
    let engine: KeyboardEngine
    public internal(set) var state: KeyboardState
    /// Every event sent so far, in order, with its time.
    public internal(set) var events: [KeyboardEvent] = []
    /// Every effect the engine returned, in order.
    public internal(set) var effects: [KeyboardEffect] = []
    /// The clock of the events, in seconds.
    public internal(set) var time: Double
    /// How many long presses it made to reach alternates, so far.
    public internal(set) var longPresses = 0

    /// How long a finger stays on a key for a tap, and the pause between taps.
    var tapDuration = 0.06
    var pause = 0.1

    var nextTouchID = 1

    public init(engine: KeyboardEngine, state: KeyboardState, startTime: Double = 0) {
        self.engine = engine
        self.state = state
        self.time = startTime
    }

    /// A character no key of the keyboard can type, directly or through another layout.
    public struct UntypableCharacter: Error, Sendable, Hashable, CustomStringConvertible {
        var character: Character
        public var description: String {
            "no key of this keyboard types \"\(character)\" (U+\(character.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " U+")))"
        }
    }

    /// Types `text`, one character after another, or a phrase at a time where the language converts
    /// (pinyin: the letters of a phrase, then its candidates). Stops at the first character that
    /// cannot be typed.
    public mutating func type(_ text: String) throws(UntypableCharacter) {
        var rest = Substring(text)
        while let character = rest.first {
            if let converted = try typeConverting(rest) {
                rest = rest.dropFirst(converted)
            } else {
                try type(character)
                rest = rest.dropFirst()
            }
        }
    }

    /// Types each character of `keys` with the one key that types it — a tap, a flick or an
    /// alternate, shift as needed — converting nothing, as `keysmith compose --keys` taps them.
    public mutating func typeKeys(_ keys: String) throws(UntypableCharacter) {
        for character in keys { try type(character) }
    }

    /// How many touches it made so far: every key tapped or long-pressed, shift and the layout
    /// switches included, the touches of the emoji page, and every candidate chosen — one on the
    /// bar; for one the bar does not show, the expand control, each page turned in the grid, and
    /// the candidate.
    public var keystrokes: Int {
        events.count { if case .touchBegan = $0 { true } else { false } } + candidateTouches
    }

    /// The touches that chose candidates, counted in ``keystrokes``.
    public internal(set) var candidateTouches = 0

    /// Types the start of `text` that the language's converter writes — the keys of a phrase, then
    /// the candidates that write it, the longest that fits first — and returns how many characters
    /// it typed; nil when the language converts no start of `text`.
    private mutating func typeConverting(_ text: Substring) throws(UntypableCharacter) -> Int? {
        guard let first = text.first, let composer = engine.composer(for: state),
            let (keys, count) = composer.keys(converting: text)
        else { return nil }
        for key in keys {
            guard key.count == 1, let character = key.first, typeWithOneKey(character) else {
                throw UntypableCharacter(character: first)
            }
        }
        var wanted = text.prefix(count)
        while !wanted.isEmpty {
            let candidates = state.compositionCandidates
            let fitting = candidates.indices.filter { !candidates[$0].isEmpty && wanted.hasPrefix(candidates[$0]) }
            guard let index = fitting.max(by: { (candidates[$0].count, $1) < (candidates[$1].count, $0) }) else {
                throw UntypableCharacter(character: wanted.first ?? first)
            }
            choose(candidate: index)
            wanted = wanted.dropFirst(candidates[index].count)
        }
        return count
    }

    /// Chooses the candidate at `index` as a person would, counting each touch: on the bar when the
    /// bar holds it; else the expand control, then the grid's next page until the page that holds
    /// it, then the candidate.
    private mutating func choose(candidate index: Int) {
        if case .suggestions(let cells) = engine.toolbarSlot(for: state).content, index < cells.count {
            candidateTouches += 1
            send(.toolbar(.tapSuggestion(index)))
            return
        }
        candidateTouches += 1
        send(.toolbar(.showAllCandidates))
        while case .candidates(let grid)? = engine.renderedPanel(for: state)?.content,
            !grid.cells.contains(where: { $0.index == index }), grid.nextPageButton != nil
        {
            candidateTouches += 1
            send(.toolbar(.showCandidatePage(grid.page + 1)))
        }
        candidateTouches += 1
        send(.toolbar(.tapSuggestion(index)))
    }

    /// Sends one event to the engine and records it with the effects it produced.
    mutating func send(_ event: KeyboardEvent) {
        events.append(event)
        effects.append(contentsOf: engine.handle(event, state: &state))
    }

    // MARK: Planning

    /// How one character is typed on one layout.
    private enum Stroke {
        /// Tap the key, with shift on or off first as needed.
        case tap(key: Int, shifted: Bool?)
        /// Long-press the key and slide to the alternate.
        case alternate(key: Int, index: Int, shifted: Bool?)
        /// Flick the key in the direction.
        case flick(key: Int, direction: FlickDirection)
    }

    private mutating func type(_ character: Character) throws(UntypableCharacter) {
        if typeWithOneKey(character) { return }
        // A character the language's composer makes from keys, such as a Hangul syllable from its jamo.
        if let keys = engine.composer(for: state)?.keys(typing: character) {
            for key in keys {
                guard key.count == 1, let jamo = key.first, typeWithOneKey(jamo) else {
                    throw UntypableCharacter(character: character)
                }
            }
            return
        }
        if typeFromEmojiPage(character) { return }
        // A letter with combining marks that no key types whole (an Arabic letter with its harakat, a
        // Hebrew letter with its points, Dutch j́): the letter, then each mark, as a person types them.
        let scalars = character.unicodeScalars
        guard scalars.count > 1 else { throw UntypableCharacter(character: character) }
        for scalar in scalars {
            guard typeWithOneKey(Character(scalar)) else { throw UntypableCharacter(character: character) }
        }
    }

    /// Types `character` with one key of this layout or of the nearest layout that has one; false,
    /// having typed nothing, when no layout's key types it.
    private mutating func typeWithOneKey(_ character: Character) -> Bool {
        if let stroke = stroke(for: character, in: state.geometry) {
            perform(stroke)
            return true
        }
        // Another layout: the shortest path of switch keys to one that types it.
        guard let path = pathToLayout(typing: character) else { return false }
        for switchKey in path { tap(switchKey) }
        guard let stroke = stroke(for: character, in: state.geometry) else { return false }
        perform(stroke)
        return true
    }

    private func stroke(for character: Character, in geometry: KeyboardGeometry) -> Stroke? {
        let text = String(character)
        var alternate: Stroke?
        for (index, laidOut) in geometry.keys.enumerated() where laidOut.isTouchable {
            let key = laidOut.key
            switch key.type {
            case .spacebar where text == (key.inputText ?? " "):
                return .tap(key: index, shifted: nil)
            case .return, .newline:
                if text == "\n", !state.host.handlesReturnKey { return .tap(key: index, shifted: nil) }
            case .cursorRight where text == FlickKanaComposer.advanceKey:
                // The → key of the kana keypad, which ends a multi-tap cycle while composing.
                if engine.composer(for: state)?.accepts(text) == true { return .tap(key: index, shifted: nil) }
            case .textEntry:
                if let shifted = shiftNeeded(toType: text, with: key) { return .tap(key: index, shifted: shifted) }
                if let flick = key.flicks?.assigned.first(where: { $0.text == text }) {
                    return .flick(key: index, direction: flick.direction)
                }
                if alternate == nil, key.modifiers.count > 1 {
                    for (position, modifier) in key.modifiers.enumerated() {
                        if let shifted = shiftNeeded(toType: text, from: modifier) {
                            alternate = .alternate(key: index, index: position, shifted: shifted)
                            break
                        }
                    }
                }
            default:
                break
            }
        }
        return alternate
    }

    /// Whether shift must be on (true), off (false) or either (nil) for `key` to type `text`, or
    /// `.none` wrapped in the outer optional when it cannot.
    private func shiftNeeded(toType text: String, with key: Key) -> Bool?? {
        let letterCase = engine.letterCase(for: state)
        let plain = (key.inputText ?? key.text).map { letterCase.keyText($0, shifted: false) }
        let shifted = key.shiftText ?? (key.inputText ?? key.text).map { letterCase.keyText($0, shifted: true) }
        switch (plain == text, shifted == text) {
        case (true, true): return .some(nil)
        case (true, false): return .some(false)
        case (false, true): return .some(true)
        case (false, false): return nil
        }
    }

    private func shiftNeeded(toType text: String, from modifier: String) -> Bool?? {
        let letterCase = engine.letterCase(for: state)
        switch (
            letterCase.keyText(modifier, shifted: false) == text, letterCase.keyText(modifier, shifted: true) == text
        )
        {
        case (true, true): return .some(nil)
        case (true, false): return .some(false)
        case (false, true): return .some(true)
        case (false, false): return nil
        }
    }

    /// The switch keys to tap, layout after layout, to reach the nearest layout that types `character`.
    private func pathToLayout(typing character: Character) -> [Int]? {
        pathToLayout { stroke(for: character, in: $0) != nil }
    }

    /// The switch keys to tap, layout after layout, to reach the nearest layout whose geometry
    /// `isWanted`; nil when none is.
    func pathToLayout(where isWanted: (KeyboardGeometry) -> Bool) -> [Int]? {
        var visited: Set<String> = [state.layoutName]
        var queue: [(name: String, geometry: KeyboardGeometry, path: [Int])] = [(state.layoutName, state.geometry, [])]
        var head = 0
        while head < queue.count {
            let (name, geometry, path) = queue[head]
            head += 1
            for (index, laidOut) in geometry.keys.enumerated()
            where laidOut.isTouchable && laidOut.key.type == .switchKeyboard {
                guard let target = switchTarget(of: laidOut.key, from: name), visited.insert(target).inserted else {
                    continue
                }
                let next = engine.geometry(layoutName: target, deviceClass: state.deviceClass, host: state.host)
                // The path's later keys are indices into the later layouts' geometries, tapped after each switch.
                if isWanted(next) { return path + [index] }
                queue.append((target, next, path + [index]))
            }
        }
        return nil
    }

    private func switchTarget(of key: Key, from layout: String) -> String? {
        if let name = key.keyboardName {
            return engine.layout(named: name, deviceClass: state.deviceClass) != nil ? name : nil
        }
        let cycle = engine.configuration.set.layouts
        guard !cycle.isEmpty else { return nil }
        let position = cycle.firstIndex(of: layout).map { ($0 + 1) % cycle.count } ?? 0
        return cycle[position]
    }

    // MARK: Touching

    private mutating func perform(_ stroke: Stroke) {
        switch stroke {
        case .tap(let key, let shifted):
            setShift(shifted)
            tap(key)
        case .alternate(let key, let index, let shifted):
            setShift(shifted)
            longPress(key, slidingTo: index)
        case .flick(let key, let direction):
            flick(key, direction)
        }
    }

    /// A finger down on the key's centre, moved half the key's size in `direction`, and lifted.
    private mutating func flick(_ keyIndex: Int, _ direction: FlickDirection) {
        guard state.geometry.keys.indices.contains(keyIndex) else { return }
        let frame = state.geometry.keys[keyIndex].frame
        let start = frame.center
        let (dx, dy): (Double, Double) =
            switch direction {
            case .left: (-frame.width / 2, 0)
            case .right: (frame.width / 2, 0)
            case .up: (0, -frame.height / 2)
            case .down: (0, frame.height / 2)
            }
        let end = Point(x: start.x + dx, y: start.y + dy)
        let id = newTouchID()
        send(.touchBegan(TouchPoint(id: id, location: start, time: time)))
        time += tapDuration / 2
        send(.touchMoved(TouchPoint(id: id, location: end, time: time)))
        time += tapDuration / 2
        send(.touchEnded(TouchPoint(id: id, location: end, time: time)))
        time += pause
        send(.tick(time: time))
    }

    /// Taps shift until it is on or off as needed (a tap from caps lock turns it off).
    private mutating func setShift(_ wanted: Bool?) {
        guard let wanted, state.typing.shift.isOn != wanted,
            let shiftKey = state.geometry.keys.firstIndex(where: { $0.isTouchable && $0.key.type == .shift })
        else { return }
        tap(shiftKey)
        if state.typing.shift.isOn != wanted { tap(shiftKey) }
    }

    mutating func tap(_ keyIndex: Int) {
        guard state.geometry.keys.indices.contains(keyIndex) else { return }
        tap(at: state.geometry.keys[keyIndex].frame.center)
    }

    /// A finger down at `point` for a tap's length, lifted, then the pause between taps.
    mutating func tap(at point: Point) {
        let id = newTouchID()
        send(.touchBegan(TouchPoint(id: id, location: point, time: time)))
        time += tapDuration
        send(.touchEnded(TouchPoint(id: id, location: point, time: time)))
        time += pause
        send(.tick(time: time))
    }

    private mutating func longPress(_ keyIndex: Int, slidingTo alternate: Int) {
        guard state.geometry.keys.indices.contains(keyIndex) else { return }
        longPresses += 1
        let centre = state.geometry.keys[keyIndex].frame.center
        let id = newTouchID()
        send(.touchBegan(TouchPoint(id: id, location: centre, time: time)))
        time += engine.behavior.longPressDelay
        send(.tick(time: time))
        var location = centre
        if let touch = state.touches.first(where: { $0.id == id }), case .alternates(let panel, _) = touch.phase,
            panel.cellFrames.indices.contains(alternate)
        {
            location = panel.cellFrames[alternate].center
            time += tapDuration
            send(.touchMoved(TouchPoint(id: id, location: location, time: time)))
        }
        time += tapDuration
        send(.touchEnded(TouchPoint(id: id, location: location, time: time)))
        time += pause
        send(.tick(time: time))
    }

    mutating func newTouchID() -> Int {
        defer { nextTouchID += 1 }
        return nextTouchID
    }
}
