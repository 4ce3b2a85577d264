/// What a web view shows above the system keyboard: the input accessory view.
public enum AccessoryToolbarChoice: Sendable, Hashable {
    /// The system toolbar (the up and down arrows and the Done button), as if Keysmith were absent.
    case system
    /// No toolbar at all: `"default_toolbar": false`.
    case none
    /// The Keysmith toolbar read from the file with this name (without `.json`): `"keyboard_toolbar"`.
    case keysmith(String)

    /// The choice the merged properties of a page ask for. `keyboard_toolbar` naming a usable file
    /// wins; otherwise `default_toolbar: false` removes the toolbar; anything else, including a
    /// `default_toolbar` that is not a boolean, keeps the system toolbar, as Turbo's
    /// `properties["default_toolbar"] as? Bool ?? true` does.
    @_spi(Tooling) public init(properties: [String: JSONValue]) {
        self = Self.requested(by: properties) ?? .system
    }

    /// The choice `properties` ask for, or nil when they set neither a usable `keyboard_toolbar`
    /// nor a boolean `default_toolbar`. Bridge messages use this: data that asks for nothing
    /// leaves the page's choice alone.
    static func requested(by properties: [String: JSONValue]) -> AccessoryToolbarChoice? {
        if let name = properties[PathRule.keyboardToolbarProperty]?.stringValue.flatMap(FileReference.usableName) {
            return .keysmith(name)
        }
        switch properties[PathRule.defaultToolbarProperty]?.boolValue {
        case true?: return .system
        case false?: return AccessoryToolbarChoice.none
        case nil: return nil
        }
    }

    /// The name of the Keysmith toolbar to show, or nil for the system toolbar or none.
    var keysmithToolbarName: String? {
        if case .keysmith(let name) = self { name } else { nil }
    }
}
