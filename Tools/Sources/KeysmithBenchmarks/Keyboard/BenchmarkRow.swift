/// One line of the benchmark table: a timing, the budget the design holds its 99th percentile to
/// (in nanoseconds; nil where the design names none), and what was measured.
package struct BenchmarkRow: Sendable {
    package var result: BenchmarkResult
    package var budget: Double?
    /// Whether a 99th percentile over ``budget`` fails the benchmark, rather than only being shown.
    package var enforced = false
    package var note: String

    /// Whether the row is held to its budget and its 99th percentile is over it.
    package var failsBudget: Bool {
        guard enforced, let budget else { return false }
        return result.p99 > budget
    }
}
