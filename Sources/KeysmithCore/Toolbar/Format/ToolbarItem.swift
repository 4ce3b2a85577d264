/// One button of a KBToolbar.json toolbar.
public struct ToolbarItem: Sendable, Hashable, Codable {
    /// Position in the toolbar; lower comes first, equal values keep their file order.
    public var order: Int
    public var buttonType: ToolbarButtonType
    /// Whether the icon is coloured with the theme's tint. Default `false`.
    public var useTint: Bool
    /// The asset holding the icon; without it each type has a default icon.
    public var iconResource: String?
    /// For a `socialHub`: the social items of its bottom bar.
    public var include: [ToolbarButtonType]?
    /// The title shown for the item in the More section; nil means the item has no title there.
    public var title: String?
    /// What a link button opens. For `deeplink` it may contain `[[KB_TEXT]]`.
    public var url: String?

    public init(
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
    public static let fieldNames: Set<String> = ["order", "buttonType", "useTint", "iconResource", "include", "title", "url"]
}
