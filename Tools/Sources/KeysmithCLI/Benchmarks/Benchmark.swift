import Foundation

/// Timing of one benchmarked operation: every sample, and the figures derived from them.
public struct BenchmarkResult: Sendable, Encodable {
    public var name: String
    public var iterations: Int
    /// Nanoseconds per iteration, sorted ascending.
    public var samples: [Double]

    public var median: Double { percentile(50) }
    public var p99: Double { percentile(99) }
    public var minimum: Double { samples.first ?? 0 }
    public var maximum: Double { samples.last ?? 0 }

    /// The nearest-rank percentile of the samples.
    public func percentile(_ p: Double) -> Double {
        guard !samples.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(samples.count)).rounded(.up))
        return samples[min(max(rank, 1), samples.count) - 1]
    }

    enum CodingKeys: String, CodingKey { case name, iterations, medianNanoseconds, p99Nanoseconds, minNanoseconds, maxNanoseconds }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(iterations, forKey: .iterations)
        try container.encode(median, forKey: .medianNanoseconds)
        try container.encode(p99, forKey: .p99Nanoseconds)
        try container.encode(minimum, forKey: .minNanoseconds)
        try container.encode(maximum, forKey: .maxNanoseconds)
    }

    public init(name: String, samples: [Double]) {
        self.name = name
        self.iterations = samples.count
        self.samples = samples.sorted()
    }
}

/// Runs operations repeatedly and times each run with a monotonic clock.
public enum Benchmark {
    /// Times `operation` `iterations` times after `warmup` untimed runs. `operation` returns a value
    /// that is kept alive so the optimiser cannot remove the work.
    public static func measure<T>(
        _ name: String, iterations: Int, warmup: Int = 5, _ operation: () throws -> T
    ) rethrows -> BenchmarkResult {
        var sink: [T] = []
        sink.reserveCapacity(1)
        for _ in 0..<warmup { sink = [try operation()] }
        let clock = ContinuousClock()
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let start = clock.now
            let value = try operation()
            let elapsed = start.duration(to: clock.now)
            sink = [value]
            samples.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
        }
        withExtendedLifetime(sink) {}
        return BenchmarkResult(name: name, samples: samples)
    }

    /// A human-readable duration: `812 ns`, `14.2 µs`, `3.07 ms`.
    public static func format(nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.1f µs", nanoseconds / 1_000)
        default: String(format: "%.2f ms", nanoseconds / 1_000_000)
        }
    }

    /// What the figures were measured on: CPU model, core count, memory, OS and build.
    public static var machineDescription: String {
        var cpu = "unknown CPU"
        if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let colon = line.firstIndex(of: ":")
        {
            cpu = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let memory = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
        #if DEBUG
        let build = "debug build (figures are not representative)"
        #else
        let build = "release build"
        #endif
        return "\(cpu), \(cores) cores, \(String(format: "%.0f", memory)) GiB, \(ProcessInfo.processInfo.operatingSystemVersionString), \(build)"
    }

    /// Resident memory of this process in bytes (Linux: from /proc/self/statm), if known.
    public static var residentBytes: Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Resident memory of this process by kind (Linux: `RssAnon` and `RssFile` of /proc/self/status),
    /// if known. Anonymous memory is what the process wrote itself — heap, stacks, copies — and what
    /// an iOS extension's memory limit counts; file-backed memory is mapped files and code, clean
    /// pages the system can drop and read again (the mapped lexicon is file-backed).
    public static var residentByKind: (anonymous: Int, fileBacked: Int)? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        func kibibytes(_ field: String) -> Int? {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return nil }
            return line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap { Int($0) }
        }
        guard let anonymous = kibibytes("RssAnon"), let file = kibibytes("RssFile") else { return nil }
        return (anonymous * 1024, file * 1024)
    }

    /// Resident memory of the mappings of files whose name is `fileName` (Linux: the `Rss` lines of
    /// /proc/self/smaps), if known.
    public static func residentBytes(mappedFile fileName: String) -> Int? {
        // Read to the end: the file's size reads as zero, and reading by size would stop early.
        guard let file = FileHandle(forReadingAtPath: "/proc/self/smaps") else { return nil }
        defer { try? file.close() }
        let smaps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        var total = 0
        var inFile = false
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = fields.first else { continue }
            if first.contains("-"), !first.hasSuffix(":") {
                // A mapping's header: address range, permissions, offset, device, inode, path.
                inFile = fields.count >= 6 && fields[5...].joined(separator: " ").hasSuffix("/" + fileName)
            } else if inFile, first == "Rss:", fields.count > 1, let kibibytes = Int(fields[1]) {
                total += kibibytes * 1024
            }
        }
        return total
    }
}
