import Foundation

/// Why an ARPA file cannot be read, and where: `file:line:column: message`, as compilers say it, so
/// that editors and terminals can jump to the place. Lines and columns count from 1; columns count
/// bytes.
@_spi(Tooling) public struct ARPAError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's name, without its folder.
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// Reads the ARPA back-off language model format that KenLM's `lmplz`, SRILM's `ngram-count` and
/// most other toolkits write:
///
/// ```
/// \data\
/// ngram 1=3
/// ngram 2=2
///
/// \1-grams:
/// -0.5    <s>    -0.3
/// ...
/// \2-grams:
/// -0.2    <s> hello
/// ...
/// \end\
/// ```
///
/// Anything before `\data\` is ignored, as are blank lines between sections. Fields are separated by
/// spaces or tabs. Every n-gram's words must be unigrams, and its first n − 1 words an (n − 1)-gram,
/// so that the model is a trie; an n-gram listed twice, a count that does not match the header, a
/// probability above 1 and a back-off weight at the highest order are errors. Words are stored in
/// NFC. A file without `<unk>` gets it with log₁₀ probability −100, as KenLM gives it.
enum ARPAReader {
    /// Reads the ARPA file at `url`, mapped into memory where the system can map it; errors name the
    /// file by its last path component.
    static func read(contentsOf url: URL) throws -> NGramTable {
        let data: Data
        do {
            data = try Data(mappingContentsOf: url)
        } catch {
            throw ARPAError(
                file: url.lastPathComponent, line: 1, column: 1,
                message: "cannot read the file: \(error.localizedDescription)")
        }
        return try data.withUnsafeBytes { try read($0, file: url.lastPathComponent) }
    }

    /// Reads an ARPA model from `text`, naming it `file` in errors.
    static func read(_ text: String, file: String) throws -> NGramTable {
        var text = text
        return try text.withUTF8 { try read(UnsafeRawBufferPointer($0), file: file) }
    }

    /// Reads an ARPA model from its bytes, naming it `file` in errors.
    static func read(_ bytes: UnsafeRawBufferPointer, file: String) throws -> NGramTable {
        var parser = ARPAParser(lines: ARPALines(bytes), file: file)
        return try parser.parse()
    }
}

/// The lines of a text, without their line breaks (`\n` or `\r\n`), numbered from 1.
private struct ARPALines {
    let bytes: UnsafeRawBufferPointer
    var offset = 0
    var number = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    mutating func next() -> Slice<UnsafeRawBufferPointer>? {
        guard offset < bytes.count else { return nil }
        let end = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        var line = bytes[offset..<end]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        offset = end + 1
        number += 1
        return line
    }
}

private struct ARPAParser {
    var lines: ARPALines
    let file: String
    /// The number each word got, in the order the unigrams list them.
    var numbers: [String: UInt32] = [:]
    var words: [String] = []
    /// The line each n-gram of each order was listed on.
    var listed: [[[UInt32]: Int]] = []
    var levels: [[NGramTable.Entry]] = []

    init(lines: ARPALines, file: String) {
        self.lines = lines
        self.file = file
    }

    /// An error on the line read last, or on line 1 before any.
    func error(_ message: String, column: Int = 1) -> ARPAError {
        ARPAError(file: file, line: max(lines.number, 1), column: column, message: message)
    }

    /// The fields of a line, separated by spaces and tabs, with the column each starts at.
    func fields(_ line: Slice<UnsafeRawBufferPointer>) -> [(text: Slice<UnsafeRawBufferPointer>, column: Int)] {
        var result: [(Slice<UnsafeRawBufferPointer>, Int)] = []
        var index = line.startIndex
        while index < line.endIndex {
            while index < line.endIndex, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
            let start = index
            while index < line.endIndex, line[index] != 0x20, line[index] != 0x09 { index += 1 }
            if start < index { result.append((line[start..<index], start - line.startIndex + 1)) }
        }
        return result
    }

