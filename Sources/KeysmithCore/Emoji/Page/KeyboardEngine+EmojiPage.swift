/// What the emoji page shows for a state: its content, its layout, and each emoji as drawn.
extension KeyboardEngine {
    /// The emoji of the page for `host`: the embedded emoji the host's system can draw (see
    /// ``HostContext/emojiVersion``), or those the engine was given. Read when the page is first
    /// shown, never before: a keyboard that never opens it pays nothing.
    func emojiPageContent(for host: HostContext) -> EmojiPageContent {
        emojiContent ?? EmojiPageContent.embedded(availableIn: host.emojiVersion) ?? EmojiPageContent(groups: [])
    }

    /// The page laid out for `state`'s keyboard, with the recent emoji first.
    func emojiPageLayout(for state: KeyboardState) -> EmojiPageLayout {
        let content = emojiPageContent(for: state.host)
        var counts = [state.emojiPageRecents.count]
        counts += EmojiCategory.allCases.dropFirst().map { category in
            content.groups.first { $0.category == category }?.emoji.count ?? 0
        }
        return EmojiPageLayout(metrics: state.geometry.metrics, counts: counts)
    }

    /// The emoji at `position`, with the form the page shows and types: the tone the user chose for
    /// it, or the recent emoji as it was typed.
    func emojiItem(
        at position: EmojiGridPosition, in state: KeyboardState, content: EmojiPageContent? = nil
    ) -> EmojiPageItem? {
        EmojiPageItem.at(
            position, recents: state.emojiPageRecents, content: content ?? emojiPageContent(for: state.host),
            skinTones: state.settings.emojiSkinTones)
    }
}

/// One emoji of the page as shown.
struct EmojiPageItem: Sendable, Hashable {
    /// The emoji without a tone.
    var emoji: String
    /// What the cell shows and a tap types: the remembered tone's form, or `emoji`.
    var shown: String
    /// Its name, when known.
    var name: String?
    /// Its forms with a skin tone; empty when it takes none.
    var skinTones: [String]

    /// The emoji at `position` of a page showing `recents` first, then `content`'s groups, each in
    /// the tone `skinTones` remembers for it (or the recent emoji as it was typed).
    static func at(
        _ position: EmojiGridPosition, recents: [String], content: EmojiPageContent, skinTones: [String: String]
    ) -> EmojiPageItem? {
        if position.section == EmojiCategory.recents.section {
            guard recents.indices.contains(position.index) else { return nil }
            let emoji = recents[position.index]
            return EmojiPageItem(emoji: emoji, shown: emoji, name: nil, skinTones: [])
        }
        guard EmojiCategory.allCases.indices.contains(position.section) else { return nil }
        let category = EmojiCategory.allCases[position.section]
        guard let group = content.groups.first(where: { $0.category == category }),
            group.emoji.indices.contains(position.index)
        else { return nil }
        let entry = group.emoji[position.index]
        let chosen = skinTones[entry.emoji].flatMap { entry.skinTones.contains($0) ? $0 : nil }
        return EmojiPageItem(
            emoji: entry.emoji, shown: chosen ?? entry.emoji, name: entry.name, skinTones: entry.skinTones)
    }
}

extension KeyboardState {
    /// The recent emoji the open emoji page shows: those of when it opened.
    var emojiPageRecents: [String] {
        guard case .panel(let panel)? = section, case .emoji(let page) = panel.content else { return [] }
        return page.recents
    }
}

extension EmojiCategory {
    /// The category's section of the grid: its index in ``allCases``.
    var section: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
