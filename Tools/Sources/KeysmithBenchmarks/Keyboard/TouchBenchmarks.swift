import KeysmithCLI
@_spi(Tooling) import KeysmithCore

/// One touch event through the engine, its effects and a new render model, over a typed paragraph:
/// the events a person makes typing it (taps, shift, layout switches, long presses), each timed alone;
/// without suggestions, then with the English lexicon suggesting and autocorrecting on every word.
/// With suggestions the engine defers its search, as the iOS keyboard runs it: the touch event returns
/// a request, the search runs after it (timed on its own), and its answer is one more event through
/// the engine and the render model (timed on its own). The same with the search inside the touch
/// event is measured too.
///
/// Each sample is also filed by the kind of event it timed, since a tick or a key going down costs
/// far less than the key-up that commits text, and a median over all of them hides the latter.
enum TouchBenchmarks {
    /// The kinds of event a typed paragraph sends, as the rows report them.
    enum EventKind: CaseIterable, Sendable {
        /// A finger touching down on a key.
        case keyDown
        /// A finger lifted from a key, the engine editing the text (a letter, a space that may
        /// autocorrect, a delete).
        case keyUpCommittingText
        /// A finger lifted without an edit: shift, a layout switch, the end of a long press.
        case keyUpWithoutText
        /// A finger sliding, as to an alternate of a long press.
        case move
        /// Time passing while a finger is down.
        case tick

        /// The kind of `event`, given the `effects` the engine answered it with; nil for the events
        /// a typed paragraph does not send.
        init?(_ event: KeyboardEvent, effects: [KeyboardEffect]) {
            switch event {
            case .touchBegan: self = .keyDown
            case .touchEnded:
                let edits = effects.contains { if case .edit = $0 { true } else { false } }
                self = edits ? .keyUpCommittingText : .keyUpWithoutText
            case .touchMoved: self = .move
            case .tick: self = .tick
            default: return nil
            }
        }

        /// How the rows name the kind.
        var label: String {
            switch self {
            case .keyDown: "key down"
            case .keyUpCommittingText: "key up that commits text"
            case .keyUpWithoutText: "key up without text (shift, layout switch, long press)"
            case .move: "finger moved"
            case .tick: "tick"
            }
        }
    }

    /// The samples of each kind, in nanoseconds.
    struct Timings {
        /// Every touch-path event: touches and ticks.
        var touch: [Double] = []
        /// The same samples, by kind of event.
        var byKind: [EventKind: [Double]] = [:]
        /// The same samples by kind, in the thread's CPU time.
        var cpuByKind: [EventKind: [Double]] = [:]
        var search: [Double] = []
        var answer: [Double] = []
    }

    /// The paragraph every engine benchmark types.
    static let paragraph = "The quick brown fox jumps over the lazy dog, 42 times! Ünïcödé 👍🏽 works too. "

