import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Which path configuration is in force: the decisions, without I/O")
struct PathConfigurationStateTests {
    static let server = URL(string: "https://example.com/configurations/ios_v1.json") ?? URL(fileURLWithPath: "/")
    static let bundled = URL(fileURLWithPath: "/App/path-configuration.json")

    // Made anew for each use: a Data kept in a global until the process exits is reported by
    // LeakSanitizer, which cannot see its storage behind the enum case sharing the pointer's top byte.
    static var signinDocument: Data {
        Data(#"{"rules": [{"patterns": ["/signin$"], "properties": {"default_toolbar": false}}]}"#.utf8)
    }
    static var commentDocument: Data {
        Data(#"{"rules": [{"patterns": ["/new$"], "properties": {"keyboard_toolbar": "CommentToolbar"}}]}"#.utf8)
    }

    static func choice(_ state: PathConfigurationState, _ path: String) -> AccessoryToolbarChoice {
        state.rules.toolbarChoice(for: URL(string: "https://example.com" + path) ?? URL(fileURLWithPath: "/"))
    }

    @Test("a good document comes into force; only one from a server is cached")
    func goodDocuments() {
        var state = PathConfigurationState()
        #expect(state.rules == .empty)
        #expect(state.origin == nil)

        #expect(state.receive(.document(Self.signinDocument, from: .file(Self.bundled))) == [])
        #expect(state.origin == .file(Self.bundled))
        #expect(Self.choice(state, "/signin") == AccessoryToolbarChoice.none)

        #expect(state.receive(.document(Self.commentDocument, from: .cache(of: Self.server))) == [])
        #expect(state.origin == .cache(of: Self.server))

        #expect(
            state.receive(.document(Self.signinDocument, from: .server(Self.server))) == [
                .cache(Self.signinDocument, for: Self.server)
            ])
        #expect(state.origin == .server(Self.server))
        #expect(Self.choice(state, "/signin") == AccessoryToolbarChoice.none)
        #expect(Self.choice(state, "/posts/new") == .system)
        #expect(state.reports.map(\.origin) == [.file(Self.bundled), .cache(of: Self.server), .server(Self.server)])
        #expect(state.reports.allSatisfy { $0.isAccepted })
        #expect(state.diagnostics.isEmpty)
    }

    @Test("a document with errors is neither used nor cached; its diagnostics say where")
    func badDocuments() throws {
        var state = PathConfigurationState()
        _ = state.receive(.document(Self.signinDocument, from: .file(Self.bundled)))
        let broken = Data("{\"rules\": [\n  {\"patterns\": [\"*/edit\"], \"properties\": {}}\n]}".utf8)
        #expect(state.receive(.document(broken, from: .server(Self.server))) == [])
        #expect(state.origin == .file(Self.bundled))
        #expect(Self.choice(state, "/signin") == AccessoryToolbarChoice.none)

        let report = try #require(state.reports.last)
        #expect(report.origin == .server(Self.server))
        #expect(!report.isAccepted)
        #expect(
            report.diagnostics.map(\.description) == [
                "https://example.com/configurations/ios_v1.json:2:17: error: \"*/edit\" is not a valid regular expression, so the rule never matches through it: the \"*\" at character 1 has nothing to repeat; patterns are regular expressions, not wildcards: write \".*\" for any text"
            ])

        #expect(state.receive(.document(Data("{\"rules\": [".utf8), from: .data(name: "inline"))) == [])
        #expect(state.reports.last?.diagnostics.first?.description.hasPrefix("inline:1:12: error: ") == true)
        #expect(state.origin == .file(Self.bundled))
    }

    @Test("warnings do not stop a document; they are kept in its report")
    func warnings() {
        var state = PathConfigurationState()
        let document = Data(
            #"{"rules": [{"patterns": ["/new$"], "properties": {"keyboard_toolbar": "Comment.json", "default_toolbar": false}}]}"#
                .utf8)
        #expect(state.receive(.document(document, from: .server(Self.server))) == [.cache(document, for: Self.server)])
        #expect(Self.choice(state, "/posts/new") == .keysmith("Comment"))
        #expect(state.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(state.reports.first?.isAccepted == true)
    }

    @Test("a failure keeps the configuration in force and says why")
    func failures() {
        var state = PathConfigurationState()
        _ = state.receive(.document(Self.signinDocument, from: .cache(of: Self.server)))
        #expect(
            state.receive(.failure(reason: "the server answered HTTP 500 instead of 200", from: .server(Self.server)))
                == [])
        #expect(state.origin == .cache(of: Self.server))
        #expect(
            state.diagnostics.map(\.description) == [
                "https://example.com/configurations/ios_v1.json:1:1: error: the server answered HTTP 500 instead of 200; the path configuration in force is kept"
            ])
        // A later success from the same origin replaces its report.
        _ = state.receive(.document(Self.commentDocument, from: .server(Self.server)))
        #expect(state.reports.count == 2)
        #expect(state.diagnostics.isEmpty)
    }

    @Test("query matching carries over to every new document; a cache failure is a warning")
    func keepsSettings() {
        var state = PathConfigurationState(matchQueryStrings: true)
        _ = state.receive(.document(Self.signinDocument, from: .server(Self.server)))
        #expect(state.rules.matchQueryStrings)
        state.cacheFailed(for: Self.server, reason: "disk full")
        #expect(
            state.diagnostics.map(\.description) == [
                "https://example.com/configurations/ios_v1.json:1:1: warning: the configuration is in force but could not be cached for the next start: disk full"
            ])
    }
}
