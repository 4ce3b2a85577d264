import Foundation

/// What the toolbar has open, if anything: the social bar in the toolbar slot (the keys stay), or
/// the More section or a panel in place of the keys.
enum ToolbarSection: Sendable, Hashable {
    /// A `socialHub`'s bottom bar, shown in the slot instead of the toolbar's buttons.
    case socialBar(SocialBar)
    /// The More section: the items from the seventh on, with their titles.
    case more
    /// A panel.
    case panel(OpenPanel)

    /// Whether it takes the place of the keys (the More section and every panel).
    var replacesKeys: Bool {
        if case .socialBar = self { return false }
        return true
    }
}

/// The bar of a `socialHub`'s `include` items.
struct SocialBar: Sendable, Hashable {
    /// The hub's title, for VoiceOver.
    var title: String
    var items: [ResolvedToolbarItem]

    init(title: String, items: [ResolvedToolbarItem]) {
        self.title = title
        self.items = items
    }
}

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
        /// The user-editable snippets and the typing, sound and haptic options.
        case settings
        /// The set's sticker packs; `selectedPack` is an index into ``StickerCatalog/packs``.
        case stickers(selectedPack: Int)
        case gifs(GIFSearchState)
        case quickReplies
        /// A web page; always http(s), already allowed by the ``URLPolicy``.
        case embeddedBrowser(URL)
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
        }
    }
}

/// A message shown at the top of a panel.
public struct PanelNote: Sendable, Hashable, Codable {
    var text: String
    var tone: Tone

    init(_ text: String, tone: Tone = .info) {
        self.text = text
        self.tone = tone
    }

    public enum Tone: String, Sendable, Hashable, Codable {
        /// A hint or a confirmation.
        case info
        /// Something did not happen, and why.
        case warning
    }

    /// Why the stickers, GIFs and web pages do not work: they need the user to allow full access.
    static func needsFullAccess(for what: String) -> PanelNote {
        PanelNote(
            "\(what) need Full Access. Turn it on in Settings › General › Keyboard › Keyboards.",
            tone: .warning)
    }
}
