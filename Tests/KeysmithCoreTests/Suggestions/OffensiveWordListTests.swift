import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("Lists of offensive words: the file format and the lists KeysmithCore ships")
struct OffensiveWordListTests {
    @Test("a word matches in any case and with either apostrophe; an inflected form only when listed")
    func matching() {
        let list = OffensiveWords(["Heck", "dang’it"])
        #expect(list.contains("heck"))
        #expect(list.contains("HECK"))
        #expect(list.contains("dang'it"))
        #expect(list.contains("Dang’It"))
        #expect(!list.contains("hecks"))
        #expect(!list.contains("hec"))
        #expect(list.count == 2)
        #expect(OffensiveWords([String]()).isEmpty)
    }

    @Test("a file holds one word a line; blank lines, comments and the space around words are skipped")
    func reading() throws {
        let list = try OffensiveWords(text: "# a comment\n\nheck\n  darn \r\n# another\ndang'it", file: "list.txt")
        #expect(list == OffensiveWords(["heck", "darn", "dang'it"]))
    }

    @Test("a line of more than one word is refused with its file, line and column")
    func badLine() throws {
        let error = try #require(
            throws: OffensiveWordsError.self,
            performing: { try OffensiveWords(text: "heck\n  oh darn\n", file: "list.txt") })
        #expect(error.description == "list.txt:2:5: each line holds one word, but this one goes on after \"oh\"")
        let control = try #require(
            throws: OffensiveWordsError.self, performing: { try OffensiveWords(text: "he\u{7}ck", file: "list.txt") })
        #expect((control.line, control.column) == (1, 3))
    }

    @Test("a file that is missing or not UTF-8 is refused, never read as an empty list")
    func unreadable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("offensive-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let latin1 = folder.appendingPathComponent("latin1.txt")
        try Data([0x63, 0x61, 0xE7, 0x61, 0x0A]).write(to: latin1)
        #expect(throws: OffensiveWordsError.self) { try OffensiveWords(contentsOf: latin1) }
        #expect(throws: OffensiveWordsError.self) {
            try OffensiveWords(contentsOf: folder.appendingPathComponent("missing.txt"))
        }
    }

    /// The language codes of the lexicons of KeysmithCore and KeysmithLexicons that have a list.
    static let languagesWithLists = [
        "cs", "da", "de", "en", "es", "fi", "fr", "it", "nb", "nl", "pl", "pt", "ru", "sv", "tr",
    ]

    @Test("every lexicon language but Greek and Ukrainian has a list, found by any tag of the language")
    func embedded() throws {
        for code in Self.languagesWithLists {
            let list = try #require(OffensiveWords.embedded(forLanguage: code), "\(code)")
            #expect(list.count >= 10, "\(code)")
        }
        #expect(OffensiveWords.embedded(forLanguage: "fr_CA") == OffensiveWords.embedded(forLanguage: "fr"))
        #expect(OffensiveWords.embedded(forLanguage: "no") == OffensiveWords.embedded(forLanguage: "nb"))
        #expect(OffensiveWords.embedded(forLanguage: "el") == nil)
        #expect(OffensiveWords.embedded(forLanguage: "uk_UA") == nil)
    }

    @Test("a keyboard's language data gives each language its list")
    func loaded() throws {
        let english = try #require(KeyboardConfiguration.embedded().value)
        let provider = try #require(english.languageData(from: .embedded).load().suggestionProvider)
        #expect(provider.offensiveWords == OffensiveWords.embedded(forLanguage: "en"))
        #expect(provider.languageOffensiveWords.isEmpty)
    }

    @Test(
        "everyday words the sources list are offered, profanity is not",
        arguments: [
            ("pt", "comer", "caralho"), ("it", "venire", "cazzo"), ("tr", "sayfa", "siktir"), ("en", "god", "fuck"),
        ])
    func everydayWords(language: String, everyday: String, profane: String) throws {
        let list = try #require(OffensiveWords.embedded(forLanguage: language))
        #expect(!list.contains(everyday))
        #expect(list.contains(profane))
    }

    @Test("no word of the reviewed file of everyday words is in a shipped list")
    func reviewedEverydayWords() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../scripts/offensive_words_everyday.txt"
        ).standardizedFileURL
        let rows = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(rows.count > 100)
        let words = Dictionary(grouping: rows.map { $0.split(separator: "\t") }) { String($0[0]) }
        for (language, rows) in words {
            let list = try #require(OffensiveWords.embedded(forLanguage: language), "\(language)")
            for fields in rows { #expect(!list.contains(String(fields[1])), "\(language) \(fields[1])") }
        }
    }
}
