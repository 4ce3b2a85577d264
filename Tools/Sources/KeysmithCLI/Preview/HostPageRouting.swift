import Foundation
@_spi(Tooling) import KeysmithCore

/// The simulated host page: a path, and what the set's path configuration decides for it. The
/// decision is KeysmithCore's (``PathRuleSet``, ``AccessoryToolbarChoice``,
/// ``AccessoryToolbarDisplay``), made exactly as a host app's web view makes it; this only reports it.
enum HostPageRouting {
    /// The path the page starts on.
    static let startPath = "/"

    /// A page of a placeholder site for `path` ("/posts/1?tab=2"), or the URL itself when absolute;
    /// nil when it is neither.
    static func url(forPath path: String) -> URL? {
        guard let url = URL(string: path) else { return nil }
        if url.scheme != nil { return url }
        guard path.hasPrefix("/") else { return nil }
        return URL(string: path, relativeTo: URL(string: "https://host.example.invalid"))?.absoluteURL
    }

    /// The report for `path`: the rules that match and the toolbar shown above the system keyboard.
    static func report(
        path: String, configuration: PreviewConfiguration, appearance: ThemeToolbarAppearance?, policy: URLPolicy,
        fieldText: String
    ) -> ServerMessage.HostReport {
        guard let url = url(forPath: path) else {
            return ServerMessage.HostReport(path: path, toolbar: "system", name: nil, items: [], rules: [])
        }
        let rules = configuration.pathRules
        let display = AccessoryToolbarDisplay(rules.toolbarChoice(for: url)) { name in
            configuration.accessoryToolbars[name].map { ResolvedToolbar($0, appearance: appearance, policy: policy) }
        }
        let matching = rules.matchingRuleIndices(for: url)
        switch display {
        case .system:
            return ServerMessage.HostReport(path: path, toolbar: "system", name: nil, items: [], rules: matching)
        case .none:
            return ServerMessage.HostReport(path: path, toolbar: "none", name: nil, items: [], rules: matching)
        case .keysmith(let name, let items):
            let shown = items.items.map {
                ServerMessage.HostReport.Item(
                    title: $0.displayTitle,
                    url: AccessoryToolbarItems.url(tapping: $0, fieldText: fieldText)?.absoluteString)
            }
            return ServerMessage.HostReport(path: path, toolbar: "keysmith", name: name, items: shown, rules: matching)
        }
    }
}
