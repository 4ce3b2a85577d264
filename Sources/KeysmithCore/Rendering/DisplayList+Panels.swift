extension DisplayList.Builder {
    /// The open panel, in place of the keys: clipped to the keys area and scrolled `scrollOffset`
    /// points, so that what scrolls above the area never covers the toolbar slot.
    func panel(_ panel: RenderedPanel, scrollOffset: Double) -> DisplayItem {
        var children: [DisplayItem] = []
        if let note = panel.note { children.append(self.note(note)) }
        switch panel.content {
        case .more(let items):
            for (index, item) in items.enumerated() {
                children.append(card(item.frame))
                children.append(toolbarItem(item, identifier: "more-\(index)"))
            }
        case .themes(let options):
            children += options.map(themeOption)
        case .settings(let settings):
            children += self.settings(settings)
        case .stickers(let stickers):
            children += self.stickers(stickers)
        case .gifs(let gifs):
            children += self.gifs(gifs, in: panel.frame)
        case .quickReplies(let replies):
            for reply in replies {
                children.append(card(reply.frame))
                children.append(
                    leadingText(
                        reply.label, in: reply.frame.insetBy(dx: DrawingMetrics.quickReplyInset, dy: 0),
                        size: DrawingMetrics.rowFontSize,
                        color: palette.panelTextColor))
            }
        case .embeddedBrowser(let browser):
            children += self.browser(browser)
        case .emoji(let page):
            children += emojiPage(page)
        case .candidates(let grid):
            children += candidateGrid(grid)
        }
        return .group(
            DisplayGroup(
                tag: .panel(name: panel.name), clip: panel.frame,
                translation: scrollOffset == 0 ? nil : Point(x: 0, y: -scrollOffset), children: children))
    }

    // MARK: Parts

    /// A rounded card on the panel's surface, outlined in `stroke` when given.
    private func card(_ frame: Rect, stroke: ThemeColor? = nil) -> DisplayItem {
        .rectangle(
            DisplayRectangle(
                frame: frame, cornerRadius: cornerRadius + DrawingMetrics.cardExtraRadius,
                paint: DisplayPaint(
                    fill: palette.panelSurfaceColor, stroke: stroke, strokeWidth: DrawingMetrics.selectedCardStroke)))
    }

    /// A pill with a title, outlined in the accent: filled with it when `filled`.
    private func button(_ title: String, in frame: Rect, filled: Bool = false) -> [DisplayItem] {
        let pill = DisplayRectangle(
            frame: frame, cornerRadius: frame.height / 2,
            paint: DisplayPaint(
                fill: filled ? palette.toolbarTintColor : palette.panelSurfaceColor, stroke: palette.toolbarTintColor))
        let text = centeredText(
            title, in: frame, size: DrawingMetrics.buttonFontSize, inset: DrawingMetrics.buttonTitleInset,
            color: filled ? palette.onAccentColor : palette.panelTextColor)
        return [.rectangle(pill), text]
    }

    private func note(_ note: RenderedNote) -> DisplayItem {
        let colors = palette.noteColors(note.tone)
        let box = DisplayRectangle(
            frame: note.frame, cornerRadius: DrawingMetrics.noteRadius,
            paint: DisplayPaint(fill: colors.background, stroke: colors.border))
        let inset = DrawingMetrics.noteInset
        let text = wrappedText(
            note.text, in: note.frame.insetBy(dx: inset.width, dy: inset.height), size: DrawingMetrics.noteFontSize,
            color: colors.text)
        return .group(DisplayGroup(tag: .note(tone: note.tone.rawValue), children: [.rectangle(box)] + text))
    }

    // MARK: Themes

    private func themeOption(_ option: RenderedThemeOption) -> DisplayItem {
        let accent = palette.toolbarTintColor
        var children = [card(option.frame, stroke: option.isSelected ? accent : nil)]
        children.append(
            leadingText(
                option.name, in: option.nameFrame, size: DrawingMetrics.rowFontSize,
                weight: option.isSelected ? .semibold : .regular,
                color: palette.panelTextColor))
        for (color, frame) in zip(option.swatches, option.swatchFrames) {
            children.append(
                .circle(
                    DisplayCircle(
                        center: frame.center, radius: frame.width / 2,
                        paint: DisplayPaint(
                            fill: color, stroke: palette.swatchOutlineColor, strokeWidth: DrawingMetrics.swatchStroke)))
            )
        }
        if option.isSelected {
            let side = DrawingMetrics.checkMarkSide
            let mark = Rect(
                x: option.frame.maxX - DrawingMetrics.checkMarkInset - side, y: option.frame.midY - side / 2,
                width: side, height: side)
            let points = [
                Point(x: mark.minX + 3, y: mark.midY), Point(x: mark.midX - 1, y: mark.maxY - 4),
                Point(x: mark.maxX - 2, y: mark.minY + 4),
            ]
            children.append(.path(DisplayPath(points: points, color: accent, width: DrawingMetrics.checkMarkWidth)))
        }
        return .group(DisplayGroup(tag: .themeOption, children: children))
    }

    // MARK: Settings

    private func settings(_ settings: RenderedSettings) -> [DisplayItem] {
        let ink = palette.panelTextColor
        var items: [DisplayItem] = settings.headings.map { heading in
            leadingText(
                heading.text.uppercased(), in: heading.frame.insetBy(dx: DrawingMetrics.headingInset, dy: 0),
                size: DrawingMetrics.headingFontSize, weight: .semibold, color: palette.toolbarTextColor)
        }
        for snippet in settings.snippets {
            var children = [card(snippet.frame)]
            children.append(
                leadingText(
                    snippet.title, in: snippet.titleFrame, size: DrawingMetrics.rowFontSize, weight: .semibold,
                    color: ink))
            children.append(
                leadingText(
                    snippet.template, in: snippet.templateFrame, size: DrawingMetrics.templateFontSize,
                    family: .monospaced, color: ink))
            children += button(PanelLabels.useSelection, in: snippet.useSelectionButton)
            if let reset = snippet.resetButton { children += button(PanelLabels.reset, in: reset) }
            items.append(.group(DisplayGroup(tag: .snippetSetting, children: children)))
        }
        for toggle in settings.toggles {
            var children = [card(toggle.frame)]
            children.append(
                leadingText(toggle.title, in: toggle.titleFrame, size: DrawingMetrics.rowFontSize, color: ink))
            if let detail = toggle.detail, let detailFrame = toggle.detailFrame {
                children.append(leadingText(detail, in: detailFrame, size: DrawingMetrics.detailFontSize, color: ink))
            }
            let track = toggle.switchFrame
            children.append(
                .rectangle(
                    DisplayRectangle(
                        frame: track, cornerRadius: track.height / 2,
                        paint: .fill(palette.switchTrackColor(isOn: toggle.isOn)))))
            let inset = DrawingMetrics.switchKnobInset
            let knob = track.height / 2 - inset
            children.append(
                .circle(
                    DisplayCircle(
                        center: Point(
                            x: toggle.isOn ? track.maxX - knob - inset : track.minX + knob + inset, y: track.midY),
                        radius: knob,
                        paint: DisplayPaint(
                            fill: palette.switchKnobColor, stroke: palette.switchKnobOutlineColor,
                            strokeWidth: DrawingMetrics.switchKnobStroke))))
            items.append(.group(DisplayGroup(tag: .toggle, children: children)))
        }
        if let reset = settings.learnedWordsReset { items.append(learnedWordsReset(reset)) }
        return items
    }

    /// The Reset Learned Words row: its title in the accent, as a button's; while it asks, the
    /// question under it and a Cancel and a filled Reset button.
    private func learnedWordsReset(_ reset: RenderedLearnedWordsReset) -> DisplayItem {
        var children = [card(reset.frame)]
        children.append(
            leadingText(
                reset.title, in: reset.titleFrame, size: DrawingMetrics.rowFontSize, color: palette.toolbarTintColor))
        if let confirmation = reset.confirmation {
            children.append(
                leadingText(
                    confirmation.message, in: confirmation.messageFrame, size: DrawingMetrics.detailFontSize,
                    color: palette.panelTextColor))
            children += button(PanelLabels.cancel, in: confirmation.cancelButton)
            children += button(PanelLabels.reset, in: confirmation.resetButton, filled: true)
        }
        return .group(DisplayGroup(tag: .learnedWordsReset, children: children))
    }

    // MARK: Stickers and GIFs

    private func stickers(_ stickers: RenderedStickers) -> [DisplayItem] {
        var items = stickers.tabs.flatMap { button($0.title, in: $0.frame, filled: $0.isSelected) }
        let cells = stickers.stickers.map { sticker in
            let name = centeredText(
                sticker.name, in: sticker.imageFrame, size: DrawingMetrics.stickerNameFontSize,
                color: palette.panelTextColor)
            let image = ImageItem(
                name: sticker.image, frame: sticker.imageFrame, tint: nil, fallback: [name],
                identifier: "sticker-\(sticker.pack)-\(sticker.name)")
            return DisplayItem.group(
                DisplayGroup(
                    tag: .sticker, title: sticker.accessibilityLabel, children: [card(sticker.frame), .image(image)]))
        }
        items.append(
            .group(
                DisplayGroup(
                    tag: .stickers, opacity: stickers.isEnabled ? nil : DrawingMetrics.disabledStickersOpacity,
                    children: cells)))
        return items
    }

    /// The query chips, "Searching…" under them while a search runs, and each GIF as a card with its
    /// title: no shell fetches previews to draw the panel.
    private func gifs(_ gifs: RenderedGIFs, in panelFrame: Rect) -> [DisplayItem] {
        var items = gifs.queries.flatMap { button($0.title, in: $0.frame, filled: $0.isSelected) }
        if gifs.isSearching, let last = gifs.queries.last {
            let below = Rect(
                x: panelFrame.x, y: last.frame.maxY + DrawingMetrics.searchingGap, width: keysArea.width,
                height: DrawingMetrics.searchingHeight)
            items.append(
                centeredText(
                    PanelLabels.searching, in: below, size: DrawingMetrics.searchingFontSize,
                    color: palette.toolbarTextColor))
        }
        for result in gifs.results {
            let frame = result.frame
            let side = DrawingMetrics.gifIconSide
            let iconFrame = Rect(
                x: frame.midX - side / 2, y: frame.midY - DrawingMetrics.gifIconRise, width: side, height: side)
            let icon = GlyphItem(glyph: .toolbar(.gifs), frame: iconFrame, color: palette.toolbarTintColor)
            let titleFrame = Rect(
                x: frame.x, y: frame.midY + DrawingMetrics.gifTitleDrop, width: frame.width,
                height: DrawingMetrics.gifTitleHeight)
            let title = centeredText(
                result.gif.title, in: titleFrame, size: DrawingMetrics.gifTitleFontSize,
                inset: DrawingMetrics.gifTitleInset,
                color: palette.panelTextColor)
            items.append(.group(DisplayGroup(tag: .gif, children: [card(frame), .glyph(icon), title])))
        }
        return items
    }

    // MARK: Browser

    private func browser(_ browser: RenderedBrowser) -> [DisplayItem] {
        let address = browser.addressFrame
        let url = browser.url.absoluteString
        var items: [DisplayItem] = [
            .rectangle(
                DisplayRectangle(
                    frame: address, cornerRadius: DrawingMetrics.noteRadius, paint: .fill(palette.panelSurfaceColor))),
            leadingText(
                url, in: address.insetBy(dx: DrawingMetrics.addressInset, dy: 0), size: DrawingMetrics.addressFontSize,
                color: palette.panelTextColor),
        ]
        items += button(PanelLabels.open, in: browser.openButton)
        items.append(.rectangle(DisplayRectangle(frame: browser.pageFrame, paint: .fill(palette.browserPageColor))))
        items.append(
            centeredText(
                PanelLabels.webPage(url), in: browser.pageFrame, size: DrawingMetrics.pageFontSize,
                inset: DrawingMetrics.addressInset,
                color: palette.browserPageTextColor))
        return items
    }
}
