/// An on/off choice of the settings panel, stored in ``KeyboardSettings``.
public enum KeyboardOption: String, Sendable, Hashable, Codable, CaseIterable {
    /// ``KeyboardSettings/autoCapitalization``.
    case autoCapitalization
    /// ``KeyboardSettings/doubleSpaceTypesPeriod``.
    case doubleSpacePeriod
    /// ``KeyboardSettings/smartQuotes``.
    case smartQuotes
    /// ``KeyboardSettings/frenchSpacing``; offered only on a French keyboard.
    case frenchSpacing
    /// ``KeyboardSettings/swipeTyping``; offered only on a keyboard whose set turns swipe typing on.
    case swipeTyping
    /// ``KeyboardSettings/blocksOffensiveWords``; offered only on a keyboard that suggests words.
    case blockOffensiveWords
    /// ``KeyboardSettings/playsInputClicks``.
    case keySounds
    /// ``KeyboardSettings/playsHaptics``.
    case haptics

    /// The option's label in the settings panel.
    var title: String {
        switch self {
        case .autoCapitalization: "Auto-Capitalization"
        case .doubleSpacePeriod: "“.” Shortcut"
        case .smartQuotes: "Smart Quotes"
        case .frenchSpacing: "French Spacing"
        case .swipeTyping: "Slide to Type"
        case .blockOffensiveWords: "Block Offensive Words"
        case .keySounds: "Key Sounds"
        case .haptics: "Haptic Feedback"
        }
    }
}

extension KeyboardSettings {
    /// The value of `option`.
    subscript(option: KeyboardOption) -> Bool {
        get {
            switch option {
            case .autoCapitalization: autoCapitalization
            case .doubleSpacePeriod: doubleSpaceTypesPeriod
            case .smartQuotes: smartQuotes
            case .frenchSpacing: frenchSpacing
            case .swipeTyping: swipeTyping
            case .blockOffensiveWords: blocksOffensiveWords
            case .keySounds: playsInputClicks
            case .haptics: playsHaptics
            }
        }
        set {
            switch option {
            case .autoCapitalization: autoCapitalization = newValue
            case .doubleSpacePeriod: doubleSpaceTypesPeriod = newValue
            case .smartQuotes: smartQuotes = newValue
            case .frenchSpacing: frenchSpacing = newValue
            case .swipeTyping: swipeTyping = newValue
            case .blockOffensiveWords: blocksOffensiveWords = newValue
            case .keySounds: playsInputClicks = newValue
            case .haptics: playsHaptics = newValue
            }
        }
    }
}
