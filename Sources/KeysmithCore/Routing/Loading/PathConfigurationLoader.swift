import Foundation

/// Reads path configuration sources in order and reports the state after each document, the way
/// Turbo and Hotwire Native load them: a file or data at once; for a server, the cached copy of
/// the last good download first, then the download, which is cached when it is good.
///
/// All decisions are ``PathConfigurationState``'s; the loader only reads, downloads and caches.
public struct PathConfigurationLoader: Sendable {
    var fetcher: any HTTPFetcher
    /// Where server documents are cached; nil to cache nothing.
    var cache: (any PathConfigurationCache)?

    public init(fetcher: any HTTPFetcher = URLSessionHTTPFetcher(), cache: (any PathConfigurationCache)?) {
        self.fetcher = fetcher
        self.cache = cache
    }

    /// The state after each document of `sources`, starting from `state`. A source that gives
    /// nothing to read (a server with no cached copy yet) adds no element; the stream ends after
    /// the last source.
    public func updates(
        from sources: [PathConfigurationSource], startingFrom state: PathConfigurationState
    ) -> AsyncStream<PathConfigurationState> {
        AsyncStream { continuation in
            let task = Task {
                var state = state
                func apply(_ delivery: PathConfigurationDelivery) {
                    let effects = state.receive(delivery)
                    perform(effects, on: &state)
                    continuation.yield(state)
                }
                for source in sources where !Task.isCancelled {
                    switch source {
                    case .data(let data, let name):
                        apply(.document(data, from: .data(name: name)))
                    case .file(let url):
                        apply(readFile(url))
                    case .server(let url):
                        if let cached = readCache(for: url) { apply(cached) }
                        apply(await download(url))
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Loads every source and returns the final state.
    func load(
        _ sources: [PathConfigurationSource], startingFrom state: PathConfigurationState
    ) async -> PathConfigurationState {
        var last = state
        for await update in updates(from: sources, startingFrom: state) {
            last = update
        }
        return last
    }

    private func readFile(_ url: URL) -> PathConfigurationDelivery {
        do {
            return .document(try Data(contentsOf: url), from: .file(url))
        } catch {
            return .failure(reason: "cannot read the file: \(error.localizedDescription)", from: .file(url))
        }
    }

    private func readCache(for url: URL) -> PathConfigurationDelivery? {
        guard let cache else { return nil }
        do {
            return try cache.cachedDocument(for: url).map { .document($0, from: .cache(of: url)) }
        } catch {
            return .failure(reason: "cannot read the cached copy: \(error.localizedDescription)", from: .cache(of: url))
        }
    }

    private func download(_ url: URL) async -> PathConfigurationDelivery {
        do {
            let response = try await fetcher.get(url)
            guard response.statusCode == 200 else {
                return .failure(
                    reason: "the server answered HTTP \(response.statusCode) instead of 200", from: .server(url))
            }
            return .document(response.body, from: .server(url))
        } catch {
            return .failure(reason: "cannot reach the server: \(error.localizedDescription)", from: .server(url))
        }
    }

    private func perform(_ effects: [PathConfigurationEffect], on state: inout PathConfigurationState) {
        for effect in effects {
            switch effect {
            case .cache(let data, let url):
                guard let cache else { continue }
                do {
                    try cache.store(data, for: url)
                } catch {
                    state.cacheFailed(for: url, reason: error.localizedDescription)
                }
            }
        }
    }
}
