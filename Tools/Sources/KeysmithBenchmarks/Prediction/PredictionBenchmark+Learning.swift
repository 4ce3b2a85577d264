import Foundation
@_spi(Tooling) import KeysmithCore

/// The learning run: the simulated user types the test text twice with learning on, as the keyboard
/// learns (``LearnedPhrases``, combined with the model by ``PersonalLanguageModel``), and the
/// keystroke savings of each pass show what typing a text once teaches the keyboard.
extension PredictionBenchmark {
    /// What the two passes measured.
    package struct Learning: Codable, Sendable {
        /// Keystroke savings over the words and a space after each, in percent, on the first pass
        /// (learning as it goes) and on the second.
        package var keystrokeSavingsFirstPass: Double
        package var keystrokeSavingsSecondPass: Double
        /// The same over the keystrokes of the whole test text, as ``Result/keystrokeSavingsOfText``.
        package var keystrokeSavingsOfTextFirstPass: Double
        package var keystrokeSavingsOfTextSecondPass: Double
        /// The size of the learned words file after both passes (``LearnedWords/fileData()``).
        package var learnedBytes: Int
        /// The n-grams learned, by order.
        package var learnedNGrams: [Int]
    }

    /// Types `sentences` twice, learning from each word committed after what was `taught` before,
    /// and measures each pass.
    static func learning(
        sentences: [[String]], model: LanguageModel, suggestions: Int, textKeystrokes: Int,
        taught: LearnedWords = LearnedWords()
    ) throws -> Learning {
        var learned = taught
        var passes: [(with: Int, without: Int)] = []
        for _ in 0..<2 {
            var without = 0, with = 0
            for sentence in sentences {
                var context = ["<s>"]
                for word in sentence {
                    let personal = PersonalLanguageModel(base: model, learned: learned.phrases)
                    let letters = Array(word)
                    without += letters.count + 1
                    var shown = personal.likeliestNextWords(after: context, limit: suggestions).map(\.word)
                    var typed = 0
                    while typed < letters.count, !shown.contains(word) {
                        typed += 1
                        shown = personal.likeliestCompletions(
                            of: String(letters[..<typed]), after: context, limit: suggestions
                        ).map(\.word)
                    }
                    with += shown.contains(word) ? typed + 1 : letters.count + 1
                    context.append(word)
                    learned.notePhrase(context, host: .standard)
                }
            }
            passes.append((with, without))
        }
        func savings(_ pass: (with: Int, without: Int)) -> Double {
            pass.without == 0 ? 0 : 100 - 100 * Double(pass.with) / Double(pass.without)
        }
        func savingsOfText(_ pass: (with: Int, without: Int)) -> Double {
            textKeystrokes == 0 ? 0 : 100 * Double(pass.without - pass.with) / Double(textKeystrokes)
        }
        return Learning(
            keystrokeSavingsFirstPass: savings(passes[0]), keystrokeSavingsSecondPass: savings(passes[1]),
            keystrokeSavingsOfTextFirstPass: savingsOfText(passes[0]),
            keystrokeSavingsOfTextSecondPass: savingsOfText(passes[1]),
            learnedBytes: try learned.fileData().count, learnedNGrams: learned.phrases.nGramCounts)
    }

    /// The words and phrases a keyboard learns from a user who typed `sentences`, each word committed
    /// after the words of its sentence before it.
    static func learnedWords(typing sentences: [[String]]) -> LearnedWords {
        var learned = LearnedWords()
        for sentence in sentences {
            var context = ["<s>"]
            for word in sentence {
                context.append(word)
                learned.notePhrase(context, host: .standard)
            }
        }
        return learned
    }
}
