import Testing
@_spi(Tooling) @testable import KeysmithCore

/// Taps on the toolbar slot and the panels, found as a shell finds them: by a frame of the render
/// model, hit-tested with ``ToolbarSlot/event(at:)`` or ``RenderedPanel/event(at:)``, and the event
/// that gives sent to the engine.
extension TouchSession {
    /// The buttons the slot shows now: the toolbar's, or the social bar's.
    var slotItems: [RenderedToolbarItem] {
        switch model.toolbarSlot.content {
        case .toolbar(let items), .socialBar(let items, _): items
        case .empty, .header, .suggestions, .emojiSearch: []
        }
    }

    /// The suggestions the slot shows now; empty when it shows something else.
    var shownSuggestions: [RenderedSuggestion] {
        if case .suggestions(let suggestions) = model.toolbarSlot.content { suggestions } else { [] }
    }

    /// Taps the suggestion whose text is `text`, as a shell does: at its cell's centre.
    @discardableResult
    mutating func tapSuggestion(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [KeyboardEffect] {
        guard let suggestion = shownSuggestions.first(where: { $0.text == text }) else {
            Issue.record(
                "no suggestion \"\(text)\" in \(shownSuggestions.map(\.title))", sourceLocation: sourceLocation)
            return []
        }
        return tapSlot(at: suggestion.frame.center)
    }

    /// The panel drawn in place of the keys, if any.
    var panel: RenderedPanel? { model.panel }

    /// Taps the slot at `point` (slot coordinates). Returns the effects; none when nothing is there.
    @discardableResult
    mutating func tapSlot(at point: Point) -> [KeyboardEffect] {
        guard let event = model.toolbarSlot.event(at: point) else { return [] }
        return send(event)
    }

    /// Taps the slot's button whose VoiceOver label is `label` (its title, or its type's default).
    @discardableResult
    mutating func tapToolbar(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) -> [KeyboardEffect] {
        guard let item = slotItems.first(where: { $0.accessibilityLabel == label }) else {
            Issue.record(
                "no toolbar button \"\(label)\" in \(slotItems.map(\.accessibilityLabel))",
                sourceLocation: sourceLocation)
            return []
        }
        return tapSlot(at: item.frame.center)
    }

    /// Taps the close button of the slot: the social bar's, or the header's over a panel.
    @discardableResult
    mutating func tapClose(sourceLocation: SourceLocation = #_sourceLocation) -> [KeyboardEffect] {
        switch model.toolbarSlot.content {
        case .socialBar(_, let close), .header(_, _, let close):
            return tapSlot(at: close.center)
        case .emojiSearch(let bar):
            return tapSlot(at: bar.closeButton.center)
        case .empty, .toolbar, .suggestions:
            Issue.record("the slot shows no close button", sourceLocation: sourceLocation)
            return []
        }
    }

    /// Taps the open panel at `point` (content coordinates).
    @discardableResult
    mutating func tapPanel(at point: Point, sourceLocation: SourceLocation = #_sourceLocation) -> [KeyboardEffect] {
        guard let panel else {
            Issue.record("no panel is open", sourceLocation: sourceLocation)
            return []
        }
        guard let event = panel.event(at: point) else { return [] }
        return send(event)
    }

    /// Taps the More section's tile whose VoiceOver label is `label`.
    @discardableResult
    mutating func tapMore(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) -> [KeyboardEffect] {
        guard case .more(let items)? = panel?.content, let item = items.first(where: { $0.accessibilityLabel == label })
        else {
            Issue.record("no More item \"\(label)\"", sourceLocation: sourceLocation)
            return []
        }
        return tapPanel(at: item.frame.center)
    }

    /// Opens the panel of the toolbar button `label`, going through More when it is there.
    mutating func openPanel(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if slotItems.contains(where: { $0.accessibilityLabel == label }) {
            tapToolbar(label, sourceLocation: sourceLocation)
        } else {
            tapToolbar("More", sourceLocation: sourceLocation)
            tapMore(label, sourceLocation: sourceLocation)
        }
        if panel == nil { Issue.record("\(label) opened no panel", sourceLocation: sourceLocation) }
    }

    /// The URLs opened among these effects, in order.
    var openedURLs: [String] {
        effects.compactMap { if case .openURL(let url) = $0 { url.absoluteString } else { nil } }
    }

    /// The settings saved, in order.
    var savedSettings: [KeyboardSettings] {
        effects.compactMap { if case .saveSettings(let settings) = $0 { settings } else { nil } }
    }
}
