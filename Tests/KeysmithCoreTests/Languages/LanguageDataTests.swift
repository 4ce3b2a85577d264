import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Language tags: every spelling of a language read in one place")
struct LanguageTagTests {
    @Test("a tag's parts, in their normal case, whichever separator and case it was written with")
    func parts() throws {
        let brazil = try #require(LanguageTag("pt-br"))
        #expect(brazil.languageCode == "pt")
        #expect(brazil.regionCode == "BR")
        #expect(brazil.scriptCode == nil)
        #expect(brazil.identifier == "pt_BR")
        let chinese = try #require(LanguageTag("ZH-hans-tw"))
        #expect(chinese.identifier == "zh_Hans_TW")
        #expect(chinese.lookupIdentifiers == ["zh_Hans_TW", "zh_Hans", "zh"])
        #expect(brazil.bcp47 == "pt-BR")
        #expect(chinese.bcp47 == "zh-Hans-TW")
        #expect(LanguageTag("es_419")?.regionCode == "419")
        #expect(LanguageTag("chr")?.identifier == "chr")
        #expect(LanguageTag("en_US_posix")?.variants == ["posix"])
    }

    @Test("text that is not a language tag is refused")
    func refused() {
        for text in ["", "_US", "e", "engl", "en__US", "en-", "fr_FR-", "12", "ü", "en_toolongpart"] {
            #expect(LanguageTag(text) == nil, "\(text)")
        }
    }

    @Test("Norwegian and the withdrawn codes are the language Keysmith's data is named by")
    func canonical() throws {
        #expect(LanguageTag("no")?.canonicalLanguageCode == "nb")
        #expect(LanguageTag("iw_IL")?.canonicalLanguageCode == "he")
        #expect(LanguageTag("no_NO")?.lookupIdentifiers == ["nb_NO", "nb"])
        let norwegian = try #require(LanguageTag("no"))
        #expect(norwegian.isSameLanguage(as: try #require(LanguageTag("nb_NO"))))
        let simplified = try #require(LanguageTag("zh_Hans"))
        #expect(!simplified.isSameLanguage(as: try #require(LanguageTag("zh_Hant"))))
        #expect(simplified.isSameLanguage(as: try #require(LanguageTag("zh"))))
        let english = try #require(LanguageTag("en"))
        #expect(!english.isSameLanguage(as: try #require(LanguageTag("enq"))))
    }

    @Test("a keyboard's languages are found by any spelling of their tag")
    func keyboardLanguages() throws {
        let languages = try BilingualFixture.configuration().languages
        #expect(languages.index(matching: "FR-fr") == 1)
        #expect(languages.index(matching: "fr-CA") == 1)
        #expect(languages.index(matching: "en") == 0)
        #expect(languages.index(matching: "de") == nil)
        #expect(languages.index(matching: "-") == nil)
    }
}

@Suite("Which lexicon serves each language of a keyboard, decided in one place")
struct LanguageDataTests {
    /// A folder of lexicon files, one a language code, each of `words`.
    private static func lexiconFolder(_ words: [String: [String: UInt64]]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("LanguageDataTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (code, counts) in words {
            let bytes = try LexiconBuilder.build(counts.map { LexiconEntry(word: $0.key, count: $0.value) })
            try Data(bytes).write(to: folder.appendingPathComponent(code + ".lexicon"))
        }
        return folder
    }

    /// A lookup of the files in `folder`, by canonical language code.
    private static func lookup(_ folder: URL) -> LanguageDataLookup {
        LanguageDataLookup { language in
            let file = folder.appendingPathComponent(language.canonicalLanguageCode + ".lexicon")
            return FileManager.default.fileExists(atPath: file.path) ? file : nil
        }
    }

