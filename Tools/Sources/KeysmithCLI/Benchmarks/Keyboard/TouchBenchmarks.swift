@_spi(Tooling) import KeysmithCore

/// One touch event through the engine, its effects and a new render model, over a typed paragraph:
/// the events a person makes typing it (taps, shift, layout switches, long presses), each timed alone;
/// without suggestions, then with the English lexicon suggesting and autocorrecting on every word.
/// With suggestions the engine defers its search, as the iOS keyboard runs it: the touch event returns
/// a request, the search runs after it (timed on its own), and its answer is one more event through
/// the engine and the render model (timed on its own). The same with the search inside the touch
/// event is measured too.
enum TouchBenchmarks {
    /// The samples of each kind, in nanoseconds.
    struct Timings {
        var touch: [Double] = []
        var search: [Double] = []
        var answer: [Double] = []
    }

    static func samples(_ engine: KeyboardEngine, rounds: Int) -> (timings: Timings, events: Int) {
        var planner = Typist(engine: engine, state: engine.initialState())
        try? planner.type("The quick brown fox jumps over the lazy dog, 42 times! Ünïcödé 👍🏽 works too. ")
        return (samples(engine, script: planner.events, rounds: rounds), planner.events.count)
    }

    /// Times `script`, events a ``Typist`` planned on `engine`, `rounds` times from the initial state.
    static func samples(_ engine: KeyboardEngine, script: [KeyboardEvent], rounds: Int) -> Timings {
        var state = engine.initialState()
        var position = 0
        var timings = Timings()
        let clock = ContinuousClock()
        timings.touch.reserveCapacity(rounds * script.count)
        for _ in 0..<rounds {
            state = engine.initialState()
            position = 0
            for event in script {
                var start = clock.now
                let effects = engine.handle(event, state: &state)
                var model = engine.render(state)
                timings.touch.append(Benchmark.nanoseconds(start.duration(to: clock.now)))
                position &+= effects.count &+ model.keys.count
                for case .computeSuggestions(let request) in effects {
                    start = clock.now
                    let response = engine.suggestions(for: request)
                    timings.search.append(Benchmark.nanoseconds(start.duration(to: clock.now)))
                    start = clock.now
                    let answerEffects = engine.handle(.suggestionsComputed(response), state: &state)
                    model = engine.render(state)
                    timings.answer.append(Benchmark.nanoseconds(start.duration(to: clock.now)))
                    position &+= answerEffects.count &+ model.keys.count
                }
            }
        }
        withExtendedLifetime(position) {}
        return timings
    }

    /// The rows: without suggestions, then with the English lexicon, deferred and inline.
    static func rows(iterations: Int) -> [BenchmarkRow] {
        var rows: [BenchmarkRow] = []
        if let configuration = KeyboardConfiguration.embedded().value {
            let rounds = max(1, iterations / 10)
            let plain = samples(KeyboardEngine(configuration: configuration), rounds: rounds)
            rows.append(
                BenchmarkRow(
                    result: BenchmarkResult(
                        name: "one touch event: engine + effects + render model", samples: plain.timings.touch),
                    budget: 50_000,
                    note: "\(plain.events) events of a typed paragraph, \(rounds) rounds"))
            if let lexicon = try? Lexicon.english() {
                let provider = SuggestionProvider(lexicon: lexicon)
                let deferred = samples(
                    KeyboardEngine(
                        configuration: configuration, suggestionProvider: provider, suggestionScheduling: .deferred),
                    rounds: rounds)
                rows.append(
                    BenchmarkRow(
                        result: BenchmarkResult(
                            name: "one touch event with suggestions (English lexicon, search deferred)",
                            samples: deferred.timings.touch),
                        budget: 50_000,
                        note: "same paragraph; suggestions and autocorrection on, as the iOS keyboard runs them"))
                rows.append(
                    BenchmarkRow(
                        result: BenchmarkResult(
                            name: "  its suggestion search, off the touch path", samples: deferred.timings.search),
                        budget: nil,
                        note: "\(deferred.timings.search.count / rounds) searches per round, each answering one touch"))
                rows.append(
                    BenchmarkRow(
                        result: BenchmarkResult(
                            name: "  its answer event: engine + render model", samples: deferred.timings.answer),
                        budget: 50_000,
                        note: "the search's result back through the engine"))
                let inline = samples(
                    KeyboardEngine(
                        configuration: configuration, suggestionProvider: provider, suggestionScheduling: .inline),
                    rounds: rounds)
                rows.append(
                    BenchmarkRow(
                        result: BenchmarkResult(
                            name: "one touch event with suggestions (search inline)", samples: inline.timings.touch),
                        budget: nil,
                        note: "the same with the search inside each touch event, as tools and tests run it"))
            }
        }
        return rows
    }
}
