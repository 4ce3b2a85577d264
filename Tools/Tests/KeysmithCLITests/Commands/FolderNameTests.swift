import Foundation
@_spi(Tooling) import KeysmithCore
import Testing

@Suite("folders named as people write them")
struct FolderNameTests {
    @Test(
        "a path is written one way: no repeated or trailing slashes, no `.` components",
        arguments: [
            ("MyKeyboard/", "MyKeyboard"), ("MyKeyboard//", "MyKeyboard"), ("./MyKeyboard/", "MyKeyboard"),
            ("a//b/./c", "a/b/c"), ("../a/", "../a"), ("/abs/folder/", "/abs/folder"), ("/", "/"), ("//", "/"),
            (".", "."), ("./", "."), ("", ""), ("Letters.json", "Letters.json"),
        ])
    func normalized(path: String, expected: String) {
        #expect(FileDisplayName.normalized(path) == expected)
    }

    @Test(
        "a file in a folder is named from the folder as written",
        arguments: [
            ("MyKeyboard/", "Letters.json", "MyKeyboard/Letters.json"), (".", "Letters.json", "Letters.json"),
            ("", "Letters.json", "Letters.json"), ("/", "Letters.json", "/Letters.json"),
            ("Defaults", "Sub/Letters.json", "Defaults/Sub/Letters.json"),
        ])
    func joining(folder: String, name: String, expected: String) {
        #expect(FileDisplayName.joining(folder, name) == expected)
    }

    @Test(
        "`MyKeyboard/` names a problem once and as `MyKeyboard/File.json`, in every command",
        arguments: ["MyKeyboard/", "MyKeyboard//", "./MyKeyboard/"])
    func trailingSlash(written: String) throws {
        let workspace = try Tool.temporaryFolder()
        let folder = workspace.appendingPathComponent("MyKeyboard")
        try FileManager.default.copyItem(at: try #require(EmbeddedDefaults.folder), to: folder)
        // Without the comma after `{"text": "q"}`, line 8 of English.json starts with an unexpected key.
        let english = folder.appendingPathComponent("English.json")
        let text = try String(contentsOf: english, encoding: .utf8)
        try text.replacingOccurrences(of: #"{"text": "q"},"#, with: #"{"text": "q"}"#)
            .write(to: english, atomically: false, encoding: .utf8)

        for arguments in [
            ["lint", written], ["simulate", "--keyboard", written, "--type", "a"],
            ["render", "--keyboard", written, "-o", "keyboard.svg"],
        ] {
            let run = try Tool.run(arguments, in: workspace)
            #expect(run.status == 1, "\(arguments)")
            let lines = (run.standardOutput + run.standardError).split(separator: "\n")
            let problem = lines.filter { $0.contains("English.json:8:7: error: ") }
            #expect(problem.count == 1, "\(arguments): \(lines)")
            #expect(problem.first?.hasPrefix("MyKeyboard/English.json:8:7: error: ") == true, "\(arguments): \(lines)")
        }
    }
}
