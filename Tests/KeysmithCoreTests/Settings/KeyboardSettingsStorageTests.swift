import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Stored settings: file and memory stores, damaged and older files")
struct KeyboardSettingsStorageTests {
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "keysmith-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static let everything = KeyboardSettings(
        themeName: "Midnight 🌙", playsInputClicks: false, playsHaptics: true, autoCapitalization: false,
        doubleSpaceTypesPeriod: false, smartQuotes: true, frenchSpacing: true,
        snippetTemplates: ["sarcasm": "[sarcasm][[SELECTION]][[CURSOR]][/sarcasm]", "bore": "«\"\\\n\t[[CURSOR]]»"])

    @Test("every field, snippet templates included, survives a save and a load")
    func fileRoundTrip() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileSettingsStore(folder: folder)
        try store.save(Self.everything)
        #expect(store.load() == SettingsLoadResult(settings: Self.everything))
        try store.save(KeyboardSettings(themeName: "Classic"))
        #expect(store.load() == SettingsLoadResult(settings: KeyboardSettings(themeName: "Classic")))
    }

    @Test("the encoded file is what JSONDecoder reads too")
    func codableAgrees() throws {
        let decoded = try JSONDecoder().decode(KeyboardSettings.self, from: Data(Self.everything.encoded()))
        #expect(decoded == Self.everything)
        let reencoded = try JSONDecoder().decode(KeyboardSettings.self, from: JSONEncoder().encode(Self.everything))
        #expect(reencoded == Self.everything)
    }

    @Test("a save goes through a temporary file beside the settings, which a load never reads")
    func atomicReplace() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileSettingsStore(folder: folder)
        try store.save(KeyboardSettings(themeName: "Midnight"))
        // A save that was cut short left its temporary file behind, half written.
        let leftover = folder.appendingPathComponent(store.temporaryFilePrefix + "CUT-SHORT")
        try Data(#"{"themeName": "High Con"#.utf8).write(to: leftover)
        #expect(store.load() == SettingsLoadResult(settings: KeyboardSettings(themeName: "Midnight")))
        try store.save(KeyboardSettings(themeName: "High Contrast"))
        #expect(store.load().settings.themeName == "High Contrast")
        // The new save left no file of its own; the old leftover is not touched.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == [leftover.lastPathComponent, "KeyboardSettings.json"])
    }

    @Test("a save into a folder that does not exist yet creates it")
    func createsFolder() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileSettingsStore(folder: folder.appendingPathComponent("App Group/Library"))
        try store.save(Self.everything)
        #expect(store.load().settings == Self.everything)
    }

    @Test(
        "a corrupt or half-written file gives the defaults and an error at the problem's line and column",
        arguments: [
            ("{\n  \"themeName\": \"Midnight\",\n  \"playsHaptics\": tru\n}", 3, 19),
            ("{\"themeName\": \"Midn", 1, 15),
            ("{\n  \"playsHaptics\": true,\n", 3, 1),
            ("", 1, 1),
        ])
    func corruptFile(text: String, line: Int, column: Int) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileSettingsStore(folder: folder)
        try Data(text.utf8).write(to: store.url)
        let result = store.load()
        #expect(result.settings == .defaults)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.file == "KeyboardSettings.json")
        #expect((error.line, error.column) == (line, column))
    }

    @Test("no file at all gives the defaults and no diagnostic")
    func noFile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(FileSettingsStore(folder: folder).load() == SettingsLoadResult(settings: .defaults))
    }

    @Test("an older file without the newer fields loads, the missing ones at their defaults")
    func olderFile() throws {
        let text = #"{"themeName": "Midnight", "playsInputClicks": false}"#
        let expected = KeyboardSettings(themeName: "Midnight", playsInputClicks: false)
        let decoded = KeyboardSettings.decode(SourceText(name: "s.json", text: text))
        #expect(decoded.settings == expected)
        #expect(decoded.diagnostics.isEmpty)
        #expect(try JSONDecoder().decode(KeyboardSettings.self, from: Data(text.utf8)) == expected)
        #expect(try JSONDecoder().decode(KeyboardSettings.self, from: Data("{}".utf8)) == .defaults)
    }

    @Test("unknown fields from a newer version are ignored, with a note and no error")
    func unknownFields() throws {
        let text = #"{"playsHaptics": true, "keyPopups": {"size": 2}, "snippetTemplates": {}}"#
        let decoded = KeyboardSettings.decode(SourceText(name: "s.json", text: text))
        #expect(decoded.settings == KeyboardSettings(playsHaptics: true))
        #expect(decoded.diagnostics.map(\.severity) == [.note])
        #expect(decoded.diagnostics.first?.pointer == "/keyPopups")
        #expect(
            try JSONDecoder().decode(KeyboardSettings.self, from: Data(text.utf8))
                == KeyboardSettings(playsHaptics: true))
    }

    @Test("a stored template with a problem is left out with a warning at its value; the others are kept")
    func badStoredTemplate() {
        let text = """
            {
              "snippetTemplates": {
                "sarcasm": "[[CURSOR]]<s>[[CURSOR]]",
                "bore": "<b>[[CURSOR]]</b>"
              }
            }
            """
        let decoded = KeyboardSettings.decode(SourceText(name: "s.json", text: text))
        #expect(decoded.settings.snippetTemplates == ["bore": "<b>[[CURSOR]]</b>"])
        let warning = decoded.diagnostics.first
        #expect(warning?.severity == .warning)
        #expect(warning.map { ($0.line, $0.column) } ?? (0, 0) == (3, 16))
        #expect(warning?.pointer == "/snippetTemplates/sarcasm")
    }

    @Test("the memory store keeps what was saved, counts saves, and reads damaged text as a file would")
    func memoryStore() throws {
        let store = InMemorySettingsStore()
        #expect(store.load() == SettingsLoadResult(settings: .defaults))
        try store.save(Self.everything)
        try store.save(Self.everything)
        #expect(store.saveCount == 2)
        #expect(store.load() == SettingsLoadResult(settings: Self.everything))
        let damaged = InMemorySettingsStore(storedText: "{\"themeName\": 3}")
        let result = damaged.load()
        #expect(result.settings == .defaults)
        #expect(result.diagnostics.map { "\($0.line):\($0.column) \($0.severity)" } == ["1:15 error"])
    }

    @Test("a theme name that is not a string takes the default and the other fields are kept")
    func wrongTypeKeepsOthers() {
        let decoded = KeyboardSettings.decode(
            SourceText(name: "s.json", text: #"{"themeName": 3, "playsHaptics": true}"#))
        #expect(decoded.settings == KeyboardSettings(playsHaptics: true))
        #expect(decoded.diagnostics.map(\.pointer) == ["/themeName"])
    }
}

@Suite("Checking a template the user wrote")
struct SnippetTemplateProblemTests {
    @Test(
        "problems, in order, with sentences the user can act on",
        arguments: [
            ("<s>[[SELECTION]][[CURSOR]]</s>", []),
            ("[[Main Page]] is ordinary text", []),
            ("", [SnippetTemplateProblem.empty]),
            ("[[CURSOR]]", [.insertsNothing]),
            ("[[CURSOR]][[CURSOR]]", [.insertsNothing, .repeatedPlaceholder("[[CURSOR]]", count: 2)]),
            ("[[SELECTION]] [[SELECTION]] [[SELECTION]]", [.repeatedPlaceholder("[[SELECTION]]", count: 3)]),
            (
                "<i>[[SELECTON]]</i> [[FOO]] [[FOO]]",
                [
                    .unknownPlaceholder("[[SELECTON]]", suggestion: "[[SELECTION]]"),
                    .unknownPlaceholder("[[FOO]]", suggestion: nil),
                ]
            ),
        ] as [(String, [SnippetTemplateProblem])])
    func problems(template: String, expected: [SnippetTemplateProblem]) {
        #expect(SnippetTemplate(template).userEditProblems == expected)
    }

    @Test("the sentences")
    func sentences() {
        #expect(
            SnippetTemplateProblem.unknownPlaceholder("[[cursor]]", suggestion: "[[CURSOR]]").description
                == "[[cursor]] is not a placeholder (did you mean [[CURSOR]]?); the placeholders are [[CURSOR]] and [[SELECTION]]"
        )
        #expect(
            SnippetTemplateProblem.repeatedPlaceholder("[[CURSOR]]", count: 2).description
                == "[[CURSOR]] appears 2 times; it may appear only once")
    }

    @Test("a template as long as allowed is fine; one character more is not")
    func length() {
        #expect(SnippetTemplate(String(repeating: "é", count: 1_000)).userEditProblems.isEmpty)
        #expect(SnippetTemplate(String(repeating: "é", count: 1_001)).userEditProblems == [.tooLong(maximum: 1_000)])
    }
}
