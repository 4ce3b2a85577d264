/// Touches: fingers landing, sliding and lifting (rollover, swipes, the spacebar's cursor drag), and
/// what time does to a held finger (long press, key repeat).
extension Update {
    mutating func touchBegan(_ touch: TouchPoint) {
        state.toolbarState.step(.touched, effects: &effects)
        // The emoji page takes its fingers itself, to scroll and to show skin tones.
        if emojiPage != nil { return stepEmojiPage(.touchBegan(touch)) }
        // The keys are not on screen while a panel or the More section is.
        if state.toolbarState.section?.replacesKeys == true { return }
        // Typing closes the social bar, as a tap outside a popover closes it; the emoji page's search
        // stays, as the keys type into it.
        if emojiSearch == nil { state.toolbarState.step(.close, effects: &effects) }
        // A new key press ends any clear-all still waiting for the host's next report.
        state.typing.step(.keyPressed, facts: behavior, effects: &effects)
        // Rollover: a key still held acts now, before the new one.
        for index in state.touches.indices where state.touches[index].phase == .pressing {
            if let keyIndex = state.touches[index].keyIndex, state.geometry.keys.indices.contains(keyIndex),
                state.geometry.keys[keyIndex].key.type.typesOnRollover
            {
                if !releaseFlickKey(state.touches[index], at: state.touches[index].location, time: touch.time) {
                    tapLocation = state.touches[index].location
                    perform(keyIndex, at: touch.time)
                }
                state.touches[index].phase = .done
            }
        }
        state.touches.removeAll { $0.id == touch.id }
        guard let keyIndex = state.geometry.keyIndex(at: touch.location) else { return }
        var active = ActiveTouch(
            id: touch.id, startLocation: touch.location, startTime: touch.time, location: touch.location,
            keyIndex: keyIndex, phase: .pressing)
        active.stroke = strokeStart(for: touch, on: keyIndex)
        let key = state.geometry.keys[keyIndex].key
        switch key.type {
        case .delete, .cursorLeft, .cursorRight:
            act(key.type, wholeWord: false)
            active.phase = .repeating(count: 0)
        case .shift:
            playFeedback(.modifier)
            state.typing.step(.tapped(at: touch.time), facts: behavior, effects: &effects)
            active.phase = .holdingShift(typedWhileHeld: false)
        case .textEntry, .snippet:
            playFeedback(.click)
        default:
            playFeedback(.modifier)
        }
        state.touches.append(active)
    }

    mutating func touchMoved(_ touch: TouchPoint) {
        if emojiPage != nil { return stepEmojiPage(.touchMoved(touch)) }
        guard let index = state.touches.firstIndex(where: { $0.id == touch.id }) else { return }
        state.touches[index].location = touch.location
        if continueStroke(touchAt: index, with: touch) { return }
        switch state.touches[index].phase {
        case .pressing:
            let active = state.touches[index]
            let isSpacebar = active.keyIndex.map { state.geometry.keys[$0].key.type == .spacebar } ?? false
            let dx = touch.location.x - active.startLocation.x
            if isSpacebar, abs(dx) >= behavior.cursorDragThreshold {
                // The drag counts from where the finger crossed the threshold, wherever the touch
                // was sampled, so a fast drag moves as far as a slow one.
                let originX = active.startLocation.x + (dx < 0 ? -1 : 1) * behavior.cursorDragThreshold
                state.touches[index].phase = .cursorDrag(
                    originX: originX, moved: 0, rightToLeft: textDirectionAtCursor == .rightToLeft)
                dragCursor(touchAt: index, to: touch.location.x)
            } else if !isSpacebar, !isFlickKey(active.keyIndex) {
                // Sliding to another key before lifting types that key; a flick key stays under the
                // finger, whose move chooses its flick.
                state.touches[index].keyIndex = state.geometry.keyIndex(at: touch.location) ?? active.keyIndex
            }
        case .alternates(let panel, _):
            state.touches[index].phase = .alternates(
                panel: panel, selected: panel.alternateIndex(atX: touch.location.x))
        case .languages(let panel, _):
            state.touches[index].phase = .languages(panel: panel, selected: panel.rowIndex(at: touch.location))
        case .cursorDrag:
            dragCursor(touchAt: index, to: touch.location.x)
        case .done, .holdingShift, .repeating, .swiping:
            break
        }
    }

    /// Moves the cursor one character per `cursorDragStep` points the finger is from the drag's
    /// origin: toward the end of the text for a drag to the right, or toward its start in right-to-left
    /// text, so that the cursor follows the finger on screen.
    private mutating func dragCursor(touchAt index: Int, to x: Double) {
        guard case .cursorDrag(let originX, let moved, let rightToLeft) = state.touches[index].phase else { return }
        let steps = ((x - originX) / behavior.cursorDragStep).rounded(.towardZero)
        guard steps.isFinite else { return }
        let characters = Int(max(min(steps, 1_000_000), -1_000_000))
        if characters != moved {
            moveCursor(by: rightToLeft ? moved - characters : characters - moved)
            state.touches[index].phase = .cursorDrag(originX: originX, moved: characters, rightToLeft: rightToLeft)
        }
    }

