import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore

/// `keysmith suggest`: the completions and corrections Keysmith offers for typed words.
struct Suggest: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the completions and corrections offered for words.",
        discussion: """
            For each WORD: the three most frequent words starting with it, and the three best \
            corrections within two edits, ranked by frequency and by the distance between keys on \
            the embedded English layout of an iPhone in portrait. Both keep the word's case. A \
            correction list includes the word itself when it is a word.

            With --format json, one JSON object per word and line: \
            {"input", "completions": [...], "corrections": [...]}.
            """
    )

    @Option(help: "A lexicon file made by `keysmith lexicon build`; the embedded English lexicon by default.", completion: .file())
    var lexicon: String?

    @Option(help: "How to print: text (one line per word) or json (one object per line).")
    var format: OutputFormat = .text

    @Argument(help: "The words to complete and correct.")
    var words: [String] = []

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func validate() throws {
        if words.isEmpty { throw ValidationError("Name at least one word.") }
        try Self.validateLexicon(lexicon)
    }

    /// What the command prints for one word.
    struct WordSuggestions: Encodable {
        var input: String
        var completions: [String]
        var corrections: [String]
    }

    func run() throws {
        let provider = SuggestionProvider(lexicon: try Self.loadLexicon(lexicon))
        let keys = Self.englishKeys()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for word in words {
            let shape = CaseShape(of: word)
            let result = WordSuggestions(
                input: word,
                completions: provider.completions(of: word, limit: 3),
                corrections: provider.corrections(of: word, keys: keys, limit: 3).corrections.map { shape.apply(to: $0.word) })
            switch format {
            case .json:
                print(String(decoding: try encoder.encode(result), as: UTF8.self))
            case .text:
                func list(_ items: [String]) -> String { items.isEmpty ? "none" : items.joined(separator: ", ") }
                print("\(word): completions: \(list(result.completions)); corrections: \(list(result.corrections))")
            }
        }
    }

    /// Checks a `--lexicon` option: the file must exist (a usage error, status 2, otherwise).
    static func validateLexicon(_ path: String?) throws {
        if let path, !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("No such file: \(path)")
        }
    }

    /// The lexicon the tool's suggestions come from: the file at `path` (made by `keysmith lexicon
    /// build`), or the embedded English lexicon without one. A file that cannot be read or is not a
    /// good lexicon is reported as `FILE: error: REASON` on standard error and ends the command with
    /// status 1.
    static func loadLexicon(_ path: String?) throws -> Lexicon {
        do {
            return try path.map { try Lexicon(contentsOf: URL(fileURLWithPath: $0)) } ?? Lexicon.english()
        } catch {
            printError("\(path ?? "English.lexicon"): error: \(error)")
            throw ExitCode(1)
        }
    }

    /// The letter keys of the embedded English layout on an iPhone in portrait.
    static func englishKeys() -> LetterKeys? {
        guard let configuration = KeyboardConfiguration.embedded().value, let layout = configuration.layouts["English"] else {
            return nil
        }
        return LetterKeys(geometry: KeyboardGeometry.layout(layout, metrics: .standard(for: .iphonePortrait), hasMultipleKeyboards: false))
    }
}
