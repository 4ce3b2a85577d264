extension DisplayList.Builder {
    /// The toolbar slot: its background when the theme gives the toolbar one, what it shows (the
    /// toolbar, the suggestions, the social bar or an open panel's header) and the notice over it.
    func slotItems() -> [DisplayItem] {
        let slot = toolbarSlot
        guard slot.height > 0 else { return [] }
        var items: [DisplayItem] = []
        if let background = palette.toolbar?.background {
            let frame = Rect(x: 0, y: 0, width: keysArea.width, height: slot.height)
            items.append(.rectangle(DisplayRectangle(frame: frame, paint: .fill(background))))
        }
        switch slot.content {
        case .empty:
            break
        case .toolbar(let buttons):
            let children = buttons.enumerated().map { toolbarItem($1, identifier: "toolbar-\($0)") }
            items.append(.group(DisplayGroup(tag: .toolbar, children: children)))
        case .suggestions(let suggestions):
            var children = suggestions.enumerated().map { suggestion($1, separated: $0 > 0) }
            if let toggle = slot.candidateToggle { children.append(candidateToggle(toggle)) }
            items.append(.group(DisplayGroup(tag: .suggestions, children: children)))
        case .socialBar(let buttons, let closeButton):
            let children =
                close(in: closeButton) + buttons.enumerated().map { toolbarItem($1, identifier: "social-\($0)") }
            items.append(.group(DisplayGroup(tag: .socialBar, children: children)))
        case .header(let title, let titleFrame, let closeButton):
            let heading = leadingText(
                title, in: titleFrame, size: DrawingMetrics.headerFontSize, weight: .semibold,
                color: palette.toolbarTextColor)
            items.append(.group(DisplayGroup(tag: .panelHeader, children: [heading] + close(in: closeButton))))
        case .emojiSearch(let bar):
            items.append(emojiSearchBar(bar))
        }
        if let notice = slot.notice {
            let card = DisplayRectangle(
                frame: notice.frame, cornerRadius: DrawingMetrics.noteRadius,
                paint: DisplayPaint(fill: palette.panelSurfaceColor, stroke: palette.toolbarTintColor))
            let inset = DrawingMetrics.noteInset
            let text = wrappedText(
                notice.message, in: notice.frame.insetBy(dx: inset.width, dy: inset.height),
                size: DrawingMetrics.noteFontSize,
                color: palette.panelTextColor)
            items.append(.group(DisplayGroup(tag: .notice, children: [.rectangle(card)] + text)))
        }
        return items
    }

    /// One toolbar item: its icon (the asset, else its type's built-in icon) in its tint or the
    /// toolbar's icon colour, dimmed when it does nothing, and its title when it has one.
    func toolbarItem(_ item: RenderedToolbarItem, identifier: String) -> DisplayItem {
        let color = item.tint ?? palette.toolbarIconColor
        var children: [DisplayItem] = []
        switch item.icon {
        case .builtIn(let icon):
            children.append(.glyph(GlyphItem(glyph: .toolbar(icon), frame: item.iconFrame, color: color)))
        case .asset(let name):
            let fallback = GlyphItem(glyph: .toolbar(.fallback(for: item.kind)), frame: item.iconFrame, color: color)
            children.append(
                .image(
                    ImageItem(
                        name: name, frame: item.iconFrame, tint: item.tint, fallback: [.glyph(fallback)],
                        identifier: "icon-\(identifier)")))
        }
        if let title = item.title, let titleFrame = item.titleFrame {
            children.append(
                centeredText(
                    title, in: titleFrame, size: DrawingMetrics.toolbarTitleFontSize, color: palette.panelTextColor))
        }
        return .group(
            DisplayGroup(
                tag: .toolbarItem(kind: item.kind.name), title: item.accessibilityLabel,
                opacity: item.isEnabled ? nil : DrawingMetrics.disabledOpacity, children: children))
    }

    /// One suggestion: its title centred in its cell, on a highlight when space would apply it, with
    /// a thin separator at the cell's leading edge after the first.
    func suggestion(_ suggestion: RenderedSuggestion, separated: Bool) -> DisplayItem {
        let frame = suggestion.frame
        var children: [DisplayItem] = []
        if separated {
            let inset = (frame.height * DrawingMetrics.suggestionSeparatorInset).rounded()
            children.append(
                .line(
                    DisplayLine(
                        from: Point(x: frame.x, y: frame.y + inset), to: Point(x: frame.x, y: frame.maxY - inset),
                        color: palette.toolbarIconColor.withOpacity(DrawingMetrics.separatorOpacity), width: 1)))
        }
        if suggestion.isAutocorrection {
            let highlight = frame.insetBy(
                dx: DrawingMetrics.autocorrectionInset,
                dy: (frame.height * DrawingMetrics.autocorrectionVerticalInset).rounded())
            children.append(
                .rectangle(
                    DisplayRectangle(
                        frame: highlight, cornerRadius: DrawingMetrics.autocorrectionRadius,
                        paint: .fill(palette.panelSurfaceColor))))
        }
        children.append(
            centeredText(
                suggestion.title, in: frame, size: DrawingMetrics.suggestionFontSize,
                inset: DrawingMetrics.suggestionInset,
                color: palette.toolbarTextColor))
        return .group(
            DisplayGroup(
                tag: .suggestion(kind: suggestion.kind.rawValue), title: suggestion.accessibilityLabel,
                children: children))
    }

    /// A close button: a faint disc in the icon colour centred in `frame`, with the close glyph (a
    /// cross) in it; a bare cross would look like the X logo.
    func close(in frame: Rect) -> [DisplayItem] {
        let radius = min(frame.width, frame.height) * DrawingMetrics.closeRadiusShare
        let disc = DisplayCircle(
            center: frame.center, radius: radius,
            paint: .fill(palette.toolbarIconColor.withOpacity(DrawingMetrics.closeBackgroundOpacity)))
        let half = radius * DrawingMetrics.closeCrossShare
        let cross = Rect(x: frame.midX - half, y: frame.midY - half, width: 2 * half, height: 2 * half)
        return [.circle(disc), .glyph(GlyphItem(glyph: .close, frame: cross, color: palette.toolbarIconColor))]
    }
}
