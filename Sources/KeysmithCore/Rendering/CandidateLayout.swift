/// How the candidates of a composition are laid out: in the candidate bar, and in the grid that
/// opens in place of the keys with every candidate, as the iOS pinyin keyboard shows them.
///
/// A cell is as wide as its text needs (a CJK character counts as wide, by ``TextMetrics``), never
/// narrower than a finger; cells fill a row from the leading edge, and the room a full row has left
/// is shared among its cells, so that the row ends flush. The bar holds the first candidates that fit
/// (at most ``candidatesInBar``), with the expand control at its end when more are left; the grid goes
/// on from the first candidate the bar does not hold, a page of rows at a time.
enum CandidateLayout {
    /// The most candidates the bar shows, best first.
    static let candidatesInBar = 5
    /// The narrowest cell: a finger's width.
    static let minimumCellWidth = 44.0
    /// The room at each side of a cell's text.
    static let cellPadding = 12.0
    /// The size of a candidate's text in the grid (the bar's is a suggestion's).
    static let gridFontSize = 20.0
    /// The widest the grid's column of page buttons is, and the widest the bar's toggle.
    static let controlWidth = 48.0

    /// How wide a cell holding `text` at `size` is, before the row's room is shared out.
    static func naturalWidth(of text: String, size: Double) -> Double {
        max(minimumCellWidth, TextMetrics.width(of: text, size: size) + 2 * cellPadding)
    }

    /// One row of cells that starts with `candidates[first]`: as many as fit `width` (at least one,
    /// which a text too wide for the row has alone), and each cell's width.
    static func row(of candidates: [String], from first: Int, width: Double, size: Double, limit: Int = .max)
        -> [Double]
    {
        var widths: [Double] = []
        var used = 0.0
        for candidate in candidates[first...] {
            let cell = naturalWidth(of: candidate, size: size)
            guard widths.isEmpty || (used + cell <= width && widths.count < limit) else { break }
            widths.append(min(cell, width))
            used += cell
        }
        return widths
    }

    /// Frames for cells of `widths` across `area`, left to right; when `fills`, the room left is
    /// shared equally among them so that the last ends at the area's edge.
    static func frames(_ widths: [Double], in area: Rect, fills: Bool) -> [Rect] {
        let room = fills ? max(0, area.width - widths.reduce(0, +)) / Double(max(widths.count, 1)) : 0
        var x = area.x
        return widths.map { width in
            defer { x += width + room }
            return Rect(x: x, y: area.y, width: width + room, height: area.height)
        }
    }

    /// The bar in `area` for `candidates`: the cells of the first candidates that fit, and the
    /// frame of the toggle at the trailing end when the grid has more to show (or is open).
    static func bar(_ candidates: [String], in area: Rect, isExpanded: Bool) -> (cells: [Rect], toggle: Rect?) {
        let size = DrawingMetrics.suggestionFontSize
        let all = row(of: candidates, from: 0, width: area.width, size: size, limit: candidatesInBar)
        guard all.count < candidates.count || isExpanded else { return (frames(all, in: area, fills: true), nil) }
        let toggleWidth = min(controlWidth, area.width / 4)
        let cellArea = Rect(x: area.x, y: area.y, width: max(0, area.width - toggleWidth), height: area.height)
        let widths = row(of: candidates, from: 0, width: cellArea.width, size: size, limit: candidatesInBar)
        let toggle = Rect(x: cellArea.maxX, y: area.y, width: toggleWidth, height: area.height)
        return (frames(widths, in: cellArea, fills: true), toggle)
    }

