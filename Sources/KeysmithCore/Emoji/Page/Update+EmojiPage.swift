/// The emoji page: a finger scrolls its grid, types an emoji, shows an emoji's skin tones on a long
/// press, jumps to a category, deletes, or goes back to the letters.
extension Update {
    /// The page's state, when the emoji page is open with its grid (not its search) on screen.
    var emojiPage: EmojiPageState? {
        guard case .emoji(let page)? = state.toolbarState.openPanel?.content, page.search == nil else { return nil }
        return page
    }

    /// Puts the page's state back into the open panel.
    private mutating func setEmojiPage(_ page: EmojiPageState) {
        guard var panel = state.toolbarState.openPanel, case .emoji = panel.content else { return }
        panel.content = .emoji(page)
        state.toolbarState.openPanel = panel
    }

    mutating func emojiTouchBegan(_ touch: TouchPoint) {
        guard var page = emojiPage else { return }
        let layout = engine.emojiPageLayout(for: state)
        let target = layout.target(at: touch.location, offset: page.scrollOffset)
        var active = EmojiPageTouch(
            id: touch.id, start: touch.location, startTime: touch.time, startOffset: page.scrollOffset, target: target,
            phase: .pressing)
        switch target {
        case .delete:
            playFeedback(.delete)
            deleteBackward(wholeWord: false)
            active.phase = .repeating(count: 0)
        case .emoji:
            playFeedback(.click)
        case .category, .letters:
            playFeedback(.modifier)
        case .grid, .nothing:
            break
        }
        page.touch = active
        setEmojiPage(page)
    }

    mutating func emojiTouchMoved(_ touch: TouchPoint) {
        guard var page = emojiPage, var active = page.touch, active.id == touch.id else { return }
        switch active.phase {
        case .pressing:
            let scrolls: Bool
            switch active.target {
            case .emoji, .grid: scrolls = true
            default: scrolls = false
            }
            guard scrolls, !DrawingMetrics.isTap(from: active.start, to: touch.location) else { return }
            active.phase = .scrolling
            fallthrough
        case .scrolling:
            let layout = engine.emojiPageLayout(for: state)
            page.scrollOffset = layout.clamped(active.startOffset - (touch.location.x - active.start.x))
        case .tones(var picker):
            picker.selected = picker.option(at: touch.location)
            active.phase = .tones(picker)
        case .repeating:
            return
        }
        page.touch = active
        setEmojiPage(page)
    }

    mutating func emojiTouchEnded(_ touch: TouchPoint) {
        guard var page = emojiPage, let active = page.touch, active.id == touch.id else { return }
        page.touch = nil
        setEmojiPage(page)
        switch active.phase {
        case .pressing:
            guard DrawingMetrics.isTap(from: active.start, to: touch.location) else { return }
            switch active.target {
            case .emoji(let position):
                guard let item = engine.emojiItem(at: position, in: state) else { return }
                insertEmoji(item.shown, settingsChanged: false)
            case .category(let category):
                page.scrollOffset = engine.emojiPageLayout(for: state).offset(showing: category.section)
                setEmojiPage(page)
            case .letters:
                state.toolbarState.step(.close, effects: &effects)
                engine.updateAutomaticShift(&state)
            case .delete, .grid, .nothing:
                break
            }
        case .tones(let picker):
            guard let selected = picker.selected else { return }
            let remembered = rememberSkinTone(picker.options[selected], for: picker.emoji)
            insertEmoji(picker.options[selected], settingsChanged: remembered)
        case .scrolling, .repeating:
            break
        }
    }

    mutating func emojiTouchCancelled(_ id: Int) {
        guard var page = emojiPage, page.touch?.id == id else { return }
        page.touch = nil
        setEmojiPage(page)
    }

    /// A held emoji shows its skin tones; a held delete repeats as the delete key does.
    mutating func emojiTick(_ time: Double) {
        guard var page = emojiPage, var active = page.touch else { return }
        switch active.phase {
        case .pressing where Self.hasReached(active.startTime + behavior.longPressDelay, at: time):
            guard case .emoji(let position) = active.target, let item = engine.emojiItem(at: position, in: state),
                !item.skinTones.isEmpty
            else { return }
            let layout = engine.emojiPageLayout(for: state)
            var picker = layout.tonePicker(
                for: item.emoji, tones: item.skinTones, from: layout.frame(of: position, offset: page.scrollOffset),
                headroom: state.geometry.metrics.toolbarHeight)
            picker.selected = picker.options.firstIndex(of: item.shown)
            active.phase = .tones(picker)
        case .repeating(let count):
            let elapsed = time - active.startTime
            let due = behavior.repeatDelay + Double(count) * behavior.repeatInterval
            guard Self.hasReached(due, at: elapsed) else { return }
            playFeedback(.delete)
            deleteBackward(wholeWord: Self.hasReached(behavior.wordDeleteAfter, at: due))
            let missed = ((elapsed - due) / behavior.repeatInterval).rounded(.down)
            let skipped = missed.isFinite && missed > 0 ? Int(min(missed, Double(Int32.max))) : 0
            active.phase = .repeating(count: count + 1 + skipped)
        default:
            return
        }
        page.touch = active
        setEmojiPage(page)
    }

    /// Types an emoji from the page and counts it among the recent ones, unless the field is one
    /// where nothing may be learned; the settings are saved once when either changed them.
    mutating func insertEmoji(_ emoji: String, settingsChanged: Bool) {
        apply([.insert(emoji)])
        state.typing.step(.inserted, facts: behavior, effects: &effects)
        var changed = settingsChanged
        if state.host.allowsLearning {
            state.settings.recentEmoji = RecentEmoji.recording(emoji, in: state.settings.recentEmoji)
            changed = true
        }
        if changed { effects.append(.saveSettings(state.settings)) }
    }

    /// Remembers the form of `emoji` the user chose (a preference, kept in every field); choosing the
    /// emoji without a tone forgets the choice. Whether the settings changed.
    private mutating func rememberSkinTone(_ chosen: String, for emoji: String) -> Bool {
        let stored: String? = chosen == emoji ? nil : chosen
        guard state.settings.emojiSkinTones[emoji] != stored else { return false }
        state.settings.emojiSkinTones[emoji] = stored
        return true
    }
}
