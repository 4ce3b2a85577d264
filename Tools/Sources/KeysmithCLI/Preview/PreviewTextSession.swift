import Foundation
@_spi(Tooling) import KeysmithCore

/// A ``PreviewSession`` that reads and writes the protocol's JSON text: what each WebSocket
/// connection runs, and what the benchmark times. A message that cannot be read is answered with an
/// `error` message; nothing the page sends can stop the session.
package struct PreviewTextSession {
    private(set) var session: PreviewSession
    private let decoder = JSONDecoder()
    private let encoder = PreviewMessageEncoder()

    init(_ session: PreviewSession) {
        self.session = session
    }

    /// A session on the embedded defaults, as `keysmith preview` without a folder starts one, with
    /// suggestions from Keysmith's lexicons (`suggests`), or without, as with `--no-suggestions`; nil
    /// when the defaults are missing from the build.
    package init?(suggests: Bool = false) {
        guard let keyboard = KeyboardConfiguration.embedded().cleanValue else { return nil }
        let themes = keyboard.themes?.themes ?? []
        self.init(
            PreviewSession(
                configuration: PreviewConfiguration(
                    keyboard: keyboard, themes: themes, startLayout: nil, revision: 1, diagnostics: [],
                    status: .current, source: "Defaults",
                    accessoryToolbars: PreviewConfigurationLoader.accessoryToolbars(of: keyboard, in: nil)),
                suggestions: suggests ? SuggestionSource() : nil))
    }

    /// The height of the toolbar slot at the top of the picture, in points.
    package var slotHeight: Double { session.slotHeight }

    /// The first messages to send.
    package mutating func open() -> [String] {
        session.open().map(encoder.encode)
    }

    /// Answers one message from the page.
    package mutating func receive(_ text: String) -> [String] {
        switch ClientMessage.decode(text, with: decoder) {
        case .success(let message):
            return session.handle(message).map(encoder.encode)
        case .failure(let error):
            return [encoder.encode(.error(error, inReplyTo: Self.type(of: text)))]
        }
    }

    /// Answers a binary WebSocket message, which the protocol does not use.
    func receiveBinary() -> [String] {
        [
            encoder.encode(
                .error(
                    PreviewProtocolError(code: "badMessage", message: "messages are JSON text, not binary"),
                    inReplyTo: nil))
        ]
    }

    /// Takes over a new configuration.
    mutating func reload(_ configuration: PreviewConfiguration) -> [String] {
        session.reload(configuration).map(encoder.encode)
    }

    /// The `type` of a message that could not be read, when it has a readable one.
    private static func type(of text: String) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            return nil
        }
        return object["type"] as? String
    }
}
