import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

/// The loader against a real HTTP server on 127.0.0.1, with a file cache in a temporary folder.
@Suite("Loading path configuration from a file, data and a server with a cache")
struct PathConfigurationLoaderTests {
    static let signin = #"{"rules": [{"patterns": ["/signin$"], "properties": {"default_toolbar": false}}]}"#
    static let comments =
        #"{"rules": [{"patterns": ["/comments/new$"], "properties": {"keyboard_toolbar": "CommentToolbar"}}]}"#

    let cache: FileCache
    let loader: PathConfigurationLoader

    init() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "keysmith-cache-\(UUID().uuidString)")
        cache = FileCache(folder: folder)
        loader = PathConfigurationLoader(fetcher: URLSessionHTTPFetcher(timeout: 5), cache: cache)
    }

    func states(_ sources: [PathConfigurationSource]) async -> [PathConfigurationState] {
        var states: [PathConfigurationState] = []
        for await state in loader.updates(from: sources, startingFrom: PathConfigurationState()) {
            states.append(state)
        }
        return states
    }

    func choice(_ state: PathConfigurationState?, _ path: String) -> AccessoryToolbarChoice? {
        guard let state, let url = URL(string: "https://example.com" + path) else { return nil }
        return state.rules.toolbarChoice(for: url)
    }

    func cached(_ url: URL) throws -> String? {
        try cache.cachedDocument(for: url).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("first start: the server's document comes into force and is cached")
    func firstLoad() async throws {
        let server = try LoopbackHTTPServer(responses: [.ok(Self.signin)])
        defer { server.stop() }
        let url = server.url("/configurations/ios_v1.json")

        let states = await states([.server(url)])
        #expect(states.count == 1)
        #expect(states.last?.origin == .server(url))
        #expect(choice(states.last, "/signin") == AccessoryToolbarChoice.none)
        #expect(states.last?.diagnostics == [])
        #expect(server.requestedPaths == ["/configurations/ios_v1.json"])
        #expect(try cached(url) == Self.signin)
    }

    @Test("next start: the cached copy is in force at once, then the download replaces it and the cache")
    func cachedFirst() async throws {
        let server = try LoopbackHTTPServer(responses: [.ok(Self.comments)])
        defer { server.stop() }
        let url = server.url("/path-configuration.json")
        try cache.store(Data(Self.signin.utf8), for: url)

        let states = await states([.server(url)])
        #expect(states.map(\.origin) == [.cache(of: url), .server(url)])
        #expect(choice(states.first, "/signin") == AccessoryToolbarChoice.none)
        #expect(choice(states.last, "/signin") == .system)
        #expect(choice(states.last, "/posts/1/comments/new") == .keysmith("CommentToolbar"))
        #expect(try cached(url) == Self.comments)
    }

    @Test("the bundled file first, then the server's cached copy, then the download")
    func bundledThenServer() async throws {
        let server = try LoopbackHTTPServer(responses: [.ok(Self.comments)])
        defer { server.stop() }
        let url = server.url("/path-configuration.json")
        try cache.store(Data(Self.signin.utf8), for: url)
        let bundled = cache.folder.appendingPathComponent("bundled.json")
        try Data(#"{"rules": [{"patterns": [".*"], "properties": {"default_toolbar": false}}]}"#.utf8).write(
            to: bundled)

        let states = await states([.file(bundled), .server(url)])
        #expect(states.map(\.origin) == [.file(bundled), .cache(of: url), .server(url)])
        #expect(choice(states.first, "/anything") == AccessoryToolbarChoice.none)
        #expect(choice(states.last, "/anything") == .system)
    }

    @Test("connection refused: the cached configuration stays in force and stays cached")
    func connectionRefused() async throws {
        let url = try LoopbackHTTPServer.refusedURL()
        try cache.store(Data(Self.signin.utf8), for: url)

        let final = await loader.load([.server(url)], startingFrom: PathConfigurationState())
        #expect(final.origin == .cache(of: url))
        #expect(choice(final, "/signin") == AccessoryToolbarChoice.none)
        let report = try #require(final.reports.last)
        #expect(report.origin == .server(url))
        #expect(!report.isAccepted)
        #expect(report.diagnostics.count == 1)
        #expect(report.diagnostics.first?.message.hasPrefix("cannot reach the server: ") == true)
        #expect(report.diagnostics.first?.message.hasSuffix("; the path configuration in force is kept") == true)
        #expect(try cached(url) == Self.signin)
    }

    @Test("HTTP 500: the cached configuration stays, and the error page is not cached")
    func serverError() async throws {
        let server = try LoopbackHTTPServer(responses: [LoopbackHTTPServer.Response(status: 500, body: Self.comments)])
        defer { server.stop() }
        let url = server.url("/path-configuration.json")
        try cache.store(Data(Self.signin.utf8), for: url)

        let final = await loader.load([.server(url)], startingFrom: PathConfigurationState())
        #expect(final.origin == .cache(of: url))
        #expect(choice(final, "/signin") == AccessoryToolbarChoice.none)
        #expect(
            final.diagnostics.map(\.message) == [
                "the server answered HTTP 500 instead of 200; the path configuration in force is kept"
            ])
        #expect(try cached(url) == Self.signin)
    }

    @Test("a broken document: the cached configuration stays and the cache is not overwritten")
    func brokenDocument() async throws {
        let server = try LoopbackHTTPServer(responses: [.ok(#"{"rules": [{"patterns": ["/new$"] "properties": {}}]}"#)])
        defer { server.stop() }
        let url = server.url("/path-configuration.json")
        try cache.store(Data(Self.signin.utf8), for: url)

        let final = await loader.load([.server(url)], startingFrom: PathConfigurationState())
        #expect(final.origin == .cache(of: url))
        #expect(choice(final, "/signin") == AccessoryToolbarChoice.none)
        let diagnostic = try #require(final.diagnostics.first)
        #expect(diagnostic.file == url.absoluteString)
        #expect((diagnostic.line, diagnostic.column) == (1, 35))
        #expect(diagnostic.severity == .error)
        #expect(try cached(url) == Self.signin)
    }

    @Test("no cache and a failing server: no rules, the system toolbar everywhere, nothing cached")
    func nothingAtAll() async throws {
        let url = try LoopbackHTTPServer.refusedURL()
        let final = await loader.load([.server(url)], startingFrom: PathConfigurationState())
        #expect(final.origin == nil)
        #expect(final.rules == .empty)
        #expect(choice(final, "/signin") == .system)
        #expect(try cached(url) == nil)
    }

    @Test("a file that cannot be read and bad data leave the previous configuration in force")
    func unreadableSources() async throws {
        let missing = cache.folder.appendingPathComponent("missing.json")
        let states = await states([
            .data(Data(Self.signin.utf8), name: "inline"),
            .file(missing),
            .data(Data("[]".utf8), name: "array"),
        ])
        #expect(states.count == 3)
        #expect(states.allSatisfy { $0.origin == .data(name: "inline") })
        #expect(choice(states.last, "/signin") == AccessoryToolbarChoice.none)
        #expect(states.last?.reports.map(\.isAccepted) == [true, false, false])
        #expect(states.last?.reports[1].diagnostics.first?.message.hasPrefix("cannot read the file: ") == true)
        #expect(
            states.last?.reports[2].diagnostics.first?.message
                == "expected a path configuration (a JSON object) but found an array")
    }
}

@Suite("The file cache of server documents")
struct FileCacheTests {
    @Test("one file per server URL, replaced atomically; nothing cached reads as nil")
    func files() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "keysmith-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = FileCache(folder: folder)
        let v1 = try #require(URL(string: "https://example.com/configurations/ios_v1.json"))
        let v2 = try #require(URL(string: "https://other.example/configurations/ios_v1.json"))

        #expect(try cache.cachedDocument(for: v1) == nil)
        try cache.store(Data("one".utf8), for: v1)
        try cache.store(Data("two".utf8), for: v1)
        try cache.store(Data("other".utf8), for: v2)
        #expect(try cache.cachedDocument(for: v1) == Data("two".utf8))
        #expect(try cache.cachedDocument(for: v2) == Data("other".utf8))
        #expect(cache.fileURL(for: v1) != cache.fileURL(for: v2))
        // No temporary files are left behind.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == [cache.fileURL(for: v1).lastPathComponent, cache.fileURL(for: v2).lastPathComponent].sorted())
        #expect(FileCache.fingerprint("") == "cbf29ce484222325")
    }
}
