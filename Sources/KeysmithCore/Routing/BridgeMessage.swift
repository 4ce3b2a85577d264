import Foundation

/// A message of the Strada / Hotwire Native bridge between a web page and the native app.
///
/// On the wire, as the web's `BridgeComponent.send(event, data)` posts it, a message is
/// `{"id", "component", "event", "data"}`, and the web puts the page's `window.location.href` into
/// the data as `"metadata": {"url"}`. Hotwire Native's Swift `Message` lifts that to a `metadata`
/// property and keeps the data as a JSON string, `jsonData`.
///
/// Decoding accepts both shapes: `metadata` at the top or inside `data`, and the data as a
/// `data` object or a `jsonData` string. Missing data, or data that is not a JSON object, reads as
/// empty, as Hotwire Native does. `id`, `component` and `event` are required strings.
/// Encoding writes the wire shape, with `metadata` inside `data`, which is what a reply to the web
/// (`window.nativeBridge.replyWith`) carries.
public struct BridgeMessage: Sendable, Hashable, Codable {
    /// Chosen by the web for each message; a reply carries the same id.
    var id: String
    /// The bridge component that sent it, such as `keyboard-toolbar`.
    var component: String
    /// What happened, such as `connect` or `focus`.
    var event: String
    /// The page that sent it.
    var metadata: Metadata?
    /// The component's data, without `metadata`.
    var data: [String: JSONValue]

    init(id: String, component: String, event: String, metadata: Metadata?, data: [String: JSONValue] = [:]) {
        self.id = id
        self.component = component
        self.event = event
        self.metadata = metadata
        self.data = data
    }

    /// Where a message came from.
    struct Metadata: Sendable, Hashable, Codable {
        /// The sending page's `window.location.href`.
        var url: String

        init(url: String) {
            self.url = url
        }
    }

    /// The component whose messages choose the toolbar above the keyboard.
    static let keyboardToolbarComponent = "keyboard-toolbar"

    private enum CodingKeys: String, CodingKey {
        case id, component, event, metadata, data, jsonData
    }

    private static let metadataKey = "metadata"

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        component = try container.decode(String.self, forKey: .component)
        event = try container.decode(String.self, forKey: .event)

        var data: [String: JSONValue] = [:]
        if let value = try? container.decodeIfPresent(JSONValue.self, forKey: .data) {
            data = value.objectValue ?? [:]
        } else if let text = try? container.decodeIfPresent(String.self, forKey: .jsonData),
            let value = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        {
            data = value.objectValue ?? [:]
        }
        let inner = data.removeValue(forKey: Self.metadataKey)
        self.data = data

        if let top = try? container.decodeIfPresent(Metadata.self, forKey: .metadata) {
            metadata = top
        } else if let url = inner?["url"]?.stringValue {
            metadata = Metadata(url: url)
        } else {
            metadata = nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(component, forKey: .component)
        try container.encode(event, forKey: .event)
        var wireData = data
        if let metadata {
            wireData[Self.metadataKey] = ["url": .string(metadata.url)]
        }
        try container.encode(wireData, forKey: .data)
    }
}
