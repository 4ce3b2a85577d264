/// The preview page and everything it loads, served by the tool itself: nothing comes from the
/// network, and the page uses the system's fonts.
enum PreviewPage {
    /// One file of the page.
    struct Asset: Sendable {
        /// The URL path it is served at.
        var path: String
        var contentType: String
        var body: String
    }

    static let html = Asset(path: "/", contentType: "text/html; charset=utf-8", body: htmlSource)
    static let script = Asset(path: "/preview.js", contentType: "text/javascript; charset=utf-8", body: scriptSource)
    static let style = Asset(path: "/preview.css", contentType: "text/css; charset=utf-8", body: styleSource)
    static let icon = Asset(path: "/icon.svg", contentType: "image/svg+xml", body: iconSource)

    /// Every asset besides the page itself.
    static let assets = [script, style, icon]
}
