/// The panels feature's slice of the state: the requests its panels wait for. The open panel itself
/// is in the toolbar's ``ToolbarSection/panel(_:)``, which only the panels' steps change.
///
/// Its events are ``PanelEvent``s and ``KeyboardEvent/gifSearchCompleted(_:)``; its steps are in
/// `Update+Panels.swift`. It emits ``KeyboardEffect/searchGIFs(_:)``, the pasteboard copies, the
/// settings to save and the links of the embedded browser.
struct PanelsState: Sendable, Equatable {
    /// The GIF searches asked, and the one the GIF panel waits for.
    var gifRequests = AwaitedRequests<NothingPending>()
}
