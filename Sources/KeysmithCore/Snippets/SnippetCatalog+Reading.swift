import Foundation

extension SnippetCatalog: ConfigFormat {
    static let kind = ConfigKind.snippets

    static func read(_ root: JSONNode, with reader: inout ConfigReader) -> SnippetCatalog? {
        guard let object = reader.object(root, at: .root, expected: "a snippets file") else { return nil }
        let snippets = reader.uniquelyNamedList(
            "snippets", in: object, expected: "\"snippets\": a list of snippets", itemKind: "snippet",
            read: Snippet.read, name: \.name)
        reader.noteUnknownTopLevelKeys(in: object, known: fieldNames, context: "a snippets file")
        return snippets.map(SnippetCatalog.init)
    }
}

extension Snippet {
    static func read(_ node: JSONNode, at pointer: JSONPointer, with reader: inout ConfigReader) -> Snippet? {
        guard let object = reader.object(node, at: pointer, expected: "a snippet") else { return nil }
        let name = reader.nonEmptyString("name", in: object, required: true)
        let title = reader.nonEmptyString("title", in: object)
        let template = reader.nonEmptyString("template", in: object, required: true)
        let userEditable = reader.bool("userEditable", in: object) ?? false
        let accessibilityLabel = reader.nonEmptyString("accessibilityLabel", in: object)
        reader.noteUnknownKeys(in: object, known: fieldNames, context: "a snippet")

        guard let name, let template, let templateNode = object["template"] else { return nil }
        let snippetTemplate = SnippetTemplate(template)
        checkPlaceholders(snippetTemplate, at: templateNode, object.pointer / "template", with: &reader)
        return Snippet(
            name: name, title: title, template: snippetTemplate, userEditable: userEditable,
            accessibilityLabel: accessibilityLabel)
    }

    private static func checkPlaceholders(
        _ template: SnippetTemplate, at node: JSONNode, _ pointer: JSONPointer, with reader: inout ConfigReader
    ) {
        let known = [SnippetTemplate.cursorPlaceholder, SnippetTemplate.selectionPlaceholder]
        let placeholders = template.placeholders
        for (placeholder, purpose) in [
            (SnippetTemplate.cursorPlaceholder, "the cursor can be placed only once"),
            (SnippetTemplate.selectionPlaceholder, "the selected text can be inserted only once"),
        ] {
            let count = placeholders.filter { $0 == placeholder }.count
            if count > 1 {
                reader.error("\(placeholder) appears \(count) times in the template; \(purpose)", at: node, pointer)
            }
        }
        var warned: Set<String> = []
        for placeholder in placeholders where !known.contains(placeholder) && warned.insert(placeholder).inserted {
            let suggestion = closestMatch(to: placeholder, among: known).map { " (did you mean \($0)?)" } ?? ""
            reader.warning(
                "\(placeholder) is not a snippet placeholder and is inserted as written\(suggestion); the placeholders are \(known[0]) and \(known[1])",
                at: node, pointer)
        }
        if template.source.replacingOccurrences(of: SnippetTemplate.cursorPlaceholder, with: "").isEmpty {
            reader.warning(
                "the template holds only \(SnippetTemplate.cursorPlaceholder), so the key inserts nothing", at: node,
                pointer)
        }
    }
}
