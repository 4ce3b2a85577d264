import Foundation
@_spi(Tooling) import KeysmithCore
import Testing

@testable import KeysmithCLI

@Suite("keysmith preview: messages")
struct PreviewMessageTests {
    static let bad: [(String, String)] = [
        ("", "badMessage"),
        ("not json", "badMessage"),
        ("[1, 2]", "badMessage"),
        ("{}", "badMessage"),
        (#"{"v": 1}"#, "badMessage"),
        (#"{"v": 2, "type": "tick", "t": 1}"#, "unsupportedVersion"),
        (#"{"v": 1, "type": "warp"}"#, "unknownType"),
        (#"{"v": 1, "type": "tick"}"#, "badMessage"),
        (#"{"v": 1, "type": "tick", "t": "soon"}"#, "badMessage"),
        (#"{"v": 1, "type": "tick", "t": 1e999}"#, "badMessage"),
        (#"{"v": 1, "type": "touch", "phase": "hover", "id": 1, "x": 1, "y": 1, "t": 1}"#, "badMessage"),
        (#"{"v": 1, "type": "touch", "phase": "began", "id": 1e40, "x": 1, "y": 1, "t": 1}"#, "badMessage"),
        (#"{"v": 1, "type": "touch", "phase": "began", "id": 1, "x": null, "y": 1, "t": 1}"#, "badMessage"),
        (#"{"v": 1, "type": "key", "key": "Escape", "t": 1}"#, "unknownKey"),
        (#"{"v": 1, "type": "key", "key": "", "t": 1}"#, "unknownKey"),
        (#"{"v": 1, "type": "document", "selection": {"start": 5, "end": 2}}"#, "badMessage"),
        (#"{"v": 1, "type": "document", "selection": {"start": -1, "end": 2}}"#, "badMessage"),
        (#"{"v": 1, "type": "settings", "device": "watch"}"#, "badMessage"),
        (#"{"v": 1, "type": "settings", "globe": "yes"}"#, "badMessage"),
        (#"{"v": 1, "type": "settings", "autocorrection": "off"}"#, "badMessage"),
        (#"{"v": 1, "type": "toolbar.open", "item": 3}"#, "notAvailable"),
        (#"{"v": 1, "type": "host.path", "path": "posts/1"}"#, "badMessage"),
    ]

    @Test("a message that cannot be carried out is answered with one error, and the session goes on", arguments: bad)
    func badMessage(text: String, code: String) throws {
        var session = try PreviewFixtures.textSession()
        _ = session.open()
        let replies = session.receive(text)
        #expect(replies.count == 1)
        let first = try #require(replies.first)
        let reply = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        #expect(reply["v"] as? Int == 1)
        #expect(reply["type"] as? String == "error")
        #expect(reply["code"] as? String == code)
        #expect((reply["message"] as? String)?.isEmpty == false)
        let after = session.receive(#"{"v": 1, "type": "key", "key": "K", "t": 100}"#)
        #expect(after.contains { $0.contains(#""text":"K""#) })
    }

    @Test("errors name the field at fault and the values allowed")
    func errorSentences() throws {
        var session = try PreviewFixtures.textSession()
        _ = session.open()
        #expect(
            session.receive(#"{"v": 1, "type": "touch", "phase": "began", "id": 1, "y": 1, "t": 1}"#).first?.contains(
                #"missing field \"x\""#) == true)
        #expect(
            session.receive(#"{"v": 1, "type": "tick", "t": "soon"}"#).first?.contains(#"field \"t\" must be a number"#)
                == true)
        #expect(
            session.receive(#"{"v": 1, "type": "settings", "device": "watch"}"#).first?.contains(
                "iphone-portrait, iphone-landscape, ipad-portrait, ipad-landscape") == true)
    }

    @Test("a selection past the end of the text is clamped to it")
    func clampedSelection() throws {
        var session = try PreviewFixtures.textSession()
        _ = session.open()
        let replies = session.receive(
            #"{"v": 1, "type": "document", "text": "abc", "selection": {"start": 1, "end": 99999}}"#)
        #expect(
            replies.contains {
                $0.contains(#""selection":{"end":3,"start":1}"#) || $0.contains(#""selection":{"start":1,"end":3}"#)
            })
    }

    @Test("server messages are flat objects with v and type")
    func serverShape() throws {
        var session = try PreviewFixtures.textSession()
        for text in session.open() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            #expect(object["v"] as? Int == 1)
            #expect(
                ["welcome", "settings", "config", "frame", "document", "host"].contains(object["type"] as? String ?? "")
            )
        }
    }
}
