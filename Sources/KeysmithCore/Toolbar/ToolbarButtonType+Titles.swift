extension ToolbarButtonType {
    /// What a button of this type is called where the file gives it no `title`: in VoiceOver and in
    /// the header of the panel it opens. The More section shows no title for such an item, as the
    /// toolbar format says.
    var defaultTitle: String {
        switch self {
        case .socialHub: "Social"
        case .gifs: "GIFs"
        case .stickers: "Stickers"
        case .webLink: "Link"
        case .brand: "Brand"
        case .themes: "Themes"
        case .settings: "Settings"
        case .embeddedBrowser: "Browser"
        case .tappaText: "Quick Replies"
        case .deeplink: "Open in App"
        case .twitter: "X"
        case .youtube: "YouTube"
        case .facebook: "Facebook"
        case .instagram: "Instagram"
        case .twitch: "Twitch"
        case .tiktok: "TikTok"
        case .rss: "RSS"
        }
    }
}

extension ResolvedToolbarItem {
    /// The item's `title`, or its type's ``ToolbarButtonType/defaultTitle``; "More" for the More button.
    @_spi(Tooling) public var displayTitle: String {
        if let title { return title }
        switch kind {
        case .button(let type): return type.defaultTitle
        case .more: return "More"
        }
    }
}
