import Foundation
import Testing

@Suite("keysmith swipe")
struct SwipeCommandTests {
    /// The JSON object `keysmith swipe --format json` printed.
    func object(_ run: ToolRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    }

    func words(_ object: [String: Any]) -> [String] {
        (object["candidates"] as? [[String: Any]] ?? []).compactMap { $0["word"] as? String }
    }

    @Test("a word drawn straight through its keys decodes to itself first, as JSON with its stroke")
    func exactWord() throws {
        let run = try Tool.run(["swipe", "--word", "hello", "--format", "json"])
        #expect(run.status == 0)
        let output = try object(run)
        #expect(output["input"] as? String == "hello")
        #expect(words(output).first == "hello")
        #expect(words(output).count == 5)
        let stroke = try #require(output["stroke"] as? [[String: Double]])
        #expect(stroke.count > 2)
        #expect(stroke.allSatisfy { Set($0.keys) == ["x", "y", "t"] })
    }

    @Test("an embedded language's keyboard decodes with its own lexicon; --language and --lexicon exclude each other")
    func languages() throws {
        let german = try Tool.run(["swipe", "--keyboard", "de", "--word", "Straße", "--limit", "1"])
        #expect(german.status == 0)
        #expect(german.outputLines.first?.hasPrefix("1. Straße\t") == true)
        let russian = try Tool.run(["swipe", "--keyboard", "ru", "--word", "привет", "--limit", "1"])
        #expect(russian.outputLines.first?.hasPrefix("1. привет\t") == true)
        let french = try Tool.run(["swipe", "--keyboard", "fr", "--language", "fr", "--word", "maison", "--limit", "1"])
        #expect(french.outputLines.first?.hasPrefix("1. maison\t") == true)
        let both = try Tool.run(["swipe", "--language", "fr", "--lexicon", "x.lexicon", "--word", "a"])
        #expect(both.status == 2)
        #expect(both.standardError.contains("not both"))
    }

    @Test("a keyboard Keysmith has no lexicon for swipes no words, rather than English ones, and says so")
    func languageWithoutLexicon() throws {
        let hebrew = try Tool.run(["swipe", "--keyboard", "he_IL", "--word", "שלום"])
        #expect(hebrew.status == 1)
        #expect(hebrew.standardOutput.isEmpty)
        #expect(hebrew.standardError.contains("no lexicon for he_IL"))
    }

    @Test("a noisy word prints ranked candidates, the same for the same seed")
    func noisyWord() throws {
        let arguments = ["swipe", "--word", "keyboard", "--noise", "0.2", "--seed", "3", "--limit", "3"]
        let first = try Tool.run(arguments)
        #expect(first.status == 0)
        #expect(first.outputLines.count == 3)
        #expect(first.outputLines.first?.hasPrefix("1. keyboard\t") == true)
        #expect(try Tool.run(arguments).standardOutput == first.standardOutput)
    }

    @Test("a stroke printed as JSON reads back with --points and decodes the same")
    func roundTrip() throws {
        let folder = try Tool.temporaryFolder()
        let printed = try Tool.run(["swipe", "--word", "world", "--noise", "0.3", "--format", "json"])
        try printed.standardOutput.write(
            to: folder.appendingPathComponent("stroke.json"), atomically: true, encoding: .utf8)
        let read = try Tool.run(["swipe", "--points", "stroke.json", "--format", "json"], in: folder)
        #expect(read.status == 0)
        #expect(words(try object(read)) == words(try object(printed)))
    }

    @Test("a bad points file is reported at each problem's line and column")
    func badPoints() throws {
        let folder = try Tool.temporaryFolder()
        try
            "[\n  {\"x\": 10, \"y\": 20, \"t\": 0},\n  {\"x\": \"a\", \"y\": 20, \"t\": 0.1},\n  {\"x\": 30, \"y\": 20}\n]\n"
            .write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let run = try Tool.run(["swipe", "--points", "bad.json"], in: folder)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(
            run.standardError.split(separator: "\n").map(String.init) == [
                #"bad.json:3:9: error: "x" must be a number, but found a string"#,
                #"bad.json:4:3: error: missing required field "t""#,
            ])
    }

    @Test("usage errors exit with status 2, words that cannot be swiped with status 1")
    func errors() throws {
        #expect(try Tool.run(["swipe"]).status == 2)
        #expect(try Tool.run(["swipe", "--word", "hi", "--points", "x.json"]).status == 2)
        #expect(try Tool.run(["swipe", "--word", "hi", "--noise", "-1"]).status == 2)
        #expect(try Tool.run(["swipe", "--points", "missing.json"]).status == 2)
        let tap = try Tool.run(["swipe", "--word", "a"])
        #expect(tap.status == 1)
        #expect(tap.standardError.contains("tapped, not swiped"))
        let foreign = try Tool.run(["swipe", "--word", "привет"])
        #expect(foreign.status == 1)
        #expect(foreign.standardError.contains("no key types or offers “п”"))
    }

    @Test("an embedded language's keyboard is swiped on its own layout, accents on their keys' long press")
    func language() throws {
        let folder = try Tool.temporaryFolder()
        try "bonjour\t100\nbonsoir\t80\njournée\t60\njour\t90\n".write(
            to: folder.appendingPathComponent("fr.tsv"), atomically: true, encoding: .utf8)
        #expect(try Tool.run(["lexicon", "build", "fr.tsv", "-o", "fr.lexicon"], in: folder).status == 0)
        for word in ["bonjour", "journée"] {
            let run = try Tool.run(
                ["swipe", "--keyboard", "fr", "--lexicon", "fr.lexicon", "--word", word, "--format", "json"], in: folder
            )
            #expect(run.status == 0)
            #expect(words(try object(run)).first == word)
        }
    }
}
