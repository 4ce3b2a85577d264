/// The keyboard's decisions: a keyboard set and a behaviour, applied to one event at a time.
///
/// `handle(_:state:)` takes the state and an event and returns the effects the shell carries out, in
/// order; `render(_:)` says what to draw. Nothing here reads a clock, sleeps or reads the document:
/// time comes in with events, and the text around the cursor is the state's own picture of it.
///
/// Touches are handled for the whole keyboard, not per key: several fingers may be down at once, and
/// a key pressed while another is still held makes the first one type (rollover), so fast typing
/// never loses a letter.
///
/// The toolbar and its panels are part of the same state: a shell hit-tests the frames of the render
/// model and sends ``KeyboardEvent/toolbar(_:)`` and ``KeyboardEvent/panel(_:)``; links, pasteboard
/// copies, GIF searches and settings to store come back as effects, so that the engine itself never
/// opens, copies, fetches or writes anything.
public struct KeyboardEngine: Sendable {
    let configuration: KeyboardConfiguration
    var behavior: KeyboardBehavior
    /// Which toolbar links may be opened: web pages and the app's own URL schemes (usually
    /// `URLPolicy(infoDictionary: Bundle.main.infoDictionary ?? [:])` of the containing app). Links
    /// it does not allow are blocked: tapping them shows a notice and opens nothing.
    @_spi(Tooling) public let urlPolicy: URLPolicy
    /// What fills the suggestion bar and autocorrects; nil for a keyboard without suggestions, whose
    /// toolbar slot always shows the toolbar. Its ``SuggestionProvider/learnedWords`` are where the
    /// state's ``KeyboardState/learnedWords`` start.
    public let suggestionProvider: SuggestionProvider?
    /// Whether the provider is asked within the event that changed the word, or after it through
    /// ``KeyboardEffect/computeSuggestions(_:)`` (see ``SuggestionScheduling``).
    let suggestionScheduling: SuggestionScheduling

    public init(
        configuration: KeyboardConfiguration, behavior: KeyboardBehavior = .standard, urlPolicy: URLPolicy = URLPolicy(),
        suggestionProvider: SuggestionProvider? = nil, suggestionScheduling: SuggestionScheduling = .inline
    ) {
        self.configuration = configuration
        self.behavior = behavior
        self.urlPolicy = urlPolicy
        self.suggestionProvider = suggestionProvider
        self.suggestionScheduling = suggestionScheduling
    }

    /// The state of a keyboard that has just appeared in a field: on the layout for the field's
    /// keyboard type, or on `layoutName` when given, with the user's `settings` as the shell loaded
    /// them from its ``SettingsStore``.
    public func initialState(
        host: HostContext = .standard, deviceClass: DeviceClass = .iphonePortrait, document: TextContext = TextContext(),
        layoutName: String? = nil, settings: KeyboardSettings = .defaults
    ) -> KeyboardState {
        let name = layoutName ?? self.layoutName(for: host.keyboardType) ?? ""
        var state = KeyboardState(
            layoutName: name, shift: .off, document: document, host: host, deviceClass: deviceClass, touches: [],
            spacebarLabel: nil, geometry: geometry(layoutName: name, deviceClass: deviceClass, host: host),
            settings: settings, toolbar: nil, section: nil, notice: nil)
        state.toolbar = resolvedToolbar(settings: settings, colorScheme: host.colorScheme)
        updateAutomaticShift(&state)
        if let suggestionProvider {
            state.learnedWords = suggestionProvider.learnedWords
            // The keyboard is not on screen yet: the first bar is worked out before it appears.
            var update = Update(engine: self, state: state)
            update.refreshSuggestions(scheduling: .inline)
            state = update.state
        }
        return state
    }

    /// The theme the keyboard is drawn with: the one the settings name, else the set's first, else
    /// ``Theme/standard``.
    func theme(settings: KeyboardSettings) -> Theme {
        settings.theme(in: configuration.themes)
    }

