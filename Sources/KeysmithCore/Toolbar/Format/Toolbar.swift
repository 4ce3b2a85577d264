/// A KBToolbar.json toolbar: its items in file order.
///
/// The file is an array of items. A single item object on its own (as seed documentation shows it)
/// is read as a toolbar of one item.
@_spi(Tooling) public struct Toolbar: Sendable, Hashable, Codable {
    var items: [ToolbarItem]

    init(items: [ToolbarItem]) {
        self.items = items
    }
}
