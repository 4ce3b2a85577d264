import Foundation
import Testing

@testable import KeysmithCLI

@Suite("keysmith preview: the page's files")
struct PreviewPageTests {
    @Test("the page, its script, style and icon ship as resources, at the paths the page names")
    func bundled() throws {
        let page = try PreviewPage.bundled()
        #expect(page.html.path == "/")
        #expect(page.assets.map(\.path) == ["/preview.js", "/preview.css", "/icon.svg"])
        let html = String(decoding: page.html.body, as: UTF8.self)
        for asset in page.assets {
            #expect(html.contains("\"\(asset.path)\""), "the page does not load \(asset.path)")
            #expect(!asset.body.isEmpty)
        }
        let script = try #require(page.assets.first { $0.path == "/preview.js" })
        #expect(String(decoding: script.body, as: UTF8.self).hasPrefix("\"use strict\";\n"))
    }

    @Test("a missing resource bundle is an error naming the bundle and the folders searched")
    func missingBundle() throws {
        let folder = try Tool.temporaryFolder()
        let error = #expect(throws: ToolError.self) {
            try ToolResources.folder(named: PreviewPage.resourceFolderName, searching: [folder])
        }
        let message = error.map(String.init(describing:)) ?? ""
        #expect(message.contains(ToolResources.bundleName))
        #expect(message.contains(folder.path))
    }

    @Test("a page folder without one of its files is an error naming the file")
    func missingFile() throws {
        let folder = try Tool.temporaryFolder()
        let error = #expect(throws: ToolError.self) { try PreviewPage(folder: folder) }
        #expect(error.map(String.init(describing:))?.contains("preview.html") == true)
    }
}
