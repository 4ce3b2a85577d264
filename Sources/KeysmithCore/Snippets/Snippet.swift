/// One snippet: a template that a snippet key inserts, such as the opening and closing tags of
/// `<b>…</b>` with the cursor between them.
struct Snippet: Sendable, Hashable, Codable {
    /// The identifier keys use to name the snippet; unique within its file.
    var name: String
    /// The key's label; nil means the key shows `name`.
    var title: String?
    /// What the key inserts.
    var template: SnippetTemplate
    /// Whether the user may replace the template in the keyboard's settings (as with the Sarcasm
    /// and Bore tags of a markup keyboard). The file's template stays the default.
    var userEditable: Bool
    /// What VoiceOver says for the key; nil means it reads the label.
    var accessibilityLabel: String?

    init(
        name: String, title: String? = nil, template: SnippetTemplate, userEditable: Bool = false,
        accessibilityLabel: String? = nil
    ) {
        self.name = name
        self.title = title
        self.template = template
        self.userEditable = userEditable
        self.accessibilityLabel = accessibilityLabel
    }

    /// The fields a snippet defines.
    static let fieldNames: Set<String> = ["name", "title", "template", "userEditable", "accessibilityLabel"]

    /// The key's label: `title`, or `name` without one.
    var label: String { title ?? name }

    /// What VoiceOver says: `accessibilityLabel`, or the key's label without one.
    var spokenLabel: String { accessibilityLabel ?? label }
}