    mutating func touchEnded(_ touch: TouchPoint) {
        if emojiPage != nil { return stepEmojiPage(.touchEnded(touch)) }
        guard let index = state.touches.firstIndex(where: { $0.id == touch.id }) else { return }
        let active = state.touches.remove(at: index)
        switch active.phase {
        case .pressing:
            if releaseFlickKey(active, at: touch.location, time: touch.time) { break }
            let dx = touch.location.x - active.startLocation.x
            let dy = touch.location.y - active.startLocation.y
            let startType = active.keyIndex.map { state.geometry.keys[$0].key.type }
            // Swipes move the cursor only when they start on a character key: a quick flick from
            // return, the globe or a switch key still does what that key does. With swipe typing,
            // a flick across the letters is a word (see `continueStroke`), never a cursor move.
            let isSwipe =
                (startType == .textEntry || startType == .snippet) && active.stroke == nil
                && abs(dx) >= behavior.swipeMinimumDistance && abs(dy) <= abs(dx) / 2
                && touch.time - active.startTime <= behavior.swipeMaximumDuration
            let isSpacebar = startType == .spacebar
            if isSwipe {
                let towardEnd = (dx > 0) == (textDirectionAtCursor == .leftToRight)
                moveCursor(by: towardEnd ? 1 : -1)
            } else if let keyIndex = isSpacebar
                ? active.keyIndex : state.geometry.keyIndex(at: touch.location) ?? active.keyIndex
            {
                tapLocation = touch.location
                perform(keyIndex, at: touch.time)
            }
        case .alternates(let panel, let selected):
            if panel.alternates.indices.contains(selected) {
                type(caseMapped(panel.alternates[selected]))
            }
        case .languages(_, let selected):
            chooseFromLanguageList(selected, at: touch.time)
        case .holdingShift(let typedWhileHeld):
            releaseShift(typedWhileHeld: typedWhileHeld)
        case .swiping:
            finishStroke(active, at: touch)
        case .done, .repeating, .cursorDrag:
            break
        }
    }

    /// The system took a finger away: nothing is typed, but a shift held as a modifier lets go.
    mutating func touchCancelled(_ id: Int) {
        if emojiPage != nil { return stepEmojiPage(.touchCancelled(id: id)) }
        guard let index = state.touches.firstIndex(where: { $0.id == id }) else { return }
        let active = state.touches.remove(at: index)
        if case .holdingShift(let typedWhileHeld) = active.phase {
            releaseShift(typedWhileHeld: typedWhileHeld)
        }
    }

    /// Shift held as a modifier while typing lets go with the finger.
    private mutating func releaseShift(typedWhileHeld: Bool) {
        if state.typing.step(.released(typedWhileHeld: typedWhileHeld), facts: behavior, effects: &effects) {
            engine.updateAutomaticShift(&state)
        }
    }

    mutating func tick(_ time: Double) {
        stepEmojiPage(.tick(time))
        state.languages.step(.tick(time), effects: &effects)
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
                act(
                    state.geometry.keys[keyIndex].key.type,
                    wholeWord: Self.hasReached(behavior.wordDeleteAfter, at: due))
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

    /// What delete and the cursor keys do when pressed and at each repeat, with their feedback.
    private mutating func act(_ type: KeyType, wholeWord: Bool) {
        switch type {
        case .delete:
            if deleteInEmojiSearch() { return }
            playFeedback(.delete)
            deleteBackward(wholeWord: wholeWord)
        case .cursorLeft, .cursorRight:
            playFeedback(.modifier)
            if type == .cursorRight, advanceInComposition() { return }
            moveCursor(by: type == .cursorLeft ? -1 : 1)
        default:
            break
        }
    }

    /// Whether the key at `keyIndex` types flicks.
    private func isFlickKey(_ keyIndex: Int?) -> Bool {
        guard let keyIndex, state.geometry.keys.indices.contains(keyIndex) else { return false }
        return state.geometry.keys[keyIndex].key.flicks != nil
    }

    private mutating func longPress(touchAt index: Int, time: Double) {
        guard let keyIndex = state.touches[index].keyIndex else { return }
        let laidOut = state.geometry.keys[keyIndex]
        switch laidOut.key.type {
        case .textEntry where laidOut.key.modifiers.count > 1:
            if let panel = state.geometry.alternatesPanel(for: laidOut, headroom: state.geometry.metrics.toolbarHeight)
            {
                let selected = panel.alternateIndex(atX: state.touches[index].location.x)
                state.touches[index].phase = .alternates(panel: panel, selected: selected)
            }
        case .clearAll:
            clearAll()
            state.touches[index].phase = .done
        case .nextKeyboard:
            longPressGlobe(touchAt: index, key: laidOut)
        case .spacebar:
            state.touches[index].phase = .cursorDrag(
                originX: state.touches[index].location.x, moved: 0,
                rightToLeft: textDirectionAtCursor == .rightToLeft)
        default:
            break
        }
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
