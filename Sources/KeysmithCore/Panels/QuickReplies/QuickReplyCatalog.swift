/// A quick-replies file: the canned phrases the `tappaText` panel inserts with one tap.
///
/// ```json
/// {"quickReplies": [{"title": "On my way", "text": "On my way! Be there in 10 minutes."}]}
/// ```
public struct QuickReplyCatalog: Sendable, Hashable, Codable {
    public var replies: [QuickReply]

    public init(replies: [QuickReply]) {
        self.replies = replies
    }

    /// The fields of a quick-replies file's top-level object.
    public static let fieldNames: Set<String> = ["quickReplies"]
}

/// One canned phrase.
public struct QuickReply: Sendable, Hashable, Codable {
    /// What the panel shows; nil shows the text itself.
    public var title: String?
    /// What is inserted at the cursor.
    public var text: String

    public init(title: String? = nil, text: String) {
        self.title = title
        self.text = text
    }

    public static let fieldNames: Set<String> = ["title", "text"]

    /// What the panel shows.
    public var label: String { title ?? text }
}
