/// One event's worth of changes: the state being updated and the effects gathered so far.
struct Update {
    let engine: KeyboardEngine
    var state: KeyboardState
    var effects: [KeyboardEffect] = []
    /// Where the key being performed was tapped, in the keys area's points; nil when it was not a tap.
    var tapLocation: Point?
    /// Whether this event made an automatic change to what was typed (an autocorrection, a letter's
    /// final form), which a delete right after may undo.
    var autocorrected = false
    /// Whether this event typed a swiped word, whose alternatives the suggestion bar shows.
    var swiped = false

    var behavior: KeyboardBehavior { engine.behavior }

    /// The feedback of a key, as the user's settings and the keyboard's access allow; nothing when
    /// they allow neither sound nor haptic.
    mutating func playFeedback(_ kind: KeyFeedback) {
        let output = kind.output(settings: state.settings, hasFullAccess: state.host.hasFullAccess)
        if output != .silent { effects.append(.feedback(kind, output)) }
    }
}
