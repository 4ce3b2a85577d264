import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore

/// `keysmith languages`: the keyboards for other languages embedded in Keysmith.
struct LanguagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "languages",
        abstract: "List the embedded language keyboards, which --keyboard and lint take by name.",
        discussion: """
            Each line gives a language's identifier and its name in the language itself. A \
            language may be named loosely wherever a keyboard is named: fr, fr_FR, fr-FR; a bare \
            language code means its main region (de is de_DE, pt is pt_PT). A layout of the \
            embedded set of the same name (English) wins over a language.

            With --format json, a list of {\"identifier\", \"displayName\"}.
            """
    )

    @OptionGroup var formatOptions: FormatOptions
    var format: OutputFormat { formatOptions.format }

    /// One embedded language as listed.
    struct Entry: Encodable {
        var identifier: String
        /// The language's name in itself, from its manifest; nil when its keyboard does not load.
        var displayName: String?
    }

    func run() throws {
        let entries = EmbeddedLanguages.identifiers.map { identifier in
            let set = KeyboardConfiguration.embedded(language: identifier).value?.set
            return Entry(identifier: identifier, displayName: set.map { $0.displayName ?? $0.name })
        }
        switch format {
        case .text:
            let width = entries.map(\.identifier.count).max() ?? 0
            for entry in entries {
                let padded = entry.identifier.padding(toLength: width, withPad: " ", startingAt: 0)
                print(
                    "\(padded)  \(entry.displayName ?? "(does not load; keysmith lint --strict \(entry.identifier))")")
            }
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(entries), as: UTF8.self))
        }
    }
}
