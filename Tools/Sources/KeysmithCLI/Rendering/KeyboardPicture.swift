import Foundation
@_spi(Tooling) import KeysmithCore

/// Draws a `KeyboardRenderModel` as a standalone SVG picture, in a theme's palette: the toolbar slot
/// on top (the toolbar, the social bar or a panel's header, and a notice), then the keys with the
/// input callout and the alternates panel, or the open panel in their place. `keysmith render` writes
/// it to a file and `keysmith preview` shows it in the browser, so both show the same thing.
///
/// It decides nothing: every position, label and state comes from the render model.
struct KeyboardPicture {
    var model: KeyboardRenderModel
    var palette: ThemePalette
    /// Images named by keys, toolbar items and stickers, as PNG or SVG data by name; a key whose
    /// image is missing shows its name, a toolbar item its type's built-in icon, a sticker its name.
    var images: [String: Data] = [:]

    /// The whole picture: the slot above the keys area.
    var size: Size {
        Size(width: model.size.width, height: model.toolbarSlot.height + model.size.height)
    }

    func svg() -> String {
        var writer = SVGWriter()
        let size = self.size
        writer.group("svg", [
            "xmlns": .string("http://www.w3.org/2000/svg"),
            "width": .number(size.width), "height": .number(size.height),
            "viewBox": .string("0 0 \(SVGWriter.number(size.width)) \(SVGWriter.number(size.height))"),
            "font-family": .string(Self.fontFamily),
            "role": .string("img"),
            "aria-label": .string("Keyboard \(model.layoutName)"),
        ]) { svg in
            svg.element("rect", [
                "width": .number(size.width), "height": .number(size.height),
                "fill": .string(css(palette.keyboardBackground)),
            ])
            drawToolbarSlot(&svg)
            svg.group("g", ["transform": .string("translate(0 \(SVGWriter.number(model.toolbarSlot.height)))")]) { keys in
                for key in model.keys { draw(key, into: &keys) }
                if let panel = model.panel { draw(panel, into: &keys) }
                if let callout = model.inputCallout { draw(callout, into: &keys) }
                if let alternates = model.alternates { draw(alternates, into: &keys) }
            }
        }
        return writer.text
    }

    /// System fonts only: nothing is fetched from the network.
    static let fontFamily = "-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif"

    // MARK: Toolbar slot

    private func drawToolbarSlot(_ svg: inout SVGWriter) {
        let slot = Rect(x: 0, y: 0, width: model.size.width, height: model.toolbarSlot.height)
        guard slot.height > 0 else { return }
        if let background = palette.toolbar?.background {
            svg.element("rect", [
                "x": .number(slot.x), "y": .number(slot.y), "width": .number(slot.width), "height": .number(slot.height),
                "fill": .string(css(background)),
            ])
        }
        drawSlotContent(model.toolbarSlot, into: &svg)
    }

    // MARK: Keys

    func appearance(_ style: KeyStyle) -> ThemeKeyAppearance? {
        palette.keyAppearance(for: style)
    }

    private func draw(_ key: RenderedKey, into svg: inout SVGWriter) {
        let look = appearance(key.style)
        let frame = key.frame
        var background = look?.background
        if key.isPressed { background = look?.pressedBackground ?? background }
        // A selected shift key is drawn like a letter key, as on the system keyboard.
        if key.isSelected, key.type == .shift { background = appearance(.light)?.background ?? background }
        let radius = model.cornerRadius
        svg.group("g", ["class": .string("key"), "data-row": .number(Double(key.row)), "data-index": .number(Double(key.index))]) { group in
            group.element("title", [:], text: key.accessibilityLabel)
            if let shadow = look?.shadow, shadow.alpha > 0 {
                group.element("rect", [
                    "x": .number(frame.x), "y": .number(frame.y + 1), "width": .number(frame.width), "height": .number(frame.height),
                    "rx": .number(radius), "fill": .string(css(shadow)),
                ])
            }
            group.element("rect", [
                "x": .number(frame.x), "y": .number(frame.y), "width": .number(frame.width), "height": .number(frame.height),
                "rx": .number(radius), "fill": .string(background.map(css) ?? "none"),
            ])
            let ink = css(look?.text ?? ThemeColor(red: 0, green: 0, blue: 0, alpha: 255))
            switch key.label {
            case .text(let text):
                drawText(text, in: frame, size: fontSize(for: key, text: text, look: look), font: key.font ?? look?.font, color: ink, into: &group)
            case .icon(let icon):
                KeyIconPaths.draw(icon, in: frame, color: ink, filled: key.isSelected, locked: key.isLocked, into: &group)
            case .image(let name):
                drawImage(name, key: key, color: ink, into: &group)
            case .none:
                break
            }
            if key.hasHomerowIndicator {
                group.element("rect", [
                    "x": .number(frame.midX - 5), "y": .number(frame.maxY - 7), "width": .number(10), "height": .number(2),
                    "rx": .number(1), "fill": .string(ink),
                ])
            }
        }
    }

