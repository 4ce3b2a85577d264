import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Keysmith's benchmarks. Build in release mode and run:
//
//     swift build -c release --package-path Tools
//     swift run -c release --package-path Tools keysmith-bench [--iterations N] [--json]
//
// (The first line builds `keysmith` too, which the preview start-up benchmark runs.)
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
// loading the embedded set and the English lexicon, making an engine with suggestions and drawing its
// first frame; then after showing and dismissing the keyboard 1,000 times (each time a new engine,
// state and render model).
let residentAtStart = Benchmark.residentBytes ?? 0
let kindsAtStart = Benchmark.residentByKind
let executableName = Bundle.main.executableURL?.lastPathComponent ?? "keysmith-bench"
let codeAtStart = Benchmark.residentBytes(mappedFile: executableName)
var keptAlive: [KeyboardRenderModel] = []
var keptEngines: [KeyboardEngine] = []
do {
    let configuration = KeyboardConfiguration.embedded().value
    if let configuration {
        let provider = (try? Lexicon.english()).map { SuggestionProvider(lexicon: $0) }
        let engine = KeyboardEngine(configuration: configuration, suggestionProvider: provider)
        keptAlive.append(engine.render(engine.initialState()))
        keptEngines.append(engine)
    }
}
let residentAfterLoad = Benchmark.residentBytes ?? 0
let kindsAfterLoad = Benchmark.residentByKind
let lexiconMapped = EmbeddedLexicons.englishURL.flatMap { Benchmark.residentBytes(mappedFile: $0.lastPathComponent) }
let codeAdded = codeAtStart.flatMap { start in Benchmark.residentBytes(mappedFile: executableName).map { $0 - start } }
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
// the events a person makes typing it (taps, shift, layout switches, long presses), each timed alone;
// without suggestions, then with the English lexicon suggesting and autocorrecting on every word.
// With suggestions the engine defers its search, as the iOS keyboard runs it: the touch event returns
// a request, the search runs after it (timed on its own), and its answer is one more event through
// the engine and the render model (timed on its own). The same with the search inside the touch
// event is measured too.
struct TouchTimings {
    var touch: [Double] = []
    var search: [Double] = []
    var answer: [Double] = []
}

func touchSamples(_ engine: KeyboardEngine, rounds: Int) -> (timings: TouchTimings, events: Int) {
    var planner = Typist(engine: engine, state: engine.initialState())
    try? planner.type("The quick brown fox jumps over the lazy dog, 42 times! Ünïcödé 👍🏽 works too. ")
    let script = planner.events
    var state = engine.initialState()
    var position = 0
    var timings = TouchTimings()
    let clock = ContinuousClock()
    func nanoseconds(_ elapsed: Duration) -> Double {
        Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    }
    timings.touch.reserveCapacity(rounds * script.count)
    for _ in 0..<rounds {
        state = engine.initialState()
        position = 0
        for event in script {
            var start = clock.now
            let effects = engine.handle(event, state: &state)
            var model = engine.render(state)
            timings.touch.append(nanoseconds(start.duration(to: clock.now)))
            position &+= effects.count &+ model.keys.count
            for case .computeSuggestions(let request) in effects {
                start = clock.now
                let response = engine.suggestions(for: request)
                timings.search.append(nanoseconds(start.duration(to: clock.now)))
                start = clock.now
                let answerEffects = engine.handle(.suggestionsComputed(response), state: &state)
                model = engine.render(state)
                timings.answer.append(nanoseconds(start.duration(to: clock.now)))
                position &+= answerEffects.count &+ model.keys.count
            }
        }
    }
    withExtendedLifetime(position) {}
    return (timings, script.count)
}

if let configuration = KeyboardConfiguration.embedded().value {
    let rounds = max(1, iterations / 10)
    let plain = touchSamples(KeyboardEngine(configuration: configuration), rounds: rounds)
    rows.append(Row(
        result: BenchmarkResult(name: "one touch event: engine + effects + render model", samples: plain.timings.touch),
        budget: 50_000,
        note: "\(plain.events) events of a typed paragraph, \(rounds) rounds"))
    if let lexicon = try? Lexicon.english() {
        let provider = SuggestionProvider(lexicon: lexicon)
        let deferred = touchSamples(
            KeyboardEngine(configuration: configuration, suggestionProvider: provider, suggestionScheduling: .deferred),
            rounds: rounds)
        rows.append(Row(
            result: BenchmarkResult(name: "one touch event with suggestions (English lexicon, search deferred)", samples: deferred.timings.touch),
            budget: 50_000,
            note: "same paragraph; suggestions and autocorrection on, as the iOS keyboard runs them"))
        rows.append(Row(
            result: BenchmarkResult(name: "  its suggestion search, off the touch path", samples: deferred.timings.search),
            budget: nil,
            note: "\(deferred.timings.search.count / rounds) searches per round, each answering one touch"))
        rows.append(Row(
            result: BenchmarkResult(name: "  its answer event: engine + render model", samples: deferred.timings.answer),
            budget: 50_000,
            note: "the search's result back through the engine"))
        let inline = touchSamples(
            KeyboardEngine(configuration: configuration, suggestionProvider: provider, suggestionScheduling: .inline),
            rounds: rounds)
        rows.append(Row(
            result: BenchmarkResult(name: "one touch event with suggestions (search inline)", samples: inline.timings.touch),
            budget: nil,
            note: "the same with the search inside each touch event, as tools and tests run it"))
    }
}

