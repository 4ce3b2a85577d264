/// One line of the benchmark table: a timing, the budget the design holds its 99th percentile to
/// (in nanoseconds; nil where the design names none), and what was measured.
public struct BenchmarkRow: Sendable {
    public var result: BenchmarkResult
    public var budget: Double?
    /// Whether a 99th percentile over ``budget`` fails the benchmark, rather than only being shown.
    public var enforced = false
    public var note: String

    /// Whether the row is held to its budget and its 99th percentile is over it.
    public var failsBudget: Bool {
        guard enforced, let budget else { return false }
        return result.p99 > budget
    }
}