    /// The key's own text size, else the theme's; labels longer than one character are set smaller
    /// (as "return" and "space" are on the system keyboard), and every label shrinks to fit its key.
    private func fontSize(for key: RenderedKey, text: String, look: ThemeKeyAppearance?) -> Double {
        var size = key.textSize ?? look?.fontSize ?? 20
        if key.textSize == nil, text.count > 1 { size = min(size, 16) }
        let estimatedWidth = Double(text.count) * size * 0.56
        let room = max(1, key.frame.width - 6)
        if estimatedWidth > room { size *= room / estimatedWidth }
        return max(6, size)
    }

    func drawText(_ text: String, in frame: Rect, size: Double, font: String?, color: String, into svg: inout SVGWriter) {
        svg.element("text", [
            "x": .number(frame.midX), "y": .number(frame.midY),
            "font-size": .number(size),
            "font-family": font.map { .string("'\($0)', \(Self.fontFamily)") },
            "fill": .string(color),
            // Centred by an offset of about a third of the font size, which every SVG renderer honours.
            "text-anchor": .string("middle"), "dy": .string("0.35em"),
        ], text: text)
    }

    /// A key image drawn as an alpha mask in the style's colour, as JACKeyboard draws it.
    private func drawImage(_ name: String, key: RenderedKey, color: String, into svg: inout SVGWriter) {
        let frame = key.frame
        guard images[name] != nil else {
            drawText(name, in: frame, size: 10, font: nil, color: color, into: &svg)
            return
        }
        let side = min(frame.width, frame.height) * 0.6
        let box = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        drawAsset(name, in: box, maskedIn: color, maskID: "mask-\(key.row)-\(key.index)", into: &svg)
    }

    /// The image asset `name` in `box`: as it is, or, with `maskedIn`, as an alpha mask in that
    /// colour. Returns false, drawing nothing, when the asset is missing.
    @discardableResult
    func drawAsset(_ name: String, in box: Rect, maskedIn color: String? = nil, maskID: String, into svg: inout SVGWriter) -> Bool {
        guard let data = images[name] else { return false }
        let href = "data:\(Self.mediaType(of: data));base64,\(data.base64EncodedString())"
        guard let color else {
            svg.element("image", [
                "href": .string(href),
                "x": .number(box.x), "y": .number(box.y), "width": .number(box.width), "height": .number(box.height),
            ])
            return true
        }
        svg.group("mask", ["id": .string(maskID)]) { mask in
            mask.element("image", [
                "href": .string(href),
                "x": .number(box.x), "y": .number(box.y), "width": .number(box.width), "height": .number(box.height),
                "style": .string("mask-type:alpha"),
            ])
        }
        svg.element("rect", [
            "x": .number(box.x), "y": .number(box.y), "width": .number(box.width), "height": .number(box.height),
            "fill": .string(color), "mask": .string("url(#\(maskID))"),
        ])
        return true
    }

