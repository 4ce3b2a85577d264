import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore

/// Keysmith's own benchmarks, which `keysmith-bench` runs: loading the embedded set, one touch
/// event through the engine (with and without suggestions), the preview server's work for one event
/// and its start, linting, and resident memory.
///
/// Each benchmark reports the median and the 99th percentile of its samples, and the budget it is
/// held to where the design names one. Figures are measured here, on this machine, every run.
package struct KeyboardBenchmarks: Sendable {
    /// How many times the loading benchmarks run; the others scale from it.
    package var iterations: Int

    package init(iterations: Int) {
        self.iterations = iterations
    }

    /// Runs every benchmark, memory first, before the benchmarks allocate. Fails when this build has
    /// no embedded defaults or its keyboard cannot type the benchmark's paragraph.
    package func run() throws -> KeyboardBenchmarkReport {
        guard let folder = EmbeddedDefaults.folder else {
            throw ToolError.unreadable("the embedded defaults are missing from this build")
        }
        let memory = MemoryFigures.measure()
        var rows = LoadingBenchmarks.rows(folder: folder, iterations: iterations)
        rows += try TouchBenchmarks.rows(iterations: iterations)
        rows += PreviewBenchmarks.rows(iterations: iterations)
        rows += PreviewStartup.rows(iterations: iterations)
        rows.append(LoadingBenchmarks.lintRow(iterations: iterations))
        return KeyboardBenchmarkReport(machine: Benchmark.machineDescription, rows: rows, memory: memory)
    }
}
