/// Lays out the open panel or More section in the keys area.
extension KeyboardEngine {
    func renderedPanel(for state: KeyboardState) -> RenderedPanel? {
        // The emoji page's search shows the keys.
        guard state.showsPanel else { return nil }
        let metrics = state.geometry.metrics
        let frame = Rect(x: 0, y: 0, width: metrics.width, height: metrics.height)
        var layout = PanelLayout(frame: frame, sideInset: metrics.sideInset)
        switch state.toolbarState.section {
        case nil where state.showsCandidateGrid:
            let texts = state.composition.candidates.map(\.text)
            // The grid goes on from the first candidate the bar above it does not hold.
            let barCount = CandidateLayout.bar(texts, in: Self.slotContentArea(metrics), isExpanded: true).cells.count
            let grid = CandidateLayout.grid(
                texts, after: barCount, page: state.composition.candidatePage, in: frame,
                rowHeight: metrics.toolbarHeight, sideInset: metrics.sideInset)
            return RenderedPanel(
                name: "candidates", title: PanelLabels.candidates, frame: frame, contentHeight: frame.height,
                note: nil, content: .candidates(grid))
        case nil, .socialBar?:
            return nil
        case .more?:
            let items = moreTiles(state.toolbar?.more ?? [], layout: &layout)
            return RenderedPanel(
                name: "more", title: "More", frame: frame, contentHeight: layout.contentHeight, note: nil,
                content: .more(items))
        case .panel(let panel)?:
            let note: RenderedNote?
            let content: RenderedPanel.Content
            switch panel.content {
            case .themes:
                note = layout.note(panel.note)
                content = .themes(themeOptions(state, layout: &layout))
            case .settings(let isConfirmingReset):
                note = layout.note(panel.note)
                content = .settings(settings(state, isConfirmingReset: isConfirmingReset, layout: &layout))
            case .stickers(let selectedPack):
                let catalog = configuration.stickers ?? StickerCatalog(packs: [])
                note = layout.note(
                    !state.host.hasFullAccess
                        ? .needsFullAccess(for: "Stickers")
                        : catalog.packs.isEmpty ? PanelNote("This keyboard has no stickers.") : panel.note)
                content = .stickers(
                    stickers(catalog, selectedPack: selectedPack, isEnabled: state.host.hasFullAccess, layout: &layout))
            case .gifs(let search):
                note = layout.note(panel.note ?? gifNote(search, hasFullAccess: state.host.hasFullAccess))
                content = .gifs(gifs(search, hasFullAccess: state.host.hasFullAccess, layout: &layout))
            case .quickReplies:
                let replies = configuration.quickReplies?.replies ?? []
                note = layout.note(replies.isEmpty ? PanelNote("This keyboard has no quick replies.") : panel.note)
                let cells = layout.grid(
                    count: replies.count, columns: layout.contentWidth >= 560 ? 2 : 1, height: PanelLayout.rowHeight)
                content = .quickReplies(
                    zip(replies.indices, cells).map { index, cell in
                        RenderedQuickReply(index: index, label: replies[index].label, frame: cell)
                    })
            case .embeddedBrowser(let url):
                note = layout.note(state.host.hasFullAccess ? panel.note : .needsFullAccess(for: "Web pages"))
                let bar = layout.row(height: PanelLayout.noteHeight)
                let open = Rect(x: bar.maxX - 72, y: bar.y, width: 72, height: bar.height)
                let address = Rect(
                    x: bar.x, y: bar.y, width: max(0, open.minX - bar.x - PanelLayout.gap), height: bar.height)
                let pageTop = layout.y
                let page = Rect(x: frame.x, y: pageTop, width: frame.width, height: max(0, frame.maxY - pageTop))
                content = .embeddedBrowser(
                    RenderedBrowser(url: url, addressFrame: address, openButton: open, pageFrame: page))
            case .emoji(let page):
                note = nil
                content = .emoji(renderedEmojiPage(page, state: state))
            }
            return RenderedPanel(
                name: panel.kind.name, title: panel.title, frame: frame, contentHeight: layout.contentHeight,
                note: note,
                content: content)
        }
    }

    // MARK: More

    private func moreTiles(_ items: [ResolvedToolbarItem], layout: inout PanelLayout) -> [RenderedToolbarItem] {
        let cells = layout.grid(count: items.count, columns: layout.columns(minimumWidth: 84, fewest: 3), height: 62)
        return zip(items, cells).map { item, cell in
            let side = 26.0
            let icon = Rect(x: cell.midX - side / 2, y: cell.y + 8, width: side, height: side)
            let title = Rect(x: cell.x + 2, y: icon.maxY + 4, width: max(0, cell.width - 4), height: 18)
            return RenderedToolbarItem(
                resolved: item, frame: cell, iconFrame: icon, titleFrame: title, showsTitle: true)
        }
    }

