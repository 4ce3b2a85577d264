#if canImport(UIKit)
import UIKit

/// Drawing the toolbar slot and the open panel, from the frames the render model gives, in the
/// colours the palette gives (``ThemePalette/toolbarIconColor`` and its siblings).
extension KeysmithKeyboardView {
    // MARK: Toolbar slot

    /// A slot rectangle (slot coordinates) in the view's.
    func slotRect(_ rect: Rect, viewport: KeyboardViewport) -> CGRect {
        CGRect(x: rect.x * viewport.scaleX, y: rect.y, width: rect.width * viewport.scaleX, height: rect.height)
    }

    func drawToolbarSlot(_ slot: ToolbarSlot, palette: ThemePalette, viewport: KeyboardViewport) {
        UIColor(palette.toolbarBackground).setFill()
        UIBezierPath(rect: CGRect(viewport.toolbarRect)).fill()
        switch slot.content {
        case .empty:
            break
        case .toolbar(let items):
            for item in items { drawToolbarItem(item, in: { slotRect($0, viewport: viewport) }, palette: palette) }
        case .suggestions(let suggestions):
            for (index, suggestion) in suggestions.enumerated() {
                drawSuggestion(suggestion, separated: index > 0, frame: slotRect(suggestion.frame, viewport: viewport), palette: palette)
            }
        case .socialBar(let items, let closeButton):
            drawClose(in: slotRect(closeButton, viewport: viewport), palette: palette)
            for item in items { drawToolbarItem(item, in: { slotRect($0, viewport: viewport) }, palette: palette) }
        case .header(let title, let titleFrame, let closeButton):
            drawText(title, in: slotRect(titleFrame, viewport: viewport), size: 17, color: palette.toolbarTextColor, centred: false)
            drawClose(in: slotRect(closeButton, viewport: viewport), palette: palette)
        }
        if let notice = slot.notice {
            let frame = slotRect(notice.frame, viewport: viewport)
            drawCard(frame, fill: palette.panelSurfaceColor, border: palette.toolbarTintColor)
            drawText(notice.message, in: frame.insetBy(dx: 10, dy: 2), size: 12, color: palette.panelTextColor, centred: true)
        }
    }

    /// One item: its SF Symbol or asset in its tint (else the toolbar's icon colour), dimmed when it
    /// does nothing, and its title when it has one (in the More section). `place` turns a model
    /// rectangle into the view's.
    func drawToolbarItem(_ item: RenderedToolbarItem, in place: (Rect) -> CGRect, palette: ThemePalette) {
        let base = item.tint ?? palette.toolbarIconColor
        let color = UIColor(item.isEnabled ? base : base.withOpacity(0.35))
        let iconFrame = place(item.iconFrame)
        switch item.icon {
        case .builtIn(let icon):
            drawSymbol(icon.systemSymbolName, in: iconFrame, color: color)
        case .asset(let name):
            if let image = UIImage(named: name, in: imageBundle, compatibleWith: traitCollection) {
                if item.tint != nil || !item.isEnabled {
                    drawMask(image, in: iconFrame, color: color, fitting: true)
                } else {
                    image.draw(in: CGRect(Rect(iconFrame).aspectFit(Size(image.size))))
                }
            } else {
                drawSymbol(Self.fallbackIcon(for: item.kind).systemSymbolName, in: iconFrame, color: color)
            }
        }
        if let title = item.title, let titleFrame = item.titleFrame {
            drawText(title, in: place(titleFrame), size: 11, color: palette.panelTextColor, centred: true)
        }
    }

    /// The built-in icon drawn for an item whose asset is missing.
    static func fallbackIcon(for kind: ResolvedToolbarItem.Kind) -> ToolbarIcon.BuiltIn {
        switch kind {
        case .button(let type): ToolbarIcon.BuiltIn(type)
        case .more: .more
        }
    }

    private func drawClose(in frame: CGRect, palette: ThemePalette) {
        drawSymbol("xmark", in: frame.insetBy(dx: frame.width * 0.3, dy: frame.height * 0.3), color: UIColor(palette.toolbarIconColor))
    }

    private func drawSymbol(_ name: String, in frame: CGRect, color: UIColor) {
        let configuration = UIImage.SymbolConfiguration(pointSize: max(1, frame.height * 0.8), weight: .regular)
        guard let image = UIImage(systemName: name, withConfiguration: configuration) else { return }
        drawMask(image, in: frame, color: color, fitting: true)
    }

    // MARK: Panel

