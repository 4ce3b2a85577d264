import Foundation

/// What ``KeyboardBenchmarks`` measured: the machine, a row per benchmark and the memory figures,
/// as a table for people or as JSON for scripts.
package struct KeyboardBenchmarkReport {
    package var machine: String
    package var rows: [BenchmarkRow]
    var memory: MemoryFigures

    /// The rows held to their budget whose 99th percentile is over it; the benchmark fails when
    /// there is one.
    package var budgetFailures: [BenchmarkRow] { rows.filter(\.failsBudget) }

    /// The names of ``budgetFailures``, each with what it measured (its note up to the first `;`),
    /// since the same kind of event has a row under each engine; and the resident memory's, when it
    /// is over its budget.
    package var budgetFailureNames: [String] {
        var names = budgetFailures.map { row in
            let measured = row.note.split(separator: ";").first.map { " (\($0))" } ?? ""
            return row.result.name.trimmingCharacters(in: .whitespaces) + measured
        }
        if let budgeted = memory.budgeted, !budgeted.isWithinBudget { names.append(MemoryFigures.BudgetedSet.title) }
        return names
    }

    /// A row's figures: its timing, and the same samples in thread CPU time where they were taken.
    private struct JSONResult: Encodable {
        var result: BenchmarkResult
        var cpu: BenchmarkResult?

        enum CodingKeys: String, CodingKey {
            case cpuMedianNanoseconds, cpuP99Nanoseconds, cpuP999Nanoseconds
        }

        func encode(to encoder: Encoder) throws {
            try result.encode(to: encoder)
            guard let cpu else { return }
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(cpu.median, forKey: .cpuMedianNanoseconds)
            try container.encode(cpu.p99, forKey: .cpuP99Nanoseconds)
            try container.encode(cpu.p999, forKey: .cpuP999Nanoseconds)
        }
    }

    private struct JSONReport: Encodable {
        var machine: String
        var results: [JSONResult]
        var budgetFailures: [String]
        var residentBytesAtStart: Int
        var residentBytesAddedByLoading: Int
        var residentBytesAddedByShowDismissCycles: Int
        var anonymousBytesAddedByLoading: Int?
        var fileBackedBytesAddedByLoading: Int?
        var lexiconMappedResidentBytes: Int?
        var budgetedSetResidentBytes: Int?
        var budgetedSetLexiconsResidentBytes: Int?
    }

    /// `{"machine", "results": [...], "residentBytes…", …}`, pretty-printed with sorted keys.
    package func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(
            JSONReport(
                machine: machine, results: rows.map { JSONResult(result: $0.result, cpu: $0.cpu) },
                budgetFailures: budgetFailureNames,
                residentBytesAtStart: memory.residentAtStart,
                residentBytesAddedByLoading: memory.residentAfterLoad - memory.residentAtStart,
                residentBytesAddedByShowDismissCycles: memory.residentAfterCycles - memory.residentAfterLoad,
                anonymousBytesAddedByLoading: memory.addedByKind?.anonymous,
                fileBackedBytesAddedByLoading: memory.addedByKind?.fileBacked,
                lexiconMappedResidentBytes: memory.lexiconMapped,
                budgetedSetResidentBytes: memory.budgeted?.total,
                budgetedSetLexiconsResidentBytes: memory.budgeted?.lexicons))
        return String(decoding: data, as: UTF8.self)
    }

    /// The machine, a table of the benchmarks (median, p99, p99.9, budget, whether it is kept,
    /// samples and notes) and the memory figures, line by line.
    package var tableLines: [String] {
        var lines = ["Machine: \(machine)", ""]
        let width = rows.map(\.result.name.count).max() ?? 0
        lines.append(
            "benchmark".padding(toLength: width, withPad: " ", startingAt: 0)
                + "   median       p99     p99.9   cpu p99  cpu p99.9          budget   within   samples   notes")
        for row in rows {
            let result = row.result
            let budget = [row.budget, row.p999Budget].map { $0.map { Benchmark.format(nanoseconds: $0) } ?? "-" }
            let within = row.budget == nil && row.p999Budget == nil ? "-" : row.isWithinBudget ? "yes" : "NO"
            let cpu = [row.cpu?.p99, row.cpu?.p999].map { $0.map { Benchmark.format(nanoseconds: $0) } ?? "-" }
            lines.append(
                result.name.padding(toLength: width, withPad: " ", startingAt: 0)
                    + "  " + Benchmark.format(nanoseconds: result.median).leftPadded(8)
                    + "  " + Benchmark.format(nanoseconds: result.p99).leftPadded(8)
                    + "  " + Benchmark.format(nanoseconds: result.p999).leftPadded(8)
                    + "  " + cpu[0].leftPadded(8) + "  " + cpu[1].leftPadded(8)
                    + "  " + budget.joined(separator: " / ").leftPadded(15) + "  " + within.leftPadded(7)
                    + "  " + String(result.iterations).leftPadded(8) + "   " + row.note)
        }
        lines.append("")
        return lines + memory.lines
    }
}

extension String {
    /// The string right-aligned in `width` characters, with spaces before it: a column of
    /// keysmith-bench's tables.
    package func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
