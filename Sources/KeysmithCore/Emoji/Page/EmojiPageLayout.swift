/// Where everything of the emoji page is, in the keys area: the title of the group in view, the
/// grid of emoji scrolling sideways in columns as on the system keyboard, and the bar at the bottom
/// with ABC, the category tabs and delete.
///
/// The grid is laid out from counts alone, so that hit-testing a touch and drawing a frame cost the
/// same whatever the number of emoji: each section (the recents, then Unicode's nine groups) starts
/// a new column and fills its columns top to bottom, with half a column between sections. An iPhone
/// held upright shows five rows, as the system keyboard does; held sideways, whose keys area is only
/// four rows of 40 points, three; an iPad five.
struct EmojiPageLayout: Sendable {
    /// The keys area.
    let frame: Rect
    let rows: Int
    /// The side of an emoji's square cell, which is also a column's width.
    let cell: Double
    /// The area the grid scrolls in: the keys area's width, between the title and the bar.
    let grid: Rect
    /// Where the first column starts, and how far the last ends from the trailing edge.
    let leading: Double
    let titleFrame: Rect
    let lettersButton: Rect
    let deleteButton: Rect
    /// One tab per category, in ``EmojiCategory/allCases`` order.
    let categoryFrames: [Rect]
    /// For each section, the number of emoji and the x of its first column in the content.
    let sections: [(count: Int, start: Double)]
    /// How far the grid scrolls at most.
    let maximumOffset: Double

    /// The page for `metrics` with `counts[i]` emoji in section `i` (one count per
    /// ``EmojiCategory``).
    init(metrics: KeyboardMetrics, counts: [Int]) {
        frame = Rect(x: 0, y: 0, width: metrics.width, height: metrics.height)
        rows = metrics.deviceClass == .iphoneLandscape ? 3 : 5
        let barHeight = (metrics.rowHeight * 0.8).rounded()
        let titleHeight = 20.0
        let side = metrics.sideInset
        grid = Rect(x: 0, y: titleHeight, width: frame.width, height: max(0, frame.height - barHeight - titleHeight))
        cell = (grid.height / Double(rows)).rounded(.down)
        leading = side + 6
        titleFrame = Rect(x: leading + 4, y: 2, width: max(0, frame.width - 2 * leading - 8), height: titleHeight - 2)
        let barY = frame.height - barHeight
        let buttonWidth = (barHeight * 1.3).rounded()
        let buttonHeight = barHeight - 8
        lettersButton = Rect(x: side + 4, y: barY + 4, width: buttonWidth, height: buttonHeight)
        deleteButton = Rect(
            x: frame.width - side - 4 - buttonWidth, y: barY + 4, width: buttonWidth, height: buttonHeight)
        let tabsLeft = lettersButton.maxX + 4
        let tabWidth = max(0, deleteButton.minX - 4 - tabsLeft) / Double(EmojiCategory.allCases.count)
        categoryFrames = EmojiCategory.allCases.indices.map { index in
            Rect(x: tabsLeft + Double(index) * tabWidth, y: barY, width: tabWidth, height: barHeight)
        }
        var sections: [(count: Int, start: Double)] = []
        var x = 0.0
        let gap = (cell / 2).rounded()
        for count in counts {
            sections.append((count, x))
            guard count > 0 else { continue }
            x += Double(Self.columns(count, rows: rows)) * cell + gap
        }
        self.sections = sections
        maximumOffset = max(0, leading + max(0, x - gap) + leading - frame.width)
    }

    private static func columns(_ count: Int, rows: Int) -> Int { (count + rows - 1) / rows }

    /// `offset` kept between the grid's start and its end.
    func clamped(_ offset: Double) -> Double {
        offset.isFinite ? min(maximumOffset, max(0, offset)) : 0
    }

    /// The offset that shows section `index` from its start (or the end of the grid, for the last ones).
    func offset(showing index: Int) -> Double {
        guard sections.indices.contains(index) else { return 0 }
        return clamped(sections[index].start)
    }

    /// The section in view at `offset`: the last one that starts at or before the grid's leading edge,
    /// or the last one once the grid is scrolled to its end.
    func section(inViewAt offset: Double) -> Int {
        if maximumOffset > 0, offset >= maximumOffset - 0.5, let last = sections.lastIndex(where: { $0.count > 0 }) {
            return last
        }
        return sections.lastIndex { $0.count > 0 && $0.start <= offset + 0.5 } ?? 0
    }

