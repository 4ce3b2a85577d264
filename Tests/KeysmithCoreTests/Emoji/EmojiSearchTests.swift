import Foundation
import Testing

@testable import KeysmithCore

@Suite("Searching emoji")
struct EmojiSearchTests {
    let catalog: EmojiCatalog

    init() throws {
        catalog = try EmojiCatalog.embedded()
    }

    private func found(_ query: String, _ language: String = "en", limit: Int = 5) -> [String] {
        catalog.search(query, language: language, limit: limit).map(\.emoji.characters)
    }

    @Test("a keyword finds its emoji, exact matches first")
    func keywords() {
        #expect(found("pizza").first == "🍕")
        #expect(found("pizz").first == "🍕")
        #expect(catalog.search("pizza", language: "en").first?.match == .name)
        #expect(catalog.search("pizz", language: "en").first?.match == .phrasePrefix)
        #expect(found("red heart", limit: 1) == ["❤️"])
        #expect(found("red hea", limit: 1) == ["❤️"])
        #expect(found("heart", limit: 50).contains("❤️"))
        // The emoji named `cat` before those with `cat` as a keyword.
        #expect(found("cat").first == "🐈")
        #expect(catalog.search("cat", language: "en")[1].match == .keyword)
    }

    @Test("matches are ranked name, keyword, phrase prefix, then words of the name, then of keywords")
    func ranking() {
        let results = catalog.search("face", language: "en", limit: 500)
        #expect(results.map(\.match) == results.map(\.match).sorted())
        #expect(Set(results.map(\.match)).count >= 3)
        // Within one quality, the ten most used emoji first, then Unicode's order.
        let keyword = results.filter { $0.match == .keyword }.map(\.emoji)
        let popular = keyword.prefix { EmojiCatalog.mostUsed.contains($0.characters) }.map(\.characters)
        #expect(popular == EmojiCatalog.mostUsed.filter { popular.contains($0) })
        let others = keyword.dropFirst(popular.count).map(\.index)
        #expect(others.count > 10 && others == others.sorted())
        #expect(others.allSatisfy { !EmojiCatalog.mostUsed.contains(catalog.emoji[$0].characters) })
        // `grinning face with smiling eyes` is found by words of its name, in any order.
        let words = catalog.search("eyes smil", language: "en", limit: 500)
        #expect(words.contains { $0.emoji.characters == "😄" && $0.match == .nameWords })
        // `mouth` is a keyword of 😃, `grinning face with big eyes`.
        let keywordWords = catalog.search("mouth grin", language: "en", limit: 500)
        #expect(keywordWords.contains { $0.emoji.characters == "😃" && $0.match == .keywordWords })
    }

    @Test("use ranks emoji of equal quality")
    func usage() throws {
        let plain = catalog.search("heart", language: "en", limit: 2_000)
        let exact = plain.filter { $0.match == .keyword }
        #expect(exact.count > 2)
        let favourite = try #require(exact.last).emoji.characters
        let boosted = catalog.search("heart", language: "en", limit: 100) { $0.characters == favourite ? 9 : 0 }
        #expect(boosted.first?.emoji.characters == favourite)
        // Use never lifts a worse match above a better one.
        let partial = try #require(plain.first { $0.match > .keyword }).emoji.characters
        let lifted = catalog.search("heart", language: "en", limit: 100) { $0.characters == partial ? 99 : 0 }
        #expect(lifted.first?.match == .name || lifted.first?.match == .keyword)
        #expect(lifted.first?.emoji.characters != partial)
    }

    @Test("case and diacritics do not matter, and œ is typed oe")
    func folding() {
        #expect(found("PIZZA").first == "🍕")
        #expect(found("coeur", "fr", limit: 50).contains("❤️"))
        #expect(found("cœur", "fr", limit: 50).contains("❤️"))
        #expect(found("Herz", "de", limit: 50).contains("❤️"))
        #expect(found("etoile", "fr", limit: 50).contains("⭐"))
        #expect(found("kase", "de", limit: 50).contains("🧀"))
        #expect(found("  pizza  ").first == "🍕")
        #expect(EmojiSearchIndex.fold("Straße  Œuf") == "strasse oeuf")
        #expect(EmojiSearchIndex.fold("KIRMIZI") == "kirmizi")
        #expect(EmojiSearchIndex.fold("kırmızı") == "kirmizi")
    }

