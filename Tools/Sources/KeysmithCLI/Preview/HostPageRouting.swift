import Foundation
@_spi(Tooling) import KeysmithCore

/// The simulated host page: a path, and what the set's path configuration decides for it. The
/// decision is KeysmithCore's (``PathRuleSet``, ``AccessoryToolbarChoice``,
/// ``AccessoryToolbarDisplay``), made exactly as a host app's web view makes it; this only reports it.
enum HostPageRouting {
    /// The path the page starts on.
    static let startPath = "/"

    /// A page of a placeholder site for `path` ("/posts/1?tab=2"), or the URL itself when absolute;
    /// nil when it is neither.
    static func url(forPath path: String) -> URL? {
        guard let url = URL(string: path) else { return nil }
        if url.scheme != nil { return url }
        guard path.hasPrefix("/") else { return nil }
        return URL(string: path, relativeTo: URL(string: "https://host.example.invalid"))?.absoluteURL
    }
}
