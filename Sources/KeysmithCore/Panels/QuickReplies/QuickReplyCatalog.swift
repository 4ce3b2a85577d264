/// A quick-replies file: the canned phrases the `tappaText` panel inserts with one tap.
///
/// ```json
/// {"quickReplies": [{"title": "On my way", "text": "On my way! Be there in 10 minutes."}]}
/// ```
struct QuickReplyCatalog: Sendable, Hashable, Codable {
    var replies: [QuickReply]

    init(replies: [QuickReply]) {
        self.replies = replies
    }

    /// The fields of a quick-replies file's top-level object.
    static let fieldNames: Set<String> = ["quickReplies"]
}

/// One canned phrase.
struct QuickReply: Sendable, Hashable, Codable {
    /// What the panel shows; nil shows the text itself.
    var title: String?
    /// What is inserted at the cursor.
    var text: String

    init(title: String? = nil, text: String) {
        self.title = title
        self.text = text
    }

    static let fieldNames: Set<String> = ["title", "text"]

    /// What the panel shows.
    var label: String { title ?? text }
}
