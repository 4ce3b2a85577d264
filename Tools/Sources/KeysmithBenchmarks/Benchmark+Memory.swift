import Foundation

extension Benchmark {
    /// Resident memory of this process in bytes (Linux: from /proc/self/statm), if known.
    package static var residentBytes: Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The system's load average over 1, 5 and 15 minutes, with the number of cores, as a sentence
    /// (Linux: /proc/loadavg), if known: how busy the machine was while the figures were measured.
    package static var loadAverageDescription: String? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        let averages = text.split(separator: " ").prefix(3).compactMap { Double($0) }
        guard averages.count == 3 else { return nil }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return "load average " + averages.map { String(format: "%.1f", $0) }.joined(separator: " / ")
            + " over 1, 5 and 15 minutes when the report was written, on \(cores) cores"
    }

    /// Resident memory of this process by kind (Linux: `RssAnon` and `RssFile` of /proc/self/status),
    /// if known. Anonymous memory is what the process wrote itself — heap, stacks, copies — and what
    /// an iOS extension's memory limit counts; file-backed memory is mapped files and code, clean
    /// pages the system can drop and read again (the mapped lexicon is file-backed).
    package static var residentByKind: (anonymous: Int, fileBacked: Int)? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        func kibibytes(_ field: String) -> Int? {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else {
                return nil
            }
            return line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap { Int($0) }
        }
        guard let anonymous = kibibytes("RssAnon"), let file = kibibytes("RssFile") else { return nil }
        return (anonymous * 1024, file * 1024)
    }

    /// Resident memory of the mappings of files whose name is `fileName` (Linux: the `Rss` lines of
    /// /proc/self/smaps), if known.
    package static func residentBytes(mappedFile fileName: String) -> Int? {
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
