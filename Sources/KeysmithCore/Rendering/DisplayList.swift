/// Everything a shell draws for one render model, as a tree of ``DisplayItem``s: the background, the
/// toolbar slot on top, then the keys area below it (the keys with the input callout and the
/// alternates panel, or the open panel in their place).
///
/// Every drawing decision is made here, once: font sizes and fitting, corner radii, insets, colours
/// and their fallbacks, fallback icons, panel labels. The iOS view executes the list with Core
/// Graphics and `keysmith render` and `keysmith preview` write it as SVG, so the picture is what the
/// phone shows. Coordinates are in points with the origin at the slot's top left; the keys area is a
/// group translated down by the slot's height, in the render model's keys-area coordinates.
public struct DisplayList: Sendable, Hashable {
    /// The whole picture: the slot above the keys area.
    public var size: Size
    /// What assistive technology calls the picture.
    public var title: String
    /// Which way the layout's language reads (``KeyboardRenderModel/layoutDirection``). The items
    /// are already placed; a shell lays out what it adds itself (its own views, the order VoiceOver
    /// reads the keys in) in this direction.
    public var layoutDirection: LayoutDirection
    public var items: [DisplayItem]

    /// The list for `model`, in the palette it carries, with the open panel scrolled
    /// `panelScrollOffset` points.
    public init(model: KeyboardRenderModel, panelScrollOffset: Double = 0) {
        let palette = model.palette
        let builder = Builder(
            palette: palette, cornerRadius: model.cornerRadius, layoutDirection: model.layoutDirection,
            keysArea: model.size, toolbarSlot: model.toolbarSlot)
        let slotHeight = model.toolbarSlot.height
        size = Size(width: model.size.width, height: slotHeight + model.size.height)
        title = "Keyboard \(model.layoutName)"
        layoutDirection = model.layoutDirection
        var items: [DisplayItem] = [
            .rectangle(
                DisplayRectangle(frame: Rect(origin: .zero, size: size), paint: .fill(palette.keyboardBackground)))
        ]
        items += builder.slotItems()
        var keysArea = model.keys.map { DisplayItem.group(builder.key($0)) }
        if let panel = model.panel {
            keysArea.append(builder.panel(panel, scrollOffset: panelScrollOffset))
            if case .emoji(let page) = panel.content, let tones = page.tones {
                keysArea.append(builder.emojiTones(tones))
            }
        }
        if model.swipeTrail.count > 1 { keysArea.append(builder.swipeTrail(model.swipeTrail)) }
        if let callout = model.inputCallout { keysArea.append(builder.callout(callout)) }
        if let alternates = model.alternates { keysArea.append(builder.alternates(alternates)) }
        if let guide = model.flickGuide { keysArea.append(builder.flickGuide(guide)) }
        items.append(.group(DisplayGroup(tag: .keysArea, translation: Point(x: 0, y: slotHeight), children: keysArea)))
        self.items = items
    }

    /// What one key draws (its face, shadow, label and home-row bump), in the keys area's coordinates:
    /// the standard drawing of a key, for a shell that lets apps decorate or replace it. `layoutDirection`
    /// is the model's (``KeyboardRenderModel/layoutDirection``): labels of neutral characters follow it.
    public static func items(
        for key: RenderedKey, palette: ThemePalette, cornerRadius: Double,
        layoutDirection: LayoutDirection = .leftToRight
    ) -> [DisplayItem] {
        Builder(palette: palette, cornerRadius: cornerRadius, layoutDirection: layoutDirection).key(key).children
    }

    /// Builds the items of one list: the parts live in extensions named for what they draw.
    struct Builder {
        var palette: ThemePalette
        var cornerRadius: Double
        /// The direction of the layout's language: the paragraph direction of text whose characters do
        /// not decide one (``LayoutDirection/paragraphDirection(of:)``).
        var layoutDirection: LayoutDirection
        /// The keys area's size: panels and their notes span it.
        var keysArea: Size
        var toolbarSlot: ToolbarSlot

        init(
            palette: ThemePalette, cornerRadius: Double, layoutDirection: LayoutDirection, keysArea: Size = .zero,
            toolbarSlot: ToolbarSlot = ToolbarSlot(height: 0)
        ) {
            self.palette = palette
            self.cornerRadius = cornerRadius
            self.layoutDirection = layoutDirection
            self.keysArea = keysArea
            self.toolbarSlot = toolbarSlot
        }
    }
}

extension DisplayList.Builder {
    // MARK: Text

    /// One line centred in `frame`, at `size` or smaller to fit `frame`'s width less `inset` at each side.
    func centeredText(
        _ string: String, in frame: Rect, size: Double, inset: Double = 0, weight: TextRun.Weight = .regular,
        family: TextRun.FontFamily = .system, color: ThemeColor
    ) -> DisplayItem {
        let fitted = TextMetrics.fittedSize(
            string, size: size, availableWidth: frame.width - 2 * inset, weight: weight, family: family)
        return .text(
            TextRun(
                string, origin: Point(x: frame.midX, y: TextMetrics.baseline(centeredOn: frame.midY, size: fitted)),
                alignment: .center,
                size: fitted, weight: weight, family: family, color: color,
                direction: layoutDirection.paragraphDirection(of: string)))
    }

    /// One line from `frame`'s leading edge, centred vertically, cut with an ellipsis to its width.
    func leadingText(
        _ string: String, in frame: Rect, size: Double, weight: TextRun.Weight = .regular,
        family: TextRun.FontFamily = .system,
        color: ThemeColor
    ) -> DisplayItem {
        let cut = TextMetrics.truncated(string, size: size, availableWidth: frame.width, weight: weight, family: family)
        return .text(
            TextRun(
                cut, origin: Point(x: frame.x, y: TextMetrics.baseline(centeredOn: frame.midY, size: size)),
                alignment: .leading,
                size: size, weight: weight, family: family, color: color,
                direction: layoutDirection.paragraphDirection(of: string)))
    }

    /// Text wrapped into the lines that fit `frame`, the block centred vertically; the last line is
    /// cut with an ellipsis when the text does not fit.
    func wrappedText(_ string: String, in frame: Rect, size: Double, color: ThemeColor) -> [DisplayItem] {
        let lineHeight = size * DrawingMetrics.lineSpacing
        let lines = TextMetrics.wrapped(
            string, size: size, availableWidth: frame.width, maximumLines: Int(frame.height / lineHeight))
        let firstMiddle = frame.midY - Double(lines.count) * lineHeight / 2 + lineHeight / 2
        let direction = layoutDirection.paragraphDirection(of: string)
        return lines.enumerated().map { index, line in
            let middle = firstMiddle + Double(index) * lineHeight
            return .text(
                TextRun(
                    line, origin: Point(x: frame.x, y: TextMetrics.baseline(centeredOn: middle, size: size)),
                    alignment: .leading,
                    size: size, color: color, direction: direction))
        }
    }
}
