import Foundation
@_spi(Tooling) @testable import KeysmithCore
import KeysmithLexicons
import Testing

@Suite("KeysmithLexicons: a lexicon for each language, by loose names")
struct KeysmithLexiconsTests {
    /// For each language: a common word, and a rarer one that must rank below it.
    static let samples: [String: (common: String, rarer: String)] = [
        "cs": ("je", "dům"), "da": ("og", "hus"), "de": ("und", "Haus"), "el": ("και", "σπίτι"),
        "es": ("de", "casa"), "fi": ("ja", "talo"), "fr": ("le", "maison"), "it": ("di", "casa"),
        "nb": ("og", "hus"), "nl": ("de", "huis"), "pl": ("nie", "dom"), "pt": ("de", "casa"),
        "ru": ("не", "дом"), "sv": ("och", "hus"), "tr": ("ve", "ev"), "uk": ("не", "дім"),
    ]

    /// The languages filtered by their CLDR letters and a frequency floor, without a dictionary:
    /// smaller lexicons, from 20,000 words.
    static let filteredByLetters: Set<String> = ["da", "el", "fi"]

    @Test("at least the ten required languages are there, English from KeysmithCore")
    func languages() {
        let required = ["de", "en", "es", "fr", "it", "nl", "pl", "pt", "ru", "sv"]
        #expect(Set(required).isSubset(of: KeysmithLexicons.languages))
        #expect(KeysmithLexicons.languages == KeysmithLexicons.languages.sorted())
        #expect(Set(Self.samples.keys).union(["en"]) == Set(KeysmithLexicons.languages))
    }

    @Test(
        "each lexicon loads, holds 50,000 to 80,000 words (20,000 without a dictionary) in at most 4 MiB, and ranks by frequency"
    )
    func eachLexicon() throws {
        for (code, sample) in Self.samples.sorted(by: { $0.key < $1.key }) {
            let lexicon = try #require(try KeysmithLexicons.lexicon(for: code), "\(code)")
            let fewest = Self.filteredByLetters.contains(code) ? 20_000 : 50_000
            #expect((fewest...80_000).contains(lexicon.wordCount), "\(code): \(lexicon.wordCount) words")
            #expect(lexicon.byteCount <= 4 * 1_048_576, "\(code): \(lexicon.byteCount) bytes")
            let common = try #require(lexicon.frequencyScore(of: sample.common), "\(code): \(sample.common)")
            let rarer = try #require(lexicon.frequencyScore(of: sample.rarer), "\(code): \(sample.rarer)")
            #expect(common > rarer, "\(code): \(sample.common) should be more frequent than \(sample.rarer)")
            #expect(!lexicon.contains("qzxjvk"), "\(code)")
        }
    }

    @Test("German nouns are capitalised, other words are not, and ß is written as the dictionary writes it")
    func germanCase() throws {
        let german = try #require(try KeysmithLexicons.lexicon(for: "de"))
        let words = Set(german.allWords().map(\.word))
        func listed(_ word: String) -> Bool { words.contains(word) }
        for noun in ["Haus", "Zeit", "Straße", "Mädchen", "Fuß"] {
            #expect(listed(noun), "\(noun)")
            #expect(!listed(noun.lowercased()), "\(noun.lowercased())")
        }
        for word in ["gehen", "essen", "schön", "und", "groß", "muss", "dass"] {
            let capitalised = word.prefix(1).uppercased() + word.dropFirst()
            #expect(listed(word), "\(word)")
            #expect(!listed(capitalised), "\(capitalised)")
        }
        #expect(!listed("Strasse"))
        #expect(german.completions(of: "haus", limit: 1).first?.word == "Haus")
    }

    @Test("Turkish capitals follow Turkish rules: İstanbul, not Istanbul")
    func turkishCase() throws {
        let turkish = try #require(try KeysmithLexicons.lexicon(for: "tr_TR"))
        #expect(turkish.completions(of: "istanb", limit: 1).first?.word == "İstanbul")
        #expect(turkish.contains("ılık"))
    }

    @Test("Russian and Ukrainian hold Cyrillic words only, even where the dictionary accepts others")
    func cyrillicOnly() throws {
        for code in ["ru", "uk"] {
            let lexicon = try #require(try KeysmithLexicons.lexicon(for: code))
            let latin = lexicon.allWords().filter { entry in
                entry.word.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
            }
            #expect(latin.isEmpty, "\(code): \(latin.prefix(5).map(\.word))")
        }
    }

