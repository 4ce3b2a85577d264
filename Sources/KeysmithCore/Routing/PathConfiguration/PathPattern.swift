import Foundation

/// One pattern of a path rule: a regular expression (NSRegularExpression's ICU syntax, no options)
/// searched for in a URL's path, as Turbo and Hotwire Native iOS do.
///
/// Whether the pattern compiles is worked out once, when the pattern is made, so that the runtime
/// skips a bad pattern (as Turbo does) without compiling it again. Encodes as its source text.
struct PathPattern: Sendable, Hashable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The regular expression as written.
    let source: String
    /// Whether NSRegularExpression accepts `source`. A rule never matches through an invalid pattern.
    let isValid: Bool

    init(_ source: String) {
        self.source = source
        self.isValid = (try? NSRegularExpression(pattern: source)) != nil
    }

    init(stringLiteral source: String) {
        self.init(source)
    }

    var description: String { source }

    /// Why NSRegularExpression refuses `pattern`, as a sentence, or nil if it accepts it.
    static func problem(with pattern: String) -> String? {
        guard (try? NSRegularExpression(pattern: pattern)) == nil else { return nil }
        return RegularExpressionSyntax.explain(pattern)
            ?? "it is not a valid regular expression in the syntax NSRegularExpression reads"
    }

    init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(source)
    }
}
