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
/// The slice conforms itself: `SwipeState` is the swipe feature. Features are values with static
/// dispatch and are reached through key paths the optimiser folds away, so that a step costs what a
/// method call on a stored property costs.
protocol KeyboardFeature {
    /// What the feature reacts to.
    associatedtype Event
    /// What the feature reads of the rest of the keyboard for an event.
    associatedtype Facts
    /// What the feature asks of the rest of the keyboard after an event.
    associatedtype Outcome

    /// Applies `event` to the feature's slice, appending the effects it emits.
    mutating func step(_ event: Event, facts: Facts, effects: inout [KeyboardEffect]) -> Outcome
}

extension Update {
    /// Sends `event` to the feature kept at `slice`: its step changes that slice only, reads `facts`,
    /// and appends to this event's effects.
    @inline(__always)
    @discardableResult
    mutating func send<Feature: KeyboardFeature>(
        _ event: Feature.Event, to slice: WritableKeyPath<KeyboardState, Feature>, facts: Feature.Facts
    ) -> Feature.Outcome {
        state[keyPath: slice].step(event, facts: facts, effects: &effects)
    }

    /// Sends `event` to the feature kept at `slice`, for a feature that reads nothing else.
    @inline(__always)
    @discardableResult
    mutating func send<Feature: KeyboardFeature>(
        _ event: Feature.Event, to slice: WritableKeyPath<KeyboardState, Feature>
    ) -> Feature.Outcome where Feature.Facts == Void {
        state[keyPath: slice].step(event, facts: (), effects: &effects)
    }
}
