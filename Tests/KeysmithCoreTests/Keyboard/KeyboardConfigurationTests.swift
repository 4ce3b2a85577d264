import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Loading a keyboard set")
struct KeyboardConfigurationTests {
    /// Files by name, as a folder would give them.
    func load(_ files: [String: String], manifest: String = "Keyboard") -> ConfigLoadResult<KeyboardConfiguration> {
        KeyboardConfiguration.load(manifest: manifest) { name in
            files[name].map { SourceText(name: name + ".json", text: $0) }
        }
    }

    @Test("the embedded set loads clean with every layout it reaches")
    func embedded() throws {
        let result = KeyboardConfiguration.embedded()
        #expect(result.diagnostics == [])
        let configuration = try #require(result.value)
        #expect(configuration.set.layouts == ["English", "Markup"])
        #expect(
            configuration.layouts.keys.sorted() == [
                "DecimalPad", "English", "English-Email", "English-Numbers", "English-Symbols", "English-URL",
                "English~iPad",
                "Markup", "NumberPad",
            ])
        #expect(configuration.toolbar?.items.count == 17)
        #expect(configuration.snippets?.snippet(named: "sarcasm")?.userEditable == true)
        #expect(configuration.themes?.themes.isEmpty == false)
        #expect(configuration.pathConfiguration?.rules.isEmpty == false)
    }

    @Test("every field keyboard type has a layout; iPads get the ~iPad variant where there is one")
    func layoutsForFieldTypes() throws {
        let configuration = try #require(KeyboardConfiguration.embedded().value)
        #expect(configuration.layoutName(for: .numberPad) == "NumberPad")
        #expect(configuration.layoutName(for: .decimalPad) == "DecimalPad")
        #expect(configuration.layoutName(for: .email) == "English-Email")
        #expect(configuration.layoutName(for: .url) == "English-URL")
        #expect(configuration.layoutName(for: .webSearch) == "English")
        #expect(configuration.layout(named: "English", onPad: true) == configuration.layouts["English~iPad"])
        #expect(configuration.layout(named: "English", onPad: false) == configuration.layouts["English"])
        #expect(configuration.layout(named: "NumberPad", onPad: true) == configuration.layouts["NumberPad"])
    }

    @Test("a missing layout is reported where its name is written, and nothing is loaded")
    func missingLayout() {
        let result = load([
            "Keyboard": #"{"name": "s", "layouts": ["A"], "keyboardTypes": {"numberPad": "P", "decimalPad": "P"}}"#,
            "A": #"[[{"type": "switchKeyboard", "text": "?", "keyboardName": "B"}]]"#,
            "P": #"[[{"text": "1"}]]"#,
        ])
        #expect(result.value == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "A.json:1:59: error: no keyboard layout named \"B\" in this keyboard set (looked for B.json)"
            ])
    }

    @Test("an error in any file keeps the configuration from loading; warnings do not")
    func allOrNothing() {
        var files = [
            "Keyboard":
                #"{"name": "s", "layouts": ["A"], "keyboardTypes": {"numberPad": "P", "decimalPad": "P"}, "toolbar": "T"}"#,
            "A": #"[[{"text": "a"}]]"#,
            "P": #"[[{"text": "1"}]]"#,
            "T": #"[{"order": 1, "buttonType": "gifs"}, {"order": 1, "buttonType": "rss"}]"#,
        ]
        let withWarning = load(files)
        #expect(withWarning.diagnostics.map(\.severity) == [.warning])
        #expect(withWarning.value?.toolbar?.items.count == 2)

        files["T"] = #"[{"order": 1, "buttonType": "gif"}]"#
        let withError = load(files)
        #expect(withError.value == nil)
        #expect(withError.diagnostics.first?.file == "T.json")
        #expect(
            load(files, manifest: "Nope").diagnostics.map(\.message) == [
                "the keyboard set manifest Nope.json does not exist"
            ])
    }

    @Test("a folder with exactly one manifest loads without naming it")
    func folderLoading() throws {
        let folder = try ConfigFolder([
            "Set.json": #"{"name": "s", "layouts": ["A"], "keyboardTypes": {"numberPad": "A", "decimalPad": "A"}}"#,
            "A.json": #"[[{"text": "a"}]]"#,
        ])
        #expect(KeyboardConfiguration.load(folder: folder.url).value?.set.name == "s")
        let empty = try ConfigFolder(["A.json": #"[[{"text": "a"}]]"#])
        #expect(
            KeyboardConfiguration.load(folder: empty.url, displayPrefix: "Empty").diagnostics.map(\.description) == [
                "Empty:1:1: error: no keyboard set manifest (a file with \"layouts\") in this folder"
            ])
    }
}
