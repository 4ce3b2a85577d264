import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore

/// `keysmith toolbar`: prints a toolbar file as the keyboard resolves it.
struct ToolbarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "toolbar",
        abstract: "Show what each button of a toolbar file does: order, More section, icons, tints and actions.",
        discussion: """
            Deep links are shown with [[KB_TEXT]] replaced by the field's text: --selection if given, \
            otherwise --text. Only http(s) links and the schemes given with --allow-scheme are opened; \
            other links are shown as blocked, with the reason.

            Problems in the files are printed to standard error as file:line:column: severity: message. \
            Exit status: 0 when the toolbar was printed, 1 when a file has errors, 2 when the command \
            line is wrong.
            """
    )

    @Argument(help: "The toolbar file (KBToolbar.json format).", completion: .file(extensions: ["json"]))
    var file: String

    @Option(help: "The text of the field, with the cursor at its end.")
    var text: String?

    @Option(help: "The selected text; [[KB_TEXT]] stands for it instead of --text.")
    var selection: String?

    @Option(name: .customLong("allow-scheme"), help: ArgumentHelp(
        "A URL scheme the app declares, such as myapp; repeat for several.", valueName: "scheme"))
    var allowedSchemes: [String] = []

    @Option(help: "A themes file; items with useTint take its toolbar tint.", completion: .file(extensions: ["json"]))
    var theme: String?

    @Option(help: "The theme of --theme to use. Defaults to the file's first theme.")
    var themeName: String?

    @Option(help: "The palette of the theme: light or dark.")
    var appearance: Appearance = .light

    @Option(help: "How to print the toolbar: text (a table) or json ({\"main\": [...], \"more\": [...]}).")
    var format: OutputFormat = .text

    enum Appearance: String, ExpressibleByArgument, CaseIterable {
        case light, dark
    }

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func validate() throws {
        for path in [file, theme].compactMap({ $0 }) {
            var isFolder: ObjCBool = false
            if !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
                throw ValidationError("No such file: \(path)")
            }
            if isFolder.boolValue {
                throw ValidationError("\(path) is a folder; name a file.")
            }
        }
        if themeName != nil && theme == nil {
            throw ValidationError("--theme-name needs --theme FILE.")
        }
        for scheme in allowedSchemes {
            if LinkCheck.forbiddenSchemes.contains(scheme.lowercased()) {
                throw ValidationError("\"\(scheme):\" links are never opened by a keyboard; --allow-scheme cannot allow them.")
            }
            if !Self.isScheme(scheme) {
                throw ValidationError("\"\(scheme)\" is not a URL scheme; a scheme is a letter followed by letters, digits, +, - or . (write myapp, not myapp://).")
            }
        }
    }

    func run() throws {
        let toolbar = try loaded(Toolbar.load(contentsOf: URL(fileURLWithPath: file), displayName: file))
        let resolved = ResolvedToolbar(
            toolbar, appearance: try themeAppearance(), policy: URLPolicy(allowedCustomSchemes: allowedSchemes))
        let context = TextContext(beforeInput: text ?? "", selectedText: selection ?? "")
        switch format {
        case .text:
            print(ToolbarTable(resolved, context: context).text, terminator: "")
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(ToolbarJSON(resolved, context: context)), as: UTF8.self))
        }
    }

    /// Whether `text` is an RFC 3986 scheme: a letter, then letters, digits, `+`, `-` or `.`.
    static func isScheme(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) }
    }

    /// The toolbar colours of the chosen theme and palette, or nil without --theme.
    private func themeAppearance() throws -> ThemeToolbarAppearance? {
        guard let theme else { return nil }
        let catalog = try loaded(ThemeCatalog.load(contentsOf: URL(fileURLWithPath: theme), displayName: theme))
        let chosen: Theme
        if let themeName {
            guard let named = catalog.theme(named: themeName) else {
                let names = catalog.themes.map { "\"\($0.name)\"" }.joined(separator: ", ")
                printError("error: \(theme) has no theme named \"\(themeName)\"; its themes are \(names.isEmpty ? "none" : names)")
                throw ExitCode(KeysmithCommand.usageExitCode)
            }
            chosen = named
        } else {
            guard let first = catalog.themes.first else {
                printError("\(theme): the file defines no theme")
                throw ExitCode(1)
            }
            chosen = first
        }
        return (appearance == .light ? chosen.light : chosen.dark).toolbar
    }

    /// The file's value; its errors and warnings go to standard error, and errors end the command.
    private func loaded<Value>(_ result: ConfigLoadResult<Value>) throws -> Value {
        for diagnostic in result.diagnostics.sortedByLocation() where diagnostic.severity != .note {
            printError(diagnostic.description)
        }
        guard let value = result.cleanValue else { throw ExitCode(1) }
        return value
    }
}

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

/// The toolbar as two aligned tables, main and more; social bar items follow their hub as 5.1, 5.2….
struct ToolbarTable {
    var text: String

    init(_ toolbar: ResolvedToolbar, context: TextContext) {
        text = Self.section("main", toolbar.main, context: context) + "\n" + Self.section("more", toolbar.more, context: context)
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
        let icon = switch item.icon {
        case .asset(let name): "asset \(name)"
        case .builtIn(let builtIn): builtIn.identifier
        }
        return [number, item.kind.name, item.title.map(singleLine) ?? "-", icon, item.tint?.hex ?? "-", describe(item.action, context: context)]
    }

    private static func describe(_ action: ToolbarAction, context: TextContext) -> String {
        switch action {
        case .openURL(let url): "open \(url.absoluteString)"
        case .openDeepLink(let template): "open \(template.url(for: context)?.absoluteString ?? template.source) (deep link)"
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
