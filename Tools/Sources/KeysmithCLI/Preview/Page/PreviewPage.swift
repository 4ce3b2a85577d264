import Foundation

/// The preview's page and the files it loads: `preview.html` (served at `/`), its scripts
/// `preview.js` and `preview-show.js`, `preview.css` and `icon.svg`, read once from the tool's
/// resources at start-up. The scripts, style and icon are served byte for byte; the page is served with the keyboard's first picture in place
/// (``html(showing:)``), so that it shows the keyboard before its WebSocket is open. The page decides
/// nothing about the keyboard: its script draws what the server sends and sends the server every
/// pointer, tick, key and control change.
struct PreviewPage: Sendable {
    /// One file of the page, with the path it is served at.
    struct Asset: Sendable {
        var path: String
        var contentType: String
        var body: [UInt8]
    }

    /// The page itself, at `/`, with an empty picture (see ``html(showing:)``).
    var html: Asset
    /// Every asset besides the page itself: the scripts, the style and the tab's icon.
    var assets: [Asset]

    /// The files served, by the name they have in the page's resource folder.
    private static let files: [(name: String, path: String, contentType: String)] = [
        ("preview.html", "/", "text/html; charset=utf-8"),
        ("preview.js", "/preview.js", "text/javascript; charset=utf-8"),
        ("preview-show.js", "/preview-show.js", "text/javascript; charset=utf-8"),
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
        guard String(decoding: html.body, as: UTF8.self).contains(Self.emptyPicture) else {
            throw ToolError.unreadable(
                "the preview page's preview.html has no \(Self.emptyPicture) for the keyboard's picture")
        }
    }

    /// The element of `preview.html` that the keyboard's picture goes into.
    static let emptyPicture = #"<div id="picture" class="picture"></div>"#

    /// The page with `frame`'s picture in place, and the frame's other fields as `data-` attributes of
    /// the picture's element, which the script reads as if the frame had come over the WebSocket.
    /// The page is then complete before its WebSocket opens: a one-shot screenshot or a slow
    /// connection shows the keyboard, and the session's own first frame replaces it.
    func html(showing frame: ServerMessage.Frame) -> [UInt8] {
        func attribute(_ name: String, _ value: String) -> String {
            " data-\(name)=\"\(Self.escaped(value))\""
        }
        func number(_ value: Double) -> String {
            value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        let filled =
            #"<div id="picture" class="picture""# + attribute("layout", frame.layout)
            + attribute("panel", frame.panel ?? "") + attribute("width", number(frame.width))
            + attribute("height", number(frame.height)) + attribute("slot-height", number(frame.slotHeight))
            + attribute("background", frame.background) + attribute("ticking", frame.ticking ? "true" : "false")
            + ">" + frame.svg + "</div>"
        let page = String(decoding: html.body, as: UTF8.self)
        return Array(page.replacingOccurrences(of: Self.emptyPicture, with: filled).utf8)
    }

    /// `text` as an HTML attribute's value between double quotes.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// The page as it ships with the tool, from its resource bundle (see ``ToolResources``).
    static func bundled() throws -> PreviewPage {
        try PreviewPage(folder: ToolResources.folder(named: resourceFolderName))
    }
}
