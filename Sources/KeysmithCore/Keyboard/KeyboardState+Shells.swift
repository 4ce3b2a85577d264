extension KeyboardState {
    /// Whether the shell must keep sending ``KeyboardEvent/tick(time:)``: while time can still change
    /// something — a finger pressing a key, which a long press may take further, or a key that
    /// repeats — and while the spacebar shows a layout's name for a moment.
    public var needsTicks: Bool {
        spacebarLabel != nil || touches.contains { $0.phase.advancesWithTime } || emojiTouchAdvancesWithTime
    }

    /// Whether a finger on the emoji page is one that time moves on: held on an emoji (a long press
    /// shows its skin tones) or on delete (which repeats).
    private var emojiTouchAdvancesWithTime: Bool {
        guard case .panel(let panel)? = section, case .emoji(let page) = panel.content, let touch = page.touch else {
            return false
        }
        switch touch.phase {
        case .pressing, .repeating: return true
        case .scrolling, .tones: return false
        }
    }

    /// Whether the open panel takes the fingers on it as touches (``KeyboardEvent/touchBegan(_:)`` and
    /// the rest, with ticks) rather than taps for ``RenderedPanel/event(at:)``: the emoji page, which
    /// scrolls and shows skin tones by itself.
    public var panelTakesTouches: Bool {
        guard case .panel(let panel)? = section, case .emoji(let page) = panel.content else { return false }
        return page.search == nil
    }

    /// Whether a panel, the More section or the candidate grid is open in place of the keys: a touch
    /// there is a tap on what the render model draws (``RenderedPanel/event(at:)``), not a touch of a
    /// key, unless ``panelTakesTouches``.
    public var showsPanel: Bool {
        section?.replacesKeys == true || showsCandidateGrid
    }

    /// Whether the candidate grid is open in place of the keys: the composition's candidates are
    /// all listed, and the bar's toggle collapses them.
    public var showsCandidateGrid: Bool {
        section == nil && composition.isShowingAllCandidates && !composition.candidates.isEmpty
    }
}

extension ActiveTouch.Phase {
    /// Whether ticks move this phase on: a press becomes a long press, a held key repeats.
    var advancesWithTime: Bool {
        switch self {
        case .pressing, .repeating: true
        case .done, .holdingShift, .alternates, .languages, .cursorDrag, .swiping: false
        }
    }
}
