/// Strings: escapes, UTF-8 checks and control characters.
extension JSONDocumentParser {
    /// Parses a string starting at its opening quote and leaves `index` after the closing quote.
    mutating func parseString() throws -> String {
        let open = index
        index += 1
        let start = index
        // Fast path: no escapes, no control characters, valid UTF-8.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let string = String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return string
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte < 0x80 {
                index += 1
            } else if let length = validUTF8Length(at: index) {
                index += length
            } else {
                break
            }
        }
        var buffer = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else {
                try fail("this string is never closed; expected '\"' before the end of the file", at: open)
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                try fail("this string is not closed before the end of the line; write a line break as \\n", at: open)
            case 0..<0x20:
                try report(
                    "control character U+\(hex(UInt32(byte), digits: 4)) must be escaped inside a string", at: index)
                buffer.append(byte)
                index += 1
            case 0..<0x80:
                buffer.append(byte)
                index += 1
            default:
                if let length = validUTF8Length(at: index) {
                    buffer.append(contentsOf: bytes[index..<(index + length)])
                    index += length
                } else {
                    try report(
                        "the byte 0x\(hex(UInt32(byte), digits: 2)) is not valid UTF-8; files must be saved as UTF-8",
                        at: index)
                    buffer.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    index += 1
                }
            }
        }
    }

    mutating func parseEscape(into buffer: inout [UInt8]) throws {
        let escapeStart = index
        index += 1
        guard let byte = current else {
            try fail("this string is never closed; expected '\"' before the end of the file", at: escapeStart)
        }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): buffer.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            guard let unit = readHex4() else {
                try report("\\u must be followed by four hexadecimal digits", at: escapeStart)
                return
            }
            var scalarValue = UInt32(unit)
            if (0xD800..<0xDC00).contains(unit) {
                // A high surrogate must be followed by an escaped low surrogate.
                let save = index
                if current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    if let low = readHex4(), (0xDC00..<0xE000).contains(low) {
                        scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    } else {
                        index = save
                    }
                }
            }
            if let scalar = Unicode.Scalar(scalarValue) {
                buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
            } else {
                try report(
                    "\\u\(hex(UInt32(unit), digits: 4)) is half of a surrogate pair; write the whole pair or the character itself",
                    at: escapeStart)
                buffer.append(contentsOf: [0xEF, 0xBF, 0xBD])
            }
        default:
            try report(
                "\\\(describeByte(byte)) is not a JSON escape; use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
                at: escapeStart)
            buffer.append(byte)
        }
    }

    mutating func readHex4() -> UInt16? {
        guard bytes.count - index >= 4 else { return nil }
        var value: UInt16 = 0
        for offset in 0..<4 {
            let byte = bytes[index + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt16(digit)
        }
        index += 4
        return value
    }

    /// The length of the well-formed UTF-8 sequence starting at `position`, or nil if it is not one.
    func validUTF8Length(at position: Int) -> Int? {
        let lead = bytes[position]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard position + length <= bytes.count, secondRange.contains(bytes[position + 1]) else { return nil }
        for next in (position + 2)..<(position + length) where bytes[next] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }
}
