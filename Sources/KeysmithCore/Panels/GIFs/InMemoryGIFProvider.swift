import Foundation

/// A ``GIFProvider`` that searches a fixed list, for tests and previews: a GIF matches when every
/// word of the query is in its title (ignoring case); "" gives them all. With `failure` set, every
/// search fails with it, as an offline device would.
@_spi(Tooling) public struct InMemoryGIFProvider: GIFProvider {
    public var gifs: [GIF]
    var failure: GIFSearchFailure?

    init(gifs: [GIF], failure: GIFSearchFailure? = nil) {
        self.gifs = gifs
        self.failure = failure
    }

    public func gifs(for request: GIFSearchRequest) async throws(GIFSearchFailure) -> [GIF] {
        if let failure { throw failure }
        return matches(request.query)
    }

    /// The answer to `request` at once, without waiting: for a shell that runs its searches in step
    /// with its events, such as `keysmith preview`.
    public func immediateResponse(to request: GIFSearchRequest) -> GIFSearchResponse {
        if let failure { return GIFSearchResponse(requestID: request.id, outcome: .failed(failure)) }
        return GIFSearchResponse(requestID: request.id, outcome: .results(matches(request.query)))
    }

    private func matches(_ query: String) -> [GIF] {
        let words = query.lowercased().split(whereSeparator: \.isWhitespace)
        return gifs.filter { gif in
            let title = gif.title.lowercased()
            return words.allSatisfy { title.contains($0) }
        }
    }

    /// A few GIFs at `example.invalid` addresses, for previews.
    public static let sample = InMemoryGIFProvider(
        gifs: [
            ("thanks-1", "Thanks a lot"), ("yes-1", "Yes yes yes"), ("wow-1", "Wow"), ("love-1", "Love it"),
            ("hello-1", "Hello there"), ("party-1", "Party time"),
        ].compactMap { id, title in
            guard let url = URL(string: "https://gifs.example.invalid/\(id).gif"),
                let preview = URL(string: "https://gifs.example.invalid/\(id)-small.gif")
            else { return nil }
            return GIF(id: id, title: title, url: url, previewURL: preview)
        })
}
