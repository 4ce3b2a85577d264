@_spi(Tooling) import KeysmithCore

/// What the page's controls say: the device, the appearance, the field the keyboard types into (its
/// keyboard and return-key types, and whether it allows autocorrection), the theme and whether the
/// host shows a globe of its own.
struct PreviewSettings: Sendable, Equatable, Encodable {
    var device: DeviceClass = .iphonePortrait
    var appearance: Appearance = .light
    var keyboardType: FieldKeyboardType = .default
    var returnKeyType: ReturnKeyType = .default
    /// A theme of the configuration by name. The session reports the theme the keyboard's own
    /// settings choose (nil when the configuration has no themes); given to a new session, it is the
    /// theme the keyboard starts with, nil meaning the first.
    var theme: String?
    /// Whether the keyboard shows its own globe key (`needsInputModeSwitchKey`).
    var globe = false
    /// Whether the field allows autocorrection (`UITextAutocorrectionType.no` when false): without
    /// it the keyboard neither suggests, autocorrects nor learns.
    var autocorrection = true
    /// The language the keyboard types, by identifier: one of a keyboard's languages, or an embedded
    /// language tried in place of a keyboard of one language or none. The session reports
    /// ``PreviewSession/ownKeyboard`` (the empty string) for the set's own keyboard when it names no
    /// language, the picker's entry for it.
    var language: String?

    /// The field types the page offers.
    static let offeredKeyboardTypes: [FieldKeyboardType] = [
        .default, .numberPad, .decimalPad, .email, .url, .webSearch,
    ]

    /// The host's text field as the settings describe it.
    var host: HostContext {
        HostContext(
            keyboardType: keyboardType, returnKeyType: returnKeyType, allowsAutocorrection: autocorrection,
            needsInputModeSwitchKey: globe, hasFullAccess: true, colorScheme: appearance == .dark ? .dark : .light)
    }

    /// Some settings to change; the others stay.
    struct Change: Equatable, Decodable {
        var device: DeviceClass?
        var appearance: Appearance?
        var keyboardType: FieldKeyboardType?
        var returnKeyType: ReturnKeyType?
        var theme: String?
        var globe: Bool?
        var autocorrection: Bool?
        var language: String?

        init(
            device: DeviceClass? = nil, appearance: Appearance? = nil, keyboardType: FieldKeyboardType? = nil,
            returnKeyType: ReturnKeyType? = nil, theme: String? = nil, globe: Bool? = nil, autocorrection: Bool? = nil,
            language: String? = nil
        ) {
            self.device = device
            self.appearance = appearance
            self.keyboardType = keyboardType
            self.returnKeyType = returnKeyType
            self.theme = theme
            self.globe = globe
            self.autocorrection = autocorrection
            self.language = language
        }

        private enum CodingKeys: String, CodingKey {
            case device, appearance, keyboardType, returnKeyType, theme, globe, autocorrection, language
        }

        /// Reads the fields present, with a sentence naming the allowed values for a wrong one.
        init(from decoder: any Decoder) throws {
            let object = try decoder.container(keyedBy: CodingKeys.self)
            func choice<Value: RawRepresentable & CaseIterable>(_ key: CodingKeys, _: Value.Type) throws -> Value?
            where Value.RawValue == String {
                guard let name = try object.decodeIfPresent(String.self, forKey: key) else { return nil }
                guard let value = Value(rawValue: name) else {
                    throw PreviewProtocolError(
                        code: "badMessage",
                        message:
                            "settings: \(key.stringValue) must be one of \(Value.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(name)\""
                    )
                }
                return value
            }
            device = try choice(.device, DeviceClass.self)
            appearance = try choice(.appearance, Appearance.self)
            keyboardType = try choice(.keyboardType, FieldKeyboardType.self)
            returnKeyType = try choice(.returnKeyType, ReturnKeyType.self)
            theme = try object.decodeIfPresent(String.self, forKey: .theme)
            globe = try object.decodeIfPresent(Bool.self, forKey: .globe)
            autocorrection = try object.decodeIfPresent(Bool.self, forKey: .autocorrection)
            language = try object.decodeIfPresent(String.self, forKey: .language)
        }
    }

    /// These settings with `change` applied.
    func applying(_ change: Change) -> PreviewSettings {
        var settings = self
        if let device = change.device { settings.device = device }
        if let appearance = change.appearance { settings.appearance = appearance }
        if let keyboardType = change.keyboardType { settings.keyboardType = keyboardType }
        if let returnKeyType = change.returnKeyType { settings.returnKeyType = returnKeyType }
        if let theme = change.theme { settings.theme = theme }
        if let globe = change.globe { settings.globe = globe }
        if let autocorrection = change.autocorrection { settings.autocorrection = autocorrection }
        if let language = change.language { settings.language = language }
        return settings
    }
}
