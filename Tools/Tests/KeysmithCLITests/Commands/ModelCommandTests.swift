import Foundation
import Testing

@Suite("keysmith model: build, import, info")
struct ModelCommandTests {
    /// A text of 300 English sentences made from a few words, and a line that is not UTF-8.
    static func corpus() -> [UInt8] {
        let subjects = ["The cat", "The dog", "My friend", "Paris"]
        let verbs = ["sees", "likes", "finds", "wants"]
        let objects = ["the ball.", "a home.", "the sun!", "my hat?"]
        var text = ""
        for index in 0..<300 {
            text += "\(subjects[index % 4]) \(verbs[index / 4 % 4]) \(objects[index / 16 % 4])"
            text += index.isMultiple(of: 3) || index == 299 ? "\n" : " "
        }
        return Array(text.utf8) + [0x41, 0xFE, 0x0A] + Array("I don’t know\n".utf8)
    }

    @Test("build counts the text by the language's rules, reports unreadable lines, and info reads the model")
    func buildAndInfo() throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.corpus()).write(to: folder.appendingPathComponent("text.txt"))
        let build = try Tool.run(
            ["model", "build", "--language", "en", "--corpus", "text.txt", "-o", "en.model", "--memory", "4kB"],
            in: folder)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(build.standardError.contains("text.txt:102:1: warning: not valid UTF-8; the line is skipped"))
        #expect(
            build.standardError.contains("text.txt: 103 lines, 301 sentences, 1428 words; 1 unreadable line skipped"))
        #expect(build.standardError.contains("temporary files"))
        let info = try Tool.run(["model", "info", "en.model"], in: folder)
        #expect(info.status == 0)
        // "The" and "My" at a sentence start are counted as "the" and "my", as the lexicon lists them.
        #expect(info.outputLines.first?.hasPrefix("en.model: order 3, ") == true)
        #expect(info.outputLines.last?.hasPrefix("sentence starts: the, my, ") == true)
        #expect(!info.standardOutput.contains("The,"))
    }

    @Test("build prunes to --max-size, and fails with status 1 when even the words do not fit")
    func maxSize() throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.corpus()).write(to: folder.appendingPathComponent("text.txt"))
        let arguments = ["model", "build", "--language", "en", "--corpus", "text.txt", "-o", "en.model"]
        #expect(try Tool.run(arguments, in: folder).status == 0)
        let full = try Data(contentsOf: folder.appendingPathComponent("en.model")).count
        // The weight tables take a fixed kilobyte or so per order; n-grams take a few bytes each.
        let limit = full - 64
        #expect(try Tool.run(arguments + ["--max-size", "\(limit)B"], in: folder).status == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("en.model")).count <= limit)
        let tiny = try Tool.run(arguments + ["-o", "tiny.model", "--max-size", "100B"], in: folder)
        #expect(tiny.status == 1)
        #expect(tiny.standardError.contains("\nerror: the vocabulary alone takes "))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("tiny.model").path))
    }

    @Test("import reads an ARPA file, and a malformed one is reported as file:line:column")
    func importARPA() throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arpa = """
            \\data\\
            ngram 1=4
            ngram 2=1

            \\1-grams:
            -1.0\t<s>\t-0.3
            -0.5\t</s>
            -0.6\thello\t-0.2
            -1.2\t<unk>

            \\2-grams:
            -0.1\t<s> hello

            \\end\\

            """
        try Data(arpa.utf8).write(to: folder.appendingPathComponent("good.arpa"))
        let good = try Tool.run(["model", "import", "--arpa", "good.arpa", "-o", "good.model"], in: folder)
        #expect(good.status == 0, "\(good.standardError)")
        #expect(good.standardError.contains("good.model: order 2, 4 + 1 n-grams"))
        try Data(arpa.replacingOccurrences(of: "-0.1\t<s> hello", with: "-0.1\t<s> hullo").utf8)
            .write(to: folder.appendingPathComponent("bad.arpa"))
        let bad = try Tool.run(["model", "import", "--arpa", "bad.arpa", "-o", "bad.model"], in: folder)
        #expect(bad.status == 1)
        #expect(bad.standardError.hasPrefix("bad.arpa:12:10: error: "))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.model").path))
    }

    @Test("bad command lines and damaged files")
    func badInput() throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a model".utf8).write(to: folder.appendingPathComponent("bad.model"))
        let damaged = try Tool.run(["model", "info", "bad.model"], in: folder)
        #expect(damaged.status == 1)
        #expect(damaged.standardOutput.hasPrefix("bad.model: error: "))
        #expect(try Tool.run(["model", "info", "missing.model"], in: folder).status == 2)
        #expect(try Tool.run(["model", "import", "--arpa", "missing.arpa", "-o", "x.model"], in: folder).status == 2)
        let build = ["model", "build", "--language", "en", "-o", "x.model"]
        #expect(try Tool.run(build + ["--corpus", "missing.txt"], in: folder).status == 2)
        try Data("Some text.\n".utf8).write(to: folder.appendingPathComponent("t.txt"))
        #expect(try Tool.run(build + ["--corpus", "t.txt", "--order", "7"], in: folder).status == 2)
        #expect(try Tool.run(build + ["--corpus", "t.txt", "--max-size", "lots"], in: folder).status == 2)
        #expect(try Tool.run(build + ["--corpus", "t.txt", "--max-size", "4MB"], in: folder).status == 0)
    }
}
