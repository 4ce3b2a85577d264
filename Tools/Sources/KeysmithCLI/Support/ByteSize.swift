import ArgumentParser

/// A number of bytes as a command line gives it: `4000000`, `4MB` (powers of 1000: kB, MB, GB) or
/// `4MiB` (powers of 1024: KiB, MiB, GiB); case does not matter, and `K`, `M` and `G` alone are
/// powers of 1000.
struct ByteSize: Sendable, Hashable, ExpressibleByArgument, CustomStringConvertible {
    var bytes: Int

    private static let units: [(suffix: String, factor: Int)] = [
        ("kib", 1 << 10), ("mib", 1 << 20), ("gib", 1 << 30),
        ("kb", 1000), ("mb", 1_000_000), ("gb", 1_000_000_000),
        ("k", 1000), ("m", 1_000_000), ("g", 1_000_000_000), ("b", 1), ("", 1),
    ]

    init(bytes: Int) {
        self.bytes = bytes
    }

    init?(argument: String) {
        let text = argument.lowercased()
        for unit in Self.units where text.hasSuffix(unit.suffix) {
            guard let value = Double(text.dropLast(unit.suffix.count)), value.isFinite, value > 0,
                value * Double(unit.factor) < Double(Int.max)
            else { return nil }
            self.init(bytes: Int(value * Double(unit.factor)))
            return
        }
        return nil
    }

    static var defaultCompletionKind: CompletionKind { .default }

    var description: String { "\(bytes) bytes" }
}
