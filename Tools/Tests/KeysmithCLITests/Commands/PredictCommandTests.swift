import Foundation
import Testing

@_spi(Tooling) import KeysmithCore

@Suite("keysmith predict, and the sentence before the word in suggest and swipe")
struct PredictCommandTests {
    /// A folder with `m.model`, a trigram model of made-up sentences, and `words.lexicon`.
    static func folder() throws -> URL {
        let folder = try Tool.temporaryFolder()
        var sentences: [[String]] = []
        for (sentence, times) in [
            ("I'll see you soon", 6), ("I'll see them later", 4), ("I'll see it", 2), ("it is in the box", 5),
            ("me too", 5), ("I want to go", 5), ("the cat sat", 3),
        ] {
            sentences += Array(repeating: sentence.split(separator: " ").map(String.init), count: times)
        }
        try LanguageModel.fileData(estimatingFrom: sentences).write(to: folder.appendingPathComponent("m.model"))
        try "thaw\t150000\nthe\t100000\nto\t1000000\ntoo\t300000\nme\t500000\nwant\t200000\n"
            .write(to: folder.appendingPathComponent("words.tsv"), atomically: true, encoding: .utf8)
        #expect(try Tool.run(["lexicon", "build", "words.tsv", "-o", "words.lexicon"], in: folder).status == 0)
        return folder
    }

    @Test("predict prints the likeliest next words after each text, as the bar shows them")
    func predict() throws {
        let folder = try Self.folder()
        let text = try Tool.run(["predict", "--model", "m.model", "I'll see", "Yes. "], in: folder)
        #expect(text.status == 0)
        #expect(text.outputLines.count == 2)
        #expect(text.outputLines.first?.hasPrefix("I'll see: you (") == true)
        #expect(text.outputLines.last?.hasPrefix("Yes. : I'll (") == true)

        let json = try Tool.run(["predict", "--model", "m.model", "--format", "json", "I’ll see"], in: folder)
        #expect(json.status == 0)
        struct Line: Decodable {
            struct Word: Decodable {
                var word: String
                var log10Probability: Double
            }
            var input: String
            var context: [String]
            var predictions: [Word]
        }
        let line = try JSONDecoder().decode(Line.self, from: Data(json.standardOutput.utf8))
        #expect(line.input == "I’ll see")
        #expect(line.context == ["I'll", "see"])
        #expect(line.predictions.map(\.word) == ["you", "them", "it"])
        #expect(line.predictions.allSatisfy { $0.log10Probability < 0 })
    }

    @Test("predict reads the text before the sentence as the bar does: what followed a word before comes again")
    func predictWithTheTextBefore() throws {
        let folder = try Self.folder()
        let text = "The cat zyxglorp. The cat"
        let run = try Tool.run(["predict", "--model", "m.model", text], in: folder)
        #expect(run.status == 0)
        #expect(run.outputLines.first?.contains("zyxglorp (") == true, "\(run.outputLines)")
        let alone = try Tool.run(["predict", "--model", "m.model", "The cat"], in: folder)
        #expect(alone.outputLines.first?.contains("zyxglorp") == false)
    }

    @Test("a missing, damaged or absent model is refused with its reason")
    func badModels() throws {
        let folder = try Self.folder()
        #expect(try Tool.run(["predict", "--model", "none.model", "hi"], in: folder).status == 2)
        #expect(try Tool.run(["predict", "--model", "m.model"], in: folder).status == 2)
        #expect(try Tool.run(["predict", "--language", "xx-not-a-language", "hi"], in: folder).status == 2)
        #expect(try Tool.run(["suggest", "--model", "m.model", "thw"], in: folder).status == 2)
        try Data("not a model".utf8).write(to: folder.appendingPathComponent("bad.model"))
        let damaged = try Tool.run(["predict", "--model", "bad.model", "hi"], in: folder)
        #expect(damaged.status == 1)
        #expect(damaged.standardError.hasPrefix("bad.model: error: "))
    }

    @Test("suggest --context weighs corrections by the sentence")
    func suggestInContext() throws {
        let folder = try Self.folder()
        let alone = try Tool.run(["suggest", "--lexicon", "words.lexicon", "thw"], in: folder)
        #expect(alone.outputLines == ["thw: completions: none; corrections: thaw, the, to"])
        let inContext = try Tool.run(
            ["suggest", "--lexicon", "words.lexicon", "--model", "m.model", "--context", "it is in", "thw"], in: folder)
        #expect(inContext.outputLines == ["thw: completions: none; corrections: the, thaw, to"])
    }

    @Test("swipe --context weighs the stroke's words by the sentence")
    func swipeInContext() throws {
        let folder = try Self.folder()
        func first(_ context: [String]) throws -> String? {
            let run = try Tool.run(
                ["swipe", "--lexicon", "words.lexicon", "--word", "too", "--limit", "1"] + context, in: folder)
            #expect(run.status == 0)
            return run.outputLines.first?.split(separator: "\t").first.map(String.init)
        }
        #expect(try first([]) == "1. to")
        #expect(try first(["--model", "m.model", "--context", "me"]) == "1. too")
        #expect(try first(["--model", "m.model", "--context", "I want"]) == "1. to")
    }
}
