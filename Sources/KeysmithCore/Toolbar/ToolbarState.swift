/// The toolbar feature's slice of the state: what the toolbar has open, and the notice over it.
///
/// Its events are ``ToolbarEvent``s; its steps are in `Update+Toolbar.swift`. It emits
/// ``KeyboardEffect/openURL(_:)`` for the links it opens. The panels it opens keep their own state
/// in ``OpenPanel``, which the panels feature changes.
struct ToolbarState: Sendable, Equatable {
    /// What the toolbar has open, if anything.
    var section: ToolbarSection?
    /// The message over the toolbar, such as why a link was not opened.
    var notice: ToolbarNotice?
}

extension ToolbarState {
    /// The panel open in place of the keys: the panels feature's own state, which the toolbar only
    /// hosts. Setting it changes the open panel; it never opens one, nor closes one.
    var openPanel: OpenPanel? {
        get {
            guard case .panel(let panel)? = section else { return nil }
            return panel
        }
        set {
            guard case .panel? = section, let newValue else { return }
            section = .panel(newValue)
        }
    }
}

extension ToolbarState: KeyboardFeature {
    /// What the toolbar's slice reacts to besides its own ``ToolbarEvent``s.
    enum Event {
        /// A finger touched the keys or a panel: the notice goes.
        case touched
        /// Back to the keys: whatever the toolbar has open closes.
        case close
    }

    typealias Facts = Void

    mutating func step(_ event: Event, facts: Void, effects: inout [KeyboardEffect]) {
        switch event {
        case .touched: notice = nil
        case .close: section = nil
        }
    }
}
