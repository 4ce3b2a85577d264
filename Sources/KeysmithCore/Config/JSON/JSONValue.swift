/// Any JSON value, for fields whose content Keysmith passes on without interpreting it (path
/// configuration `settings` and rule `properties`).
///
/// Objects are dictionaries: member order is not kept, and a key written twice keeps its last value,
/// as JSON parsers and Turbo/Hotwire Native's `[String: AnyHashable]` do. Numbers are `Double`s, so
/// whole numbers beyond 2^53 lose precision.
public enum JSONValue: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value of a parsed node, without its locations. A number the parser could not represent
    /// (and has already reported) becomes `null`, so that every value can be encoded again.
    init(_ node: JSONNode) {
        switch node.value {
        case .null:
            self = .null
        case .bool(let value):
            self = .bool(value)
        case .number(let number):
            self = number.double.isFinite ? .number(number.double) : .null
        case .string(let value):
            self = .string(value)
        case .array(let elements):
            self = .array(elements.map(JSONValue.init))
        case .object(let members):
            var dictionary: [String: JSONValue] = [:]
            for member in members {
                dictionary[member.key] = JSONValue(member.value)
            }
            self = .object(dictionary)
        }
    }

    var boolValue: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    var numberValue: Double? {
        if case .number(let value) = self { value } else { nil }
    }

    var stringValue: String? {
        if case .string(let value) = self { value } else { nil }
    }

    var arrayValue: [JSONValue]? {
        if case .array(let value) = self { value } else { nil }
    }

    var objectValue: [String: JSONValue]? {
        if case .object(let value) = self { value } else { nil }
    }

    /// The member of an object with this key; nil for a missing key or a value that is not an object.
    subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a JSON value")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// A key written twice keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements) { _, last in last })
    }
}
