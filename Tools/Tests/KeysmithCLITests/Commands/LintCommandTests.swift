import Foundation
import Testing

@Suite("keysmith lint")
struct LintCommandTests {
    let seedToolbarFile = Tool.repositoryRoot.appendingPathComponent(
        "Tests/KeysmithCoreTests/Fixtures/seed/KBToolbar-seed000.json")

    @Test("the real JACKeyboard files: 37 read without error, IPA-Vowels2.json fails where the parser fails")
    func jackeyboardFixtures() throws {
        let fixtures = Tool.jackeyboardFixtures
        let layouts = try #require(FileManager.default.enumerator(atPath: fixtures.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") }
        #expect(layouts.count == 38)

        let run = try Tool.run(["lint", fixtures.path])
        #expect(run.status == 1)
        let errors = run.outputLines.filter { $0.contains(": error: ") }
        #expect(
            errors == [
                "\(fixtures.path)/International Phonetic Alphabet (narrow)/IPA-Vowels2.json:12:10: error: expected ',' or ']' after an array element, but found ':'"
            ])
        #expect(run.standardError.contains("1 error, "))
        #expect(run.standardError.contains(" in 38 files"))
    }

    @Test("with an assets folder, every image the real files name exists")
    func jackeyboardImages() throws {
        let fixtures = Tool.jackeyboardFixtures
        let run = try Tool.run(["lint", "--assets", fixtures.appendingPathComponent("Images").path, fixtures.path])
        #expect(!run.standardOutput.contains("no image named"))
        let missing = try Tool.run([
            "lint", "--assets", try Tool.temporaryFolder().path,
            fixtures.appendingPathComponent("English (QWERTY)").path,
        ])
        #expect(
            missing.outputLines.contains {
                $0.hasSuffix(
                    "error: no image named \"Globe\" in the assets folder (looked for Globe.png, Globe@2x.png, Globe.pdf, Globe.svg or Globe.imageset)"
                )
            })
    }

    @Test("the seed's KBToolbar example: a syntax error at its \"url\" line; with the comma, clean")
    func seedToolbar() throws {
        let folder = try Tool.temporaryFolder()
        let original = try String(contentsOf: seedToolbarFile, encoding: .utf8)
        try original.write(to: folder.appendingPathComponent("KBToolbar.json"), atomically: true, encoding: .utf8)

        let broken = try Tool.run(["lint", "KBToolbar.json"], in: folder)
        #expect(broken.status == 1)
        #expect(
            broken.outputLines == [
                "KBToolbar.json:15:3: error: expected ',' or '}' after the value of \"title\", but found the string \"url\"; is a comma missing?"
            ])

        let fixed = original.replacingOccurrences(of: "\"social hub title\"", with: "\"social hub title\",")
        try fixed.write(to: folder.appendingPathComponent("KBToolbar.json"), atomically: true, encoding: .utf8)
        let clean = try Tool.run(["lint", "KBToolbar.json"], in: folder)
        #expect(clean.status == 0)
        #expect(clean.standardOutput.isEmpty)
        #expect(clean.standardError == "0 errors, 0 warnings in 1 file (1 note hidden; --strict shows them)\n")

        // The note: a url on a socialHub is ignored. --strict shows it and fails on it.
        let strict = try Tool.run(["lint", "--strict", "KBToolbar.json"], in: folder)
        #expect(strict.status == 1)
        #expect(
            strict.outputLines == [
                "KBToolbar.json:15:10: note: a socialHub button does not open a url; \"url\" is ignored"
            ])
    }

    @Test("--format json prints every diagnostic with file, line, column, pointer, severity and message")
    func jsonFormat() throws {
        let folder = try Tool.temporaryFolder()
        try #"[{"order": 1, "buttonType": "gif"}, {"order": 1, "buttonType": "rss", "colour": 1}]"#
            .write(to: folder.appendingPathComponent("bar.json"), atomically: true, encoding: .utf8)
        let run = try Tool.run(["lint", "--format", "json", "--strict", "bar.json"], in: folder)
        #expect(run.status == 1)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 2)
        #expect(Set(diagnostics[0].keys) == ["file", "line", "column", "pointer", "severity", "message"])
        #expect(diagnostics[0]["file"] as? String == "bar.json")
        #expect(diagnostics[0]["line"] as? Int == 1)
        #expect(diagnostics[0]["column"] as? Int == 29)
        #expect(diagnostics[0]["pointer"] as? String == "/0/buttonType")
        #expect(diagnostics[0]["severity"] as? String == "error")
        #expect(diagnostics[1]["severity"] as? String == "note")
        #expect(diagnostics[1]["pointer"] as? String == "/1/colour")
    }

    @Test("file names are free: the kind comes from the content, and --kind overrides it")
    func kinds() throws {
        let folder = try Tool.temporaryFolder()
        try #"[[{"text": "a"}]]"#.write(
            to: folder.appendingPathComponent("whatever.json"), atomically: true, encoding: .utf8)
        #expect(try Tool.run(["lint", "whatever.json"], in: folder).status == 0)

        let forced = try Tool.run(["lint", "--kind", "toolbar", "whatever.json"], in: folder)
        #expect(forced.status == 1)
        #expect(
            forced.outputLines.first
                == "whatever.json:1:2: error: expected a toolbar item (a JSON object) but found an array")

        try #"{"colour": "red"}"#.write(
            to: folder.appendingPathComponent("unknown.json"), atomically: true, encoding: .utf8)
        let unknown = try Tool.run(["lint", "unknown.json"], in: folder)
        #expect(unknown.status == 1)
        #expect(
            unknown.outputLines.first?.hasPrefix(
                "unknown.json:1:1: error: cannot tell what kind of Keysmith file this is") == true)
    }

    @Test("exit status 2 for a wrong command line or a path that cannot be read")
    func usageErrors() throws {
        #expect(try Tool.run(["lint"]).status == 2)
        #expect(try Tool.run(["lint", "no-such-file.json"]).status == 2)
        #expect(try Tool.run(["lint", "--kind", "keyboard", "."]).status == 2)
        #expect(try Tool.run(["lint", "--format", "xml", "--defaults"]).status == 2)

        // A folder named like a JSON file cannot be read as one.
        let folder = try Tool.temporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("trap.json"), withIntermediateDirectories: false)
        try "[]".write(to: folder.appendingPathComponent("trap.json/inner.txt"), atomically: true, encoding: .utf8)
        let unreadable = try Tool.run(["lint", "--kind", "toolbar", "."], in: folder)
        #expect(unreadable.status == 2)
        #expect(unreadable.outputLines.first?.hasPrefix("trap.json:1:1: error: cannot read the file") == true)
    }

    @Test("the embedded defaults are clean under --strict")
    func defaults() throws {
        let run = try Tool.run(["lint", "--strict", "--defaults"])
        #expect(run.standardOutput == "")
        #expect(run.status == 0)
        #expect(run.standardError.hasPrefix("0 errors, 0 warnings, 0 notes in 16 files"))
    }
}