    /// The theme a render model names: the available theme of that name, else the first.
    public func theme(named name: String) -> Theme {
        availableThemes.first { $0.name == name } ?? availableThemes.first ?? .standard
    }

    /// The palette a render model is drawn with: its theme's, in its colour scheme.
    func palette(for model: KeyboardRenderModel) -> ThemePalette {
        theme(named: model.themeName).palette(for: model.colorScheme)
    }

    /// The themes the themes panel offers: the set's, or the standard one when it has none.
    var availableThemes: [Theme] {
        let themes = configuration.themes?.themes ?? []
        return themes.isEmpty ? [.standard] : themes
    }

    /// The set's toolbar resolved with the toolbar colours of the theme `settings` choose, in
    /// `colorScheme`, and the engine's ``urlPolicy``.
    func resolvedToolbar(settings: KeyboardSettings, colorScheme: ColorScheme) -> ResolvedToolbar? {
        guard let toolbar = configuration.toolbar else { return nil }
        let appearance = theme(settings: settings).palette(for: colorScheme).toolbar
        return ResolvedToolbar(toolbar, appearance: appearance, policy: urlPolicy)
    }

    /// The layout a field of this keyboard type shows: the one the set maps it to, or, when that layout
    /// is missing from the configuration, the first layout of the set's cycle that is there. Nil only
    /// when the configuration holds none of them.
    func layoutName(for keyboardType: FieldKeyboardType) -> String? {
        if let mapped = configuration.layoutName(for: keyboardType), configuration.layouts[mapped] != nil {
            return mapped
        }
        return configuration.set.layouts.first { configuration.layouts[$0] != nil }
    }

    /// The layout `name` as this device shows it (its `~iPad` variant on an iPad).
    func layout(named name: String, deviceClass: DeviceClass) -> KeyboardLayout? {
        configuration.layout(named: name, onPad: deviceClass.isPad)
    }

    func geometry(layoutName: String, deviceClass: DeviceClass, host: HostContext) -> KeyboardGeometry {
        let layout = self.layout(named: layoutName, deviceClass: deviceClass) ?? KeyboardLayout(rows: [])
        return KeyboardGeometry.layout(
            layout, metrics: .standard(for: deviceClass), hasMultipleKeyboards: host.needsInputModeSwitchKey)
    }

    // MARK: Events

    /// Applies one event and returns what the shell must do, in order.
    public func handle(_ event: KeyboardEvent, state: inout KeyboardState) -> [KeyboardEffect] {
        var update = Update(engine: self, state: state)
        switch event {
        case .touchBegan(let touch): update.touchBegan(touch)
        case .touchMoved(let touch): update.touchMoved(touch)
        case .touchEnded(let touch): update.touchEnded(touch)
        case .touchCancelled(let id, _): update.touchCancelled(id)
        case .tick(let time): update.tick(time)
        case .hostChanged(let host): update.hostChanged(host)
        case .documentChanged(let document): update.documentChanged(document)
        case .deviceChanged(let deviceClass): update.deviceChanged(deviceClass)
        case .toolbar(let toolbarEvent): update.toolbarEvent(toolbarEvent)
        case .panel(let panelEvent): update.panelEvent(panelEvent)
        case .gifSearchCompleted(let response): update.gifSearchCompleted(response)
        case .suggestionsComputed(let response): update.suggestionsComputed(response)
        case .settingsChanged(let settings): update.settingsChanged(settings)
        }
        if suggestionProvider != nil { update.finishSuggestions(before: state) }
        state = update.state
        return update.effects
    }

