import ArgumentParser
import Foundation
import KeysmithBenchmarks

/// `keysmith-bench [keyboard] [--iterations N] [--json]`: the keyboard's benchmarks, printed as a
/// table or as JSON.
struct KeyboardBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboard",
        abstract: "Time loading, touch events, the preview and linting, and measure resident memory.",
        discussion: """
            Each benchmark reports the median and the 99th percentile of its samples, and the budget \
            it is held to where the design names one, and the p99.9 of the touch events. Each kind \
            of touch event has a row of its own, with its thread CPU time; the key-up that commits \
            text is held to a p99 of 40 µs and a p99.9 of 80 µs on the wall clock, and the command \
            exits with status 1 when it is over either, or when the resident memory of engine, \
            configuration, two lexicons and one language's emoji search is over 8 MiB (2 when the \
            benchmark cannot run, as when the keyboard cannot type its paragraph). Build in release \
            mode for figures that mean something; the preview's start is timed with the keysmith \
            executable beside this one.
            """
    )

    @Option(help: "How many times the loading benchmarks run; the others scale from it.")
    var iterations = 500

    @Flag(help: "Print one JSON object instead of the table.")
    var json = false

    func validate() throws {
        guard iterations > 0 else { throw ValidationError("--iterations must be at least 1") }
    }

    func run() throws {
        let report: KeyboardBenchmarkReport
        do {
            report = try KeyboardBenchmarks(iterations: iterations).run()
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(2)
        }
        if json {
            print(try report.json())
        } else {
            for line in report.tableLines { print(line) }
        }
        let failures = report.budgetFailureNames
        if !failures.isEmpty {
            FileHandle.standardError.write(
                Data("over budget at the 99th percentile: \(failures.joined(separator: ", "))\n".utf8))
            throw ExitCode(1)
        }
    }
}
