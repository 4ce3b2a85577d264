import Foundation
import Testing

@_spi(Tooling) import KeysmithCore

@Suite("keysmith predict --learned: the phrases a keyboard learned, with a model and without one")
struct LearnedPredictCommandTests {
    /// `m.model` and `words.lexicon` of ``PredictCommandTests/folder()``, and `learned.json`, a
    /// keyboard's learned words having typed `I'll see Zanzibar soon` three times.
    static func folder() throws -> URL {
        let folder = try PredictCommandTests.folder()
        var learned = LearnedWords()
        for _ in 0..<3 {
            var words = ["<s>"]
            for word in ["I'll", "see", "Zanzibar", "soon"] {
                words.append(word)
                learned.notePhrase(words, host: .standard)
            }
        }
        try learned.fileData().write(to: folder.appendingPathComponent("learned.json"))
        return folder
    }

    @Test("the learned phrase comes first, with the model's words after it, and alone without a model")
    func learnedPhrases() throws {
        let folder = try Self.folder()
        let plain = try Tool.run(["predict", "--model", "m.model", "I'll see"], in: folder)
        #expect(plain.outputLines.first?.hasPrefix("I'll see: you (") == true)
        let learned = try Tool.run(
            ["predict", "--model", "m.model", "--learned", "learned.json", "I'll see"], in: folder)
        #expect(learned.status == 0)
        #expect(learned.outputLines.first?.hasPrefix("I'll see: Zanzibar (") == true)
        #expect(learned.outputLines.first?.contains("you (") == true)
        let alone = try Tool.run(
            ["predict", "--language", "xx", "--learned", "learned.json", "I'll see Zanzibar"], in: folder)
        #expect(alone.status == 0, "\(alone.standardError)")
        #expect(alone.outputLines.first?.hasPrefix("I'll see Zanzibar: soon (") == true)
    }

    @Test("a damaged learned words file is refused at its line and column")
    func damaged() throws {
        let folder = try Self.folder()
        try Data("{\"version\": 2,\n \"clock\": }".utf8).write(to: folder.appendingPathComponent("bad.json"))
        let run = try Tool.run(["predict", "--model", "m.model", "--learned", "bad.json", "hi"], in: folder)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("bad.json:2:11: error: "), "\(run.standardError)")
        #expect(try Tool.run(["predict", "--learned", "none.json", "hi"], in: folder).status == 2)
    }
}
