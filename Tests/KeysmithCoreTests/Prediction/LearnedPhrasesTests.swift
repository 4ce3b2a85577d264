import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

/// Learned phrases: counting, decay, the size cap, the file, and what they change in predictions.
struct LearnedPhrasesTests {
    static func learned(_ sentences: [String], times: Int = 1, byteLimit: Int = LearnedPhrases.defaultByteLimit)
        -> LearnedPhrases
    {
        var phrases = LearnedPhrases(byteLimit: byteLimit)
        for _ in 0..<times {
            for sentence in sentences {
                var words = ["<s>"]
                for word in sentence.split(separator: " ") {
                    words.append(String(word))
                    phrases.note(words)
                }
            }
        }
        return phrases
    }

    @Test("each committed word counts as a unigram, a bigram and a trigram with the words before it")
    func counting() {
        let phrases = Self.learned(["see you soon"], times: 2)
        #expect(phrases.nGramCounts == [3, 3, 2])
        #expect(phrases.count(["you"]) > 1.99)
        #expect(phrases.count(["see", "you"]) > 1.99)
        #expect(phrases.count(["<s>", "see", "you"]) > 1.99)
        #expect(phrases.count(["you", "see"]) == 0)
        #expect(phrases.contains("soon") && !phrases.contains("<s>"))
    }

    @Test("a count loses half its weight over the half-life of noted words")
    func decay() {
        var phrases = LearnedPhrases()
        phrases.note(["<s>", "hello"])
        for _ in 0..<Int(LearnedPhrases.halfLife) { phrases.note(["again"]) }
        #expect(abs(phrases.count(["hello"]) - 0.5) < 1e-9)
        #expect(abs(phrases.count(["<s>", "hello"]) - 0.5) < 1e-9)
    }

    @Test("past the size limit the least used n-grams go, and the file stays within it")
    func sizeCap() throws {
        var phrases = LearnedPhrases(byteLimit: 4_000)
        for index in 0..<400 {
            phrases.note(["<s>", "see", "you"])
            phrases.note(["word\(index)", "after\(index)"])
        }
        #expect(phrases.estimatedByteCount <= 4_000)
        #expect(phrases.count(["<s>", "see", "you"]) > 300, "the phrase used most stays")
        #expect(phrases.count(["word0", "after0"]) == 0, "the oldest phrase typed once went")
        let file = try JSONEncoder().encode(phrases)
        #expect(file.count <= 4_000)
    }

    @Test("the phrases read back from their file as they were written")
    func roundTrip() throws {
        var words = LearnedWords()
        words.noteRestored("Keysmith", host: .standard)
        words.notePhrase(["<s>", "see", "you"], host: .standard)
        words.notePhrase(["see", "you", "soon"], host: .standard)
        let read = try LearnedWords.read(try words.fileData(), name: "backup.json")
        #expect(read == words)
        #expect(read.phrases.count(["see", "you", "soon"]) == 1)
    }

    @Test("a version 1 file, written before phrases, reads as words with no phrase")
    func versionOne() throws {
        let text =
            #"{"version": 1, "clock": 1, "words": [{"word": "heloo", "timesTyped": 0, "isLearned": true, "lastUse": 1}]}"#
        let read = try LearnedWords.read(Data(text.utf8), name: "old.json")
        #expect(read.contains("heloo") && read.phrases.isEmpty)
    }

    @Test("a damaged file is refused at its line and column")
    func damaged() throws {
        let syntax = "{\"version\": 2,\n  \"clock\": }"
        #expect(throws: Diagnostic.self) { try LearnedWords.read(Data(syntax.utf8), name: "backup.json") }
        do {
            _ = try LearnedWords.read(Data(syntax.utf8), name: "backup.json")
        } catch let problem as Diagnostic {
            #expect(problem.file == "backup.json" && problem.line == 2 && problem.column == 12)
        }
        let wrongKind = """
            {"version": 2, "clock": 3, "words": [],
             "phrases": {"clock": 3, "nGrams": [["see you", 1, 2], ["you", "two", 3]]}}
            """
        do {
            _ = try LearnedWords.read(Data(wrongKind.utf8), name: "backup.json")
            Issue.record("a count that is a string was read")
        } catch let problem as Diagnostic {
            let line = try #require(wrongKind.split(separator: "\n").last)
            let column =
                line.distance(from: line.startIndex, to: try #require(line.range(of: "\"two\"")).lowerBound) + 1
            #expect(problem.line == 2 && problem.column == column, "\(problem)")
        }
    }

    @Test("a save cut short leaves a half-written temporary file that never replaces the good one")
    func halfWrittenSave() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "keysmith-phrases-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = LearnedWordFile(folder: folder)
        var words = LearnedWords()
        words.notePhrase(["<s>", "see", "you"], host: .standard)
        try store.save(words)
        let good = try store.load()
        // What a keyboard killed mid-save leaves beside the file: the start of the new one.
        var newer = words
        newer.notePhrase(["see", "you", "soon"], host: .standard)
        let half = try newer.fileData().prefix(40)
        try half.write(to: folder.appendingPathComponent(".\(LearnedWordFile.standardFileName).cut.tmp"))
        #expect(try store.load() == good)
        try store.save(newer)
        #expect(try store.load() == newer)
    }

