import Foundation

/// Checks on URLs written in configuration files.
@_spi(Tooling) public enum LinkCheck {
    /// Schemes that are never opened, whatever a file says.
    public static let forbiddenSchemes: Set<String> = ["javascript", "file", "data", "vbscript", "about", "blob"]

    /// The deep-link placeholder that stands for the field's text.
    static let textPlaceholder = "[[KB_TEXT]]"

    /// Why `text` is not an absolute http(s) URL with a host, or nil if it is one.
    static func problemWithWebURL(_ text: String) -> String? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else {
            return "\"\(text)\" is not an absolute URL; write it as https://example.com/…"
        }
        guard scheme == "http" || scheme == "https" else {
            return "the URL must start with https:// or http://, but its scheme is \"\(scheme)\""
        }
        guard let host = url.host, !host.isEmpty else {
            return "the URL \"\(text)\" has no host name"
        }
        return nil
    }

    /// Why `template` is not a usable deep link, or nil if it is one. `[[KB_TEXT]]` may stand in the
    /// path, query or fragment, never in the scheme or host, so typed text cannot redirect the link.
    /// The rules are ``DeepLinkTemplate``'s, plus the ``forbiddenSchemes``.
    static func problemWithDeepLink(_ template: String) -> String? {
        let scheme: String
        do {
            scheme = try DeepLinkTemplate(template).scheme
        } catch .notAbsoluteURL {
            return "\"\(template)\" is not an absolute URL; a deep link looks like myapp://search?q=[[KB_TEXT]]"
        } catch {
            return error.description
        }
        if forbiddenSchemes.contains(scheme) {
            return LinkProblem.forbiddenScheme(scheme).description
        }
        return nil
    }

    /// Placeholders `[[NAME]]` in `text` other than the allowed ones.
    static func unknownPlaceholders(in text: String, allowed: Set<String>) -> [String] {
        var result: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "[[") {
            guard let close = rest[open.upperBound...].range(of: "]]") else { break }
            let name = "[[" + rest[open.upperBound..<close.lowerBound] + "]]"
            if !allowed.contains(name) { result.append(name) }
            rest = rest[close.upperBound...]
        }
        return result
    }
}
