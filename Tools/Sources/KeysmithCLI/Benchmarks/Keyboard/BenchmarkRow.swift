/// One line of the benchmark table: a timing, the budget the design holds its 99th percentile to
/// (in nanoseconds; nil where the design names none), and what was measured.
public struct BenchmarkRow: Sendable {
    public var result: BenchmarkResult
    public var budget: Double?
    public var note: String
}
