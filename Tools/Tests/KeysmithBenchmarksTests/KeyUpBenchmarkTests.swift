import Foundation
import Testing

@_spi(Tooling) import KeysmithCore

@testable import KeysmithBenchmarks

@Suite("keysmith-bench keyup and the key-up's budgets: p99, p99.9 and resident memory")
struct KeyUpBenchmarkTests {
    @Test("each round measures every key-up of the paragraph that commits text, and nothing else")
    func replay() throws {
        let setup = try KeyUpBenchmark.setUp()
        let committing = KeyUpBenchmark.committingKeyUps(setup).filter { $0 }.count
        #expect(committing > 100)
        #expect(try KeyUpBenchmark.countKeyUps(rounds: 2) == 2 * committing)
        let samples = try KeyUpBenchmark.samples(rounds: 1)
        #expect(samples.wall.count == committing)
        #expect(samples.cpu.count == committing)
        #expect(samples.wall.allSatisfy { $0 > 0 })
        // Each sample names its key-up, and the first round recorded what each inserted.
        #expect(samples.keyUps == Array(0..<committing))
        #expect(samples.inserted.count == committing)
        #expect(samples.inserted.contains(" ") && samples.inserted.contains("e"))
    }

    @Test("a deferred search is answered as a scheduler answers it, the other effects kept in order")
    func answeringRequests() throws {
        let setup = try KeyUpBenchmark.setUp()
        let engine = setup.engine
        var state = engine.initialState()
        var asked = 0
        for event in setup.script {
            let effects = engine.handle(event, state: &state)
            var expected: [SuggestionResponse] = []
            for case .computeSuggestions(let request) in effects { expected.append(engine.suggestions(for: request)) }
            let others = effects.filter { if case .computeSuggestions = $0 { false } else { true } }
            let (answers, otherEffects) = engine.answerSuggestionRequests(in: consume effects)
            #expect(answers == expected)
            #expect(otherEffects == others)
            asked += answers.count
            for answer in answers { _ = engine.handle(.suggestionsComputed(answer), state: &state) }
        }
        // The paragraph's letters and spaces each ask for suggestions.
        #expect(asked > 100)
    }

    @Test("a full list of learned words: as many words as asked, phrases at their limit, and the paragraph still typed")
    func fullLearnedList() throws {
        let list = try KeyUpBenchmark.learnedList(words: 5_000)
        let file = try JSONSerialization.jsonObject(with: JSONEncoder().encode(list)) as? [String: Any]
        let words = (file?["words"] as? [[String: Any]] ?? []).compactMap { $0["word"] as? String }
        #expect(Set(words).count == 5_000)
        #expect(words.allSatisfy { list.contains($0) })
        // Noting more phrases prunes them: they reached the file's limit.
        let counts = list.phrases.nGramCounts
        var more = list
        for index in 0..<2_000 { more.notePhrase(["y\(index)a", "ybba", "yca"], host: HostContext()) }
        #expect(counts[2] > 1_000)
        #expect(more.phrases.nGramCounts[2] < counts[2] + 2_000)
        let committing = KeyUpBenchmark.committingKeyUps(try KeyUpBenchmark.setUp()).filter { $0 }.count
        #expect(try KeyUpBenchmark.countKeyUps(rounds: 1, learnedWords: 5_000) == committing)
    }

    @Test("an enforced row fails on its p99.9 as well as on its p99")
    func p999Budget() {
        // 1,000 samples: the p99 is the 990th, the p99.9 the 999th.
        let tail = BenchmarkResult(
            name: "tail", samples: Array(repeating: 10_000, count: 995) + Array(repeating: 90_000, count: 5))
        let within = BenchmarkRow(result: tail, budget: 40_000, enforced: true, note: "", p999Budget: 100_000)
        let over = BenchmarkRow(result: tail, budget: 40_000, enforced: true, note: "", p999Budget: 80_000)
        let shown = BenchmarkRow(result: tail, budget: 40_000, note: "", p999Budget: 80_000)
        #expect([within, over, shown].map(\.failsBudget) == [false, true, false])
        #expect(!shown.isWithinBudget)
    }

    @Test("the table shows the thread CPU time and both budgets; memory over 8 MiB fails the report")
    func memoryBudget() {
        let result = BenchmarkResult(name: "key up", samples: [20_000, 30_000])
        let cpu = BenchmarkResult(name: "key up", samples: [15_000, 25_000])
        let row = BenchmarkRow(result: result, budget: 40_000, enforced: true, note: "", p999Budget: 80_000, cpu: cpu)
        func report(heap: Int, lexicons: Int) -> KeyboardBenchmarkReport {
            KeyboardBenchmarkReport(
                machine: "test", rows: [row],
                memory: MemoryFigures(
                    residentAtStart: 0, residentAfterLoad: heap + lexicons, residentAfterCycles: heap + lexicons,
                    addedByKind: (heap, lexicons), lexiconMapped: lexicons, codeAdded: 0,
                    budgeted: MemoryFigures.BudgetedSet(heap: heap, lexicons: lexicons)))
        }
        let within = report(heap: 3 * 1_048_576, lexicons: 4 * 1_048_576)
        #expect(within.budgetFailureNames.isEmpty)
        #expect(within.tableLines.contains { $0.contains("cpu p99") })
        #expect(within.tableLines.contains { $0.contains("40.0 µs / 80.0 µs") && $0.contains("25.0 µs") })
        #expect(within.tableLines.contains { $0.contains("(budget 8.00 MiB: within)") })
        let over = report(heap: 3 * 1_048_576, lexicons: 6 * 1_048_576)
        #expect(over.budgetFailureNames == [MemoryFigures.BudgetedSet.title])
        #expect(over.tableLines.contains { $0.contains("(budget 8.00 MiB: OVER)") })
        #expect(over.tableLines.contains { $0.contains("6.00 MiB of the two mapped lexicons") })
    }
}
