import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore

/// The simulated user's typing of the test text word by word, as ``PredictionBenchmark`` counts it:
/// for each word, what the bar showed before its first letter and after each letter until the word
/// was among the suggestions. `keysmith-bench prediction --transcript` prints it, so that another
/// predictor's transcript of the same text can be set beside it word by word.
extension PredictionBenchmark {
    /// One word of the test text as the simulated user typed it.
    package struct TypedWord: Codable, Sendable, Equatable {
        /// The last words before it (`<s>` at the start of a sentence).
        package var context: [String]
        package var word: String
        /// The letters typed when the word was tapped, or nil when it never was (typed whole).
        package var lettersTyped: Int?
        /// What the bar showed before the first letter, then after each letter, up to the tap.
        package var shown: [[String]]
    }

    /// Every word of `options.test`, in the text's order, typed with the keyboard's bar.
    package static func transcript(_ options: Options) throws -> [TypedWord] {
        let (sentences, model, _, bar, letterCase) = try typingWithBar(options)
        var typedWords: [TypedWord] = []
        var typedBefore: [String] = []
        for sentence in sentences {
            var context = ["<s>"]
            typedBefore.append("<s>")
            for word in sentence {
                defer {
                    context.append(word)
                    typedBefore.append(word)
                }
                let letters = Array(word)
                let sentenceContext = SentenceContext(
                    model: model, words: context, recent: RecentWords(typedBefore, limit: options.recentWords))
                var shown = [sentenceContext.likeliestNextWords(limit: options.suggestions).map(\.word)]
                var typed = 0
                while typed < letters.count, shown.last?.contains(word) != true {
                    typed += 1
                    shown.append(
                        bar.completions(
                            of: String(letters[..<typed]), limit: options.suggestions, letterCase: letterCase,
                            sentence: sentenceContext))
                }
                typedWords.append(
                    TypedWord(
                        context: Array(context.suffix(2)), word: word,
                        lettersTyped: shown.last?.contains(word) == true ? typed : nil, shown: shown))
            }
        }
        return typedWords
    }
}
