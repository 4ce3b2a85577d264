extension KeyboardState {
    /// Whether the shell must keep sending ``KeyboardEvent/tick(time:)``: while a finger is down
    /// (long presses, key repeat) and while the spacebar shows a layout's name for a moment.
    public var needsTicks: Bool {
        !touches.isEmpty || spacebarLabel != nil
    }
}

extension KeyboardEngine {
    /// Sets the shift state from outside the keyboard, as JACKeyboard's `capitalization` property
    /// allows an app to: `.off`, `.once(automatic: false)` for shift, or `.capsLock`. Returns whether
    /// the state changed. Auto-capitalisation may turn shift on again at the next event that calls
    /// for it.
    @discardableResult
    public func setShift(_ shift: ShiftState, state: inout KeyboardState) -> Bool {
        guard state.shift != shift else { return false }
        state.shift = shift
        return true
    }
}
