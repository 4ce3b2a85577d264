extension DisplayList.Builder {
    /// The emoji page: the title of the category in view, the emoji in view clipped to the grid, and
    /// the bar with ABC, the category tabs and delete. The skin tones of a held emoji are drawn over
    /// it all, outside the panel's clip (``emojiTones(_:)``), as they may rise into the toolbar slot.
    func emojiPage(_ page: RenderedEmojiPage) -> [DisplayItem] {
        var items: [DisplayItem] = [
            leadingText(
                page.title.text.uppercased(), in: page.title.frame, size: DrawingMetrics.headingFontSize,
                weight: .semibold, color: palette.toolbarTextColor)
        ]
        let highlight = palette.toolbarTextColor.withOpacity(DrawingMetrics.emojiHighlightOpacity)
        let cells = page.cells.map { cell -> DisplayItem in
            var children: [DisplayItem] = []
            if cell.isPressed {
                children.append(
                    .rectangle(
                        DisplayRectangle(frame: cell.frame, cornerRadius: cornerRadius, paint: .fill(highlight))))
            }
            children.append(
                centeredText(
                    cell.emoji, in: cell.frame, size: cell.frame.height * DrawingMetrics.emojiFontShare,
                    color: palette.panelTextColor))
            return .group(DisplayGroup(tag: .emoji, title: cell.accessibilityLabel, children: children))
        }
        items.append(.group(DisplayGroup(clip: page.gridFrame, children: cells)))
        for tab in page.categories {
            var children: [DisplayItem] = []
            let side = min(tab.frame.width, tab.frame.height) - 2 * DrawingMetrics.emojiTabInset
            let square = Rect(x: tab.frame.midX - side / 2, y: tab.frame.midY - side / 2, width: side, height: side)
            if tab.isSelected {
                children.append(
                    .circle(DisplayCircle(center: square.center, radius: side / 2, paint: .fill(highlight))))
            }
            children.append(
                centeredText(
                    tab.icon, in: square, size: side * DrawingMetrics.emojiTabFontShare, color: palette.panelTextColor))
            items.append(
                .group(
                    DisplayGroup(
                        tag: .emojiCategory(name: tab.category.rawValue), title: tab.accessibilityLabel,
                        opacity: tab.isSelected ? nil : DrawingMetrics.emojiTabOpacity, children: children)))
        }
        items.append(
            pageKey(
                .text(page.lettersButton.text), type: .switchKeyboard, frame: page.lettersButton.frame,
                tag: .emojiButton(name: "letters"), label: "Letters"))
        items.append(
            pageKey(
                .icon(.delete), type: .delete, frame: page.deleteButton, tag: .emojiButton(name: "delete"),
                label: KeyIcon.delete.spokenName))
        return items
    }

    /// The emoji page's bar in the toolbar slot: the search field (the query with a caret while a
    /// search is typed, else the placeholder), the emoji found, and the close button.
    func emojiSearchBar(_ bar: RenderedEmojiSearchBar) -> DisplayItem {
        var children: [DisplayItem] = [
            .rectangle(
                DisplayRectangle(
                    frame: bar.field, cornerRadius: bar.field.height / 2,
                    paint: DisplayPaint(
                        fill: palette.panelSurfaceColor, stroke: bar.isSearching ? palette.toolbarTintColor : nil)))
        ]
        let text = bar.field.insetBy(dx: DrawingMetrics.emojiSearchInset, dy: 0)
        if bar.isSearching {
            children.append(
                leadingText(
                    bar.query + "|", in: text, size: DrawingMetrics.suggestionFontSize, color: palette.panelTextColor))
        } else {
            children.append(
                leadingText(
                    bar.placeholder, in: text, size: DrawingMetrics.suggestionFontSize,
                    color: palette.toolbarTextColor.withOpacity(DrawingMetrics.emojiTabOpacity)))
        }
        for result in bar.results {
            children.append(
                .group(
                    DisplayGroup(
                        tag: .emoji, title: result.accessibilityLabel,
                        children: [
                            centeredText(
                                result.emoji, in: result.frame,
                                size: result.frame.height * DrawingMetrics.emojiFontShare,
                                color: palette.panelTextColor)
                        ])))
        }
        children += close(in: bar.closeButton)
        return .group(DisplayGroup(tag: .emojiSearch, children: children))
    }

    /// ABC and delete, drawn as the layouts' dark keys are.
    private func pageKey(_ label: KeyLabel, type: KeyType, frame: Rect, tag: DisplayTag, label spoken: String)
        -> DisplayItem
    {
        let key = RenderedKey(
            row: 0, index: 0, frame: frame, style: .dark, type: type, label: label, isPressed: false,
            isSelected: false, isLocked: false, hasHomerowIndicator: false, font: nil, textSize: nil,
            accessibilityLabel: spoken)
        var group = self.key(key)
        group.tag = tag
        return .group(group)
    }

    /// The skin tones of a held emoji: a panel in the letter keys' face, the option under the finger
    /// on the `blue` style's, as the alternates panel draws them.
    func emojiTones(_ tones: RenderedEmojiTones) -> DisplayItem {
        let plain = palette.alternatesFace(selected: false)
        let selected = palette.alternatesFace(selected: true)
        var items: [DisplayItem] = []
        if let shadow = plain.shadow, shadow.alpha > 0 {
            let below = Rect(
                x: tones.frame.x, y: tones.frame.y + DrawingMetrics.keyShadowOffset, width: tones.frame.width,
                height: tones.frame.height)
            items.append(.rectangle(DisplayRectangle(frame: below, cornerRadius: cornerRadius, paint: .fill(shadow))))
        }
        items.append(
            .rectangle(DisplayRectangle(frame: tones.frame, cornerRadius: cornerRadius, paint: .fill(plain.background)))
        )
        for (index, option) in tones.options.enumerated() {
            if index == tones.selected {
                items.append(
                    .rectangle(
                        DisplayRectangle(
                            frame: option.frame.insetBy(
                                dx: DrawingMetrics.alternatesSelectionInset, dy: DrawingMetrics.alternatesSelectionInset
                            ),
                            cornerRadius: cornerRadius, paint: .fill(selected.background))))
            }
            items.append(
                centeredText(
                    option.text, in: option.frame, size: option.frame.height * DrawingMetrics.emojiFontShare,
                    color: plain.foreground))
        }
        return .group(DisplayGroup(tag: .emojiTones, children: items))
    }
}
