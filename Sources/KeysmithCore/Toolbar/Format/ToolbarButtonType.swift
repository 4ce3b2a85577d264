/// What a toolbar button is and does, as KBToolbar.json's `buttonType` names it.
public enum ToolbarButtonType: String, Sendable, Hashable, Codable, CaseIterable {
    /// A container whose `include` items appear in a bottom bar when it is tapped.
    case socialHub
    case gifs
    case stickers
    /// Opens `url` in the browser.
    case webLink
    /// A brand logo that opens `url`.
    case brand
    case themes
    case settings
    /// Opens `url` in a panel inside the keyboard.
    case embeddedBrowser
    /// Quick replies: canned phrases to insert.
    case tappaText
    /// Opens `url` in the containing app, with `[[KB_TEXT]]` replaced by the field's text.
    case deeplink

    case twitter
    case youtube
    case facebook
    case instagram
    case twitch
    case tiktok
    case rss

    /// The social networks, which may stand alone or inside a `socialHub`'s `include`. A social item
    /// opens its `url`; without one it does nothing when tapped.
    static let socialTypes: [ToolbarButtonType] = [.twitter, .youtube, .facebook, .instagram, .twitch, .tiktok, .rss]

    var isSocial: Bool { Self.socialTypes.contains(self) }

    /// Whether the button's purpose is to open its `url`, so that the field must be present.
    var requiresURL: Bool {
        switch self {
        case .webLink, .brand, .embeddedBrowser, .deeplink: true
        default: false
        }
    }

    /// Whether a `url` means anything on this button type.
    var usesURL: Bool { requiresURL || isSocial }
}
