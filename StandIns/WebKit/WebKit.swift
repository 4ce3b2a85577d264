// A stand-in for Apple's WebKit module, for type-checking Keysmith's iOS shells and examples on
// Linux: exactly the declarations they use, with Apple's signatures and isolation. Never linked or
// run. Every declaration is listed, with its Apple signature and where it was looked up, in
// apple-api.txt; scripts/check_stand_ins.py holds the two to each other.
//
// One declaration per line. Where Swift source cannot spell Apple's declaration (a copying
// property, a protocol refining Objective-C's NSObjectProtocol), a trailing `// apple:` comment
// gives Apple's spelling.
@_exported import UIKit

func standIn() -> Never { fatalError("a stand-in, for type-checking only") }

// MARK: Web views

@MainActor open class WKWebView: UIView {
    public init(frame: CGRect, configuration: WKWebViewConfiguration) { standIn() }
    public required init?(coder: NSCoder) { standIn() } // apple: init?(coder: NSCoder)
    open var configuration: WKWebViewConfiguration { standIn() } // apple: @NSCopying var configuration: WKWebViewConfiguration { get }
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? { standIn() }
}

@MainActor open class WKWebViewConfiguration: NSObject {
    open var userContentController: WKUserContentController { get { standIn() } set {} }
}

@MainActor open class WKNavigation: NSObject {
}

// MARK: Messages from the page's JavaScript

@MainActor open class WKUserContentController: NSObject {
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) { standIn() }
    open func removeScriptMessageHandler(forName name: String) { standIn() }
}

@MainActor public protocol WKScriptMessageHandler: AnyObject { // apple: @MainActor protocol WKScriptMessageHandler : NSObjectProtocol
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

@MainActor open class WKScriptMessage: NSObject {
    open var body: Any { standIn() }
    open var name: String { standIn() }
    weak open var webView: WKWebView? { standIn() }
    open var frameInfo: WKFrameInfo { standIn() } // apple: @NSCopying var frameInfo: WKFrameInfo { get }
}

@MainActor open class WKFrameInfo: NSObject {
    open var isMainFrame: Bool { standIn() }
}
