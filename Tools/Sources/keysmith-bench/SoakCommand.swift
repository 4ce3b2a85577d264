import ArgumentParser
import Foundation
import KeysmithBenchmarks

/// `keysmith-bench soak [--cycles N] [--events N] [--warmup-cycles N] [--seed N]`: one engine shown
/// and dismissed many times under random events; fails when resident memory grows by 0.5 MiB or more.
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Show and dismiss one engine many times under random events, and measure memory growth.",
        discussion: """
            The engine has the embedded set and the English lexicon, and a shell without a screen \
            drives it: each showing is a new field kept by an in-memory document, with random \
            touches (on the keys, the toolbar, panels and outside the keyboard), ticks, host, \
            device and text changes, toolbar and panel events, and shift changes. Resident memory \
            is measured after the warm-up and at the end. Exit status 1 when it grew by 0.5 MiB or \
            more, 2 when the soak could not run.
            """
    )

    @Option(help: "How many times the keyboard is shown and dismissed after the warm-up.")
    var cycles = 10_000

    @Option(help: "How many events reach the engine over those showings, answers to its effects included.")
    var events = 1_000_000

    @Option(help: "How many show/dismiss cycles (with as many actions each) run before the first measure.")
    var warmupCycles = 1_000

    @Option(help: "The seed of the random actions.")
    var seed: UInt64 = 1

    func validate() throws {
        guard cycles > 0 else { throw ValidationError("--cycles must be at least 1") }
        guard events >= 0, warmupCycles >= 0 else { throw ValidationError("counts cannot be negative") }
    }

    func run() throws {
        let report: EngineSoak.Report
        do {
            report = try EngineSoak(cycles: cycles, events: events, warmupCycles: warmupCycles, seed: seed).run()
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(2)
        }
        for line in report.lines { print(line) }
        if !report.passes { throw ExitCode(1) }
    }
}
