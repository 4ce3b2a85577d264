import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

/// A keyboard of two languages: the embedded English (US) and a French of the set's own, AZERTY.
enum BilingualFixture {
    static let manifest = """
        {
          "name": "bilingual",
          "languages": ["en_US", {"locale": "fr_FR", "layout": "French", "displayName": "Français"}]
        }
        """

    /// An AZERTY layout with a globe key, a spacebar and return; no switch to numbers.
    static let french = """
        {
          "displayName": "French",
          "locale": "fr_FR",
          "rows": [
            [{"text": "a"}, {"text": "z"}, {"text": "e", "modifiers": ["e", "é", "è", "ê"]}, {"text": "r"}, {"text": "t"},
             {"text": "y"}, {"text": "u"}, {"text": "i"}, {"text": "o"}, {"text": "p"}],
            [{"text": "q"}, {"text": "s"}, {"text": "d"}, {"text": "f"}, {"text": "g"}, {"text": "h"}, {"text": "j"},
             {"text": "k"}, {"text": "l"}, {"text": "m"}],
            [{"type": "shift", "width": 1.5}, {"text": "w"}, {"text": "x"}, {"text": "c"}, {"text": "v"}, {"text": "b"},
             {"text": "n"}, {"text": "'"}, {"type": "delete", "width": 1.5}],
            [{"type": "nextKeyboard", "width": 0, "widthIfMultipleKeyboards": 1.25}, {"type": "spacebar", "width": 5},
             {"type": "return", "width": 2.5}]
          ]
        }
        """

    /// Files by name, as a folder would give them.
    static func load(_ files: [String: String]) -> ConfigLoadResult<KeyboardConfiguration> {
        KeyboardConfiguration.load(manifest: "Keyboard") { name in
            files[name].map { SourceText(name: name + ".json", text: $0) }
        }
    }

    /// The configuration of the two languages.
    static func configuration(sourceLocation: SourceLocation = #_sourceLocation) throws -> KeyboardConfiguration {
        let result = load(["Keyboard": manifest, "French": french])
        #expect(result.diagnostics == [], sourceLocation: sourceLocation)
        return try #require(result.value, sourceLocation: sourceLocation)
    }

    /// A host that shows the globe key: the user has other keyboards.
    static let hostWithGlobe = HostContext(autocapitalization: .none, needsInputModeSwitchKey: true)
}
