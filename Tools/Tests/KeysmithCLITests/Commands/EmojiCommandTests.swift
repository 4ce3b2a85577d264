import Foundation
import Testing

@Suite("keysmith emoji search")
struct EmojiCommandTests {
    @Test("prints the ranked emoji with their names in the language")
    func text() throws {
        let run = try Tool.run(["emoji", "search", "pizza", "--limit", "1"])
        #expect(run.status == 0)
        #expect(run.outputLines == ["🍕  pizza  (name)"])
        #expect(run.standardError.isEmpty)

        let french = try Tool.run(["emoji", "search", "coeur rouge", "--language", "fr_FR", "--limit", "1"])
        #expect(french.outputLines == ["❤️  cœur rouge  (name)"])

        let none = try Tool.run(["emoji", "search", "qqqqzz"])
        #expect(none.status == 0)
        #expect(none.outputLines == ["no emoji found for \"qqqqzz\""])
    }

    @Test("--format json prints one object with the results in order")
    func json() throws {
        let run = try Tool.run(["emoji", "search", "herz", "--language", "de", "--limit", "3", "--format", "json"])
        #expect(run.status == 0)
        struct Output: Decodable {
            struct Result: Decodable {
                var emoji, name, match, group, version: String
            }
            var query, language: String
            var results: [Result]
        }
        let output = try JSONDecoder().decode(Output.self, from: Data(run.standardOutput.utf8))
        #expect(output.query == "herz")
        #expect(output.language == "de")
        #expect(output.results.count == 3)
        #expect(output.results.first?.emoji == "♥️")
        #expect(output.results.first?.name == "Herz")
        #expect(output.results.first?.match == "name")
        #expect(output.results.first?.group == "activities")
        #expect(output.results.first?.version == "0.6")
    }

    @Test("--ios leaves out emoji newer than that iOS shows")
    func ios() throws {
        let new = try Tool.run(["emoji", "search", "shaking face", "--limit", "1"])
        #expect(new.outputLines == ["🫨  shaking face  (name)"])
        let old = try Tool.run(["emoji", "search", "shaking face", "--limit", "1", "--ios", "16.3"])
        #expect(old.status == 0)
        #expect(old.outputLines.first?.hasPrefix("🫨") == false)
    }

    @Test("equal matches are ranked by KeysmithLexicons' emoji popularity unless --no-popularity")
    func popularity() throws {
        let ranked = try Tool.run(["emoji", "search", "gatto", "--language", "it", "--limit", "5"])
        #expect(ranked.status == 0)
        #expect(ranked.outputLines.first == "🐈  gatto  (name)")
        #expect(ranked.outputLines.contains { $0.hasPrefix("🐱") }, "\(ranked.outputLines)")
        let plain = try Tool.run(["emoji", "search", "gatto", "--language", "it", "--limit", "5", "--no-popularity"])
        #expect(plain.status == 0)
        #expect(plain.outputLines.first == "🐈  gatto  (name)")
        #expect(!plain.outputLines.contains { $0.hasPrefix("🐱") }, "\(plain.outputLines)")
    }

    @Test("a language without annotations searches English, with a note")
    func unknownLanguage() throws {
        let run = try Tool.run(["emoji", "search", "pizza", "--language", "xx", "--limit", "1"])
        #expect(run.status == 0)
        #expect(run.outputLines == ["🍕  pizza  (name)"])
        #expect(run.standardError == "note: Keysmith has no emoji annotations in \"xx\"; searching the English ones\n")
    }

    @Test("a bad limit or iOS version is a usage error")
    func usage() throws {
        let limit = try Tool.run(["emoji", "search", "pizza", "--limit", "0"])
        #expect(limit.status == 2)
        #expect(limit.standardError.contains("--limit must be 1 or more."))
        let ios = try Tool.run(["emoji", "search", "pizza", "--ios", "fifteen"])
        #expect(ios.status == 2)
        #expect(ios.standardError.contains("--ios takes a version such as 15 or 16.4"))
    }
}
