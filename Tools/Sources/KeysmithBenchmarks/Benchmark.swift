import Foundation

/// Runs operations repeatedly and times each run with a monotonic clock.
package enum Benchmark {
    /// Times `operation` `iterations` times after `warmup` untimed runs. `operation` returns a value
    /// that is kept alive so the optimiser cannot remove the work.
    package static func measure<T>(
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
            samples.append(nanoseconds(elapsed))
        }
        withExtendedLifetime(sink) {}
        return BenchmarkResult(name: name, samples: samples)
    }

    /// A duration in nanoseconds.
    package static func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }

    /// A human-readable duration: `812 ns`, `14.2 µs`, `3.07 ms`.
    package static func format(nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.1f µs", nanoseconds / 1_000)
        default: String(format: "%.2f ms", nanoseconds / 1_000_000)
        }
    }

    /// What the figures were measured on: CPU model, core count, memory, OS and build.
    package static var machineDescription: String {
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
        return
            "\(cpu), \(cores) cores, \(String(format: "%.0f", memory)) GiB, \(ProcessInfo.processInfo.operatingSystemVersionString), \(build)"
    }
}

/// The CPU time the calling thread has used, which leaves out the time it waited for a core.
package enum ThreadCPUTime {
    /// Nanoseconds of CPU time the calling thread has used (`CLOCK_THREAD_CPUTIME_ID`); 0 where the
    /// system cannot say.
    package static func nanoseconds() -> UInt64 {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
