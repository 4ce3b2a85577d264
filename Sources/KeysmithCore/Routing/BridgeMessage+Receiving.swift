import Foundation

extension BridgeMessage {
    /// The name of the script message handler that receives the `keyboard-toolbar` messages of
    /// `keyboard-toolbar.js` without Hotwire Native: the page posts them with
    /// `window.webkit.messageHandlers.keysmith.postMessage(JSON.stringify(message))`.
    public static let scriptMessageHandlerName = "keysmith"

    /// Reads a message as a `WKScriptMessageHandler` receives it: the body is the message as a JSON
    /// string (what `keyboard-toolbar.js` posts) or as the dictionary WebKit makes of a posted
    /// object. Nil for any other body, or one that is not a message (see ``init(from:)``).
    public init?(scriptMessageBody body: Any) {
        let data: Data
        if let text = body as? String {
            data = Data(text.utf8)
        } else if let object = body as? [String: Any], JSONSerialization.isValidJSONObject(object),
            let serialized = try? JSONSerialization.data(withJSONObject: object)
        {
            data = serialized
        } else {
            return nil
        }
        guard let message = try? JSONDecoder().decode(BridgeMessage.self, from: data) else { return nil }
        self = message
    }

    /// A message from the fields of Hotwire Native's `Message`: its `metadata?.url` and its data as
    /// the JSON string `jsonData`. Data that does not read as a JSON object reads as empty, as
    /// Hotwire Native does; without `metadataURL`, the data's own `metadata.url` is used.
    public init(id: String, component: String, event: String, metadataURL: String?, jsonData: String) {
        let value = try? JSONDecoder().decode(JSONValue.self, from: Data(jsonData.utf8))
        var data = value?.objectValue ?? [:]
        let inner = data.removeValue(forKey: "metadata")?["url"]?.stringValue
        self.init(
            id: id, component: component, event: event, metadata: (metadataURL ?? inner).map(Metadata.init(url:)),
            data: data)
    }
}
