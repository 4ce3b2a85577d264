/// A themes file: the themes a keyboard offers, in file order. The first is the default.
@_spi(Tooling) public struct ThemeCatalog: Sendable, Hashable, Codable {
    public var themes: [Theme]

    @_spi(Tooling) public init(themes: [Theme]) {
        self.themes = themes
    }

    /// The fields of a themes file's top-level object.
    static let fieldNames: Set<String> = ["themes"]

    /// The theme with this name.
    public func theme(named name: String) -> Theme? {
        themes.first { $0.name == name }
    }
}
