/// Flicks: a finger on a key with ``Key/flicks`` types the key's tap when it lifts where it landed,
/// or the text of the direction it moved in (``FlickDirection/of(displacement:keySize:)``).
extension Update {
    /// Acts for a finger lifted at `location` from the flick key it landed on: types the flick it
    /// made, or taps the key when it moved too little. Returns false, having done nothing, when the
    /// finger did not land on a flick key.
    mutating func releaseFlickKey(_ active: ActiveTouch, at location: Point, time: Double) -> Bool {
        var lifted = active
        lifted.location = location
        guard let flick = state.geometry.flick(of: lifted) else { return false }
        guard let direction = flick.direction else {
            tapLocation = active.startLocation
            perform(flick.keyIndex, at: time)
            return true
        }
        // A flick where the key has nothing types nothing, as on iOS's わ key flicked down.
        guard let text = flick.flicks[direction] else { return true }
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
            guard let flick = geometry.flick(of: touch) else { continue }
            let laidOut = geometry.keys[flick.keyIndex]
            return FlickGuide(
                keyFrame: laidOut.frame, center: laidOut.text ?? "", flicks: flick.flicks, selected: flick.direction)
        }
        return nil
    }
}

extension KeyboardGeometry {
    /// The flick key `touch` landed on, its flicks, and the direction the touch has moved in from
    /// where it landed (nil while it would type the key's tap); nil when it did not land on a key
    /// that types by flicks.
    func flick(of touch: ActiveTouch) -> (keyIndex: Int, flicks: KeyFlicks, direction: FlickDirection?)? {
        guard let keyIndex = touch.keyIndex, keys.indices.contains(keyIndex) else { return nil }
        let laidOut = keys[keyIndex]
        guard let flicks = laidOut.key.flicks, laidOut.key.type == .textEntry else { return nil }
        let moved = Point(x: touch.location.x - touch.startLocation.x, y: touch.location.y - touch.startLocation.y)
        return (keyIndex, flicks, FlickDirection.of(displacement: moved, keySize: laidOut.frame.size))
    }
}
