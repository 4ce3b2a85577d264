/// A keyboard layout laid out for a size: a frame for every key, hit-testing, callout geometry and
/// checks of the result.
///
/// The coordinate space is the keys area: the origin is its top-left corner and `bounds` is
/// `metrics.width` × `metrics.height`. The toolbar slot above is not part of it.
///
/// **Widths follow JACKeyboard.** Each row is stretched to the full row width, whatever its widths
/// add up to, and its keys share that width in proportion to their widths (1 when the file gives
/// none, so keys without widths are equal). Rows are not centred: a row that should look indented
/// says so with `blankSpace` keys, as the real JACKeyboard files do. A key whose width is 0 (or not
/// a positive number) is hidden: it takes no space, has an empty frame and is never hit. When the
/// keyboard shows the globe key (`hasMultipleKeyboards`), `widthIfMultipleKeyboards` and
/// `textIfMultipleKeyboards` replace `width` and `text`.
///
/// **Rows share a fixed height.** Every row of the layout, an empty one included, gets the same
/// height, `metrics.rowPitch(forRowCount:)`, so the keyboard is as tall with five rows as with four.
@_spi(Tooling) public struct KeyboardGeometry: Sendable, Equatable {
    /// The measurements the keys were laid out with.
    public let metrics: KeyboardMetrics
    /// Whether the globe key and the other `…IfMultipleKeyboards` values are in use.
    let hasMultipleKeyboards: Bool
    /// The height of each row, gaps included.
    let rowPitch: Double
    /// The number of rows of the layout.
    let rowCount: Int
    /// Every key of the layout, hidden ones included, row by row from the top and left to right in
    /// each row, as in the file.
    public let keys: [LaidOutKey]
    /// The index in `keys` of each row's first key, and `keys.count` at the end.
    let rowStarts: [Int]
    /// For each row, its touchable keys in order from left to right, for hit-testing.
    let touchTargets: [TouchTargetRow]

    /// Lays out `layout` at the size and spacing of `metrics`.
    ///
    /// This is on the path from loading the configuration to the first frame the keyboard shows, which
    /// a benchmark holds to 10 ms together with loading the embedded defaults. So it is one pass over
    /// the keys, with no dictionary and no string work, into arrays sized up front: the default
    /// English layout takes around ten microseconds in a release build, well under a millisecond.
    public static func layout(
        _ layout: KeyboardLayout, metrics: KeyboardMetrics, hasMultipleKeyboards: Bool
    ) -> KeyboardGeometry {
        let rowCount = layout.rows.count
        let pitch = max(0, metrics.rowPitch(forRowCount: rowCount))
        let width = max(0, metrics.width)
        let sideInset = min(max(0, metrics.sideInset), width / 2)
        let rowLeft = sideInset
        let rowWidth = width - 2 * sideInset
        let top = max(0, metrics.topPadding)
        let insets = metrics.keyInsets
        let marksHomeRow = metrics.deviceClass.isPad

        var keys: [LaidOutKey] = []
        keys.reserveCapacity(layout.rows.reduce(0) { $0 + $1.count })
        for (rowIndex, row) in layout.rows.enumerated() {
            let rowTop = top + Double(rowIndex) * pitch
            var totalWidth = 0.0
            for key in row { totalWidth += shownWidth(of: key, hasMultipleKeyboards: hasMultipleKeyboards) }

            // Edges come from the running sum divided by the total, so the last key ends exactly at
            // the row's right edge and neighbours share their edge exactly.
            var widthBefore = 0.0
            for (keyIndex, key) in row.enumerated() {
                let keyWidth = shownWidth(of: key, hasMultipleKeyboards: hasMultipleKeyboards)
                let left = totalWidth > 0 ? rowLeft + rowWidth * (widthBefore / totalWidth) : rowLeft
                widthBefore += keyWidth
                let right = totalWidth > 0 ? rowLeft + rowWidth * (widthBefore / totalWidth) : rowLeft
                let isShown = keyWidth > 0
                let touchFrame = Rect(x: left, y: rowTop, width: right - left, height: isShown ? pitch : 0)
                keys.append(
                    LaidOutKey(
                        rowIndex: rowIndex, keyIndex: keyIndex, key: key,
                        text: key.text(hasMultipleKeyboards: hasMultipleKeyboards),
                        frame: isShown ? touchFrame.insetBy(dx: insets.horizontal, dy: insets.vertical) : touchFrame,
                        touchFrame: touchFrame, isShown: isShown,
                        hasHomerowIndicator: marksHomeRow && key.hasHomerowIndicator))
            }
        }
        return KeyboardGeometry(
            metrics: metrics, hasMultipleKeyboards: hasMultipleKeyboards, rowCount: rowCount, rowPitch: pitch,
            keys: keys)
    }

