import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore

/// The keyboard's bar beside the model's own ranking, word by word: where the simulated user of
/// ``PredictionBenchmark`` needs a different number of keystrokes with one than with the other, and
/// what each showed at the first prefix where they part.
///
/// The model's ranking is ``LanguageModel/likeliestCompletions(of:after:limit:unseen:)`` asked with
/// the letters as typed, written in their case (``CaseShape``); the bar is
/// `SuggestionProvider.completions`, as the benchmark measures it. `keysmith-bench prediction
/// --compare` prints the differences, so that what the bar does with the same model can be read
/// and counted.
extension PredictionBenchmark {
    /// One word the two rankings complete after a different number of letters.
    package struct Difference: Codable, Sendable, Equatable {
        /// The last words before it (`<s>` at the start of a sentence).
        package var context: [String]
        package var word: String
        /// The letters typed when the word is tapped, or its length when it never is.
        package var lettersWithBar: Int
        package var lettersWithModel: Int
        /// The letters typed at the first prefix where one ranking shows the word and the other not.
        package var prefix: String
        /// What each showed for ``prefix``.
        package var bar: [String]
        package var model: [String]
    }

    /// Every word of `options.test` the bar and the model complete after a different number of
    /// letters, in the text's order.
    package static func compare(_ options: Options) throws -> [Difference] {
        let (sentences, model, unseen, bar, letterCase) = try typingWithBar(options)
        let limit = options.suggestions

        var differences: [Difference] = []
        for sentence in sentences {
            var context = ["<s>"]
            for word in sentence {
                defer { context.append(word) }
                let letters = Array(word)
                let predicted = model.likeliestNextWords(after: context, limit: limit).map(\.word)
                guard !predicted.contains(word) else { continue }
                let sentenceContext = SentenceContext(model: model, words: context)
                var shown: [(bar: [String], model: [String])] = []
                func first(where found: ([String]) -> Bool, in lists: [[String]]) -> Int {
                    (lists.firstIndex(where: found) ?? letters.count - 1) + 1
                }
                for typed in 1...letters.count {
                    let prefix = String(letters[..<typed])
                    let fromBar = bar.completions(
                        of: prefix, limit: limit, letterCase: letterCase, sentence: sentenceContext)
                    let fromModel = model.likeliestCompletions(of: prefix, after: context, limit: limit, unseen: unseen)
                        .map { CaseShape(of: prefix).apply(to: $0.word, letterCase: letterCase) }
                    shown.append((fromBar, fromModel))
                    if fromBar.contains(word) && fromModel.contains(word) { break }
                }
                let withBar = first(where: { $0.contains(word) }, in: shown.map(\.bar))
                let withModel = first(where: { $0.contains(word) }, in: shown.map(\.model))
                guard withBar != withModel else { continue }
                let parting = min(withBar, withModel) - 1
                differences.append(
                    Difference(
                        context: context, word: word, lettersWithBar: withBar, lettersWithModel: withModel,
                        prefix: String(letters[...parting]), bar: shown[parting].bar, model: shown[parting].model))
            }
        }
        return differences
    }

    /// What typing the test text with the keyboard's bar takes, for ``compare(_:)`` and
    /// ``transcript(_:)``: the test's sentences, the model, its table of the lexicon's unseen words,
    /// the bar and the language's case rules.
    static func typingWithBar(_ options: Options) throws -> (
        sentences: [[String]], model: LanguageModel, unseen: UnseenWords, bar: SuggestionProvider,
        letterCase: LetterCase
    ) {
        guard let lexicon = try LanguageLexicons.lexicon(for: options.language) else {
            throw ComparisonError.noLexicon(options.language)
        }
        let model = try LanguageModel(contentsOf: options.model)
        let unseen = UnseenWords(model: model, lexicon: lexicon)
        return (
            try testSentences(options, lexicon: lexicon).sentences, model, unseen,
            keyboardBar(
                language: options.language, lexicon: lexicon, model: model, unseen: unseen,
                lowerCaseCapitalWeight: options.lowerCaseCapitalWeight),
            LetterCase(locale: options.language)
        )
    }

    /// Why ``compare(_:)`` and ``transcript(_:)`` cannot run.
    package enum ComparisonError: Error, CustomStringConvertible {
        case noLexicon(String)

        package var description: String {
            switch self {
            case .noLexicon(let language):
                "Keysmith embeds no lexicon for '\(language)': the bar has nothing to compare."
            }
        }
    }
}
