import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("ARPA files: reading back-off models, and saying where a malformed one goes wrong")
struct ARPAReaderTests {
    /// A trigram model written by hand, in the layout `lmplz` writes.
    static let model = """
        Written by hand for these tests.

        \\data\\
        ngram 1=5
        ngram 2=4
        ngram 3=2

        \\1-grams:
        -1.0\t<unk>
        -99\t<s>\t-0.5
        -0.7\t</s>
        -0.6\thello\t-0.3
        -0.8\tworld\t-0.2

        \\2-grams:
        -0.4\t<s> hello\t-0.1
        -0.3\thello world\t-0.25
        -0.2\tworld </s>
        -0.9\thello </s>

        \\3-grams:
        -0.05\t<s> hello world
        -0.1\thello world </s>

        \\end\\

        """

    @Test("every n-gram is read with its weights, and words are numbered by their bytes")
    func reads() throws {
        let table = try ARPAReader.read(Self.model, file: "test.arpa")
        #expect(table.vocabulary == ["</s>", "<s>", "<unk>", "hello", "world"])
        #expect(table.levels.map(\.count) == [5, 4, 2])
        let hello = try #require(table.number(of: "hello"))
        let world = try #require(table.number(of: "world"))
        let start = try #require(table.number(of: "<s>"))
        #expect(table.entry([hello])?.log10Backoff == -0.3)
        #expect(
            table.entry([hello, world]) == .init(words: [hello, world], log10Probability: -0.3, log10Backoff: -0.25))
        #expect(table.entry([start, hello, world])?.log10Probability == -0.05)
        #expect(
            table.levels[1].map(\.words) == table.levels[1].map(\.words).sorted { $0.lexicographicallyPrecedes($1) })
    }

    @Test("probabilities back off through the weights of the contexts they skip")
    func backsOff() throws {
        let table = try ARPAReader.read(Self.model, file: "test.arpa")
        func expect(_ word: String, after context: [String], _ expected: Double) {
            #expect(
                abs(Double(table.log10Probability(of: word, after: context)) - expected) < 1e-6, "\(context) \(word)")
        }
        expect("world", after: ["<s>", "hello"], -0.05)
        // bo(<s> hello) + p(</s> | hello)
        expect("</s>", after: ["<s>", "hello"], -0.1 + -0.9)
        // bo(hello world) + bo(world) + p(hello)
        expect("hello", after: ["hello", "world"], -0.25 + -0.2 + -0.6)
        // An unknown word is <unk>; an unknown context backs off to what follows it.
        expect("zebra", after: ["<s>"], -0.5 + -1.0)
        expect("world", after: ["zebra", "hello"], -0.3)
    }

    @Test("spaces separate fields as tabs do, CRLF ends lines, and a file without <unk> gets it at −100")
    func leniency() throws {
        let text = "\\data\\\r\nngram 1=2\r\n\r\n\\1-grams:\r\n-0.3  a\r\n-0.5 </s>\r\n\r\n\\end\\\r\n"
        let table = try ARPAReader.read(text, file: "test.arpa")
        #expect(table.vocabulary == ["</s>", "<unk>", "a"])
        #expect(table.log10Probability(of: "b", after: []) == -100)
        #expect(table.log10Probability(of: "a", after: ["a"]) == Float(-0.3))
    }

    @Test("words are read in NFC, so both spellings of a word are the same word")
    func normalization() throws {
        let text = "\\data\\\nngram 1=2\n\n\\1-grams:\n-0.3\tcafe\u{301}\n-0.5\tcafé\n\n\\end\\\n"
        #expect(
            throws: ARPAError(file: "n.arpa", line: 6, column: 6, message: "this 1-gram is already listed on line 5")
        ) {
            try ARPAReader.read(text, file: "n.arpa")
        }
    }

    /// The error for `model` with line `line` (counting from 1) replaced by `replacement`.
    func error(replacingLine line: Int, with replacement: String) -> ARPAError? {
        var lines = Self.model.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[line - 1] = replacement
        do {
            _ = try ARPAReader.read(lines.joined(separator: "\n"), file: "bad.arpa")
            return nil
        } catch {
            return error as? ARPAError
        }
    }

    @Test("a malformed file is refused with its file, line and column")
    func malformed() throws {
        func expectError(line: Int, _ replacement: String, reportedLine: Int? = nil, column: Int, _ message: String) {
            #expect(
                error(replacingLine: line, with: replacement)?.description
                    == "bad.arpa:\(reportedLine ?? line):\(column): \(message)",
                "line \(line) as \(replacement.debugDescription)")
        }
        expectError(line: 4, "ngram 1=five", column: 7, "expected \"ngram N=COUNT\"")
        expectError(line: 5, "ngram 3=4", column: 7, "expected the count of 2-grams")
        expectError(line: 5, "n-gram 2=4", column: 1, "expected \"ngram N=COUNT\"")
        expectError(line: 8, "\\2-grams:", column: 1, "expected \"\\1-grams:\"")
        expectError(line: 12, "-0.6\thello\tfast", column: 12, "expected a log₁₀ back-off weight, a number")
        expectError(line: 12, "high\thello", column: 1, "expected a log₁₀ probability, a number")
        expectError(line: 12, "nan\thello", column: 1, "expected a log₁₀ probability, a number")
        expectError(line: 12, "0.5\thello", column: 1, "a log₁₀ probability above 0, a probability above 1")
        expectError(line: 12, "-0.6", column: 5, "expected a word after the log₁₀ probability")
        expectError(line: 12, "-0.6\thello\t-0.3\textra", column: 17, "unexpected \"extra\" after the 1-gram")
        expectError(line: 12, "-0.6\tworld", reportedLine: 13, column: 6, "this 1-gram is already listed on line 12")
        expectError(line: 17, "-0.3\thello", column: 11, "expected 2 words after the log₁₀ probability")
        expectError(line: 17, "-0.3\thello moon", column: 12, "\"moon\" is not listed as a unigram")
        expectError(
            line: 23, "-0.05\tworld hello world", column: 7,
            "its first 2 words are not listed as a 2-gram, the context it continues")
        expectError(line: 23, "-0.05\t<s> hello world\t-0.1", column: 23, "unexpected \"-0.1\" after the 3-gram")
        expectError(line: 19, "", column: 1, "the header announces 4 2-grams; the section lists 3")
        expectError(line: 25, "\\ende\\", column: 1, "expected \\end\\")
    }

    @Test("a file is read from disk, and one that cannot be read is named in the error")
    func files() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arpa-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("model.arpa")
        try Self.model.write(to: url, atomically: true, encoding: .utf8)
        #expect(try ARPAReader.read(contentsOf: url) == ARPAReader.read(Self.model, file: "model.arpa"))
        let missing = folder.appendingPathComponent("missing.arpa")
        let error = #expect(throws: ARPAError.self) { try ARPAReader.read(contentsOf: missing) }
        #expect(error?.description.hasPrefix("missing.arpa:1:1: cannot read the file") == true)
    }

    @Test("a file that is not ARPA, or ends early, is refused where it ends")
    func truncated() {
        #expect(
            throws: ARPAError(file: "t.arpa", line: 1, column: 1, message: "no \\data\\ line: this is not an ARPA file")
        ) {
            try ARPAReader.read("hello\n", file: "t.arpa")
        }
        let lines = Self.model.split(separator: "\n", omittingEmptySubsequences: false)
        let cut = lines.prefix(21).joined(separator: "\n")
        #expect(
            throws: ARPAError(
                file: "t.arpa", line: 21, column: 1, message: "the file ends inside the 3-grams, without \\end\\")
        ) {
            try ARPAReader.read(cut, file: "t.arpa")
        }
        #expect(throws: ARPAError(file: "t.arpa", line: 24, column: 1, message: "the file ends without \\end\\")) {
            try ARPAReader.read(lines.prefix(24).joined(separator: "\n") + "\n", file: "t.arpa")
        }
        let invalid: [UInt8] = Array("\\data\\\nngram 1=1\n\n\\1-grams:\n-1\t".utf8) + [0xFF, 0x0A]
        #expect(throws: ARPAError(file: "t.arpa", line: 5, column: 4, message: "a word that is not UTF-8")) {
            try invalid.withUnsafeBytes { try ARPAReader.read($0, file: "t.arpa") }
        }
    }
}