    /// Turns shift on or off by itself where the field's autocapitalisation asks, unless the user
    /// set it (a manual shift, or caps lock). The behaviour and the user's settings must both allow
    /// auto-capitalisation.
    func updateAutomaticShift(_ state: inout KeyboardState) {
        guard state.shift == .off || state.shift == .once(automatic: true) else { return }
        let wanted: Bool
        if !behavior.autoCapitalization || !state.settings.autoCapitalization {
            wanted = false
        } else {
            switch state.host.autocapitalization {
            case .none: wanted = false
            case .allCharacters: wanted = true
            case .words: wanted = state.document.beforeInput.last.map { $0.isWhitespace } ?? true
            case .sentences: wanted = state.document.isAtSentenceStart
            }
        }
        state.shift = wanted ? .once(automatic: true) : .off
    }
}

/// One event's worth of changes: the state being updated and the effects gathered so far.
struct Update {
    let engine: KeyboardEngine
    var state: KeyboardState
    var effects: [KeyboardEffect] = []
    /// Where the key being performed was tapped, in the keys area's points; nil when it was not a tap.
    var tapLocation: Point?
    /// Whether this event carried out an autocorrection, which a delete right after may undo.
    var autocorrected = false

    var behavior: KeyboardBehavior { engine.behavior }

    // MARK: Touches

    mutating func touchBegan(_ touch: TouchPoint) {
        state.notice = nil
        // The keys are not on screen while a panel or the More section is.
        if state.section?.replacesKeys == true { return }
        // Typing closes the social bar, as a tap outside a popover closes it.
        state.section = nil
        // A new key press ends any clear-all still waiting for the host's next report.
        state.clearAllTurnsLeft = 0
        // Rollover: a key still held acts now, before the new one.
        for index in state.touches.indices where state.touches[index].phase == .pressing {
            if let keyIndex = state.touches[index].keyIndex, state.geometry.keys.indices.contains(keyIndex),
                state.geometry.keys[keyIndex].key.type.typesOnRollover
            {
                tapLocation = state.touches[index].location
                perform(keyIndex, at: touch.time)
                state.touches[index].phase = .done
            }
        }
        state.touches.removeAll { $0.id == touch.id }
        guard let keyIndex = state.geometry.keyIndex(at: touch.location) else { return }
        var active = ActiveTouch(
            id: touch.id, startLocation: touch.location, startTime: touch.time, location: touch.location,
            keyIndex: keyIndex, phase: .pressing)
        let key = state.geometry.keys[keyIndex].key
        switch key.type {
        case .delete, .cursorLeft, .cursorRight:
            act(key.type, wholeWord: false)
            active.phase = .repeating(count: 0)
        case .shift:
            playFeedback(.modifier)
            tapShift(at: touch.time)
            active.phase = .holdingShift(typedWhileHeld: false)
        case .textEntry, .snippet:
            playFeedback(.click)
        default:
            playFeedback(.modifier)
        }
        state.touches.append(active)
    }

    mutating func touchMoved(_ touch: TouchPoint) {
        guard let index = state.touches.firstIndex(where: { $0.id == touch.id }) else { return }
        state.touches[index].location = touch.location
        switch state.touches[index].phase {
        case .pressing:
            let active = state.touches[index]
            let isSpacebar = active.keyIndex.map { state.geometry.keys[$0].key.type == .spacebar } ?? false
            let dx = touch.location.x - active.startLocation.x
            if isSpacebar, abs(dx) >= behavior.cursorDragThreshold {
                // The drag counts from where the finger crossed the threshold, wherever the touch
                // was sampled, so a fast drag moves as far as a slow one.
                let originX = active.startLocation.x + (dx < 0 ? -1 : 1) * behavior.cursorDragThreshold
                state.touches[index].phase = .cursorDrag(originX: originX, moved: 0)
                dragCursor(touchAt: index, to: touch.location.x)
            } else if !isSpacebar {
                // Sliding to another key before lifting types that key.
                state.touches[index].keyIndex = state.geometry.keyIndex(at: touch.location) ?? active.keyIndex
            }
        case .alternates(let panel, _):
            state.touches[index].phase = .alternates(panel: panel, selected: panel.alternateIndex(atX: touch.location.x))
        case .cursorDrag:
            dragCursor(touchAt: index, to: touch.location.x)
        case .done, .holdingShift, .repeating:
            break
        }
    }

