/// An RFC 6901 JSON pointer such as `/2/0/keyboardName`, naming one value inside a document.
struct JSONPointer: Sendable, Hashable, CustomStringConvertible, ExpressibleByArrayLiteral {
    enum Token: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    private(set) var tokens: [Token]

    /// The pointer to the whole document.
    static let root = JSONPointer(tokens: [])

    init(tokens: [Token]) { self.tokens = tokens }

    init(arrayLiteral elements: Token...) { self.tokens = elements }

    func appending(_ key: String) -> JSONPointer {
        var copy = self
        copy.tokens.append(.key(key))
        return copy
    }

    func appending(_ index: Int) -> JSONPointer {
        var copy = self
        copy.tokens.append(.index(index))
        return copy
    }

    static func / (lhs: JSONPointer, rhs: String) -> JSONPointer { lhs.appending(rhs) }
    static func / (lhs: JSONPointer, rhs: Int) -> JSONPointer { lhs.appending(rhs) }

    /// The textual form, with `~` written `~0` and `/` written `~1`.
    var description: String {
        var result = ""
        for token in tokens {
            result += "/"
            switch token {
            case .index(let index):
                result += String(index)
            case .key(let key):
                for character in key {
                    switch character {
                    case "~": result += "~0"
                    case "/": result += "~1"
                    default: result.append(character)
                    }
                }
            }
        }
        return result
    }
}
