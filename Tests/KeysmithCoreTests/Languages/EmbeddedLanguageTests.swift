import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

/// Every embedded language keyboard, checked as its folder's README describes it.
@Suite("The embedded language keyboards")
struct EmbeddedLanguageTests {
    /// The layouts every language has, each for iPhone and for iPad.
    static let pairedLayouts = ["Letters", "Numbers", "Symbols"]
    /// The pads every language has, one for all devices.
    static let pads = ["NumberPad", "DecimalPad"]

    @Test("there is at least the worked example, en_US")
    func worked() {
        #expect(EmbeddedLanguages.identifiers.contains("en_US"))
    }

    @Test("loads with no diagnostics at all", arguments: EmbeddedLanguages.identifiers)
    func loads(identifier: String) {
        let result = KeyboardConfiguration.embedded(language: identifier)
        #expect(result.value != nil)
        #expect(result.diagnostics.map(\.description) == [])
    }

    @Test("lints clean with --strict: no error, warning or note", arguments: EmbeddedLanguages.identifiers)
    func lintsStrict(identifier: String) throws {
        let folder = try #require(EmbeddedLanguages.folder(for: identifier))
        let report = ConfigLinter().lint(ConfigFiles.jsonFiles(at: folder, displayPath: "Languages/" + identifier))
        #expect(report.unreadableFiles == [])
        #expect(report.diagnostics.map(\.description) == [])
    }

    @Test(
        "has letters, numbers and symbols for iPhone and iPad, and the number and decimal pads",
        arguments: EmbeddedLanguages.identifiers)
    func layouts(identifier: String) throws {
        let configuration = try LanguageKeyboards.configuration(identifier)
        let expected =
            Self.pairedLayouts.flatMap { [$0, $0 + KeyboardConfiguration.iPadSuffix] } + Self.pads
        let missing = expected.filter { configuration.layouts[$0] == nil }
        #expect(missing == [], "\(identifier) lacks \(missing.joined(separator: ", "))")
    }

    @Test("its manifest follows the convention", arguments: EmbeddedLanguages.identifiers)
    func manifest(identifier: String) throws {
        let set = try LanguageKeyboards.configuration(identifier).set
        #expect(set.name == identifier)
        #expect(set.locale == identifier)
        #expect(!(set.displayName ?? "").isEmpty, "a displayName in the language itself")
        #expect(set.layouts == ["Letters"])
        #expect(set.layout(for: .default) == "Letters")
        #expect(set.layout(for: .numberPad) == "NumberPad")
        #expect(set.layout(for: .decimalPad) == "DecimalPad")
    }

    @Test("the spacebar of its letters names the language", arguments: EmbeddedLanguages.identifiers)
    func spacebarName(identifier: String) throws {
        let configuration = try LanguageKeyboards.configuration(identifier)
        for name in ["Letters", "Letters" + KeyboardConfiguration.iPadSuffix] {
            let keys = configuration.layouts[name]?.rows.flatMap { $0 } ?? []
            let spacebars = keys.filter { $0.type == .spacebar }
            #expect(!spacebars.isEmpty, "\(identifier)/\(name) has a spacebar")
            for spacebar in spacebars {
                #expect(!(spacebar.keyboardDisplayName ?? "").isEmpty, "\(identifier)/\(name): keyboardDisplayName")
            }
        }
    }

    @Test("a language is found by loose names: bare, with a hyphen, in any case")
    func looseNames() {
        #expect(EmbeddedLanguages.identifier(matching: "en") == "en_US")
        #expect(EmbeddedLanguages.identifier(matching: "en-us") == "en_US")
        #expect(EmbeddedLanguages.identifier(matching: "EN_us") == "en_US")
        #expect(EmbeddedLanguages.identifier(matching: "xx") == nil)
        #expect(KeyboardConfiguration.embedded(language: "xx").diagnostics.first?.message.contains("en_US") == true)
    }
}
