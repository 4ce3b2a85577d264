/// The row of alternatives shown above a key after a long press (its `modifiers`), from which
/// sliding the finger selects one.
///
/// The cells are as wide as the key's touch frame and as tall as its drawn frame, side by side in
/// the place of the keys one row up. The first cell stands over the pressed key and the others
/// follow toward the centre of the keyboard, as on the system keyboard: to the right for a key in
/// the left half, to the left for a key in the right half. A panel that would pass the edge of the
/// rows is shifted back inside (the first cell then leaves the key), one wider than the rows gets
/// narrower cells, and one with no room above the key is moved down over it (`coversKey`).
public struct AlternatesPanel: Sendable, Hashable, Codable {
    /// The alternatives, in the layout's order.
    var alternates: [String]
    /// Where each alternative is drawn: `cellFrames[i]` shows `alternates[i]`. The cells touch each
    /// other and together fill `frame`.
    public var cellFrames: [Rect]
    /// The whole panel.
    public var frame: Rect
    /// The pressed key's drawn frame.
    var keyFrame: Rect
    /// Whether the panel runs from the key toward the left, so that `alternates` read right to left.
    var growsLeftward: Bool
    /// Whether the panel had no room above the key and was moved down over it.
    var coversKey: Bool
    /// The corner radius of the panel.
    public var cornerRadius: Double
    /// Whether the cells are stacked one above the other, first at the top, as the globe key's list
    /// of languages is; a finger then selects by height.
    var isVertical: Bool

    init(
        alternates: [String], cellFrames: [Rect], frame: Rect, keyFrame: Rect, growsLeftward: Bool, coversKey: Bool,
        cornerRadius: Double, isVertical: Bool = false
    ) {
        self.alternates = alternates
        self.cellFrames = cellFrames
        self.frame = frame
        self.keyFrame = keyFrame
        self.growsLeftward = growsLeftward
        self.coversKey = coversKey
        self.cornerRadius = cornerRadius
        self.isVertical = isVertical
    }

    /// The row of a vertical panel a finger at `point` selects: the one whose cell spans its height,
    /// the first for a finger above the panel; nil for a finger beside the panel or still below it,
    /// on the key that opened it.
    func rowIndex(at point: Point) -> Int? {
        let count = cellFrames.count
        guard count > 0, frame.height > 0, point.x >= frame.minX, point.x <= frame.maxX, point.y < frame.maxY else {
            return nil
        }
        let position = (point.y - frame.minY) / (frame.height / Double(count))
        return position >= 0 ? min(Int(position), count - 1) : 0
    }

    /// The alternative selected by a finger at `x` (in keyboard coordinates): the one whose cell
    /// spans `x`, the first or last cell in view for an `x` beyond the panel's left or right end.
    /// Only x matters: the finger may wander above or below the panel. 0 for a panel of one cell.
    func alternateIndex(atX x: Double) -> Int {
        let count = cellFrames.count
        guard count > 1, frame.width > 0 else { return 0 }
        let position = (x - frame.minX) / (frame.width / Double(count))
        let slot: Int
        if !(position >= 0) {
            slot = 0
        } else if position >= Double(count) {
            slot = count - 1
        } else {
            slot = Int(position)
        }
        return growsLeftward ? count - 1 - slot : slot
    }
}
