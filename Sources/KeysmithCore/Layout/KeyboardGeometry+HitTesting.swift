extension KeyboardGeometry {
    /// The key a touch at `point` belongs to, or nil when the point is outside `bounds`.
    ///
    /// Every point inside the keys area belongs to a key, so there are no dead zones: a point in a
    /// key's touch frame belongs to that key, and any other point (the side and top and bottom
    /// padding, `blankSpace` keys, a row without touchable keys) belongs to the touchable key whose
    /// touch frame is nearest. Hidden and `blankSpace` keys are never returned. Nil also when the
    /// layout has no touchable key.
    public func key(at point: Point) -> LaidOutKey? {
        keyIndex(at: point).map { keys[$0] }
    }

    /// The index in `keys` of the key a touch at `point` belongs to; see `key(at:)`.
    ///
    /// This runs on every touch move. It finds the row holding the point arithmetically and the key
    /// by a binary search on x, then looks at further rows only while they could be nearer, which
    /// happens only outside the touch frames: O(log n) for a point on a key.
    public func keyIndex(at point: Point) -> Int? {
        guard bounds.contains(point), rowCount > 0 else { return nil }
        let homeRow = row(nearestTo: point.y)

        var bestIndex: Int?
        var bestDistance = Double.infinity  // squared
        func consider(_ rowIndex: Int) {
            let dy = verticalDistance(from: point.y, toRow: rowIndex)
            guard let (keyIndex, dx) = touchTargets[rowIndex].nearest(toX: point.x) else { return }
            let distance = dx * dx + dy * dy
            if distance < bestDistance {
                bestDistance = distance
                bestIndex = keyIndex
            }
        }

        consider(homeRow)
        var above = homeRow - 1
        var below = homeRow + 1
        while true {
            let dyAbove = above >= 0 ? verticalDistance(from: point.y, toRow: above) : .infinity
            let dyBelow = below < rowCount ? verticalDistance(from: point.y, toRow: below) : .infinity
            let dy = min(dyAbove, dyBelow)
            guard dy < .infinity, dy * dy < bestDistance else { break }
            if dyAbove <= dyBelow {
                consider(above)
                above -= 1
            } else {
                consider(below)
                below += 1
            }
        }
        return bestIndex
    }

    /// The row whose band holds `y` (a band includes its top edge), or the nearest row for a `y` in
    /// the top or bottom padding.
    private func row(nearestTo y: Double) -> Int {
        let position = (y - rowMinY(0)) / rowPitch
        var row: Int
        if !(position >= 0) {
            row = 0
        } else if position >= Double(rowCount) {
            row = rowCount - 1
        } else {
            row = Int(position)
        }
        // The division can round across an edge; the edges themselves decide.
        if row + 1 < rowCount, y >= rowMinY(row + 1) { row += 1 }
        if row > 0, y < rowMinY(row) { row -= 1 }
        return row
    }

    /// How far `y` is above or below row `rowIndex`'s band; 0 inside it.
    private func verticalDistance(from y: Double, toRow rowIndex: Int) -> Double {
        let top = rowMinY(rowIndex)
        return max(top - y, 0, y - (top + rowPitch))
    }
}

extension TouchTargetRow {
    /// The key nearest to `x` and its horizontal distance: the key whose range holds `x` (ranges
    /// include their left edge), or else the nearer neighbour of the gap, the left one on a tie.
    func nearest(toX x: Double) -> (keyIndex: Int, distance: Double)? {
        // The first key starting right of x.
        var low = 0
        var high = minX.count
        while low < high {
            let middle = (low + high) / 2
            if minX[middle] <= x { low = middle + 1 } else { high = middle }
        }
        var best: (keyIndex: Int, distance: Double)?
        if low > 0 {
            best = (keyIndices[low - 1], max(0, x - maxX[low - 1]))
        }
        if low < minX.count {
            let distance = minX[low] - x
            if best == nil || distance < best?.distance ?? .infinity {
                best = (keyIndices[low], distance)
            }
        }
        return best
    }
}
