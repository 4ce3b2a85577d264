/// Lays out a panel's content from the top down: rows across the content width and grids of equal
/// cells, with the same padding and gaps in every panel.
struct PanelLayout {
    static let padding = 8.0
    static let gap = 6.0
    static let rowHeight = 44.0
    static let noteHeight = 36.0
    static let headingHeight = 22.0
    static let tabHeight = 34.0
    static let chipHeight = 32.0

    /// The panel's area.
    let frame: Rect
    /// Space kept free at the left and right (the safe area of a notched iPhone held sideways).
    let sideInset: Double
    /// Where the next row starts.
    private(set) var y: Double

    init(frame: Rect, sideInset: Double) {
        self.frame = frame
        self.sideInset = sideInset
        y = frame.y + Self.padding
    }

    var left: Double { frame.x + sideInset + Self.padding }
    var contentWidth: Double { max(0, frame.width - 2 * (sideInset + Self.padding)) }

    /// The height of everything laid out so far, padding included.
    var contentHeight: Double { max(frame.height, y - Self.gap + Self.padding - frame.y) }

    /// A row across the content width.
    mutating func row(height: Double) -> Rect {
        let row = Rect(x: left, y: y, width: contentWidth, height: height)
        y += height + Self.gap
        return row
    }

    /// How many columns of at least `minimumWidth` fit, and never fewer than `fewest`.
    func columns(minimumWidth: Double, fewest: Int = 1) -> Int {
        max(fewest, Int((contentWidth + Self.gap) / (minimumWidth + Self.gap)))
    }

    /// `count` cells in rows of `columns`, each `height` tall (or as tall as it is wide times
    /// `aspect` when `height` is nil).
    mutating func grid(count: Int, columns: Int, height: Double? = nil, aspect: Double = 1) -> [Rect] {
        guard count > 0 else { return [] }
        let columns = max(1, columns)
        let cellWidth = max(0, (contentWidth - Double(columns - 1) * Self.gap) / Double(columns))
        let cellHeight = height ?? (cellWidth * aspect).rounded()
        var cells: [Rect] = []
        cells.reserveCapacity(count)
        for index in 0..<count {
            let column = index % columns
            let row = index / columns
            cells.append(
                Rect(
                    x: left + Double(column) * (cellWidth + Self.gap), y: y + Double(row) * (cellHeight + Self.gap),
                    width: cellWidth, height: cellHeight))
        }
        let rows = (count + columns - 1) / columns
        y += Double(rows) * (cellHeight + Self.gap)
        return cells
    }

    /// The note's row, when there is a note.
    mutating func note(_ note: PanelNote?) -> RenderedNote? {
        note.map { RenderedNote(text: $0.text, tone: $0.tone, frame: row(height: Self.noteHeight)) }
    }
}
