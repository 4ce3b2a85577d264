/// Where GIFs come from: a GIF service reached over the network, in a shell. The engine never calls
/// it (it does no I/O): it asks for a search with ``KeyboardEffect/searchGIFs(_:)``, the shell runs
/// it here and sends the answer back as ``KeyboardEvent/gifSearchCompleted(_:)``:
///
/// ```swift
/// case .searchGIFs(let request):
///     Task { send(await provider.response(to: request)) }
/// ```
///
/// A provider reports a missing connection as ``GIFSearchFailure/offline``; the panel says so and
/// the rest of the keyboard keeps working.
public protocol GIFProvider: Sendable {
    /// The GIFs for `request.query` ("" for the trending ones), best first.
    func gifs(for request: GIFSearchRequest) async throws(GIFSearchFailure) -> [GIF]
}

extension GIFProvider {
    /// Runs the search and wraps its outcome as the event the engine expects.
    public func response(to request: GIFSearchRequest) async -> KeyboardEvent {
        do {
            let found = try await gifs(for: request)
            return .gifSearchCompleted(GIFSearchResponse(requestID: request.id, outcome: .results(found)))
        } catch {
            return .gifSearchCompleted(GIFSearchResponse(requestID: request.id, outcome: .failed(error)))
        }
    }
}
