import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Choosing the toolbar above the system keyboard: path rules and bridge messages")
struct AccessoryToolbarRouterTests {
    typealias State = AccessoryToolbarRouter.State

    static let rules = PathRuleSet(
        PathConfiguration(rules: [
            PathRule(patterns: ["/signin$"], properties: ["presentation": "modal", "default_toolbar": false]),
            PathRule(patterns: [#"^/posts/\d+/comments/new$"#], properties: ["keyboard_toolbar": "CommentToolbar"]),
        ]))

    static let posts = URL(string: "https://example.com/posts/1") ?? URL(fileURLWithPath: "/")
    static let signin = URL(string: "https://example.com/signin") ?? URL(fileURLWithPath: "/")
    static let comment = URL(string: "https://example.com/posts/1/comments/new") ?? URL(fileURLWithPath: "/")

    func message(
        _ event: String, on url: URL?, data: [String: JSONValue] = [:], component: String = "keyboard-toolbar"
    ) -> AccessoryToolbarRouter.Event {
        .bridge(
            BridgeMessage(
                id: UUID().uuidString, component: component, event: event,
                metadata: url.map { .init(url: $0.absoluteString) }, data: data))
    }

    /// Feeds `events` and returns the choice after each.
    func choices(_ events: [AccessoryToolbarRouter.Event], router: inout AccessoryToolbarRouter)
        -> [AccessoryToolbarChoice]
    {
        events.map { router.handle($0) }
    }

    @Test("before any visit: the system toolbar, and bridge messages are ignored")
    func beforeVisit() {
        var router = AccessoryToolbarRouter(rules: Self.rules)
        #expect(router.choice == .system)
        router.handle(message("connect", on: Self.posts, data: ["keyboard_toolbar": "A"]))
        #expect(router.state == State())
    }

    @Test("visits choose by path: seed 001's /signin removes the toolbar, other pages keep it")
    func visits() {
        var router = AccessoryToolbarRouter(rules: Self.rules)
        #expect(
            choices(
                [.visit(Self.posts), .visit(Self.signin), .visit(Self.comment), .visit(Self.posts)], router: &router)
                == [.system, .none, .keysmith("CommentToolbar"), .system])
        #expect(router.state == State(url: Self.posts, isPageActive: true, pathChoice: .system))
    }

    @Test("connect shows the page's toolbar; disconnect restores the path's choice")
    func connectDisconnect() {
        var router = AccessoryToolbarRouter(rules: Self.rules)
        router.handle(.visit(Self.signin))
        router.handle(message("connect", on: Self.signin, data: ["keyboard_toolbar": "FormToolbar"]))
        #expect(
            router.state
                == State(
                    url: Self.signin, isPageActive: true, pathChoice: .none, bridgeOverride: .keysmith("FormToolbar")))
        #expect(router.choice == .keysmith("FormToolbar"))

        router.handle(message("disconnect", on: Self.signin))
        #expect(router.state == State(url: Self.signin, isPageActive: true, pathChoice: .none))
        #expect(router.choice == AccessoryToolbarChoice.none)
    }

