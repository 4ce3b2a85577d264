/// A message shown at the top of a panel.
public struct PanelNote: Sendable, Hashable, Codable {
    var text: String
    var tone: Tone

    init(_ text: String, tone: Tone = .info) {
        self.text = text
        self.tone = tone
    }

    public enum Tone: String, Sendable, Hashable, Codable {
        /// A hint or a confirmation.
        case info
        /// Something did not happen, and why.
        case warning
    }

    /// Why the stickers, GIFs and web pages do not work: they need the user to allow full access.
    static func needsFullAccess(for what: String) -> PanelNote {
        PanelNote(
            "\(what) need Full Access. Turn it on in Settings › General › Keyboard › Keyboards.",
            tone: .warning)
    }
}
