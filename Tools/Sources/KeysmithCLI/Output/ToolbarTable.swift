import Foundation
@_spi(Tooling) import KeysmithCore

/// The toolbar as two aligned tables, main and more; social bar items follow their hub as 5.1, 5.2….
struct ToolbarTable {
    var text: String

    init(_ toolbar: ResolvedToolbar, context: TextContext) {
        text =
            Self.section("main", toolbar.main, context: context) + "\n"
            + Self.section("more", toolbar.more, context: context)
    }

    private static func section(_ name: String, _ items: [ResolvedToolbarItem], context: TextContext) -> String {
        guard !items.isEmpty else { return "\(name): no items\n" }
        var rows = [["#", "button", "title", "icon", "tint", "action"]]
        for (index, item) in items.enumerated() {
            rows.append(row("\(index + 1)", item, context: context))
            if case .showSocialBar(let bar) = item.action {
                for (subIndex, subItem) in bar.enumerated() {
                    rows.append(row("\(index + 1).\(subIndex + 1)", subItem, context: context))
                }
            }
        }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        let lines = rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }
        return "\(name):\n" + lines.map { $0 + "\n" }.joined()
    }

    private static func row(_ number: String, _ item: ResolvedToolbarItem, context: TextContext) -> [String] {
        let icon =
            switch item.icon {
            case .asset(let name): "asset \(name)"
            case .builtIn(let builtIn): builtIn.identifier
            }
        return [
            number, item.kind.name, item.title.map(singleLine) ?? "-", icon, item.tint?.hex ?? "-",
            describe(item.action, context: context),
        ]
    }

    private static func describe(_ action: ToolbarAction, context: TextContext) -> String {
        switch action {
        case .openURL(let url): "open \(url.absoluteString)"
        case .openDeepLink(let template):
            "open \(template.url(for: context)?.absoluteString ?? template.source) (deep link)"
        case .openPanel(.embeddedBrowser(let url)): "panel embeddedBrowser \(url.absoluteString)"
        case .openPanel(let panel): "panel \(panel.name)"
        case .showSocialBar(let bar): "social bar of \(bar.count)"
        case .showMore: "show More"
        case .noAction: "nothing"
        case .blocked(let url, let problem): "blocked \(singleLine(url)): \(problem)"
        }
    }

    /// Text from a file on one line: line breaks and tabs become spaces.
    private static func singleLine(_ text: String) -> String {
        String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }
}
