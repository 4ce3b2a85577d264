import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Learning the user's words, and keeping them")
struct LearningTests {
    let lexicon: Lexicon

    init() throws {
        lexicon = try SuggestionFixtures.lexicon(["hello": 100, "world": 50])
    }

    // The list changes outside `#expect`, which evaluates its expression in a closure.
    func note(_ words: inout LearnedWords, _ word: String, lexicon: Lexicon, host: HostContext) -> Bool {
        words.noteTyped(word, lexicon: lexicon, host: host)
    }
    func restore(_ words: inout LearnedWords, _ word: String, host: HostContext) -> Bool {
        words.noteRestored(word, host: host)
    }
    func forget(_ words: inout LearnedWords, _ word: String) -> Bool {
        words.forget(word)
    }

    @Test("a word typed and kept three times is learned, not before")
    func typedThreeTimes() {
        var words = LearnedWords()
        #expect(note(&words, "Keysmith", lexicon: lexicon, host: .standard))
        #expect(note(&words, "keysmith", lexicon: lexicon, host: .standard))
        #expect(!words.contains("keysmith"))
        #expect(words.timesTyped("KEYSMITH") == 2)
        #expect(note(&words, "Keysmith", lexicon: lexicon, host: .standard))
        #expect(words.contains("keysmith"))
        #expect(words.words == ["Keysmith"])
    }

    @Test("a word restored with delete after an autocorrection is learned at once")
    func restored() {
        var words = LearnedWords()
        #expect(restore(&words, "heloo", host: .standard))
        #expect(words.contains("heloo"))
        #expect(forget(&words, "Heloo"))
        #expect(!words.contains("heloo"))
        #expect(!forget(&words, "heloo"))
    }

    @Test(
        "nothing is learned or counted in secure, number, email or URL fields, or without autocorrection",
        arguments: [
            HostContext(isSecureTextEntry: true), HostContext(keyboardType: .numberPad),
            HostContext(keyboardType: .decimalPad),
            HostContext(keyboardType: .phonePad), HostContext(keyboardType: .email), HostContext(keyboardType: .url),
            HostContext(allowsAutocorrection: false),
        ])
    func privacy(host: HostContext) {
        var words = LearnedWords()
        for _ in 0..<5 { #expect(!note(&words, "hunter2x", lexicon: lexicon, host: host)) }
        #expect(!restore(&words, "hunter2x", host: host))
        #expect(words == LearnedWords())
        #expect(words.timesTyped("hunter2x") == 0)
    }

    @Test("words of the lexicon, single characters and text without a letter are not counted")
    func notLearnable() {
        var words = LearnedWords()
        #expect(!note(&words, "Hello", lexicon: lexicon, host: .standard))
        #expect(!note(&words, "x", lexicon: lexicon, host: .standard))
        #expect(!note(&words, "1234", lexicon: lexicon, host: .standard))
        #expect(!note(&words, "two words", lexicon: lexicon, host: .standard))
        #expect(words == LearnedWords())
    }

    @Test("past the capacity the word used longest ago goes")
    func capacity() {
        var words = LearnedWords()
        for index in 0..<(LearnedWords.capacity + 10) {
            words.noteRestored("word\(index)x", host: .standard)
        }
        #expect(words.words.count == LearnedWords.capacity)
        #expect(!words.contains("word0x"))
        #expect(!words.contains("word9x"))
        #expect(words.contains("word10x"))
    }

    @Test("the file store writes atomically, reads back the same list, and starts empty")
    func fileStore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "keysmith-learned-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = LearnedWordFile(url: folder.appendingPathComponent("learned.json"))
        #expect(try store.load() == LearnedWords())

        var words = LearnedWords()
        words.noteRestored("heloo", host: .standard)
        words.noteTyped("Keysmith", lexicon: lexicon, host: .standard)
        try store.save(words)
        #expect(try store.load() == words)
        words.noteTyped("Keysmith", lexicon: lexicon, host: .standard)
        try store.save(words)
        #expect(try store.load() == words)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["learned.json"],
            "no temporary file is left")
    }

    @Test("a damaged file is refused with a message")
    func damagedFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "keysmith-learned-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("learned.json")
        try Data("{\"version\": 1, \"clock\": ".utf8).write(to: url)
        #expect(throws: LearnedWordStoreError("the learned words in learned.json are damaged and were not loaded")) {
            try LearnedWordFile(url: url).load()
        }
        let missingFolder = LearnedWordFile(url: folder.appendingPathComponent("missing/learned.json"))
        #expect(throws: LearnedWordStoreError.self) { try missingFolder.save(LearnedWords()) }
    }

    @Test(
        "conversion choices are kept by their letters, encoded only when there are some, and not where learning is off")
    func choices() throws {
        var words = LearnedWords()
        let plain = try JSONEncoder().encode(words)
        #expect(!String(decoding: plain, as: UTF8.self).contains("choices"))
        let inEmailField = words.noteChosen("西安", forReading: "xian", host: HostContext(keyboardType: .email))
        #expect(!inEmailField)
        let first = words.noteChosen("先", forReading: "xian", host: .standard)
        let second = words.noteChosen("西安", forReading: "xian", host: .standard)
        #expect(first && second)
        #expect(words.chosenWord(forReading: "xian") == "西安")
        #expect(words.chosenWord(forReading: "nh") == nil)
        let decoded = try JSONDecoder().decode(LearnedWords.self, from: JSONEncoder().encode(words))
        #expect(decoded == words)
        // A file from before choices were kept reads as before.
        #expect(try JSONDecoder().decode(LearnedWords.self, from: plain) == LearnedWords())
    }
}
