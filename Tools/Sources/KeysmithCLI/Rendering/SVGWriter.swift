import Foundation

/// Writes SVG text: elements with attributes, numbers written the same way on every machine (so
/// pictures can be compared byte for byte), and text escaped.
struct SVGWriter {
    private(set) var text = ""
    private var depth = 0

    /// A number with at most two decimals and no trailing zeros: `12`, `12.5`, `12.25`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var string = String(format: "%.2f", rounded)
        while string.hasSuffix("0") { string.removeLast() }
        return string
    }

    /// Text safe inside an element or an attribute value.
    static func escape(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.count)
        for character in value {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// Attribute values: strings are escaped, numbers written with `number(_:)`.
    enum Value {
        case string(String)
        case number(Double)

        var rendered: String {
            switch self {
            case .string(let string): SVGWriter.escape(string)
            case .number(let number): SVGWriter.number(number)
            }
        }
    }

    private static func attributes(_ pairs: KeyValuePairs<String, Value?>) -> String {
        pairs.compactMap { name, value in value.map { " \(name)=\"\($0.rendered)\"" } }.joined()
    }

    private mutating func line(_ content: String) {
        text += String(repeating: "  ", count: depth) + content + "\n"
    }

    /// An element with no content: `<rect x="1" … />`.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, Value?>) {
        line("<\(name)\(Self.attributes(attributes))/>")
    }

    /// An element holding text: `<text …>label</text>`.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, Value?>, text content: String) {
        line("<\(name)\(Self.attributes(attributes))>\(Self.escape(content))</\(name)>")
    }

    /// An element holding other elements.
    mutating func group(_ name: String, _ attributes: KeyValuePairs<String, Value?>, _ body: (inout SVGWriter) -> Void) {
        line("<\(name)\(Self.attributes(attributes))>")
        depth += 1
        body(&self)
        depth -= 1
        line("</\(name)>")
    }
}
