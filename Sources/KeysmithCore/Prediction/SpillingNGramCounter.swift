import Foundation

/// Counts n-grams as ``NGramCounts`` does, in a table of bounded size: whenever the table holds more
/// n-grams than ``memoryLimit`` allows, it is sorted and written to a temporary file (a *run*), and
/// counting starts again with an empty table. ``finish()`` merges the runs, adding the counts of an
/// n-gram found in several of them, so text far larger than memory can be counted; what has to fit
/// is the vocabulary and the distinct n-grams of the whole text, which the estimator holds anyway.
///
/// A run is a file of fixed-size records in ascending order of their words: `order` little-endian
/// 32-bit word numbers (an n-gram shorter than `order`, which starts with `<s>`, is padded with
/// `UInt32.max`), then a little-endian 64-bit count.
struct SpillingNGramCounter {
    /// The estimated size of one n-gram in the count table, in bytes: the dictionary's key, value
    /// and spare capacity, and the key's array of word numbers on the heap.
    static func bytesPerNGram(order: Int) -> Int { 16 * 4 / 3 + 32 + (4 * order + 15) / 16 * 16 }

    /// How many bytes the count table may take before it is written out; the vocabulary is not
    /// included.
    let memoryLimit: Int
    /// Where runs are written: a directory of the counter's own, removed by ``finish()``.
    let directory: URL
    private var counts: NGramCounts
    private(set) var runs: [URL] = []

    /// A counter of n-grams up to `order` words long whose count table takes at most about
    /// `memoryLimit` bytes, writing its runs in a new directory inside `temporaryDirectory`.
    init(order: Int, memoryLimit: Int, temporaryDirectory: URL = FileManager.default.temporaryDirectory) throws {
        counts = NGramCounts(order: order)
        self.memoryLimit = memoryLimit
        directory = temporaryDirectory.appendingPathComponent("keysmith-counts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// The highest order counted.
    var order: Int { counts.order }

    /// The most n-grams the count table holds before it is written out.
    var tableCapacity: Int { max(1, memoryLimit / Self.bytesPerNGram(order: order)) }

    /// Counts the n-grams of one sentence, as ``NGramCounts/add(sentence:)`` does, writing the table
    /// out as a run when it has grown past ``memoryLimit``.
    mutating func add(sentence: [String]) throws {
        counts.add(sentence: sentence)
        if counts.counts.count >= tableCapacity { try spill() }
    }

    /// Every n-gram counted, the runs merged; removes the runs and their directory.
    mutating func finish() throws -> NGramCounts {
        defer { try? FileManager.default.removeItem(at: directory) }
        if runs.isEmpty { return counts }
        try spill()
        var merged: [[UInt32]: UInt64] = [:]
        try RunMerger(runs: runs, order: order).forEachNGram { merged[$0] = $1 }
        return NGramCounts(order: order, words: counts.words, counts: merged)
    }

    /// Writes the count table, sorted, to a new run and empties it.
    private mutating func spill() throws {
        let table = counts.takeCounts().sorted { RunRecord.precedes($0.key, $1.key) }
        let url = directory.appendingPathComponent("run-\(runs.count)")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(table.count * RunRecord.size(order: order))
        for (gram, count) in table { RunRecord.append(gram, count: count, order: order, to: &bytes) }
        try Data(bytes).write(to: url)
        runs.append(url)
    }
}

/// The records of a run file (see ``SpillingNGramCounter``).
enum RunRecord {
    static let padding = UInt32.max

    static func size(order: Int) -> Int { 4 * order + 8 }

    /// The order runs are sorted in: by word numbers, an n-gram before the longer ones it starts.
    static func precedes(_ first: [UInt32], _ second: [UInt32]) -> Bool {
        first.lexicographicallyPrecedes(second)
    }

    static func append(_ gram: [UInt32], count: UInt64, order: Int, to bytes: inout [UInt8]) {
        for index in 0..<order {
            withUnsafeBytes(of: (index < gram.count ? gram[index] : padding).littleEndian) { bytes += $0 }
        }
        withUnsafeBytes(of: count.littleEndian) { bytes += $0 }
    }
}

/// Reads the runs of a ``SpillingNGramCounter`` together, in ascending order, each n-gram once with
/// its counts added up; each run is read a block at a time.
struct RunMerger {
    private struct Cursor {
        let handle: FileHandle
        let order: Int
        var buffer: [UInt8] = []
        var position = 0
        var current: (gram: [UInt32], count: UInt64)?

        /// Moves to the next record; `current` is nil at the end of the run.
        mutating func advance() throws {
            let size = RunRecord.size(order: order)
            if position + size > buffer.count {
                let rest = Array(buffer[position...])
                let block = try handle.read(upToCount: size * 4096) ?? Data()
                buffer = rest + block
                position = 0
                if buffer.isEmpty {
                    current = nil
                    return
                }
                guard buffer.count >= size else { throw CocoaError(.fileReadCorruptFile) }
            }
            func word(_ offset: Int) -> UInt32 {
                (0..<4).reduce(0) { $0 | UInt32(buffer[position + offset + $1]) << (8 * $1) }
            }
            let gram = (0..<order).map { word(4 * $0) }.filter { $0 != RunRecord.padding }
            let count = (0..<8).reduce(UInt64(0)) { $0 | UInt64(buffer[position + 4 * order + $1]) << (8 * $1) }
            current = (gram, count)
            position += size
        }
    }

    let runs: [URL]
    let order: Int

    /// Calls `body` with each n-gram and its total count, in ascending order.
    func forEachNGram(_ body: ([UInt32], UInt64) throws -> Void) throws {
        var cursors = try runs.map { url in
            var cursor = Cursor(handle: try FileHandle(forReadingFrom: url), order: order)
            try cursor.advance()
            return cursor
        }
        defer { for cursor in cursors { try? cursor.handle.close() } }
        while true {
            // Few runs are open at once, so the smallest head is found by looking at each.
            var smallest: [UInt32]?
            for cursor in cursors {
                if let gram = cursor.current?.gram, smallest.map({ RunRecord.precedes(gram, $0) }) ?? true {
                    smallest = gram
                }
            }
            guard let gram = smallest else { return }
            var total: UInt64 = 0
            for index in cursors.indices where cursors[index].current?.gram == gram {
                total += cursors[index].current!.count
                try cursors[index].advance()
            }
            try body(gram, total)
        }
    }
}
