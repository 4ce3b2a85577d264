/// One event's worth of changes: the state being updated and the effects gathered so far.
///
/// `Update` is the root of the engine's tree of features. Its extensions in `Keyboard/` route each
/// event to the features it concerns, and keep what is the keyboard's own: the layout, the host,
/// the device, the key frames and the fingers. Each feature's extensions sit in its own folder
/// and change its own slice of the state (see ``KeyboardFeature``).
struct Update {
    let engine: KeyboardEngine
    var state: KeyboardState
    var effects: [KeyboardEffect] = []
    /// Where the key being performed was tapped, in the keys area's points; nil when it was not a tap.
    var tapLocation: Point?
    /// Whether this event recorded an insertion (see ``Insertion``), which then outlives the
    /// change it made to the text.
    var inserted = false
    /// Whether this event offered the suggestion bar words of another feature, which the bar keeps
    /// rather than suggesting for the word before the cursor.
    var barHoldsOffer = false
    /// Whether this event learned the phrases an answer to a suggestion request read, which that
    /// answer's suggestions already weigh (see ``learnPhrases(readBy:)``).
    var learnedFromAnswer = false

    var behavior: KeyboardBehavior { engine.behavior }

    /// The state and the effects the event ended with, moved out of the update, which ends here,
    /// rather than copied out of it and then let go.
    consuming func finish() -> (state: KeyboardState, effects: [KeyboardEffect]) {
        (state, effects)
    }

    /// The feedback of a key, as the user's settings and the keyboard's access allow; nothing when
    /// they allow neither sound nor haptic.
    mutating func playFeedback(_ kind: KeyFeedback) {
        let output = kind.output(settings: state.settings, hasFullAccess: state.host.hasFullAccess)
        if output != .silent { effects.append(.feedback(kind, output)) }
    }
}
