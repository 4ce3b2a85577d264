import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("Pruning a model to a size, and the back-off weights computed again")
struct PruningTests {
    /// Σ P(w | context) over every word but `<s>`.
    func sum(_ table: NGramTable, after context: [String]) -> Double {
        table.vocabulary.filter { $0 != "<s>" }.reduce(0.0) {
            $0 + pow(10, Double(table.log10Probability(of: $1, after: context)))
        }
    }

    @Test("back-off weights computed again from an unpruned Kneser–Ney model are the weights it had")
    func renormalizingChangesNothing() {
        let table = LanguageModelFixtures.table
        let again = table.renormalized()
        for (level, levelAgain) in zip(table.levels, again.levels) {
            for (entry, entryAgain) in zip(level, levelAgain) {
                #expect(entry.words == entryAgain.words)
                #expect(abs(entry.log10Backoff - entryAgain.log10Backoff) < 1e-4, "\(entry.words)")
            }
        }
    }

    @Test("a pruned model fits its size, keeps its unigrams and the weights of what it keeps, and sums to 1")
    func prunes() throws {
        let table = LanguageModelFixtures.table
        let budget = table.fileSize * 6 / 10
        let pruned = try table.pruned(toFit: budget)
        #expect(pruned.fileSize <= budget)
        #expect(pruned.fileSize > budget - 64)
        let bytes = try LanguageModelWriter.write(pruned)
        #expect(bytes.count == pruned.fileSize)
        _ = try LanguageModel(data: Data(bytes))

        #expect(pruned.vocabulary == table.vocabulary)
        #expect(pruned.levels[0].map(\.log10Probability) == table.levels[0].map(\.log10Probability))
        #expect(pruned.levels[2].count < table.levels[2].count)
        for level in pruned.levels.dropFirst() {
            for entry in level {
                #expect(table.entry(entry.words)?.log10Probability == entry.log10Probability)
            }
        }
        for context in LanguageModelFixtures.contexts.prefix(60) {
            #expect(abs(sum(pruned, after: context) - 1) < 1e-3, "after \(context)")
        }
    }

    @Test("a model that fits is left as it is, and one whose unigrams alone do not fit is refused")
    func limits() throws {
        let table = LanguageModelFixtures.table
        #expect(try table.pruned(toFit: table.fileSize) == table)
        #expect(throws: LanguageModelError.self) { try table.pruned(toFit: 1_000) }
    }
}
