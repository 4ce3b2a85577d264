/// Flicks: a finger on a key with ``Key/flicks`` types the key's tap when it lifts where it landed,
/// or the text of the direction it moved in (``FlickDirection/of(displacement:keySize:)``).
extension Update {
    /// Acts for a finger lifted at `location` from the flick key it landed on: types the flick it
    /// made, or taps the key when it moved too little. Returns false, having done nothing, when the
    /// finger did not land on a flick key.
    mutating func releaseFlickKey(_ active: ActiveTouch, at location: Point, time: Double) -> Bool {
        guard let keyIndex = active.keyIndex, state.geometry.keys.indices.contains(keyIndex) else { return false }
        let laidOut = state.geometry.keys[keyIndex]
        guard let flicks = laidOut.key.flicks, laidOut.key.type == .textEntry else { return false }
        let moved = Point(x: location.x - active.startLocation.x, y: location.y - active.startLocation.y)
        guard let direction = FlickDirection.of(displacement: moved, keySize: laidOut.frame.size) else {
            tapLocation = active.startLocation
            perform(keyIndex, at: time)
            return true
        }
        // A flick where the key has nothing types nothing, as on iOS's わ key flicked down.
        guard let text = flicks[direction] else { return true }
        if performInEmojiSearch(Key(text: text)) { return true }
        if compose(text) { letGoOfOneLetterShift() } else { type(text) }
        state.typing.step(.typed, facts: behavior, effects: &effects)
        return true
    }

    /// The cursor-right key while a flick keypad composes ends the multi-tap cycle of the last
    /// kana instead of moving the cursor, as iOS's → key does: its composer reads
    /// ``FlickKanaComposer/advanceKey``. Returns whether it did.
    mutating func advanceInComposition() -> Bool {
        guard state.composition.isComposing, let composer = engine.composer(for: state),
            composer.accepts(FlickKanaComposer.advanceKey)
        else { return false }
        return compose(FlickKanaComposer.advanceKey)
    }
}

extension KeyboardState {
    /// The cross of kana to draw while a finger is down on a flick key: the key's labels and the
    /// direction the finger points at now; nil when no finger is on a flick key.
    public var flickGuide: FlickGuide? {
        for touch in touches where touch.phase == .pressing {
            guard let keyIndex = touch.keyIndex, geometry.keys.indices.contains(keyIndex) else { continue }
            let laidOut = geometry.keys[keyIndex]
            guard let flicks = laidOut.key.flicks, laidOut.key.type == .textEntry else { continue }
            let moved = Point(x: touch.location.x - touch.startLocation.x, y: touch.location.y - touch.startLocation.y)
            return FlickGuide(
                keyFrame: laidOut.frame, center: laidOut.text ?? "", flicks: flicks,
                selected: FlickDirection.of(displacement: moved, keySize: laidOut.frame.size))
        }
        return nil
    }
}
