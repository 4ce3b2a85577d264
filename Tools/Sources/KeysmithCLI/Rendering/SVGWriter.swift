import Foundation

/// Writes SVG text: elements with attributes, numbers written the same way on every machine (so
/// pictures can be compared byte for byte), and text escaped.
struct SVGWriter {
    private(set) var text: String = {
        var text = ""
        text.reserveCapacity(16_384)
        return text
    }()
    private var depth = 0

    /// A number with at most two decimals and no trailing zeros: `12`, `12.5`, `12.25`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        // Written from whole hundredths, which is exact below 10¹²; larger values go through
        // String(format:), which rounds the same way.
        guard abs(hundredths) < 1e12 else { return formatted(hundredths / 100) }
        let count = Int(hundredths)
        let whole = abs(count) / 100
        let fraction = abs(count) % 100
        if fraction == 0 { return String(count < 0 ? -whole : whole) }
        var text = count < 0 ? "-" : ""
        text += String(whole)
        text += fraction < 10 ? ".0" : "."
        text += String(fraction % 10 == 0 ? fraction / 10 : fraction)
        return text
    }

    private static func formatted(_ rounded: Double) -> String {
        if rounded == rounded.rounded() { return String(format: "%.0f", rounded) }
        var string = String(format: "%.2f", rounded)
        while string.hasSuffix("0") { string.removeLast() }
        return string
    }

    /// Text safe inside an element or an attribute value.
    static func escape(_ value: String) -> String {
        guard
            value.utf8.contains(where: {
                $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                    || $0 == UInt8(ascii: "\"")
            })
        else {
            return value
        }
        var result = ""
        result.reserveCapacity(value.utf8.count + 16)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.unicodeScalars.append(scalar)
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

    private mutating func openLine() {
        for _ in 0..<depth { text += "  " }
    }

    private mutating func append(_ name: String, _ attributes: KeyValuePairs<String, Value?>) {
        text += "<"
        text += name
        for (attribute, value) in attributes {
            guard let value else { continue }
            text += " "
            text += attribute
            text += "=\""
            text += value.rendered
            text += "\""
        }
    }

    /// An element with no content: `<rect x="1" … />`.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, Value?>) {
        openLine()
        append(name, attributes)
        text += "/>\n"
    }

    /// An element holding text: `<text …>label</text>`.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, Value?>, text content: String) {
        openLine()
        append(name, attributes)
        text += ">"
        text += Self.escape(content)
        text += "</"
        text += name
        text += ">\n"
    }

    /// An element holding other elements.
    mutating func group(_ name: String, _ attributes: KeyValuePairs<String, Value?>, _ body: (inout SVGWriter) -> Void)
    {
        openLine()
        append(name, attributes)
        text += ">\n"
        depth += 1
        body(&self)
        depth -= 1
        openLine()
        text += "</"
        text += name
        text += ">\n"
    }
}
