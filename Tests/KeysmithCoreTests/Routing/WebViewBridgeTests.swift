import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("keyboard-toolbar messages as a script message handler and Hotwire Native receive them")
struct BridgeMessageReceivingTests {
    static let wire =
        #"{"id":"1","component":"keyboard-toolbar","event":"focus","data":{"keyboard_toolbar":"Search","text":"sushi","metadata":{"url":"https://example.com/a"}}}"#
    static let expected = BridgeMessage(
        id: "1", component: "keyboard-toolbar", event: "focus", metadata: .init(url: "https://example.com/a"),
        data: ["keyboard_toolbar": "Search", "text": "sushi"])

    @Test("the JSON text keyboard-toolbar.js posts")
    func jsonText() {
        #expect(BridgeMessage(scriptMessageBody: Self.wire) == Self.expected)
    }

    @Test("a posted object, as WebKit hands it over: a dictionary")
    func dictionary() {
        let body: [String: Any] = [
            "id": "1", "component": "keyboard-toolbar", "event": "focus",
            "data": ["keyboard_toolbar": "Search", "text": "sushi", "metadata": ["url": "https://example.com/a"]]
                as [String: Any],
        ]
        #expect(BridgeMessage(scriptMessageBody: body) == Self.expected)
    }

    @Test("anything else is no message, and nothing the page posts can crash the app")
    func rejected() {
        let bodies: [Any] = [
            42, true, NSNull(), ["a", "b"], "", "not json", "[]", #"{"id": 1}"#,
            #"{"component":"keyboard-toolbar","event":"focus"}"#,
            ["id": "1", "component": "keyboard-toolbar", "event": "focus", "data": ["when": Date()]] as [String: Any],
            ["id": "1", "component": "keyboard-toolbar", "event": "focus", "data": ["n": Double.nan]] as [String: Any],
        ]
        for body in bodies {
            #expect(BridgeMessage(scriptMessageBody: body) == nil, "\(body)")
        }
    }

    @Test("Hotwire Native's Message: metadata apart, data as a JSON string")
    func hotwireMessage() {
        let message = BridgeMessage(
            id: "1", component: "keyboard-toolbar", event: "focus", metadataURL: "https://example.com/a",
            jsonData: #"{"keyboard_toolbar":"Search","text":"sushi","metadata":{"url":"https://example.com/a"}}"#)
        #expect(message == Self.expected)
        let inner = BridgeMessage(
            id: "1", component: "keyboard-toolbar", event: "focus", metadataURL: nil,
            jsonData: #"{"keyboard_toolbar":"Search","text":"sushi","metadata":{"url":"https://example.com/a"}}"#)
        #expect(inner == Self.expected)
        let unreadable = BridgeMessage(
            id: "2", component: "keyboard-toolbar", event: "blur", metadataURL: nil, jsonData: "{oops")
        #expect(unreadable == BridgeMessage(id: "2", component: "keyboard-toolbar", event: "blur", metadata: nil))
    }
}

@Suite("Examples/WebView: the page's session through keyboard-toolbar.js and the router")
struct WebViewExampleTests {
    static let example = TestFiles.repositoryRoot.appendingPathComponent("Examples/WebView")

    /// One step of the session in Fixtures/web/keyboard-toolbar-session.json.
    struct Step: Decodable {
        var action: String
        var field: String?
        var posted: [String]
        var toolbar: String
        var fieldText: String?
    }

    struct Session: Decodable {
        struct Page: Decodable {
            var url: String
            var body: [String: String]
            var fields: [String: Field]
        }
        struct Field: Decodable {
            var attributes: [String: String]?
        }
        var page: Page
        var steps: [Step]
    }

    func loadSession() throws -> Session {
        try JSONDecoder().decode(Session.self, from: Data(try TestFiles.text("web/keyboard-toolbar-session.json").utf8))
    }

    func exampleRules() throws -> PathRuleSet {
        let result = PathConfiguration.load(contentsOf: Self.example.appendingPathComponent("path-configuration.json"))
        #expect(result.diagnostics.isEmpty)
        return PathRuleSet(try #require(result.cleanValue))
    }

    func name(_ choice: AccessoryToolbarChoice) -> String {
        switch choice {
        case .system: "system"
        case .none: "none"
        case .keysmith(let name): name
        }
    }

    @Test("every message keyboard-toolbar.js posts reads, and moves the toolbar and the field's text as expected")
    func pageSession() throws {
        let session = try loadSession()
        var router = AccessoryToolbarRouter(rules: try exampleRules())
        router.handle(.visit(try #require(URL(string: session.page.url))))
        #expect(name(router.choice) == "none", "the example's path configuration removes the toolbar on example.html")
        for (index, step) in session.steps.enumerated() {
            for posted in step.posted {
                let message = try #require(BridgeMessage(scriptMessageBody: posted), "step \(index + 1): \(posted)")
                #expect(router.accepts(message), "step \(index + 1)")
                router.handle(.bridge(message))
            }
            #expect(name(router.choice) == step.toolbar, "step \(index + 1): \(step.action) \(step.field ?? "")")
            #expect(router.state.fieldText == step.fieldText, "step \(index + 1): \(step.action) \(step.field ?? "")")
        }
    }

    @Test("the example's files read without problems, and every toolbar the page names shows a button")
    func exampleFiles() throws {
        let session = try loadSession()
        let toolbars = ToolbarFolder(folder: Self.example, policy: URLPolicy(allowedCustomSchemes: ["keysmith-demo"]))
        let names = Set(
            ([session.page.body] + session.page.fields.values.compactMap { $0.attributes })
                .compactMap { $0["data-keyboard-toolbar"] })
        #expect(names == ["CommentToolbar", "SearchToolbar"])
        for name in names {
            let result = toolbars.load(name)
            #expect(result.diagnostics.isEmpty, "\(name)")
            let toolbar = try #require(result.value, "\(name)")
            #expect(!AccessoryToolbarItems(toolbar).items.isEmpty, "\(name)")
        }
        let html = try String(contentsOf: Self.example.appendingPathComponent("example.html"), encoding: .utf8)
        for name in names { #expect(html.contains("data-keyboard-toolbar=\"\(name)\""), "\(name)") }
    }

    @Test("keyboard-toolbar.js posts to the handler and component the native side listens for")
    func scriptNames() throws {
        let script = try String(contentsOf: Self.example.appendingPathComponent("keyboard-toolbar.js"), encoding: .utf8)
        #expect(script.contains("var HANDLER_NAME = \"\(BridgeMessage.scriptMessageHandlerName)\";"))
        #expect(script.contains("var COMPONENT = \"\(BridgeMessage.keyboardToolbarComponent)\";"))
        for event in KeyboardToolbarEvent.allCases { #expect(script.contains("\"\(event.rawValue)\""), "\(event)") }
        #expect(script.contains("data.\(KeyboardToolbarEvent.fieldTextKey) = "))
        #expect(script.contains("data.\(PathRule.keyboardToolbarProperty) = "))
        #expect(script.contains("data.\(PathRule.defaultToolbarProperty) = "))
    }
}
