// A stand-in for Apple's WebKit module, for Keysmith's iOS shells and examples on Linux: exactly the
// declarations they use, with Apple's signatures and isolation. Type-checked against by
// scripts/typecheck-ios.sh and run by scripts/test-shells.sh. There is no web engine: a web view
// records the files it is asked to load, and its content controller keeps the script message
// handlers a page's `window.webkit.messageHandlers` would reach (WebKit+TestSupport.swift posts
// messages to them, as a page's script would). The behaviour is modelled from Apple's documentation.
// Every declaration is listed, with its Apple signature and where it was looked up, in apple-api.txt;
// scripts/check_stand_ins.py holds the two to each other.
//
// One declaration per line. Where Swift source cannot spell Apple's declaration (a copying
// property, a protocol refining Objective-C's NSObjectProtocol), a trailing `// apple:` comment
// gives Apple's spelling.
@_exported import UIKit

func standIn() -> Never { fatalError("a stand-in that cannot do this on Linux") }

// MARK: Web views

@MainActor open class WKWebView: UIView {
    let storedConfiguration: WKWebViewConfiguration
    /// The files the web view was asked to load, in order.
    package var loadedFiles: [URL] = []

    public init(frame: CGRect, configuration: WKWebViewConfiguration) { storedConfiguration = configuration; super.init(frame: frame) }
    public required init?(coder: NSCoder) { standIn() } // apple: init?(coder: NSCoder)
    open var configuration: WKWebViewConfiguration { storedConfiguration } // apple: @NSCopying var configuration: WKWebViewConfiguration { get }
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? { loadedFiles.append(URL); return WKNavigation() }
}

@MainActor open class WKWebViewConfiguration: NSObject {
    var storedUserContentController = WKUserContentController()

    open var userContentController: WKUserContentController { get { storedUserContentController } set { storedUserContentController = newValue } }
}

@MainActor open class WKNavigation: NSObject {
}

// MARK: Messages from the page's JavaScript

@MainActor open class WKUserContentController: NSObject {
    /// The handlers installed, by the name a page posts to.
    package var handlers: [String: any WKScriptMessageHandler] = [:]

    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) { install(scriptMessageHandler, name) }
    open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }

    /// WebKit raises an exception when a name already has a handler.
    private func install(_ handler: any WKScriptMessageHandler, _ name: String) {
        precondition(handlers[name] == nil, "a script message handler named \(name) already exists")
        handlers[name] = handler
    }
}

@MainActor public protocol WKScriptMessageHandler: AnyObject { // apple: @MainActor protocol WKScriptMessageHandler : NSObjectProtocol
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

@MainActor open class WKScriptMessage: NSObject {
    let storedBody: Any
    let storedName: String
    weak var storedWebView: WKWebView?
    let storedFrameInfo: WKFrameInfo

    package init(body: Any, name: String, webView: WKWebView?, frameInfo: WKFrameInfo) {
        storedBody = body
        storedName = name
        storedWebView = webView
        storedFrameInfo = frameInfo
    }

    open var body: Any { storedBody }
    open var name: String { storedName }
    weak open var webView: WKWebView? { storedWebView }
    open var frameInfo: WKFrameInfo { storedFrameInfo } // apple: @NSCopying var frameInfo: WKFrameInfo { get }
}

@MainActor open class WKFrameInfo: NSObject {
    let mainFrame: Bool

    package init(isMainFrame: Bool) { mainFrame = isMainFrame }

    open var isMainFrame: Bool { mainFrame }
}
