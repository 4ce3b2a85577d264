/// The words the panels draw that their render model does not carry, written once for every shell.
enum PanelLabels {
    /// The button that puts the selected text into a snippet's template.
    static let useSelection = "Use Selection"
    /// The button that brings back a snippet's own template.
    static let reset = "Reset"
    /// The button that keeps things as they are, such as the learned words after Reset Learned Words.
    static let cancel = "Cancel"
    /// The embedded browser's button that opens the page in the browser app.
    static let open = "Open"
    /// What VoiceOver says for the close button of the social bar and of an open panel's header.
    static let close = "Close"
    /// Shown under the GIF queries while a search is under way.
    static let searching = "Searching…"
    /// The emoji page's title, and what VoiceOver says for an emoji key.
    static let emoji = "Emoji"
    /// What the emoji page's empty search field says.
    static let searchEmoji = "Search Emoji"
    /// The emoji page's key back to the letters.
    static let letters = "ABC"
    /// The candidate grid's name, for VoiceOver.
    static let candidates = "Candidates"
    /// What VoiceOver says for the candidate bar's expand control, and its collapse control.
    static let moreCandidates = "More Candidates"
    static let fewerCandidates = "Fewer Candidates"
    /// What VoiceOver says for the candidate grid's page buttons.
    static let previousCandidates = "Previous Candidates"
    static let nextCandidates = "Next Candidates"

    /// The embedded browser's placeholder for the page at `url`, where the page itself is not drawn.
    static func webPage(_ url: String) -> String {
        "Web page: \(url)"
    }
}
