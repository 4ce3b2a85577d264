import Foundation

/// The toolbar files that path rules and bridge messages name, read from one folder: the name
/// `CommentToolbar` is the file `CommentToolbar.json` there, in the KBToolbar.json format.
public struct ToolbarFolder: Sendable, Hashable {
    /// The folder holding the toolbar files.
    var folder: URL
    /// Which links the toolbars may open; the others are blocked and not shown.
    var policy: URLPolicy
    /// The tint of items that set `useTint`; nil for the system tint.
    var appearance: ThemeToolbarAppearance?

    public init(folder: URL, policy: URLPolicy = URLPolicy(), appearance: ThemeToolbarAppearance? = nil) {
        self.folder = folder
        self.policy = policy
        self.appearance = appearance
    }

    /// The file that holds the toolbar `name`, or nil for a name that is empty or names a folder.
    @_spi(Tooling) public func fileURL(forToolbarNamed name: String) -> URL? {
        FileReference.usableName(name).map { folder.appendingPathComponent($0 + ".json") }
    }

    /// Reads and resolves the toolbar `name`. The value is nil when the name is not a file name, or
    /// the file is missing or has errors; the diagnostics say why.
    public func load(_ name: String) -> ConfigLoadResult<ResolvedToolbar> {
        guard let url = fileURL(forToolbarNamed: name) else {
            return ConfigLoadResult(
                value: nil,
                diagnostics: [
                    Diagnostic(
                        file: folder.path, line: 1, column: 1, pointer: "", severity: .error,
                        message: "\"\(name)\" is not the name of a toolbar file; write the file's name without a folder"
                    )
                ])
        }
        let result = Toolbar.load(contentsOf: url, displayName: url.lastPathComponent)
        return ConfigLoadResult(
            value: result.cleanValue.map { ResolvedToolbar($0, appearance: appearance, policy: policy) },
            diagnostics: result.diagnostics)
    }
}
