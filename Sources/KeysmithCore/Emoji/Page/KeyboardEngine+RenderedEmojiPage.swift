/// Lays out the emoji page's render model: the emoji in view, the category bar, the skin tones.
extension KeyboardEngine {
    func renderedEmojiPage(_ page: EmojiPageState, state: KeyboardState) -> RenderedEmojiPage {
        let layout = emojiPageLayout(for: state)
        let offset = layout.clamped(page.scrollOffset)
        let inView = layout.section(inViewAt: offset)
        var pressed: EmojiGridPosition?
        var tones: RenderedEmojiTones?
        if let touch = page.touch {
            switch (touch.phase, touch.target) {
            case (.pressing, .emoji(let position)): pressed = position
            case (.tones(let picker), _):
                tones = RenderedEmojiTones(
                    frame: picker.frame,
                    options: zip(picker.options, picker.frames).map { RenderedText(text: $0, frame: $1) },
                    selected: picker.selected ?? -1)
            default: break
            }
        }
        let content = emojiPageContent(for: state.host)
        let language = state.languages.current ?? locale(of: state)
        let cells = layout.visiblePositions(offset: offset).compactMap { position -> RenderedEmojiCell? in
            guard let item = emojiItem(at: position, in: state, content: content) else { return nil }
            return RenderedEmojiCell(
                emoji: item.shown, frame: layout.frame(of: position, offset: offset),
                accessibilityLabel: content.name(of: item.shown, language: language, fallback: item.name),
                isPressed: position == pressed)
        }
        let categories = zip(EmojiCategory.allCases, layout.categoryFrames).map { category, frame in
            RenderedEmojiCategory(
                category: category, icon: category.icon, frame: frame, isSelected: category.section == inView,
                accessibilityLabel: content.title(of: category, language: language))
        }
        let title = content.title(of: EmojiCategory.allCases[inView], language: language)
        return RenderedEmojiPage(
            title: RenderedText(text: title, frame: layout.titleFrame),
            gridFrame: layout.grid, cells: cells, scrollOffset: offset, maximumScrollOffset: layout.maximumOffset,
            categories: categories, lettersButton: RenderedText(text: PanelLabels.letters, frame: layout.lettersButton),
            deleteButton: layout.deleteButton, tones: tones)
    }
}
