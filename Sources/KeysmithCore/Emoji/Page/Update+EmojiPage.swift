/// The emoji page in the keyboard: its steps (`EmojiPageState+Feature.swift`) on the open panel's
/// page, and what they ask of the rest of the keyboard.
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

    /// Steps the open emoji page with `event` and carries out what it asks of the keyboard.
    mutating func stepEmojiPage(_ event: EmojiPageState.Event) {
        guard var page = emojiPage else { return }
        // Time moves only a finger on the page on: without one, a tick is not worth the facts.
        if case .tick = event, page.touch == nil { return }
        let content = engine.emojiPageContent(for: state.host)
        let facts = EmojiPageState.Facts(
            content: content, layout: engine.emojiPageLayout(for: state), settings: state.settings,
            hasFullAccess: state.host.hasFullAccess, behavior: behavior, headroom: state.geometry.metrics.toolbarHeight)
        let outcome = page.step(event, facts: facts, effects: &effects)
        setEmojiPage(page)
        switch outcome {
        case .nothing:
            break
        case .delete(let wholeWord):
            deleteBackward(wholeWord: wholeWord)
        case .type(let emoji, let tone):
            let remembered = tone.map { rememberSkinTone($0.chosen, for: $0.emoji) } ?? false
            insertEmoji(emoji, settingsChanged: remembered)
        case .backToLetters:
            state.toolbarState.step(.close, effects: &effects)
            engine.updateAutomaticShift(&state)
        }
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
