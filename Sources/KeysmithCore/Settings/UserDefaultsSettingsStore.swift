import Foundation

/// Settings kept in `UserDefaults` as one JSON value, usually the App Group's suite
/// (`UserDefaults(suiteName: "group.com.example.keyboard")`) that the keyboard extension and its
/// container app share.
public struct UserDefaultsSettingsStore: SettingsStore, @unchecked Sendable {
    // `UserDefaults` is thread-safe, as its documentation states.
    private let defaults: UserDefaults
    /// The key the JSON is stored under.
    let key: String

    /// The store in `defaults` under `key`.
    public init(defaults: UserDefaults, key: String = Self.defaultKey) {
        self.defaults = defaults
        self.key = key
    }

    /// The store in the suite of an App Group; nil when the suite cannot be opened (a name the
    /// process may not use).
    public init?(suiteName: String, key: String = Self.defaultKey) {
        guard let defaults = UserDefaults(suiteName: suiteName) else { return nil }
        self.init(defaults: defaults, key: key)
    }

    /// The key Keysmith uses unless told otherwise.
    public static let defaultKey = "KeysmithKeyboardSettings"

    public func load() -> SettingsLoadResult {
        guard let stored = defaults.object(forKey: key) else { return SettingsLoadResult(settings: .defaults) }
        guard let data = stored as? Data else {
            return SettingsLoadResult(
                settings: .defaults,
                diagnostics: [
                    Diagnostic(
                        file: key, line: 1, column: 1, pointer: "", severity: .error,
                        message:
                            "the stored settings are not JSON data but \(type(of: stored)); the default settings are used"
                    )
                ])
        }
        let decoded = KeyboardSettings.decode(SourceText(name: key, bytes: Array(data)))
        return SettingsLoadResult(settings: decoded.settings, diagnostics: decoded.diagnostics)
    }

    public func save(_ settings: KeyboardSettings) throws {
        defaults.set(Data(settings.encoded()), forKey: key)
    }
}
