// Test support, not Apple's API: what a page's script does, for tests to drive the web view shells.
// Declared `package`, so that only the stand-ins and their tests see it.
import Foundation

extension WKWebView {
    /// The page's script posts `body` to `window.webkit.messageHandlers[name]`, from the main frame
    /// or another; false when no handler has that name (the script would find none).
    @discardableResult
    package func postMessage(_ body: Any, to name: String, fromMainFrame: Bool = true) -> Bool {
        let controller = configuration.userContentController
        guard let handler = controller.handlers[name] else { return false }
        let message = WKScriptMessage(
            body: body, name: name, webView: self, frameInfo: WKFrameInfo(isMainFrame: fromMainFrame))
        handler.userContentController(controller, didReceive: message)
        return true
    }
}
