import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("What the shells decide before they offer suggestions")
struct SuggestionSetupTests {
    /// A configuration of one layout with these locales, on the set and on the layout.
    static func configuration(setLocale: String?, layoutLocale: String? = nil) -> KeyboardConfiguration {
        let layout = KeyboardLayout(locale: layoutLocale, rows: [[Key(text: "a")]])
        let set = KeyboardSet(
            name: "test", locale: setLocale, layouts: ["Letters"], keyboardTypes: KeyboardTypeLayouts())
        return KeyboardConfiguration(set: set, layouts: ["Letters": layout])
    }

    @Test("the language is the set's locale, else its default layout's, as a lowercase code")
    func languageCode() throws {
        #expect(Self.configuration(setLocale: "en_US").languageCode == "en")
        #expect(Self.configuration(setLocale: "pt-BR", layoutLocale: "en").languageCode == "pt")
        #expect(Self.configuration(setLocale: "FR").languageCode == "fr")
        #expect(Self.configuration(setLocale: nil, layoutLocale: "de-CH").languageCode == "de")
        #expect(Self.configuration(setLocale: nil).languageCode == nil)
        #expect(Self.configuration(setLocale: "_US").languageCode == nil)
        let embedded = try #require(KeyboardConfiguration.embedded().value)
        #expect(embedded.languageCode == "en")
    }

    @Test("the embedded English lexicon serves English keyboards and those that name no language, not others")
    func englishLexicon() throws {
        func servedEnglish(_ configuration: KeyboardConfiguration) -> Bool {
            configuration.languageData(from: .embedded).languages.map(\.lexiconURL) == [EmbeddedLexicons.englishURL]
        }
        #expect(servedEnglish(Self.configuration(setLocale: "en_GB")))
        #expect(servedEnglish(Self.configuration(setLocale: "en")))
        #expect(servedEnglish(Self.configuration(setLocale: nil)))
        #expect(!servedEnglish(Self.configuration(setLocale: "fr_FR")))
        #expect(!servedEnglish(Self.configuration(setLocale: nil, layoutLocale: "es")))
        // A language whose code starts like English is another language.
        #expect(!servedEnglish(Self.configuration(setLocale: "enq")))
        #expect(servedEnglish(try #require(KeyboardConfiguration.embedded().value)))
    }

    @Test("learned words go to the App Group only with full access, else to the extension's own folder")
    func learnedWordFile() {
        let group = URL(fileURLWithPath: "/containers/group", isDirectory: true)
        let own = URL(fileURLWithPath: "/containers/extension/Library/Application Support", isDirectory: true)
        let shared = LearnedWordFile.forKeyboardExtension(appGroupContainer: group, hasFullAccess: true, ownFolder: own)
        #expect(shared?.url == group.appendingPathComponent("LearnedWords.json"))
        let sandboxed = LearnedWordFile.forKeyboardExtension(
            appGroupContainer: group, hasFullAccess: false, ownFolder: own)
        #expect(sandboxed?.url == own.appendingPathComponent("LearnedWords.json"))
        let withoutGroup = LearnedWordFile.forKeyboardExtension(
            appGroupContainer: nil, hasFullAccess: true, ownFolder: own)
        #expect(withoutGroup?.url == own.appendingPathComponent("LearnedWords.json"))
        #expect(
            LearnedWordFile.forKeyboardExtension(appGroupContainer: group, hasFullAccess: false, ownFolder: nil) == nil)
        #expect(
            LearnedWordFile.forKeyboardExtension(appGroupContainer: nil, hasFullAccess: true, ownFolder: nil) == nil)
    }

    @Test("a learned-word file in a folder saves there and reads back what it saved")
    func learnedWordFileInAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "SuggestionSetupTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = LearnedWordFile(folder: folder)
        #expect(try file.load().words.isEmpty)
        try file.save(LearnedWords(learned: ["qzx", "Keysmith"]))
        #expect(try LearnedWordFile(folder: folder).load().words == ["Keysmith", "qzx"])
        #expect(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(LearnedWordFile.standardFileName).path)
        )
    }
}
