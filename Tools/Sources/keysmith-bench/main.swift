import Foundation
import KeysmithCLI
import KeysmithCore

// Keysmith's benchmarks. Build in release mode and run:
//
//     swift run -c release --package-path Tools keysmith-bench [--iterations N] [--json]
//
// Each benchmark reports the median and the 99th percentile of its samples, and the budget it is
// held to where the design names one. Figures are measured here, on this machine, every run.

let arguments = CommandLine.arguments.dropFirst()
let iterations = arguments.firstIndex(of: "--iterations").flatMap { arguments.index(after: $0) < arguments.endIndex ? Int(arguments[arguments.index(after: $0)]) : nil } ?? 500
let json = arguments.contains("--json")

guard let folder = EmbeddedDefaults.folder else {
    FileHandle.standardError.write(Data("the embedded defaults are missing from this build\n".utf8))
    exit(2)
}

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
    result: Benchmark.measure("lint embedded defaults (all checks)", iterations: max(20, iterations / 5)) {
        ConfigLinter().lint(EmbeddedDefaults.files).diagnostics.count
    },
    budget: nil,
    note: "what `keysmith lint --defaults` does"))

if json {
    struct Report: Encodable {
        var machine: String
        var results: [BenchmarkResult]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(Report(machine: Benchmark.machineDescription, results: rows.map(\.result)))
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
    if let resident = Benchmark.residentBytes {
        print("")
        print("Resident memory of this process after the runs: \(String(format: "%.1f", Double(resident) / 1_048_576)) MiB")
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