    /// Moves the cursor one character per `cursorDragStep` points the finger is from the drag's origin.
    private mutating func dragCursor(touchAt index: Int, to x: Double) {
        guard case .cursorDrag(let originX, let moved) = state.touches[index].phase else { return }
        let steps = ((x - originX) / behavior.cursorDragStep).rounded(.towardZero)
        guard steps.isFinite else { return }
        let characters = Int(max(min(steps, 1_000_000), -1_000_000))
        if characters != moved {
            moveCursor(by: characters - moved)
            state.touches[index].phase = .cursorDrag(originX: originX, moved: characters)
        }
    }

    mutating func touchEnded(_ touch: TouchPoint) {
        guard let index = state.touches.firstIndex(where: { $0.id == touch.id }) else { return }
        let active = state.touches.remove(at: index)
        switch active.phase {
        case .pressing:
            let dx = touch.location.x - active.startLocation.x
            let dy = touch.location.y - active.startLocation.y
            let startType = active.keyIndex.map { state.geometry.keys[$0].key.type }
            // Swipes move the cursor only when they start on a character key: a quick flick from
            // return, the globe or a switch key still does what that key does.
            let isSwipe = (startType == .textEntry || startType == .snippet)
                && abs(dx) >= behavior.swipeMinimumDistance && abs(dy) <= abs(dx) / 2
                && touch.time - active.startTime <= behavior.swipeMaximumDuration
            let isSpacebar = startType == .spacebar
            if isSwipe {
                moveCursor(by: dx < 0 ? -1 : 1)
            } else if let keyIndex = isSpacebar ? active.keyIndex : state.geometry.keyIndex(at: touch.location) ?? active.keyIndex {
                tapLocation = touch.location
                perform(keyIndex, at: touch.time)
            }
        case .alternates(let panel, let selected):
            if panel.alternates.indices.contains(selected) {
                type(caseMapped(panel.alternates[selected]))
            }
        case .holdingShift(let typedWhileHeld):
            releaseShift(typedWhileHeld: typedWhileHeld)
        case .done, .repeating, .cursorDrag:
            break
        }
    }

    /// The system took a finger away: nothing is typed, but a shift held as a modifier lets go.
    mutating func touchCancelled(_ id: Int) {
        guard let index = state.touches.firstIndex(where: { $0.id == id }) else { return }
        let active = state.touches.remove(at: index)
        if case .holdingShift(let typedWhileHeld) = active.phase {
            releaseShift(typedWhileHeld: typedWhileHeld)
        }
    }

    /// Shift held as a modifier while typing lets go with the finger.
    private mutating func releaseShift(typedWhileHeld: Bool) {
        if typedWhileHeld, state.shift != .capsLock {
            state.shift = .off
            engine.updateAutomaticShift(&state)
        }
    }

    mutating func tick(_ time: Double) {
        if let label = state.spacebarLabel, Self.hasReached(label.until, at: time) {
            state.spacebarLabel = nil
        }
        for index in state.touches.indices {
            let active = state.touches[index]
            switch active.phase {
            case .pressing where Self.hasReached(active.startTime + behavior.longPressDelay, at: time):
                longPress(touchAt: index, time: time)
            case .repeating(let count):
                guard let keyIndex = active.keyIndex, state.geometry.keys.indices.contains(keyIndex) else { continue }
                // Offsets from the press, not accumulated times, so that which repeat deletes the first
                // whole word does not depend on rounding or on what the clock read at the press.
                let elapsed = time - active.startTime
                let due = behavior.repeatDelay + Double(count) * behavior.repeatInterval
                guard Self.hasReached(due, at: elapsed) else { continue }
                act(state.geometry.keys[keyIndex].key.type, wholeWord: Self.hasReached(behavior.wordDeleteAfter, at: due))
                // Like a repeating timer, a key repeats at most once per tick: after a stall, the
                // repeats that fell due meanwhile are skipped instead of fired all at once.
                let missed = ((elapsed - due) / behavior.repeatInterval).rounded(.down)
                let skipped = missed.isFinite && missed > 0 ? Int(min(missed, Double(Int32.max))) : 0
                state.touches[index].phase = .repeating(count: count + 1 + skipped)
            default:
                break
            }
        }
    }

