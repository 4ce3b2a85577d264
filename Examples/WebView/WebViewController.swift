#if canImport(UIKit) && canImport(WebKit)
import KeysmithUIKit
import UIKit
import WebKit

/// A screen showing `example.html` in a ``KeysmithWebView``: the toolbar above the keyboard follows
/// `path-configuration.json` and what the page asks for through `keyboard-toolbar.js`.
///
/// The app bundles this folder as a folder reference named `WebView` (a blue folder in Xcode):
/// the page and its script, the path configuration and the toolbar files it names. The app
/// declares the `keysmith-demo` URL scheme, which the toolbars' deep links open.
final class WebViewController: UIViewController {
    private let webView = KeysmithWebView(frame: .zero, configuration: WKWebViewConfiguration())
    private var routing: KeysmithWebViewRouting?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(webView)
        // The folder holding the page, its script, the path configuration and the toolbar files.
        guard let folder = Bundle.main.url(forResource: "WebView", withExtension: nil) else { return }

        let routing = KeysmithWebViewRouting(
            toolbars: ToolbarFolder(
                folder: folder, policy: URLPolicy(allowedCustomSchemes: ["keysmith-demo"])))
        routing.pathConfigurationHandler = { state in
            for diagnostic in state.diagnostics { print(diagnostic.description) }
        }
        routing.toolbarDiagnosticsHandler = { _, diagnostics in
            for diagnostic in diagnostics { print(diagnostic.description) }
        }
        routing.attach(webView)
        self.routing = routing

        let page = folder.appendingPathComponent("example.html")
        let pathConfiguration = folder.appendingPathComponent("path-configuration.json")
        Task {
            // A server URL after the bundled file would update the rules as Turbo does:
            // `[.file(pathConfiguration), .server(serverURL)]`.
            await routing.loadPathConfiguration(from: [.file(pathConfiguration)])
            // Every page shown is a visit; in a Turbo or Hotwire Native app, from its navigation.
            routing.visit(page, in: webView)
            _ = webView.loadFileURL(page, allowingReadAccessTo: folder)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        webView.frame = view.bounds
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        routing?.pageWillDisappear(in: webView)
    }
}
#endif
