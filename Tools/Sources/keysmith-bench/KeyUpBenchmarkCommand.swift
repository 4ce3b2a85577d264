import ArgumentParser
import Foundation
import KeysmithBenchmarks
import KeysmithCore

/// `keysmith-bench keyup [--rounds N] [--budget-clock wall|cpu] [--learned-words N] [--model [LANG=]FILE]…
/// [--base-model] [--answers-late] [--samples FILE] [--json] [--count-only]`: the key-up that commits text on a keyboard of
/// two languages with the suggestion search deferred, on the wall clock and in thread CPU time, held to
/// issue #24's budget, with or without language models predicting.
struct KeyUpBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyup",
        abstract: "Time the key-up that commits text (two languages, suggestions deferred).",
        discussion: """
            Replays typing a paragraph in English and French on the embedded English and French \
            keyboards with both lexicons, the suggestion search deferred, and times each key-up \
            that commits text (engine, effects and render model) on the wall clock and in the \
            thread's CPU time. Exits with status 1 when the p99 is over 40 µs or the p99.9 over \
            80 µs on the clock --budget-clock names: the wall clock on an idle machine, the \
            thread's CPU time on a busy one. With --model or --base-model a language model serves \
            its language as on the phone: the deferred searches predict the next word, and the \
            sentence weighs corrections and completions. With --answers-late each search's answer \
            comes back only after the next key-up, as for a typist faster than the search, so that \
            a word end works its autocorrection out in the key-up. With --count-only it times nothing and prints how many \
            key-ups it replayed, for scripts/callgrind_keyup.sh.
            """
    )

    /// The clock the budget is held on.
    enum BudgetClock: String, ExpressibleByArgument {
        case wall, cpu
    }

    @Option(help: "How many times the paragraph is replayed after one round to warm up.")
    var rounds = 200

    @Option(help: "The clock the budget is held on: wall (an idle machine) or cpu (a busy one).")
    var budgetClock = BudgetClock.wall

    @Flag(help: "Print one JSON object instead of the table.")
    var json = false

    @Option(
        help: ArgumentHelp(
            "Start with this many learned words of the user's own and phrases up to their file's limit (at most 5000).",
            valueName: "count"))
    var learnedWords = 0

    @Option(
        help: ArgumentHelp(
            "A language model for one of the keyboard's languages: en=FILE or fr=FILE (FILE alone: English). Repeatable.",
            valueName: "[lang=]file"))
    var model: [String] = []

    @Flag(help: "Serve English with KeysmithCore's base language model, as an app that opts in to it does.")
    var baseModel = false

    @Flag(help: "Answer each search only after the next key-up, as for a typist faster than the search.")
    var answersLate = false

    @Option(
        help: ArgumentHelp(
            "Type this text instead of the benchmark's paragraph (English and French), such as one with typos.",
            valueName: "text"))
    var text: String?

    @Option(
        help: ArgumentHelp(
            "Write every sample to this CSV file: round, key-up, what it inserted, wall and CPU nanoseconds.",
            valueName: "file"))
    var samples: String?

    @Flag(help: "Time nothing: replay the key-ups and print how many there were.")
    var countOnly = false

    /// Issue #24's budget for the key-up that commits text, in nanoseconds.
    static let p99Budget = 40_000.0
    static let p999Budget = 80_000.0

    func validate() throws {
        guard rounds > 0 else { throw ValidationError("--rounds must be at least 1") }
        guard (0...5_000).contains(learnedWords) else { throw ValidationError("--learned-words must be 0 to 5000") }
        _ = try modelFiles()
    }

    /// The models `--model` and `--base-model` name, each with the language it serves.
    func modelFiles() throws -> [KeyUpBenchmark.ModelFile] {
        let english = LanguageTag("en")!  // a model without a language serves English
        var named: [(language: LanguageTag, path: String)] = model.map { argument in
            guard let equals = argument.firstIndex(of: "="), let tag = LanguageTag(String(argument[..<equals])) else {
                return (english, argument)
            }
            return (tag, String(argument[argument.index(after: equals)...]))
        }
        if baseModel {
            guard let url = EmbeddedLexicons.englishModelURL else {
                throw ValidationError("--base-model: KeysmithCore's English base model is not in this build")
            }
            named.append((english, url.path))
        }
        return try named.map { language, path in
            guard FileManager.default.fileExists(atPath: path) else {
                throw ValidationError("--model \(language)=\(path): no such file")
            }
            return (language, URL(fileURLWithPath: path))
        }
    }

    /// What the keyboard starts with and how its searches are answered, as the options say.
    func options() throws -> KeyUpBenchmark.Options {
        KeyUpBenchmark.Options(
            learnedWords: learnedWords, models: try modelFiles(), answersLate: answersLate,
            text: text)
    }

    func run() throws {
        do {
            if countOnly {
                print("key-ups measured: \(try KeyUpBenchmark.countKeyUps(rounds: rounds, try options()))")
                return
            }
            let options = try options()
            let samples = try KeyUpBenchmark.samples(rounds: rounds, options)
            if let path = self.samples { try write(samples, to: path) }
            let wall = BenchmarkResult(name: "wall clock", samples: samples.wall)
            let cpu = BenchmarkResult(name: "thread CPU time", samples: samples.cpu)
            let held = budgetClock == .wall ? wall : cpu
            let within = held.p99 <= Self.p99Budget && held.p999 <= Self.p999Budget
            let named = options.models.map { "\($0.language)=\($0.file.path)" }
            if json {
                try printJSON(wall: wall, cpu: cpu, within: within, models: named)
            } else {
                printTable(wall: wall, cpu: cpu, within: within, models: named)
            }
            if !within {
                FileHandle.standardError.write(
                    Data("the key-up that commits text is over budget on the \(budgetClock.rawValue) clock\n".utf8))
                throw ExitCode(1)
            }
        } catch let failure as SuggestionBenchmark.Failure {
            FileHandle.standardError.write(Data("\(failure)\n".utf8))
            throw ExitCode(2)
        }
    }

    /// Writes one line a sample, so that the slow key-ups can be told apart from the rest.
    private func write(_ samples: KeyUpBenchmark.Samples, to path: String) throws {
        var csv = "round,keyup,inserted,wall_ns,cpu_ns\n"
        let perRound = max(1, samples.inserted.count)
        for (index, keyUp) in samples.keyUps.enumerated() {
            let inserted = samples.inserted.indices.contains(keyUp) ? samples.inserted[keyUp] : ""
            let quoted = "\"" + inserted.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            csv += "\(1 + index / perRound),\(keyUp),\(quoted),\(Int(samples.wall[index])),\(Int(samples.cpu[index]))\n"
        }
        try Data(csv.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func printTable(wall: BenchmarkResult, cpu: BenchmarkResult, within: Bool, models: [String]) {
        func format(_ nanoseconds: Double) -> String { Benchmark.format(nanoseconds: nanoseconds) }
        print("Machine: \(Benchmark.machineDescription)")
        if let load = Benchmark.loadAverageDescription { print("Load: \(load)") }
        print("Key-ups that commit text: \(wall.iterations) (\(rounds) rounds after one to warm up)")
        if learnedWords > 0 { print("Learned words at the start: \(learnedWords), and phrases to their limit") }
        print("Language models: " + (models.isEmpty ? "none" : models.joined(separator: ", ")))
        if answersLate { print("Each search answered after the next key-up: word ends autocorrect in the key-up") }
        if let text { print("Text typed: \(text.debugDescription)") }
        print("clock             median       p99     p99.9")
        for result in [wall, cpu] {
            print(
                result.name.padding(toLength: 15, withPad: " ", startingAt: 0) + "  "
                    + [result.median, result.p99, result.p999].map { format($0).leftPadded(8) }.joined(separator: "  "))
        }
        print(
            "budget: p99 \(format(Self.p99Budget)), p99.9 \(format(Self.p999Budget)) on the \(budgetClock.rawValue) clock: "
                + (within ? "within" : "OVER"))
    }

    private func printJSON(wall: BenchmarkResult, cpu: BenchmarkResult, within: Bool, models: [String]) throws {
        struct Report: Encodable {
            var machine: String
            var load: String?
            var rounds: Int
            /// `LANG=FILE` for each language model served.
            var models: [String]
            var answersLate: Bool
            var wall: BenchmarkResult
            var threadCPU: BenchmarkResult
            var budgetClock: String
            var p99BudgetNanoseconds: Double
            var p999BudgetNanoseconds: Double
            var withinBudget: Bool
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let report = Report(
            machine: Benchmark.machineDescription, load: Benchmark.loadAverageDescription, rounds: rounds,
            models: models, answersLate: answersLate, wall: wall, threadCPU: cpu, budgetClock: budgetClock.rawValue,
            p99BudgetNanoseconds: Self.p99Budget,
            p999BudgetNanoseconds: Self.p999Budget, withinBudget: within)
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
    }
}
