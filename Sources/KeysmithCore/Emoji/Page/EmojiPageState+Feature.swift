/// The emoji page as a feature: a finger scrolls its grid, types an emoji, shows an emoji's skin
/// tones on a long press, jumps to a category, deletes, or goes back to the letters.
///
/// The page changes only its own state (the scroll, the finger on it) and the feedback of the keys
/// it shows; what it asks of the rest of the keyboard — an emoji to type, a delete, the letters back
/// — comes back as its ``Outcome``, which the root carries out with the ordinary editing.
extension EmojiPageState: KeyboardFeature {
    /// The fingers on the page and the time that moves a held one on.
    enum Event {
        case touchBegan(TouchPoint)
        case touchMoved(TouchPoint)
        case touchEnded(TouchPoint)
        case touchCancelled(id: Int)
        case tick(Double)
    }

    /// What the page reads of the rest of the keyboard: its emoji and their layout, the user's
    /// settings (skin tones, feedback), whether the keyboard has full access (for haptics), the
    /// timings of long presses and repeats, and the room above the keys for the skin tones.
    struct Facts {
        var content: EmojiPageContent
        var layout: EmojiPageLayout
        var settings: KeyboardSettings
        var hasFullAccess: Bool
        var behavior: KeyboardBehavior
        var headroom: Double

        /// The key feedback of `kind`, as the settings and access allow; none when they allow neither.
        func feedback(_ kind: KeyFeedback, into effects: inout [KeyboardEffect]) {
            let output = kind.output(settings: settings, hasFullAccess: hasFullAccess)
            if output != .silent { effects.append(.feedback(kind, output)) }
        }
    }

    /// What the rest of the keyboard must do after an event of the page.
    enum Outcome: Equatable {
        case nothing
        /// Delete before the cursor, as the delete key does (a whole word once a held delete has
        /// repeated long enough).
        case delete(wholeWord: Bool)
        /// Type `emoji`; `tone` is the skin tone picked for an emoji from the picker, to remember.
        case type(String, tone: ToneChoice?)
        /// ABC: close the page and go back to the letters.
        case backToLetters
    }

    /// A form picked from an emoji's skin tones.
    struct ToneChoice: Equatable {
        /// The emoji without a tone, which the choice is remembered for.
        var emoji: String
        /// The form picked: `emoji` itself, or one of its forms with a tone.
        var chosen: String
    }

    mutating func step(_ event: Event, facts: Facts, effects: inout [KeyboardEffect]) -> Outcome {
        switch event {
        case .touchBegan(let touch): return touchBegan(touch, facts: facts, effects: &effects)
        case .touchMoved(let touch): touchMoved(touch, layout: facts.layout)
        case .touchEnded(let touch): return touchEnded(touch, facts: facts)
        case .touchCancelled(let id): if touch?.id == id { touch = nil }
        case .tick(let time): return tick(time, facts: facts, effects: &effects)
        }
        return .nothing
    }

    private mutating func touchBegan(
        _ point: TouchPoint, facts: Facts, effects: inout [KeyboardEffect]
    ) -> Outcome {
        let target = facts.layout.target(at: point.location, offset: scrollOffset)
        touch = EmojiPageTouch(
            id: point.id, start: point.location, startTime: point.time, startOffset: scrollOffset, target: target,
            phase: .pressing)
        switch target {
        case .delete:
            facts.feedback(.delete, into: &effects)
            touch?.phase = .repeating(count: 0)
            return .delete(wholeWord: false)
        case .emoji: facts.feedback(.click, into: &effects)
        case .category, .letters: facts.feedback(.modifier, into: &effects)
        case .grid, .nothing: break
        }
        return .nothing
    }

    private mutating func touchMoved(_ point: TouchPoint, layout: EmojiPageLayout) {
        guard var active = touch, active.id == point.id else { return }
        switch active.phase {
        case .pressing:
            let scrolls: Bool
            switch active.target {
            case .emoji, .grid: scrolls = true
            default: scrolls = false
            }
            guard scrolls, !DrawingMetrics.isTap(from: active.start, to: point.location) else { return }
            active.phase = .scrolling
            fallthrough
        case .scrolling:
            scrollOffset = layout.clamped(active.startOffset - (point.location.x - active.start.x))
        case .tones(var picker):
            picker.selected = picker.option(at: point.location)
            active.phase = .tones(picker)
        case .repeating:
            return
        }
        touch = active
    }

    private mutating func touchEnded(_ point: TouchPoint, facts: Facts) -> Outcome {
        guard let active = touch, active.id == point.id else { return .nothing }
        touch = nil
        switch active.phase {
        case .pressing:
            guard DrawingMetrics.isTap(from: active.start, to: point.location) else { return .nothing }
            switch active.target {
            case .emoji(let position):
                guard let item = item(at: position, facts: facts) else { return .nothing }
                return .type(item.shown, tone: nil)
            case .category(let category):
                scrollOffset = facts.layout.offset(showing: category.section)
            case .letters:
                return .backToLetters
            case .delete, .grid, .nothing:
                break
            }
        case .tones(let picker):
            guard let selected = picker.selected else { return .nothing }
            return .type(
                picker.options[selected], tone: ToneChoice(emoji: picker.emoji, chosen: picker.options[selected]))
        case .scrolling, .repeating:
            break
        }
        return .nothing
    }

    /// A held emoji shows its skin tones; a held delete repeats as the delete key does.
    private mutating func tick(_ time: Double, facts: Facts, effects: inout [KeyboardEffect]) -> Outcome {
        guard var active = touch else { return .nothing }
        let behavior = facts.behavior
        var outcome = Outcome.nothing
        switch active.phase {
        case .pressing where Update.hasReached(active.startTime + behavior.longPressDelay, at: time):
            guard case .emoji(let position) = active.target, let item = item(at: position, facts: facts),
                !item.skinTones.isEmpty
            else { return .nothing }
            var picker = facts.layout.tonePicker(
                for: item.emoji, tones: item.skinTones, from: facts.layout.frame(of: position, offset: scrollOffset),
                headroom: facts.headroom)
            picker.selected = picker.options.firstIndex(of: item.shown)
            active.phase = .tones(picker)
        case .repeating(let count):
            let elapsed = time - active.startTime
            let due = behavior.repeatDelay + Double(count) * behavior.repeatInterval
            guard Update.hasReached(due, at: elapsed) else { return .nothing }
            facts.feedback(.delete, into: &effects)
            outcome = .delete(wholeWord: Update.hasReached(behavior.wordDeleteAfter, at: due))
            let missed = ((elapsed - due) / behavior.repeatInterval).rounded(.down)
            let skipped = missed.isFinite && missed > 0 ? Int(min(missed, Double(Int32.max))) : 0
            active.phase = .repeating(count: count + 1 + skipped)
        default:
            return .nothing
        }
        touch = active
        return outcome
    }

    /// The emoji at `position` as the page shows it (see ``EmojiPageItem``).
    private func item(at position: EmojiGridPosition, facts: Facts) -> EmojiPageItem? {
        EmojiPageItem.at(position, recents: recents, content: facts.content, skinTones: facts.settings.emojiSkinTones)
    }
}
