import Foundation
import FuzzSupport
@_spi(Tooling) @testable import KeysmithCore

/// Path configuration patterns: the explanation of a pattern NSRegularExpression refuses, and a
/// rule set of a few patterns matched against a path. Only valid patterns match anything.
@_cdecl("FuzzPathPatterns_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzz)
}

private func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var input = FuzzInput(start, count: count)
    let patterns = (0..<(1 + Int(input.byte() % 3))).map { _ in PathPattern(input.string(maximumLength: 40)) }
    let path = input.string(maximumLength: 64)
    for pattern in patterns {
        _ = RegularExpressionSyntax.explain(pattern.source)
        require((PathPattern.problem(with: pattern.source) == nil) == pattern.isValid, "\(pattern) is valid and not")
    }
    let rules = patterns.enumerated().map { index, pattern in
        PathRule(patterns: [pattern], properties: ["rule": .number(Double(index))])
    }
    let ruleSet = PathRuleSet(PathConfiguration(rules: rules), matchQueryStrings: input.flag())
    let matched = ruleSet.properties(forMatchedText: path)
    if let url = URL(string: path, relativeTo: URL(string: "https://example.com")) {
        for index in ruleSet.matchingRuleIndices(for: url) {
            require(patterns[index].isValid, "the invalid pattern \(patterns[index]) matched \(url)")
        }
        _ = ruleSet.toolbarChoice(for: url)
    }
    if case .number(let index)? = matched["rule"] {
        require(patterns[Int(index)].isValid, "the invalid pattern \(patterns[Int(index)]) matched \(path)")
    }
    return 0
}
