import Foundation
import Testing
@_spi(Tooling) import KeysmithCore

@testable import KeysmithCLI

/// The embedded language keyboards from the command line: `--keyboard fr` in simulate and render,
/// language names in lint, and `keysmith languages`.
@Suite("Embedded languages in keysmith")
struct LanguageCommandTests {
    /// The sentence files of the core's language test, one an embedded language.
    static let sentences = Tool.repositoryRoot.appendingPathComponent(
        "Tests/KeysmithCoreTests/Fixtures/LanguageSentences")

    /// The embedded languages with a sentence file (the core's tests report those without).
    static var languagesWithSentences: [String] {
        EmbeddedLanguages.identifiers.filter {
            FileManager.default.fileExists(atPath: sentences.appendingPathComponent($0 + ".txt").path)
        }
    }

    @Test("simulate --keyboard fr types the issue's French sentence exactly")
    func french() throws {
        let text = "Ça a été très élégant, garçon. L'œuvre coûte 12 €."
        let run = try Tool.run(["simulate", "--keyboard", "fr", "--type", text])
        #expect(run.standardOutput == text + "\n", "\(run.standardError)")
        #expect(run.status == 0)
    }

    @Test("render --keyboard de draws the German keyboard: QWERTZ with its umlauts")
    func german() throws {
        let output = try Tool.temporaryFolder().appendingPathComponent("de.svg")
        let run = try Tool.run(["render", "--keyboard", "de", "-o", output.path])
        #expect(run.status == 0, "\(run.standardError)")
        let svg = try String(contentsOf: output, encoding: .utf8)
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
        // Labels are in either case, as the set's caseSensitiveKeyDisplay and the shift state have them.
        let letters = ["q", "w", "e", "r", "t", "z", "ü"].filter {
            svg.contains(">\($0)</text>") || svg.contains(">\($0.uppercased())</text>")
        }
        #expect(letters.count == 7, "the letters drawn: \(letters)")
    }

    @Test(
        "simulate types each language's sentence on its keyboard, named loosely", arguments: languagesWithSentences)
    func sentence(identifier: String) throws {
        let file = Self.sentences.appendingPathComponent(identifier + ".txt")
        let text = try String(contentsOf: file, encoding: .utf8)
        let sentence = try #require(text.split(whereSeparator: \.isNewline).first.map(String.init))
        for name in [identifier, identifier.replacingOccurrences(of: "_", with: "-").lowercased()] {
            let run = try Tool.run(["simulate", "--keyboard", name, "--type", sentence])
            #expect(run.standardOutput == sentence + "\n", "--keyboard \(name): \(run.standardError)")
            #expect(run.status == 0)
        }
    }

    @Test("render draws each language", arguments: EmbeddedLanguages.identifiers)
    func render(identifier: String) throws {
        let output = try Tool.temporaryFolder().appendingPathComponent(identifier + ".svg")
        let run = try Tool.run(["render", "--keyboard", identifier, "--device", "ipad-portrait", "-o", output.path])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try String(contentsOf: output, encoding: .utf8).contains("</svg>"))
    }

    @Test(
        "lint takes a language by name and lints its folder, strict and clean", arguments: EmbeddedLanguages.identifiers
    )
    func lint(identifier: String) throws {
        let run = try Tool.run(["lint", "--strict", identifier])
        #expect(run.standardOutput == "")
        #expect(run.standardError.hasPrefix("0 errors, 0 warnings, 0 notes in "), "\(run.standardError)")
        #expect(run.status == 0)
    }

    @Test(
        "preview shows a language named loosely, its folder's problems linted under Languages/",
        arguments: EmbeddedLanguages.identifiers)
    func preview(identifier: String) throws {
        let location = try KeyboardLocation.locate(identifier.replacingOccurrences(of: "_", with: "-"))
        #expect(location == .language(identifier))
        var loader = PreviewConfigurationLoader(location: location)
        let loaded = loader.load(after: nil)
        let shown = try #require(loaded)
        #expect(shown.status == .current)
        #expect(shown.source == "Languages/" + identifier)
        #expect(shown.diagnostics.map(\.description) == [])
        #expect(shown.keyboard.set.name == identifier)
    }

    @Test("a layout of the embedded set wins over a language; an unknown name lists layouts and languages")
    func names() throws {
        #expect(try Tool.run(["simulate", "--keyboard", "English", "--type", "hi"]).standardOutput == "hi\n")
        let unknown = try Tool.run(["simulate", "--keyboard", "Klingon", "--type", "x"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("Klingon is neither a file, a layout of the embedded set ("))
        #expect(unknown.standardError.contains(" English, "))
        #expect(unknown.standardError.contains("nor an embedded language (\(EmbeddedLanguages.identifiers[0])"))
        let typo = try Tool.run(["lint", "en-typo.json"])
        #expect(typo.status == 2)
        #expect(typo.standardError.contains("No such file or folder, nor embedded language"))
    }

    @Test("keysmith languages lists each identifier with its name, as text or JSON")
    func list() throws {
        let text = try Tool.run(["languages"])
        #expect(text.status == 0)
        #expect(text.outputLines.count == EmbeddedLanguages.identifiers.count)
        #expect(text.outputLines.contains { $0.hasPrefix("en_US ") && $0.hasSuffix(" English (US)") })
        let json = try Tool.run(["languages", "--format", "json"])
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: String]])
        #expect(entries.map { $0["identifier"] } == EmbeddedLanguages.identifiers)
        #expect(entries.first { $0["identifier"] == "en_US" }?["displayName"] == "English (US)")
    }
}
