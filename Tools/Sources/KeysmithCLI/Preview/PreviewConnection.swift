import HummingbirdWebSocket
@_spi(Tooling) import KeysmithCore

/// One WebSocket connection: a session of its own, fed with the page's messages and with every new
/// configuration, one at a time, in the order they arrive.
struct PreviewConnection {
    /// The largest message either side sends: pictures are tens of kilobytes; a document set by the
    /// page may be longer.
    static let maxMessageSize = 1 << 20

    let feed: PreviewConfigurationFeed
    /// Where the session's lexicons come from; nil for no suggestions.
    var suggestions: SuggestionSource?

    private enum Input: Sendable {
        case text(String)
        case binary
        case configuration(PreviewConfiguration)
    }

    /// Runs the session until the page goes away.
    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        let (configuration, updates) = await feed.subscribe()
        var session = PreviewTextSession(
            PreviewSession(configuration: configuration, suggestions: suggestions))
        let (inputs, continuation) = AsyncStream.makeStream(of: Input.self)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                defer { continuation.finish() }
                for try await message in inbound.messages(maxSize: Self.maxMessageSize) {
                    switch message {
                    case .text(let text): continuation.yield(.text(text))
                    case .binary: continuation.yield(.binary)
                    }
                }
            }
            group.addTask {
                for await configuration in updates { continuation.yield(.configuration(configuration)) }
            }
            for reply in session.open() { try await outbound.writeTextMessage(reply) }
            for await input in inputs {
                let replies: [String]
                switch input {
                case .text(let text): replies = session.receive(text)
                case .binary: replies = session.receiveBinary()
                case .configuration(let configuration): replies = session.reload(configuration)
                }
                for reply in replies { try await outbound.writeTextMessage(reply) }
            }
            group.cancelAll()
            // The page's messages ended. When they ended with a protocol error (a text message that is
            // not UTF-8, a message too large), it goes on to the WebSocket handler, which closes the
            // connection with its status code (1007, 1009) rather than with a normal closure.
            try await group.waitForAll()
        }
    }
}
