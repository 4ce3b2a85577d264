import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("The emoji catalog")
struct EmojiCatalogTests {
    let catalog: EmojiCatalog

    init() throws {
        catalog = try EmojiCatalog.embedded()
    }

    @Test("every fully-qualified emoji of Emoji 15.0, in Unicode's nine groups and order")
    func everyEmoji() {
        #expect(catalog.version == EmojiVersion(15, 0))
        #expect(catalog.emoji.count == 1_870)
        #expect(catalog.emoji.count + catalog.emoji.map(\.toneVariants.count).reduce(0, +) == 3_655)
        #expect(
            EmojiGroup.allCases.map { catalog.emoji(in: $0).count } == [166, 363, 152, 133, 218, 85, 261, 223, 269])
        #expect(
            catalog.emoji.map(\.group)
                == EmojiGroup.allCases.flatMap { group in
                    Array(repeating: group, count: catalog.emoji(in: group).count)
                })
        #expect(catalog.emoji.enumerated().allSatisfy { $0.offset == $0.element.index })
        #expect(catalog.emoji.prefix(3).map(\.characters) == ["😀", "😃", "😄"])
        #expect(catalog.emoji(in: .flags).last?.name == "flag: Wales")
        #expect(Set(catalog.emoji.map(\.characters)).count == catalog.emoji.count)
        // The keycap #️⃣ starts with a hash, as the data's comment lines do.
        #expect(catalog.emoji(for: "#️⃣")?.name == "keycap: #")
    }

    @Test("an emoji's name, subgroup and emoji version are Unicode's")
    func fields() throws {
        let grinning = try #require(catalog.emoji(for: "😀"))
        #expect(grinning.name == "grinning face")
        #expect(grinning.group == .smileysAndEmotion)
        #expect(grinning.subgroup == "face-smiling")
        #expect(grinning.version == EmojiVersion(1, 0))
        #expect(grinning.skinTones == .none)
        let shaking = try #require(catalog.emoji(for: "🫨"))
        #expect(shaking.version == EmojiVersion(15, 0))
        #expect(catalog.emoji(for: "❤️")?.name == "red heart")
    }

    @Test("an emoji of one skin tone has five variants, lightest first")
    func singleTone() throws {
        let wave = try #require(catalog.emoji(for: "👋"))
        #expect(wave.skinTones == .single)
        #expect(catalog.toneVariants(of: wave).map(\.characters) == ["👋🏻", "👋🏼", "👋🏽", "👋🏾", "👋🏿"])
        #expect(wave.variant(.medium)?.characters == "👋🏽")
        #expect(wave.variant(.medium)?.tones == [.medium])
        #expect(wave.variant(.dark)?.version == EmojiVersion(1, 0))
        #expect(wave.variant(.light, .dark) == nil)
        #expect(wave.characters(tones: [.mediumDark]) == "👋🏾")
        #expect(wave.characters(tones: []) == "👋")
        let astronaut = try #require(catalog.emoji(for: "🧑‍🚀"))
        #expect(astronaut.variant(.light)?.characters == "🧑🏻‍🚀")
        // The hair styles keep their own tones: `woman: light skin tone, red hair`.
        #expect(catalog.emoji(for: "👩‍🦰")?.variant(.light)?.characters == "👩🏻‍🦰")
    }

    @Test("two people take a tone each where Unicode defines the combinations")
    func perPerson() throws {
        let expected: [String: (same: String, mixed: String)] = [
            "🤝": ("🤝🏻", "🫱🏻‍🫲🏿"),
            "🧑‍🤝‍🧑": ("🧑🏻‍🤝‍🧑🏻", "🧑🏻‍🤝‍🧑🏿"),
            "👫": ("👫🏻", "👩🏻‍🤝‍👨🏿"),
            "💏": ("💏🏻", "🧑🏻‍❤️‍💋‍🧑🏿"),
            "💑": ("💑🏻", "🧑🏻‍❤️‍🧑🏿"),
            "👩‍❤️‍👨": ("👩🏻‍❤️‍👨🏻", "👩🏻‍❤️‍👨🏿"),
        ]
        for (characters, variants) in expected {
            let pair = try #require(catalog.emoji(for: characters))
            #expect(pair.skinTones == .perPerson, "\(characters)")
            #expect(pair.toneVariants.count == 25)
            #expect(pair.variant(.light)?.characters == variants.same, "\(characters)")
            #expect(pair.variant(.light, .light)?.characters == variants.same, "\(characters)")
            #expect(pair.variant(.light, .dark)?.characters == variants.mixed, "\(characters)")
            #expect(pair.variant(.light, .dark)?.tones == [.light, .dark])
        }
        let perPerson = catalog.emoji.filter { $0.skinTones == .perPerson }.map(\.characters)
        #expect(perPerson.count == 13)
        // Families have no skin tones in Emoji 15.0.
        #expect(catalog.emoji(for: "👨‍👩‍👧")?.skinTones == EmojiSkinToneSupport.none)
    }

    @Test("a toned or unqualified sequence leads to its emoji and tones")
    func lookup() throws {
        #expect(catalog.emoji(for: "👋🏽")?.characters == "👋")
        #expect(catalog.tones(of: "👋🏽") == [.medium])
        #expect(catalog.emoji(for: "🫱🏼‍🫲🏿")?.characters == "🤝")
        #expect(catalog.tones(of: "🫱🏼‍🫲🏿") == [.mediumLight, .dark])
        #expect(catalog.tones(of: "🤝🏼") == [.mediumLight, .mediumLight])
        #expect(catalog.emoji(for: "❤")?.characters == "❤️")
        #expect(catalog.tones(of: "👋") == [])
        #expect(catalog.emoji(for: "a") == nil)
        #expect(catalog.emoji(for: "🏻") == nil)
    }

    @Test("emoji newer than the host's iOS are left out")
    func availability() throws {
        func ios(_ major: Int, _ minor: Int) -> OperatingSystemVersion {
            OperatingSystemVersion(majorVersion: major, minorVersion: minor, patchVersion: 0)
        }
        #expect(EmojiVersion.supported(onIOS: ios(14, 2)) == EmojiVersion(13, 0))
        #expect(EmojiVersion.supported(onIOS: ios(14, 4)) == EmojiVersion(13, 0))
        #expect(EmojiVersion.supported(onIOS: ios(14, 5)) == EmojiVersion(13, 1))
        #expect(EmojiVersion.supported(onIOS: ios(15, 0)) == EmojiVersion(13, 1))
        #expect(EmojiVersion.supported(onIOS: ios(15, 4)) == EmojiVersion(14, 0))
        #expect(EmojiVersion.supported(onIOS: ios(16, 3)) == EmojiVersion(14, 0))
        #expect(EmojiVersion.supported(onIOS: ios(16, 4)) == EmojiVersion(15, 0))
        #expect(EmojiVersion.supported(onIOS: ios(18, 0)) == EmojiVersion(15, 1))
        #expect(EmojiVersion.supported(onIOS: ios(9, 3)) == EmojiVersion(3, 0))

        let all = catalog.emoji(availableOn: ios(17, 0)).map(\.characters)
        #expect(all.count == 1_870)
        let ios15 = catalog.emoji(availableOn: ios(15, 0))
        #expect(ios15.allSatisfy { $0.version <= EmojiVersion(13, 1) })
        #expect(!ios15.contains { $0.characters == "🫠" })  // melting face, Emoji 14.0
        #expect(ios15.contains { $0.characters == "❤️‍🔥" })  // heart on fire, Emoji 13.1
        let ios16 = catalog.emoji(availableOn: ios(16, 0)).map(\.characters)
        #expect(ios16.contains("🫠") && !ios16.contains("🫨"))
        #expect(ios16.count == 1_870 - 21)
        #expect(
            catalog.emoji(in: .smileysAndEmotion, availableOn: ios(15, 0)).allSatisfy { $0.group == .smileysAndEmotion }
        )

        // 🤝 is Emoji 3.0 but its tones came with 14.0.
        let handshake = try #require(catalog.emoji(for: "🤝"))
        #expect(handshake.skinTones(availableIn: EmojiVersion(13, 1)) == EmojiSkinToneSupport.none)
        #expect(handshake.skinTones(availableIn: EmojiVersion(14, 0)) == .perPerson)
    }

    @Test("emoji versions read and compare as numbers")
    func versions() throws {
        #expect(EmojiVersion("13.1") == EmojiVersion(13, 1))
        #expect(EmojiVersion("E0.6") == EmojiVersion(0, 6))
        #expect(EmojiVersion("13") == nil)
        #expect(EmojiVersion("x.1") == nil)
        #expect(EmojiVersion(12, 1) < EmojiVersion(13, 0))
        #expect(EmojiVersion(0, 7) < EmojiVersion(1, 0))
        let encoded = try JSONEncoder().encode([EmojiVersion(13, 1)])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["13.1"]"#)
        #expect(try JSONDecoder().decode([EmojiVersion].self, from: encoded) == [EmojiVersion(13, 1)])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([EmojiVersion].self, from: Data(#"["x"]"#.utf8))
        }
    }

    @Test("skin tones are the five modifiers")
    func skinTones() {
        #expect(EmojiSkinTone.allCases.map { String($0.modifier) } == ["🏻", "🏼", "🏽", "🏾", "🏿"])
        #expect(EmojiSkinTone(modifier: "🏾") == .mediumDark)
        #expect(EmojiSkinTone(modifier: "a") == nil)
    }

    @Test("the groups have stable identifiers, names and icons")
    func groups() {
        #expect(
            EmojiGroup.allCases.map(\.id) == [
                "smileys-emotion", "people-body", "animals-nature", "food-drink", "travel-places", "activities",
                "objects", "symbols", "flags",
            ])
        #expect(EmojiGroup.foodAndDrink.displayName == "Food & Drink")
        #expect(Set(EmojiGroup.allCases.map(\.systemSymbolName)).count == 9)
    }

    @Test("the catalog is read only when asked for, and a language only when used")
    func laziness() throws {
        let folder = try #require(EmojiCatalog.embeddedFolder)
        let fresh = try EmojiCatalog(
            contentsOf: folder.appendingPathComponent("Emoji.txt"),
            annotationsFolder: folder.appendingPathComponent("Annotations"))
        #expect(fresh.loadedLanguageCodes.isEmpty)
        // 19 languages and the 4 regions with annotations of their own.
        #expect(fresh.languages.count == 23)
        _ = fresh.name(of: "😀", language: "de_DE")
        #expect(fresh.loadedLanguageCodes == ["de"])
        _ = fresh.name(of: "😀", language: "de_CH")
        #expect(fresh.loadedLanguageCodes == ["de", "de_CH"])
    }
}
