/// A keyboard layout: rows of keys, top row first, in JACKeyboard's format.
///
/// A file holds either JACKeyboard's bare array of rows, or Keysmith's object form, which adds a
/// name, a display name and a locale: `{"name": …, "displayName": …, "locale": …, "rows": [...]}`.
/// Encoding writes the bare array when none of those three is set, the object form otherwise.
@_spi(Tooling) public struct KeyboardLayout: Sendable, Hashable {
    /// The layout's name; nil means the file name without `.json`.
    var name: String?
    /// The keyboard's name shown to people, as on the spacebar after a switch.
    var displayName: String?
    /// The language typed with the layout, as a BCP 47 tag such as `en` or `fr-CA`.
    var locale: String?
    /// The rows of keys, top row first.
    public var rows: [[Key]]

    init(name: String? = nil, displayName: String? = nil, locale: String? = nil, rows: [[Key]]) {
        self.name = name
        self.displayName = displayName
        self.locale = locale
        self.rows = rows
    }

    /// Whether the layout was (or will be) written as the bare array of rows.
    var isBareArray: Bool { name == nil && displayName == nil && locale == nil }
}

extension KeyboardLayout: Codable {
    enum CodingKeys: String, CodingKey {
        case name, displayName, locale, rows
    }

    public init(from decoder: any Decoder) throws {
        if let rows = try? decoder.singleValueContainer().decode([[Key]].self) {
            self.init(rows: rows)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decodeIfPresent(String.self, forKey: .name),
            displayName: try container.decodeIfPresent(String.self, forKey: .displayName),
            locale: try container.decodeIfPresent(String.self, forKey: .locale),
            rows: try container.decode([[Key]].self, forKey: .rows))
    }

    public func encode(to encoder: any Encoder) throws {
        if isBareArray {
            var container = encoder.singleValueContainer()
            try container.encode(rows)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(displayName, forKey: .displayName)
        try container.encodeIfPresent(locale, forKey: .locale)
        try container.encode(rows, forKey: .rows)
    }
}
