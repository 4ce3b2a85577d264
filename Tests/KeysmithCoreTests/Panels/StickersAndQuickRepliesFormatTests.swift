import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Stickers and quick-replies formats")
struct StickersAndQuickRepliesFormatTests {
    func messages<Format: ConfigFormat>(_ format: Format.Type, _ text: String) -> [String] {
        Format.load(text: text, name: "file.json").diagnostics.sortedByLocation()
            .map { "\($0.line):\($0.column) \($0.severity.rawValue) \($0.pointer) \($0.message)" }
    }

    @Test("a stickers file reads its packs and stickers in order")
    func stickers() throws {
        let text =
            #"{"stickerPacks": [{"name": "a", "title": "A", "stickers": [{"name": "wave", "image": "sticker-wave", "accessibilityLabel": "Wave"}]}, {"name": "b", "stickers": [{"name": "ok", "image": "ok@2x.png"}]}]}"#
        let result = StickerCatalog.load(text: text)
        let catalog = try #require(result.value)
        #expect(catalog.packs.map(\.name) == ["a", "b"])
        #expect(
            catalog.pack(named: "a")?.stickers == [
                Sticker(name: "wave", image: "sticker-wave", accessibilityLabel: "Wave")
            ])
        // An image written with its extension and scale is read by its asset name, with a warning.
        #expect(catalog.pack(named: "b")?.stickers.first?.image == "ok")
        #expect(
            messages(StickerCatalog.self, text) == [
                "1:186 warning /stickerPacks/1/stickers/0/image write the image's name without its extension or scale, as \"ok\""
            ])
    }

    @Test("sticker names are unique in a pack, pack names in a file; required fields; an empty pack")
    func stickerProblems() {
        #expect(
            messages(
                StickerCatalog.self,
                #"{"stickerPacks": [{"name": "a", "stickers": [{"name": "x", "image": "i"}, {"name": "x", "image": "j"}]}, {"name": "a", "stickers": []}]}"#
            ) == [
                "1:84 error /stickerPacks/0/stickers/1/name the name \"x\" is already used by the sticker at /stickerPacks/0/stickers/0; sticker names must be unique",
                "1:115 error /stickerPacks/1/name the name \"a\" is already used by the sticker pack at /stickerPacks/0; sticker pack names must be unique",
                "1:132 warning /stickerPacks/1/stickers the pack \"a\" has no stickers; its tab would be empty",
            ])
        #expect(
            messages(StickerCatalog.self, #"{"stickerPacks": [{"stickers": [{"image": 3}]}]}"#) == [
                "1:19 error /stickerPacks/0 missing required field \"name\"",
                "1:33 error /stickerPacks/0/stickers/0 missing required field \"name\"",
                "1:43 error /stickerPacks/0/stickers/0/image \"image\" must be a string, but found a number",
            ])
        #expect(
            messages(StickerCatalog.self, #"{"stickerPacks": 1}"#) == [
                "1:18 error /stickerPacks expected \"stickerPacks\": a list of sticker packs (a JSON array) but found a number"
            ])
    }

    @Test("quick replies: text required, title optional, repeats and very long replies warned about")
    func quickReplies() throws {
        let catalog = try #require(
            QuickReplyCatalog.load(
                text: #"{"quickReplies": [{"title": "OMW", "text": "On my way!"}, {"text": "Thanks 🙏"}]}"#
            ).cleanValue)
        #expect(catalog.replies.map(\.label) == ["OMW", "Thanks 🙏"])
        #expect(catalog.replies.map(\.text) == ["On my way!", "Thanks 🙏"])
        let long = String(repeating: "a", count: 501)
        #expect(
            messages(
                QuickReplyCatalog.self,
                #"{"quickReplies": [{"title": "x"}, {"text": "hi"}, {"text": "hi"}, {"text": "\#(long)"}, {"text": ""}], "extra": 1}"#
            ) == [
                "1:19 error /quickReplies/0 missing required field \"text\"",
                "1:60 warning /quickReplies/2/text this reply repeats the one at /quickReplies/1",
                "1:76 warning /quickReplies/3/text this reply is 501 characters long; the panel shows replies one per row, so keep them short",
                "1:591 error /quickReplies/4/text \"text\" must not be empty",
                "1:597 note /extra \"extra\" is not a field of a quick-replies file and is ignored",
            ])
    }

    @Test("both kinds are recognised by their content, and the set names them")
    func kinds() throws {
        #expect(ConfigDocument.read(SourceText(name: "s", text: #"{"stickerPacks": []}"#)).kind == .stickers)
        #expect(ConfigDocument.read(SourceText(name: "q", text: #"{"quickReplies": []}"#)).kind == .quickReplies)
        let configuration = try #require(KeyboardConfiguration.embedded().value)
        #expect(configuration.stickers?.packs.map(\.name) == ["everyday", "celebrate"])
        #expect(configuration.quickReplies?.replies.count == 6)
    }

    @Test("with an assets folder, sticker images must exist in it")
    func stickerImages() throws {
        let folder = try ConfigFolder([
            "Stickers.json":
                #"{"stickerPacks": [{"name": "a", "stickers": [{"name": "x", "image": "present"}, {"name": "y", "image": "absent"}]}]}"#,
            "Art/present.svg": "<svg/>",
        ])
        let linter = ConfigLinter(assetsFolder: folder.url.appendingPathComponent("Art"))
        #expect(
            folder.lint(linter, only: "Stickers.json") == [
                "Stickers.json:1:104 error /stickerPacks/0/stickers/1/image no image named \"absent\" in the assets folder (looked for absent.png, absent@2x.png, absent.pdf, absent.svg or absent.imageset)"
            ])
    }
}
