/// What the toolbar has open, if anything: the social bar in the toolbar slot (the keys stay), or
/// the More section or a panel in place of the keys.
enum ToolbarSection: Sendable, Hashable {
    /// A `socialHub`'s bottom bar, shown in the slot instead of the toolbar's buttons.
    case socialBar(SocialBar)
    /// The More section: the items from the seventh on, with their titles.
    case more
    /// A panel.
    case panel(OpenPanel)

    /// Whether it takes the place of the keys (the More section and every panel, but the emoji page
    /// while its search is typed with the keys).
    var replacesKeys: Bool {
        switch self {
        case .socialBar: return false
        case .more: return true
        case .panel(let panel):
            if case .emoji(let page) = panel.content, page.search != nil { return false }
            return true
        }
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
