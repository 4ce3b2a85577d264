/// How the parser names what it found, in its messages.
extension JSONDocumentParser {
    func startsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            true
        default:
            false
        }
    }

    func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            true
        default:
            false
        }
    }

    /// Words such as `the string "url"`, `':'`, `the word 'NaN'` or `the end of the file`.
    func describeToken(at position: Int) -> String {
        guard position < bytes.count else { return "the end of the file" }
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") {
            var end = position + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\n"),
                end - position < 40
            {
                end += 1
            }
            let text = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
            let closed = end < bytes.count && bytes[end] == UInt8(ascii: "\"")
            return "the string \"\(text)\(closed ? "" : "…")\""
        }
        if isWordByte(byte) {
            var end = position
            while end < bytes.count, isWordByte(bytes[end]), end - position < 24 { end += 1 }
            return "'\(String(decoding: bytes[position..<end], as: UTF8.self))'"
        }
        if byte >= 0x80 {
            guard let length = validUTF8Length(at: position) else {
                return "the byte 0x\(hex(UInt32(byte), digits: 2)), which is not valid UTF-8"
            }
            return "'\(String(decoding: bytes[position..<(position + length)], as: UTF8.self))'"
        }
        if byte == UInt8(ascii: "'") { return "a single quote (')" }
        return "'\(describeByte(byte))'"
    }

    func describeByte(_ byte: UInt8) -> String {
        if byte < 0x20 || byte == 0x7F { return "U+\(hex(UInt32(byte), digits: 4))" }
        return String(UnicodeScalar(byte))
    }

    func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
