/// One button of a KBToolbar.json toolbar.
struct ToolbarItem: Sendable, Hashable, Codable {
    /// Position in the toolbar; lower comes first, equal values keep their file order.
    var order: Int
    var buttonType: ToolbarButtonType
    /// Whether the icon is coloured with the theme's tint. Default `false`.
    var useTint: Bool
    /// The asset holding the icon; without it each type has a default icon.
    var iconResource: String?
    /// For a `socialHub`: the social items of its bottom bar.
    var include: [ToolbarButtonType]?
    /// The title shown for the item in the More section; nil means the item has no title there.
    var title: String?
    /// What a link button opens. For `deeplink` it may contain `[[KB_TEXT]]`.
    var url: String?

    init(
        order: Int, buttonType: ToolbarButtonType, useTint: Bool = false, iconResource: String? = nil,
        include: [ToolbarButtonType]? = nil, title: String? = nil, url: String? = nil
    ) {
        self.order = order
        self.buttonType = buttonType
        self.useTint = useTint
        self.iconResource = iconResource
        self.include = include
        self.title = title
        self.url = url
    }

    /// The fields KBToolbar.json defines for an item.
    static let fieldNames: Set<String> = ["order", "buttonType", "useTint", "iconResource", "include", "title", "url"]
}