    /// Times the events of typing `text` (by default ``paragraph``) on `engine`, `rounds` times.
    /// Throws when the keyboard cannot type all of it, rather than timing a shorter script.
    static func samples(_ engine: KeyboardEngine, text: String = paragraph, rounds: Int) throws -> (
        timings: Timings, events: Int
    ) {
        var planner = Typist(engine: engine, state: engine.initialState())
        do {
            try planner.type(text)
        } catch {
            throw SuggestionBenchmark.Failure(description: "the embedded keyboard cannot type the paragraph: \(error)")
        }
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
                // The thread's CPU clock is read outside the wall clock's interval, which its
                // system call would otherwise lengthen.
                let cpuStart = ThreadCPUTime.nanoseconds()
                var start = clock.now
                let effects = engine.handle(event, state: &state)
                var model = engine.render(state)
                let elapsed = Benchmark.nanoseconds(start.duration(to: clock.now))
                let cpu = Double(ThreadCPUTime.nanoseconds() &- cpuStart)
                timings.touch.append(elapsed)
                if let kind = EventKind(event, effects: effects) {
                    timings.byKind[kind, default: []].append(elapsed)
                    timings.cpuByKind[kind, default: []].append(cpu)
                }
                position &+= effects.count &+ model.keys.count
                // The search, and its requests let go before the answer's turn, as a scheduler does.
                start = clock.now
                let answers = engine.answerSuggestionRequests(in: consume effects).answers
                if !answers.isEmpty { timings.search.append(Benchmark.nanoseconds(start.duration(to: clock.now))) }
                for response in answers {
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

    /// Issue #24's budget for the key-up that commits text, in nanoseconds: its 99th and its 99.9th
    /// percentile.
    static let keyUpBudget = (p99: 40_000.0, p999: 80_000.0)

    /// The rows of `timings` by kind of event, indented under the row of every event, for the
    /// engine `engine` names, each with its thread CPU time. The key-up that commits text is held to
    /// ``keyUpBudget``, and the benchmark fails when its p99 or p99.9 is over it.
    static func kindRows(_ timings: Timings, engine: String) -> [BenchmarkRow] {
        EventKind.allCases.compactMap { kind in
            guard let samples = timings.byKind[kind], !samples.isEmpty else { return nil }
            let committing = kind == .keyUpCommittingText
            return BenchmarkRow(
                result: BenchmarkResult(name: "  " + kind.label, samples: samples),
                budget: committing ? keyUpBudget.p99 : nil, enforced: committing,
                note: committing ? "\(engine); the benchmark fails when its p99 or p99.9 is over budget" : "",
                p999Budget: committing ? keyUpBudget.p999 : nil,
                cpu: timings.cpuByKind[kind].map { BenchmarkResult(name: kind.label, samples: $0) })
        }
    }

    /// The rows: without suggestions, then with the English lexicon, deferred and inline; each with
    /// its events by kind. Throws when the embedded keyboard cannot type the paragraph.
    static func rows(iterations: Int) throws -> [BenchmarkRow] {
        var rows: [BenchmarkRow] = []
        guard let configuration = KeyboardConfiguration.embedded().value else { return rows }
        // The design's budget for a touch event, which the answer event is shown against.
        let answerBudget = 50_000.0
        let rounds = max(1, iterations / 10)
        let plain = try samples(KeyboardEngine(configuration: configuration), rounds: rounds)
        rows.append(
            BenchmarkRow(
                result: BenchmarkResult(
                    name: "one touch event: engine + effects + render model", samples: plain.timings.touch),
                budget: nil,
                note: "\(plain.events) events of a typed paragraph, \(rounds) rounds, every kind together"))
        rows += kindRows(plain.timings, engine: "without suggestions")
        guard let provider = LanguageLexicons.languageData(for: configuration).load().suggestionProvider else {
            return rows
        }
        let deferred = try samples(
            KeyboardEngine(configuration: configuration, suggestionProvider: provider, suggestionScheduling: .deferred),
            rounds: rounds)
        rows.append(
            BenchmarkRow(
                result: BenchmarkResult(
                    name: "one touch event with suggestions (English lexicon, search deferred)",
                    samples: deferred.timings.touch),
                budget: nil,
                note: "same paragraph; suggestions and autocorrection on, as the iOS keyboard runs them"))
        rows += kindRows(deferred.timings, engine: "with suggestions, search deferred")
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
                budget: answerBudget,
                note: "the search's result back through the engine"))
        let bilingual = try KeyUpBenchmark.setUp()
        let twoLanguages = samples(bilingual.engine, script: bilingual.script, rounds: rounds)
        rows.append(
            BenchmarkRow(
                result: BenchmarkResult(
                    name: "one touch event, two languages (English and French lexicons, search deferred)",
                    samples: twoLanguages.touch),
                budget: nil,
                note: "\(bilingual.script.count) events of a paragraph in English and French, \(rounds) rounds"))
        rows += kindRows(twoLanguages, engine: "two languages, search deferred")
        let inline = try samples(
            KeyboardEngine(configuration: configuration, suggestionProvider: provider, suggestionScheduling: .inline),
            rounds: rounds)
        rows.append(
            BenchmarkRow(
                result: BenchmarkResult(
                    name: "one touch event with suggestions (search inline)", samples: inline.timings.touch),
                budget: nil,
                note: "the same with the search inside each touch event, as tools and tests run it"))
        return rows
    }
}
