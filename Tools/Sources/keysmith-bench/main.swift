import Foundation
import KeysmithCLI
import KeysmithCore

// Keysmith's benchmarks. Build in release mode and run:
//
//     swift run -c release --package-path Tools keysmith-bench [--iterations N] [--json]
//
// `keysmith-bench suggestions …` runs the suggestion benchmarks instead (see SuggestionBenchmark;
// scripts/bench_suggestions.py runs them beside SymSpell and marisa-trie).
//
// Each benchmark reports the median and the 99th percentile of its samples, and the budget it is
// held to where the design names one. Figures are measured here, on this machine, every run.

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "suggestions" {
    exit(SuggestionBenchmark.main(Array(arguments.dropFirst())))
}
let iterations = arguments.firstIndex(of: "--iterations").flatMap { arguments.index(after: $0) < arguments.endIndex ? Int(arguments[arguments.index(after: $0)]) : nil } ?? 500
let json = arguments.contains("--json")

guard let folder = EmbeddedDefaults.folder else {
    FileHandle.standardError.write(Data("the embedded defaults are missing from this build\n".utf8))
    exit(2)
}

// Memory first, before the benchmarks allocate: resident memory of this process before and after
// loading the embedded set, making an engine and drawing its first frame; then after showing and
// dismissing the keyboard 1,000 times (each time a new engine, state and render model).
let residentAtStart = Benchmark.residentBytes ?? 0
var keptAlive: [KeyboardRenderModel] = []
do {
    let configuration = KeyboardConfiguration.embedded().value
    if let configuration {
        let engine = KeyboardEngine(configuration: configuration)
        keptAlive.append(engine.render(engine.initialState()))
    }
}
let residentAfterLoad = Benchmark.residentBytes ?? 0
for _ in 0..<1_000 {
    if let configuration = KeyboardConfiguration.embedded().value {
        let engine = KeyboardEngine(configuration: configuration)
        var state = engine.initialState()
        _ = engine.handle(.touchBegan(TouchPoint(id: 1, location: Point(x: 20, y: 30), time: 0)), state: &state)
        _ = engine.handle(.touchEnded(TouchPoint(id: 1, location: Point(x: 20, y: 30), time: 0.05)), state: &state)
        keptAlive[0] = engine.render(state)
    }
}
let residentAfterCycles = Benchmark.residentBytes ?? 0

// The files as bytes, so that one benchmark measures decoding and validation without disk reads.
let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }
var sources: [String: SourceText] = [:]
for file in names {
    let name = String(file.dropLast(5))
    if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) {
        sources[name] = SourceText(name: file, bytes: Array(data))
    }
}
let totalBytes = sources.values.reduce(0) { $0 + $1.bytes.count }

struct Row {
    var result: BenchmarkResult
    var budget: Double?
    var note: String
}

var rows: [Row] = []

rows.append(Row(
    result: Benchmark.measure("load embedded set (read + parse + validate)", iterations: iterations) {
        KeyboardConfiguration.embedded().value?.layouts.count ?? -1
    },
    budget: 10_000_000,
    note: "\(sources.count) files, \(totalBytes) bytes, from disk"))

rows.append(Row(
    result: Benchmark.measure("decode + validate embedded set (in memory)", iterations: iterations) {
        KeyboardConfiguration.load(manifest: EmbeddedDefaults.manifestName) { sources[$0] }.value?.layouts.count ?? -1
    },
    budget: 10_000_000,
    note: "same files, already in memory"))

rows.append(Row(
    result: Benchmark.measure("load embedded set + first layout + first frame", iterations: iterations) {
        guard let configuration = KeyboardConfiguration.embedded().value else { return -1 }
        let engine = KeyboardEngine(configuration: configuration)
        return engine.render(engine.initialState()).keys.count
    },
    budget: 10_000_000,
    note: "what a keyboard does before it first appears"))

// One touch event through the engine, its effects and a new render model, over a typed paragraph:
// the events a person makes typing it (taps, shift, layout switches, long presses), each timed alone.
if let configuration = KeyboardConfiguration.embedded().value {
    let engine = KeyboardEngine(configuration: configuration)
    var planner = Typist(engine: engine, state: engine.initialState())
    try? planner.type("The quick brown fox jumps over the lazy dog, 42 times! Ünïcödé 👍🏽 works too. ")
    let script = planner.events
    var state = engine.initialState()
    var position = 0
    var samples: [Double] = []
    let clock = ContinuousClock()
    let rounds = max(1, iterations / 10)
    samples.reserveCapacity(rounds * script.count)
    for _ in 0..<rounds {
        state = engine.initialState()
        position = 0
        for event in script {
            let start = clock.now
            let effects = engine.handle(event, state: &state)
            let model = engine.render(state)
            let elapsed = start.duration(to: clock.now)
            position &+= effects.count &+ model.keys.count
            samples.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
        }
    }
    withExtendedLifetime(position) {}
    rows.append(Row(
        result: BenchmarkResult(name: "one touch event: engine + effects + render model", samples: samples),
        budget: 50_000,
        note: "\(script.count) events of a typed paragraph, \(rounds) rounds"))
}

rows.append(Row(
    result: Benchmark.measure("lint embedded defaults (all checks)", iterations: max(20, iterations / 5)) {
        ConfigLinter().lint(EmbeddedDefaults.files).diagnostics.count
    },
    budget: nil,
    note: "what `keysmith lint --defaults` does"))

if json {
    struct Report: Encodable {
        var machine: String
        var results: [BenchmarkResult]
        var residentBytesAtStart: Int
        var residentBytesAddedByLoading: Int
        var residentBytesAddedByShowDismissCycles: Int
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(Report(
        machine: Benchmark.machineDescription, results: rows.map(\.result), residentBytesAtStart: residentAtStart,
        residentBytesAddedByLoading: residentAfterLoad - residentAtStart,
        residentBytesAddedByShowDismissCycles: residentAfterCycles - residentAfterLoad))
    print(String(decoding: data, as: UTF8.self))
} else {
    print("Machine: \(Benchmark.machineDescription)")
    print("")
    let width = rows.map(\.result.name.count).max() ?? 0
    print("benchmark".padding(toLength: width, withPad: " ", startingAt: 0) + "   median       p99   budget   within   samples   notes")
    for row in rows {
        let result = row.result
        let budget = row.budget.map { Benchmark.format(nanoseconds: $0) } ?? "-"
        let within = row.budget.map { result.p99 <= $0 ? "yes" : "NO" } ?? "-"
        print(
            result.name.padding(toLength: width, withPad: " ", startingAt: 0)
                + "  " + Benchmark.format(nanoseconds: result.median).leftPadded(8)
                + "  " + Benchmark.format(nanoseconds: result.p99).leftPadded(8)
                + "  " + budget.leftPadded(7) + "  " + within.leftPadded(7)
                + "  " + String(result.iterations).leftPadded(8) + "   " + row.note)
    }
    func mebibytes(_ bytes: Int) -> String { String(format: "%.2f MiB", Double(bytes) / 1_048_576) }
    print("")
    print("Resident memory: \(mebibytes(residentAtStart)) at start (runtime and Foundation); "
        + "+\(mebibytes(residentAfterLoad - residentAtStart)) with the embedded set loaded, an engine and its first frame "
        + "(budget 10 MiB with an English lexicon); "
        + "+\(mebibytes(residentAfterCycles - residentAfterLoad)) more after 1,000 show/dismiss cycles")
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
