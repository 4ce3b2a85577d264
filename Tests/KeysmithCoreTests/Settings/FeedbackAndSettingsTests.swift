import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Key feedback under the user's settings")
struct KeyFeedbackOutputTests {
    @Test("clicks follow the setting; haptics need the setting and full access")
    func mapping() {
        let everything = KeyboardSettings(playsInputClicks: true, playsHaptics: true)
        #expect(
            KeyFeedback.click.output(settings: everything, hasFullAccess: true)
                == KeyFeedbackOutput(playsInputClick: true, haptic: .light))
        #expect(KeyFeedback.delete.output(settings: everything, hasFullAccess: true).haptic == .medium)
        #expect(KeyFeedback.modifier.output(settings: everything, hasFullAccess: true).haptic == .rigid)
        #expect(
            KeyFeedback.click.output(settings: everything, hasFullAccess: false)
                == KeyFeedbackOutput(playsInputClick: true, haptic: nil))
        let quiet = KeyboardSettings(playsInputClicks: false, playsHaptics: false)
        #expect(KeyFeedback.click.output(settings: quiet, hasFullAccess: true) == .silent)
    }
}

@Suite("Settings stores")
struct SettingsStoreTests {
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "keysmith-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("settings saved to a file load back unchanged, and nothing stored gives the defaults")
    func roundTrip() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileSettingsStore(folder: folder)
        #expect(store.load() == SettingsLoadResult(settings: .defaults))
        let settings = KeyboardSettings(
            themeName: "Mid\"night\n", playsInputClicks: false, playsHaptics: true, autoCapitalization: false)
        try store.save(settings)
        #expect(store.load() == SettingsLoadResult(settings: settings))
        // Nothing but the settings file is left behind by the atomic write.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["KeyboardSettings.json"])
    }

    @Test("a corrupt file gives the defaults and an error with its line and column")
    func corrupt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileSettingsStore(folder: folder)
        try Data("{\n  \"playsHaptics\": tru\n}".utf8).write(to: store.url)
        let result = store.load()
        #expect(result.settings == .defaults)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.file == "KeyboardSettings.json")
        #expect(error.line == 2)
    }

    @Test("a field of the wrong type is reported and takes its default; the others are kept")
    func wrongType() {
        let decoded = KeyboardSettings.decode(
            SourceText(name: "s.json", text: #"{"playsHaptics": "yes", "playsInputClicks": false, "extra": 1}"#))
        #expect(decoded.settings == KeyboardSettings(playsInputClicks: false, playsHaptics: false))
        #expect(decoded.diagnostics.contains { $0.severity == .error && $0.pointer == "/playsHaptics" })
        #expect(decoded.diagnostics.contains { $0.pointer == "/extra" })
    }

    @Test("a JSON value that is not an object gives the defaults and an error")
    func notAnObject() {
        let decoded = KeyboardSettings.decode(SourceText(name: "s.json", text: "[true]"))
        #expect(decoded.settings == .defaults)
        #expect(decoded.diagnostics.containsErrors)
    }

    @Test("UserDefaults keeps the settings as JSON, and reports a value of another type")
    func userDefaults() throws {
        let suite = "keysmith-tests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let store = UserDefaultsSettingsStore(defaults: defaults)
        #expect(store.load() == SettingsLoadResult(settings: .defaults))
        let settings = KeyboardSettings(themeName: "Midnight", doubleSpaceTypesPeriod: false)
        try store.save(settings)
        #expect(store.load().settings == settings)
        defaults.set("not data", forKey: store.key)
        let result = store.load()
        #expect(result.settings == .defaults)
        #expect(result.diagnostics.containsErrors)
    }

    @Test("the settings choose the theme")
    func applying() throws {
        let catalog = try #require(KeyboardConfiguration.embedded().value?.themes)
        #expect(KeyboardSettings(themeName: "Midnight").theme(in: catalog).name == "Midnight")
        #expect(KeyboardSettings(themeName: "Nope").theme(in: catalog).name == catalog.themes.first?.name)
        #expect(KeyboardSettings().theme(in: nil) == .standard)
    }
}
