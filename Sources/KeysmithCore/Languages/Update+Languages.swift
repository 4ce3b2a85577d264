/// Languages: a keyboard of several languages switches between them with the globe key.
///
/// A tap on the globe goes to the next language. After the last one it hands over to the system's
/// next keyboard, as iOS's own keyboards do with one input mode a language, and comes back on the
/// first language; where the host has no other keyboard (no globe is needed) it goes round to the
/// first. So the globe still reaches every keyboard the user has, and a keyboard of one language
/// behaves exactly as before. A long press lists the languages, and last the system's list of
/// keyboards. After a switch the spacebar shows the language's name for a moment, the layout of
/// ordinary text fields and the suggestions follow it, and the settings remember it.
extension Update {
    /// The language being typed; nil for a keyboard that names no language.
    var activeLanguage: KeyboardLanguage? {
        engine.language(state.languages.current)
    }

    /// Whether the globe switches languages: the keyboard has more than one.
    var switchesLanguages: Bool {
        engine.languages.count > 1
    }

    /// The title of the language list's last row, which opens the system's list of keyboards.
    static let otherKeyboardsTitle = "🌐"

    /// A tap on the globe key.
    mutating func tapGlobe(at time: Double) {
        let languages = engine.languages
        guard switchesLanguages else {
            effects.append(.advanceToNextInputMode)
            return
        }
        let current = state.languages.current.flatMap { identifier in
            languages.firstIndex { $0.identifier == identifier }
        }
        let next = (current ?? -1) + 1
        if next < languages.count {
            selectLanguage(at: next, at: time)
        } else if state.host.needsInputModeSwitchKey {
            // Back on the first language when the user comes round to this keyboard again.
            selectLanguage(at: 0, at: nil)
            effects.append(.advanceToNextInputMode)
        } else {
            selectLanguage(at: 0, at: time)
        }
    }

    /// A long press on the globe key: the list of languages when there are several, else the
    /// system's list of keyboards.
    mutating func longPressGlobe(touchAt index: Int, key: LaidOutKey) {
        let titles = engine.languages.map(\.displayName) + [Self.otherKeyboardsTitle]
        guard switchesLanguages,
            let panel = state.geometry.languageList(
                for: key, titles: titles, headroom: state.geometry.metrics.toolbarHeight)
        else {
            effects.append(.showInputModeList)
            state.touches[index].phase = .done
            return
        }
        state.touches[index].phase = .languages(panel: panel, selected: nil)
    }

    /// The finger lifted from the language list on row `selected` (nil: beside it, nothing).
    mutating func chooseFromLanguageList(_ selected: Int?, at time: Double) {
        guard let selected else { return }
        if engine.languages.indices.contains(selected) {
            selectLanguage(at: selected, at: time)
        } else {
            effects.append(.showInputModeList)
        }
    }

    /// Switches to the language the shell names (see ``KeyboardEvent/selectLanguage(_:)``).
    mutating func selectLanguage(named name: String, at time: Double?) {
        guard let index = engine.languages.index(matching: name) else { return }
        selectLanguage(at: index, at: time)
    }

    /// Makes the language at `index` the active one: its layout comes on screen, the settings
    /// remember it, and with a `time` the spacebar shows its name until `time` plus the behaviour's
    /// `spacebarLabelDuration`.
    mutating func selectLanguage(at index: Int, at time: Double?) {
        let language = engine.languages[index]
        if state.languages.step(.select(language), effects: &effects) {
            state.settings.language = language.identifier
            effects.append(.saveSettings(state.settings))
            effects.append(.languageChanged(language))
            if let name = engine.layoutName(for: state.host.keyboardType, language: language) {
                setLayout(name)
            }
            // The word being typed is suggested for in the new language.
            state.suggesting.step(.languageChanged, effects: &effects)
        }
        if let time {
            state.languages.step(
                .announce(language.displayName, until: time + behavior.spacebarLabelDuration), effects: &effects)
        }
    }
}

extension KeyboardEngine {
    /// The languages the keyboard types, in globe order; see ``KeyboardConfiguration/languages``.
    public var languages: [KeyboardLanguage] {
        configuration.languages
    }

    /// The language with this identifier, if the keyboard has it.
    func language(_ identifier: String?) -> KeyboardLanguage? {
        guard let identifier else { return nil }
        return languages.first { $0.identifier == identifier }
    }

    /// The language a keyboard starts on: the one `settings` saved, else the one `primaryLanguage`
    /// means, else the first; nil for a keyboard that names no language.
    func startingLanguage(settings: KeyboardSettings, primaryLanguage: String?) -> KeyboardLanguage? {
        if let saved = language(settings.language) { return saved }
        if let primaryLanguage, let index = languages.index(matching: primaryLanguage) { return languages[index] }
        return languages.first
    }
}
