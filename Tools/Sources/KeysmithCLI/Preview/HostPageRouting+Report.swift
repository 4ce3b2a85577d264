import Foundation
@_spi(Tooling) import KeysmithCore

extension HostPageRouting {
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
