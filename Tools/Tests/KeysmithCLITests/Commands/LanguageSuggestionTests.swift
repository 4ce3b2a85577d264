import Foundation
@_spi(Tooling) import KeysmithCore
import Testing

@testable import KeysmithCLI

@Suite("keysmith suggest --language, and the lexicon of each language")
struct LanguageSuggestionTests {
    @Test("English comes from KeysmithCore, the other languages from KeysmithLexicons, by loose names")
    func lexicons() throws {
        #expect(try LanguageLexicons.lexicon(for: "en_GB")?.wordCount == Lexicon.english().wordCount)
        #expect(LanguageLexicons.url(for: "EN") == EmbeddedLexicons.englishURL)
        let french = try #require(try LanguageLexicons.lexicon(for: "fr-CA"))
        #expect(french.contains("aujourd'hui"))
        #expect(!french.contains("the"))
        #expect(LanguageLexicons.url(for: "de_CH")?.lastPathComponent == "de.lexicon")
        #expect(try LanguageLexicons.lexicon(for: "xx") == nil)
        #expect(LanguageLexicons.url(for: "") == nil)
        let required: Set = ["da", "de", "el", "en", "es", "fi", "fr", "it", "nl", "pl", "pt", "ru", "sv"]
        #expect(required.isSubset(of: LanguageLexicons.languages))
    }

    @Test("suggest --language completes and corrects with that language's words, in their case")
    func suggestInAnotherLanguage() throws {
        let german = try Tool.run(["suggest", "--language", "de", "--format", "json", "haus", "Strase"])
        #expect(german.status == 0)
        let objects = try german.outputLines.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.count == 2)
        #expect((objects[0]["completions"] as? [String])?.first == "Haus")
        #expect((objects[0]["corrections"] as? [String])?.first == "Haus")
        #expect((objects[1]["corrections"] as? [String])?.contains("Straße") == true)

        let french = try Tool.run(["suggest", "--language", "fr_FR", "maisob"])
        #expect(french.status == 0)
        #expect(french.standardOutput.hasPrefix("maisob: completions: none; corrections: maison"))
        if EmbeddedLanguages.identifier(matching: "fr") == nil {
            #expect(french.standardError.contains("no keyboard for \"fr_FR\""))
        } else {
            #expect(french.standardError.isEmpty)
        }

        let english = try Tool.run(["suggest", "--language", "en", "teh"])
        #expect(english.status == 0)
        #expect(english.standardOutput.hasPrefix("teh: completions: "))
        #expect(english.standardOutput.contains("corrections: the"))
        #expect(english.standardError.isEmpty)
    }

    @Test("suggest --keyboard ranks corrections by that keyboard's letters")
    func keyboardOption() throws {
        let folder = try #require(EmbeddedLanguages.folder(for: "en_US"))
        let run = try Tool.run(["suggest", "--language", "en", "--keyboard", folder.path, "recieve"])
        #expect(run.status == 0)
        #expect(run.standardOutput == "recieve: completions: none; corrections: receive, received, receiver\n")
    }

    @Test(
        "the embedded Danish, Greek and Finnish keyboards suggest with their lexicons",
        arguments: [("da", "tilykke", "tillykke"), ("el", "θάλασα", "θάλασσα"), ("fi", "kitos", "kiitos")])
    func smallerLexicons(language: String, typed: String, expected: String) throws {
        #expect(LanguageLexicons.languages.contains(language))
        let run = try Tool.run(["suggest", "--language", language, "--format", "json", typed])
        #expect(run.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect((object["corrections"] as? [String])?.first == expected, "\(run.standardOutput)")
        // Typed on the language's own keyboard, space corrects the word.
        let simulated = try Tool.run(["simulate", "--suggestions", "--keyboard", language, "--type", typed + " "])
        #expect(simulated.status == 0)
        #expect(simulated.standardOutput.lowercased() == expected + " \n", "\(simulated.standardOutput)")
    }

    @Test("a language without a lexicon, or --language with --lexicon, is a usage error")
    func usage() throws {
        let unknown = try Tool.run(["suggest", "--language", "xx", "word"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("No lexicon for the language \"xx\" (there are "))
        let both = try Tool.run(["suggest", "--language", "fr", "--lexicon", "words.lexicon", "word"])
        #expect(both.status == 2)
        #expect(both.standardError.contains("Give --lexicon or --language, not both."))
    }
}