    func drawPanel(_ panel: RenderedPanel, palette: ThemePalette, viewport: KeyboardViewport, scrollOffset: Double) {
        let place = { (rect: Rect) in
            CGRect(viewport.viewRect(Rect(x: rect.x, y: rect.y - scrollOffset, width: rect.width, height: rect.height)))
        }
        let surface = palette.panelSurfaceColor
        let ink = palette.panelTextColor
        let tint = palette.toolbarTintColor
        if let note = panel.note {
            let colors = palette.noteColors(note.tone)
            let frame = place(note.frame)
            drawCard(frame, fill: colors.background, border: colors.border)
            drawText(note.text, in: frame.insetBy(dx: 10, dy: 2), size: 12, color: colors.text, centred: true)
        }
        switch panel.content {
        case .more(let items):
            for item in items {
                drawCard(place(item.frame).insetBy(dx: 2, dy: 2), fill: surface)
                drawToolbarItem(item, in: place, palette: palette)
            }
        case .themes(let options):
            for option in options {
                drawCard(place(option.frame), fill: surface, border: option.isSelected ? tint : nil)
                drawText(option.name, in: place(option.nameFrame), size: 15, color: ink, centred: false)
                for (color, frame) in zip(option.swatches, option.swatchFrames) {
                    let swatch = place(frame)
                    UIColor(ink.withOpacity(0.2)).setFill()
                    UIBezierPath(roundedRect: swatch, cornerRadius: swatch.height / 2).fill()
                    UIColor(color).setFill()
                    UIBezierPath(roundedRect: swatch.insetBy(dx: 1, dy: 1), cornerRadius: swatch.height / 2).fill()
                }
            }
        case .settings(let settings):
            for heading in settings.headings {
                drawText(heading.text.uppercased(), in: place(heading.frame).insetBy(dx: 10, dy: 0), size: 12, color: palette.toolbarTextColor, centred: false)
            }
            for snippet in settings.snippets {
                drawCard(place(snippet.frame), fill: surface)
                drawText(snippet.title, in: place(snippet.titleFrame), size: 15, color: ink, centred: false)
                drawText(snippet.template, in: place(snippet.templateFrame), size: 12, color: ink, centred: false)
                drawButton("Use Selection", in: place(snippet.useSelectionButton), palette: palette, filled: false)
                if let reset = snippet.resetButton { drawButton("Reset", in: place(reset), palette: palette, filled: false) }
            }
            for toggle in settings.toggles {
                drawCard(place(toggle.frame), fill: surface)
                drawText(toggle.title, in: place(toggle.titleFrame), size: 15, color: ink, centred: false)
                if let detail = toggle.detail, let detailFrame = toggle.detailFrame {
                    drawText(detail, in: place(detailFrame), size: 11, color: ink, centred: false)
                }
                let track = place(toggle.switchFrame)
                UIColor(palette.switchTrackColor(isOn: toggle.isOn)).setFill()
                UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
                let knob = max(0, track.height - 4)
                let knobX = toggle.isOn ? track.maxX - knob - 2 : track.minX + 2
                UIColor(red: 1, green: 1, blue: 1, alpha: 1).setFill()
                UIBezierPath(roundedRect: CGRect(x: knobX, y: track.minY + 2, width: knob, height: knob), cornerRadius: knob / 2).fill()
            }
        case .stickers(let stickers):
            for tab in stickers.tabs { drawButton(tab.title, in: place(tab.frame), palette: palette, filled: tab.isSelected) }
            for sticker in stickers.stickers {
                let frame = place(sticker.frame)
                drawCard(frame, fill: surface)
                let imageFrame = place(sticker.imageFrame)
                if let image = UIImage(named: sticker.image, in: imageBundle, compatibleWith: traitCollection) {
                    image.draw(in: CGRect(Rect(imageFrame).aspectFit(Size(image.size))))
                } else {
                    drawText(sticker.name, in: imageFrame, size: 12, color: ink, centred: true)
                }
                if !stickers.isEnabled {
                    // Without full access the stickers are shown dimmed: tapping one copies nothing.
                    UIColor(palette.keyboardBackground.withOpacity(0.6)).setFill()
                    UIBezierPath(rect: frame).fill()
                }
            }
        case .gifs(let gifs):
            for chip in gifs.queries { drawButton(chip.title, in: place(chip.frame), palette: palette, filled: chip.isSelected) }
            // Each GIF is a card with its title: previews are not fetched here.
            for result in gifs.results {
                let frame = place(result.frame)
                drawCard(frame, fill: surface)
                drawSymbol(ToolbarIcon.BuiltIn.gifs.systemSymbolName, in: CGRect(x: frame.midX - 12, y: frame.midY - 20, width: 24, height: 24), color: UIColor(tint))
                drawText(result.gif.title, in: CGRect(x: frame.minX + 4, y: frame.midY + 4, width: frame.width - 8, height: 20), size: 12, color: ink, centred: true)
            }
        case .quickReplies(let replies):
            for reply in replies {
                let frame = place(reply.frame)
                drawCard(frame, fill: surface)
                drawText(reply.label, in: frame.insetBy(dx: 12, dy: 0), size: 15, color: ink, centred: false)
            }
        case .embeddedBrowser(let browser):
            let address = place(browser.addressFrame)
            drawCard(address, fill: surface)
            drawText(browser.url.absoluteString, in: address.insetBy(dx: 10, dy: 0), size: 13, color: ink, centred: false)
            drawButton("Open", in: place(browser.openButton), palette: palette, filled: false)
            let page = place(browser.pageFrame)
            drawCard(page, fill: surface)
            drawText(browser.url.absoluteString, in: page.insetBy(dx: 10, dy: 0), size: 13, color: ink, centred: true)
        }
    }

