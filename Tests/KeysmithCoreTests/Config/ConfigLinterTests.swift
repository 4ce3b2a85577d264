import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

/// A folder of configuration files written by a test, linted as `keysmith lint FOLDER` would.
struct ConfigFolder {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("keysmith-lint-\(UUID().uuidString)")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    /// Each diagnostic as `file:line:column severity pointer message`.
    func lint(_ linter: ConfigLinter = ConfigLinter(), only: String? = nil) -> [String] {
        let target = only.map { url.appendingPathComponent($0) } ?? url
        let files = ConfigFiles.jsonFiles(at: target, displayPath: only ?? "")
        return linter.lint(files).diagnostics.map {
            "\($0.file):\($0.line):\($0.column) \($0.severity.rawValue) \($0.pointer) \($0.message)"
        }
    }
}

@Suite("Checks across the files of a set")
struct ConfigLinterTests {
    static let manifest = """
        {"name": "demo", "layouts": ["Letters"],
         "keyboardTypes": {"numberPad": "Pad", "decimalPad": "Pad"},
         "snippets": "Tags", "toolbar": "Bar"}
        """
    static let letters = #"[[{"text": "a"}, {"type": "switchKeyboard", "text": "123", "keyboardName": "Pad"}]]"#
    static let pad = #"[[{"text": "1"}, {"type": "switchKeyboard", "text": "ABC", "keyboardName": "Letters"}]]"#
    static let tags = #"{"snippets": [{"name": "bold", "template": "<b>[[CURSOR]]</b>"}]}"#
    static let bar = #"[{"order": 1, "buttonType": "gifs"}]"#

    @Test("the embedded defaults are clean, strict")
    func embeddedDefaults() throws {
        let report = ConfigLinter().lint(EmbeddedDefaults.files)
        #expect(report.filesChecked == 16)
        #expect(report.diagnostics == [])
    }

    @Test("a complete set is clean")
    func completeSet() throws {
        let folder = try ConfigFolder([
            "Keyboard.json": Self.manifest, "Letters.json": Self.letters, "Pad.json": Self.pad, "Tags.json": Self.tags,
            "Bar.json": Self.bar,
        ])
        #expect(folder.lint() == [])
    }

