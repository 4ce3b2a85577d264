/// Emoji no key types, typed from the emoji page as a person would: the emoji key, a scroll to the
/// emoji, a tap (or a long press and a slide to its skin tone), then ABC back to the letters.
extension Typist {
    /// Types `character` from the emoji page of this layout or of the nearest layout with an emoji
    /// key; false, having typed nothing, when the page does not have it or no layout opens the page.
    mutating func typeFromEmojiPage(_ character: Character) -> Bool {
        let text = String(character)
        let content = engine.emojiPageContent(for: state.host)
        guard let position = Self.position(of: text, in: content) else { return false }
        let hasEmojiKey: (KeyboardGeometry) -> Bool = { geometry in
            geometry.keys.contains { $0.isTouchable && $0.key.type == .emoji }
        }
        if !hasEmojiKey(state.geometry) {
            guard let path = pathToLayout(where: hasEmojiKey) else { return false }
            for switchKey in path { tap(switchKey) }
        }
        guard let emojiKey = state.geometry.keys.firstIndex(where: { $0.isTouchable && $0.key.type == .emoji })
        else { return false }
        tap(emojiKey)
        guard state.panelTakesTouches else { return false }

        // Scroll the emoji's column to the middle of the grid, as a swipe would.
        let layout = engine.emojiPageLayout(for: state)
        let atStart = layout.frame(of: position, offset: 0)
        send(.panel(.scrollEmojiPage(to: atStart.midX - layout.frame.width / 2)))
        guard case .emoji(let page)? = engine.render(state).panel?.content,
            let item = engine.emojiItem(at: position, in: state, content: content)
        else { return false }
        let cell = layout.frame(of: position, offset: page.scrollOffset).center
        if item.shown == text {
            tap(at: cell)
        } else {
            longPress(at: cell, choosing: text)
        }
        // ABC: back to the layout the page was opened from.
        if let letters = (engine.render(state).panel?.content).flatMap({ content -> Rect? in
            if case .emoji(let page) = content { return page.lettersButton.frame }
            return nil
        }) {
            tap(at: letters.center)
        }
        return state.typing.document.beforeInput.hasSuffix(text)
    }

    /// Where `text` is on the page: its group's section and its index there, when it is an emoji of
    /// the page or one of their skin tones.
    private static func position(of text: String, in content: EmojiPageContent) -> EmojiGridPosition? {
        for group in content.groups {
            if let index = group.emoji.firstIndex(where: { $0.emoji == text || $0.skinTones.contains(text) }) {
                return EmojiGridPosition(section: group.category.section, index: index)
            }
        }
        return nil
    }

    /// Holds the emoji until its skin tones show, slides to `text` and lifts.
    private mutating func longPress(at point: Point, choosing text: String) {
        longPresses += 1
        let id = newTouchID()
        send(.touchBegan(TouchPoint(id: id, location: point, time: time)))
        time += engine.behavior.longPressDelay
        send(.tick(time: time))
        var location = point
        if case .emoji(let page)? = engine.render(state).panel?.content, let tones = page.tones,
            let option = tones.options.first(where: { $0.text == text })
        {
            location = option.frame.center
            time += tapDuration
            send(.touchMoved(TouchPoint(id: id, location: location, time: time)))
        }
        time += tapDuration
        send(.touchEnded(TouchPoint(id: id, location: location, time: time)))
        time += pause
        send(.tick(time: time))
    }
}
