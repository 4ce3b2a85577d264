import Foundation
import Testing
import UIKit
import WebKit
import KeysmithUIKit

/// The toolbar above the system keyboard in an app's web view, chosen by the path configuration and
/// by the page's `keyboard-toolbar` messages, with the example's files.
@MainActor
@Suite(.serialized) struct KeysmithWebViewTests {
    let webView = KeysmithWebView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 700), configuration: WKWebViewConfiguration())
    let routing = KeysmithWebViewRouting(toolbars: ToolbarFolder(folder: Repository.webView))
    /// The page's focused field, which is the first responder while the keyboard is up.
    let field = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 40))

    init() {
        webView.addSubview(field)
        field.becomeFirstResponder()
    }

    /// The page the messages come from.
    let page = URL(string: "https://example.com/posts/1")!

    /// What the page's `keyboard-toolbar.js` posts, as the JSON string it posts.
    func message(_ id: Int, _ event: String, _ data: [String: Any]) -> String {
        var data = data
        data["metadata"] = ["url": "https://example.com/posts/1"]
        let object: [String: Any] = ["id": String(id), "component": "keyboard-toolbar", "event": event, "data": data]
        return String(decoding: try! JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    @Test func thePathConfigurationChoosesTheToolbar() async throws {
        var states: [PathConfigurationState] = []
        routing.pathConfigurationHandler = { states.append($0) }
        await routing.loadPathConfiguration(from: [
            .file(Repository.webView.appendingPathComponent("path-configuration.json"))
        ])
        #expect(states.count == 1)

        routing.visit(URL(string: "https://example.com/posts/7/comments/new")!, in: webView)
        guard case .keysmith(let name, let items) = webView.accessoryToolbarDisplay else {
            Issue.record("no Keysmith toolbar: \(webView.accessoryToolbarDisplay)")
            return
        }
        #expect(name == "CommentToolbar")
        let toolbar = try #require(webView.inputAccessoryView as? KeysmithAccessoryToolbarView)
        #expect(toolbar === webView.accessoryToolbarView)
        #expect(toolbar.items == items)
        #expect(field.inputViewReloads == 1)
        #expect(routing.router(for: webView) != nil)

        // The buttons share the toolbar's width; a tap opens the button's link.
        toolbar.layOutAsRootView(in: CGRect(x: 0, y: 0, width: 390, height: KeysmithAccessoryToolbarView.height))
        let buttons = toolbar.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.count == items.items.count)
        #expect(buttons.last?.frame.maxX == 390)
        var opened: [URL] = []
        webView.linkHandler = { opened.append($0) }
        for button in buttons { button.sendActions(for: .touchUpInside) }
        #expect(opened.contains(URL(string: "https://www.example.com/help/formatting")!))

        routing.visit(URL(string: "https://example.com/signin")!, in: webView)
        #expect(webView.accessoryToolbarDisplay == .none)
        #expect(webView.inputAccessoryView == nil)
        #expect(webView.accessoryToolbarView == nil)
        routing.pageWillDisappear(in: webView)
    }

    @Test func thePagesMessagesChooseTheToolbarAndItsText() throws {
        routing.attach(webView)
        routing.attach(webView)
        routing.visit(page, in: webView)
        let handlers = webView.configuration.userContentController.handlers
        #expect(handlers.keys.sorted() == [BridgeMessage.scriptMessageHandlerName])

        webView.postMessage(message(1, "connect", ["keyboard_toolbar": "CommentToolbar"]), to: "keysmith")
        #expect(webView.accessoryToolbarChoice == .keysmith("CommentToolbar"))
        let toolbar = try #require(webView.accessoryToolbarView)

        webView.postMessage(
            message(2, "focus", ["keyboard_toolbar": "CommentToolbar", "text": "Hello"]), to: "keysmith")
        #expect(webView.fieldText == "Hello")
        #expect(toolbar.fieldText == "Hello")

        // Not from the page's main frame, or not a message: ignored.
        webView.postMessage(message(3, "disconnect", [:]), to: "keysmith", fromMainFrame: false)
        webView.postMessage(42, to: "keysmith")
        #expect(webView.accessoryToolbarChoice == .keysmith("CommentToolbar"))

        // Without a link handler, links open as the app opens any link.
        let opened = UIApplication.shared.openedURLs.count
        for case let button as UIButton in toolbar.subviews { button.sendActions(for: .touchUpInside) }
        #expect(UIApplication.shared.openedURLs.count > opened)

        webView.postMessage(message(4, "disconnect", [:]), to: "keysmith")
        #expect(webView.accessoryToolbarChoice == .system)
        #expect(webView.accessoryToolbarView == nil)
    }

    @Test func aToolbarThatCannotBeReadKeepsTheSystemToolbar() {
        var problems: [String] = []
        routing.toolbarDiagnosticsHandler = { name, _ in problems.append(name) }
        routing.visit(page, in: webView)
        routing.receive(
            BridgeMessage(scriptMessageBody: message(1, "connect", ["keyboard_toolbar": "path-configuration"]))!,
            in: webView)
        #expect(webView.accessoryToolbarDisplay == .system)
        #expect(problems == ["path-configuration"])
        webView.imageBundle = .main
        #expect(webView.accessoryToolbarDisplay == .system)
    }
}