    @Test("a manifest's missing file, or a file of the wrong kind, is an error where its name is written")
    func manifestReferences() throws {
        let folder = try ConfigFolder([
            "Keyboard.json": Self.manifest, "Letters.json": Self.letters, "Pads.json": Self.pad, "Tags.json": Self.bar,
            "Bar.json": Self.bar,
        ])
        #expect(
            folder.lint(only: "Keyboard.json") == [
                "Keyboard.json:2:33 error /keyboardTypes/numberPad no keyboard layout named \"Pad\" beside this file (looked for Pad.json) (did you mean \"Pads\"?)",
                "Keyboard.json:2:54 error /keyboardTypes/decimalPad no keyboard layout named \"Pad\" beside this file (looked for Pad.json) (did you mean \"Pads\"?)",
                "Keyboard.json:3:14 error /snippets \"Tags\" is a toolbar, but a snippets file is expected here",
            ])
    }

    @Test("under a manifest, a keyboardName must name a layout of the set")
    func keyboardNameUnderManifest() throws {
        let folder = try ConfigFolder([
            "Keyboard.json": Self.manifest, "Letters.json": Self.letters,
            "Pad.json": #"[[{"type": "switchKeyboard", "text": "ABC", "keyboardName": "Leters"}]]"#,
            "Tags.json": Self.tags, "Bar.json": Self.bar,
        ])
        #expect(
            folder.lint() == [
                "Pad.json:1:61 error /0/0/keyboardName no layout named \"Leters\" in this keyboard set (looked for Leters.json beside the set's manifest) (did you mean \"Letters\"?)"
            ])
    }

    @Test("without a manifest, layouts are found by name among all the files checked, and a missing one is a warning")
    func keyboardNameWithoutManifest() throws {
        let folder = try ConfigFolder([
            "Latin/Letters.json":
                #"[[{"type": "switchKeyboard", "text": "123", "keyboardName": "Numbers"}, {"type": "switchKeyboard", "text": "?", "keyboardName": "Nowhere"}]]"#,
            "Shared/Numbers.json": #"[[{"text": "1"}]]"#,
        ])
        #expect(
            folder.lint() == [
                "Latin/Letters.json:1:129 warning /0/1/keyboardName no layout named \"Nowhere\" beside this file or among the files checked"
            ])
        // Checked on its own, the neighbour in another folder is not known.
        #expect(folder.lint(only: "Latin/Letters.json").count == 2)
    }

    @Test("a snippet key must name a snippet of the set's snippets file")
    func snippetNames() throws {
        let letters =
            #"[[{"type": "snippet", "text": "B", "snippet": "bold"}, {"type": "snippet", "text": "I", "snippet": "italc"}]]"#
        let folder = try ConfigFolder([
            "Keyboard.json": Self.manifest, "Letters.json": letters, "Pad.json": Self.pad,
            "Tags.json":
                #"{"snippets": [{"name": "bold", "template": "<b>[[CURSOR]]</b>"}, {"name": "italic", "template": "<i>[[CURSOR]]</i>"}]}"#,
            "Bar.json": Self.bar,
        ])
        #expect(
            folder.lint() == [
                "Letters.json:1:100 error /0/1/snippet no snippet named \"italc\" in this folder's snippets file (did you mean \"italic\"?)"
            ])
    }

    @Test("a path configuration's keyboard_toolbar should name a toolbar beside it")
    func pathConfigurationToolbar() throws {
        let folder = try ConfigFolder([
            "PathConfiguration.json":
                #"{"rules": [{"patterns": ["/comments/new$"], "properties": {"keyboard_toolbar": "CommentBar"}}, {"patterns": ["/x"], "properties": {"keyboard_toolbar": "Bar"}}]}"#,
            "Bar.json": Self.bar,
        ])
        #expect(
            folder.lint() == [
                "PathConfiguration.json:1:80 warning /rules/0/properties/keyboard_toolbar no toolbar named \"CommentBar\" beside this file (looked for CommentBar.json)"
            ])
    }

    @Test("with an assets folder, image and icon names must exist in it")
    func assets() throws {
        let folder = try ConfigFolder([
            "Layouts/Letters.json":
                #"[[{"type": "shift", "image": "Shift", "selectedImage": "ShiftOn"}, {"type": "delete", "image": "Delete"}]]"#,
            "Layouts/Bar.json": #"[{"order": 1, "buttonType": "gifs", "iconResource": "gif_icon"}]"#,
            "Images/Shift@2x.png": "", "Images/Delete~ipad.pdf": "",
            "Images/Icons.xcassets/gif_icon.imageset/Contents.json": "{}",
        ])
        let linter = ConfigLinter(assetsFolder: folder.url.appendingPathComponent("Images"))
        #expect(
            folder.lint(linter, only: "Layouts") == [
                "Layouts/Letters.json:1:56 error /0/0/selectedImage no image named \"ShiftOn\" in the assets folder (looked for ShiftOn.png, ShiftOn@2x.png, ShiftOn.pdf, ShiftOn.svg or ShiftOn.imageset) (did you mean \"Shift\"?)"
            ])
        // Without an assets folder, image names are not checked.
        #expect(folder.lint(only: "Layouts").isEmpty)
    }

    @Test("a file that fits no kind, and an empty array, say so")
    func unrecognised() throws {
        let folder = try ConfigFolder(["a.json": "[]", "b.json": #"{"colour": "red"}"#, "c.json": "42"])
        let messages = folder.lint()
        #expect(messages.count == 3)
        #expect(
            messages[0].hasPrefix(
                "a.json:1:1 error  an empty array could be a keyboard layout or a toolbar; name the kind with --kind"))
        #expect(messages[1].hasPrefix("b.json:1:1 error  cannot tell what kind of Keysmith file this is"))
        #expect(
            messages[2].hasSuffix(
                "but found a number; name the kind with --kind (layout, set, toolbar, snippets, themes, path-configuration, stickers, quick-replies)"
            ))
        // Naming the kind reads the empty array as an empty toolbar.
        #expect(folder.lint(ConfigLinter(kind: .toolbar), only: "a.json") == [])
    }
}
