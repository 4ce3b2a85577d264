/// A colour written in a themes file as `#RGB`, `#RRGGBB` or `#RRGGBBAA` (hexadecimal, either case).
///
/// Encodes as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque.
public struct ThemeColor: Sendable, Hashable, Codable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// 255 is opaque.
    public var alpha: UInt8

    @_spi(Tooling) public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The forms a colour may be written in, for messages.
    static let writtenForms = "\"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\""

    /// Parses `#RGB` (each digit doubled: `#FA0` is `#FFAA00`), `#RRGGBB` or `#RRGGBBAA`; nil for
    /// anything else, including surrounding spaces.
    init?(hex text: String) {
        let utf8 = Array(text.utf8)
        guard utf8.first == UInt8(ascii: "#") else { return nil }
        var digits: [UInt8] = []
        for byte in utf8.dropFirst() {
            guard let digit = Self.hexDigit(byte) else { return nil }
            digits.append(digit)
        }
        switch digits.count {
        case 3:
            self.init(red: digits[0] * 17, green: digits[1] * 17, blue: digits[2] * 17)
        case 6, 8:
            var bytes: [UInt8] = []
            for index in stride(from: 0, to: digits.count, by: 2) {
                bytes.append(digits[index] << 4 | digits[index + 1])
            }
            self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
        default:
            return nil
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when the colour is not opaque, in capitals.
    @_spi(Tooling) public var hex: String {
        let components = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#"
            + components.map { component in
                let text = String(component, radix: 16, uppercase: true)
                return text.count == 1 ? "0" + text : text
            }.joined()
    }

    public var description: String { hex }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let color = ThemeColor(hex: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a colour is written \(Self.writtenForms), not \"\(text)\"")
        }
        self = color
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}
