import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Matching paths with Turbo/Hotwire Native iOS semantics")
struct PathRuleSetTests {
    func rules(_ text: String, matchQueryStrings: Bool = false) throws -> PathRuleSet {
        let configuration = try #require(PathConfiguration.load(text: text).value)
        return PathRuleSet(configuration, matchQueryStrings: matchQueryStrings)
    }

    func url(_ text: String) throws -> URL {
        try #require(URL(string: text))
    }

    /// The configuration of the Hotwire Native documentation: a base rule, then overrides.
    static let layered = """
        {
          "rules": [
            {"patterns": [".*"], "properties": {"context": "default", "pull_to_refresh_enabled": true, "style": {"tint": "blue"}}},
            {"patterns": ["/new$", "/edit$"], "properties": {"context": "modal", "pull_to_refresh_enabled": false}},
            {"patterns": ["/comments/new$"], "properties": {"keyboard_toolbar": "CommentToolbar", "style": {"bar": "compact"}}}
          ]
        }
        """

    @Test("every matching rule applies in file order, a later rule replacing an earlier property key by key")
    func layeredRules() throws {
        let rules = try rules(Self.layered)
        #expect(
            rules.properties(for: try url("https://example.com/posts")) == [
                "context": "default", "pull_to_refresh_enabled": true, "style": ["tint": "blue"],
            ])
        #expect(
            rules.properties(for: try url("https://example.com/posts/new")) == [
                "context": "modal", "pull_to_refresh_enabled": false, "style": ["tint": "blue"],
            ])
        // Three rules match; an object property is replaced whole, not merged.
        #expect(rules.matchingRuleIndices(for: try url("https://example.com/posts/1/comments/new")) == [0, 1, 2])
        #expect(
            rules.properties(for: try url("https://example.com/posts/1/comments/new")) == [
                "context": "modal", "pull_to_refresh_enabled": false, "keyboard_toolbar": "CommentToolbar",
                "style": ["bar": "compact"],
            ])
    }

    @Test("a later rule can take a property back with null")
    func nullOverrides() throws {
        let rules = try rules(
            """
            {"rules": [
              {"patterns": ["^/posts"], "properties": {"keyboard_toolbar": "PostToolbar"}},
              {"patterns": ["/preview$"], "properties": {"keyboard_toolbar": null}}
            ]}
            """)
        #expect(rules.toolbarChoice(for: try url("https://example.com/posts/1")) == .keysmith("PostToolbar"))
        #expect(rules.properties(for: try url("https://example.com/posts/1/preview")) == ["keyboard_toolbar": nil])
        #expect(rules.toolbarChoice(for: try url("https://example.com/posts/1/preview")) == .system)
    }

    @Test("the root: / is the path of https://example.com/, and the empty path is that of https://example.com")
    func rootPaths() throws {
        let rules = try rules(
            """
            {"rules": [
              {"patterns": ["^/$"], "properties": {"page": "root"}},
              {"patterns": ["^$"], "properties": {"page": "bare host"}}
            ]}
            """)
        #expect(rules.properties(for: try url("https://example.com/")) == ["page": "root"])
        #expect(rules.properties(for: try url("https://example.com")) == ["page": "bare host"])
        #expect(rules.properties(for: try url("https://example.com/?tab=1")) == ["page": "root"])
        #expect(rules.properties(for: try url("https://example.com/posts")) == [:])
    }

    @Test("patterns are searched, not anchored, and are case-sensitive")
    func searchedAndCaseSensitive() throws {
        let rules = try rules(#"{"rules": [{"patterns": ["edit"], "properties": {"found": true}}]}"#)
        #expect(rules.properties(for: try url("https://example.com/posts/1/edit/history")) == ["found": true])
        #expect(rules.properties(for: try url("https://example.com/posts/1/Edit")) == [:])
    }

    @Test("the path is percent-decoded and loses a trailing slash, as URL.path gives it")
    func pathForm() throws {
        let rules = try rules(#"{"rules": [{"patterns": ["^/my posts$"], "properties": {"found": true}}]}"#)
        #expect(rules.matchedText(for: try url("https://example.com/my%20posts/")) == "/my posts")
        #expect(rules.properties(for: try url("https://example.com/my%20posts/")) == ["found": true])
    }

    @Test("no rule matches: no properties, the system toolbar")
    func noMatch() throws {
        let rules = try rules(Self.layered.replacingOccurrences(of: #"[".*"]"#, with: #"["^/feed$"]"#))
        let page = try url("https://example.com/settings")
        #expect(rules.properties(for: page) == [:])
        #expect(rules.matchingRuleIndices(for: page) == [])
        #expect(rules.toolbarChoice(for: page) == .system)
        #expect(PathRuleSet.empty.properties(for: page) == [:])
    }

    @Test("query strings join the matched text only when they are matched")
    func queryStrings() throws {
        let text =
            #"{"rules": [{"patterns": [".*\\?.*external=true.*"], "properties": {"open_externally": true}}, {"patterns": ["/new$"], "properties": {"context": "modal"}}]}"#
        let pathOnly = try rules(text)
        let withQuery = try rules(text, matchQueryStrings: true)
        let pdf = try url("https://example.com/sample.pdf?external=true")
        let new = try url("https://example.com/tickets/new?state=open")

        #expect(pathOnly.matchedText(for: pdf) == "/sample.pdf")
        #expect(pathOnly.properties(for: pdf) == [:])
        #expect(pathOnly.properties(for: new) == ["context": "modal"])

        #expect(withQuery.matchedText(for: pdf) == "/sample.pdf?external=true")
        #expect(withQuery.properties(for: pdf) == ["open_externally": true])
        // With the query matched, "/new$" no longer ends the text.
        #expect(withQuery.properties(for: new) == [:])
        // An empty query still adds "?"; no query adds nothing.
        #expect(withQuery.matchedText(for: try url("https://example.com/search?")) == "/search?")
        #expect(withQuery.matchedText(for: try url("https://example.com/search")) == "/search")
        // The query stays percent-encoded.
        #expect(withQuery.matchedText(for: try url("https://example.com/a?q=two%20words")) == "/a?q=two%20words")
    }

    @Test("a pattern that does not compile is skipped; the rule's other patterns still match")
    func badPatternSkipped() throws {
        let configuration = PathConfiguration(rules: [
            PathRule(patterns: ["*/edit", "/new$"], properties: ["default_toolbar": false]),
            PathRule(patterns: ["(unclosed"], properties: ["never": true]),
        ])
        #expect(configuration.rules[0].patterns[0].isValid == false)
        let rules = PathRuleSet(configuration)
        #expect(rules.properties(for: try url("https://example.com/posts/new")) == ["default_toolbar": false])
        #expect(rules.properties(for: try url("https://example.com/posts/1/edit")) == [:])
        #expect(rules.properties(for: try url("https://example.com/(unclosed")) == [:])
    }

    @Test("the embedded default configuration chooses the toolbar page by page")
    func embeddedDefaults() throws {
        let folder = try #require(EmbeddedDefaults.folder)
        let configuration = try #require(
            PathConfiguration.load(contentsOf: folder.appendingPathComponent("PathConfiguration.json")).cleanValue)
        let rules = PathRuleSet(configuration)
        #expect(rules.toolbarChoice(for: try url("https://example.com/posts")) == .system)
        #expect(rules.toolbarChoice(for: try url("https://example.com/posts/new")) == AccessoryToolbarChoice.none)
        #expect(rules.toolbarChoice(for: try url("https://example.com/signin")) == AccessoryToolbarChoice.none)
        #expect(rules.toolbarChoice(for: try url("https://example.com/posts/3/comments/new")) == .keysmith("Toolbar"))
        #expect(
            rules.toolbarChoice(for: try url("https://example.com/posts/3/comments/12/edit")) == .keysmith("Toolbar"))
    }
}

@Suite("The toolbar a page's properties ask for")
struct AccessoryToolbarChoiceTests {
    @Test(
        "keyboard_toolbar wins, default_toolbar false removes the toolbar, anything else keeps the system one",
        arguments: [
            ([:], AccessoryToolbarChoice.system),
            (["default_toolbar": true], .system),
            (["default_toolbar": false], .none),
            (["default_toolbar": "false"], .system),
            (["default_toolbar": nil], .system),
            (["keyboard_toolbar": "CommentToolbar"], .keysmith("CommentToolbar")),
            (["keyboard_toolbar": "CommentToolbar", "default_toolbar": false], .keysmith("CommentToolbar")),
            (["keyboard_toolbar": "CommentToolbar.json", "default_toolbar": true], .keysmith("CommentToolbar")),
            (["keyboard_toolbar": "", "default_toolbar": false], .none),
            (["keyboard_toolbar": "toolbars/Comment"], .system),
            (["keyboard_toolbar": 3, "default_toolbar": false], .none),
        ] as [([String: JSONValue], AccessoryToolbarChoice)])
    func choice(properties: [String: JSONValue], expected: AccessoryToolbarChoice) {
        #expect(AccessoryToolbarChoice(properties: properties) == expected)
    }

    @Test("properties that ask for nothing request nothing")
    func requested() {
        #expect(AccessoryToolbarChoice.requested(by: [:]) == nil)
        #expect(AccessoryToolbarChoice.requested(by: ["presentation": "modal"]) == nil)
        #expect(AccessoryToolbarChoice.requested(by: ["default_toolbar": true]) == .system)
        #expect(AccessoryToolbarChoice.keysmith("A").keysmithToolbarName == "A")
        #expect(AccessoryToolbarChoice.system.keysmithToolbarName == nil)
    }
}
