#if canImport(UIKit)
import UIKit

/// Draws a ``DisplayList``'s items into the current graphics context with UIKit and Core Graphics,
/// deciding nothing: every size, colour and text comes from the list. The only change it makes is the
/// viewport's: x coordinates and widths are stretched by ``scaleX`` to the view's real width, while
/// heights, font sizes and radii keep their points.
@MainActor
struct DisplayListPainter {
    /// The viewport's horizontal scale (``KeyboardViewport/scaleX``).
    var scaleX: Double
    /// The image an ``ImageItem`` names, or nil to draw its fallback.
    var image: (String) -> UIImage?
    /// Offered each key's group (and the offset it is drawn at) before it is drawn; returns true when
    /// it drew the key itself.
    var drawKey: ((_ group: DisplayGroup, _ offset: Point) -> Bool)?

    /// Draws `items`, their coordinates shifted by `offset` (in list points).
    func draw(_ items: [DisplayItem], offset: Point = .zero) {
        for item in items { draw(item, offset: offset) }
    }

    private func draw(_ item: DisplayItem, offset: Point) {
        switch item {
        case .rectangle(let rectangle):
            paint(
                UIBezierPath(
                    roundedRect: place(rectangle.frame, offset), cornerRadius: CGFloat(rectangle.cornerRadius)),
                rectangle.paint)
        case .circle(let circle):
            let center = place(circle.center, offset)
            let radius = CGFloat(circle.radius)
            let box = CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
            paint(UIBezierPath(roundedRect: box, cornerRadius: radius), circle.paint)
        case .line(let line):
            stroke([line.from, line.to], color: line.color, width: line.width, offset: offset)
        case .path(let path):
            stroke(path.points, color: path.color, width: path.width, offset: offset)
        case .text(let run):
            draw(run, offset: offset)
        case .glyph(let glyph):
            let configuration = UIImage.SymbolConfiguration(
                pointSize: max(1, CGFloat(glyph.frame.height)), weight: .regular)
            guard let symbol = UIImage(systemName: glyph.glyph.systemSymbolName, withConfiguration: configuration)
            else { return }
            let box = Rect(place(glyph.frame, offset)).aspectFit(Size(symbol.size))
            symbol.withTintColor(UIColor(glyph.color)).draw(in: CGRect(box))
        case .image(let item):
            guard let picture = image(item.name) else {
                draw(item.fallback, offset: offset)
                return
            }
            let box = CGRect(Rect(place(item.frame, offset)).aspectFit(Size(picture.size)))
            if let tint = item.tint {
                picture.withTintColor(UIColor(tint)).draw(in: box)
            } else {
                picture.draw(in: box)
            }
        case .group(let group):
            if let drawKey, case .key = group.tag, drawKey(group, offset) { return }
            draw(group, offset: offset)
        }
    }

    /// A group: its clip (in the parent's coordinates) and opacity in a saved graphics state, its
    /// children shifted by its translation. A group with an opacity is drawn into a transparency
    /// layer, so that it fades as one picture, as an SVG group's `opacity` does, rather than item by
    /// item (where overlapping items would show through each other).
    private func draw(_ group: DisplayGroup, offset: Point) {
        let inner = group.translation.map { Point(x: offset.x + $0.x, y: offset.y + $0.y) } ?? offset
        guard group.clip != nil || group.opacity != nil, let context = UIGraphicsGetCurrentContext() else {
            draw(group.children, offset: inner)
            return
        }
        context.saveGState()
        if let clip = group.clip { UIBezierPath(rect: place(clip, offset)).addClip() }
        guard let opacity = group.opacity else {
            draw(group.children, offset: inner)
            context.restoreGState()
            return
        }
        context.setAlpha(CGFloat(opacity))
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        draw(group.children, offset: inner)
        context.endTransparencyLayer()
        context.restoreGState()
    }

    private func draw(_ run: TextRun, offset: Point) {
        let size = CGFloat(run.size)
        let weight: UIFont.Weight =
            switch run.weight {
            case .regular: .regular
            case .semibold: .semibold
            case .bold: .bold
            }
        let font: UIFont =
            switch run.family {
            case .system: UIFont.systemFont(ofSize: size, weight: weight)
            case .monospaced: UIFont.monospacedSystemFont(ofSize: size, weight: weight)
            case .named(let name): UIFont(name: name, size: size) ?? UIFont.systemFont(ofSize: size, weight: weight)
            }
        // The run's paragraph direction orders its characters; left alignment keeps the run where the
        // list placed it, its left end at the origin (or its middle, centred), in either direction.
        let paragraph = NSMutableParagraphStyle()
        paragraph.baseWritingDirection = run.direction == .rightToLeft ? .rightToLeft : .leftToRight
        paragraph.alignment = .left
        let attributes: [NSAttributedString.Key: Any] = [
            .font: font, .foregroundColor: UIColor(run.color), .paragraphStyle: paragraph,
        ]
        let string = NSAttributedString(string: run.string, attributes: attributes)
        let origin = place(run.origin, offset)
        let width = run.alignment == .center ? string.size().width : 0
        // Text draws from the top of the line: the baseline sits the font's ascender below it.
        string.draw(at: CGPoint(x: origin.x - width / 2, y: origin.y - font.ascender))
    }

    private func paint(_ path: UIBezierPath, _ paint: DisplayPaint) {
        if let fill = paint.fill {
            UIColor(fill).setFill()
            path.fill()
        }
        if let stroke = paint.stroke {
            UIColor(stroke).setStroke()
            path.lineWidth = CGFloat(paint.strokeWidth)
            path.stroke()
        }
    }

    private func stroke(_ points: [Point], color: ThemeColor, width: Double, offset: Point) {
        guard let first = points.first else { return }
        let path = UIBezierPath()
        path.move(to: place(first, offset))
        for point in points.dropFirst() { path.addLine(to: place(point, offset)) }
        path.lineWidth = CGFloat(width)
        UIColor(color).setStroke()
        path.stroke()
    }

    private func place(_ rect: Rect, _ offset: Point) -> CGRect {
        CGRect(x: (rect.x + offset.x) * scaleX, y: rect.y + offset.y, width: rect.width * scaleX, height: rect.height)
    }

    private func place(_ point: Point, _ offset: Point) -> CGPoint {
        CGPoint(x: (point.x + offset.x) * scaleX, y: point.y + offset.y)
    }
}
#endif
