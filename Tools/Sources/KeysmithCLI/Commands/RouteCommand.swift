import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore

/// `keysmith route`: shows which properties and which toolbar a path configuration gives pages.
struct RouteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "route",
        abstract: "Show the properties and the keyboard toolbar a path configuration gives each URL.",
        discussion: """
            Matching follows Turbo and Hotwire Native iOS: each pattern is a regular expression \
            searched for in the URL's path; every matching rule applies in file order, later rules \
            replacing earlier properties of the same name.

            Prints one JSON object per line (JSON Lines), one per URL, in the order given: \
            {"properties": {...}, "toolbar": T, "url": U}, where T is "system" (the system toolbar \
            stays), "none" (default_toolbar: false removes it) or the name of the Keysmith toolbar \
            file (keyboard_toolbar), and U is the URL as given.

            Exit status: 0 when every URL was routed, 1 when the configuration has errors (printed \
            to standard error as file:line:column: severity: message), 2 when the command line is \
            wrong, a URL cannot be read or the configuration file cannot be read.
            """
    )

    @Option(
        help: ArgumentHelp("The path configuration file.", valueName: "file"), completion: .file(extensions: ["json"]))
    var config: String

    @Flag(
        help:
            "Match the query string too: patterns see the path followed by ?query, as with Hotwire Native's matchQueryStrings."
    )
    var matchQuery = false

    @Argument(
        help: ArgumentHelp(
            "URLs to route: absolute (https://example.com/posts/1) or a path starting with / (/posts/1?tab=2).",
            valueName: "url"))
    var urls: [String]

    func validate() throws {
        for text in urls where Self.parse(text) == nil {
            throw ValidationError(
                "Not a URL: \"\(text)\"; give an absolute URL such as https://example.com/posts/1, or a path starting with /."
            )
        }
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: config, isDirectory: &isFolder) {
            throw ValidationError("No such file: \(config)")
        }
        if isFolder.boolValue {
            throw ValidationError("--config must name a file, but \(config) is a folder.")
        }
    }

    func run() throws {
        let bytes: Data
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: config))
        } catch {
            printError("\(config): cannot read the file: \(error.localizedDescription)")
            throw ExitCode(KeysmithCommand.usageExitCode)
        }
        let result = PathConfiguration.load(SourceText(name: config, bytes: Array(bytes)))
        for diagnostic in result.diagnostics.sortedByLocation() { printError(diagnostic.description) }
        guard let configuration = result.cleanValue else { throw ExitCode(1) }

        let rules = PathRuleSet(configuration, matchQueryStrings: matchQuery)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for text in urls {
            guard let url = Self.parse(text) else { continue }
            let properties = rules.properties(for: url)
            let line = RoutedURL(
                url: text, properties: properties,
                toolbar: Self.toolbarName(AccessoryToolbarChoice(properties: properties)))
            print(String(decoding: try encoder.encode(line), as: UTF8.self))
        }
    }

    /// An absolute URL with a scheme, or a path starting with `/`.
    static func parse(_ text: String) -> URL? {
        guard let url = URL(string: text) else { return nil }
        return url.scheme != nil || text.hasPrefix("/") ? url : nil
    }

    /// `system`, `none`, or the Keysmith toolbar's name.
    static func toolbarName(_ choice: AccessoryToolbarChoice) -> String {
        switch choice {
        case .system: "system"
        case .none: "none"
        case .keysmith(let name): name
        }
    }

    private struct RoutedURL: Encodable {
        var url: String
        var properties: [String: JSONValue]
        var toolbar: String
    }
}
