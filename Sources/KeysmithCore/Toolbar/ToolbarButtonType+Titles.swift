import Foundation

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

extension ResolvedToolbarItem {
    /// What VoiceOver says for the item, in the toolbar, the social bar and the More section, in the
    /// keyboard's words as the keys' built-in names are: its `title` when it has one; else, for a
    /// `webLink` or `brand` that opens a web page, "Open" and the page's host ("Open example.com");
    /// else its type's name ("Open in App" for a deep link, "Social" for a `socialHub`), and "More"
    /// for the More button. Never empty.
    public var accessibilityLabel: String {
        if let title, !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return title }
        if kind == .button(.webLink) || kind == .button(.brand), case .openURL(let url) = action,
            let host = URLComponents(url: url, resolvingAgainstBaseURL: false)?.host, !host.isEmpty
        {
            return "Open \(host.hasPrefix("www.") ? String(host.dropFirst(4)) : host)"
        }
        switch kind {
        case .button(let type): return type.defaultTitle
        case .more: return "More"
        }
    }
}
