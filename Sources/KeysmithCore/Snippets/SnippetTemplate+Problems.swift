/// Why a snippet template the user wrote is refused. Each has a sentence the user can act on.
public enum SnippetTemplateProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing was written.
    case empty
    /// The template holds only `[[CURSOR]]`, so the key would insert nothing.
    case insertsNothing
    /// A placeholder written more than once; each may appear once.
    case repeatedPlaceholder(String, count: Int)
    /// A `[[NAME]]` that is not a placeholder, which would be inserted as written; with the
    /// placeholder it most resembles, if any.
    case unknownPlaceholder(String, suggestion: String?)
    /// Longer than `SnippetTemplate.maximumUserLength` characters.
    case tooLong(maximum: Int)

    public var description: String {
        switch self {
        case .empty:
            "the template is empty; write the text the key should insert"
        case .insertsNothing:
            "the template holds only \(SnippetTemplate.cursorPlaceholder), so the key would insert nothing"
        case .repeatedPlaceholder(let placeholder, let count):
            "\(placeholder) appears \(count) times; it may appear only once"
        case .unknownPlaceholder(let token, let suggestion):
            "\(token) is not a placeholder\(suggestion.map { " (did you mean \($0)?)" } ?? ""); the placeholders are \(SnippetTemplate.cursorPlaceholder) and \(SnippetTemplate.selectionPlaceholder)"
        case .tooLong(let maximum):
            "the template is longer than \(maximum) characters"
        }
    }
}

extension SnippetTemplate {
    /// The longest template a user may write in the keyboard's settings, in characters.
    static let maximumUserLength = 1_000

    /// Everything that makes this template unfit to replace a snippet the user edits, in the order
    /// above; empty when it is fine. A file's templates are checked by `keysmith lint` instead, where
    /// an unknown placeholder is only a warning.
    public var userEditProblems: [SnippetTemplateProblem] {
        if source.isEmpty { return [.empty] }
        var problems: [SnippetTemplateProblem] = []
        if source.count > Self.maximumUserLength { problems.append(.tooLong(maximum: Self.maximumUserLength)) }
        if source.replacingOccurrences(of: Self.cursorPlaceholder, with: "").isEmpty {
            problems.append(.insertsNothing)
        }
        let known = [Self.cursorPlaceholder, Self.selectionPlaceholder]
        let tokens = placeholders
        for placeholder in known {
            let count = tokens.filter { $0 == placeholder }.count
            if count > 1 { problems.append(.repeatedPlaceholder(placeholder, count: count)) }
        }
        var reported: Set<String> = []
        for token in tokens where !known.contains(token) && reported.insert(token).inserted {
            problems.append(.unknownPlaceholder(token, suggestion: closestMatch(to: token, among: known)))
        }
        return problems
    }
}
