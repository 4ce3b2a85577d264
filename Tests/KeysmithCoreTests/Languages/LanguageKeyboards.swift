import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

/// The embedded language keyboards as the tests use them: loaded once each, and typed on with
/// ``Typist`` into a document.
enum LanguageKeyboards {
    /// What typing a text gave: the document's text, and how many long presses it took.
    struct Typing: Sendable {
        var text: String
        var longPresses: Int
    }

    /// The embedded keyboard of `identifier`, failing the test with its diagnostics when it does not
    /// load.
    static func configuration(_ identifier: String) throws -> KeyboardConfiguration {
        let result = KeyboardConfiguration.embedded(language: identifier)
        guard let configuration = result.value else {
            Issue.record(
                "\(identifier) does not load:\n\(result.diagnostics.map(\.description).joined(separator: "\n"))")
            throw LoadFailure()
        }
        return configuration
    }

    struct LoadFailure: Error {}

    /// Types `text` on `engine` from a fresh keyboard in an ordinary text field, and applies the edits
    /// to an empty document.
    static func type(
        _ text: String, on engine: KeyboardEngine, deviceClass: DeviceClass = .iphonePortrait
    ) throws -> Typing {
        var typist = Typist(engine: engine, state: engine.initialState(host: .standard, deviceClass: deviceClass))
        try typist.type(text)
        var document = InMemoryTextDocument()
        for case .edit(let edit) in typist.effects { document.apply([edit]) }
        document.flush()
        return Typing(text: document.text, longPresses: typist.longPresses)
    }

    /// The language code of a locale identifier: `pt` for `pt_BR`.
    static func language(of identifier: String) -> String {
        String(identifier.prefix { $0 != "_" && $0 != "-" }).lowercased()
    }

    /// What a letter is typed as with shift in `language`: Unicode's default upper case, except the
    /// dotted i of Turkish and Azeri (`i` → `İ`); nil for a letter without a capital of one character
    /// (a caseless script, a mark, `ß` whose default upper case is `SS`).
    static func capital(of letter: String, language: String) -> String? {
        let upper: String
        if ["tr", "az"].contains(language) {
            upper = letter.replacingOccurrences(of: "i", with: "İ").uppercased()
        } else {
            upper = letter.uppercased()
        }
        guard upper != letter, upper.count == letter.count else { return nil }
        return upper
    }
}