    // MARK: Themes

    private func themeOptions(_ state: KeyboardState, layout: inout PanelLayout) -> [RenderedThemeOption] {
        let themes = availableThemes
        let current = theme(settings: state.settings).name
        let cells = layout.grid(count: themes.count, columns: layout.columns(minimumWidth: 170, fewest: 2), height: 64)
        return zip(themes, cells).map { theme, cell in
            let palette = theme.palette(for: state.host.colorScheme)
            let swatches = [
                palette.keyboardBackground,
                palette.keyAppearance(for: .light)?.background ?? palette.keyboardBackground,
                palette.toolbar?.tint ?? ThemeToolbarAppearance.systemTint,
            ]
            let swatchFrames = swatches.indices.map { index in
                Rect(x: cell.x + 10 + Double(index) * 26, y: cell.y + 32, width: 20, height: 20)
            }
            return RenderedThemeOption(
                name: theme.name, frame: cell,
                nameFrame: Rect(x: cell.x + 10, y: cell.y + 6, width: max(0, cell.width - 20), height: 22),
                swatches: swatches, swatchFrames: swatchFrames, isSelected: theme.name == current)
        }
    }

    // MARK: Settings

    private func settings(_ state: KeyboardState, isConfirmingReset: Bool, layout: inout PanelLayout)
        -> RenderedSettings
    {
        var headings: [RenderedText] = []
        var snippets: [RenderedSnippetSetting] = []
        let editable = configuration.snippets?.userEditableSnippets ?? []
        if !editable.isEmpty {
            headings.append(RenderedText(text: "Tags", frame: layout.row(height: PanelLayout.headingHeight)))
        }
        for snippet in editable {
            let row = layout.row(height: 52)
            let isCustomized = state.settings.snippetTemplates[snippet.name] != nil
            let buttonHeight = 32.0
            let buttonY = row.midY - buttonHeight / 2
            let right = row.maxX - 10
            let reset = isCustomized ? Rect(x: right - 64, y: buttonY, width: 64, height: buttonHeight) : nil
            let useSelection = Rect(
                x: (reset.map { $0.minX - PanelLayout.gap } ?? right) - 112, y: buttonY, width: 112,
                height: buttonHeight)
            let textWidth = max(0, useSelection.minX - row.x - 20)
            snippets.append(
                RenderedSnippetSetting(
                    name: snippet.name, title: snippet.label, template: state.settings.template(for: snippet).source,
                    isCustomized: isCustomized, frame: row,
                    titleFrame: Rect(x: row.x + 10, y: row.y + 6, width: textWidth, height: 18),
                    templateFrame: Rect(x: row.x + 10, y: row.y + 27, width: textWidth, height: 18),
                    useSelectionButton: useSelection, resetButton: reset))
        }
        headings.append(RenderedText(text: "Keyboard", frame: layout.row(height: PanelLayout.headingHeight)))
        let toggles = KeyboardOption.allCases.filter { offers($0, in: state) }.map { option in
            let detail: String? = option == .haptics && !state.host.hasFullAccess ? "Needs Full Access" : nil
            let row = layout.row(height: PanelLayout.rowHeight)
            let switchFrame = Rect(x: row.maxX - 61, y: row.midY - 15.5, width: 51, height: 31)
            let textWidth = max(0, switchFrame.minX - row.x - 20)
            let titleFrame =
                detail == nil
                ? Rect(x: row.x + 10, y: row.y, width: textWidth, height: row.height)
                : Rect(x: row.x + 10, y: row.y + 3, width: textWidth, height: 22)
            let detailFrame = detail.map { _ in Rect(x: row.x + 10, y: row.y + 24, width: textWidth, height: 16) }
            return RenderedToggle(
                option: option, title: option.title, detail: detail, isOn: state.settings[option], frame: row,
                titleFrame: titleFrame, detailFrame: detailFrame, switchFrame: switchFrame)
        }
        let reset =
            offersLearnedWordsReset(in: state)
            ? learnedWordsReset(isConfirming: isConfirmingReset, layout: &layout) : nil
        return RenderedSettings(headings: headings, snippets: snippets, toggles: toggles, learnedWordsReset: reset)
    }

