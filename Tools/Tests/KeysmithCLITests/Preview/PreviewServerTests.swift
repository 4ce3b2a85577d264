import Foundation
@_spi(Tooling) import KeysmithCore
import Testing

@testable import KeysmithCLI

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("keysmith preview: the server", .serialized)
struct PreviewServerTests {
    @Test(
        "only loopback names are accepted as the Host",
        arguments: [
            ("127.0.0.1:7474", true), ("localhost:7474", true), ("LOCALHOST", true), ("[::1]:80", true),
            ("127.0.0.1", true),
            ("evil.example:7474", false), ("127.0.0.1.evil.example", false), ("localhost:74a", false),
            ("localhost:", false),
            ("[::1]x", false), ("", false), ("127.0.0.1:7474@evil", false),
        ])
    func loopback(authority: String, accepted: Bool) {
        #expect(LoopbackHost.accepts(authority: authority) == accepted)
    }

    @Test(
        "`keysmith preview --port 0` serves the page on 127.0.0.1 with a strict policy, and a session over a WebSocket",
        .timeLimit(.minutes(1)))
    func smoke() async throws {
        let folder = try PreviewFixtures.defaultsCopy()
        let server = try ServerProcess(["preview", "--port", "0", folder.path])
        defer { server.stop() }
        let url = try #require(try await server.url(within: .seconds(20)), "no URL printed: \(server.standardError)")
        #expect(url.absoluteString.hasPrefix("http://127.0.0.1:"))
        let port = try #require(url.port)

        let (page, response) = try await URLSession.shared.data(from: url)
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 200)
        #expect(http.value(forHTTPHeaderField: "Content-Type") == "text/html; charset=utf-8")
        let policy = try #require(http.value(forHTTPHeaderField: "Content-Security-Policy"))
        #expect(policy.hasPrefix("default-src 'self'; connect-src 'self' ws://127.0.0.1:\(port);"))
        let html = String(decoding: page, as: UTF8.self)
        #expect(html.contains(#"<script src="/preview.js" defer></script>"#))
        // The page comes with the keyboard's first picture, before any WebSocket.
        #expect(html.contains(#"<div id="picture" class="picture" data-layout="English""#))
        #expect(html.contains(#"<g class="key""#))
        for (path, type) in [
            ("preview.js", "text/javascript; charset=utf-8"), ("preview-show.js", "text/javascript; charset=utf-8"),
            ("preview.css", "text/css; charset=utf-8"),
            ("icon.svg", "image/svg+xml"),
        ] {
            let (_, asset) = try await URLSession.shared.data(from: url.appendingPathComponent(path))
            #expect((asset as? HTTPURLResponse)?.statusCode == 200)
            #expect((asset as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") == type)
        }
        let (_, missing) = try await URLSession.shared.data(from: url.appendingPathComponent("nothing-here"))
        #expect((missing as? HTTPURLResponse)?.statusCode == 404)

        // A request addressed to another host name (DNS rebinding) is refused.
        let rebound = try LoopbackClient(port: port).request(
            "/", headers: [("Host", "evil.example:\(port)"), ("Connection", "close")])
        #expect(rebound.status == 421)

        // A session: the opening messages, then a key and its document.
        let session = try LoopbackClient(port: port)
        try session.openWebSocket("/session", port: port)
        let opening = try (0..<5).map { _ in try session.receive() }
        #expect(opening.map(Self.type) == ["welcome", "settings", "config", "frame", "document"])
        try session.send(#"{"v": 1, "type": "key", "key": "K", "t": 1}"#)
        var replies: [String] = []
        while !replies.contains(where: { Self.type($0) == "document" }) { replies.append(try session.receive()) }
        #expect(replies.contains { $0.contains(#""text":"K""#) })
        try session.send("not json")
        var answers: [String] = []
        while answers.count < 5, !answers.contains(where: { Self.type($0) == "error" }) {
            answers.append(try session.receive())
        }
        #expect(answers.map(Self.type).last == "error")

        // A page from elsewhere may not open a session; this server's own page may. The upgrade
        // refuses with 400, as the protocol's page says.
        let refusal = #expect(throws: LoopbackClient.Failure.self) {
            try LoopbackClient(port: port).openWebSocket("/session", port: port, origin: "http://evil.example")
        }
        #expect(refusal?.description == "the WebSocket was refused with status 400")
        try LoopbackClient(port: port).openWebSocket("/session", port: port, origin: "http://127.0.0.1:\(port)")

        // Saving a file reaches the open session.
        try PreviewFixtures.edit(
            folder.appendingPathComponent("English.json"), replacing: #"{"text": "z""#, with: #"{"text": "ʐ""#)
        var reload: [String] = []
        while !reload.contains(where: { Self.type($0) == "frame" }) { reload.append(try session.receive()) }
        #expect(reload.contains { $0.contains(">ʐ</text>") })
    }

    @Test(
        "a text message that is not UTF-8 closes the session with 1007, as RFC 6455 §8.1 says; UTF-8 split across fragments is read whole",
        .timeLimit(.minutes(1)))
    func invalidUTF8() async throws {
        let server = try ServerProcess(["preview", "--port", "0"])
        defer { server.stop() }
        let url = try #require(try await server.url(within: .seconds(20)), "no URL printed: \(server.standardError)")
        let port = try #require(url.port)
        let session = try LoopbackClient(port: port)
        try session.openWebSocket("/session", port: port)
        let opening = try (0..<5).map { _ in try session.receive() }
        #expect(opening.map(Self.type) == ["welcome", "settings", "config", "frame", "document"])

        // `é` is two bytes; the first fragment ends between them.
        let document = Array(#"{"v": 1, "type": "document", "text": "é", "selection": {"start": 1, "end": 1}}"#.utf8)
        let cut = try #require(document.firstIndex(of: 0xC3)) + 1
        try session.sendFrame(opcode: 0x1, payload: Array(document[..<cut]), final: false)
        try session.sendFrame(opcode: 0x0, payload: Array(document[cut...]))
        var replies: [String] = []
        while !replies.contains(where: { Self.type($0) == "document" }) { replies.append(try session.receive()) }
        #expect(replies.contains { $0.contains(#""text":"é""#) }, "\(replies)")

        // 0xFF is never part of UTF-8.
        let invalid = Array(#"{"v": 1, "type": "key", "key": ""#.utf8) + [0xFF] + Array(#"", "t": 2}"#.utf8)
        try session.sendFrame(opcode: 0x1, payload: invalid)
        #expect(try session.receiveClose() == 1007)
    }

    @Test("a port already in use is reported, with status 1")
    func portInUse() async throws {
        let first = try ServerProcess(["preview", "--port", "0"])
        defer { first.stop() }
        let url = try #require(try await first.url(within: .seconds(20)))
        let port = try #require(url.port)
        let second = try ServerProcess(["preview", "--port", String(port)])
        defer { second.stop() }
        let status = try #require(
            try await second.exitStatus(within: .seconds(20)), "a second server on port \(port) did not stop")
        #expect(status == 1)
        #expect(second.standardError.contains("cannot serve the preview on 127.0.0.1:\(port)"))
    }

    @Test("a port out of range is a usage error")
    func badPort() throws {
        let run = try Tool.run(["preview", "--port", "70000"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("--port must be between 0 and 65535"))
    }

    static func type(_ text: String) -> String {
        let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        return object?["type"] as? String ?? "?"
    }
}
