extension KeyboardState {
    /// Whether the shell must keep sending ``KeyboardEvent/tick(time:)``: while time can still change
    /// something — a finger pressing a key, which a long press may take further, or a key that
    /// repeats — and while the spacebar shows a layout's name for a moment.
    public var needsTicks: Bool {
        spacebarLabel != nil || touches.contains { $0.phase.advancesWithTime }
    }

    /// Whether a panel or the More section is open in place of the keys: a touch there is a tap on
    /// what the render model draws (``RenderedPanel/event(at:)``), not a touch of a key.
    public var showsPanel: Bool {
        section?.replacesKeys == true
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
