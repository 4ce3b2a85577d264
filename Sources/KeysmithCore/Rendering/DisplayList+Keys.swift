extension DisplayList.Builder {
    /// One key: its shadow, its face in the style's colours (a pressed key's pressed background, a
    /// shift key that is on in the letter keys' face), its label, icon or image, and the iPad's
    /// home-row bump.
    func key(_ key: RenderedKey) -> DisplayGroup {
        let face = palette.face(for: key)
        let frame = key.frame
        var items: [DisplayItem] = []
        if let shadow = face.shadow, shadow.alpha > 0 {
            let below = Rect(
                x: frame.x, y: frame.y + DrawingMetrics.keyShadowOffset, width: frame.width, height: frame.height)
            items.append(.rectangle(DisplayRectangle(frame: below, cornerRadius: cornerRadius, paint: .fill(shadow))))
        }
        items.append(
            .rectangle(DisplayRectangle(frame: frame, cornerRadius: cornerRadius, paint: .fill(face.background))))
        items += label(of: key, face: face)
        if key.hasHomerowIndicator {
            let bump = DrawingMetrics.homeRowBump
            let rect = Rect(
                x: frame.midX - bump.width / 2, y: frame.maxY - DrawingMetrics.homeRowBumpRise, width: bump.width,
                height: bump.height)
            items.append(
                .rectangle(DisplayRectangle(frame: rect, cornerRadius: bump.height / 2, paint: .fill(face.foreground))))
        }
        return DisplayGroup(tag: .key(row: key.row, index: key.index), title: key.accessibilityLabel, children: items)
    }

    /// A key's label: its text fitted to the key, its icon, or its image drawn as an alpha mask in the
    /// label's colour, with the image's name in its place when the image is missing.
    private func label(of key: RenderedKey, face: KeyFace) -> [DisplayItem] {
        let frame = key.frame
        switch key.label {
        case .text(let text):
            let label = centeredText(
                text, in: frame, size: face.fontSize, inset: DrawingMetrics.labelMargin, family: Self.family(face),
                color: face.foreground)
            return [label]
        case .icon(let icon):
            let glyph = Glyph.key(icon, KeyGlyphVariant(isSelected: key.isSelected, isLocked: key.isLocked))
            let box = Self.centeredSquare(in: frame, share: DrawingMetrics.keyIconScale)
            return [.glyph(GlyphItem(glyph: glyph, frame: box, color: face.foreground))]
        case .image(let name):
            let missing = centeredText(
                name, in: frame, size: DrawingMetrics.missingImageFontSize, inset: DrawingMetrics.labelMargin,
                color: face.foreground)
            return [
                .image(
                    ImageItem(
                        name: name, frame: Self.centeredSquare(in: frame, share: DrawingMetrics.keyImageScale),
                        tint: face.foreground,
                        fallback: [missing], identifier: "mask-\(key.row)-\(key.index)"))
            ]
        case .none:
            return []
        }
    }

    /// A square `share` of `frame`'s shorter side, centred in it.
    static func centeredSquare(in frame: Rect, share: Double) -> Rect {
        let side = min(frame.width, frame.height) * share
        return Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
    }
}
