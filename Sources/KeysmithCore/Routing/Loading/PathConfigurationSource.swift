import Foundation

/// Where a path configuration comes from, as in Turbo and Hotwire Native's `PathConfiguration.Source`.
public enum PathConfigurationSource: Sendable, Hashable {
    /// A file, usually bundled with the app.
    case file(URL)
    /// A document already in memory; `name` is used in diagnostics.
    case data(Data, name: String)
    /// A document on a server. A cached copy of the last good download is used first, then the
    /// download replaces it.
    case server(URL)
}

/// Where one document came from.
enum PathConfigurationOrigin: Sendable, Hashable, CustomStringConvertible {
    case file(URL)
    case data(name: String)
    /// The cached copy of the document at this server URL.
    case cache(of: URL)
    case server(URL)

    /// The name diagnostics give the document.
    var description: String {
        switch self {
        case .file(let url): url.path
        case .data(let name): name
        case .cache(let url): "cached copy of \(url.absoluteString)"
        case .server(let url): url.absoluteString
        }
    }
}

/// One attempt at getting a document: its bytes, or why there are none.
enum PathConfigurationDelivery: Sendable, Hashable {
    /// The document's bytes.
    case document(Data, from: PathConfigurationOrigin)
    /// No document; `reason` says why in a sentence, such as "the server answered HTTP 500".
    case failure(reason: String, from: PathConfigurationOrigin)

    var origin: PathConfigurationOrigin {
        switch self {
        case .document(_, let origin), .failure(_, let origin): origin
        }
    }
}

/// Work the decision asks the loader to carry out.
enum PathConfigurationEffect: Sendable, Hashable {
    /// Keep `data`, a good document downloaded from `url`, for the next start.
    case cache(Data, for: URL)
}
