/// A snippets file: the snippets that snippet keys insert, in file order.
struct SnippetCatalog: Sendable, Hashable, Codable {
    var snippets: [Snippet]

    init(snippets: [Snippet]) {
        self.snippets = snippets
    }

    /// The fields of a snippets file's top-level object.
    static let fieldNames: Set<String> = ["snippets"]

    /// The snippet with this name.
    func snippet(named name: String) -> Snippet? {
        snippets.first { $0.name == name }
    }

    /// The snippets the user may edit in settings, in file order.
    var userEditableSnippets: [Snippet] {
        snippets.filter(\.userEditable)
    }
}
