import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("URL policy: web pages and the app's own schemes, nothing else")
struct URLPolicyTests {
    let policy = URLPolicy(allowedCustomSchemes: ["MyApp", "javascript", "HTTPS"])

    func problem(_ text: String, _ policy: URLPolicy) throws -> LinkProblem? {
        policy.problem(opening: try #require(URL(string: text)))
    }

    @Test(
        "http and https pages with a host are opened",
        arguments: ["https://example.com", "http://example.com/a?b=c#d", "HTTPS://EXAMPLE.COM/"])
    func webPages(text: String) throws {
        #expect(try problem(text, URLPolicy()) == nil)
        #expect(try problem(text, policy) == nil)
    }

    @Test("an http(s) link without a host is not", arguments: ["https:///path", "https:example.com"])
    func missingHost(text: String) throws {
        #expect(try problem(text, URLPolicy()) == .missingHost)
    }

    @Test("the app's declared schemes are opened, in any case; other schemes are not")
    func customSchemes() throws {
        #expect(policy.allowedCustomSchemes == ["myapp"])
        #expect(try problem("myapp://search?q=x", policy) == nil)
        #expect(try problem("MYAPP:compose", policy) == nil)
        #expect(try problem("myapp://search", URLPolicy()) == .undeclaredScheme("myapp"))
        #expect(try problem("otherapp://search", policy) == .undeclaredScheme("otherapp"))
        #expect(try problem("mailto:a@example.com", policy) == .undeclaredScheme("mailto"))
        #expect(try problem("ftp://example.com/file", policy) == .undeclaredScheme("ftp"))
    }

    @Test(
        "javascript:, file:, data: and the other forbidden schemes are never opened, even when declared",
        arguments: [
            ("javascript:alert(1)", "javascript"), ("JavaScript:alert(document.cookie)", "javascript"),
            ("file:///etc/passwd", "file"), ("data:text/html,%3Cscript%3Ealert(1)%3C/script%3E", "data"),
            ("vbscript:msgbox(1)", "vbscript"), ("about:blank", "about"), ("blob:https://example.com/uuid", "blob"),
        ])
    func forbidden(text: String, scheme: String) throws {
        let declaringAll = URLPolicy(allowedCustomSchemes: [scheme, "myapp"])
        #expect(!declaringAll.allowedCustomSchemes.contains(scheme))
        #expect(try problem(text, declaringAll) == .forbiddenScheme(scheme))
        #expect(try problem(text, URLPolicy()) == .forbiddenScheme(scheme))
    }

    @Test("a relative link has no scheme and is not opened")
    func relative() throws {
        #expect(try problem("www.google.com", policy) == .notAbsoluteURL)
        #expect(try problem("/search?q=x", policy) == .notAbsoluteURL)
    }

    @Test("the schemes come from an Info.plist's CFBundleURLTypes; other shapes are skipped")
    func infoDictionary() {
        let info: [String: Any] = [
            "CFBundleURLTypes": [
                ["CFBundleURLName": "com.example.app", "CFBundleURLSchemes": ["myapp", "MyApp-Beta"]],
                ["CFBundleURLSchemes": "not-a-list"],
                ["CFBundleURLName": "no schemes"],
            ]
        ]
        #expect(URLPolicy(infoDictionary: info).allowedCustomSchemes == ["myapp", "myapp-beta"])
        #expect(URLPolicy(infoDictionary: [:]) == URLPolicy())
        #expect(URLPolicy(infoDictionary: ["CFBundleURLTypes": 3]).allowedCustomSchemes.isEmpty)
    }

    @Test(
        "every link button with a forbidden link is blocked, and the tap opens nothing",
        arguments: [ToolbarButtonType.webLink, .brand, .embeddedBrowser, .deeplink] + ToolbarButtonType.socialTypes)
    func blockedButtons(type: ToolbarButtonType) throws {
        for (text, problem) in [
            ("javascript:alert(1)", LinkProblem.forbiddenScheme("javascript")),
            ("file:///etc/passwd", .forbiddenScheme("file")),
            ("data:text/html,hi", .forbiddenScheme("data")),
            ("otherapp://x", .undeclaredScheme("otherapp")),
            ("www.example.com", .notAbsoluteURL),
        ] {
            let toolbar = ResolvedToolbar(
                Toolbar(items: [ToolbarItem(order: 1, buttonType: type, url: text)]), policy: policy)
            let action = try #require(toolbar.main.first?.action)
            #expect(action == .blocked(url: text, problem: problem), "\(type) \(text)")
            #expect(action.url(for: TextContext(beforeInput: "x")) == nil)
        }
    }

    @Test("each problem explains itself in a sentence")
    func messages() {
        #expect(
            LinkProblem.forbiddenScheme("javascript").description
                == "\"javascript:\" links are never opened by a keyboard")
        #expect(
            LinkProblem.undeclaredScheme("otherapp").description
                == "\"otherapp\" is not one of the app's URL schemes; only http, https and the app's own schemes are opened"
        )
        #expect(
            LinkProblem.notWebPage(scheme: "myapp").description
                == "the embedded browser shows only http(s) pages, not \"myapp:\" links")
    }
}