    @Test("at least ten languages, each by its code or a locale")
    func languages() {
        let pizza = [
            "en": "pizza", "fr": "pizza", "de": "pizza", "es": "pizza", "it": "pizza", "pt": "pizza",
            "nl": "pizza", "sv": "pizza", "ru": "пицца", "pl": "pizza", "tr": "pizza", "uk": "піца",
            "el": "πίτσα", "cs": "pizza", "da": "pizza", "fi": "pizza", "nb": "pizza",
        ]
        for (language, word) in pizza {
            #expect(found(word, language).contains("🍕"), "\(language)")
        }
        #expect(catalog.languages.count >= 10)
        #expect(found("chat", "fr_CA").contains("🐈"))
        // fr_CA and en_GB read CLDR's annotations of their region (EmojiRegionTests), fr_BE and en_AU
        // their language's.
        #expect(catalog.annotationLanguage(for: "fr_CA") == "fr_CA")
        #expect(catalog.annotationLanguage(for: "fr_BE") == "fr")
        #expect(catalog.annotationLanguage(for: "nb_NO") == "nb")
        #expect(catalog.annotationLanguage(for: "xx_YY") == "en")
        #expect(catalog.annotationLanguage(for: "en_GB") == "en_GB")
        #expect(catalog.annotationLanguage(for: "en_AU") == "en")
        #expect(found("pizza", "xx").first == "🍕")
    }

    @Test("an emoji newer than the annotations is found by its English name")
    func newerThanAnnotations() {
        // Shaking face is Emoji 15.0; CLDR 41 has no annotations for it.
        #expect(found("shaking face", "en").first == "🫨")
        #expect(found("shaking", "fr").contains("🫨"))
        #expect(found("goose", "de").contains("🪿"))
    }

    @Test("blank queries, a zero limit and emoji newer than the system find nothing")
    func limits() {
        #expect(found("").isEmpty)
        #expect(found("   ").isEmpty)
        #expect(found("%%%").isEmpty)
        #expect(found("zzzzqx").isEmpty)
        #expect(catalog.search("pizza", language: "en", limit: 0).isEmpty)
        #expect(found("face", limit: 7).count == 7)
        let old = catalog.search("face", language: "en", limit: 2_000, availableIn: EmojiVersion(13, 1))
        #expect(!old.isEmpty && old.allSatisfy { $0.emoji.version <= EmojiVersion(13, 1) })
        #expect(!old.contains { $0.emoji.characters == "🫠" })
    }

    @Test("a word that names an emoji, for the suggestion bar")
    func named() {
        #expect(catalog.emoji(named: "pizza", language: "en").map(\.characters) == ["🍕"])
        // CLDR names the anatomical heart `cœur` and the card suit `Herz`; the red heart, one of the
        // ten most used emoji, comes first all the same.
        #expect(catalog.emoji(named: "joy", language: "en").first?.characters == "😂")
        let coeur = catalog.emoji(named: "coeur", language: "fr", limit: 5).map(\.characters)
        #expect(coeur.first == "❤️" && coeur.contains("🫀"))
        let herz = catalog.emoji(named: "Herz", language: "de_DE", limit: 5).map(\.characters)
        #expect(herz.first == "❤️" && herz.contains("♥️"))
        #expect(catalog.emoji(named: "heart", language: "en").first?.characters == "❤️")
        // Then the emoji named by the word, then those whose name has it among fewer words.
        #expect(catalog.emoji(named: "cat", language: "en").first?.characters == "🐈")
        // What the user uses comes first.
        let used = catalog.emoji(named: "coeur", language: "fr") { $0.characters == "🫀" ? 3 : 0 }
        #expect(used.first?.characters == "🫀")
        // Emoji newer than the host shows are left out.
        #expect(catalog.emoji(named: "goose", language: "en").map(\.characters) == ["🪿"])
        #expect(catalog.emoji(named: "goose", language: "en", availableIn: EmojiVersion(14, 0)).isEmpty)
    }

    // French puts a narrow no-break space (U+202F) before a colon.
    @Test("VoiceOver names are CLDR's in the active language, else English")
    func names() throws {
        #expect(catalog.name(of: "😀", language: "fr") == "visage rieur")
        #expect(catalog.name(of: "😀", language: "en_US") == "grinning face")
        #expect(catalog.name(of: "👋🏻", language: "fr") == "signe de la main\u{202F}: peau claire")
        #expect(catalog.name(of: "👋🏻", language: "de") == "winkende Hand: helle Hautfarbe")
        #expect(catalog.name(of: "👩🏻‍🦰", language: "de") == "Frau: helle Hautfarbe, rotes Haar")
        #expect(catalog.name(of: "🫱🏻‍🫲🏼", language: "en") == "handshake: light skin tone, medium-light skin tone")
        #expect(catalog.name(of: "🇫🇷", language: "fr") == "drapeau\u{202F}: France")
        #expect(catalog.name(of: "🫨", language: "fr") == "shaking face")
        #expect(catalog.name(of: "🫷🏽", language: "fr") == "leftwards pushing hand: medium skin tone")
        #expect(catalog.name(of: "❤", language: "en") == "red heart")
        #expect(catalog.name(of: "x", language: "en") == nil)
        let wave = try #require(catalog.emoji(for: "👋"))
        #expect(catalog.name(of: wave, language: "xx") == "waving hand")
    }
}
