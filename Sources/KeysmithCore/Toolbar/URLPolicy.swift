import Foundation

/// Which links a keyboard may open: http and https pages, and the custom schemes the containing app
/// declares (its `CFBundleURLTypes`). Everything else is blocked, and `javascript:`, `file:`, `data:`
/// and the other `LinkCheck.forbiddenSchemes` are blocked even when declared.
public struct URLPolicy: Sendable, Hashable, Codable {
    /// The schemes of web pages, always allowed when the URL has a host.
    static let webSchemes: Set<String> = ["http", "https"]

    /// The app's own schemes, in lowercase, without http(s) and without forbidden schemes.
    private(set) var allowedCustomSchemes: Set<String>

    /// A policy allowing web pages and `allowedCustomSchemes` (compared without regard to case).
    public init(allowedCustomSchemes: some Sequence<String> = [String]()) {
        self.allowedCustomSchemes = Set(allowedCustomSchemes.map { $0.lowercased() })
            .subtracting(Self.webSchemes)
            .subtracting(LinkCheck.forbiddenSchemes)
    }

    /// A policy allowing web pages and the schemes an Info.plist declares under
    /// `CFBundleURLTypes` → `CFBundleURLSchemes`. Entries of other shapes are skipped.
    public init(infoDictionary: [String: Any]) {
        let types = infoDictionary["CFBundleURLTypes"] as? [[String: Any]] ?? []
        self.init(allowedCustomSchemes: types.flatMap { $0["CFBundleURLSchemes"] as? [String] ?? [] })
    }

    /// Why `url` may not be opened, or nil if it may.
    func problem(opening url: URL) -> LinkProblem? {
        guard let scheme = url.scheme?.lowercased(), !scheme.isEmpty else { return .notAbsoluteURL }
        if LinkCheck.forbiddenSchemes.contains(scheme) { return .forbiddenScheme(scheme) }
        if Self.webSchemes.contains(scheme) {
            return (url.host ?? "").isEmpty ? .missingHost : nil
        }
        return allowedCustomSchemes.contains(scheme) ? nil : .undeclaredScheme(scheme)
    }
}
