import Foundation
@_spi(Tooling) import KeysmithCore

/// Loading the embedded set: from disk, from bytes already in memory, and up to the first frame a
/// keyboard draws; and linting it as `keysmith lint --defaults` does.
enum LoadingBenchmarks {
    static func rows(folder: URL, iterations: Int) -> [BenchmarkRow] {
        // The files as bytes, so that one benchmark measures decoding and validation without disk reads.
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.hasSuffix(".json")
        }
        var sources: [String: SourceText] = [:]
        for file in names {
            let name = String(file.dropLast(5))
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) {
                sources[name] = SourceText(name: file, bytes: Array(data))
            }
        }
        let totalBytes = sources.values.reduce(0) { $0 + $1.bytes.count }

        return [
            BenchmarkRow(
                result: Benchmark.measure("load embedded set (read + parse + validate)", iterations: iterations) {
                    KeyboardConfiguration.embedded().value?.layouts.count ?? -1
                },
                budget: 10_000_000,
                note: "\(sources.count) files, \(totalBytes) bytes, from disk"),
            BenchmarkRow(
                result: Benchmark.measure("decode + validate embedded set (in memory)", iterations: iterations) {
                    KeyboardConfiguration.load(manifest: EmbeddedDefaults.manifestName) { sources[$0] }.value?.layouts
                        .count ?? -1
                },
                budget: 10_000_000,
                note: "same files, already in memory"),
            BenchmarkRow(
                result: Benchmark.measure("load embedded set + first layout + first frame", iterations: iterations) {
                    guard let configuration = KeyboardConfiguration.embedded().value else { return -1 }
                    let engine = KeyboardEngine(configuration: configuration)
                    return engine.render(engine.initialState()).keys.count
                },
                budget: 10_000_000,
                note: "what a keyboard does before it first appears"),
        ]
    }

    static func lintRow(iterations: Int) -> BenchmarkRow {
        BenchmarkRow(
            result: Benchmark.measure("lint embedded defaults (all checks)", iterations: max(20, iterations / 5)) {
                ConfigLinter().lint(EmbeddedDefaults.files).diagnostics.count
            },
            budget: nil,
            note: "what `keysmith lint --defaults` does")
    }
}
