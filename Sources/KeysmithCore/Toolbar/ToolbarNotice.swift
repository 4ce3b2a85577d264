/// A short message over the toolbar slot, such as why a link was not opened. It stays until the
/// next touch or toolbar event.
struct ToolbarNotice: Sendable, Hashable, Codable {
    var message: String

    init(message: String) {
        self.message = message
    }

    /// The notice for a tap on a button whose link is blocked.
    static func blocked(_ problem: LinkProblem) -> ToolbarNotice {
        ToolbarNotice(message: "This link can’t be opened from the keyboard: \(problem).")
    }

    /// The notice for a deep link that gives no URL with the field's text.
    static let deepLinkFailed = ToolbarNotice(message: "This link can’t be opened with the text in the field.")
}
