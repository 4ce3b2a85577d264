/// Case: the case shift gives letters, and shift turning itself on and off.
extension Update {
    var isShifted: Bool { state.typing.shift.isOn }

    /// What a text key types: `shiftText` when shifted, otherwise `inputText` or the label, with a
    /// single letter put in the case shift asks for.
    func typedText(for key: Key) -> String? {
        if isShifted, let shiftText = key.shiftText { return shiftText }
        // Not `.map(caseMapped)`: a method taken as a closure holds a copy of the whole update.
        guard let text = key.inputText ?? key.text else { return nil }
        return caseMapped(text)
    }

    /// A single cased letter in the case shift asks for, by the layout's language; anything else
    /// as written.
    func caseMapped(_ text: String) -> String {
        letterCase.keyText(text, shifted: isShifted)
    }
}

extension KeyboardEngine {
    /// Turns shift on or off by itself where the field's autocapitalisation asks, unless the user
    /// set it (a manual shift, or caps lock). The behaviour and the user's settings must both allow
    /// auto-capitalisation, and the layout's language must have capitals (not Arabic or Hebrew).
    func updateAutomaticShift(_ state: inout KeyboardState) {
        guard state.typing.shift == .off || state.typing.shift == .once(automatic: true) else { return }
        let wanted: Bool
        let rules = letterCase(for: state)
        if !behavior.autoCapitalization || !state.settings.autoCapitalization || !rules.hasCase {
            wanted = false
        } else {
            switch state.host.autocapitalization {
            case .none: wanted = false
            case .allCharacters: wanted = true
            case .words: wanted = state.typing.document.beforeInput.last.map { $0.isWhitespace } ?? true
            case .sentences:
                wanted = state.typing.document.isAtSentenceStart(
                    terminators: rules.sentenceTerminators)
            }
        }
        state.typing.shift = wanted ? .once(automatic: true) : .off
    }
}
