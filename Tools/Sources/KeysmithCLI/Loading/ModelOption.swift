import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore

/// `--model FILE`: the language model of the tool's predictions and of the sentence weighing its
/// suggestions and swiped words.
enum ModelOption {
    /// Checks the option: the file must exist (a usage error, status 2, otherwise).
    static func validate(_ path: String?) throws {
        if let path, !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("No such file: \(path)")
        }
    }

    /// The language model of `language` (English when nil): the file at `path`, else the one the
    /// tool's language data has for the language, as a keyboard finds it
    /// (``KeyboardConfiguration/languageData(from:)``); nil when there is neither. A file that is not
    /// a good model is reported as `FILE: error: REASON` on standard error and ends the command with
    /// status 1.
    static func load(_ path: String?, language: String?) throws -> LanguageModel? {
        guard let tag = LanguageTag(language ?? "en") else {
            throw ValidationError("\"\(language ?? "")\" is not a language.")
        }
        var lookup = LanguageLexicons.lookup
        if let path { lookup = lookup.serving(tag, model: URL(fileURLWithPath: path)) }
        guard let url = lookup.modelURL(for: tag) else { return nil }
        do {
            return try LanguageModel(contentsOf: url)
        } catch {
            printError("\(path ?? url.lastPathComponent): error: \(error)")
            throw ExitCode(1)
        }
    }

    /// The sentence `text` as `model` reads it before the next word, by the case rules and elisions
    /// of `language` (English when nil).
    static func sentence(_ text: String, model: LanguageModel, language: String?) -> SentenceContext {
        SentenceContext(
            model: model, text: text, letterCase: LetterCase(locale: language ?? "en"),
            elisions: Elisions(locale: language ?? "en"))
    }
}
