import Foundation
@_spi(Tooling) import KeysmithCore
import Testing

@testable import KeysmithCLI

extension PreviewFixtures {
    /// A folder with a keyboard of two languages: the embedded English (US), and an AZERTY French
    /// layout of the folder's own.
    static func bilingual() throws -> PreviewConfiguration {
        let folder = try Tool.temporaryFolder().appendingPathComponent("Bilingual")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try
            #"{"name": "bilingual", "languages": ["en_US", {"locale": "fr_FR", "layout": "French", "displayName": "Français"}]}"#
            .write(to: folder.appendingPathComponent("Keyboard.json"), atomically: true, encoding: .utf8)
        let letters = ["azertyuiop", "qsdfghjklm", "wxcvbn"].map { row in
            "[" + row.map { #"{"text": "\#($0)"}"# }.joined(separator: ", ") + "]"
        }
        let french = """
            {"displayName": "Français", "rows": [\(letters[0]), \(letters[1]), \(letters.dropFirst(2).first!),
            [{"type": "nextKeyboard", "width": 0, "widthIfMultipleKeyboards": 1.25}, {"type": "spacebar", "width": 5},
             {"type": "return", "width": 2.5}]]}
            """
        try french.write(to: folder.appendingPathComponent("French.json"), atomically: true, encoding: .utf8)
        var loader = PreviewConfigurationLoader(location: try KeyboardLocation.locate(folder.path))
        return try loader.loaded(after: nil)
    }
}

extension PreviewFixtures {
    /// The README's `tiny` keyboard: a set that names no language, with its letters, digits and toolbar.
    static func tiny() throws -> PreviewConfiguration {
        let folder = try Tool.temporaryFolder().appendingPathComponent("MyKeyboard")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = [
            "Keyboard": #"""
            {"name": "tiny", "layouts": ["Letters"], "keyboardTypes": {"numberPad": "Digits", "decimalPad": "Digits"},
             "toolbar": "Toolbar", "caseSensitiveKeyDisplay": true}
            """#,
            "Letters": #"""
            [[{"text": "q"}, {"text": "w"}, {"text": "e", "modifiers": ["e", "é", "è", "ê"]}, {"text": "r"}, {"text": "t"}],
             [{"type": "shift", "style": "shift", "width": 1.5}, {"text": "a"}, {"text": "s"}, {"type": "delete", "style": "dark", "width": 1.5}],
             [{"text": "123", "type": "switchKeyboard", "keyboardName": "Digits", "style": "dark"},
              {"text": "space", "type": "spacebar", "style": "spacebar", "width": 3}, {"text": "return", "type": "return", "style": "blue"}]]
            """#,
            "Digits": #"""
            [[{"text": "1"}, {"text": "2"}, {"text": "3"}],
             [{"text": "ABC", "type": "switchKeyboard", "keyboardName": "Letters", "style": "dark"}, {"type": "delete", "style": "dark"}]]
            """#,
            "Toolbar": #"[{"order": 1, "buttonType": "gifs", "title": "GIFs"}]"#,
        ]
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name + ".json"), atomically: true, encoding: .utf8)
        }
        var loader = PreviewConfigurationLoader(location: try KeyboardLocation.locate(folder.path))
        return try loader.loaded(after: nil)
    }
}

@Suite("keysmith preview: the language picker")
struct PreviewLanguageTests {
    @Test("a keyboard of several languages offers its own; picking one switches the keyboard as the globe would")
    func picksOwnLanguage() throws {
        let configuration = try PreviewFixtures.bilingual()
        #expect(configuration.diagnostics.filter { $0.severity == .error } == [])
        var page = PageDriver(configuration, suggestions: try PreviewFixtures.english())
        let opening = page.open()
        #expect(opening.configs.first?.languages.map(\.identifier) == ["en_US", "fr_FR"])
        #expect(opening.settings.first?.language == "en_US")
        #expect(page.session.state.layoutName == "en_US/Letters")

        let picked = page.send(.settings(.init(language: "fr_FR")))
        #expect(picked.settings.last?.language == "fr_FR")
        #expect(picked.frames.last?.layout == "French")
        #expect(
            picked.effects.contains {
                if case .languageChanged(let language) = $0 { language.identifier == "fr_FR" } else { false }
            })
        try page.tapLetters("az")
        #expect(page.text == "Az")
    }

    @Test("a language the picker does not offer is refused, and nothing changes")
    func unknownLanguage() throws {
        var page = PageDriver(try PreviewFixtures.bilingual())
        _ = page.open()
        let refused = page.send(.settings(.init(language: "xx_XX")))
        #expect(refused.errors.map(\.code) == ["unknownLanguage"])
        #expect(page.session.state.language == "en_US")
        // The picker's entry for a keyboard that names no language is not one of this keyboard's.
        let own = page.send(.settings(.init(language: "")))
        #expect(own.errors.map(\.code) == ["unknownLanguage"])
        #expect(page.session.state.language == "en_US")
    }

    @Test("a keyboard that names no language is shown in the picker as itself, then every embedded language to try")
    func keyboardWithoutLanguage() throws {
        let configuration = try PreviewFixtures.tiny()
        #expect(configuration.status == .current, "\(configuration.diagnostics)")
        #expect(configuration.keyboard.languages.isEmpty)
        var page = PageDriver(configuration)
        let opening = page.open()
        let offered = try #require(opening.configs.first?.languages)
        #expect(offered.first?.identifier == "")
        #expect(offered.first?.displayName == "tiny")
        #expect(opening.settings.first?.language == "")
        #expect(offered.dropFirst().map(\.identifier) == EmbeddedLanguages.identifiers)

        // Every language offered exists: picking it shows it, and the set's own keyboard comes back.
        for language in offered.dropFirst() {
            let tried = page.send(.settings(.init(language: language.identifier)))
            #expect(tried.errors == [], "\(language.identifier)")
            #expect(tried.settings.last?.language == language.identifier)
        }
        let back = page.send(.settings(.init(language: "")))
        #expect(back.errors == [])
        #expect(back.settings.last?.language == "")
        #expect(back.frames.last?.layout == "Letters")
        #expect(page.session.state.language == nil)
    }

    @Test("the picker says which languages have no lexicon, so that typing them without suggestions is no surprise")
    func languagesWithoutLexicon() throws {
        var page = PageDriver(try PreviewFixtures.tiny())
        let offered = try #require(page.open().configs.first?.languages)
        let hasLexicon = Dictionary(uniqueKeysWithValues: offered.map { ($0.identifier, $0.hasLexicon) })
        // The tiny keyboard names no language: English, which the tool has.
        #expect(hasLexicon[""] == true)
        #expect(hasLexicon["fr_FR"] == true)
        #expect(hasLexicon["el_GR"] == true)
        #expect(hasLexicon["he_IL"] == false)
        #expect(hasLexicon["ar"] == false)
    }

    @Test("a keyboard of one language offers its own and the embedded languages, and shows the one picked")
    func triesEmbeddedLanguage() throws {
        var page = PageDriver(try PreviewFixtures.embedded(), suggestions: try PreviewFixtures.english())
        let opening = page.open()
        let offered = try #require(opening.configs.first?.languages.map(\.identifier))
        #expect(offered.first == "en_US")
        #expect(Set(offered) == Set(["en_US"] + EmbeddedLanguages.identifiers))
        // Another embedded language, where this build has one, takes the place of the set's keyboard.
        if let other = EmbeddedLanguages.identifiers.first(where: { $0 != "en_US" }) {
            let tried = page.send(.settings(.init(language: other)))
            #expect(tried.errors == [])
            #expect(tried.settings.last?.language == other)
            #expect(page.session.state.layoutName == "Letters")
        }
        // Its own language again: the set's own keyboard.
        let back = page.send(.settings(.init(language: "en_US")))
        #expect(back.errors == [])
        #expect(page.session.state.language == "en_US")
        #expect(page.session.state.layoutName == "English")
    }
}
