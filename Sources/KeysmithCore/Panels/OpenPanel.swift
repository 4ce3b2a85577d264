import Foundation

/// A panel in place of the keys, with what it remembers while it is open.
struct OpenPanel: Sendable, Hashable {
    /// The header over the panel: the title of the button that opened it, or its type's default.
    var title: String
    var content: Content
    /// A message the panel shows after the user's last action: a hint, or why it was refused.
    var note: PanelNote?

    init(title: String, content: Content, note: PanelNote? = nil) {
        self.title = title
        self.content = content
        self.note = note
    }

    enum Content: Sendable, Hashable {
        /// The set's themes.
        case themes
        /// The user-editable snippets, the typing, sound and haptic options, and Reset Learned
        /// Words; `isConfirmingReset` while the panel asks whether to forget the learned words.
        case settings(isConfirmingReset: Bool)
        /// The set's sticker packs; `selectedPack` is an index into ``StickerCatalog/packs``.
        case stickers(selectedPack: Int)
        case gifs(GIFSearchState)
        case quickReplies
        /// A web page; always http(s), already allowed by the ``URLPolicy``.
        case embeddedBrowser(URL)
        /// Every emoji, by category, opened by an emoji key.
        case emoji(EmojiPageState)
    }

    /// The ``PanelKind`` this panel shows.
    var kind: PanelKind {
        switch content {
        case .themes: .themes
        case .settings: .settings
        case .stickers: .stickers
        case .gifs: .gifs
        case .quickReplies: .quickReplies
        case .embeddedBrowser(let url): .embeddedBrowser(url)
        case .emoji: .emoji
        }
    }
}
