import Foundation

/// A toolbar ready to draw: its buttons in order, split between the toolbar itself and the More
/// section, each with its icon, tint and action decided.
///
/// Items are sorted by `order`; items with equal `order` keep their file order. Seven or fewer are
/// all in `main`. With more than seven, `main` holds the first six and a generated More button
/// (`ResolvedToolbarItem.more`) in the seventh slot, and `more` lists every item from the seventh
/// on.
///
/// Resolving needs no text: a deep link keeps its template until the tap (see
/// `ToolbarAction.url(for:)`), so nothing typed ends up in the toolbar's value.
public struct ResolvedToolbar: Sendable, Hashable, Codable {
    /// The most buttons the toolbar shows, the More button included.
    static let maximumMainItems = 7

    /// The buttons shown in the toolbar, left to right.
    @_spi(Tooling) public var main: [ResolvedToolbarItem]
    /// The items listed in the More section, top to bottom; empty when there is no More button.
    @_spi(Tooling) public var more: [ResolvedToolbarItem]

    @_spi(Tooling) public init(main: [ResolvedToolbarItem], more: [ResolvedToolbarItem]) {
        self.main = main
        self.more = more
    }

    /// Resolves `toolbar`: `appearance` gives the tint of items that set `useTint`, and `policy`
    /// decides which links may be opened (the others become ``ToolbarAction/blocked(url:problem:)``).
    @_spi(Tooling) public init(
        _ toolbar: Toolbar, appearance: ThemeToolbarAppearance? = nil, policy: URLPolicy = URLPolicy()
    ) {
        let sorted = toolbar.items.enumerated()
            .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
            .map(\.element)
        let context = ResolutionContext(items: sorted, appearance: appearance, policy: policy)
        let resolved = sorted.map(context.resolve)
        if resolved.count <= Self.maximumMainItems {
            self.init(main: resolved, more: [])
        } else {
            let shown = Self.maximumMainItems - 1
            self.init(main: Array(resolved.prefix(shown)) + [.more], more: Array(resolved.dropFirst(shown)))
        }
    }
}

/// What resolving one item needs besides the item.
private struct ResolutionContext {
    /// Every item of the toolbar, sorted; a social hub's sub-items are looked up here.
    var items: [ToolbarItem]
    var appearance: ThemeToolbarAppearance?
    var policy: URLPolicy

    func resolve(_ item: ToolbarItem) -> ResolvedToolbarItem {
        ResolvedToolbarItem(
            kind: .button(item.buttonType),
            title: item.title,
            icon: item.iconResource.map(ToolbarIcon.asset) ?? .builtIn(ToolbarIcon.BuiltIn(item.buttonType)),
            tint: item.useTint ? appearance?.tint ?? ThemeToolbarAppearance.systemTint : nil,
            action: action(of: item))
    }

    private func action(of item: ToolbarItem) -> ToolbarAction {
        switch item.buttonType {
        case .gifs: return .openPanel(.gifs)
        case .stickers: return .openPanel(.stickers)
        case .themes: return .openPanel(.themes)
        case .settings: return .openPanel(.settings)
        case .tappaText: return .openPanel(.quickReplies)
        case .socialHub: return socialBar(of: item)
        case .embeddedBrowser: return embeddedBrowser(item.url)
        case .deeplink: return deepLink(item.url)
        case .webLink, .brand, .twitter, .youtube, .facebook, .instagram, .twitch, .tiktok, .rss:
            return link(item.url)
        }
    }

    private func link(_ text: String?) -> ToolbarAction {
        guard let text else { return .noAction }
        guard let url = URL(string: text) else { return .blocked(url: text, problem: .notAbsoluteURL) }
        if let problem = policy.problem(opening: url) { return .blocked(url: text, problem: problem) }
        return .openURL(url)
    }

    private func embeddedBrowser(_ text: String?) -> ToolbarAction {
        switch link(text) {
        case .openURL(let url):
            let scheme = url.scheme?.lowercased() ?? ""
            guard URLPolicy.webSchemes.contains(scheme) else {
                return .blocked(url: text ?? "", problem: .notWebPage(scheme: scheme))
            }
            return .openPanel(.embeddedBrowser(url))
        case let other:
            return other
        }
    }

    private func deepLink(_ text: String?) -> ToolbarAction {
        guard let text else { return .noAction }
        do {
            let template = try DeepLinkTemplate(text)
            guard let example = template.url(text: "") else { return .blocked(url: text, problem: .notAbsoluteURL) }
            if let problem = policy.problem(opening: example) { return .blocked(url: text, problem: problem) }
            return .openDeepLink(template)
        } catch {
            return .blocked(url: text, problem: error)
        }
    }

    /// The hub's `include` types, social ones only and each once. A type that also stands alone in
    /// the toolbar is that item (its url, title, icon and tint); otherwise it is a bare item of that
    /// type with the hub's `useTint`, which has no url and so does nothing. A hub that includes
    /// nothing does nothing: an empty bar would only be a dead end.
    private func socialBar(of hub: ToolbarItem) -> ToolbarAction {
        var seen: Set<ToolbarButtonType> = []
        let types = (hub.include ?? []).filter { $0.isSocial && seen.insert($0).inserted }
        guard !types.isEmpty else { return .noAction }
        return .showSocialBar(
            types.map { type in
                resolve(
                    items.first { $0.buttonType == type }
                        ?? ToolbarItem(order: hub.order, buttonType: type, useTint: hub.useTint))
            })
    }
}
