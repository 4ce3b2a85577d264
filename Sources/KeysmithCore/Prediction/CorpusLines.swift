import Foundation

/// The lines of a text file, read a block at a time so that a file of any size streams through: each
/// line that is valid UTF-8 is handed on without its line break (`\n`, `\r\n` or `\r`), and the
/// numbers of those that are not are kept, so that a damaged line costs only itself.
struct CorpusLines {
    /// The numbers of the lines that were not valid UTF-8, counting from 1, in order.
    private(set) var unreadableLines: [Int] = []
    /// The number of lines read.
    private(set) var lineCount = 0

    /// How many bytes are read at a time.
    let blockSize: Int

    init(blockSize: Int = 1 << 20) {
        precondition(blockSize > 0, "a block size of \(blockSize)")
        self.blockSize = blockSize
    }

    /// Calls `body` with each readable line of the file at `url`, in order.
    mutating func read(contentsOf url: URL, _ body: (String) throws -> Void) throws {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var pending: [UInt8] = []
        while let block = try handle.read(upToCount: blockSize), !block.isEmpty {
            pending += block
            var start = pending.startIndex
            while let end = pending[start...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
                // A `\r` at the end of the block may be the first half of `\r\n`: wait for more.
                if pending[end] == 0x0D, end + 1 == pending.endIndex { break }
                try line(pending[start..<end], body)
                start = pending[end] == 0x0D && pending[end + 1] == 0x0A ? end + 2 : end + 1
            }
            pending.removeSubrange(..<start)
        }
        if pending.last == 0x0D { pending.removeLast() }
        if !pending.isEmpty { try line(pending[...], body) }
    }

    /// Hands on one line, or counts it as unreadable.
    private mutating func line(_ bytes: ArraySlice<UInt8>, _ body: (String) throws -> Void) throws {
        lineCount += 1
        // Decoding replaces each invalid sequence with U+FFFD, so the bytes differ exactly when the
        // line is not valid UTF-8.
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else {
            unreadableLines.append(lineCount)
            return
        }
        try body(text)
    }
}
