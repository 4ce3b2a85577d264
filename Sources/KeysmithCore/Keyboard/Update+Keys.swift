/// Keys: what a tapped key does, from typing a letter to switching layouts.
extension Update {
    /// What a key does when it is tapped.
    mutating func perform(_ keyIndex: Int, at time: Double) {
        let key = state.geometry.keys[keyIndex].key
        // While the emoji page's search is typed, the keys type into it.
        if performInEmojiSearch(key) { return }
        // Space while converting types the best candidate and no space, as the pinyin keyboards do.
        if key.type == .spacebar, !state.composition.candidates.isEmpty, commitBestCandidate() {
            state.typing.step(.typed, facts: behavior, effects: &effects)
            return
        }
        // Shift changes the next jamo; every other key ends a composition it does not continue,
        // but for the keys that switch to the numbers or symbols of a language that converts,
        // whose punctuation then ends it with the best candidate.
        let keepsConversion = key.type == .switchKeyboard && !state.composition.candidates.isEmpty
        if key.type != .textEntry, key.type != .shift, !keepsConversion { commitComposition() }
        switch key.type {
        case .textEntry:
            if let text = typedText(for: key) {
                if compose(text) { letGoOfOneLetterShift() } else { type(text) }
            }
        case .spacebar:
            typeSpace(key.inputText ?? " ")
            return
        case .return, .newline:
            if state.host.handlesReturnKey {
                effects.append(.returnKeyAction)
            } else {
                apply(typing("\n"))
                engine.updateAutomaticShift(&state)
            }
        case .snippet:
            if let template = snippetTemplate(for: key) {
                apply(template.edits(in: state.typing.document))
                engine.updateAutomaticShift(&state)
            }
        case .switchKeyboard:
            switchLayout(to: key.keyboardName, at: time)
        case .nextKeyboard:
            tapGlobe(at: time)
        case .dismissKeyboard:
            effects.append(.dismissKeyboard)
        case .emoji:
            openPanel(.emoji, title: PanelLabels.emoji)
        case .shift, .delete, .cursorLeft, .cursorRight, .clearAll:
            // Shift, delete and the cursor keys act when pressed; clear-all only on a long press,
            // so that a stray tap cannot wipe the document.
            break
        }
        state.typing.step(.typed, facts: behavior, effects: &effects)
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
            state.languages.step(
                .announce(displayName(ofLayout: name), until: time + behavior.spacebarLabelDuration), effects: &effects)
        }
    }

    mutating func setLayout(_ name: String) {
        guard name != state.layoutName else { return }
        let language = engine.locale(of: state)
        state.layoutName = name
        engine.resolveLayoutLanguage(in: &state)
        // A conversion goes on in the same language's other layouts; anything else commits.
        if state.composition.candidates.isEmpty || language == nil || engine.locale(of: state) != language {
            commitComposition()
        }
        state.geometry = engine.geometry(layoutName: name, deviceClass: state.deviceClass, host: state.host)
        state.languages.step(.layoutChanged, effects: &effects)
        // Fingers on the old layout's keys have nothing left to do.
        for index in state.touches.indices { state.touches[index].phase = .done }
        state.typing.step(.layoutChanged, facts: behavior, effects: &effects)
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
}
