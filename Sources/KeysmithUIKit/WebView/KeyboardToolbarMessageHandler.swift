#if canImport(UIKit) && canImport(WebKit)
import UIKit
import WebKit

/// Receives the `keyboard-toolbar` messages that `keyboard-toolbar.js` posts to
/// `window.webkit.messageHandlers.keysmith` (`BridgeMessage.scriptMessageHandlerName`) and hands
/// them to a ``KeysmithWebViewRouting``, without Hotwire Native.
///
/// ``KeysmithWebViewRouting/attach(_:)`` installs it. Messages from frames other than the page's
/// main frame, from web views that are not ``KeysmithWebView``s, and bodies that are not messages
/// are ignored. It holds the routing weakly, since the web view's content controller holds it.
@available(iOSApplicationExtension, unavailable)
@MainActor
public final class KeyboardToolbarMessageHandler: NSObject, WKScriptMessageHandler {
    /// Where messages go.
    public weak var routing: KeysmithWebViewRouting?

    public init(routing: KeysmithWebViewRouting) {
        self.routing = routing
        super.init()
    }

    public func userContentController(
        _ userContentController: WKUserContentController, didReceive message: WKScriptMessage
    ) {
        guard message.name == BridgeMessage.scriptMessageHandlerName, message.frameInfo.isMainFrame,
            let webView = message.webView as? KeysmithWebView,
            let bridgeMessage = BridgeMessage(scriptMessageBody: message.body)
        else { return }
        routing?.receive(bridgeMessage, in: webView)
    }
}
#endif
