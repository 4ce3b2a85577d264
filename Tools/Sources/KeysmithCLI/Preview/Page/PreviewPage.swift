import Foundation

/// The preview's page and the files it loads: `preview.html` (served at `/`), `preview.js`,
/// `preview.css` and `icon.svg`, read once from the tool's resources at start-up and served byte
/// for byte. The page decides nothing about the keyboard: its script draws what the server sends and
/// sends the server every pointer, tick, key and control change.
struct PreviewPage: Sendable {
    /// One file of the page, with the path it is served at.
    struct Asset: Sendable {
        var path: String
        var contentType: String
        var body: [UInt8]
    }

    /// The page itself, at `/`.
    var html: Asset
    /// Every asset besides the page itself: the script, the style and the tab's icon.
    var assets: [Asset]

    /// The files served, by the name they have in the page's resource folder.
    private static let files: [(name: String, path: String, contentType: String)] = [
        ("preview.html", "/", "text/html; charset=utf-8"),
        ("preview.js", "/preview.js", "text/javascript; charset=utf-8"),
        ("preview.css", "/preview.css", "text/css; charset=utf-8"),
        ("icon.svg", "/icon.svg", "image/svg+xml"),
    ]

    /// The name of the page's folder among the tool's resources.
    static let resourceFolderName = "PreviewPage"

    /// Reads the page's files from `folder`; fails, naming the file, when one cannot be read.
    init(folder: URL) throws {
        var read: [Asset] = []
        for file in Self.files {
            let url = folder.appendingPathComponent(file.name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw ToolError.unreadable("the preview page's \(file.name) cannot be read from \(folder.path)")
            }
            read.append(Asset(path: file.path, contentType: file.contentType, body: Array(data)))
        }
        html = read[0]
        assets = Array(read.dropFirst())
    }

    /// The page as it ships with the tool, from its resource bundle (see ``ToolResources``).
    static func bundled() throws -> PreviewPage {
        try PreviewPage(folder: ToolResources.folder(named: resourceFolderName))
    }
}
