#if canImport(UIKit) && canImport(WebKit)
import UIKit
import WebKit

/// Chooses the toolbar above the keyboard in the app's ``KeysmithWebView``s: keeps the path
/// configuration in force, one ``AccessoryToolbarRouter`` per web view, and the toolbar files, and
/// after each event sets the web view's choice and field text.
///
/// Feed it from the app's navigation: ``visit(_:in:)`` (or ``visit(_:properties:in:)`` with the
/// properties Turbo or Hotwire Native already computed) each time a web view shows a page, going
/// back included, and ``pageWillDisappear(in:)`` when its screen goes away. ``attach(_:)`` installs
/// the `keyboard-toolbar` message handler in the web view; with Hotwire Native's bridge instead,
/// pass its messages to ``receive(_:in:)``.
///
/// ```swift
/// let routing = KeysmithWebViewRouting(toolbars: ToolbarFolder(folder: toolbarsFolder))
/// await routing.loadPathConfiguration(from: [.file(bundledFile), .server(serverURL)])
/// routing.visit(url, in: webView)
/// ```
@available(iOSApplicationExtension, unavailable)
@MainActor
public final class KeysmithWebViewRouting {
    /// The path configuration in force, and what became of every document loaded.
    public private(set) var pathConfiguration: PathConfigurationState

    /// Where the toolbar files that rules and pages name are read; nil to show no Keysmith toolbar
    /// (a choice naming one then keeps the system toolbar).
    public let toolbars: ToolbarFolder?

    /// Called after each path configuration document is read, with the new state, so that the app
    /// can log its diagnostics.
    public var pathConfigurationHandler: ((PathConfigurationState) -> Void)?

    /// Called with the problems of a toolbar file the first time it is read, so that the app can
    /// log them; the file is then not shown.
    public var toolbarDiagnosticsHandler: ((String, [Diagnostic]) -> Void)?

    private var routes: [ObjectIdentifier: Route] = [:]
    private var loadedToolbars: [String: ResolvedToolbar?] = [:]
    private lazy var messageHandler = KeyboardToolbarMessageHandler(routing: self)

    /// The router of one web view, held weakly.
    private struct Route {
        weak var webView: KeysmithWebView?
        var router: AccessoryToolbarRouter
    }

    /// Routing with `pathConfiguration` in force (empty by default: the system toolbar everywhere)
    /// and the toolbar files of `toolbars`.
    public init(pathConfiguration: PathConfigurationState = PathConfigurationState(), toolbars: ToolbarFolder?) {
        self.pathConfiguration = pathConfiguration
        self.toolbars = toolbars
    }

    /// Routes `webView` from now on: installs the ``KeyboardToolbarMessageHandler`` under
    /// `BridgeMessage.scriptMessageHandlerName` and lets the web view read the toolbar files.
    /// Attaching a web view again changes nothing.
    public func attach(_ webView: KeysmithWebView) {
        let key = ObjectIdentifier(webView)
        guard routes[key]?.webView == nil else { return }
        routes = routes.filter { $0.value.webView != nil }
        routes[key] = Route(webView: webView, router: AccessoryToolbarRouter(rules: pathConfiguration.rules))
        webView.toolbarNamed = { [weak self] name in self?.toolbar(named: name) }
        let controller = webView.configuration.userContentController
        // A name may be installed only once per controller; web views may share one.
        controller.removeScriptMessageHandler(forName: BridgeMessage.scriptMessageHandlerName)
        controller.add(messageHandler, name: BridgeMessage.scriptMessageHandlerName)
    }

    /// The router of `webView`, once attached.
    public func router(for webView: KeysmithWebView) -> AccessoryToolbarRouter? {
        routes[ObjectIdentifier(webView)]?.router
    }

    /// `webView` shows the page at `url`: the path configuration in force chooses its toolbar.
    public func visit(_ url: URL, in webView: KeysmithWebView) {
        handle(.visit(url), in: webView)
    }

    /// `webView` shows the page at `url`, whose merged path properties Turbo or Hotwire Native
    /// already computed (`properties` in `route(url:options:properties:)` or a `VisitProposal`).
    public func visit(_ url: URL, properties: [String: Any], in webView: KeysmithWebView) {
        handle(.visitWithProperties(url, AccessoryToolbarChoice.toolbarProperties(in: properties)), in: webView)
    }

    /// A `keyboard-toolbar` message arrived from the page `webView` shows.
    public func receive(_ message: BridgeMessage, in webView: KeysmithWebView) {
        handle(.bridge(message), in: webView)
    }

    /// The screen showing `webView`'s page is going away: the page's and field's choices are
    /// dropped until the next visit.
    public func pageWillDisappear(in webView: KeysmithWebView) {
        handle(.pageWillDisappear, in: webView)
    }

    /// Reads `sources` in order with `loader`, as Turbo and Hotwire Native do, putting each good
    /// document in force (for each web view, from its next visit) and reporting each to
    /// ``pathConfigurationHandler``.
    public func loadPathConfiguration(
        from sources: [PathConfigurationSource],
        with loader: PathConfigurationLoader = PathConfigurationLoader(cache: nil)
    ) async {
        for await state in loader.updates(from: sources, startingFrom: pathConfiguration) {
            pathConfiguration = state
            for key in routes.keys {
                routes[key]?.router.rules = state.rules
            }
            pathConfigurationHandler?(state)
        }
    }

    private func handle(_ event: AccessoryToolbarRouter.Event, in webView: KeysmithWebView) {
        attach(webView)
        let key = ObjectIdentifier(webView)
        guard var route = routes[key] else { return }
        route.router.handle(event)
        routes[key] = route
        webView.fieldText = route.router.state.fieldText
        webView.accessoryToolbarChoice = route.router.choice
    }

    private func toolbar(named name: String) -> ResolvedToolbar? {
        if let loaded = loadedToolbars[name] { return loaded }
        guard let toolbars else { return nil }
        let result = toolbars.load(name)
        if !result.diagnostics.isEmpty { toolbarDiagnosticsHandler?(name, result.diagnostics) }
        loadedToolbars[name] = .some(result.value)
        return result.value
    }
}
#endif
