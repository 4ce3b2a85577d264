import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore

/// The lexicon a `--lexicon` option names: a file made by `keysmith lexicon build`, or the embedded
/// English lexicon when the option is not given.
enum LexiconOption {
    /// Checks the option: the file must exist (a usage error, status 2, otherwise).
    static func validate(_ path: String?) throws {
        if let path, !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("No such file: \(path)")
        }
    }

    /// The lexicon the tool's suggestions come from: the file at `path`, or the embedded English
    /// lexicon without one. A file that cannot be read or is not a good lexicon is reported as
    /// `FILE: error: REASON` on standard error and ends the command with status 1.
    static func load(_ path: String?) throws -> Lexicon {
        do {
            return try path.map { try Lexicon(contentsOf: URL(fileURLWithPath: $0)) } ?? Lexicon.english()
        } catch {
            printError("\(path ?? "English.lexicon"): error: \(error)")
            throw ExitCode(1)
        }
    }

    /// Checks `--lexicon` with `--language`: at most one of them, the file must exist and the
    /// language must have a lexicon (usage errors, status 2, otherwise).
    static func validate(_ path: String?, language: String?) throws {
        if path != nil, language != nil { throw ValidationError("Give --lexicon or --language, not both.") }
        try validate(path)
        if let language, LanguageLexicons.url(for: language) == nil {
            throw ValidationError(
                "No lexicon for the language \"\(language)\" (there are \(LanguageLexicons.languages.joined(separator: ", ")))."
            )
        }
    }

    /// The lexicon of `language` (English from Keysmith itself, the others from the KeysmithLexicons
    /// product), else as ``load(_:)`` finds it. A damaged lexicon is reported on standard error and
    /// ends the command with status 1.
    static func load(_ path: String?, language: String?) throws -> Lexicon {
        guard let language else { return try load(path) }
        do {
            if let found = try LanguageLexicons.lexicon(for: language) { return found }
        } catch {
            printError("\(LanguageLexicons.url(for: language)?.lastPathComponent ?? language): error: \(error)")
            throw ExitCode(1)
        }
        throw ValidationError("No lexicon for the language \"\(language)\".")
    }
}