    /// A geometry of already placed keys, ordered by row and from left to right in each row.
    init(metrics: KeyboardMetrics, hasMultipleKeyboards: Bool, rowCount: Int, rowPitch: Double, keys: [LaidOutKey]) {
        self.metrics = metrics
        self.hasMultipleKeyboards = hasMultipleKeyboards
        self.rowCount = rowCount
        self.rowPitch = rowPitch
        self.keys = keys

        var rowStarts: [Int] = []
        rowStarts.reserveCapacity(rowCount + 1)
        var rows = [TouchTargetRow](repeating: TouchTargetRow(), count: rowCount)
        var index = 0
        for rowIndex in 0..<rowCount {
            rowStarts.append(index)
            while index < keys.count, keys[index].rowIndex == rowIndex {
                let key = keys[index]
                if key.isTouchable {
                    rows[rowIndex].append(minX: key.touchFrame.minX, maxX: key.touchFrame.maxX, keyIndex: index)
                }
                index += 1
            }
        }
        rowStarts.append(keys.count)
        self.rowStarts = rowStarts
        self.touchTargets = rows
    }

    /// The width a key takes in its row: its width for the situation, or 0 if that is not a positive number.
    private static func shownWidth(of key: Key, hasMultipleKeyboards: Bool) -> Double {
        let width = key.width(hasMultipleKeyboards: hasMultipleKeyboards)
        return width.isFinite && width > 0 ? width : 0
    }

    /// The keys area: the origin and the size of the metrics.
    public var bounds: Rect {
        Rect(x: 0, y: 0, width: max(0, metrics.width), height: max(0, metrics.height))
    }

    /// The keys of row `rowIndex`, hidden ones included; empty for a row that does not exist.
    func keys(inRow rowIndex: Int) -> ArraySlice<LaidOutKey> {
        guard rowStarts.indices.contains(rowIndex), rowStarts.indices.contains(rowIndex + 1) else { return [] }
        return keys[rowStarts[rowIndex]..<rowStarts[rowIndex + 1]]
    }

    /// The key at `keyIndex` of row `rowIndex`, as the layout file numbers them; nil if there is none.
    func key(row rowIndex: Int, index keyIndex: Int) -> LaidOutKey? {
        let row = keys(inRow: rowIndex)
        let position = row.startIndex + keyIndex
        return keyIndex >= 0 && position < row.endIndex ? row[position] : nil
    }

    /// The top edge of row `rowIndex`'s cells.
    func rowMinY(_ rowIndex: Int) -> Double {
        max(0, metrics.topPadding) + Double(rowIndex) * rowPitch
    }
}

/// The touchable keys of one row, left to right, as parallel arrays for a binary search on x.
struct TouchTargetRow: Sendable, Equatable {
    var minX: [Double] = []
    var maxX: [Double] = []
    /// The index of each key in `KeyboardGeometry.keys`.
    var keyIndices: [Int] = []

    mutating func append(minX: Double, maxX: Double, keyIndex: Int) {
        self.minX.append(minX)
        self.maxX.append(maxX)
        keyIndices.append(keyIndex)
    }
}
