@_spi(Tooling) import KeysmithCore

/// The letters layout of a keyboard, laid out on an iPhone in portrait: the keys the tool ranks
/// corrections by, and the benchmarks type on.
package enum LetterLayouts {
    /// The letters layout of `configuration`: the layout `name`, else the first layout its globe key
    /// cycles through. Nil for a set without layouts.
    package static func letters(of configuration: KeyboardConfiguration, layout name: String? = nil)
        -> KeyboardGeometry?
    {
        guard let name = name ?? configuration.set.layouts.first, let layout = configuration.layouts[name] else {
            return nil
        }
        return KeyboardGeometry.layout(layout, metrics: .standard(for: .iphonePortrait), hasMultipleKeyboards: false)
    }

    /// The embedded English layout on an iPhone in portrait: the keys the tool's suggestions rank
    /// corrections by, and the benchmarks type on. Nil when the embedded set has no English layout.
    package static var embeddedEnglish: KeyboardGeometry? {
        KeyboardConfiguration.embedded().value.flatMap { letters(of: $0, layout: "English") }
    }

    /// The letters layout of the embedded keyboard of `language` (`fr`, `de_CH`), with the locale
    /// identifier of that keyboard; nil when Keysmith embeds no keyboard for the language.
    package static func embedded(language: String) -> (identifier: String, geometry: KeyboardGeometry)? {
        guard let identifier = EmbeddedLanguages.identifier(matching: language),
            let configuration = KeyboardConfiguration.embedded(language: identifier).value,
            let geometry = letters(of: configuration)
        else { return nil }
        return (identifier, geometry)
    }
}
