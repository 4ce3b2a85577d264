/// Whitespace and the `//` and `/* */` comments people write by hand.
extension JSONDocumentParser {
    mutating func skipTrivia() throws {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while let next = current, next != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                let open = index
                index += 2
                while true {
                    guard index + 1 < bytes.count else {
                        index = bytes.count
                        try fail("this comment is never closed; expected '*/'", at: open)
                    }
                    if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                        index += 2
                        break
                    }
                    index += 1
                }
            default:
                return
            }
        }
    }
}