    @Test("connect can also remove or keep the system toolbar, as the article's form component does")
    func connectDefaultToolbar() {
        var router = AccessoryToolbarRouter(rules: Self.rules)
        router.handle(.visit(Self.posts))
        #expect(
            router.handle(message("connect", on: Self.posts, data: ["default_toolbar": false]))
                == AccessoryToolbarChoice.none)
        router.handle(.visit(Self.signin))
        #expect(router.handle(message("connect", on: Self.signin, data: ["default_toolbar": true])) == .system)
        // Data asking for nothing leaves the path's choice.
        #expect(
            router.handle(message("connect", on: Self.signin, data: ["submitTitle": "Sign in"]))
                == AccessoryToolbarChoice.none)
        #expect(router.state.bridgeOverride == nil)
    }

    @Test("focus switches the toolbar per field, over the page's; blur goes back to the page's")
    func focusBlur() {
        var router = AccessoryToolbarRouter(rules: Self.rules)
        let events: [AccessoryToolbarRouter.Event] = [
            .visit(Self.comment),
            message("focus", on: Self.comment, data: ["keyboard_toolbar": "Markup"]),
            message("blur", on: Self.comment),
            message("connect", on: Self.comment, data: ["keyboard_toolbar": "ReplyToolbar"]),
            message("focus", on: Self.comment, data: ["default_toolbar": false]),
            message("focus", on: Self.comment, data: ["keyboard_toolbar": "Emoji"]),
            message("focus", on: Self.comment),
            message("blur", on: Self.comment),
        ]
        #expect(
            choices(events, router: &router) == [
                .keysmith("CommentToolbar"), .keysmith("Markup"), .keysmith("CommentToolbar"),
                .keysmith("ReplyToolbar"),
                .none, .keysmith("Emoji"), .keysmith("ReplyToolbar"), .keysmith("ReplyToolbar"),
            ])
        #expect(
            router.state
                == State(
                    url: Self.comment, isPageActive: true, pathChoice: .keysmith("CommentToolbar"),
                    bridgeOverride: .keysmith("ReplyToolbar")))
    }

    @Test("disconnect drops the field's override too")
    func disconnectDropsField() {
        var router = AccessoryToolbarRouter(rules: Self.rules)
        router.handle(.visit(Self.posts))
        router.handle(message("connect", on: Self.posts, data: ["keyboard_toolbar": "A"]))
        router.handle(message("focus", on: Self.posts, data: ["keyboard_toolbar": "B"]))
        #expect(router.handle(message("disconnect", on: Self.posts)) == .system)
        #expect(router.state == State(url: Self.posts, isPageActive: true, pathChoice: .system))
    }

    @Test("the page going away restores the path's choice and ignores messages until the next visit")
    func pageWillDisappear() {
        var router = AccessoryToolbarRouter(rules: Self.rules)
        router.handle(.visit(Self.signin))
        router.handle(message("connect", on: Self.signin, data: ["keyboard_toolbar": "A"]))
        router.handle(message("focus", on: Self.signin, data: ["keyboard_toolbar": "B"]))
        #expect(router.handle(.pageWillDisappear) == AccessoryToolbarChoice.none)
        #expect(router.state == State(url: Self.signin, isPageActive: false, pathChoice: .none))

        #expect(
            router.handle(message("connect", on: Self.signin, data: ["keyboard_toolbar": "A"]))
                == AccessoryToolbarChoice.none)
        // Coming back is a visit: the page listens again.
        router.handle(.visit(Self.signin))
        #expect(router.handle(message("connect", on: Self.signin, data: ["keyboard_toolbar": "A"])) == .keysmith("A"))
    }

    @Test("a new visit drops the previous page's overrides")
    func visitDropsOverrides() {
        var router = AccessoryToolbarRouter(rules: Self.rules)
        router.handle(.visit(Self.posts))
        router.handle(message("connect", on: Self.posts, data: ["keyboard_toolbar": "A"]))
        router.handle(message("focus", on: Self.posts, data: ["keyboard_toolbar": "B"]))
        #expect(router.handle(.visit(Self.signin)) == AccessoryToolbarChoice.none)
        #expect(router.state == State(url: Self.signin, isPageActive: true, pathChoice: .none))
    }

    @Test("messages from another page, without a URL, of another component or with an unknown event change nothing")
    func ignoredMessages() throws {
        var router = AccessoryToolbarRouter(rules: Self.rules)
        router.handle(.visit(Self.posts))
        router.handle(message("connect", on: Self.posts, data: ["keyboard_toolbar": "A"]))
        let before = router.state
        let otherPage = try #require(URL(string: "https://example.com/posts/2"))
        let sameWithFragment = try #require(URL(string: "https://example.com/posts/1#comments"))
        for event in [
            message("disconnect", on: otherPage),
            message("disconnect", on: sameWithFragment),
            message("focus", on: Self.signin, data: ["keyboard_toolbar": "B"]),
            message("disconnect", on: nil),
            message("disconnect", on: Self.posts, component: "form"),
            message("submit", on: Self.posts, data: ["keyboard_toolbar": "C"]),
            message("CONNECT", on: Self.posts, data: ["keyboard_toolbar": "C"]),
        ] {
            #expect(router.handle(event) == .keysmith("A"))
            #expect(router.state == before)
        }
    }

    @Test("new rules take effect at the next visit")
    func replacingRules() {
        var router = AccessoryToolbarRouter(rules: Self.rules)
        router.handle(.visit(Self.posts))
        router.rules = PathRuleSet(
            PathConfiguration(rules: [PathRule(patterns: ["^/posts"], properties: ["default_toolbar": false])]))
        #expect(router.choice == .system)
        #expect(router.handle(.visit(Self.posts)) == AccessoryToolbarChoice.none)
    }

    @Test("a message decoded from the web's JSON drives the router")
    func decodedMessage() throws {
        var router = AccessoryToolbarRouter(rules: Self.rules)
        router.handle(.visit(Self.posts))
        let json =
            #"{"id":"1","component":"keyboard-toolbar","event":"connect","data":{"keyboard_toolbar":"Markup","metadata":{"url":"https://example.com/posts/1"}}}"#
        let message = try JSONDecoder().decode(BridgeMessage.self, from: Data(json.utf8))
        #expect(router.accepts(message))
        #expect(router.handle(.bridge(message)) == .keysmith("Markup"))
    }
}

