import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("A model written as an ARPA file")
struct LanguageModelARPATests {
    @Test("the ARPA text reads back to a model with the same n-grams and the same probabilities")
    func roundTrip() throws {
        let model = try PredictionFixtures.model(PredictionFixtures.english)
        let text = model.arpaText()
        #expect(text.hasPrefix("\\data\\\nngram 1=\(model.nGramCounts[0])\nngram 2=\(model.nGramCounts[1])\n"))
        #expect(text.hasSuffix("\n\\end\\\n"))
        let again = try LanguageModel(
            data: Data(try LanguageModelWriter.write(ARPAReader.read(text, file: "model.arpa"))))
        #expect(again.nGramCounts == model.nGramCounts)
        #expect(again.arpaText() == text)
        let words = ["<s>", "I'll", "see", "you", "the", "cat", "sat", "zebra"]
        for first in words {
            for second in words {
                for word in words.dropFirst() {
                    let context = [first, second]
                    #expect(
                        abs(
                            again.log10Probability(of: word, after: context)
                                - model.log10Probability(of: word, after: context))
                            < 1e-6)
                }
            }
        }
    }

    @Test("each n-gram is a line of its order's section, with a back-off weight below the highest order")
    func lines() throws {
        let model = try PredictionFixtures.model(["a b", "a b", "a c"], order: 2)
        let lines = model.arpaText().split(separator: "\n", omittingEmptySubsequences: false)
        let bigrams = try #require(lines.firstIndex(of: "\\2-grams:"))
        let unigrams = try #require(lines.firstIndex(of: "\\1-grams:"))
        #expect(bigrams - unigrams - 2 == model.nGramCounts[0])
        #expect(lines[(unigrams + 1)..<(bigrams - 1)].allSatisfy { $0.split(separator: "\t").count == 3 })
        let bigramLines = lines[(bigrams + 1)...].prefix { !$0.isEmpty }
        #expect(bigramLines.count == model.nGramCounts[1])
        #expect(bigramLines.allSatisfy { $0.split(separator: "\t").count == 2 })
        #expect(bigramLines.contains { $0.hasSuffix("\ta b") })
    }
}
