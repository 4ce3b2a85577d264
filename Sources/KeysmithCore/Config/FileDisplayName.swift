/// The names diagnostics give files: paths as the user wrote them, written one way only, so that the
/// same file always has the same name (`MyKeyboard/`, `MyKeyboard//` and `./MyKeyboard` all name
/// `MyKeyboard`, and its files `MyKeyboard/Letters.json`) whichever reader names it.
@_spi(Tooling) public enum FileDisplayName {
    /// `path` with repeated and trailing slashes and `.` components removed: `MyKeyboard//` is
    /// `MyKeyboard`, `./a/./b/` is `a/b`. A path of only `.` components is `.`, the empty path stays
    /// empty, and `/` stays `/`.
    public static func normalized(_ path: String) -> String {
        guard !path.isEmpty else { return "" }
        let absolute = path.hasPrefix("/")
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The name of the file `name` (a name or a relative path) in the folder displayed as `folder`:
    /// `MyKeyboard/Letters.json`; `name` alone when the folder is the current one (`.` or empty).
    public static func joining(_ folder: String, _ name: String) -> String {
        let base = normalized(folder)
        let file = normalized(name)
        switch base {
        case "", ".": return file
        case "/": return "/" + file
        default: return base + "/" + file
        }
    }
}
