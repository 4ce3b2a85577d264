/// Why a toolbar link is never opened.
@_spi(Tooling) public enum LinkProblem: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The text is not an absolute URL with a scheme, such as `https://example.com` or `myapp://search`.
    case notAbsoluteURL
    /// An http(s) URL without a host name.
    case missingHost
    /// A scheme that is never opened, whatever the app declares: `javascript`, `file`, `data`,
    /// `vbscript`, `about`, `blob` (see ``LinkCheck/forbiddenSchemes``).
    case forbiddenScheme(String)
    /// A scheme other than http(s) that the app does not declare in its ``URLPolicy``.
    case undeclaredScheme(String)
    /// The embedded browser shows only http(s) pages; this link has another scheme.
    case notWebPage(scheme: String)
    /// A deep link with `[[KB_TEXT]]` in its user, host or port, where typed text could redirect it.
    case placeholderInAuthority
    /// A `%` in a deep link that is not followed by two hexadecimal digits.
    case malformedPercentEscape

    public var description: String {
        switch self {
        case .notAbsoluteURL:
            "not an absolute URL"
        case .missingHost:
            "an http(s) link needs a host name"
        case .forbiddenScheme(let scheme):
            "\"\(scheme):\" links are never opened by a keyboard"
        case .undeclaredScheme(let scheme):
            "\"\(scheme)\" is not one of the app's URL schemes; only http, https and the app's own schemes are opened"
        case .notWebPage(let scheme):
            "the embedded browser shows only http(s) pages, not \"\(scheme):\" links"
        case .placeholderInAuthority:
            "[[KB_TEXT]] may stand only in the path, query or fragment of the link, not in its scheme or host"
        case .malformedPercentEscape:
            "a \"%\" in the link is not followed by two hexadecimal digits; write a literal % as %25"
        }
    }
}
