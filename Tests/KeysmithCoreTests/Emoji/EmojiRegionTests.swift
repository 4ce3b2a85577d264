import Foundation
import Testing

@testable import KeysmithCore

/// Regions with CLDR annotations of their own (en_GB, fr_CA, pt_PT, de_CH), and the names of the
/// groups in each language (CLDR's `characterLabels`).
@Suite("Emoji: regional annotations and the groups' names")
struct EmojiRegionTests {
    let catalog: EmojiCatalog

    init() throws {
        catalog = try EmojiCatalog.embedded()
    }

    private func found(_ query: String, _ language: String, limit: Int = 10) -> [String] {
        catalog.search(query, language: language, limit: limit).map(\.emoji.characters)
    }

    @Test("a locale reads its region's annotations where CLDR has them, else its language's")
    func annotationLanguages() {
        #expect(catalog.annotationLanguage(for: "en_GB") == "en_GB")
        #expect(catalog.annotationLanguage(for: "en-gb") == "en_GB")
        #expect(catalog.annotationLanguage(for: "en_US") == "en")
        #expect(catalog.annotationLanguage(for: "fr_CA") == "fr_CA")
        #expect(catalog.annotationLanguage(for: "fr_FR") == "fr")
        #expect(catalog.annotationLanguage(for: "pt_PT") == "pt_PT")
        #expect(catalog.annotationLanguage(for: "pt_BR") == "pt")
        #expect(catalog.annotationLanguage(for: "de_CH") == "de_CH")
        #expect(catalog.annotationLanguage(for: "de_AT") == "de")
        #expect(catalog.annotationLanguage(for: "ja_JP") == "en")
        // Norwegian written as `no`, as some systems still write it, is Bokmål's.
        #expect(catalog.annotationLanguage(for: "no_NO") == "nb")
        #expect(catalog.hasAnnotations(in: "no"))
        #expect(catalog.hasAnnotations(in: "en_GB"))
    }

    @Test("a word only the region's CLDR file has finds its emoji there and not in the language")
    func regionalWords() {
        // 🫤 is `sceptical` in en_GB, `skeptical` in en.
        #expect(found("sceptical", "en_GB").contains("🫤"))
        #expect(!found("sceptical", "en_US").contains("🫤"))
        #expect(found("skeptical", "en_US").contains("🫤"))
        // 📱 is a `telemóvel` in Portugal, a `celular` in Brazil.
        #expect(found("telemovel", "pt_PT").first == "📱")
        #expect(!found("telemovel", "pt_BR").contains("📱"))
        #expect(found("celular", "pt_BR").contains("📱"))
        // 📧 is a `courriel` in Canadian French.
        #expect(found("courriel", "fr_CA").first == "📧")
        #expect(!found("courriel", "fr_FR").contains("📧"))
        // What the region does not change is its language's: `pizza` in each, but in Portugal,
        // where it is a `piza`.
        for region in ["en_GB", "fr_CA", "de_CH"] {
            #expect(found("pizza", region).first == "🍕", "\(region)")
        }
        #expect(found("piza", "pt_PT").first == "🍕")
        #expect(found("pizza", "pt_BR").first == "🍕")
    }

    @Test("VoiceOver names follow the region, toned forms included")
    func regionalNames() {
        #expect(catalog.name(of: "🧑‍🦯", language: "en_GB") == "person with guide cane")
        #expect(catalog.name(of: "🧑‍🦯", language: "en_US") == "person with white cane")
        #expect(catalog.name(of: "😀", language: "pt_PT") == "cara sorridente")
        #expect(catalog.name(of: "😀", language: "pt_BR") == "rosto risonho")
        #expect(catalog.name(of: "🤐", language: "de_CH") == "Smiley mit Reissverschlussmund")
        let toned = catalog.name(of: "🧑🏽‍🦯", language: "en_GB") ?? ""
        #expect(toned.hasPrefix("person with guide cane"), "\(toned)")
    }

    @Test("a region's file is layered over its language's, and a bad line is reported where it is")
    func regionFormat() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("emoji-region-\(UUID())")
        let annotations = folder.appendingPathComponent("Annotations")
        try FileManager.default.createDirectory(at: annotations, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalogText =
            "# Emoji 15.0: test\n@group smileys-emotion\n@subgroup face\n😀\t1.0\tgrinning face\n"
            + "@group people-body\n@subgroup hand\n👋\t0.6\twaving hand\t👋🏻 👋🏼 👋🏽 👋🏾 👋🏿\t1.0\n"
        let catalogFile = folder.appendingPathComponent("Emoji.txt")
        try catalogText.write(to: catalogFile, atomically: true, encoding: .utf8)
        try "# test\nsmile\tgrin\nwave\thello\n@variants\n4+ light|4+ 2|4+ 3|4+ 4|4+ 5\n".write(
            to: annotations.appendingPathComponent("xx.txt"), atomically: true, encoding: .utf8)
        try "# region\n@parent xx\n1\twave\thiya\n@variants\n1\t4+ pale|4+ 2|4+ 3|4+ 4|4+ 5\n".write(
            to: annotations.appendingPathComponent("xx_YY.txt"), atomically: true, encoding: .utf8)
        try "# region\n@parent xx\n7\twave\thiya\n".write(
            to: annotations.appendingPathComponent("xx_ZZ.txt"), atomically: true, encoding: .utf8)
        let small = try EmojiCatalog(contentsOf: catalogFile, annotationsFolder: annotations)
        #expect(small.languages == ["xx", "xx_YY", "xx_ZZ"])
        #expect(small.search("hiya", language: "xx_YY").map(\.emoji.characters) == ["👋"])
        #expect(small.search("hello", language: "xx_YY").isEmpty)
        #expect(small.search("grin", language: "xx_YY").map(\.emoji.characters) == ["😀"])
        #expect(small.name(of: "👋🏻", language: "xx_YY") == "wave pale")
        #expect(small.name(of: "👋🏻", language: "xx") == "wave light")
        #expect(throws: EmojiDataError.self) { try small.languageData("xx_ZZ") }
        do {
            _ = try small.languageData("xx_ZZ")
        } catch let error as EmojiDataError {
            #expect(error.line == 3 && error.file.hasSuffix("xx_ZZ.txt"), "\(error)")
        }
    }

