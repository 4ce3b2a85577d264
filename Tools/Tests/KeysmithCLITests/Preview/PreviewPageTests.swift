import Foundation
import Testing

@testable import KeysmithCLI

@Suite("keysmith preview: the page's files")
struct PreviewPageTests {
    @Test("the page, its scripts, style and icon ship as resources, at the paths the page names")
    func bundled() throws {
        let page = try PreviewPage.bundled()
        #expect(page.html.path == "/")
        #expect(page.assets.map(\.path) == ["/preview.js", "/preview-show.js", "/preview.css", "/icon.svg"])
        let html = String(decoding: page.html.body, as: UTF8.self)
        for asset in page.assets {
            #expect(html.contains("\"\(asset.path)\""), "the page does not load \(asset.path)")
            #expect(!asset.body.isEmpty)
        }
        let script = try #require(page.assets.first { $0.path == "/preview.js" })
        #expect(String(decoding: script.body, as: UTF8.self).hasPrefix("\"use strict\";\n"))
    }

    @Test("the page is served with the first picture of a new session in place, and the rest of its frame beside it")
    func firstPicture() throws {
        let page = try PreviewPage.bundled()
        let configuration = try PreviewFixtures.embedded()
        var session = PreviewSession(configuration: configuration)
        let opening = try #require(session.open().frames.first)
        let frame = try #require(PreviewSession.firstFrame(of: configuration, suggestions: nil))
        #expect(frame.svg == opening.svg)

        let html = String(decoding: page.html(showing: frame), as: UTF8.self)
        #expect(!html.contains(PreviewPage.emptyPicture))
        let element = try #require(html.range(of: #"<div id="picture" class="picture""#))
        let picture = html[element.upperBound...]
        #expect(
            picture.hasPrefix(
                #" data-layout="English" data-panel="" data-width="390" data-height="\#(Int(frame.height))" data-slot-height="\#(Int(frame.slotHeight))" data-background="\#(frame.background)" data-ticking="false"><svg"#
            ), "\(picture.prefix(300))")
        #expect(picture.contains(frame.svg + "</div>"))
        #expect(frame.svg.contains(#"<g class="key""#))
        // Everything else is the page as it ships.
        let shipped = String(decoding: page.html.body, as: UTF8.self)
        let empty = try #require(shipped.range(of: PreviewPage.emptyPicture))
        #expect(html.hasPrefix(shipped[..<empty.lowerBound]))
        #expect(html.hasSuffix(shipped[empty.upperBound...]))
    }

    @Test("the frame's fields are written as attribute values, whatever a layout's name holds")
    func attributeValues() throws {
        let page = try PreviewPage.bundled()
        let frame = ServerMessage.Frame(
            svg: "<svg></svg>", width: 390.5, height: 260, slotHeight: 44, layout: #"a"b<c>&'d"#, panel: nil,
            background: "rgb(1, 2, 3)", ticking: true)
        let html = String(decoding: page.html(showing: frame), as: UTF8.self)
        #expect(
            html.contains(
                #"<div id="picture" class="picture" data-layout="a&quot;b&lt;c&gt;&amp;&#39;d" data-panel="" data-width="390.5" data-height="260" data-slot-height="44" data-background="rgb(1, 2, 3)" data-ticking="true"><svg></svg></div>"#
            ))
    }

    @Test("a page without the element for the picture is an error naming it")
    func pageWithoutPicture() throws {
        let folder = try Tool.temporaryFolder()
        let shipped = try ToolResources.folder(named: PreviewPage.resourceFolderName)
        for name in try FileManager.default.contentsOfDirectory(atPath: shipped.path) {
            try FileManager.default.copyItem(
                at: shipped.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let html = folder.appendingPathComponent("preview.html")
        let text = try String(contentsOf: html, encoding: .utf8)
        try text.replacingOccurrences(of: PreviewPage.emptyPicture, with: "<div></div>")
            .write(to: html, atomically: true, encoding: .utf8)
        let error = #expect(throws: ToolError.self) { try PreviewPage(folder: folder) }
        #expect(error.map(String.init(describing:))?.contains(PreviewPage.emptyPicture) == true)
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
