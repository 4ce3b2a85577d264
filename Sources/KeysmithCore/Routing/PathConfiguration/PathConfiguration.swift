/// A Turbo/Hotwire Native iOS path configuration, which Keysmith reads to choose the toolbar above
/// the keyboard in a host app's web views: remove the system toolbar (`default_toolbar: false`) or
/// show a Keysmith toolbar instead (`keyboard_toolbar`), page by page.
///
/// The same file serves the app's navigation; Keysmith keeps every setting and property as written.
@_spi(Tooling) public struct PathConfiguration: Sendable, Hashable, Codable {
    /// App-wide settings, as written; Keysmith reads none of them.
    var settings: [String: JSONValue]
    /// The rules, in file order.
    public var rules: [PathRule]

    init(settings: [String: JSONValue] = [:], rules: [PathRule]) {
        self.settings = settings
        self.rules = rules
    }

    /// The fields of a path configuration's top-level object.
    static let fieldNames: Set<String> = ["settings", "rules"]
}