    /// Whether `time` has reached `deadline`, allowing for the rounding of sums of timestamps
    /// (0.1 + 0.2 is not 0.3 in binary), so that a tick sent exactly at a deadline meets it.
    static func hasReached(_ deadline: Double, at time: Double) -> Bool {
        time >= deadline - 1e-9
    }

    /// The feedback of a key, as the user's settings and the keyboard's access allow; nothing when
    /// they allow neither sound nor haptic.
    mutating func playFeedback(_ kind: KeyFeedback) {
        let output = kind.output(settings: state.settings, hasFullAccess: state.host.hasFullAccess)
        if output != .silent { effects.append(.feedback(kind, output)) }
    }

    /// What delete and the cursor keys do when pressed and at each repeat, with their feedback.
    private mutating func act(_ type: KeyType, wholeWord: Bool) {
        switch type {
        case .delete:
            playFeedback(.delete)
            deleteBackward(wholeWord: wholeWord)
        case .cursorLeft, .cursorRight:
            playFeedback(.modifier)
            moveCursor(by: type == .cursorLeft ? -1 : 1)
        default:
            break
        }
    }

    private mutating func longPress(touchAt index: Int, time: Double) {
        guard let keyIndex = state.touches[index].keyIndex else { return }
        let laidOut = state.geometry.keys[keyIndex]
        switch laidOut.key.type {
        case .textEntry where laidOut.key.modifiers.count > 1:
            if let panel = state.geometry.alternatesPanel(for: laidOut, headroom: state.geometry.metrics.toolbarHeight) {
                let selected = panel.alternateIndex(atX: state.touches[index].location.x)
                state.touches[index].phase = .alternates(panel: panel, selected: selected)
            }
        case .clearAll:
            clearAll()
            state.touches[index].phase = .done
        case .nextKeyboard:
            effects.append(.showInputModeList)
            state.touches[index].phase = .done
        case .spacebar:
            state.touches[index].phase = .cursorDrag(originX: state.touches[index].location.x, moved: 0)
        default:
            break
        }
    }

    // MARK: Keys

    /// What a key does when it is tapped.
    mutating func perform(_ keyIndex: Int, at time: Double) {
        let key = state.geometry.keys[keyIndex].key
        switch key.type {
        case .textEntry:
            if let text = typedText(for: key) { type(text) }
        case .spacebar:
            typeSpace(key.inputText ?? " ")
            return
        case .return, .newline:
            if state.host.handlesReturnKey {
                effects.append(.returnKeyAction)
            } else {
                apply([.insert("\n")])
                engine.updateAutomaticShift(&state)
            }
        case .snippet:
            if let template = snippetTemplate(for: key) {
                apply(template.edits(in: state.document))
                engine.updateAutomaticShift(&state)
            }
        case .switchKeyboard:
            switchLayout(to: key.keyboardName, at: time)
        case .nextKeyboard:
            effects.append(.advanceToNextInputMode)
        case .dismissKeyboard:
            effects.append(.dismissKeyboard)
        case .shift, .delete, .cursorLeft, .cursorRight, .clearAll:
            // Shift, delete and the cursor keys act when pressed; clear-all only on a long press,
            // so that a stray tap cannot wipe the document.
            break
        }
        state.lastKeyWasSpace = false
    }