// The preview server's work for one event: the page's JSON message decoded, the event through the
// session's engine, its edits on the document, a new render model and, when it changed, the SVG
// picture, and every reply encoded as JSON. The events are those of the typed paragraph, as the page
// sends them (picture coordinates, ticks included), planned on an engine like the session's; without
// suggestions (`keysmith preview --no-suggestions`), then with the English lexicon, as
// `keysmith preview` starts by default.
func previewSamples(_ session: inout PreviewTextSession, planner engine: KeyboardEngine, rounds: Int) -> (samples: [Double], messages: Int, redrawn: Int) {
    var planner = Typist(engine: engine, state: engine.initialState())
    try? planner.type("The quick brown fox jumps over the lazy dog, 42 times! Ünïcödé 👍🏽 works too. ")
    let slot = session.slotHeight
    func message(_ event: KeyboardEvent, round: Int) -> String? {
        let offset = Double(round) * 1_000
        func touch(_ phase: String, _ point: TouchPoint) -> String {
            #"{"v":1,"type":"touch","phase":"\#(phase)","id":\#(point.id),"x":\#(point.location.x),"y":\#(point.location.y + slot),"t":\#(point.time + offset)}"#
        }
        switch event {
        case .touchBegan(let point): return touch("began", point)
        case .touchMoved(let point): return touch("moved", point)
        case .touchEnded(let point): return touch("ended", point)
        case .touchCancelled(let id, let time): return #"{"v":1,"type":"touch","phase":"cancelled","id":\#(id),"x":0,"y":0,"t":\#(time + offset)}"#
        case .tick(let time): return #"{"v":1,"type":"tick","t":\#(time + offset)}"#
        default: return nil
        }
    }
    let messages = (0..<rounds).map { round in planner.events.compactMap { message($0, round: round) } }
    _ = session.open()
    var samples: [Double] = []
    var redrawn = 0
    var bytes = 0
    let clock = ContinuousClock()
    for round in messages {
        // Each round starts on the letters, with an empty field, as the first did.
        _ = session.receive(#"{"v":1,"type":"document","text":"","selection":{"start":0,"end":0}}"#)
        _ = session.receive(#"{"v":1,"type":"settings","keyboardType":"numberPad"}"#)
        _ = session.receive(#"{"v":1,"type":"settings","keyboardType":"default"}"#)
        for text in round {
            let start = clock.now
            let replies = session.receive(text)
            let elapsed = start.duration(to: clock.now)
            if replies.contains(where: { $0.contains(#""type":"frame""#) }) { redrawn += 1 }
            bytes &+= replies.reduce(0) { $0 + $1.utf8.count }
            samples.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
        }
    }
    withExtendedLifetime(bytes) {}
    return (samples, messages.first?.count ?? 0, redrawn)
}

if let configuration = KeyboardConfiguration.embedded().value, var session = PreviewTextSession() {
    let rounds = max(1, iterations / 10)
    let plain = previewSamples(&session, planner: KeyboardEngine(configuration: configuration), rounds: rounds)
    rows.append(Row(
        result: BenchmarkResult(name: "preview: one event over the session (JSON in, SVG + JSON out)", samples: plain.samples),
        budget: nil,
        note: "\(plain.messages) messages of the typed paragraph, \(rounds) rounds; \(plain.samples.isEmpty ? 0 : plain.redrawn * 100 / plain.samples.count)% redraw the picture"))
    if let lexicon = try? Lexicon.english() {
        let provider = SuggestionProvider(lexicon: lexicon)
        if var suggesting = PreviewTextSession(suggestionProvider: provider) {
            let engine = KeyboardEngine(configuration: configuration, suggestionProvider: provider)
            let result = previewSamples(&suggesting, planner: engine, rounds: rounds)
            rows.append(Row(
                result: BenchmarkResult(name: "preview: one event over the session, with suggestions (English lexicon)", samples: result.samples),
                budget: nil,
                note: "\(result.messages) messages of the same paragraph, \(rounds) rounds; \(result.samples.isEmpty ? 0 : result.redrawn * 100 / result.samples.count)% redraw the picture"))
        }
    }
}

// From starting `keysmith preview --port 0` (the embedded set, and the English lexicon it suggests
// with) to the first answer to GET /, over a few runs: what a person waits for after typing the
// command.
if let keysmith = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("keysmith"),
    FileManager.default.isExecutableFile(atPath: keysmith.path)
{
    var samples: [Double] = []
    for _ in 0..<max(3, min(10, iterations / 50)) {
        if let nanoseconds = PreviewStartup.measure(keysmith) { samples.append(nanoseconds) }
    }
    if !samples.isEmpty {
        rows.append(Row(
            result: BenchmarkResult(name: "preview: process start to first page served", samples: samples),
            budget: nil,
            note: "`keysmith preview --port 0` (English lexicon loaded), polled with GET / once it prints its URL"))
    }
} else {
    FileHandle.standardError.write(Data("note: no keysmith beside keysmith-bench; build it (swift build -c release --package-path Tools) to time the preview's start\n".utf8))
}

rows.append(Row(
    result: Benchmark.measure("lint embedded defaults (all checks)", iterations: max(20, iterations / 5)) {
        ConfigLinter().lint(EmbeddedDefaults.files).diagnostics.count
    },
    budget: nil,
    note: "what `keysmith lint --defaults` does"))

let addedByKind = kindsAtStart.flatMap { start in
    kindsAfterLoad.map { (anonymous: $0.anonymous - start.anonymous, fileBacked: $0.fileBacked - start.fileBacked) }
}

if json {
    struct Report: Encodable {
        var machine: String
        var results: [BenchmarkResult]
        var residentBytesAtStart: Int
        var residentBytesAddedByLoading: Int
        var residentBytesAddedByShowDismissCycles: Int
        var anonymousBytesAddedByLoading: Int?
        var fileBackedBytesAddedByLoading: Int?
        var lexiconMappedResidentBytes: Int?
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(Report(
        machine: Benchmark.machineDescription, results: rows.map(\.result), residentBytesAtStart: residentAtStart,
        residentBytesAddedByLoading: residentAfterLoad - residentAtStart,
        residentBytesAddedByShowDismissCycles: residentAfterCycles - residentAfterLoad,
        anonymousBytesAddedByLoading: addedByKind?.anonymous, fileBackedBytesAddedByLoading: addedByKind?.fileBacked,
        lexiconMappedResidentBytes: lexiconMapped))
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
        + "+\(mebibytes(residentAfterLoad - residentAtStart)) with the embedded set and the English lexicon loaded, "
        + "an engine with suggestions and its first frame; "
        + "+\(mebibytes(residentAfterCycles - residentAfterLoad)) more after 1,000 show/dismiss cycles")
    if let addedByKind, let lexiconMapped, let code = codeAdded {
        let own = addedByKind.anonymous + lexiconMapped
        print("  of what loading added: \(mebibytes(addedByKind.anonymous)) heap and \(mebibytes(lexiconMapped)) of the mapped lexicon, "
            + "together \(mebibytes(own)) for engine + configuration + English lexicon (budget 10 MiB: \(own <= 10 * 1_048_576 ? "within" : "OVER")); "
            + "the rest is code and read-only data run for the first time: \(mebibytes(code)) of this executable "
            + "(KeysmithCore, and the preview server it is linked with) and \(mebibytes(addedByKind.fileBacked - lexiconMapped - code)) more of "
            + "the system's libraries (Foundation, ICU)")
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

/// Times one start of the preview server.
enum PreviewStartup {
    /// Nanoseconds from launching `keysmith preview --port 0` to a 200 answer to GET /; nil if it
    /// did not answer within 30 seconds.
    static func measure(_ keysmith: URL) -> Double? {
        let process = Process()
        process.executableURL = keysmith
        process.arguments = ["preview", "--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let clock = ContinuousClock()
        let start = clock.now
        guard (try? process.run()) != nil else { return nil }
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var printed = ""
        var url: URL?
        while url == nil, start.duration(to: clock.now) < .seconds(30) {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { return nil }
            printed += String(decoding: data, as: UTF8.self)
            if let line = printed.split(separator: "\n").first(where: { $0.hasPrefix("Keysmith preview: ") }) {
                url = URL(string: String(line.dropFirst("Keysmith preview: ".count)))
            }
        }
        guard let url else { return nil }
        while start.duration(to: clock.now) < .seconds(30) {
            if answers(url) {
                let elapsed = start.duration(to: clock.now)
                return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
            }
            usleep(5_000)
        }
        return nil
    }

    private final class Answer: @unchecked Sendable {
        var ok = false
    }

    private static func answers(_ url: URL) -> Bool {
        let done = DispatchSemaphore(value: 0)
        let answer = Answer()
        var request = URLRequest(url: url)
        request.timeoutInterval = 5
        URLSession.shared.dataTask(with: request) { _, response, _ in
            answer.ok = (response as? HTTPURLResponse)?.statusCode == 200
            done.signal()
        }.resume()
        done.wait()
        return answer.ok
    }
}
