extension KeyboardGeometry {
    /// The input callout of `key` on an iPhone; see `InputCallout`.
    ///
    /// Nil on an iPad (its keyboard shows none) and for keys that show none on the system keyboard:
    /// any key that is not a shown `textEntry` key.
    ///
    /// - Parameters:
    ///   - key: the key the finger is on.
    ///   - headroom: how far above the keys area the keyboard's view reaches, such as the toolbar
    ///     slot's height when the toolbar is shown; the callout may rise that far.
    func inputCallout(for key: LaidOutKey, headroom: Double = 0) -> InputCallout? {
        guard !metrics.deviceClass.isPad, key.isTouchable, key.key.type == .textEntry else { return nil }
        let area = calloutArea(headroom: headroom)
        let keyFrame = key.frame
        let widening = InputCallout.widening(forKeyWidth: keyFrame.width)
        let wanted = Rect(
            x: keyFrame.minX - widening, y: keyFrame.minY - rowPitch,
            width: keyFrame.width + 2 * widening, height: keyFrame.height)
        let bubble = wanted.clamped(inside: area)
        return InputCallout(
            keyFrame: keyFrame, bubbleFrame: bubble, coversKey: bubble.minY > wanted.minY,
            cornerRadius: metrics.cornerRadius)
    }

    /// The alternates panel of `key`; see `AlternatesPanel`. Nil for a key without `modifiers` and for
    /// keys that cannot be touched.
    ///
    /// - Parameters:
    ///   - key: the key held down.
    ///   - headroom: how far above the keys area the keyboard's view reaches; the panel may rise that
    ///     far.
    func alternatesPanel(for key: LaidOutKey, headroom: Double = 0) -> AlternatesPanel? {
        let alternates = key.key.modifiers
        guard key.isTouchable, !alternates.isEmpty else { return nil }
        let area = calloutArea(headroom: headroom)
        let count = Double(alternates.count)
        let cellWidth = min(key.touchFrame.width, area.width / count)
        let panelWidth = cellWidth * count
        let growsLeftward = key.touchFrame.midX > area.midX
        let firstCellMinX = key.touchFrame.midX - cellWidth / 2
        let wanted = Rect(
            x: growsLeftward ? firstCellMinX + cellWidth - panelWidth : firstCellMinX,
            y: key.frame.minY - rowPitch, width: panelWidth, height: key.frame.height)
        let panel = wanted.clamped(inside: area)

        var cellFrames: [Rect] = []
        cellFrames.reserveCapacity(alternates.count)
        for index in alternates.indices {
            let slot = growsLeftward ? alternates.count - 1 - index : index
            let x = panel.minX + Double(slot) * cellWidth
            cellFrames.append(Rect(x: x, y: panel.minY, width: cellWidth, height: panel.height))
        }
        return AlternatesPanel(
            alternates: alternates, cellFrames: cellFrames, frame: panel, keyFrame: key.frame,
            growsLeftward: growsLeftward, coversKey: panel.minY > wanted.minY, cornerRadius: metrics.cornerRadius)
    }

    /// The globe key's list of languages: one row a title, first at the top, stacked right above
    /// `key`, as wide as four of the letter keys' rows allow (at least the key) and running toward
    /// the centre of the keyboard; rows get lower when they would not fit under `headroom`.
    func languageList(for key: LaidOutKey, titles: [String], headroom: Double = 0) -> AlternatesPanel? {
        guard key.isTouchable, !titles.isEmpty else { return nil }
        let area = calloutArea(headroom: headroom)
        let count = Double(titles.count)
        let rowHeight = min(key.frame.height, max(0, key.frame.minY - area.minY) / count)
        let width = min(area.width, max(key.touchFrame.width, area.width * Self.languageListShare))
        let growsLeftward = key.touchFrame.midX > area.midX
        let wanted = Rect(
            x: growsLeftward ? key.frame.maxX - width : key.frame.minX, y: key.frame.minY - rowHeight * count,
            width: width, height: rowHeight * count)
        let panel = wanted.clamped(inside: area)
        let cellFrames = titles.indices.map { index in
            Rect(x: panel.minX, y: panel.minY + Double(index) * rowHeight, width: panel.width, height: rowHeight)
        }
        return AlternatesPanel(
            alternates: titles, cellFrames: cellFrames, frame: panel, keyFrame: key.frame, growsLeftward: growsLeftward,
            coversKey: panel.minY > wanted.minY, cornerRadius: metrics.cornerRadius, isVertical: true)
    }

    /// The share of the keyboard's width the language list takes.
    static let languageListShare = 0.45

    /// Where callouts may be drawn: across the rows (not into the side insets, which in landscape
    /// lie under the iPhone's sensor housing), from `headroom` above the keys area to its bottom.
    func calloutArea(headroom: Double) -> Rect {
        let bounds = self.bounds
        let sideInset = min(max(0, metrics.sideInset), bounds.width / 2)
        let headroom = max(0, headroom)
        return Rect(
            x: sideInset, y: -headroom, width: bounds.width - 2 * sideInset, height: bounds.height + headroom)
    }
}