    /// The Reset Learned Words row: as tall as an option's, or taller while it asks, with the
    /// question under the title and the buttons under it at the right.
    private func learnedWordsReset(isConfirming: Bool, layout: inout PanelLayout) -> RenderedLearnedWordsReset {
        guard isConfirming else {
            let row = layout.row(height: PanelLayout.rowHeight)
            return RenderedLearnedWordsReset(
                title: RenderedLearnedWordsReset.title, frame: row,
                titleFrame: Rect(x: row.x + 10, y: row.y, width: max(0, row.width - 20), height: row.height),
                confirmation: nil)
        }
        let row = layout.row(height: 92)
        let textWidth = max(0, row.width - 20)
        let buttonHeight = 32.0
        let buttonY = row.maxY - 8 - buttonHeight
        let reset = Rect(x: row.maxX - 10 - 72, y: buttonY, width: 72, height: buttonHeight)
        let cancel = Rect(x: reset.minX - PanelLayout.gap - 80, y: buttonY, width: 80, height: buttonHeight)
        return RenderedLearnedWordsReset(
            title: RenderedLearnedWordsReset.title, frame: row,
            titleFrame: Rect(x: row.x + 10, y: row.y + 6, width: textWidth, height: 22),
            confirmation: RenderedLearnedWordsReset.Confirmation(
                message: RenderedLearnedWordsReset.message,
                messageFrame: Rect(x: row.x + 10, y: row.y + 28, width: textWidth, height: 16),
                cancelButton: cancel, resetButton: reset))
    }

    // MARK: Stickers

    private func stickers(_ catalog: StickerCatalog, selectedPack: Int, isEnabled: Bool, layout: inout PanelLayout)
        -> RenderedStickers
    {
        let tabCells = layout.grid(
            count: catalog.packs.count, columns: max(1, catalog.packs.count),
            height: catalog.packs.isEmpty ? 0 : PanelLayout.tabHeight)
        let tabs = zip(catalog.packs.indices, tabCells).map { index, cell in
            RenderedTab(
                index: index, title: catalog.packs[index].title ?? catalog.packs[index].name, frame: cell,
                isSelected: index == selectedPack)
        }
        guard catalog.packs.indices.contains(selectedPack) else {
            return RenderedStickers(tabs: tabs, stickers: [], isEnabled: isEnabled)
        }
        let pack = catalog.packs[selectedPack]
        let cells = layout.grid(count: pack.stickers.count, columns: layout.columns(minimumWidth: 80, fewest: 4))
        let stickers = zip(pack.stickers, cells).map { sticker, cell in
            RenderedSticker(
                pack: pack.name, name: sticker.name, image: sticker.image,
                accessibilityLabel: sticker.accessibilityLabel ?? sticker.name,
                frame: cell, imageFrame: cell.insetBy(dx: 6, dy: 6))
        }
        return RenderedStickers(tabs: tabs, stickers: stickers, isEnabled: isEnabled)
    }

    // MARK: GIFs

    private func gifNote(_ search: GIFSearchState, hasFullAccess: Bool) -> PanelNote? {
        guard hasFullAccess else { return .needsFullAccess(for: "GIFs") }
        switch search.phase {
        case .idle, .searching:
            return nil
        case .results(let gifs) where gifs.isEmpty:
            return PanelNote(search.query.isEmpty ? "No trending GIFs right now." : "No GIFs for “\(search.query)”.")
        case .results:
            return nil
        case .failed(.offline):
            return PanelNote(
                "You’re offline. GIFs need an internet connection; the rest of the keyboard works as usual.",
                tone: .warning)
        case .failed(.unavailable):
            return PanelNote("GIFs can’t be loaded right now. Tap a search to try again.", tone: .warning)
        }
    }

    private func gifs(_ search: GIFSearchState, hasFullAccess: Bool, layout: inout PanelLayout) -> RenderedGIFs {
        guard hasFullAccess else { return RenderedGIFs(queries: [], results: [], isSearching: false) }
        let choices = [("Trending", "")] + GIFSearchRequest.suggestedQueries.map { ($0, $0) }
        let chipCells = layout.grid(
            count: choices.count, columns: layout.columns(minimumWidth: 80, fewest: 4), height: PanelLayout.chipHeight)
        let queries = zip(choices, chipCells).map { choice, cell in
            RenderedQueryChip(title: choice.0, query: choice.1, frame: cell, isSelected: choice.1 == search.query)
        }
        var results: [RenderedGIF] = []
        if case .results(let gifs) = search.phase {
            let cells = layout.grid(
                count: gifs.count, columns: layout.columns(minimumWidth: 110, fewest: 3), aspect: 0.75)
            results = zip(gifs, cells).map { RenderedGIF(gif: $0, frame: $1) }
        }
        return RenderedGIFs(queries: queries, results: results, isSearching: search.phase == .searching)
    }
}
