import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("A keyboard set of several languages: its languages field, and loading each language's layouts")
struct KeyboardLanguagesFormatTests {
    func messages(_ text: String) -> [String] {
        KeyboardSet.load(text: text, name: "Keyboard.json").diagnostics.map {
            "\($0.line):\($0.column) \($0.severity.rawValue) \($0.pointer) \($0.message)"
        }
    }

    @Test("languages are embedded names or objects; layouts and keyboardTypes may then be left out")
    func readsEntries() throws {
        let result = KeyboardSet.load(
            text: #"{"name": "b", "languages": ["en", {"locale": "fr_FR", "layout": "French", "displayName": "Fr"}]}"#)
        #expect(result.diagnostics == [])
        let set = try #require(result.cleanValue)
        #expect(
            set.languages == [
                LanguageEntry(locale: "en_US"), LanguageEntry(locale: "fr_FR", layout: "French", displayName: "Fr"),
            ])
        #expect(set.layouts == [])
        let references = try KeyboardSet.references(
            in: #require(
                JSONParser.parse(
                    SourceText(name: "", text: #"{"languages": [{"locale": "fr_FR", "layout": "French"}]}"#)
                ).root))
        #expect(references.map(\.name) == ["French"])
    }

    /// The embedded languages as the error lists them: quoted, separated by commas, the last by "or".
    static var embeddedList: String {
        let quoted = EmbeddedLanguages.identifiers.map { "\"\($0)\"" }
        return quoted.count < 2 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }

    @Test("bad entries are reported where they are written, with what to write instead")
    func badEntries() {
        #expect(
            messages(#"{"name": "b", "languages": ["xx_YY", 3, {"layout": "F"}, "en_US", "en"]}"#) == [
                "1:29 error /languages/0 no embedded language \"xx_YY\"; the embedded languages are \(Self.embeddedList), "
                    + #"or give your own layout as { "locale": "xx_YY", "layout": "…" }"#,
                "1:38 error /languages/1 a language must be the name of an embedded language (such as \"fr_FR\") or an object with \"locale\", but found a number",
                "1:41 error /languages/2 missing required field \"locale\"",
                "1:67 warning /languages/4 the language \"en_US\" is already listed at /languages/3; it is offered once",
            ])
        #expect(
            messages(#"{"name": "b", "languages": []}"#) == [
                "1:28 error /languages \"languages\" must name at least one language; leave it out for a keyboard of one language",
                "1:1 error  missing required field \"keyboardTypes\"; it must name layouts for \"numberPad\" and \"decimalPad\": App Store review rejects keyboards that do not provide number and decimal pads",
            ])
        #expect(
            messages(#"{"name": "b", "languages": [{"locale": "fr", "layout": "a/b", "size": 1}]}"#) == [
                "1:63 note /languages/0/size \"size\" is not a field of a language and is ignored",
                "1:56 error /languages/0/layout \"a/b\" must be a file name without a folder, but it contains \"/\"; files are looked up beside the file that names them",
                "1:1 error  missing required field \"keyboardTypes\"; it must name layouts for \"numberPad\" and \"decimalPad\": App Store review rejects keyboards that do not provide number and decimal pads",
            ])
    }

    @Test("a region that is not embedded falls back to the language's embedded keyboard, with a warning")
    func regionFallback() {
        #expect(
            messages(#"{"name": "b", "languages": ["en-ZZ"]}"#) == [
                #"1:29 warning /languages/0 there is no embedded "en-ZZ"; the embedded "en_US" is used in its place"#
            ])
        #expect(messages(#"{"name": "b", "languages": ["en", "EN-us"]}"#).count == 1, "only the duplicate is reported")
    }

    @Test("a set of own layouts only still needs the number and decimal pads")
    func ownLayoutsNeedPads() {
        #expect(
            messages(#"{"name": "b", "languages": [{"locale": "fr_FR", "layout": "French"}]}"#) == [
                "1:1 error  missing required field \"keyboardTypes\"; it must name layouts for \"numberPad\" and \"decimalPad\": App Store review rejects keyboards that do not provide number and decimal pads"
            ])
    }

    @Test("loading namespaces each embedded language's layouts, switch targets and iPad variants, and takes its pads")
    func loadsNamespacedLayouts() throws {
        let configuration = try BilingualFixture.configuration()
        #expect(
            configuration.languages == [
                KeyboardLanguage(identifier: "en_US", displayName: "English (US)", layoutName: "en_US/Letters"),
                KeyboardLanguage(identifier: "fr_FR", displayName: "Français", layoutName: "French"),
            ])
        let names = Set(configuration.layouts.keys)
        #expect(names.isSuperset(of: ["en_US/Letters", "en_US/Letters~iPad", "en_US/Numbers", "French"]))
        #expect(configuration.set.layouts == ["en_US/Letters"])
        #expect(configuration.set.keyboardTypes[.numberPad] == "en_US/NumberPad")
        #expect(configuration.set.keyboardTypes[.decimalPad] == "en_US/DecimalPad")
        let targets = configuration.layouts["en_US/Letters"]?.rows.joined().compactMap(\.keyboardName) ?? []
        #expect(!targets.isEmpty && targets.allSatisfy { $0.hasPrefix("en_US/") && names.contains($0) })
    }

    @Test("a set's own language layout that is missing is reported where it is named")
    func missingOwnLayout() {
        let result = BilingualFixture.load(["Keyboard": BilingualFixture.manifest])
        #expect(result.value == nil)
        #expect(
            result.diagnostics.map { "\($0.line):\($0.column) \($0.message)" } == [
                #"3:56 no keyboard layout named "French" in this keyboard set (looked for French.json)"#
            ])
    }

    @Test("a set without languages has one, from its locale and display name")
    func oneLanguage() throws {
        let configuration = try #require(KeyboardConfiguration.embedded(language: "en").value)
        #expect(
            configuration.languages == [
                KeyboardLanguage(identifier: "en_US", displayName: "English (US)", layoutName: "Letters")
            ])
    }

    @Test("a language name from the shell finds the language by identifier, then by language code")
    func matchingNames() throws {
        let languages = try BilingualFixture.configuration().languages
        #expect(languages.index(matching: "fr-FR") == 1)
        #expect(languages.index(matching: "FR_ca") == 1)
        #expect(languages.index(matching: "en") == 0)
        #expect(languages.index(matching: "de_DE") == nil)
    }

    @Test("the chosen language is saved with the settings and read back")
    func settingsKeepLanguage() throws {
        let settings = KeyboardSettings(language: "fr_FR")
        let decoded = KeyboardSettings.decode(SourceText(name: "settings.json", bytes: settings.encoded()))
        #expect(decoded.diagnostics == [])
        #expect(decoded.settings == settings)
        let json = try JSONDecoder().decode(KeyboardSettings.self, from: JSONEncoder().encode(settings))
        #expect(json.language == "fr_FR")
    }
}
