import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An HTTP response: the status code and the body.
public struct HTTPResponse: Sendable, Hashable {
    var statusCode: Int
    var body: Data

    public init(statusCode: Int, body: Data) {
        self.statusCode = statusCode
        self.body = body
    }
}

/// Gets a document over HTTP. Throws when no response arrives at all.
public protocol HTTPFetcher: Sendable {
    func get(_ url: URL) async throws -> HTTPResponse
}

/// Gets documents with URLSession, skipping URLSession's own cache (the loader keeps its own copy).
public struct URLSessionHTTPFetcher: HTTPFetcher {
    /// Seconds to wait for the server before giving up.
    var timeout: TimeInterval

    public init(timeout: TimeInterval = 30) {
        self.timeout = timeout
    }

    public func get(_ url: URL) async throws -> HTTPResponse {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (body, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        return HTTPResponse(statusCode: http.statusCode, body: body)
    }
}
