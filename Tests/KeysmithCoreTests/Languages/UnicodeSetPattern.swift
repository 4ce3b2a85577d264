/// The members of a set written in ICU's UnicodeSet syntax, as CLDR writes exemplar characters:
/// `[a à b {ch} а-е \u0301 \-]`. Whitespace between members is ignored; `x-y` is every code point
/// from `x` to `y`; `{…}` is a string of several characters; a backslash escapes the next character,
/// or writes a code point as `\uXXXX`, `\UXXXXXXXX`, `\xXX` or `\x{X…}`.
///
/// Set operations, nested sets, negation and properties (`[[a-z]-[q]]`, `[^a]`, `\p{L}`) do not occur
/// in CLDR's main exemplars and are reported as unsupported rather than read wrongly.
enum UnicodeSetPattern {
    /// Why a pattern cannot be read, with the position (in Unicode scalars) where reading stopped.
    struct ParseError: Error, CustomStringConvertible, Equatable {
        var message: String
        var offset: Int
        var description: String { "\(message) at offset \(offset)" }
    }

    /// The members of `pattern` in the order written, each once; a range gives each code point.
    static func members(of pattern: String) throws(ParseError) -> [String] {
        var reader = Reader(scalars: Array(pattern.unicodeScalars))
        return try reader.readSet()
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var position = 0

        init(scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        func failure(_ message: String) -> ParseError {
            ParseError(message: message, offset: position)
        }

        mutating func skipWhitespace() {
            while let scalar = current, scalar.properties.isPatternWhitespace { position += 1 }
        }

        mutating func readSet() throws(ParseError) -> [String] {
            skipWhitespace()
            guard current == "[" else { throw failure("a set must begin with \"[\"") }
            position += 1
            var members: [String] = []
            var seen = Set<String>()
            func add(_ member: String) {
                if seen.insert(member).inserted { members.append(member) }
            }
            while true {
                skipWhitespace()
                guard let scalar = current else { throw failure("the set is not closed with \"]\"") }
                switch scalar {
                case "]":
                    position += 1
                    skipWhitespace()
                    guard current == nil else { throw failure("text after the set's closing \"]\"") }
                    return members
                case "{":
                    position += 1
                    add(try readString())
                case "[", "^", "$", "&":
                    throw failure("\"\(scalar)\" (nested sets, negation, anchors, set operations) is not supported")
                default:
                    let first = try readCodePoint()
                    skipWhitespace()
                    guard current == "-", position + 1 < scalars.count, scalars[position + 1] != "]" else {
                        add(String(first))
                        continue
                    }
                    position += 1
                    skipWhitespace()
                    let last = try readCodePoint()
                    guard first.value <= last.value else {
                        throw failure("the range \(first)-\(last) runs backwards")
                    }
                    for value in first.value...last.value {
                        if let member = Unicode.Scalar(value) { add(String(member)) }
                    }
                }
            }
        }

        /// The characters of a `{…}` string, up to its closing brace.
        mutating func readString() throws(ParseError) -> String {
            var text = String.UnicodeScalarView()
            while let scalar = current, scalar != "}" {
                text.append(try readCodePoint())
            }
            guard current == "}" else { throw failure("the string is not closed with \"}\"") }
            position += 1
            guard !text.isEmpty else { throw failure("an empty string \"{}\"") }
            return String(text)
        }

        /// One code point, written as itself or escaped.
        mutating func readCodePoint() throws(ParseError) -> Unicode.Scalar {
            guard let scalar = current else { throw failure("a character is missing") }
            position += 1
            guard scalar == "\\" else { return scalar }
            guard let escaped = current else { throw failure("a backslash ends the pattern") }
            position += 1
            switch escaped {
            case "u": return try readHex(digits: 4)
            case "U": return try readHex(digits: 8)
            case "x":
                if current == "{" {
                    position += 1
                    let value = try readHex(upTo: "}")
                    return value
                }
                return try readHex(digits: 2)
            case "N", "p", "P": throw failure("the escape \\\(escaped) is not supported")
            default: return escaped
            }
        }

        mutating func readHex(digits: Int) throws(ParseError) -> Unicode.Scalar {
            guard position + digits <= scalars.count else { throw failure("\(digits) hexadecimal digits expected") }
            let text = String(String.UnicodeScalarView(scalars[position..<position + digits]))
            guard let value = UInt32(text, radix: 16), let scalar = Unicode.Scalar(value) else {
                throw failure("\"\(text)\" is not a code point in hexadecimal")
            }
            position += digits
            return scalar
        }

        mutating func readHex(upTo terminator: Unicode.Scalar) throws(ParseError) -> Unicode.Scalar {
            var text = ""
            while let scalar = current, scalar != terminator {
                text.unicodeScalars.append(scalar)
                position += 1
            }
            guard current == terminator else { throw failure("\"\(terminator)\" expected") }
            position += 1
            guard (1...6).contains(text.count), let value = UInt32(text, radix: 16), let scalar = Unicode.Scalar(value)
            else {
                throw failure("\"\(text)\" is not a code point in hexadecimal")
            }
            return scalar
        }
    }
}
