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

    @Test("with a language model the key-ups are the same, and the deferred searches between them predict")
    func withLanguageModel() throws {
        let english = try #require(LanguageTag("en"))
        let modelFile = try #require(EmbeddedLexicons.englishModelURL)
        let plain = try KeyUpBenchmark.setUp()
        let predicting = try KeyUpBenchmark.setUp(.init(models: [(english, modelFile)]))
        #expect(plain.engine.suggestionProvider?.languageModels.isEmpty == true)
        #expect(predicting.engine.suggestionProvider?.languageModels.keys.sorted() == ["en_US"])
        // The same paragraph is typed, and each of its committing key-ups is measured.
        let committing = KeyUpBenchmark.committingKeyUps(plain)
        #expect(KeyUpBenchmark.committingKeyUps(predicting) == committing)
        #expect(
            try KeyUpBenchmark.countKeyUps(rounds: 1, .init(models: [(english, modelFile)]))
                == committing.filter { $0 }.count)
        // After a space the model's answers fill the bar with predictions; without it only the
        // phrases learned from the paragraph's earlier words predict.
        #expect(eventsAfter(predicting, showing: .prediction) > eventsAfter(plain, showing: .prediction) + 5)
    }

    /// How many events of `setup`'s replay find the bar showing a suggestion of `kind` when they come.
    private func eventsAfter(_ setup: KeyUpBenchmark.Setup, showing kind: Suggestion.Kind) -> Int {
        var count = 0
        KeyUpBenchmark.replay(setup) { event, state in
            if case .suggestions(let bar) = setup.engine.render(state).toolbarSlot.content,
                bar.contains(where: { $0.kind == kind })
            {
                count += 1
            }
            return setup.engine.handle(event, state: &state)
        }
        return count
    }

    @Test("answers that come back after the next key-up leave the bar behind, and the same text goes in")
    func answersLate() throws {
        let onTime = try KeyUpBenchmark.setUp()
        let late = try KeyUpBenchmark.setUp(.init(answersLate: true))
        #expect(KeyUpBenchmark.committingKeyUps(late) == KeyUpBenchmark.committingKeyUps(onTime))
        // The same text goes in, autocorrections included, key-up by key-up.
        #expect(
            try KeyUpBenchmark.samples(rounds: 1, .init(answersLate: true)).inserted
                == KeyUpBenchmark.samples(rounds: 1).inserted)
        // What the bar shows after each event: with late answers it is behind the text.
        func bars(_ setup: KeyUpBenchmark.Setup) -> [ToolbarSlot.Content] {
            var shown: [ToolbarSlot.Content] = []
            KeyUpBenchmark.replay(setup) { event, state in
                let effects = setup.engine.handle(event, state: &state)
                shown.append(setup.engine.render(state).toolbarSlot.content)
                return effects
            }
            return shown
        }
        let onTimeBars = bars(onTime)
        let lateBars = bars(late)
        #expect(lateBars.count == onTimeBars.count)
        #expect(zip(lateBars, onTimeBars).filter { $0 != $1 }.count > onTimeBars.count / 4)
    }

    @Test("a text with slips of the finger is corrected in the key-up as it is from answers on time")
    func slipsAnsweredLate() throws {
        let text = "The cst is verry nice tofay, isn't it? Le chst est très mignon. See you sooj. "
        /// The document once the replay has typed all of `text`.
        func typed(_ options: KeyUpBenchmark.Options) throws -> TextContext {
            let setup = try KeyUpBenchmark.setUp(options)
            var written = TextContext()
            KeyUpBenchmark.replay(setup) { event, state in
                let effects = setup.engine.handle(event, state: &state)
                written = state.document
                return effects
            }
            return written
        }
        let onTime = try typed(.init(text: text))
        #expect(try typed(.init(answersLate: true, text: text)) == onTime)
        // The slips that are one letter from a much commoner word are put right; `cst`, as close
        // to `cat`, `cut` and `cost`, is left as typed.
        #expect(
            onTime
                == TextContext(
                    beforeInput: "The cst is very nice today, isn't it? Le chat est très mignon. See you soon. "))
    }

    @Test("a language model for a language the keyboard does not have is refused, not ignored")
    func modelForAnotherLanguage() throws {
        let german = try #require(LanguageTag("de"))
        let modelFile = try #require(EmbeddedLexicons.englishModelURL)
        #expect(throws: SuggestionBenchmark.Failure.self) {
            try KeyUpBenchmark.setUp(.init(models: [(german, modelFile)]))
        }
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
        #expect(try KeyUpBenchmark.countKeyUps(rounds: 1, .init(learnedWords: 5_000)) == committing)
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
