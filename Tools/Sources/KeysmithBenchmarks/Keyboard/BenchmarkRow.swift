/// One line of the benchmark table: a timing, the budgets the design holds its 99th and 99.9th
/// percentiles to (in nanoseconds; nil where the design names none), and what was measured.
package struct BenchmarkRow: Sendable {
    package var result: BenchmarkResult
    package var budget: Double?
    /// Whether a 99th percentile over ``budget`` (or a 99.9th over ``p999Budget``) fails the
    /// benchmark, rather than only being shown.
    package var enforced = false
    package var note: String
    /// The budget of the 99.9th percentile, where the design names one.
    package var p999Budget: Double? = nil
    /// The same samples in the thread's CPU time rather than on the wall clock, where they were
    /// taken; it leaves out the time the thread waited for a core on a busy machine.
    package var cpu: BenchmarkResult? = nil

    /// Whether the row's percentiles are within its budgets.
    package var isWithinBudget: Bool {
        result.p99 <= (budget ?? .infinity) && result.p999 <= (p999Budget ?? .infinity)
    }

    /// Whether the row is held to its budgets and a percentile is over one.
    package var failsBudget: Bool { enforced && !isWithinBudget }
}