@Suite("The focused field's text and visits with the app's own path properties")
struct AccessoryToolbarRouterFieldTextTests {
    typealias State = AccessoryToolbarRouter.State

    static let rules = AccessoryToolbarRouterTests.rules
    static let posts = AccessoryToolbarRouterTests.posts
    static let signin = AccessoryToolbarRouterTests.signin

    func message(_ event: String, on url: URL, data: [String: JSONValue] = [:]) -> AccessoryToolbarRouter.Event {
        .bridge(
            BridgeMessage(
                id: UUID().uuidString, component: "keyboard-toolbar", event: event,
                metadata: .init(url: url.absoluteString),
                data: data))
    }

    @Test("focus keeps the field's text, and each focus replaces it; blur drops it")
    func focusText() {
        var router = AccessoryToolbarRouter(rules: Self.rules)
        router.handle(.visit(Self.posts))
        router.handle(message("focus", on: Self.posts, data: ["keyboard_toolbar": "Search", "text": ""]))
        #expect(router.state.fieldText == "")
        router.handle(message("focus", on: Self.posts, data: ["keyboard_toolbar": "Search", "text": "sushi"]))
        #expect(
            router.state
                == State(
                    url: Self.posts, isPageActive: true, pathChoice: .system, fieldOverride: .keysmith("Search"),
                    fieldText: "sushi"))
        router.handle(message("focus", on: Self.posts, data: ["keyboard_toolbar": "Search"]))
        #expect(router.state.fieldText == nil)
        router.handle(message("focus", on: Self.posts, data: ["text": "again"]))
        router.handle(message("blur", on: Self.posts))
        #expect(router.state == State(url: Self.posts, isPageActive: true, pathChoice: .system))
    }

    @Test("text that is not a string is no text")
    func textNotString() {
        var router = AccessoryToolbarRouter(rules: Self.rules)
        router.handle(.visit(Self.posts))
        router.handle(message("focus", on: Self.posts, data: ["text": 42]))
        #expect(router.state.fieldText == nil)
    }

    @Test(
        "disconnect, the page going away and the next visit drop the field's text",
        arguments: ["disconnect", "pageWillDisappear", "visit"])
    func textDropped(event: String) {
        var router = AccessoryToolbarRouter(rules: Self.rules)
        router.handle(.visit(Self.posts))
        router.handle(message("focus", on: Self.posts, data: ["text": "draft"]))
        switch event {
        case "disconnect": router.handle(message("disconnect", on: Self.posts))
        case "pageWillDisappear": router.handle(.pageWillDisappear)
        default: router.handle(.visit(Self.signin))
        }
        #expect(router.state.fieldText == nil)
    }

    @Test("a visit with the app's properties chooses from them, not from the router's rules")
    func visitWithProperties() {
        var router = AccessoryToolbarRouter(rules: Self.rules)
        #expect(router.handle(.visitWithProperties(Self.signin, [:])) == .system)
        #expect(
            router.handle(.visitWithProperties(Self.posts, ["default_toolbar": false])) == AccessoryToolbarChoice.none)
        #expect(router.state == State(url: Self.posts, isPageActive: true, pathChoice: .none))
        #expect(
            router.handle(.visitWithProperties(Self.posts, ["keyboard_toolbar": "A", "default_toolbar": false]))
                == .keysmith("A"))
        // The page's messages count as after any visit.
        #expect(router.handle(message("connect", on: Self.posts, data: ["keyboard_toolbar": "B"])) == .keysmith("B"))
    }

    @Test("Turbo's and Hotwire Native's properties: a string keyboard_toolbar and default_toolbar read as Bool")
    func hotwireProperties() {
        let properties: [String: Any] = [
            "keyboard_toolbar": "CommentToolbar", "default_toolbar": false, "presentation": "modal",
            "context": "default",
        ]
        #expect(
            AccessoryToolbarChoice.toolbarProperties(in: properties) == [
                "keyboard_toolbar": "CommentToolbar", "default_toolbar": false,
            ])
        #expect(AccessoryToolbarChoice.toolbarProperties(in: ["default_toolbar": true]) == ["default_toolbar": true])
        #expect(
            AccessoryToolbarChoice.toolbarProperties(in: ["default_toolbar": "false", "keyboard_toolbar": 3]) == [:])
        #expect(
            AccessoryToolbarChoice.toolbarProperties(in: ["default_toolbar": NSNumber(value: false)]) == [
                "default_toolbar": false
            ])
        #expect(AccessoryToolbarChoice.toolbarProperties(in: [:]) == [:])
    }
}
