@_spi(Tooling) @testable import KeysmithCore

/// Keyboards in other languages for the language-behaviour tests: the embedded set with its
/// layouts' locale changed and some of its letters swapped for the language's, so that the tests
/// do not depend on the language folders.
enum LanguageFixtures {
    /// The embedded configuration with `locale` on the set and every layout, and each letter key
    /// showing a key of `letters` (`["q": "ı"]`) showing its replacement instead.
    static func configuration(locale: String, letters: [String: String] = [:]) throws -> KeyboardConfiguration {
        guard var configuration = KeyboardConfiguration.embedded().value else {
            throw FixtureError(description: "the embedded configuration does not load")
        }
        configuration.set.locale = locale
        for (name, layout) in configuration.layouts {
            var changed = layout
            changed.locale = locale
            changed.rows = layout.rows.map { row in
                row.map { key in
                    guard key.type == .textEntry, let text = key.text, let replacement = letters[text] else {
                        return key
                    }
                    var swapped = key
                    swapped.text = replacement
                    swapped.inputText = nil
                    swapped.modifiers = []
                    return swapped
                }
            }
            configuration.layouts[name] = changed
        }
        return configuration
    }

    /// A Turkish keyboard: `q` is `ı`, `w` is `ğ`.
    static func turkish() throws -> KeyboardConfiguration {
        try configuration(locale: "tr_TR", letters: ["q": "ı", "w": "ğ"])
    }

    /// A Greek keyboard with the letters the tests type: `ο δ σ ς λ κ α`.
    static func greek() throws -> KeyboardConfiguration {
        try configuration(
            locale: "el_GR", letters: ["o": "ο", "d": "δ", "s": "σ", "w": "ς", "l": "λ", "k": "κ", "a": "α"])
    }

    /// A German keyboard whose `p` is `ß`.
    static func german() throws -> KeyboardConfiguration {
        try configuration(locale: "de_DE", letters: ["p": "ß"])
    }

    /// A Hebrew keyboard with the letters `ש ל ו ם` in place of `a s d f`.
    static func hebrew() throws -> KeyboardConfiguration {
        try configuration(locale: "he_IL", letters: ["a": "ש", "s": "ל", "d": "ו", "f": "ם"])
    }

    struct FixtureError: Error, CustomStringConvertible {
        var description: String
    }
}

extension KeyTarget {
    /// The first key showing one of `labels`, exactly.
    static func showing(_ labels: String...) -> KeyTarget {
        KeyTarget(description: "key showing one of \(labels)") { key in
            if case .text(let text) = key.label { labels.contains(text) } else { false }
        }
    }
}
