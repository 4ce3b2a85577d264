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
