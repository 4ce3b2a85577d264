@_spi(Tooling) import KeysmithCore

/// The toolbar slot: buttons with their icons, the suggestion bar, the social bar, a panel's header
/// and the notice.
extension KeyboardPicture {
    /// Colours the toolbar and the panels are drawn in, as KeysmithCore chooses them for every shell.
    var ink: String { css(palette.toolbarIconColor) }
    var textInk: String { css(palette.toolbarTextColor) }
    var accent: String { css(palette.toolbarTintColor) }
    var surface: String { css(palette.panelSurfaceColor) }
    var surfaceInk: String { css(palette.panelTextColor) }

    func drawSlotContent(_ slot: ToolbarSlot, into svg: inout SVGWriter) {
        switch slot.content {
        case .empty:
            break
        case .toolbar(let items):
            svg.group("g", ["class": .string("toolbar")]) { group in
                for (index, item) in items.enumerated() { draw(item, id: "toolbar-\(index)", into: &group) }
            }
        case .suggestions(let suggestions):
            svg.group("g", ["class": .string("suggestions")]) { group in
                for (index, suggestion) in suggestions.enumerated() { draw(suggestion, separated: index > 0, into: &group) }
            }
        case .socialBar(let items, let closeButton):
            svg.group("g", ["class": .string("social-bar")]) { group in
                ToolbarIconPaths.drawClose(in: closeButton, color: ink, into: &group)
                for (index, item) in items.enumerated() { draw(item, id: "social-\(index)", into: &group) }
            }
        case .header(let title, let titleFrame, let closeButton):
            svg.group("g", ["class": .string("panel-header")]) { group in
                drawLeftText(title, in: titleFrame, size: 17, color: textInk, weight: "600", into: &group)
                ToolbarIconPaths.drawClose(in: closeButton, color: ink, into: &group)
            }
        }
        if let notice = slot.notice {
            svg.group("g", ["class": .string("notice")]) { group in
                group.element("rect", [
                    "x": .number(notice.frame.x), "y": .number(notice.frame.y), "width": .number(notice.frame.width),
                    "height": .number(notice.frame.height), "rx": .number(8), "fill": .string(surface),
                    "stroke": .string(accent), "stroke-width": .number(1),
                ])
                drawWrappedText(notice.message, in: notice.frame.insetBy(dx: 10, dy: 2), size: 12, color: surfaceInk, into: &group)
            }
        }
    }

    /// One toolbar item: its icon (the asset, else its type's built-in glyph) in its tint or the
    /// toolbar's icon colour, dimmed when it does nothing, and its title when it has one.
    func draw(_ item: RenderedToolbarItem, id: String, into svg: inout SVGWriter) {
        let color = item.tint.map(css) ?? ink
        svg.group("g", [
            "class": .string("toolbar-item \(item.kind.name)"), "opacity": item.isEnabled ? nil : .number(0.35),
        ]) { group in
            group.element("title", [:], text: item.accessibilityLabel)
            switch item.icon {
            case .builtIn(let icon):
                ToolbarIconPaths.draw(icon, in: item.iconFrame, color: color, into: &group)
            case .asset(let name):
                let drawn = drawAsset(name, in: item.iconFrame, maskedIn: item.tint.map(css), maskID: "icon-\(id)", into: &group)
                if !drawn { ToolbarIconPaths.draw(Self.fallbackIcon(for: item.kind), in: item.iconFrame, color: color, into: &group) }
            }
            if let title = item.title, let titleFrame = item.titleFrame {
                drawText(title, in: titleFrame, size: fittedSize(title, width: titleFrame.width, size: 11), font: nil, color: surfaceInk, into: &group)
            }
        }
    }

