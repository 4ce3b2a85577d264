import Foundation

/// What tapping a toolbar button does, decided when the toolbar is resolved.
@_spi(Tooling) public enum ToolbarAction: Sendable, Hashable, Codable {
    /// Open a web page or app link in the browser or app that handles it: `webLink`, `brand`, and
    /// social items with a `url`. The URL is already allowed by the ``URLPolicy``.
    case openURL(URL)
    /// Open a `deeplink`'s URL with `[[KB_TEXT]]` replaced by the field's text at the moment of the tap
    /// (see ``url(for:)``). The template's scheme is already allowed by the ``URLPolicy``.
    case openDeepLink(DeepLinkTemplate)
    /// Show a panel in place of the keys.
    case openPanel(PanelKind)
    /// Show the bottom bar of a `socialHub`: its `include` items, in order, each resolved like a
    /// standalone social item.
    case showSocialBar([ResolvedToolbarItem])
    /// Show the More section: ``ResolvedToolbar/more``.
    case showMore
    /// Nothing happens: a social or link item without `url`, or a `socialHub` that includes nothing.
    case noAction
    /// The item's link is never opened, for `problem`; tapping does nothing. `url` is as written.
    case blocked(url: String, problem: LinkProblem)

    /// The URL a tap opens with `context` in the field: the URL of ``openURL(_:)``, or the deep link
    /// with the field's text in place of `[[KB_TEXT]]`. Nil for every other action.
    func url(for context: TextContext) -> URL? {
        switch self {
        case .openURL(let url): url
        case .openDeepLink(let template): template.url(for: context)
        case .openPanel, .showSocialBar, .showMore, .noAction, .blocked: nil
        }
    }
}
