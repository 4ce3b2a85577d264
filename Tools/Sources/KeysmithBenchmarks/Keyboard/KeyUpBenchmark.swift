import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore

/// The key-up that commits text, as issue #24 budgets it: a keyboard of two languages (the embedded
/// English and French keyboards with both lexicons), the suggestion search deferred as the iOS
/// keyboard runs it, each key-up through `KeyboardEngine.handle` and a new render model.
///
/// The events are those of typing ``BilingualBenchmark/paragraph``, replayed from the initial state
/// each round; every other event of the paragraph, and each deferred search and its answer, runs
/// between the key-ups as on a device, so that each key-up meets the state it would. Each key-up is
/// measured twice at once: on the wall clock and in the thread's CPU time, which leaves out the time
/// the thread waited for a core on a busy machine.
///
/// ``countKeyUps(rounds:)`` runs the same replay with every committing key-up inside one function
/// that nothing else calls, ``timedKeystroke(_:_:state:)``, for `scripts/callgrind_keyup.sh` to
/// count the instructions of exactly those calls.
package enum KeyUpBenchmark {
    /// The engine and the events of typing the paragraph on it.
    package struct Setup {
        package var engine: KeyboardEngine
        package var script: [KeyboardEvent]
        /// What the keyboard started with, and how its searches are answered.
        package var options: Options
    }

    /// What the keyboard starts with and how its searches are answered.
    package struct Options {
        /// How many learned words of the user's own the provider starts with (``learnedList(words:)``).
        package var learnedWords = 0
        /// The language models served, each for its language.
        package var models: [ModelFile] = []
        /// Whether each deferred search's answer comes back only after the next key-up, as for a
        /// typist faster than the search: every answer is then stale, and a word end works its
        /// autocorrection out at once, in the key-up. Otherwise each is answered before the next
        /// touch, as a search of a fraction of a millisecond is between human keystrokes.
        package var answersLate = false
        /// What is typed in place of ``BilingualBenchmark/paragraph``, such as a text with slips of
        /// the finger for the corrector to put right; nil types the paragraph.
        package var text: String?

        package init(learnedWords: Int = 0, models: [ModelFile] = [], answersLate: Bool = false, text: String? = nil) {
            self.learnedWords = learnedWords
            self.models = models
            self.answersLate = answersLate
            self.text = text
        }
    }

    /// The key-ups' samples, in nanoseconds, in the order they were taken.
    package struct Samples {
        package var wall: [Double] = []
        package var cpu: [Double] = []
        /// Each sample's key-up: its number among the paragraph's committing key-ups.
        package var keyUps: [Int] = []
        /// What each committing key-up of the paragraph inserted, in order.
        package var inserted: [String] = []
    }

    /// A language model file and the language of the keyboard it serves (`--model LANG=FILE`).
    package typealias ModelFile = (language: LanguageTag, file: URL)

    /// The two-language engine with both lexicons, the search deferred, and the paragraph's events.
    ///
    /// - Throws: `SuggestionBenchmark.Failure` when the set does not load, a lexicon is missing, a
    ///   model does not load or serves neither language, or the keyboard cannot type the paragraph.
    /// With `learnedWords`, the provider starts with a list of that many words of the user's own and
    /// phrases up to their file's limit (``learnedList(words:)``), as after years of typing. With
    /// `models`, each serves its language as a language model does on the phone: the bar predicts
    /// the next word in the deferred searches, and the sentence weighs the corrections.
    package static func setUp(_ options: Options = Options()) throws -> Setup {
        let configuration = try BilingualBenchmark.configuration(BilingualBenchmark.manifest)
        let languageData = LanguageLexicons.languageData(for: configuration, models: options.models)
        for model in options.models where !languageData.languages.contains(where: { $0.modelURL == model.file }) {
            throw SuggestionBenchmark.Failure(
                description: "\(model.file.path): the keyboard has no language \(model.language) for this model")
        }
        let loaded = languageData.load()
        if let diagnostic = loaded.diagnostics.first {
            throw SuggestionBenchmark.Failure(description: "\(diagnostic.file): \(diagnostic.message)")
        }
        guard languageData.languagesWithoutLexicon.isEmpty, var provider = loaded.suggestionProvider
        else { throw SuggestionBenchmark.Failure(description: "the English or French lexicon is missing") }
        if options.learnedWords > 0 { provider.learnedWords = try learnedList(words: options.learnedWords) }
        let engine = KeyboardEngine(
            configuration: configuration, suggestionProvider: provider, suggestionScheduling: .deferred)
        var planner = Typist(engine: engine, state: engine.initialState())
        do {
            try planner.type(options.text ?? BilingualBenchmark.paragraph)
        } catch {
            throw SuggestionBenchmark.Failure(
                description: "the two-language keyboard cannot type the text: \(error)")
        }
        return Setup(engine: engine, script: planner.events, options: options)
    }

    /// A list of `count` learned words of the user's own (letter strings no lexicon holds, such as
    /// names), and phrases of three of them noted until the phrases fill their file's byte limit: the
    /// most a keyboard keeps, which no note of a word may copy.
    package static func learnedList(words count: Int) throws -> LearnedWords {
        let letters = Array("bcdfghjklmnpqrstvwxz")
        let words = (0..<count).map { number in
            var word = "y"
            var rest = number
            repeat {
                word.append(letters[rest % letters.count])
                rest /= letters.count
            } while rest > 0
            return word + "a"
        }
        // The words go in through the file format, which is how a list comes back from the store.
        var file = try JSONSerialization.jsonObject(with: JSONEncoder().encode(LearnedWords())) as? [String: Any] ?? [:]
        file["clock"] = count
        file["words"] = words.enumerated().map { index, word in
            ["word": word, "timesTyped": 3, "isLearned": true, "lastUse": index + 1] as [String: Any]
        }
        var list = try JSONDecoder().decode(
            LearnedWords.self, from: JSONSerialization.data(withJSONObject: file, options: [.sortedKeys]))
        var generator = SeededGenerator(seed: 24)
        let host = HostContext()
        // Phrases of about 40 bytes each: enough for the phrases to reach their limit and prune.
        for _ in 0..<(3 * list.phrases.byteLimit / 40) where !words.isEmpty {
            list.notePhrase((0..<3).map { _ in words.randomElement(using: &generator) ?? "" }, host: host)
        }
        return list
    }

    /// Which events of `setup`'s script are key-ups that commit text: touch ends the engine answers
    /// with an edit. The replay is deterministic, so one run from the initial state tells.
    static func committingKeyUps(_ setup: Setup) -> [Bool] {
        var committing: [Bool] = []
        replay(setup) { event, state in
            let effects = setup.engine.handle(event, state: &state)
            let isKeyUp = if case .touchEnded = event { true } else { false }
            committing.append(isKeyUp && effects.contains { if case .edit = $0 { true } else { false } })
            return effects
        }
        return committing
    }

    /// Runs `setup`'s script once from the initial state: `handle` applies each event and returns its
    /// effects; a deferred search the effects ask for is answered and its request let go, as the
    /// shell's scheduler does: at once, or with `answersLate` after the next key-up.
    static func replay(
        _ setup: Setup, _ handle: (KeyboardEvent, inout KeyboardState) -> [KeyboardEffect]
    ) {
        let engine = setup.engine
        var state = engine.initialState()
        var sink = 0
        var late: [SuggestionResponse] = []
        func deliver(_ answers: [SuggestionResponse]) {
            for response in answers {
                sink &+= engine.handle(.suggestionsComputed(response), state: &state).count
                sink &+= engine.render(state).keys.count
            }
        }
        for event in setup.script {
            let answers = engine.answerSuggestionRequests(in: handle(event, &state)).answers
            if setup.options.answersLate {
                guard case .touchEnded = event else {
                    late += answers
                    continue
                }
                deliver(late)
                late = answers
            } else {
                deliver(answers)
            }
        }
        deliver(late)
        withExtendedLifetime(sink) {}
    }

    /// One committing key-up: the engine, its effects and a new render model. Never inlined, and
    /// called for nothing else, so that callgrind's `--toggle-collect` counts exactly the key-ups; its
    /// name shares no word with its type's, so that the mangled symbol spells it out whole.
    @inline(never)
    static func timedKeystroke(_ engine: KeyboardEngine, _ event: KeyboardEvent, state: inout KeyboardState)
        -> [KeyboardEffect]
    {
        let effects = engine.handle(event, state: &state)
        let model = engine.render(state)
        withExtendedLifetime(model) {}
        return effects
    }

    /// Replays the paragraph `rounds` times after one round to warm up (which fills the engine's
    /// caches and runs the code's one-time set-up), each committing key-up through
    /// ``timedKeystroke(_:_:state:)``; returns how many key-ups went through it.
    package static func countKeyUps(rounds: Int, _ options: Options = Options()) throws -> Int {
        let setup = try setUp(options)
        let committing = committingKeyUps(setup)
        var count = 0
        for round in 0...rounds {
            var position = 0
            replay(setup) { event, state in
                defer { position += 1 }
                guard round > 0, committing[position] else {
                    let effects = setup.engine.handle(event, state: &state)
                    withExtendedLifetime(setup.engine.render(state)) {}
                    return effects
                }
                count += 1
                return timedKeystroke(setup.engine, event, state: &state)
            }
        }
        return count
    }

    /// Times every committing key-up of `rounds` replays of the paragraph, after one to warm up, on
    /// the wall clock and in thread CPU time.
    package static func samples(rounds: Int, _ options: Options = Options()) throws -> Samples {
        let setup = try setUp(options)
        let committing = committingKeyUps(setup)
        let clock = ContinuousClock()
        var samples = Samples()
        for round in 0...rounds {
            var position = 0
            var keyUp = 0
            replay(setup) { event, state in
                defer { position += 1 }
                guard committing[position] else {
                    let effects = setup.engine.handle(event, state: &state)
                    withExtendedLifetime(setup.engine.render(state)) {}
                    return effects
                }
                // The thread's CPU clock is read outside the wall clock's interval, which its
                // system call would otherwise lengthen.
                let cpuStart = ThreadCPUTime.nanoseconds()
                let start = clock.now
                let effects = timedKeystroke(setup.engine, event, state: &state)
                let elapsed = Benchmark.nanoseconds(start.duration(to: clock.now))
                let cpuEnd = ThreadCPUTime.nanoseconds()
                if round > 0 {
                    samples.wall.append(elapsed)
                    samples.cpu.append(Double(cpuEnd &- cpuStart))
                    samples.keyUps.append(keyUp)
                } else {
                    samples.inserted.append(Self.inserted(by: effects))
                }
                keyUp += 1
                return effects
            }
        }
        return samples
    }

    /// The text a key-up's effects insert, for telling the key-ups apart in a report.
    static func inserted(by effects: [KeyboardEffect]) -> String {
        var text = ""
        for case .edit(.insert(let inserted)) in effects { text += inserted }
        return text
    }
}