    @Test("a phrase typed a few times is predicted before the base model's words")
    func learningChangesTheRanking() throws {
        let base = try PredictionFixtures.model(PredictionFixtures.english)
        #expect(base.likeliestNextWords(after: ["<s>", "I'll", "see"], limit: 1).map(\.word) == ["you"])
        let personal = PersonalLanguageModel(base: base, learned: Self.learned(["I'll see Zanzibar soon"], times: 3))
        #expect(
            personal.likeliestNextWords(after: ["<s>", "I'll", "see"], limit: 2).map(\.word) == ["Zanzibar", "you"])
        #expect(personal.likeliestCompletions(of: "Za", after: ["I'll", "see"], limit: 1).map(\.word) == ["Zanzibar"])
        let elsewhere = personal.likeliestNextWords(after: ["<s>", "the", "cat"], limit: 1).map(\.word)
        #expect(elsewhere == base.likeliestNextWords(after: ["<s>", "the", "cat"], limit: 1).map(\.word))
    }

    @Test("without a base model the learned phrases predict alone")
    func withoutABaseModel() {
        let personal = PersonalLanguageModel(
            base: .empty, learned: Self.learned(["see you soon", "see them"], times: 2))
        #expect(personal.likeliestNextWords(after: ["<s>", "see"], limit: 3).map(\.word) == ["them", "you"])
        #expect(personal.likeliestNextWords(after: ["<s>", "see", "you"], limit: 1).map(\.word) == ["soon"])
        #expect(LanguageModel.empty.likeliestNextWords(after: [], limit: 3).isEmpty)
        // The empty model answers without a search for words not spelt like its three markers.
        for marker in ["<s>", "</s>"] { #expect(LanguageModel.empty.contains(marker)) }
        for word in ["see", "<", "<s", "s>", "", "été", "<unk>"] { #expect(!LanguageModel.empty.contains(word)) }
        #expect(LanguageModel.empty.log10Probabilities(of: "<s>", after: .none) != nil)
        #expect(LanguageModel.empty.log10Probabilities(of: "see", after: .none) == nil)
    }

    @Test("a word's lift is ln P(word | sentence) − ln P(word) of the learned phrases over the base model")
    func liftIsTheRatioOfProbabilities() throws {
        let learned = Self.learned(["I'll see Zanzibar soon", "see you there", "the cat sat"], times: 2)
        for base in [try PredictionFixtures.model(PredictionFixtures.english), .empty] {
            let personal = PersonalLanguageModel(base: base, learned: learned)
            for text in ["I'll see ", "", "The cat ", "see you ", "Nothing learned here "] {
                let sentence = SentenceContext(
                    model: base, learned: learned, text: text, letterCase: .standard, elisions: .none)
                // Learned alone, in the base model alone, in both, in neither, and a marker.
                for word in ["Zanzibar", "soon", "you", "there", "cat", "sat", "the", "absent", "<s>"] {
                    let inSentence = personal.probability(of: word, after: sentence.words)
                    let alone = personal.probability(of: word, after: [])
                    let expected =
                        inSentence > 0 && alone > 0
                        ? min(SentenceContext.maximumLift, max(-SentenceContext.maximumLift, log(inSentence / alone)))
                        : 0
                    #expect(sentence.lift(of: word) == expected, "\(word) after \"\(text)\"")
                }
            }
        }
    }

    @Test("the sentence weighs a learned continuation up, and a reset forgets it")
    func liftAndReset() throws {
        let base = try PredictionFixtures.model(PredictionFixtures.english)
        var words = LearnedWords()
        for _ in 0..<3 { words.notePhrase(["<s>", "I'll", "see", "Zanzibar"], host: .standard) }
        let sentence = SentenceContext(
            model: base, learned: words.phrases, text: "I'll see ", letterCase: .standard, elisions: .none)
        #expect(sentence.lift(of: "Zanzibar") > 1)
        words = LearnedWords()
        #expect(words.phrases.isEmpty)
    }
}