    /// Types text from a key, then lets go of a one-letter shift.
    mutating func type(_ text: String) {
        if !endWord(with: text) { apply([.insert(text)]) }
        noteTap(of: text)
        state.lastKeyWasSpace = false
        if let holding = state.touches.firstIndex(where: {
            if case .holdingShift = $0.phase { true } else { false }
        }) {
            state.touches[holding].phase = .holdingShift(typedWhileHeld: true)
            return
        }
        if case .once = state.shift {
            state.shift = .off
        }
        engine.updateAutomaticShift(&state)
    }

    /// The spacebar: a space, or ". " for a second space after a word.
    mutating func typeSpace(_ space: String) {
        if behavior.doubleSpaceTypesPeriod, state.settings.doubleSpaceTypesPeriod, state.lastKeyWasSpace, space == " ", state.document.endsWithSpaceAfterWord {
            apply([.deleteBackward(count: 1), .insert(". ")])
            state.lastKeyWasSpace = false
        } else {
            if !endWord(with: space) { apply([.insert(space)]) }
            state.lastKeyWasSpace = true
        }
        if state.shift == .once(automatic: false) { state.shift = .off }
        engine.updateAutomaticShift(&state)
    }

    mutating func tapShift(at time: Double) {
        let isDoubleTap = state.lastShiftTap.map { time - $0 <= behavior.doubleTapInterval } ?? false
        switch state.shift {
        case .capsLock:
            state.shift = .off
        case .once where isDoubleTap:
            state.shift = .capsLock
        case .once:
            state.shift = .off
        case .off:
            state.shift = isDoubleTap ? .capsLock : .once(automatic: false)
        }
        state.lastShiftTap = isDoubleTap ? nil : time
    }

    mutating func switchLayout(to target: String?, at time: Double) {
        let cycle = engine.configuration.set.layouts
        let name: String
        if let target {
            name = target
        } else if let position = cycle.firstIndex(of: state.layoutName) {
            name = cycle[(position + 1) % cycle.count]
        } else if let first = cycle.first {
            name = first
        } else {
            return
        }
        guard engine.layout(named: name, deviceClass: state.deviceClass) != nil else { return }
        setLayout(name)
        if target == nil {
            state.spacebarLabel = MomentaryLabel(text: displayName(ofLayout: name), until: time + behavior.spacebarLabelDuration)
        }
    }

    mutating func setLayout(_ name: String) {
        guard name != state.layoutName else { return }
        state.layoutName = name
        state.geometry = engine.geometry(layoutName: name, deviceClass: state.deviceClass, host: state.host)
        state.spacebarLabel = nil
        // Fingers on the old layout's keys have nothing left to do.
        for index in state.touches.indices { state.touches[index].phase = .done }
        if state.shift != .capsLock { state.shift = .off }
        engine.updateAutomaticShift(&state)
        effects.append(.layoutChanged(name))
    }

    /// The name the spacebar shows for a layout: its display name, else its spacebar's
    /// `keyboardDisplayName`, else its file name.
    func displayName(ofLayout name: String) -> String {
        let layout = engine.layout(named: name, deviceClass: state.deviceClass)
        if let displayName = layout?.displayName { return displayName }
        let spacebar = layout?.rows.joined().first { $0.type == .spacebar && $0.keyboardDisplayName != nil }
        return spacebar?.keyboardDisplayName ?? name
    }

    /// What a snippet key inserts: its snippet's template, or the user's own for a user-editable
    /// snippet; else the key's `inputText` read as a template.
    func snippetTemplate(for key: Key) -> SnippetTemplate? {
        if let name = key.snippet {
            return engine.configuration.snippets?.snippet(named: name).map(state.settings.template(for:))
        }
        return key.inputText.map { SnippetTemplate($0) }
    }

    // MARK: Case

    var isShifted: Bool { state.shift.isOn }

    /// What a text key types: `shiftText` when shifted, otherwise `inputText` or the label, with a
    /// single letter put in the case shift asks for.
    func typedText(for key: Key) -> String? {
        if isShifted, let shiftText = key.shiftText { return shiftText }
        return (key.inputText ?? key.text).map(caseMapped)
    }

