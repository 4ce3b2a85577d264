@_spi(Tooling) @testable import KeysmithCore

/// A key to touch, found in the render model the way a person finds it on screen: by what it shows,
/// or by what it is. A string literal names a key by its label, compared without case because letter
/// labels follow shift.
struct KeyTarget: ExpressibleByStringLiteral, CustomStringConvertible, Sendable {
    let description: String
    private let matches: @Sendable (RenderedKey) -> Bool

    init(description: String, matches: @escaping @Sendable (RenderedKey) -> Bool) {
        self.description = description
        self.matches = matches
    }

    init(stringLiteral label: String) {
        self = .label(label)
    }

    /// The first key showing `label` as its text, in any case.
    static func label(_ label: String) -> KeyTarget {
        KeyTarget(description: "key \"\(label)\"") { key in
            if case .text(let text) = key.label { text.lowercased() == label.lowercased() } else { false }
        }
    }

    /// The first key of `type`, whatever it shows.
    static func type(_ type: KeyType) -> KeyTarget {
        KeyTarget(description: "\(type.rawValue) key") { $0.type == type }
    }

    // Keys that show an icon or a title that changes, found by what they are.
    static let space = type(.spacebar)
    static let shift = type(.shift)
    static let delete = type(.delete)
    static let returnKey = type(.return)
    static let globe = type(.nextKeyboard)
    static let dismiss = type(.dismissKeyboard)
    static let clearAll = type(.clearAll)
    static let cursorLeft = type(.cursorLeft)
    static let cursorRight = type(.cursorRight)
    /// The switch key without a `keyboardName`, which cycles the set's layouts ("</>" in English).
    static let nextLayout = KeyTarget(description: "the key that cycles layouts") { key in
        if case .text(let text) = key.label {
            key.type == .switchKeyboard && text == "</>"
        } else {
            false
        }
    }

    /// Whether `key` is the one meant.
    func isMatched(by key: RenderedKey) -> Bool { matches(key) }
}