    @Test("a keyboard of one language gets that language's lexicon, and none when there is none — never English")
    func oneLanguage() throws {
        let folder = try Self.lexiconFolder(["en": ["house": 100], "fr": ["maison": 100]])
        defer { try? FileManager.default.removeItem(at: folder) }
        let french = SuggestionSetupTests.configuration(setLocale: "fr_CA")
        let data = french.languageData(from: Self.lookup(folder))
        #expect(data.languages.map(\.identifier) == ["fr_CA"])
        let provider = try #require(data.load().suggestionProvider)
        #expect(provider.lexicon.contains("maison"))
        #expect(!provider.lexicon.contains("house"))

        let greek = SuggestionSetupTests.configuration(setLocale: nil, layoutLocale: "el")
        let none = greek.languageData(from: Self.lookup(folder))
        #expect(none.languagesWithoutLexicon == ["el"])
        #expect(!none.hasSuggestions)
        #expect(none.load().suggestionProvider == nil)
    }

    @Test("a keyboard that names no language is an English one")
    func noLanguage() throws {
        let data = SuggestionSetupTests.configuration(setLocale: nil).languageData(from: .embedded)
        #expect(data.languages.map(\.identifier) == ["en"])
        #expect(data.languages.first?.lexiconURL == EmbeddedLexicons.englishURL)
    }

    @Test("of several languages, one without a lexicon gets no suggestions while the others keep theirs")
    func languageWithoutLexicon() throws {
        let folder = try Self.lexiconFolder(["en": ["the": 900, "house": 500, "houses": 200]])
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = try BilingualFixture.configuration()
        let data = configuration.languageData(from: Self.lookup(folder))
        #expect(data.languagesWithoutLexicon == ["fr_FR"])
        let provider = try #require(data.load().suggestionProvider)
        #expect(provider.languagesWithoutLexicon == ["fr_FR"])

        let engine = KeyboardEngine(configuration: configuration, suggestionProvider: provider)
        var state = engine.initialState(host: BilingualFixture.hostWithGlobe)
        _ = engine.handle(.documentChanged(TextContext(beforeInput: "the hous")), state: &state)
        #expect(state.suggestions.suggestions.map(\.text).contains("house"))
        // On French, a French sentence gets nothing rather than English corrections.
        _ = engine.handle(.selectLanguage("fr_FR"), state: &state)
        _ = engine.handle(.documentChanged(TextContext(beforeInput: "la maiso")), state: &state)
        #expect(state.suggestions == .empty)
        // An English sentence on the French layout still gets English.
        _ = engine.handle(.documentChanged(TextContext(beforeInput: "the house the hous")), state: &state)
        #expect(state.suggestions.suggestions.map(\.text).contains("house"))
    }

    @Test("a damaged lexicon leaves its language without suggestions and says which file and why")
    func damagedLexicon() throws {
        let folder = try Self.lexiconFolder(["en": ["house": 100]])
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a lexicon".utf8).write(to: folder.appendingPathComponent("fr.lexicon"))
        let loaded = try BilingualFixture.configuration().languageData(from: Self.lookup(folder)).load()
        #expect(loaded.diagnostics.map(\.file) == ["fr.lexicon"])
        #expect(loaded.diagnostics.first?.message.contains("fr_FR") == true)
        #expect(loaded.suggestionProvider?.languagesWithoutLexicon == ["fr_FR"])
    }

    @Test("a lookup falls back on another, and serves one language from a file of its own")
    func composedLookups() throws {
        let folder = try Self.lexiconFolder(["de": ["Haus": 100]])
        defer { try? FileManager.default.removeItem(at: folder) }
        let custom = folder.appendingPathComponent("de.lexicon")
        let lookup = Self.lookup(folder).falling(back: .embedded)
        #expect(lookup.lexiconURL(for: try #require(LanguageTag("de_CH"))) == custom)
        #expect(lookup.lexiconURL(for: try #require(LanguageTag("en_GB"))) == EmbeddedLexicons.englishURL)
        #expect(lookup.lexiconURL(for: try #require(LanguageTag("fr"))) == nil)
        let english = try #require(LanguageTag("en"))
        #expect(LanguageDataLookup.none.serving(english, from: custom).lexiconURL(for: english) == custom)
        #expect(LanguageDataLookup.none.lexiconURL(for: english) == nil)
    }
}