    /// One suggestion: its title centred in its cell, on a highlight when space would apply it, with
    /// a thin separator at the cell's leading edge after the first.
    private func drawSuggestion(_ suggestion: RenderedSuggestion, separated: Bool, frame: CGRect, palette: ThemePalette) {
        if separated {
            let inset = (frame.height * 0.25).rounded()
            UIColor(palette.toolbarIconColor).withAlphaComponent(0.3).setFill()
            UIBezierPath(rect: CGRect(x: frame.minX, y: frame.minY + inset, width: 1, height: max(0, frame.height - 2 * inset))).fill()
        }
        if suggestion.isAutocorrection {
            drawCard(frame.insetBy(dx: 4, dy: (frame.height * 0.15).rounded()), fill: palette.panelSurfaceColor)
        }
        drawText(suggestion.title, in: frame.insetBy(dx: 6, dy: 0), size: 16, color: palette.toolbarTextColor, centred: true)
    }

    // MARK: Shapes and text

    /// A rounded card, with a one-point border when `border` is given.
    private func drawCard(_ frame: CGRect, fill: ThemeColor, border: ThemeColor? = nil) {
        if let border {
            UIColor(border).setFill()
            UIBezierPath(roundedRect: frame, cornerRadius: 8).fill()
        }
        UIColor(fill).setFill()
        UIBezierPath(roundedRect: border == nil ? frame : frame.insetBy(dx: 1, dy: 1), cornerRadius: border == nil ? 8 : 7).fill()
    }

    /// A pill with a title: in the accent with the surface's colour for its text when `filled`, else
    /// on the surface in the accent.
    private func drawButton(_ title: String, in frame: CGRect, palette: ThemePalette, filled: Bool) {
        UIColor(filled ? palette.toolbarTintColor : palette.panelSurfaceColor).setFill()
        UIBezierPath(roundedRect: frame, cornerRadius: frame.height / 2).fill()
        drawText(title, in: frame.insetBy(dx: 6, dy: 0), size: 14, color: filled ? palette.panelSurfaceColor : palette.toolbarTintColor, centred: true)
    }

    /// One line of `text` in the system font, shrunk to fit `frame`'s width, centred vertically and
    /// either centred or from the leading edge.
    private func drawText(_ text: String, in frame: CGRect, size: Double, color: ThemeColor, centred: Bool) {
        let face = KeyFace(background: color, foreground: color, shadow: nil, fontName: nil, fontSize: size)
        let measured = (text as NSString).size(withAttributes: labelAttributes(face))
        let fitted = face.fittedFontSize(measuredWidth: Double(measured.width), availableWidth: Double(frame.width))
        let attributes = labelAttributes(face, size: fitted)
        let string = text as NSString
        let finalSize = string.size(withAttributes: attributes)
        let x = centred ? frame.midX - finalSize.width / 2 : frame.minX
        string.draw(at: CGPoint(x: x, y: frame.midY - finalSize.height / 2), withAttributes: attributes)
    }
}

extension ThemeColor {
    /// This colour at `opacity` of its own alpha, for what is drawn dimmed.
    func withOpacity(_ opacity: Double) -> ThemeColor {
        var color = self
        color.alpha = UInt8(max(0, min(255, (Double(alpha) * opacity).rounded())))
        return color
    }
}
#endif
