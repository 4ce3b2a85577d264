/// Which layout serves each keyboard type a text field can ask for, as a keyboard set's
/// `keyboardTypes` object writes it: `{"numberPad": "NumberPad", "decimalPad": "DecimalPad"}`.
///
/// Encodes as that object, keyed by the types' raw values.
struct KeyboardTypeLayouts: Sendable, Hashable, Codable {
    /// Layout names (without `.json`) by keyboard type.
    var layouts: [FieldKeyboardType: String]

    init(_ layouts: [FieldKeyboardType: String] = [:]) {
        self.layouts = layouts
    }

    /// The layout named for exactly this type, without fallback.
    subscript(type: FieldKeyboardType) -> String? {
        get { layouts[type] }
        set { layouts[type] = newValue }
    }

    /// The required types (number and decimal pads) that have no layout.
    var missingRequiredTypes: [FieldKeyboardType] {
        FieldKeyboardType.required.filter { layouts[$0] == nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode([String: String].self)
        var layouts: [FieldKeyboardType: String] = [:]
        for (key, layout) in raw {
            guard let type = FieldKeyboardType(rawValue: key) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "\"\(key)\" is not a keyboard type")
            }
            layouts[type] = layout
        }
        self.layouts = layouts
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Dictionary(uniqueKeysWithValues: layouts.map { ($0.key.rawValue, $0.value) }))
    }
}