    func isBlank(_ line: Slice<UnsafeRawBufferPointer>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    func trimmed(_ line: Slice<UnsafeRawBufferPointer>) -> String {
        String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }

    mutating func parse() throws -> NGramTable {
        while true {
            guard let line = lines.next() else { throw error("no \\data\\ line: this is not an ARPA file") }
            if trimmed(line) == "\\data\\" { break }
        }
        let counts = try parseHeader()
        listed = Array(repeating: [:], count: counts.count)
        levels = Array(repeating: [], count: counts.count)
        for order in 1...counts.count {
            try parseSection(order: order, count: counts[order - 1], highest: counts.count)
        }
        return NGramTable(words: words, levels: levels)
    }

    /// The `ngram N=COUNT` lines; returns the counts, order by order. Leaves the first line after
    /// them, a section's header, unread.
    mutating func parseHeader() throws -> [Int] {
        var counts: [Int] = []
        while let line = lines.next() {
            if isBlank(line) {
                if counts.isEmpty { continue }
                return counts
            }
            let fields = fields(line)
            guard fields.count == 2, String(decoding: fields[0].text, as: UTF8.self) == "ngram" else {
                throw error("expected \"ngram N=COUNT\"", column: fields.first?.column ?? 1)
            }
            let parts = String(decoding: fields[1].text, as: UTF8.self).split(
                separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2, let order = Int(parts[0]), let count = Int(parts[1]), count >= 0 else {
                throw error("expected \"ngram N=COUNT\"", column: fields[1].column)
            }
            guard order == counts.count + 1 else {
                throw error("expected the count of \(counts.count + 1)-grams", column: fields[1].column)
            }
            guard order <= NGramTable.maximumOrder else {
                throw error(
                    "\(order)-grams: a model holds at most \(NGramTable.maximumOrder)-grams", column: fields[1].column)
            }
            counts.append(count)
        }
        throw error(counts.isEmpty ? "no \"ngram N=COUNT\" lines after \\data\\" : "the file ends after its header")
    }

    mutating func parseSection(order: Int, count: Int, highest: Int) throws {
        var header: Slice<UnsafeRawBufferPointer>?
        while let line = lines.next() {
            if !isBlank(line) {
                header = line
                break
            }
        }
        guard let header, trimmed(header) == "\\\(order)-grams:" else {
            throw error("expected \"\\\(order)-grams:\"", column: 1)
        }
        while true {
            guard let line = lines.next() else {
                throw error("the file ends inside the \(order)-grams, without \\end\\")
            }
            if isBlank(line) || line.first == UInt8(ascii: "\\") {
                guard levels[order - 1].count == count else {
                    throw error(
                        "the header announces \(count) \(order)-grams; the section lists \(levels[order - 1].count)")
                }
                if order == highest {
                    if line.first == UInt8(ascii: "\\") { try expectEnd(line) } else { try findEnd() }
                } else if line.first == UInt8(ascii: "\\") {
                    throw error("expected a blank line before \"\(trimmed(line))\"")
                }
                return
            }
            try parseEntry(line, order: order, highest: highest)
        }
    }

    func expectEnd(_ line: Slice<UnsafeRawBufferPointer>) throws {
        guard trimmed(line) == "\\end\\" else { throw error("expected \\end\\") }
    }

    mutating func findEnd() throws {
        while let line = lines.next() {
            if isBlank(line) { continue }
            return try expectEnd(line)
        }
        throw error("the file ends without \\end\\")
    }

    mutating func parseEntry(_ line: Slice<UnsafeRawBufferPointer>, order: Int, highest: Int) throws {
        let fields = fields(line)
        let probability = try number(fields[0], what: "a log₁₀ probability")
        guard probability <= 0 else {
            throw error("a log₁₀ probability above 0, a probability above 1", column: fields[0].column)
        }
        guard fields.count > order else {
            throw error(
                "expected \(order == 1 ? "a word" : "\(order) words") after the log₁₀ probability",
                column: line.count + 1)
        }
        if fields.count > order + 2 || (order == highest && fields.count == order + 2) {
            let extra = fields[order == highest ? order + 1 : order + 2]
            throw error(
                "unexpected \"\(String(decoding: extra.text, as: UTF8.self))\" after the \(order)-gram",
                column: extra.column)
        }
        let backoff = fields.count == order + 2 ? try number(fields[order + 1], what: "a log₁₀ back-off weight") : 0
        var gram: [UInt32] = []
        for field in fields[1...order] {
            gram.append(try word(field, order: order))
        }
        if let first = listed[order - 1][gram] {
            throw error("this \(order)-gram is already listed on line \(first)", column: fields[1].column)
        }
        if order > 1, listed[order - 2][Array(gram.dropLast())] == nil {
            throw error(
                "its first \(order - 1) words are not listed as a \(order - 1)-gram, the context it continues",
                column: fields[1].column)
        }
        listed[order - 1][gram] = lines.number
        levels[order - 1].append(
            NGramTable.Entry(words: gram, log10Probability: probability, log10Backoff: backoff))
    }

    /// The number of a word: a new one in the unigrams, one they listed above.
    mutating func word(_ field: (text: Slice<UnsafeRawBufferPointer>, column: Int), order: Int) throws -> UInt32 {
        guard let decoded = String(validating: field.text, as: UTF8.self) else {
            throw error("a word that is not UTF-8", column: field.column)
        }
        let word = decoded.nfc
        // A unigram listed twice gets the number of the first, and the caller finds it listed.
        if let number = numbers[word] { return number }
        guard order == 1 else { throw error("\"\(word)\" is not listed as a unigram", column: field.column) }
        let number = UInt32(words.count)
        numbers[word] = number
        words.append(word)
        return number
    }

    func number(_ field: (text: Slice<UnsafeRawBufferPointer>, column: Int), what: String) throws -> Float {
        guard let value = Float(String(decoding: field.text, as: UTF8.self)), value.isFinite else {
            throw error("expected \(what), a number", column: field.column)
        }
        return value
    }
}
