import ArgumentParser
import Foundation
import KeysmithBenchmarks

/// `keysmith-bench lexicon [--language CODE] [--rounds N] [--count-only]`: correction and completion
/// in lexicon file version 2 against version 1, the same words and queries in the same run, held to
/// issue #24's budget.
struct LexiconBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lexicon",
        abstract: "Time correction and completion in lexicon file version 2 against version 1.",
        discussion: """
            Builds a version 1 file of the words of a shipped lexicon (version 2), with the scores \
            version 2 keeps, and runs the same queries in both: the corrector's ranking (rank) and \
            the words within two edits (words) of words typed with noise on the embedded English \
            layout, and the three best completions (completion) of prefixes of the lexicon's words. \
            Each query is timed on its own in the thread's CPU time, version 1 and version 2 one \
            after the other. Exits with status 1 when version 2's median or p99 is over 1.2× version \
            1's for rank or words, or its total completion time over version 1's, and with status 2 \
            when the versions' results differ. With --count-only it times nothing and runs each \
            work and version in one call, for scripts/callgrind_lexicon.sh.
            """
    )

    @Option(help: "The lexicon's language.")
    var language = "en"

    @Option(help: "How many times every query is run after one round to warm up.")
    var rounds = 3

    @Option(parsing: .upToNextOption, help: "The works to run: rank, words, completion (default: all).")
    var work: [String] = []

    @Flag(help: "Time nothing: run each work and version once, for callgrind.")
    var countOnly = false

    func validate() throws {
        guard rounds > 0 else { throw ValidationError("--rounds must be at least 1") }
        for name in work where LexiconVersionBenchmark.Work(rawValue: name) == nil {
            throw ValidationError("unknown work \"\(name)\": rank, words or completion")
        }
    }

    func run() throws {
        let works =
            work.isEmpty
            ? LexiconVersionBenchmark.Work.allCases : work.compactMap(LexiconVersionBenchmark.Work.init(rawValue:))
        let setup: LexiconVersionBenchmark.Setup
        do {
            setup = try LexiconVersionBenchmark.setup(language: language)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(2)
        }
        if countOnly {
            let counts = LexiconVersionBenchmark.countOnly(works, rounds: rounds, setup)
            var index = 0
            for work in works {
                for version in LexiconVersionBenchmark.versionNames {
                    print("\(work.rawValue) \(version) queries: \(counts[index])")
                    index += 1
                }
            }
            return
        }
        print("Machine: \(Benchmark.machineDescription)")
        if let load = Benchmark.loadAverageDescription { print("Load: \(load)") }
        print(setup.summary)
        print("\(rounds) rounds after one to warm up")
        let differences = LexiconVersionBenchmark.differences(setup)
        print(
            "thread CPU time   v1 median  v2 median  ratio     v1 p99     v2 p99  ratio  total  budget")
        var within = true
        for work in works {
            let comparison = LexiconVersionBenchmark.compare(work, rounds: rounds, setup)
            within = within && comparison.isWithinBudget
            func time(_ nanoseconds: Double) -> String { Benchmark.format(nanoseconds: nanoseconds).leftPadded(11) }
            func ratio(_ value: Double) -> String { String(format: "%.2f", value).leftPadded(7) }
            let budget =
                work == .completion ? "total ≤ \(work.budget)×" : "≤ \(work.budget)×"
            print(
                work.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)
                    + time(comparison.version1.median) + "  " + time(comparison.version2.median)
                    + ratio(comparison.medianRatio) + time(comparison.version1.p99) + time(comparison.version2.p99)
                    + ratio(comparison.p99Ratio) + ratio(comparison.totalRatio) + "  "
                    + budget + ": " + (comparison.isWithinBudget ? "within" : "OVER"))
        }
        let differing = works.map { differences[$0] ?? 0 }.reduce(0, +)
        print(
            "results that differ between the versions: "
                + works.map { "\($0.rawValue) \(differences[$0] ?? 0)" }.joined(separator: ", "))
        if differing > 0 {
            FileHandle.standardError.write(Data("version 2's results differ from version 1's\n".utf8))
            throw ExitCode(2)
        }
        if !within {
            FileHandle.standardError.write(Data("version 2 is over its budget against version 1\n".utf8))
            throw ExitCode(1)
        }
    }
}
