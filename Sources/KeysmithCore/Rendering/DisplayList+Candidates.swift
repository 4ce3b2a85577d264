extension DisplayList.Builder {
    /// The candidate bar's toggle: a chevron, down to expand the grid, up to collapse it, after a
    /// separator like the one between candidates.
    func candidateToggle(_ toggle: RenderedCandidateToggle) -> DisplayItem {
        let frame = toggle.frame
        let inset = (frame.height * DrawingMetrics.suggestionSeparatorInset).rounded()
        let separator = DisplayItem.line(
            DisplayLine(
                from: Point(x: frame.x, y: frame.y + inset), to: Point(x: frame.x, y: frame.maxY - inset),
                color: palette.toolbarIconColor.withOpacity(DrawingMetrics.separatorOpacity), width: 1))
        return .group(
            DisplayGroup(
                tag: .candidateButton(name: toggle.isExpanded ? "collapse" : "expand"),
                title: toggle.accessibilityLabel,
                children: [separator] + chevron(in: frame, pointingUp: toggle.isExpanded)))
    }

    /// A page of the candidate grid: each candidate centred in its cell, with a separator before
    /// every cell but a row's first and a rule above every row but the first, and the page buttons.
    func candidateGrid(_ grid: RenderedCandidateGrid) -> [DisplayItem] {
        let separatorColor = palette.toolbarIconColor.withOpacity(DrawingMetrics.separatorOpacity)
        var children: [DisplayItem] = []
        var rowTop = grid.cells.first?.frame.y
        for cell in grid.cells {
            let frame = cell.frame
            var parts: [DisplayItem] = []
            if frame.y != rowTop {
                rowTop = frame.y
            } else if frame.x > (grid.cells.first?.frame.x ?? frame.x) {
                let inset = (frame.height * DrawingMetrics.suggestionSeparatorInset).rounded()
                parts.append(
                    .line(
                        DisplayLine(
                            from: Point(x: frame.x, y: frame.y + inset), to: Point(x: frame.x, y: frame.maxY - inset),
                            color: separatorColor, width: 1)))
            }
            if frame.y > (grid.cells.first?.frame.y ?? frame.y) {
                parts.append(
                    .line(
                        DisplayLine(
                            from: Point(x: frame.x, y: frame.y), to: Point(x: frame.maxX, y: frame.y),
                            color: separatorColor, width: 1)))
            }
            parts.append(
                centeredText(
                    cell.text, in: frame, size: grid.fontSize, inset: DrawingMetrics.suggestionInset,
                    color: palette.toolbarTextColor))
            children.append(
                .group(DisplayGroup(tag: .suggestion(kind: "candidate"), title: cell.text, children: parts)))
        }
        if let previous = grid.previousPageButton {
            children.append(
                .group(
                    DisplayGroup(
                        tag: .candidateButton(name: "previousPage"), title: PanelLabels.previousCandidates,
                        children: chevron(in: previous, pointingUp: true))))
        }
        if let next = grid.nextPageButton {
            children.append(
                .group(
                    DisplayGroup(
                        tag: .candidateButton(name: "nextPage"), title: PanelLabels.nextCandidates,
                        children: chevron(in: next, pointingUp: false))))
        }
        return children
    }

    /// A chevron centred in `frame`, drawn as two strokes in the toolbar's icon colour.
    private func chevron(in frame: Rect, pointingUp: Bool) -> [DisplayItem] {
        let half = min(frame.width, frame.height) * DrawingMetrics.chevronShare
        let rise = pointingUp ? -half / 2 : half / 2
        let tip = Point(x: frame.midX, y: frame.midY + rise)
        let color = palette.toolbarIconColor
        return [-1.0, 1.0].map { side in
            .line(
                DisplayLine(
                    from: Point(x: frame.midX + side * half, y: frame.midY - rise), to: tip, color: color,
                    width: DrawingMetrics.chevronStroke))
        }
    }
}
