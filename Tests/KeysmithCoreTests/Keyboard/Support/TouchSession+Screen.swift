import Testing
@_spi(Tooling) @testable import KeysmithCore

/// What the keyboard draws now, and the keys found on it.
extension TouchSession {
    /// What the keyboard draws now.
    var model: KeyboardRenderModel { engine.render(state) }

    /// The key `target` as drawn now, if it is drawn.
    func key(_ target: KeyTarget) -> RenderedKey? {
        model.keys.first { target.isMatched(by: $0) }
    }

    /// The centre of `target`'s drawn frame; far outside the keyboard (with a recorded issue) when
    /// the key is not drawn.
    func center(of target: KeyTarget) -> Point {
        if let key = key(target) { return key.frame.center }
        Issue.record("no \(target) on \(state.layoutName)", sourceLocation: sourceLocation)
        return Point(x: -10_000, y: -10_000)
    }

    /// The text `target` shows, or nil for an icon, an image or a key that is not drawn.
    func label(of target: KeyTarget) -> String? {
        if case .text(let text)? = key(target)?.label { return text }
        return nil
    }

    /// The layouts the keyboard switched to, in order.
    var layoutChanges: [String] {
        effects.compactMap { if case .layoutChanged(let name) = $0 { name } else { nil } }
    }
}