    /// The frame of an emoji's cell, in the keys area, with the grid scrolled `offset` points.
    func frame(of position: EmojiGridPosition, offset: Double) -> Rect {
        let start = sections[position.section].start
        let column = position.index / rows
        let row = position.index % rows
        return Rect(
            x: leading + start + Double(column) * cell - offset, y: grid.y + Double(row) * cell, width: cell,
            height: cell)
    }

    /// The emoji under `point` (keys area) with the grid scrolled `offset`, or nil between emoji.
    func position(at point: Point, offset: Double) -> EmojiGridPosition? {
        guard grid.contains(point), cell > 0 else { return nil }
        let x = point.x - leading + offset
        let row = Int((point.y - grid.y) / cell)
        guard row < rows else { return nil }
        for (index, section) in sections.enumerated() where section.count > 0 && x >= section.start {
            let column = Int((x - section.start) / cell)
            let item = column * rows + row
            if column < Self.columns(section.count, rows: rows), item < section.count {
                return EmojiGridPosition(section: index, index: item)
            }
        }
        return nil
    }

    /// The emoji whose cells are at least partly in view with the grid scrolled `offset`, section by
    /// section, column by column.
    func visiblePositions(offset: Double) -> [EmojiGridPosition] {
        guard cell > 0 else { return [] }
        let left = offset - leading
        let right = left + frame.width
        var positions: [EmojiGridPosition] = []
        for (index, section) in sections.enumerated() where section.count > 0 {
            let columns = Self.columns(section.count, rows: rows)
            let end = section.start + Double(columns) * cell
            guard end > left, section.start < right else { continue }
            let first = max(0, Int(((left - section.start) / cell).rounded(.down)))
            let last = min(columns - 1, Int(((right - section.start) / cell).rounded(.up)) - 1)
            guard first <= last else { continue }
            for item in (first * rows)..<min(section.count, (last + 1) * rows) {
                positions.append(EmojiGridPosition(section: index, index: item))
            }
        }
        return positions
    }

    /// What a finger landing at `point` is on, with the grid scrolled `offset`.
    func target(at point: Point, offset: Double) -> EmojiPageTarget {
        if lettersButton.contains(point) { return .letters }
        if deleteButton.contains(point) { return .delete }
        if let tab = categoryFrames.firstIndex(where: { $0.contains(point) }) {
            return .category(EmojiCategory.allCases[tab])
        }
        if let position = position(at: point, offset: offset) { return .emoji(position) }
        return grid.contains(point) ? .grid : .nothing
    }

    /// The skin tones of an emoji whose cell is `cell`, in a panel over the grid: one row of the
    /// emoji and its five tones, or for an emoji of two people the emoji alone on the first row, then
    /// five rows of five (the first person's tone by row, the second's by column). The panel rises
    /// above the cell, into the toolbar slot's `headroom` when it must, and stays inside the width.
    func tonePicker(for emoji: String, tones: [String], from cell: Rect, headroom: Double) -> EmojiTonePicker {
        let side = max(self.cell, 36)
        let options = [emoji] + tones
        let columns = tones.count == 5 ? 6 : 5
        let rowCount = tones.count == 5 ? 1 : 1 + (tones.count + 4) / 5
        let padding = 4.0
        let width = Double(columns) * side + 2 * padding
        let height = Double(rowCount) * side + 2 * padding
        let x = min(max(frame.minX + 2, cell.midX - width / 2), frame.maxX - 2 - width)
        let y = max(-headroom, cell.minY - height - 2)
        let panel = Rect(x: x, y: y, width: width, height: height)
        var frames: [Rect] = []
        for index in options.indices {
            let (row, column) =
                tones.count == 5 ? (0, index) : (index == 0 ? (0, 0) : (1 + (index - 1) / 5, (index - 1) % 5))
            frames.append(
                Rect(
                    x: panel.x + padding + Double(column) * side, y: panel.y + padding + Double(row) * side,
                    width: side, height: side))
        }
        return EmojiTonePicker(emoji: emoji, options: options, frames: frames, frame: panel, selected: nil)
    }
}
