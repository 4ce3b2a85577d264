import Foundation
import Testing

@Suite("keysmith lexicon and keysmith suggest")
struct SuggestionCommandTests {
    @Test("lexicon build writes a lexicon that info and suggest read")
    func buildAndUse() throws {
        let folder = try Tool.temporaryFolder()
        try "# test words\nhello\t900\nhelp 800\nhelpful\t700\ndon't\t1000\ndone\t500\n"
            .write(to: folder.appendingPathComponent("words.tsv"), atomically: true, encoding: .utf8)
        let build = try Tool.run(["lexicon", "build", "words.tsv", "-o", "words.lexicon"], in: folder)
        #expect(build.status == 0)
        #expect(build.standardOutput.isEmpty)
        #expect(build.standardError.hasPrefix("5 words, "))

        let info = try Tool.run(["lexicon", "info", "words.lexicon"], in: folder)
        #expect(info.status == 0)
        #expect(info.standardOutput.hasPrefix("words.lexicon: 5 words, "))
        #expect(info.standardOutput.hasSuffix("most frequent: don't, hello, help, helpful, done\n"))

        let suggest = try Tool.run(["suggest", "--lexicon", "words.lexicon", "Hel", "dont", "helo"], in: folder)
        #expect(suggest.status == 0)
        #expect(
            suggest.outputLines == [
                "Hel: completions: Hello, Help, Helpful; corrections: Help, Hello",
                "dont: completions: don't; corrections: don't, done",
                "helo: completions: none; corrections: hello, help",
            ])
    }

    @Test("every bad line is reported like a compiler's diagnostic, and nothing is written")
    func badLines() throws {
        let folder = try Tool.temporaryFolder()
        try "good\t1\nnocount\nword\tmany\ngood\t2\n".write(
            to: folder.appendingPathComponent("bad.tsv"), atomically: true, encoding: .utf8)
        let run = try Tool.run(["lexicon", "build", "bad.tsv", "-o", "out.lexicon"], in: folder)
        #expect(run.status == 1)
        #expect(
            run.outputLines == [
                "bad.tsv:2:8: error: expected a count after \"nocount\" (word<TAB>count)",
                "bad.tsv:3:6: error: the count \"many\" is not a whole number of 0 or more",
                "bad.tsv:4:1: error: \"good\" is already listed on line 1",
            ])
        #expect(run.standardError == "3 bad lines in bad.tsv; out.lexicon was not written\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.lexicon").path))
    }

    @Test("a damaged lexicon is refused with its reason")
    func damaged() throws {
        let folder = try Tool.temporaryFolder()
        try Data("not a lexicon at all, just some text that is long enough to have a header of 64 bytes".utf8)
            .write(to: folder.appendingPathComponent("bad.lexicon"))
        let info = try Tool.run(["lexicon", "info", "bad.lexicon"], in: folder)
        #expect(info.status == 1)
        #expect(
            info.outputLines == ["bad.lexicon: error: this is not a Keysmith lexicon: it does not start with \"KSLX\""])
        let suggest = try Tool.run(["suggest", "--lexicon", "bad.lexicon", "word"], in: folder)
        #expect(suggest.status == 1)
        #expect(suggest.standardError.contains("bad.lexicon: error: this is not a Keysmith lexicon"))
    }

    @Test("suggest with the embedded English lexicon, as JSON: one object per word")
    func json() throws {
        let run = try Tool.run(["suggest", "--format", "json", "Teh", "recieve"])
        #expect(run.status == 0)
        #expect(run.outputLines.count == 2)
        let objects = try run.outputLines.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(Set(objects[0].keys) == ["input", "completions", "corrections"])
        #expect(objects[0]["input"] as? String == "Teh")
        #expect((objects[0]["corrections"] as? [String])?.first == "The")
        #expect(objects[0]["completions"] as? [String] == ["Tehran", "Tehuantepec"])
        #expect((objects[1]["corrections"] as? [String])?.first == "receive")
        #expect(objects[1]["completions"] as? [String] == [])
    }

    @Test("exit status 2 for a wrong command line")
    func usage() throws {
        #expect(try Tool.run(["suggest"]).status == 2)
        #expect(try Tool.run(["suggest", "--lexicon", "no-such.lexicon", "word"]).status == 2)
        #expect(try Tool.run(["suggest", "--format", "xml", "word"]).status == 2)
        #expect(try Tool.run(["lexicon", "build", "words.tsv"]).status == 2)
        #expect(try Tool.run(["lexicon", "build", "no-such.tsv", "-o", "x.lexicon"]).status == 2)
    }
}
