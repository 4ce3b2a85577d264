/// A snippets file: the snippets that snippet keys insert, in file order.
public struct SnippetCatalog: Sendable, Hashable, Codable {
    public var snippets: [Snippet]

    public init(snippets: [Snippet]) {
        self.snippets = snippets
    }

    /// The fields of a snippets file's top-level object.
    public static let fieldNames: Set<String> = ["snippets"]

    /// The snippet with this name.
    public func snippet(named name: String) -> Snippet? {
        snippets.first { $0.name == name }
    }

    /// The snippets the user may edit in settings, in file order.
    public var userEditableSnippets: [Snippet] {
        snippets.filter(\.userEditable)
    }
}
