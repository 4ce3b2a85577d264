@_spi(Tooling) import KeysmithCore

extension InMemoryTextDocument {
    /// Where the host's own arrow keys put the selection: the cursor moves by a character (a grapheme
    /// cluster) or to an end of the text; with `extend` the focus end of the selection moves and the
    /// anchor stays. `focus` is the end an earlier extending move left moving, if any; the end this
    /// move leaves moving comes back with the selection (nil without `extend`).
    func selection(after move: ComputerKey.CursorMove, extend: Bool, focus: Int?) -> (
        selection: Range<Int>, focus: Int?
    ) {
        func target(from offset: Int) -> Int {
            switch move {
            case .left: characterBoundary(before: offset)
            case .right: characterBoundary(after: offset)
            case .start: 0
            case .end: text.utf16.count
            }
        }
        guard extend else {
            let cursor: Int
            switch move {
            case .left where !selection.isEmpty: cursor = selection.lowerBound
            case .right where !selection.isEmpty: cursor = selection.upperBound
            default: cursor = target(from: selection.isEmpty ? selection.lowerBound : selection.upperBound)
            }
            return (cursor..<cursor, nil)
        }
        let focus =
            focus.flatMap { [selection.lowerBound, selection.upperBound].contains($0) ? $0 : nil }
            ?? (move == .left || move == .start ? selection.lowerBound : selection.upperBound)
        let anchor = focus == selection.lowerBound ? selection.upperBound : selection.lowerBound
        let moved = target(from: focus)
        return (min(anchor, moved)..<max(anchor, moved), moved)
    }
}
