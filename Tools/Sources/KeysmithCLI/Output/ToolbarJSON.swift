import Foundation
@_spi(Tooling) import KeysmithCore

/// `{"main": [item], "more": [item]}`; an item is `{"buttonType", "title", "icon", "tint", "action"}`.
struct ToolbarJSON: Encodable {
    var main: [Item]
    var more: [Item]

    init(_ toolbar: ResolvedToolbar, context: TextContext) {
        main = toolbar.main.map { Item($0, context: context) }
        more = toolbar.more.map { Item($0, context: context) }
    }

    struct Item: Encodable {
        var buttonType: String
        var title: String?
        var icon: [String: String]
        var tint: String?
        var action: Action

        init(_ item: ResolvedToolbarItem, context: TextContext) {
            buttonType = item.kind.name
            title = item.title
            switch item.icon {
            case .asset(let name): icon = ["asset": name]
            case .builtIn(let builtIn): icon = ["builtIn": builtIn.identifier]
            }
            tint = item.tint?.hex
            action = Action(item.action, context: context)
        }

        enum CodingKeys: String, CodingKey { case buttonType, title, icon, tint, action }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(buttonType, forKey: .buttonType)
            try container.encode(title, forKey: .title)  // null when missing
            try container.encode(icon, forKey: .icon)
            try container.encode(tint, forKey: .tint)  // null when untinted
            try container.encode(action, forKey: .action)
        }
    }

    /// `{"type": …}` and, by type, `url` (after [[KB_TEXT]] substitution), `template`, `panel`,
    /// `reason` or `items`.
    struct Action: Encodable {
        var type: String
        var url: String?
        var template: String?
        var panel: String?
        var reason: String?
        var items: [Item]?

        init(_ action: ToolbarAction, context: TextContext) {
            switch action {
            case .openURL(let url):
                type = "openURL"
                self.url = url.absoluteString
            case .openDeepLink(let deepLink):
                type = "openDeepLink"
                template = deepLink.source
                url = deepLink.url(for: context)?.absoluteString
            case .openPanel(let panel):
                type = "openPanel"
                self.panel = panel.name
                if case .embeddedBrowser(let url) = panel { self.url = url.absoluteString }
            case .showSocialBar(let bar):
                type = "showSocialBar"
                items = bar.map { Item($0, context: context) }
            case .showMore:
                type = "showMore"
            case .noAction:
                type = "noAction"
            case .blocked(let url, let problem):
                type = "blocked"
                self.url = url
                reason = problem.description
            }
        }
    }
}