    /// A single cased letter in the case shift asks for; anything else as written.
    func caseMapped(_ text: String) -> String {
        KeyCase.apply(shifted: isShifted, to: text)
    }

    // MARK: Editing

    /// Sends edits to the shell and applies them to the engine's picture of the document.
    mutating func apply(_ edits: [TextEdit]) {
        guard !edits.isEmpty else { return }
        effects.append(contentsOf: edits.map(KeyboardEffect.edit))
        state.document = state.document.applying(edits)
    }

    mutating func deleteBackward(wholeWord: Bool) {
        if !wholeWord, undoAutocorrection() {
            state.lastKeyWasSpace = false
            engine.updateAutomaticShift(&state)
            return
        }
        let edits = wholeWord ? state.document.editsToDeleteWordBackward() : state.document.editsToDeleteBackward()
        apply(edits)
        state.lastKeyWasSpace = false
        if state.shift == .once(automatic: false) { return }
        engine.updateAutomaticShift(&state)
    }

    mutating func moveCursor(by characters: Int) {
        state.wordTaps = []
        apply(state.document.editsToMoveCursor(byCharacters: characters))
        state.lastKeyWasSpace = false
        engine.updateAutomaticShift(&state)
    }

    /// Deletes the whole document. When the host showed only part of it, the next document report
    /// still holds text and the clear goes on then, a few turns at most.
    mutating func clearAll() {
        playFeedback(.delete)
        apply(state.document.editsToClearAll())
        state.clearAllTurnsLeft = Self.clearAllTurns
        engine.updateAutomaticShift(&state)
    }

    static let clearAllTurns = 64

    // MARK: Host

    mutating func hostChanged(_ host: HostContext) {
        let needsRelayout = host.needsInputModeSwitchKey != state.host.needsInputModeSwitchKey
        let keyboardTypeChanged = host.keyboardType != state.host.keyboardType
        let colorSchemeChanged = host.colorScheme != state.host.colorScheme
        let gainedFullAccess = host.hasFullAccess && !state.host.hasFullAccess
        state.host = host
        if colorSchemeChanged { refreshToolbar() }
        if gainedFullAccess { searchGIFsIfWaiting() }
        if keyboardTypeChanged, let name = engine.layoutName(for: host.keyboardType), name != state.layoutName {
            setLayout(name)
        } else if needsRelayout {
            state.geometry = engine.geometry(layoutName: state.layoutName, deviceClass: state.deviceClass, host: host)
        }
        engine.updateAutomaticShift(&state)
    }

    mutating func documentChanged(_ document: TextContext) {
        if document != state.document { state.wordTaps = [] }
        state.document = document
        state.lastKeyWasSpace = false
        if state.clearAllTurnsLeft > 0 {
            state.clearAllTurnsLeft -= 1
            if document.isEmpty {
                state.clearAllTurnsLeft = 0
            } else {
                apply(document.editsToClearAll())
            }
        }
        engine.updateAutomaticShift(&state)
    }

    mutating func deviceChanged(_ deviceClass: DeviceClass) {
        guard deviceClass != state.deviceClass else { return }
        state.deviceClass = deviceClass
        state.geometry = engine.geometry(layoutName: state.layoutName, deviceClass: deviceClass, host: state.host)
        state.touches.removeAll()
    }
}

extension KeyType {
    /// Keys that type when another finger lands while they are held.
    var typesOnRollover: Bool {
        switch self {
        case .textEntry, .spacebar, .snippet, .return, .newline: true
        default: false
        }
    }
}

/// The case rule for what letter keys type and show.
enum KeyCase {
    /// A single letter that has case, in upper case when shifted and lower case otherwise; any other
    /// text (digits, symbols, multi-character keys like ".com") as written.
    static func apply(shifted: Bool, to text: String) -> String {
        guard text.count == 1, text.lowercased() != text.uppercased() else { return text }
        return shifted ? text.uppercased() : text.lowercased()
    }
}
