import Foundation

/// A panel the keyboard shows in place of its keys when a toolbar button opens it.
@_spi(Tooling) public enum PanelKind: Sendable, Hashable, Codable {
    /// GIF search and picker (`gifs`).
    case gifs
    /// Sticker picker (`stickers`).
    case stickers
    /// Theme picker (`themes`).
    case themes
    /// The keyboard's settings (`settings`).
    case settings
    /// Canned phrases to insert (`tappaText`).
    case quickReplies
    /// A web page shown inside the keyboard (`embeddedBrowser`); always an http(s) URL.
    case embeddedBrowser(URL)
    /// Every emoji, by category (`emoji`): opened by a key of type `emoji`.
    case emoji

    /// A stable name for the panel: `gifs`, `stickers`, `themes`, `settings`, `quickReplies`,
    /// `embeddedBrowser` or `emoji`.
    public var name: String {
        switch self {
        case .gifs: "gifs"
        case .stickers: "stickers"
        case .themes: "themes"
        case .settings: "settings"
        case .quickReplies: "quickReplies"
        case .embeddedBrowser: "embeddedBrowser"
        case .emoji: "emoji"
        }
    }
}
