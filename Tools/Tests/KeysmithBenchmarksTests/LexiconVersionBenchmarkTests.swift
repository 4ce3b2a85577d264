import Testing

@testable import KeysmithBenchmarks

@Suite("keysmith-bench lexicon: version 2 against version 1 on the same words and queries")
struct LexiconVersionBenchmarkTests {
    @Test("both versions find the same corrections and completions for every query, and each query is timed in each")
    func sameResults() throws {
        let setup = try LexiconVersionBenchmark.setup(language: "en")
        // Every 97th of 82,834 words: about 850 typed words and three prefixes each.
        #expect(setup.typed.count > 500)
        #expect(setup.prefixes.count > 2 * setup.typed.count)
        #expect(LexiconVersionBenchmark.differences(setup) == [.rank: 0, .words: 0, .completion: 0])
        let comparison = LexiconVersionBenchmark.compare(.completion, rounds: 1, setup)
        #expect(comparison.version1.samples.count == setup.prefixes.count)
        #expect(comparison.version2.samples.count == setup.prefixes.count)
        #expect(
            LexiconVersionBenchmark.countOnly([.rank, .completion], rounds: 2, setup)
                == [2 * setup.typed.count, 2 * setup.typed.count, 2 * setup.prefixes.count, 2 * setup.prefixes.count])
    }

    @Test("correction is held at 1.2× version 1's median and p99, completion at version 1's total time")
    func budgets() {
        func result(_ samples: [Double]) -> BenchmarkResult { BenchmarkResult(name: "", samples: samples) }
        let version1 = result(Array(repeating: 10_000, count: 95) + Array(repeating: 100_000, count: 5))
        let slowerTail = result(Array(repeating: 11_000, count: 95) + Array(repeating: 130_000, count: 5))
        let slightlySlower = result(Array(repeating: 11_000, count: 95) + Array(repeating: 110_000, count: 5))
        func comparison(_ work: LexiconVersionBenchmark.Work, _ version2: BenchmarkResult)
            -> LexiconVersionBenchmark.Comparison
        {
            LexiconVersionBenchmark.Comparison(work: work, version1: version1, version2: version2)
        }
        #expect(comparison(.rank, slightlySlower).isWithinBudget)
        #expect(!comparison(.rank, slowerTail).isWithinBudget)
        #expect(!comparison(.completion, slightlySlower).isWithinBudget)
        #expect(comparison(.completion, version1).isWithinBudget)
    }
}
