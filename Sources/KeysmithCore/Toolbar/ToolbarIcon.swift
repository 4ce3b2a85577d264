/// The icon of a toolbar button: the app's own image asset, or an icon that ships with the shells.
public enum ToolbarIcon: Sendable, Hashable, Codable {
    /// An image asset of the app, named by the item's `iconResource`.
    case asset(String)
    /// A built-in icon, chosen by button type when the item names no `iconResource`.
    case builtIn(BuiltIn)

    /// The built-in icons, one per button type and one for the generated More button.
    ///
    /// The raw value is the stable identifier shells look icons up by: the iOS shell draws
    /// ``systemSymbolName`` (an SF Symbol available since iOS 15) and the browser preview draws
    /// `toolbar-icons/<identifier>.svg`.
    public enum BuiltIn: String, Sendable, Hashable, Codable, CaseIterable {
        case socialHub, gifs, stickers, webLink, brand, themes, settings, embeddedBrowser, tappaText, deeplink
        case twitter, youtube, facebook, instagram, twitch, tiktok, rss
        /// The generated More button.
        case more

        /// The default icon of a button type.
        public init(_ buttonType: ToolbarButtonType) {
            switch buttonType {
            case .socialHub: self = .socialHub
            case .gifs: self = .gifs
            case .stickers: self = .stickers
            case .webLink: self = .webLink
            case .brand: self = .brand
            case .themes: self = .themes
            case .settings: self = .settings
            case .embeddedBrowser: self = .embeddedBrowser
            case .tappaText: self = .tappaText
            case .deeplink: self = .deeplink
            case .twitter: self = .twitter
            case .youtube: self = .youtube
            case .facebook: self = .facebook
            case .instagram: self = .instagram
            case .twitch: self = .twitch
            case .tiktok: self = .tiktok
            case .rss: self = .rss
            }
        }

        /// The identifier shells look the icon up by; the same as the raw value.
        @_spi(Tooling) public var identifier: String { rawValue }
    }
}
