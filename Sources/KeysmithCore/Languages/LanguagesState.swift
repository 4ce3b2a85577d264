/// The language feature's slice of the state: the language being typed, and what the spacebar
/// shows for a moment after a switch.
///
/// Its steps are in `Update+Languages.swift`: the globe key, its list of languages, and
/// ``KeyboardEvent/selectLanguage(_:)``. It emits ``KeyboardEffect/languageChanged(_:)``,
/// ``KeyboardEffect/advanceToNextInputMode`` and ``KeyboardEffect/showInputModeList``, and the
/// ``KeyboardEffect/saveSettings(_:)`` that remembers the language.
struct LanguagesState: Sendable, Equatable {
    /// The identifier of the language being typed; nil for a keyboard that names no language.
    var current: String?
    /// A language's or a layout's name the spacebar shows for a moment after a switch.
    var spacebarLabel: MomentaryLabel?
}

extension LanguagesState: KeyboardFeature {
    /// What the language feature's slice reacts to.
    enum Event {
        /// `language` becomes the one typed.
        case select(KeyboardLanguage)
        /// The spacebar shows `text` until `until`, on the events' clock.
        case announce(String, until: Double)
        /// Time passed: a label whose time is up goes.
        case tick(Double)
        /// Another layout came on screen: the label of the former one goes at once.
        case layoutChanged
    }

    typealias Facts = Void

    /// Returns whether the language being typed changed, which the layout, the settings and the
    /// suggestions then follow.
    @discardableResult
    mutating func step(_ event: Event, facts: Void, effects: inout [KeyboardEffect]) -> Bool {
        switch event {
        case .select(let language):
            guard language.identifier != current else { return false }
            current = language.identifier
            return true
        case .announce(let text, let until):
            spacebarLabel = MomentaryLabel(text: text, until: until)
        case .tick(let time):
            if let label = spacebarLabel, Update.hasReached(label.until, at: time) { spacebarLabel = nil }
        case .layoutChanged:
            spacebarLabel = nil
        }
        return false
    }
}

/// A text shown for a limited time.
@_spi(Tooling) public struct MomentaryLabel: Sendable, Hashable, Codable {
    var text: String
    /// When it disappears, on the events' clock.
    var until: Double
}
