/// A feature of the keyboard: the only owner of one slice of ``KeyboardState``, with the events it
/// reacts to and the effects it emits.
///
/// The engine is a tree. The root, `Update`, routes each ``KeyboardEvent`` to the features it
/// concerns; a feature's step sees its own slice `inout` and nothing else of the state — what it
/// reads of the rest of the keyboard comes in as its `Facts`, built by the caller — appends the
/// effects it emits, and hands back as its `Outcome` what the rest of the keyboard must do next
/// (type a decoded word, follow a new language). So a feature can change only its own slice, and
/// the calls between features are the few the root makes, by name.
///
/// The slice conforms itself: `SwipeState` is the swipe feature, and the root steps it where it is
/// stored, with the event's effects:
///
/// ```swift
/// let decoded = state.swiping.step(.decoded(response), facts: SwipeState.Facts(engine: engine), effects: &effects)
/// ```
///
/// Swift's exclusivity rules let the step change that one stored property and append to the
/// effects, and nothing else of the state. The call is a plain method call on a stored property:
/// no key path, no existential, no copy of the state.
protocol KeyboardFeature {
    /// What the feature reacts to.
    associatedtype Event
    /// What the feature reads of the rest of the keyboard for an event; `Void` for a feature that
    /// reads nothing else.
    associatedtype Facts
    /// What the feature asks of the rest of the keyboard after an event; `Void` for nothing.
    associatedtype Outcome

    /// Applies `event` to the feature's slice, appending the effects it emits.
    mutating func step(_ event: Event, facts: Facts, effects: inout [KeyboardEffect]) -> Outcome
}

extension KeyboardFeature where Facts == Void {
    /// Applies `event` to the slice of a feature that reads nothing else of the keyboard.
    @discardableResult
    mutating func step(_ event: Event, effects: inout [KeyboardEffect]) -> Outcome {
        step(event, facts: (), effects: &effects)
    }
}
