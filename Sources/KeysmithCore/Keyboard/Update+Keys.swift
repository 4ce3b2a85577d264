/// Keys: what a tapped key does, from typing a letter to switching layouts.
extension Update {
    /// What a key does when it is tapped.
    mutating func perform(_ keyIndex: Int, at time: Double) {
        let key = state.geometry.keys[keyIndex].key
        // While the emoji page's search is typed, the keys type into it.
        if performInEmojiSearch(key) { return }
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
                apply(typing("\n"))
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
        state.lastKeyWasSpace = false
    }

    /// Types text from a key, by the language's conventions (see ``TypingConventions``), then lets
    /// go of a one-letter shift.
    mutating func type(_ text: String) {
        spaceAfterSwipedWord(before: text)
        let typing = typing(text)
        if !endWord(with: text, typing: typing.text) { apply(typing) }
        noteTap(of: text)
        state.lastKeyWasSpace = false
        letGoOfOneLetterShift()
    }

    /// After a letter or a word is typed: a shift held as a modifier notes that it typed, else a
    /// shift for one letter lets go, and auto-capitalisation looks at the new text.
    mutating func letGoOfOneLetterShift() {
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
        if behavior.doubleSpaceTypesPeriod, state.settings.doubleSpaceTypesPeriod, state.lastKeyWasSpace, space == " ",
            state.document.endsWithSpaceAfterWord
        {
            apply([.deleteBackward(count: 1), .insert(". ")])
            state.lastKeyWasSpace = false
        } else {
            let typing = typing(space)
            if !endWord(with: space, typing: typing.text) { apply(typing) }
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
            state.spacebarLabel = MomentaryLabel(
                text: displayName(ofLayout: name), until: time + behavior.spacebarLabelDuration)
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
}
