@_spi(Tooling) import KeysmithCore

/// The emoji page in the preview: its fingers reach the engine as touches (see ``handle(_:)``), and
/// the wheel scrolls its grid.
extension PreviewSession {
    /// The wheel over the emoji page scrolls its grid sideways, whichever way the wheel turns; the
    /// other panels do not scroll in the preview.
    mutating func scrollPanel(dx: Double, dy: Double) -> [ServerMessage] {
        guard case .emoji(let page)? = engine.render(state).panel?.content else { return [] }
        let delta = abs(dx) >= abs(dy) ? dx : dy
        return send(.panel(.scrollEmojiPage(to: page.scrollOffset + delta)))
    }
}
