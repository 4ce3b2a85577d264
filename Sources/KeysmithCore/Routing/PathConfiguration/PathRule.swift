/// One rule of a path configuration: the properties that apply to a page whose path matches any of
/// the patterns. As in Turbo and Hotwire Native, every matching rule applies, later rules overriding
/// earlier ones property by property.
@_spi(Tooling) public struct PathRule: Sendable, Hashable, Codable {
    var patterns: [PathPattern]
    /// The properties, passed on to the host app as written. Keysmith reads `default_toolbar` and
    /// `keyboard_toolbar`; the rest (such as `presentation`) belongs to the app.
    var properties: [String: JSONValue]

    init(patterns: [PathPattern], properties: [String: JSONValue]) {
        self.patterns = patterns
        self.properties = properties
    }

    /// The fields a rule defines.
    static let fieldNames: Set<String> = ["patterns", "properties"]

    /// The property that keeps (`true`) or removes (`false`) the system toolbar above the keyboard.
    static let defaultToolbarProperty = "default_toolbar"
    /// The property naming the toolbar file shown above the keyboard instead of the system toolbar.
    static let keyboardToolbarProperty = "keyboard_toolbar"

    /// `default_toolbar` when it is a boolean. Nil (absent or not a boolean) keeps the system toolbar,
    /// as Turbo's `properties["default_toolbar"] as? Bool ?? true` does.
    var defaultToolbar: Bool? {
        properties[Self.defaultToolbarProperty]?.boolValue
    }

    /// The toolbar file `keyboard_toolbar` names, without `.json`; nil when it is absent or not a
    /// usable file name. It wins over `default_toolbar`.
    public var keyboardToolbar: String? {
        properties[Self.keyboardToolbarProperty]?.stringValue.flatMap(FileReference.usableName)
    }
}
