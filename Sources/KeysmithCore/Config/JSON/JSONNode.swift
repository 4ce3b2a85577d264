/// A JSON value as it was written in a file: every value remembers the byte offset where it starts,
/// and objects keep their members in file order, duplicates included, so that problems can be
/// reported where they are.
@_spi(Tooling) public struct JSONNode: Sendable, Equatable {
    enum Value: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }

    var value: Value
    /// UTF-8 byte offset of the first character of the value.
    var offset: Int

    init(_ value: Value, offset: Int) {
        self.value = value
        self.offset = offset
    }

    /// A short name of the value's type, for messages: "a string", "an array"…
    var kindDescription: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    var stringValue: String? {
        if case .string(let string) = value { string } else { nil }
    }

    var arrayValue: [JSONNode]? {
        if case .array(let elements) = value { elements } else { nil }
    }

    var objectValue: [JSONMember]? {
        if case .object(let members) = value { members } else { nil }
    }

    /// The member of an object with this key; when a key repeats, the last one (as JSON parsers do).
    subscript(key: String) -> JSONNode? {
        objectValue?.last { $0.key == key }?.value
    }
}

/// One `"key": value` pair of an object.
struct JSONMember: Sendable, Equatable {
    var key: String
    /// UTF-8 byte offset of the key's opening quote.
    var keyOffset: Int
    var value: JSONNode

    init(key: String, keyOffset: Int, value: JSONNode) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}

/// A JSON number: its value as a `Double`, and as an `Int` when it was written as a whole number
/// that fits one.
struct JSONNumber: Sendable, Equatable {
    var double: Double
    var integer: Int?

    init(double: Double, integer: Int?) {
        self.double = double
        self.integer = integer
    }
}
