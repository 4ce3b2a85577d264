import Foundation

/// Checks on URLs written in configuration files.
public enum LinkCheck {
    /// Schemes that are never opened, whatever a file says.
    public static let forbiddenSchemes: Set<String> = ["javascript", "file", "data", "vbscript", "about", "blob"]

    /// The deep-link placeholder that stands for the field's text.
    public static let textPlaceholder = "[[KB_TEXT]]"

    /// Why `text` is not an absolute http(s) URL with a host, or nil if it is one.
    public static func problemWithWebURL(_ text: String) -> String? {
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
    public static func problemWithDeepLink(_ template: String) -> String? {
        let sentinel = "kbtextplaceholder"
        let probe = template.replacingOccurrences(of: textPlaceholder, with: sentinel)
        guard let url = URL(string: probe), let scheme = url.scheme?.lowercased(), !scheme.isEmpty else {
            return "\"\(template)\" is not an absolute URL; a deep link looks like myapp://search?q=[[KB_TEXT]]"
        }
        if forbiddenSchemes.contains(scheme) {
            return "\"\(scheme):\" links are never opened by a keyboard"
        }
        if scheme.contains(sentinel) || (url.host?.contains(sentinel) ?? false) || (url.user?.contains(sentinel) ?? false) {
            return "[[KB_TEXT]] may stand only in the path, query or fragment of the link, not in its scheme or host"
        }
        return nil
    }

    /// Placeholders `[[NAME]]` in `text` other than the allowed ones.
    public static func unknownPlaceholders(in text: String, allowed: Set<String>) -> [String] {
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