    /// One suggestion: its title centred in its cell, on a highlight when space would apply it, with
    /// a thin separator at the cell's leading edge after the first.
    func draw(_ suggestion: RenderedSuggestion, separated: Bool, into svg: inout SVGWriter) {
        let frame = suggestion.frame
        svg.group("g", ["class": .string("suggestion \(suggestion.kind.rawValue)")]) { group in
            group.element("title", [:], text: suggestion.accessibilityLabel)
            if separated {
                let inset = (frame.height * 0.25).rounded()
                group.element("line", [
                    "x1": .number(frame.x), "y1": .number(frame.y + inset), "x2": .number(frame.x),
                    "y2": .number(frame.maxY - inset), "stroke": .string(ink), "stroke-opacity": .number(0.3),
                    "stroke-width": .number(1),
                ])
            }
            if suggestion.isAutocorrection {
                let highlight = frame.insetBy(dx: 4, dy: (frame.height * 0.15).rounded())
                group.element("rect", [
                    "x": .number(highlight.x), "y": .number(highlight.y), "width": .number(highlight.width),
                    "height": .number(highlight.height), "rx": .number(6), "fill": .string(surface),
                ])
            }
            let cell = frame.insetBy(dx: 6, dy: 0)
            drawText(suggestion.title, in: cell, size: fittedSize(suggestion.title, width: cell.width, size: 16), font: nil, color: textInk, into: &group)
        }
    }

    /// The built-in icon drawn for an item whose asset is missing.
    static func fallbackIcon(for kind: ResolvedToolbarItem.Kind) -> ToolbarIcon.BuiltIn {
        switch kind {
        case .button(let type): ToolbarIcon.BuiltIn(type)
        case .more: .more
        }
    }

    // MARK: Text

    /// A size at most `size` at which `text` fits `width`, by the usual estimate of character widths.
    func fittedSize(_ text: String, width: Double, size: Double) -> Double {
        let estimated = Double(text.count) * size * 0.55
        return estimated > width && estimated > 0 ? max(7, size * width / estimated) : size
    }

    /// `text` cut with an ellipsis to what fits `width` at `size`, for characters `widthFactor` ×
    /// `size` wide on average.
    static func truncated(_ text: String, width: Double, size: Double, widthFactor: Double = 0.55) -> String {
        let fits = max(1, Int(width / (size * widthFactor)))
        guard text.count > fits else { return text }
        return String(text.prefix(max(0, fits - 1))) + "…"
    }

    /// One line of text, left-aligned and vertically centred in `frame`, cut to fit.
    func drawLeftText(
        _ text: String, in frame: Rect, size: Double, color: String, weight: String? = nil, font: String? = nil,
        into svg: inout SVGWriter
    ) {
        svg.element("text", [
            "x": .number(frame.x), "y": .number(frame.midY), "font-size": .number(size),
            "font-weight": weight.map { .string($0) }, "font-family": font.map { .string($0) },
            "fill": .string(color), "dy": .string("0.35em"),
        ], text: Self.truncated(text, width: frame.width, size: size, widthFactor: font?.contains("monospace") == true ? 0.62 : 0.55))
    }

    /// Text wrapped at spaces into the lines that fit `frame`; the last line is cut with an ellipsis.
    func drawWrappedText(_ text: String, in frame: Rect, size: Double, color: String, into svg: inout SVGWriter) {
        let perLine = max(1, Int(frame.width / (size * 0.52)))
        let lineCount = max(1, Int(frame.height / (size * 1.25)))
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if candidate.count > perLine, !current.isEmpty {
                lines.append(current)
                current = String(word)
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(current) }
        if lines.count > lineCount {
            lines = Array(lines.prefix(lineCount))
            lines[lineCount - 1] = String(lines[lineCount - 1].prefix(max(0, perLine - 1))) + "…"
        }
        let lineHeight = size * 1.25
        let top = frame.midY - Double(lines.count) * lineHeight / 2 + lineHeight / 2
        for (index, line) in lines.enumerated() {
            svg.element("text", [
                "x": .number(frame.x), "y": .number(top + Double(index) * lineHeight), "font-size": .number(size),
                "fill": .string(color), "dy": .string("0.35em"),
            ], text: line)
        }
    }
}
