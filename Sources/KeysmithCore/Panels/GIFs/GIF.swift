import Foundation

/// One GIF found by a ``GIFProvider``.
public struct GIF: Sendable, Hashable, Codable {
    /// The provider's identifier, unique among one search's results.
    @_spi(Tooling) public var id: String
    /// A short description, read by VoiceOver.
    public var title: String
    /// The animation copied to the pasteboard.
    public var url: URL
    /// A small version drawn in the panel.
    var previewURL: URL

    init(id: String, title: String, url: URL, previewURL: URL) {
        self.id = id
        self.title = title
        self.url = url
        self.previewURL = previewURL
    }
}

/// One search the engine asks the shell to run with its ``GIFProvider``
/// (``KeyboardEffect/searchGIFs(_:)``). The answer comes back as
/// ``KeyboardEvent/gifSearchCompleted(_:)`` with the same `id`; answers to any other search are
/// ignored, so a slow answer to an old query never replaces the results of a newer one.
public struct GIFSearchRequest: Sendable, Hashable, Codable {
    /// Identifies the search; each search of a keyboard's state has a new one.
    @_spi(Tooling) public var id: Int
    /// What to search for; "" asks for the trending GIFs.
    var query: String

    init(id: Int, query: String) {
        self.id = id
        self.query = query
    }

    /// The searches the GIF panel offers, after Trending. The keyboard cannot type into its own
    /// panel, and never sends what the user typed in the field to a GIF service, so searches are
    /// picked from these (a shell with its own search field may send any query).
    static let suggestedQueries = ["Thanks", "Yes", "LOL", "Wow", "Love", "Hello", "Party"]
}

/// Why a GIF search gave no results.
public enum GIFSearchFailure: Error, Sendable, Hashable, Codable {
    /// The device has no network connection.
    case offline
    /// The service did not answer, or answered with an error.
    case unavailable
}

/// The answer to a ``GIFSearchRequest``.
public struct GIFSearchResponse: Sendable, Hashable {
    /// The ``GIFSearchRequest/id`` of the search answered.
    var requestID: Int
    var outcome: Outcome

    @_spi(Tooling) public init(requestID: Int, outcome: Outcome) {
        self.requestID = requestID
        self.outcome = outcome
    }

    @_spi(Tooling) public enum Outcome: Sendable, Hashable {
        /// The GIFs found, best first; possibly none.
        case results([GIF])
        case failed(GIFSearchFailure)
    }
}

extension GIFSearchResponse {
    /// The answer a shell gives at once when it has no ``GIFProvider``: the search failed as
    /// ``GIFSearchFailure/unavailable``, so the panel says GIFs cannot be loaded and the rest of the
    /// keyboard works offline as usual.
    public static func unavailable(answering request: GIFSearchRequest) -> GIFSearchResponse {
        GIFSearchResponse(requestID: request.id, outcome: .failed(.unavailable))
    }
}

/// Where the GIF panel's search stands.
struct GIFSearchState: Sendable, Hashable {
    /// The query shown; "" for trending.
    var query: String
    var phase: Phase

    init(query: String = "", phase: Phase = .idle) {
        self.query = query
        self.phase = phase
    }

    enum Phase: Sendable, Hashable {
        /// No search was asked yet (the keyboard has no full access).
        case idle
        /// A search was asked and its answer has not come.
        case searching
        case results([GIF])
        case failed(GIFSearchFailure)
    }
}
