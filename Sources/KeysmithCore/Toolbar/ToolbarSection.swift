/// What the toolbar has open, if anything: the social bar in the toolbar slot (the keys stay), or
/// the More section or a panel in place of the keys.
public enum ToolbarSection: Sendable, Hashable {
    /// A `socialHub`'s bottom bar, shown in the slot instead of the toolbar's buttons.
    case socialBar(SocialBar)
    /// The More section: the items from the seventh on, with their titles.
    case more
    /// A panel.
    case panel(OpenPanel)

    /// Whether it takes the place of the keys (the More section and every panel).
    public var replacesKeys: Bool {
        if case .socialBar = self { return false }
        return true
    }
}

/// The bar of a `socialHub`'s `include` items.
public struct SocialBar: Sendable, Hashable {
    /// The hub's title, for VoiceOver.
    public var title: String
    public var items: [ResolvedToolbarItem]

    public init(title: String, items: [ResolvedToolbarItem]) {
        self.title = title
        self.items = items
    }
}
