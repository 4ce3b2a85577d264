/// Numbers, as RFC 8259 writes them.
extension JSONDocumentParser {
    mutating func parseNumber() throws -> JSONNode {
        let start = index
        while let byte = current, isNumberByte(byte) { index += 1 }
        let lexeme = bytes[start..<index]
        let text = String(decoding: lexeme, as: UTF8.self)
        guard isWellFormedNumber(lexeme), let double = Double(text) else {
            try report("\(text) is not a valid JSON number", at: start)
            return JSONNode(.number(JSONNumber(double: .nan, integer: nil)), offset: start)
        }
        if !double.isFinite {
            try report("the number \(text) is too large to represent", at: start)
        }
        let isWhole = !lexeme.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        return JSONNode(.number(JSONNumber(double: double, integer: isWhole ? Int(text) : nil)), offset: start)
    }

    func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default:
            false
        }
    }

    /// `-? (0 | [1-9][0-9]*) (\.[0-9]+)? ([eE][+-]?[0-9]+)?`
    func isWellFormedNumber(_ lexeme: ArraySlice<UInt8>) -> Bool {
        var position = lexeme.startIndex
        let end = lexeme.endIndex
        func isDigit(_ at: Int) -> Bool { at < end && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lexeme[at]) }
        if position < end, lexeme[position] == UInt8(ascii: "-") { position += 1 }
        guard isDigit(position) else { return false }
        if lexeme[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            while isDigit(position) { position += 1 }
        }
        if position < end, lexeme[position] == UInt8(ascii: ".") {
            position += 1
            guard isDigit(position) else { return false }
            while isDigit(position) { position += 1 }
        }
        if position < end, lexeme[position] == UInt8(ascii: "e") || lexeme[position] == UInt8(ascii: "E") {
            position += 1
            if position < end, lexeme[position] == UInt8(ascii: "+") || lexeme[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard isDigit(position) else { return false }
            while isDigit(position) { position += 1 }
        }
        return position == end
    }
}
