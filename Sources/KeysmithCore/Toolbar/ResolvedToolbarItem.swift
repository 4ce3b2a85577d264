/// One button of a ``ResolvedToolbar``: everything a shell needs to draw it and to act on a tap.
public struct ResolvedToolbarItem: Sendable, Hashable, Codable {
    /// What a resolved button is: one of the file's items, or the More button Keysmith adds.
    public enum Kind: Sendable, Hashable, Codable {
        /// An item of the toolbar file, with its `buttonType`.
        case button(ToolbarButtonType)
        /// The More button generated in the seventh slot when the file has more than seven items.
        case more

        /// The button type's name, or `more` for the generated More button.
        public var name: String {
            switch self {
            case .button(let type): type.rawValue
            case .more: "more"
            }
        }
    }

    public var kind: Kind
    /// The item's `title`, shown in the More section and read by VoiceOver. Nil when the file gives
    /// none: the item then has no title, in the More section too. The More button's title is "More".
    public var title: String?
    public var icon: ToolbarIcon
    /// The icon's colour when the item sets `useTint`: the theme's toolbar tint, or
    /// `ThemeToolbarAppearance.systemTint` when the theme gives none. Nil means the icon takes the
    /// toolbar's ordinary icon colour.
    public var tint: ThemeColor?
    @_spi(Tooling) public var action: ToolbarAction

    init(kind: Kind, title: String?, icon: ToolbarIcon, tint: ThemeColor?, action: ToolbarAction) {
        self.kind = kind
        self.title = title
        self.icon = icon
        self.tint = tint
        self.action = action
    }

    /// The More button: titled "More", with the built-in `more` icon, no tint, showing the More section.
    static let more = ResolvedToolbarItem(
        kind: .more, title: "More", icon: .builtIn(.more), tint: nil, action: .showMore)
}
