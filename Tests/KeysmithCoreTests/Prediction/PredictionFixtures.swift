import Foundation
@_spi(Tooling) @testable import KeysmithCore

/// Language models for the prediction tests, estimated from sentences the tests make up.
enum PredictionFixtures {
    /// A trigram model of `sentences`, each given as its words separated by spaces, and each counted
    /// as many times as it is given.
    static func model(_ sentences: [String], order: Int = 3) throws -> LanguageModel {
        var counts = NGramCounts(order: order)
        for sentence in sentences {
            counts.add(sentence: sentence.split(separator: " ").map(String.init))
        }
        return try LanguageModel(data: Data(try LanguageModelWriter.write(KneserNey.estimate(counts))))
    }

    /// `sentence` given `times` times.
    static func repeated(_ sentence: String, _ times: Int) -> [String] {
        Array(repeating: sentence, count: times)
    }

    /// An English model in which `I'll see` goes on with `you`, then `them`, then `it`; a sentence
    /// starts most often with `the`; `drive my` goes on with `car`; `in` with `the`; `I` with `think`.
    static let english: [String] =
        repeated("I'll see you soon", 6) + repeated("I'll see them later", 4) + repeated("I'll see it", 2)
        + repeated("the cat sat on the mat", 8) + repeated("we drive my car to work", 5)
        + repeated("it is in the box", 5) + repeated("I think so", 5) + repeated("a cat is here", 2)

    /// A provider with the lexicon of `counts` and, unless `model` is nil, that model.
    static func provider(_ counts: [String: UInt64], model: LanguageModel?) throws -> SuggestionProvider {
        var provider = SuggestionProvider(lexicon: try SuggestionFixtures.lexicon(counts))
        provider.languageModel = model
        return provider
    }
}