    @Test("a region's file may have a table of endings of its own, each use of it checked")
    func regionSuffixes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("emoji-suffixes-\(UUID())")
        let annotations = folder.appendingPathComponent("Annotations")
        try FileManager.default.createDirectory(at: annotations, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalogFile = folder.appendingPathComponent("Emoji.txt")
        try "# Emoji 15.0: test\n@group people-body\n@subgroup hand\n👋\t0.6\twaving hand\t👋🏻 👋🏼 👋🏽 👋🏾 👋🏿\t1.0\n"
            .write(to: catalogFile, atomically: true, encoding: .utf8)
        try "# test\nwave\thello\n@variants\n4+ light|4+ 2|4+ 3|4+ 4|4+ 5\n".write(
            to: annotations.appendingPathComponent("xx.txt"), atomically: true, encoding: .utf8)
        try "# region\n@parent xx\n@suffixes\n ashen\n: dark\n@variants\n0\t4*0|4+ 2|4+ 3|4+ 4|0*1\n".write(
            to: annotations.appendingPathComponent("xx_YY.txt"), atomically: true, encoding: .utf8)
        try "# region\n@parent xx\n@suffixes\n ashen\n@variants\n0\t4*1|4+ 2|4+ 3|4+ 4|4+ 5\n".write(
            to: annotations.appendingPathComponent("xx_ZZ.txt"), atomically: true, encoding: .utf8)
        let small = try EmojiCatalog(contentsOf: catalogFile, annotationsFolder: annotations)
        #expect(small.name(of: "👋🏻", language: "xx_YY") == "wave ashen")
        #expect(small.name(of: "👋🏿", language: "xx_YY") == ": dark")
        #expect(small.name(of: "👋🏻", language: "xx") == "wave light")
        #expect(throws: EmojiDataError.self) { try small.languageData("xx_ZZ") }
        do {
            _ = try small.languageData("xx_ZZ")
        } catch let error as EmojiDataError {
            #expect(error.line == 6 && error.message.contains("suffix 1"), "\(error)")
        }
    }

    @Test("the groups are named by CLDR's labels in the keyboard's language, by Unicode's names in English")
    func groupNames() {
        #expect(catalog.name(of: .animalsAndNature, language: "fr_FR") == "animaux et nature")
        #expect(catalog.name(of: .smileysAndEmotion, language: "fr_CA") == "émoticône")
        #expect(catalog.name(of: .peopleAndBody, language: "fr") == "personnes")
        #expect(catalog.name(of: .flags, language: "de_DE") == "Flaggen")
        #expect(catalog.name(of: .foodAndDrink, language: "de_CH") == "Essen & Trinken")
        #expect(catalog.name(of: .travelAndPlaces, language: "it_IT") == "Viaggi e luoghi")
        #expect(catalog.name(of: .objects, language: "pl_PL") == "obiekty")
        #expect(catalog.name(of: .symbols, language: "ru_RU") == "символы")
        #expect(catalog.name(of: .activities, language: "nb_NO") == "aktiviteter")
        // Portugal's own label where CLDR's pt_PT differs from Brazil's.
        #expect(catalog.name(of: .foodAndDrink, language: "pt_PT") == "comida e bebida")
        #expect(catalog.name(of: .foodAndDrink, language: "pt_BR") == "comidas e bebidas")
        for group in EmojiGroup.allCases {
            #expect(catalog.name(of: group, language: "en_US") == group.displayName)
            #expect(catalog.name(of: group, language: "en_GB") == group.displayName)
            #expect(catalog.name(of: group, language: "ja") == group.displayName)
        }
        // Every embedded language but English has a name of its own for each group, all different.
        for language in [
            "ar", "cs", "da", "de", "el", "es", "fi", "fr", "he", "it", "nb", "nl", "pl", "pt", "ru",
            "sv", "tr", "uk",
        ] {
            let names = EmojiGroup.allCases.map { catalog.name(of: $0, language: language) }
            #expect(Set(names).count == 9, "\(language): \(names)")
            #expect(Set(names).isDisjoint(with: EmojiGroup.allCases.map(\.displayName)), "\(language): \(names)")
        }
    }
}
