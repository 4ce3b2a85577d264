/// A language a keyboard types: its identifier, the name people see, and the layout that types it.
///
/// A keyboard of several languages (a set with `languages`) has one for each, in the order the
/// globe goes through them; a keyboard of one language has one, from its set's `locale`.
public struct KeyboardLanguage: Sendable, Hashable, Codable {
    /// The locale identifier, such as `fr_FR`; for an embedded language, its folder's name.
    public let identifier: String
    /// The name the spacebar shows for a moment after a switch, and the language list shows: the
    /// language's name in the language itself, such as `Français (France)`.
    public let displayName: String
    /// The layout that types the language in ordinary text fields: the set's own layout, or an
    /// embedded language's, prefixed with its identifier (`fr_FR/Letters`).
    @_spi(Tooling) public let layoutName: String

    @_spi(Tooling) public init(identifier: String, displayName: String, layoutName: String) {
        self.identifier = identifier
        self.displayName = displayName
        self.layoutName = layoutName
    }

    /// The lowercase language code: `fr` for `fr_FR`, `pt` for `pt-BR`.
    public var languageCode: String {
        LanguageTag.languageCode(of: identifier)
    }
}

extension [KeyboardLanguage] {
    /// The position of the language `name` means: the one with that identifier (ignoring case and
    /// whether parts are joined by `_` or `-`), else the first with its language code; nil when
    /// none matches. Shells pass what iOS gives them, such as an extension's `PrimaryLanguage`
    /// (`fr-FR`), or a language code.
    func index(matching name: String) -> Int? {
        guard let wanted = LanguageTag(name) else { return nil }
        let tags = map { LanguageTag($0.identifier) }
        if let exact = tags.firstIndex(where: { $0 == wanted }) { return exact }
        return tags.firstIndex { $0?.isSameLanguage(as: wanted) ?? false }
    }
}

extension KeyboardLayout {
    /// This layout with `prefix` before the name of every layout its switch keys go to, so that an
    /// embedded language's `Numbers` key goes to its own `fr_FR/Numbers`.
    func prefixingSwitchTargets(with prefix: String) -> KeyboardLayout {
        var layout = self
        for row in layout.rows.indices {
            for index in layout.rows[row].indices {
                if let target = layout.rows[row][index].keyboardName {
                    layout.rows[row][index].keyboardName = prefix + target
                }
            }
        }
        return layout
    }
}

extension SetLoader {
    /// Works out the configuration's languages: loads each embedded language's layouts under its
    /// prefix, and gives a set that left them out the first language's layout and the first embedded
    /// language's number and decimal pads.
    mutating func addLanguages(to configuration: inout KeyboardConfiguration) {
        let set = configuration.set
        guard !set.languages.isEmpty else {
            if let locale = set.locale, let layout = set.layout(for: .default) {
                configuration.languages = [
                    KeyboardLanguage(identifier: locale, displayName: set.displayName ?? locale, layoutName: layout)
                ]
            }
            return
        }
        var languages: [KeyboardLanguage] = []
        var pads: [FieldKeyboardType: String] = [:]
        for entry in set.languages {
            if let layout = entry.layout {
                // The set's own layout was loaded with the others, or reported missing where it is named.
                guard let loaded = configuration.layouts[layout] else { continue }
                let displayName = entry.displayName ?? loaded.displayName ?? loaded.spacebarDisplayName ?? entry.locale
                languages.append(
                    KeyboardLanguage(identifier: entry.locale, displayName: displayName, layoutName: layout))
                continue
            }
            let result = KeyboardConfiguration.embedded(language: entry.locale)
            diagnostics += result.diagnostics
            guard let embedded = result.value, let letters = embedded.set.layout(for: .default) else { continue }
            let prefix = entry.locale + "/"
            for (name, layout) in embedded.layouts {
                configuration.layouts[prefix + name] = layout.prefixingSwitchTargets(with: prefix)
            }
            let displayName = entry.displayName ?? embedded.languages.first?.displayName ?? entry.locale
            languages.append(
                KeyboardLanguage(identifier: entry.locale, displayName: displayName, layoutName: prefix + letters))
            for type in FieldKeyboardType.required where pads[type] == nil {
                if let pad = embedded.set.keyboardTypes[type] { pads[type] = prefix + pad }
            }
        }
        configuration.languages = languages
        if configuration.set.layouts.isEmpty, let first = languages.first {
            configuration.set.layouts = [first.layoutName]
        }
        for (type, pad) in pads where configuration.set.keyboardTypes[type] == nil {
            configuration.set.keyboardTypes[type] = pad
        }
    }
}

extension KeyboardLayout {
    /// The `keyboardDisplayName` of the layout's spacebar, if it has one.
    var spacebarDisplayName: String? {
        rows.joined().first { $0.type == .spacebar && $0.keyboardDisplayName != nil }?.keyboardDisplayName
    }
}
