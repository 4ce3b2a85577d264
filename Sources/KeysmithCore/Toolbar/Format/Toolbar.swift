/// A KBToolbar.json toolbar: its items in file order.
///
/// The file is an array of items. A single item object on its own (as seed documentation shows it)
/// is read as a toolbar of one item.
public struct Toolbar: Sendable, Hashable, Codable {
    public var items: [ToolbarItem]

    public init(items: [ToolbarItem]) {
        self.items = items
    }
}
