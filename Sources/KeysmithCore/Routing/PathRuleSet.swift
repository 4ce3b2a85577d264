import Foundation

/// A path configuration ready to answer "which properties apply to this URL?", the way Turbo and
/// Hotwire Native iOS answer it.
///
/// - Each pattern is a regular expression (NSRegularExpression, no options, so case-sensitive)
///   searched for anywhere in the matched text, not anchored: write `^` and `$` to anchor it.
/// - The matched text is the URL's `path` as Foundation gives it: percent-decoded, without a
///   trailing slash except for the root `/`, and empty for `https://example.com`. With
///   `matchQueryStrings`, a URL that has a query adds `?` and its query, still percent-encoded.
/// - Every matching rule applies in file order, a later rule's property replacing an earlier one's
///   of the same name (a shallow merge: objects are replaced, not merged). No match, no properties.
/// - A pattern that does not compile never matches; the rule's other patterns still do.
///
/// Every pattern is compiled once, when the set is made.
public struct PathRuleSet: Sendable, Equatable {
    /// The configuration, as read.
    let configuration: PathConfiguration
    /// Whether the query string joins the path in the matched text.
    let matchQueryStrings: Bool
    private let compiledRules: [CompiledRule]

    /// Compiles every pattern of `configuration`.
    ///
    /// `matchQueryStrings` is off by default, as in Turbo iOS; recent Hotwire Native iOS releases
    /// turn it on by default (`Hotwire.config.pathConfiguration.matchQueryStrings`), so pass what
    /// the app uses.
    @_spi(Tooling) public init(_ configuration: PathConfiguration, matchQueryStrings: Bool = false) {
        self.configuration = configuration
        self.matchQueryStrings = matchQueryStrings
        self.compiledRules = configuration.rules.map(CompiledRule.init)
    }

    /// No rules: every URL gets no properties, so the system toolbar stays.
    public static let empty = PathRuleSet(PathConfiguration(rules: []))

    /// The text the patterns are searched in for `url`: its path, and `?query` when query strings
    /// are matched and the URL has a query (even an empty one, as in `/search?`).
    func matchedText(for url: URL) -> String {
        if matchQueryStrings, let query = url.query {
            return url.path + "?" + query
        }
        return url.path
    }

    /// The merged properties of every rule matching `url`.
    @_spi(Tooling) public func properties(for url: URL) -> [String: JSONValue] {
        properties(forMatchedText: matchedText(for: url))
    }

    /// The merged properties of every rule with a pattern found in `text`, a path (with its query
    /// string, if they are matched) as ``matchedText(for:)`` gives it.
    func properties(forMatchedText text: String) -> [String: JSONValue] {
        var properties: [String: JSONValue] = [:]
        for rule in compiledRules where rule.matches(text) {
            properties.merge(rule.properties) { _, later in later }
        }
        return properties
    }

    /// The indices, in file order, of the rules matching `url`.
    @_spi(Tooling) public func matchingRuleIndices(for url: URL) -> [Int] {
        let text = matchedText(for: url)
        return compiledRules.indices.filter { compiledRules[$0].matches(text) }
    }

    /// The toolbar above the system keyboard on the page at `url`.
    @_spi(Tooling) public func toolbarChoice(for url: URL) -> AccessoryToolbarChoice {
        AccessoryToolbarChoice(properties: properties(for: url))
    }

    public static func == (lhs: PathRuleSet, rhs: PathRuleSet) -> Bool {
        lhs.configuration == rhs.configuration && lhs.matchQueryStrings == rhs.matchQueryStrings
    }
}

extension PathRuleSet {
    /// A rule with its patterns compiled; patterns that do not compile are left out.
    private struct CompiledRule: Sendable {
        let expressions: [CompiledExpression]
        let properties: [String: JSONValue]

        init(_ rule: PathRule) {
            expressions = rule.patterns.compactMap { pattern in
                guard pattern.isValid, let expression = try? NSRegularExpression(pattern: pattern.source) else {
                    return nil
                }
                return CompiledExpression(expression: expression)
            }
            properties = rule.properties
        }

        func matches(_ text: String) -> Bool {
            let range = NSRange(text.startIndex..<text.endIndex, in: text)
            return expressions.contains { $0.expression.firstMatch(in: text, range: range) != nil }
        }
    }

    /// NSRegularExpression is immutable and documented as safe to use from several threads at once.
    private struct CompiledExpression: @unchecked Sendable {
        let expression: NSRegularExpression
    }
}
