/// What a shell plays for one ``KeyboardEffect/feedback(_:_:)`` effect: the system input click and a
/// haptic tap, as the engine decided from the user's settings and the keyboard's access.
public struct KeyFeedbackOutput: Sendable, Hashable {
    /// Play the system input click (`UIDevice.playInputClick()`). The system still honours the
    /// user's Keyboard Clicks setting on top of this.
    public var playsInputClick: Bool
    /// The strength of the haptic tap, or nil for none.
    public var haptic: HapticStrength?

    init(playsInputClick: Bool, haptic: HapticStrength?) {
        self.playsInputClick = playsInputClick
        self.haptic = haptic
    }

    /// No sound and no haptic.
    static let silent = KeyFeedbackOutput(playsInputClick: false, haptic: nil)
}

/// How strong a haptic tap is, in the terms of `UIImpactFeedbackGenerator.FeedbackStyle`.
public enum HapticStrength: String, Sendable, Hashable, Codable, CaseIterable {
    case light
    case medium
    case rigid
}

extension KeyFeedback {
    /// What to play for this feedback under `settings`.
    ///
    /// Clicks play when the user's Keysmith setting allows them. Haptics need the setting and full
    /// access too: iOS gives a keyboard extension without full access no haptics. A character key
    /// taps lightly, delete with medium strength, and modifiers (shift, return, switch) rigidly, so
    /// that a finger can tell them apart.
    func output(settings: KeyboardSettings, hasFullAccess: Bool) -> KeyFeedbackOutput {
        let haptic: HapticStrength?
        if settings.playsHaptics, hasFullAccess {
            switch self {
            case .click: haptic = .light
            case .delete: haptic = .medium
            case .modifier: haptic = .rigid
            }
        } else {
            haptic = nil
        }
        return KeyFeedbackOutput(playsInputClick: settings.playsInputClicks, haptic: haptic)
    }
}
