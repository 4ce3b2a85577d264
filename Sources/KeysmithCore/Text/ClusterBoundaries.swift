/// The UTF-16 offsets of a text's grapheme-cluster boundaries: 0, the end of each `Character`, and so
/// the end of the text. The cursor may rest only on these.
struct ClusterBoundaries: Sendable {
    /// Ascending, starting at 0 and ending at the text's UTF-16 length.
    let offsets: [Int]

    init(_ text: some StringProtocol) {
        var offsets = [0]
        var end = 0
        for character in text {
            end += character.utf16.count
            offsets.append(end)
        }
        self.offsets = offsets
    }

    /// The UTF-16 length of the text.
    var length: Int { offsets.last ?? 0 }

    /// The boundary at `offset`, or else the nearest one after it (the end for offsets past it).
    func atOrAfter(_ offset: Int) -> Int {
        offsets[firstIndex(notBelow: offset)]
    }

    /// The boundary at `offset`, or else the nearest one before it (0 for negative offsets).
    func atOrBefore(_ offset: Int) -> Int {
        let index = firstIndex(notBelow: offset)
        if offsets[index] <= offset { return offsets[index] }
        return index > 0 ? offsets[index - 1] : 0
    }

    /// The nearest boundary before `offset`, or 0 when there is none.
    func before(_ offset: Int) -> Int {
        offset > 0 ? atOrBefore(offset - 1) : 0
    }

    /// The nearest boundary after `offset`, or the end when there is none.
    func after(_ offset: Int) -> Int {
        offset < length ? atOrAfter(Swift.max(offset, -1) + 1) : length
    }

    func contains(_ offset: Int) -> Bool {
        offsets[firstIndex(notBelow: offset)] == offset
    }

    /// The index of the first boundary that is `>= offset`, or the last index when none is.
    private func firstIndex(notBelow offset: Int) -> Int {
        var low = 0
        var high = offsets.count - 1
        while low < high {
            let mid = (low + high) / 2
            if offsets[mid] < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

extension StringProtocol {
    /// The text between two UTF-16 offsets, clamped to the text. Offsets must fall on scalar boundaries,
    /// which every caller guarantees by taking them from ``ClusterBoundaries``.
    func utf16Slice(_ range: Range<Int>) -> String {
        let length = utf16.count
        let lower = Swift.min(Swift.max(range.lowerBound, 0), length)
        let upper = Swift.min(Swift.max(range.upperBound, lower), length)
        let start = utf16.index(utf16.startIndex, offsetBy: lower)
        let end = utf16.index(start, offsetBy: upper - lower)
        return String(self[start..<end])
    }
}
