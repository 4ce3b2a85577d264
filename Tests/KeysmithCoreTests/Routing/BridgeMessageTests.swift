import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Bridge messages in the Strada / Hotwire Native format")
struct BridgeMessageTests {
    func decode(_ json: String) throws -> BridgeMessage {
        try JSONDecoder().decode(BridgeMessage.self, from: Data(json.utf8))
    }

    @Test("as the web's BridgeComponent.send posts it: the page's URL inside data as metadata")
    func wireShape() throws {
        let message = try decode(
            """
            {"id": "3", "component": "keyboard-toolbar", "event": "connect",
             "data": {"keyboard_toolbar": "CommentToolbar", "metadata": {"url": "https://example.com/posts/1"}}}
            """)
        #expect(
            message
                == BridgeMessage(
                    id: "3", component: "keyboard-toolbar", event: "connect",
                    metadata: .init(url: "https://example.com/posts/1"), data: ["keyboard_toolbar": "CommentToolbar"]))
    }

    @Test("as Hotwire Native's Message holds it: metadata at the top, the data as a jsonData string")
    func nativeShape() throws {
        let message = try decode(
            #"""
            {"id": "7", "component": "keyboard-toolbar", "event": "focus",
             "metadata": {"url": "https://example.com/a"},
             "jsonData": "{\"keyboard_toolbar\":\"Markup\",\"metadata\":{\"url\":\"https://example.com/a\"}}"}
            """#)
        #expect(message.metadata?.url == "https://example.com/a")
        #expect(message.data == ["keyboard_toolbar": "Markup"])
    }

    @Test("missing data, null data, data that is not an object and unreadable jsonData read as empty")
    func tolerantData() throws {
        for json in [
            #"{"id": "1", "component": "keyboard-toolbar", "event": "blur"}"#,
            #"{"id": "1", "component": "keyboard-toolbar", "event": "blur", "data": null}"#,
            #"{"id": "1", "component": "keyboard-toolbar", "event": "blur", "data": [1, 2]}"#,
            #"{"id": "1", "component": "keyboard-toolbar", "event": "blur", "jsonData": "{not json"}"#,
        ] {
            let message = try decode(json)
            #expect(message.data == [:])
            #expect(message.metadata == nil)
            #expect(message.event == "blur")
        }
    }

    @Test("id, component and event are required strings")
    func requiredFields() {
        #expect(throws: DecodingError.self) { try decode(#"{"component": "keyboard-toolbar", "event": "connect"}"#) }
        #expect(throws: DecodingError.self) {
            try decode(#"{"id": 1, "component": "keyboard-toolbar", "event": "connect"}"#)
        }
        #expect(throws: DecodingError.self) { try decode(#"{"id": "1", "event": "connect"}"#) }
        #expect(throws: DecodingError.self) { try decode(#"{"id": "1", "component": "keyboard-toolbar"}"#) }
        #expect(throws: DecodingError.self) { try decode("[]") }
    }

    @Test("encodes the wire shape a reply carries, and decodes back to the same message")
    func encoding() throws {
        let message = BridgeMessage(
            id: "12", component: "keyboard-toolbar", event: "connect",
            metadata: .init(url: "https://example.com/posts/1/comments/new"), data: ["default_toolbar": false])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(message), as: UTF8.self)
        #expect(
            json
                == #"{"component":"keyboard-toolbar","data":{"default_toolbar":false,"metadata":{"url":"https://example.com/posts/1/comments/new"}},"event":"connect","id":"12"}"#
        )
        #expect(try decode(json) == message)

        let bare = BridgeMessage(id: "1", component: "keyboard-toolbar", event: "blur", metadata: nil)
        #expect(
            String(decoding: try encoder.encode(bare), as: UTF8.self)
                == #"{"component":"keyboard-toolbar","data":{},"event":"blur","id":"1"}"#)
    }
}
