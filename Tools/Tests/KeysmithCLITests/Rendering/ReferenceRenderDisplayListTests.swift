import Foundation
@_spi(Tooling) import KeysmithCore
import Testing

@testable import KeysmithCLI

/// The proof that the picture is what the phone shows: every reference render is the SVG writing of
/// the display list that `DisplayList(model:)` builds, the entry point the iOS view draws
/// from (`KeysmithKeyboardView.draw(_:)`), and nothing else.
@Suite("Reference renders are the display list the iOS view draws")
struct ReferenceRenderDisplayListTests {
    /// The options of each reference render, as RenderCommandTests renders them.
    static func scenarios(toolbarFile: String) -> [(file: String, arguments: [String])] {
        [
            ("English-iphone-portrait.svg", ["--device", "iphone-portrait"]),
            ("English-iphone-landscape.svg", ["--device", "iphone-landscape"]),
            ("English-ipad-portrait.svg", ["--device", "ipad-portrait"]),
            ("English-ipad-landscape.svg", ["--device", "ipad-landscape"]),
            ("English-iphone-portrait-dark.svg", ["--appearance", "dark"]),
            ("NumberPad-iphone-portrait-globe.svg", ["--keyboard-type", "numberPad", "--globe"]),
            ("Markup-iphone-portrait.svg", ["--keyboard", "Markup"]),
            ("English-iphone-portrait-toolbar-file.svg", ["--toolbar", toolbarFile]),
            ("English-iphone-portrait-social-bar.svg", ["--toolbar", toolbarFile, "--panel", "social"]),
            ("English-iphone-portrait-panel-stickers.svg", ["--panel", "stickers", "--full-access"]),
            ("English-iphone-portrait-dark-panel-settings.svg", ["--panel", "settings", "--appearance", "dark"]),
            ("English-iphone-portrait-panel-emoji.svg", ["--panel", "emoji"]),
        ]
    }

    @Test("each reference render is, byte for byte, the SVG of the display list built from its render model")
    func everyReferenceRender() throws {
        let folder = try Tool.temporaryFolder()
        let toolbarFile = folder.appendingPathComponent("KBToolbar.json")
        try RenderCommandTests.toolbarFile.write(to: toolbarFile, atomically: true, encoding: .utf8)
        let scenarios = Self.scenarios(toolbarFile: toolbarFile.path)
        let references = try FileManager.default.contentsOfDirectory(atPath: RenderCommandTests.expected.path)
            .filter { $0.hasSuffix(".svg") }
        #expect(Set(scenarios.map(\.file)) == Set(references), "every reference render has its scenario here")
        for scenario in scenarios {
            let command = try RenderCommand.parse(
                scenario.arguments + ["-o", folder.appendingPathComponent(scenario.file).path])
            let scene = try command.scene()
            let list = DisplayList(model: scene.model)
            let picture = KeyboardPicture(model: scene.model, images: scene.images)
            #expect(picture.displayList == list, "\(scenario.file): the picture draws the iOS view's list")
            let expected = try String(
                contentsOf: RenderCommandTests.expected.appendingPathComponent(scenario.file), encoding: .utf8)
            #expect(DisplayListSVG(list: list, images: scene.images).text() == expected, "\(scenario.file)")
        }
    }
}
