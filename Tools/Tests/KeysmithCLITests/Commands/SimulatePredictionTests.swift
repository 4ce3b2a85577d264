import Foundation
import Testing

@Suite("keysmith simulate --predictions: the keystrokes the suggestion bar saves")
struct SimulatePredictionTests {
    /// The keystrokes object of a JSON run, decoded.
    struct Keystrokes: Decodable, Equatable {
        var withPredictions: Int
        var withoutPredictions: Int
        var saved: Int
        var savings: Double
    }

    struct Simulation: Decodable {
        struct Effect: Decodable {
            var insert: String?
        }
        var text: String
        var effects: [Effect]
        var keystrokes: Keystrokes?
    }

    static func simulate(_ arguments: [String], in folder: URL) throws -> Simulation {
        let run = try Tool.run(["simulate", "--format", "json"] + arguments, in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        return try JSONDecoder().decode(Simulation.self, from: Data(run.standardOutput.utf8))
    }

    @Test("with a model the typist taps the next words the bar predicts, and types less")
    func predictedWords() throws {
        let folder = try PredictCommandTests.folder()
        let text = "I'll see you soon "
        let lexiconOnly = try Self.simulate(["--predictions", "--type", text], in: folder)
        let withModel = try Self.simulate(["--predictions", "--model", "m.model", "--type", text], in: folder)
        #expect(withModel.text == text)
        let model = try #require(withModel.keystrokes)
        let lexicon = try #require(lexiconOnly.keystrokes)
        // Typing every key costs the same either way; the model's next words save more.
        #expect(model.withoutPredictions == lexicon.withoutPredictions)
        #expect(model.withPredictions < lexicon.withPredictions)
        #expect(model.saved == model.withoutPredictions - model.withPredictions)
        #expect(model.savings == Double(model.saved) / Double(model.withoutPredictions))
        // Every word is the likeliest next word, on the bar before its first letter: one tap each,
        // its space included.
        #expect(model.withPredictions == 4)
        #expect(withModel.effects.compactMap(\.insert) == ["I'll ", "see ", "you ", "soon "])
        // The lexicon alone completes words only once some of their letters are typed.
        #expect(lexicon.withPredictions > 4 && lexicon.saved > 0)
    }

    @Test("without --predictions there is no count; the text output reports it on standard error")
    func textOutput() throws {
        let folder = try PredictCommandTests.folder()
        let plain = try Self.simulate(["--model", "m.model", "--type", "me too "], in: folder)
        #expect(plain.text == "me too ")
        #expect(plain.keystrokes == nil)

        let run = try Tool.run(["simulate", "--predictions", "--model", "m.model", "--type", "me too "], in: folder)
        #expect(run.status == 0)
        #expect(run.standardOutput == "me too \n")
        let line = try #require(run.standardError.split(separator: "\n").last.map(String.init))
        #expect(line.hasPrefix("keystrokes: "), "\(run.standardError)")
        #expect(line.contains(" with predictions, ") && line.hasSuffix("%)"))
    }

    @Test("--predictions needs a text to type, and a bad model is refused")
    func badArguments() throws {
        let folder = try PredictCommandTests.folder()
        try Data("{\"events\": []}".utf8).write(to: folder.appendingPathComponent("e.json"))
        #expect(try Tool.run(["simulate", "--predictions", "--events", "e.json"], in: folder).status == 2)
        #expect(try Tool.run(["simulate", "--model", "none.model", "--type", "hi"], in: folder).status == 2)
        try Data("not a model".utf8).write(to: folder.appendingPathComponent("bad.model"))
        let damaged = try Tool.run(["simulate", "--model", "bad.model", "--type", "hi"], in: folder)
        #expect(damaged.status == 1)
        #expect(damaged.standardError.contains("bad.model: error: "))
    }
}