    /// `image/svg+xml` for SVG text, else `image/png`.
    static func mediaType(of data: Data) -> String {
        let start = String(decoding: data.prefix(256), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return start.hasPrefix("<svg") || start.hasPrefix("<?xml") ? "image/svg+xml" : "image/png"
    }

    // MARK: Callouts

    private func draw(_ callout: RenderedCallout, into svg: inout SVGWriter) {
        let look = appearance(.light)
        let bubble = callout.geometry.bubbleFrame
        let key = callout.geometry.keyFrame
        let fill = css(look?.background ?? ThemeColor(red: 255, green: 255, blue: 255, alpha: 255))
        svg.group("g", ["class": .string("callout")]) { group in
            if !callout.geometry.coversKey {
                // The stem joining the bubble to the key.
                group.element("rect", [
                    "x": .number(key.x), "y": .number(bubble.maxY - model.cornerRadius), "width": .number(key.width),
                    "height": .number(max(0, key.maxY - bubble.maxY + model.cornerRadius)), "fill": .string(fill),
                ])
            }
            group.element("rect", [
                "x": .number(bubble.x), "y": .number(bubble.y), "width": .number(bubble.width), "height": .number(bubble.height),
                "rx": .number(callout.geometry.cornerRadius), "fill": .string(fill),
            ])
            drawText(callout.text, in: bubble, size: min(32, bubble.height * 0.7), font: look?.font,
                     color: css(look?.text ?? ThemeColor(red: 0, green: 0, blue: 0, alpha: 255)), into: &group)
        }
    }

    private func draw(_ alternates: RenderedAlternates, into svg: inout SVGWriter) {
        let look = appearance(.light)
        let panel = alternates.panel
        let selectedFill = css(appearance(.blue)?.background ?? ThemeColor(red: 0, green: 122, blue: 255, alpha: 255))
        let selectedInk = css(appearance(.blue)?.text ?? ThemeColor(red: 255, green: 255, blue: 255, alpha: 255))
        let ink = css(look?.text ?? ThemeColor(red: 0, green: 0, blue: 0, alpha: 255))
        svg.group("g", ["class": .string("alternates")]) { group in
            group.element("rect", [
                "x": .number(panel.frame.x), "y": .number(panel.frame.y), "width": .number(panel.frame.width),
                "height": .number(panel.frame.height), "rx": .number(panel.cornerRadius),
                "fill": .string(css(look?.background ?? ThemeColor(red: 255, green: 255, blue: 255, alpha: 255))),
            ])
            for (index, cell) in panel.cellFrames.enumerated() where alternates.labels.indices.contains(index) {
                let isSelected = index == alternates.selected
                if isSelected {
                    group.element("rect", [
                        "x": .number(cell.x + 2), "y": .number(cell.y + 2), "width": .number(max(0, cell.width - 4)),
                        "height": .number(max(0, cell.height - 4)), "rx": .number(panel.cornerRadius), "fill": .string(selectedFill),
                    ])
                }
                drawText(alternates.labels[index], in: cell, size: min(24, cell.height * 0.55), font: look?.font,
                         color: isSelected ? selectedInk : ink, into: &group)
            }
        }
    }
}

/// A theme colour as CSS: `#RRGGBB`, or `rgba(…)` when it is not opaque. Written digit by digit: it
/// runs for every key of every frame the preview sends.
func css(_ color: ThemeColor) -> String {
    if color.alpha == 255 {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        for component in [color.red, color.green, color.blue] {
            bytes.append(digits[Int(component >> 4)])
            bytes.append(digits[Int(component & 0x0F)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
    let alpha = SVGWriter.number(Double(color.alpha) / 255)
    return "rgba(\(color.red),\(color.green),\(color.blue),\(alpha))"
}

/// The keyboard's own icons, drawn on a 24-point grid and scaled into a key.
enum KeyIconPaths {
    static func draw(_ icon: KeyIcon, in frame: Rect, color: String, filled: Bool, locked: Bool, into svg: inout SVGWriter) {
        let side = min(frame.width, frame.height) * 0.5
        let scale = side / 24
        let transform = "translate(\(SVGWriter.number(frame.midX - side / 2)) \(SVGWriter.number(frame.midY - side / 2))) scale(\(SVGWriter.number(scale)))"
        svg.group("g", [
            "transform": .string(transform), "fill": .string(filled ? color : "none"), "stroke": .string(color),
            "stroke-width": .number(1.8), "stroke-linejoin": .string("round"), "stroke-linecap": .string("round"),
        ]) { group in
            switch icon {
            case .shift:
                group.element("path", ["d": .string("M12 3 L3 12.5 H8 V19 H16 V12.5 H21 Z")])
                if locked { group.element("path", ["d": .string("M8 22.5 H16")]) }
            case .delete:
                group.element("path", ["d": .string("M8.5 5 H21 V19 H8.5 L2 12 Z"), "fill": .string("none")])
                group.element("path", ["d": .string("M11.5 9 L17.5 15 M17.5 9 L11.5 15"), "fill": .string("none")])
            case .globe:
                group.element("circle", ["cx": .number(12), "cy": .number(12), "r": .number(9.5), "fill": .string("none")])
                group.element("ellipse", ["cx": .number(12), "cy": .number(12), "rx": .number(4), "ry": .number(9.5), "fill": .string("none")])
                group.element("path", ["d": .string("M2.5 12 H21.5 M4.5 7 H19.5 M4.5 17 H19.5"), "fill": .string("none")])
            case .dismissKeyboard:
                group.element("rect", ["x": .number(2.5), "y": .number(3), "width": .number(19), "height": .number(12), "rx": .number(2), "fill": .string("none")])
                group.element("path", ["d": .string("M6 7 H7 M10 7 H11 M14 7 H15 M18 7 H18.5 M7 11 H17 M8.5 18.5 L12 21.5 L15.5 18.5"), "fill": .string("none")])
            case .cursorLeft:
                group.element("path", ["d": .string("M15 4 L7 12 L15 20"), "fill": .string("none")])
            case .cursorRight:
                group.element("path", ["d": .string("M9 4 L17 12 L9 20"), "fill": .string("none")])
            }
        }
    }
}