    /// The page of the grid in `frame` (the keys area), the candidates after the bar's first
    /// `barCount`: rows as tall as the toolbar slot, as many as the area holds, and the page buttons
    /// in a column at the trailing edge. A page past the last shows the last. Lays out no row after
    /// the page but the first, to know whether there is a next page.
    static func grid(
        _ candidates: [String], after barCount: Int, page: Int, in frame: Rect, rowHeight: Double, sideInset: Double
    ) -> RenderedCandidateGrid {
        let size = gridFontSize
        let columnWidth = min(controlWidth, frame.width / 4)
        let rowsPerPage = max(1, Int(frame.height / max(rowHeight, 1)))
        let height = frame.height / Double(rowsPerPage)
        let width = max(0, frame.width - columnWidth - sideInset)
        // Each row's first candidate, up to the first row of the page after the one asked for.
        var rowStarts: [Int] = []
        var next = barCount
        while next < candidates.count, rowStarts.count <= (page + 1) * rowsPerPage {
            rowStarts.append(next)
            next += row(of: candidates, from: next, width: width, size: size).count
        }
        let pageCount = max(1, (rowStarts.count + rowsPerPage - 1) / rowsPerPage)
        let shown = min(max(0, page), pageCount - 1)
        var cells: [RenderedCandidate] = []
        for (line, start) in rowStarts.enumerated().dropFirst(shown * rowsPerPage).prefix(rowsPerPage) {
            let widths = row(of: candidates, from: start, width: width, size: size)
            let area = Rect(
                x: frame.x + sideInset, y: frame.y + Double(line - shown * rowsPerPage) * height, width: width,
                height: height)
            // The last row of all keeps its cells as wide as their text.
            let isLast = start + widths.count == candidates.count
            for (offset, cell) in frames(widths, in: area, fills: !isLast).enumerated() {
                let text = candidates[start + offset]
                cells.append(RenderedCandidate(index: start + offset, text: text, frame: cell))
            }
        }
        let column = Rect(x: frame.maxX - columnWidth, y: frame.y, width: columnWidth, height: frame.height)
        let half = column.height / 2
        let hasNext = rowStarts.count > (shown + 1) * rowsPerPage
        return RenderedCandidateGrid(
            page: shown, cells: cells, fontSize: size,
            previousPageButton: shown > 0
                ? Rect(x: column.x, y: column.y, width: column.width, height: half) : nil,
            nextPageButton: hasNext
                ? Rect(x: column.x, y: column.y + half, width: column.width, height: half) : nil)
    }
}

/// The candidate grid as drawn in place of the keys: one page of the composition's candidates, and
/// the buttons to the pages before and after it. The collapse control is the bar's toggle
/// (``ToolbarSlot/candidateToggle``).
public struct RenderedCandidateGrid: Sendable, Hashable, Codable {
    /// The page shown, from 0.
    public var page: Int
    /// The candidates of the page, row by row, each leading edge first.
    public var cells: [RenderedCandidate]
    /// The size of a candidate's text.
    public var fontSize: Double
    /// The button to the page before; nil on the first page.
    public var previousPageButton: Rect?
    /// The button to the page after; nil on the last page.
    public var nextPageButton: Rect?

    /// The event for a tap at `point` (keys-area coordinates), or nil where nothing is.
    public func event(at point: Point) -> KeyboardEvent? {
        if let previousPageButton, previousPageButton.contains(point) { return .toolbar(.showCandidatePage(page - 1)) }
        if let nextPageButton, nextPageButton.contains(point) { return .toolbar(.showCandidatePage(page + 1)) }
        return cells.first { $0.frame.contains(point) }.map { .toolbar(.tapSuggestion($0.index)) }
    }
}

/// One candidate in the grid.
public struct RenderedCandidate: Sendable, Hashable, Codable {
    /// Its index among the composition's candidates: a tap chooses it as
    /// ``ToolbarEvent/tapSuggestion(_:)`` with this index.
    public var index: Int
    /// What the cell shows, and what VoiceOver says.
    public var text: String
    /// The cell: the area a tap hits, and where the text is centred.
    public var frame: Rect
}

/// The control at the end of the candidate bar: it opens the grid of every candidate, or closes it.
public struct RenderedCandidateToggle: Sendable, Hashable, Codable {
    /// Whether the grid is open: the control collapses it (an upward chevron) rather than expands.
    public var isExpanded: Bool
    /// The area a tap hits, at the bar's trailing end.
    public var frame: Rect

    /// What VoiceOver says.
    public var accessibilityLabel: String {
        isExpanded ? PanelLabels.fewerCandidates : PanelLabels.moreCandidates
    }

    /// What a tap on it does.
    public var event: KeyboardEvent {
        .toolbar(isExpanded ? .hideAllCandidates : .showAllCandidates)
    }
}
