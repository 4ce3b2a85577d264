extension DisplayList.Builder {
    /// The input callout: a bubble in the letter keys' face joined to the key by a stem, with the
    /// letter enlarged.
    func callout(_ callout: RenderedCallout) -> DisplayItem {
        let face = palette.calloutFace
        let geometry = callout.geometry
        let bubble = geometry.bubbleFrame
        let radius = geometry.cornerRadius
        var items: [DisplayItem] = []
        if let shadow = face.shadow, shadow.alpha > 0 {
            let below = Rect(
                x: bubble.x, y: bubble.y + DrawingMetrics.keyShadowOffset, width: bubble.width, height: bubble.height)
            items.append(.rectangle(DisplayRectangle(frame: below, cornerRadius: radius, paint: .fill(shadow))))
        }
        if !geometry.coversKey {
            let key = geometry.keyFrame
            let stemTop = bubble.maxY - radius
            let stem = Rect(x: key.x, y: stemTop, width: key.width, height: max(0, key.maxY - cornerRadius - stemTop))
            items.append(.rectangle(DisplayRectangle(frame: stem, paint: .fill(face.background))))
            items.append(
                .rectangle(DisplayRectangle(frame: key, cornerRadius: cornerRadius, paint: .fill(face.background))))
        }
        items.append(.rectangle(DisplayRectangle(frame: bubble, cornerRadius: radius, paint: .fill(face.background))))
        let size = min(face.fontSize, bubble.height * DrawingMetrics.calloutFontShare)
        items.append(
            centeredText(
                callout.text, in: bubble, size: size, inset: DrawingMetrics.labelMargin, family: Self.family(face),
                color: face.foreground))
        return .group(DisplayGroup(tag: .inputCallout, children: items))
    }

    /// The trail a finger draws across the letters: a round-capped line in the toolbar's tint, a
    /// little translucent so that the letters it crosses show through, over the keys.
    func swipeTrail(_ points: [Point]) -> DisplayItem {
        let tint = palette.toolbarTintColor
        let color = ThemeColor(
            red: tint.red, green: tint.green, blue: tint.blue,
            alpha: UInt8(Double(tint.alpha) * DrawingMetrics.swipeTrailOpacity))
        let path = DisplayPath(points: points, color: color, width: DrawingMetrics.swipeTrailWidth)
        return .group(DisplayGroup(tag: .swipeTrail, children: [.path(path)]))
    }

    /// The alternates panel: cells in the letter keys' face, the selected one on the `blue` style's.
    func alternates(_ alternates: RenderedAlternates) -> DisplayItem {
        let panel = alternates.panel
        let plain = palette.alternatesFace(selected: false)
        let selected = palette.alternatesFace(selected: true)
        var items: [DisplayItem] = []
        if let shadow = plain.shadow, shadow.alpha > 0 {
            let frame = panel.frame
            let below = Rect(
                x: frame.x, y: frame.y + DrawingMetrics.keyShadowOffset, width: frame.width, height: frame.height)
            items.append(
                .rectangle(DisplayRectangle(frame: below, cornerRadius: panel.cornerRadius, paint: .fill(shadow))))
        }
        items.append(
            .rectangle(
                DisplayRectangle(frame: panel.frame, cornerRadius: panel.cornerRadius, paint: .fill(plain.background))))
        for (index, cell) in panel.cellFrames.enumerated() where alternates.labels.indices.contains(index) {
            let isSelected = index == alternates.selected
            let face = isSelected ? selected : plain
            if isSelected {
                let inset = DrawingMetrics.alternatesSelectionInset
                let highlight = Rect(
                    x: cell.x + inset, y: cell.y + inset, width: max(0, cell.width - 2 * inset),
                    height: max(0, cell.height - 2 * inset))
                items.append(
                    .rectangle(
                        DisplayRectangle(
                            frame: highlight, cornerRadius: panel.cornerRadius, paint: .fill(face.background))))
            }
            let size = min(face.fontSize, cell.height * DrawingMetrics.alternatesFontShare)
            items.append(
                centeredText(
                    alternates.labels[index], in: cell, size: size, inset: DrawingMetrics.labelMargin,
                    family: Self.family(face),
                    color: face.foreground))
        }
        return .group(DisplayGroup(tag: .alternates, children: items))
    }

    static func family(_ face: KeyFace) -> TextRun.FontFamily {
        face.fontName.map { .named($0) } ?? .system
    }

    /// The flick guide: the pressed key's label in the middle and each flick's text on its side, in
    /// the alternates panel's face, the one the finger points at in its selected face.
    func flickGuide(_ guide: FlickGuide) -> DisplayItem {
        let directions: [FlickDirection?] = [nil] + guide.flicks.assigned.map(\.direction)
        var items: [DisplayItem] = []
        for direction in directions {
            let face = palette.alternatesFace(selected: direction == guide.selected)
            let frame = guide.frame(for: direction)
            let text = direction.flatMap { guide.flicks[$0] } ?? guide.center
            items.append(
                .rectangle(DisplayRectangle(frame: frame, cornerRadius: cornerRadius, paint: .fill(face.background))))
            let size = min(face.fontSize, frame.height * DrawingMetrics.alternatesFontShare)
            items.append(
                centeredText(
                    text, in: frame, size: size, inset: DrawingMetrics.labelMargin, family: Self.family(face),
                    color: face.foreground))
        }
        return .group(DisplayGroup(tag: .flickGuide, children: items))
    }
}
