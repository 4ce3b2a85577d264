/// The configuration every session shows, handed to each session as it changes.
///
/// The watcher publishes; each WebSocket connection subscribes for as long as it is open and takes
/// over every new configuration between two of its own events.
actor PreviewConfigurationFeed {
    /// The configuration now.
    private(set) var current: PreviewConfiguration
    private var subscribers: [Int: AsyncStream<PreviewConfiguration>.Continuation] = [:]
    private var nextSubscriber = 0

    init(_ initial: PreviewConfiguration) {
        current = initial
    }

    /// The configuration now, and the ones published after it. A slow subscriber gets only the newest.
    func subscribe() -> (current: PreviewConfiguration, updates: AsyncStream<PreviewConfiguration>) {
        let (stream, continuation) = AsyncStream.makeStream(
            of: PreviewConfiguration.self, bufferingPolicy: .bufferingNewest(1))
        let id = nextSubscriber
        nextSubscriber += 1
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id) }
        }
        return (current, stream)
    }

    /// Makes `configuration` the current one and hands it to every subscriber.
    func publish(_ configuration: PreviewConfiguration) {
        current = configuration
        for continuation in subscribers.values { continuation.yield(configuration) }
    }

    private func unsubscribe(_ id: Int) {
        subscribers[id] = nil
    }
}