    @Test("Danish, Greek and Finnish hold words of their own letters only; Greek words end in ς, never σ")
    func filteredByLetters() throws {
        let letters: [String: String] = [
            "da": "abcdefghijklmnopqrstuvwxyzæøå", "fi": "abcdefghijklmnopqrsštuvwxyzžåäö",
            "el": "αάβγδεέζηήθιίϊΐκλμνξοόπρσςτυύϋΰφχψωώ",
        ]
        for (code, alphabet) in letters.sorted(by: { $0.key < $1.key }) {
            let lexicon = try #require(try KeysmithLexicons.lexicon(for: code))
            let words = lexicon.allWords().map(\.word)
            let foreign = words.filter { !$0.allSatisfy(alphabet.contains) }
            #expect(foreign.isEmpty, "\(code): \(foreign.prefix(5))")
        }
        let greek = try #require(try KeysmithLexicons.lexicon(for: "el"))
        let words = greek.allWords().map(\.word)
        #expect(!words.contains { $0.count > 1 && $0.hasSuffix("σ") })
        #expect(!words.contains { $0.dropLast().contains("ς") })
        #expect(greek.contains("της"))
        // A word being typed ends in σ until it ends, and finds its word with ς.
        #expect(greek.contains("τησ"))
        #expect(greek.completions(of: "τησ", limit: 1).first?.word == "της")
    }

    @Test("French keeps words with an apostrophe, and leaves out elided articles glued to a word")
    func frenchApostrophes() throws {
        let french = try #require(try KeysmithLexicons.lexicon(for: "fr"))
        #expect(french.contains("aujourd'hui"))
        #expect(french.contains("aujourd’hui"))
        #expect(french.contains("quelqu'un"))
        #expect(!french.contains("l'homme"))
        #expect(french.contains("homme"))
        #expect(french.contains("été"))
    }

    @Test("a language may be named by a locale identifier, in any case, with _ or -")
    func looseNames() throws {
        let french = try #require(try KeysmithLexicons.lexicon(for: "fr"))
        for name in ["fr_FR", "fr-CA", "FR", "fr_ch"] {
            #expect(try KeysmithLexicons.lexicon(for: name)?.byteCount == french.byteCount, "\(name)")
        }
        #expect(try KeysmithLexicons.lexicon(for: "no")?.byteCount == KeysmithLexicons.lexicon(for: "nb")?.byteCount)
        #expect(try KeysmithLexicons.lexicon(for: "en_GB")?.wordCount == Lexicon.english().wordCount)
        #expect(KeysmithLexicons.url(for: "pt-BR")?.lastPathComponent == "pt.lexicon")
        #expect(KeysmithLexicons.url(for: "en") == nil)
    }

    @Test("a language without a lexicon, or a name that is not one, gives nil")
    func unknown() throws {
        for name in ["xx", "", "_FR", "12", "fr/../de", "zh_CN"] {
            #expect(try KeysmithLexicons.lexicon(for: name) == nil, "\(name)")
            #expect(KeysmithLexicons.url(for: name) == nil, "\(name)")
        }
    }
}

@Suite("The installed lexicons: what a keyboard gets with nothing overridden when the app links KeysmithLexicons")
struct InstalledLexiconsTests {
    @Test("the installed lookup finds this product's lexicons without naming it, as KeysmithLexicons does")
    func installed() throws {
        for code in KeysmithLexicons.languages {
            let tag = try #require(LanguageTag(code))
            #expect(
                LanguageDataLookup.installed.lexiconURL(for: tag)?.standardizedFileURL
                    == LanguageDataLookup.keysmithLexicons.lexiconURL(for: tag)?.standardizedFileURL, "\(code)")
            #expect(LanguageDataLookup.installed.lexiconURL(for: tag) != nil, "\(code)")
        }
        #expect(LanguageDataLookup.installed.lexiconURL(for: try #require(LanguageTag("no_NO"))) != nil)
        #expect(LanguageDataLookup.installed.lexiconURL(for: try #require(LanguageTag("xx"))) == nil)
        #expect(LanguageDataLookup.installed.emojiPopularityURL != nil)
        #expect(LanguageDataLookup.embedded.emojiPopularityURL == nil)
    }

    @Test("the embedded French keyboard suggests French words with the installed lexicons")
    func frenchKeyboard() throws {
        let french = try #require(KeyboardConfiguration.embedded(language: "fr").value)
        let loaded = french.languageData(from: .installed).load()
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.emojiPopularity != nil)
        let provider = try #require(loaded.suggestionProvider)
        let engine = KeyboardEngine(configuration: french, suggestionProvider: provider)
        var state = engine.initialState()
        _ = engine.handle(.documentChanged(TextContext(beforeInput: "Je suis à la mais")), state: &state)
        #expect(state.suggestions.suggestions.map(\.text).contains("maison"))
    }
}

@Suite("KeysmithLexicons: Danish, Greek and Finnish suggest")
struct SmallerLexiconSuggestionTests {
    @Test(
        "a word mistyped in Danish, Greek or Finnish is corrected with its language's lexicon",
        arguments: [("da", "tilykke", "tillykke"), ("el", "θάλασα", "θάλασσα"), ("fi", "kitos", "kiitos")])
    func corrects(code: String, typed: String, expected: String) throws {
        let provider = SuggestionProvider(lexicon: try #require(try KeysmithLexicons.lexicon(for: code)))
        let result = provider.suggestions(for: TextContext(beforeInput: typed), keys: nil, host: .standard)
        #expect(result.suggestions.map(\.text).contains(expected), "\(result.suggestions.map(\.text))")
        #expect(result.autocorrection?.text == expected)
    }
}
