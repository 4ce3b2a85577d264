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

    /// The sentence `text` as `model` reads it before the next word, with the `learned` phrases,
    /// by the case rules and elisions of `language` (English when nil), and the last words of
    /// `text` mixed into its predictions and completions as the keyboard mixes them.
    static func sentence(
        _ text: String, model: LanguageModel, learned: LearnedPhrases? = nil, language: String?
    ) -> SentenceContext {
        SentenceContext(
            model: model, learned: learned, text: text, letterCase: LetterCase(locale: language ?? "en"),
            elisions: Elisions(locale: language ?? "en"), recentWords: RecentWords.defaultLimit)
    }

    /// The learned words and phrases in the file at `path` (a keyboard's `LearnedWords.json`, or its
    /// backup); nil without a path. A damaged file is reported as `FILE:LINE:COLUMN: error: REASON`
    /// on standard error and ends the command with status 1.
    static func learned(_ path: String?) throws -> LearnedWords? {
        guard let path else { return nil }
        let url = URL(fileURLWithPath: path)
        do {
            return try LearnedWords.read(try Data(contentsOf: url), name: path)
        } catch let problem as Diagnostic {
            printError("\(problem)")
        } catch {
            printError("\(path): error: cannot read the learned words: \(error.localizedDescription)")
        }
        throw ExitCode(1)
    }
}
