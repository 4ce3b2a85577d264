/// A tap on the toolbar slot or on the More section, found by a shell with
/// ``ToolbarSlot/event(at:)`` or ``RenderedPanel/event(at:)`` in the frames of the render model.
public enum ToolbarEvent: Sendable, Hashable {
    /// A button of the toolbar, by its index in ``ToolbarSlot/Content/toolbar(_:)``.
    case tapItem(Int)
    /// An item of the More section, by its index in `ResolvedToolbar.more`.
    case tapMoreItem(Int)
    /// An item of the open social bar, by its index in the bar.
    case tapSocialItem(Int)
    /// A suggestion of the bar, by its index in ``ToolbarSlot/Content/suggestions(_:)`` (and in
    /// `KeyboardState.suggestions`): it replaces the word being typed, followed by a space. Ignored
    /// while the bar still shows a deferred answer for a word that has ended or given way to
    /// another since, until the answer for the word before the cursor comes.
    case tapSuggestion(Int)
    /// The expand control at the end of the candidate bar: the candidate grid opens in place of the
    /// keys, listing every candidate of the composition (``ToolbarSlot/candidateToggle``).
    case showAllCandidates
    /// A page button of the candidate grid: the grid shows this page, from 0.
    case showCandidatePage(Int)
    /// The collapse control at the end of the candidate bar: the grid closes and the keys come back.
    case hideAllCandidates
    /// The close button: the open panel, More section or social bar closes and the keys come back.
    case close
    /// The notice over the toolbar is dismissed.
    case dismissNotice
}
