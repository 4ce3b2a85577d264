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

            With --format json, one object: {\"main\": [...], \"more\": [...]}; text prints a table.
            """
    )

    @Argument(help: "The toolbar file (KBToolbar.json format).", completion: .file(extensions: ["json"]))
    var file: String

    @Option(help: "The text of the field, with the cursor at its end.")
    var text: String?

    @Option(help: "The selected text; [[KB_TEXT]] stands for it instead of --text.")
    var selection: String?

    @Option(
        name: .customLong("allow-scheme"),
        help: ArgumentHelp(
            "A URL scheme the app declares, such as myapp; repeat for several.", valueName: "scheme"))
    var allowedSchemes: [String] = []

    @Option(help: "A themes file; items with useTint take its toolbar tint.", completion: .file(extensions: ["json"]))
    var theme: String?

    @Option(help: "The theme of --theme to use. Defaults to the file's first theme.")
    var themeName: String?

    @Option(help: "The palette of the theme: light or dark.")
    var appearance: Appearance = .light

    @OptionGroup var formatOptions: FormatOptions
    var format: OutputFormat { formatOptions.format }
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
                throw ValidationError(
                    "\"\(scheme):\" links are never opened by a keyboard; --allow-scheme cannot allow them.")
            }
            if !Self.isScheme(scheme) {
                throw ValidationError(
                    "\"\(scheme)\" is not a URL scheme; a scheme is a letter followed by letters, digits, +, - or . (write myapp, not myapp://)."
                )
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
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
        }
    }

    /// The toolbar colours of the chosen theme and palette, or nil without --theme.
    private func themeAppearance() throws -> ThemeToolbarAppearance? {
        guard let theme else { return nil }
        let catalog = try loaded(ThemeCatalog.load(contentsOf: URL(fileURLWithPath: theme), displayName: theme))
        let chosen: Theme
        if let themeName {
            guard let named = catalog.theme(named: themeName) else {
                let names = catalog.themes.map { "\"\($0.name)\"" }.joined(separator: ", ")
                printError(
                    "error: \(theme) has no theme named \"\(themeName)\"; its themes are \(names.isEmpty ? "none" : names)"
                )
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
        return chosen.palette(for: appearance).toolbar
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
