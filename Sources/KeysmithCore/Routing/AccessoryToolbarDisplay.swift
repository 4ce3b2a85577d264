/// What a web view puts above the system keyboard once the choice's toolbar file is looked up.
public enum AccessoryToolbarDisplay: Sendable, Hashable {
    /// The system toolbar (the up and down arrows and the Done button).
    case system
    /// No toolbar.
    case none
    /// The Keysmith toolbar read from the file `name`, with its buttons.
    case keysmith(name: String, items: AccessoryToolbarItems)

    /// What to show for `choice`, looking Keysmith toolbars up with `toolbarNamed`.
    ///
    /// A toolbar that cannot be had (no such file, or one with errors) leaves the system toolbar,
    /// as if Keysmith were absent. A toolbar with no button to show above the system keyboard (see
    /// ``AccessoryToolbarItems``) shows no toolbar: the page asked for the system's to go.
    public init(_ choice: AccessoryToolbarChoice, toolbarNamed: (String) -> ResolvedToolbar?) {
        switch choice {
        case .system:
            self = .system
        case .none:
            self = .none
        case .keysmith(let name):
            guard let toolbar = toolbarNamed(name) else {
                self = .system
                return
            }
            let items = AccessoryToolbarItems(toolbar)
            self = items.items.isEmpty ? .none : .keysmith(name: name, items: items)
        }
    }
}
