import Foundation
@_spi(Tooling) import KeysmithCore

/// Writes a ``DisplayList`` as SVG, item by item, deciding nothing: each item becomes the element
/// that draws it, each group's tag its `class` and `data-*` attributes and its title a `<title>`,
/// which the preview page and its tests select by. Images come from `images` (PNG or SVG data by
/// name), embedded as data URLs; a missing one is replaced by the item's fallback.
struct DisplayListSVG {
    var list: DisplayList
    var images: [String: Data]

    /// System fonts only: nothing is fetched from the network.
    static let systemFontFamily = "-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif"
    static let monospacedFontFamily = "ui-monospace, Menlo, monospace"
    /// The colour emoji fonts of Apple's systems and of Linux (Debian's fonts-noto-color-emoji), named
    /// first for text with emoji: otherwise a renderer may take an emoji from the first font that has
    /// a black outline of it (DejaVu Sans has many), or draw a box.
    static let colourEmojiFontFamilies = "'Apple Color Emoji', 'Noto Color Emoji'"

    /// Whether `string` holds an emoji drawn as a picture: a character shown as emoji by default, or
    /// one asked to be with the emoji variation selector, a skin tone or a keycap.
    static func hasEmoji(_ string: String) -> Bool {
        string.unicodeScalars.contains { scalar in
            scalar.properties.isEmojiPresentation || scalar.value == 0xFE0F || scalar.value == 0x20E3
                || (0x1F3FB...0x1F3FF).contains(scalar.value)
        }
    }

    func text() -> String {
        var writer = SVGWriter()
        var clips = 0
        let size = list.size
        writer.group(
            "svg",
            [
                "xmlns": .string("http://www.w3.org/2000/svg"),
                "width": .number(size.width), "height": .number(size.height),
                "viewBox": .string("0 0 \(SVGWriter.number(size.width)) \(SVGWriter.number(size.height))"),
                "font-family": .string(Self.systemFontFamily),
                "role": .string("img"),
                "aria-label": .string(list.title),
            ]
        ) { svg in
            for item in list.items { write(item, into: &svg, clips: &clips) }
        }
        return writer.text
    }

    private func write(_ item: DisplayItem, into svg: inout SVGWriter, clips: inout Int) {
        switch item {
        case .rectangle(let rectangle):
            let frame = rectangle.frame
            let paint = rectangle.paint
            svg.element(
                "rect",
                [
                    "x": .number(frame.x), "y": .number(frame.y), "width": .number(frame.width),
                    "height": .number(frame.height),
                    "rx": rectangle.cornerRadius > 0 ? .number(rectangle.cornerRadius) : nil, "fill": Self.fill(paint),
                    "stroke": Self.stroke(paint), "stroke-width": Self.strokeWidth(paint),
                ])
        case .circle(let circle):
            let paint = circle.paint
            svg.element(
                "circle",
                [
                    "cx": .number(circle.center.x), "cy": .number(circle.center.y), "r": .number(circle.radius),
                    "fill": Self.fill(paint),
                    "stroke": Self.stroke(paint), "stroke-width": Self.strokeWidth(paint),
                ])
        case .line(let line):
            svg.element(
                "line",
                [
                    "x1": .number(line.from.x), "y1": .number(line.from.y), "x2": .number(line.to.x),
                    "y2": .number(line.to.y),
                    "stroke": .string(css(line.color)), "stroke-width": .number(line.width),
                ])
        case .path(let path):
            let d = path.points.enumerated().map { index, point in
                "\(index == 0 ? "M" : "L")\(SVGWriter.number(point.x)) \(SVGWriter.number(point.y))"
            }.joined(separator: " ")
            svg.element(
                "path",
                [
                    "d": .string(d), "fill": .string("none"), "stroke": .string(css(path.color)),
                    "stroke-width": .number(path.width),
                    "stroke-linecap": .string("round"), "stroke-linejoin": .string("round"),
                ])
        case .text(let run):
            write(run, into: &svg)
        case .glyph(let glyph):
            GlyphPaths.write(glyph, into: &svg)
        case .image(let image):
            if !writeImage(image, into: &svg) {
                for fallback in image.fallback { write(fallback, into: &svg, clips: &clips) }
            }
        case .group(let group):
            write(group, into: &svg, clips: &clips)
        }
    }

    private static func fill(_ paint: DisplayPaint) -> SVGWriter.Value {
        .string(paint.fill.map(css) ?? "none")
    }

    private static func stroke(_ paint: DisplayPaint) -> SVGWriter.Value? {
        paint.stroke.map { .string(css($0)) }
    }

    private static func strokeWidth(_ paint: DisplayPaint) -> SVGWriter.Value? {
        paint.stroke.map { _ in .number(paint.strokeWidth) }
    }

    private func write(_ run: TextRun, into svg: inout SVGWriter) {
        let weight: String? =
            switch run.weight {
            case .regular: nil
            case .semibold: "600"
            case .bold: "700"
            }
        var family: String? =
            switch run.family {
            case .system: nil
            case .monospaced: Self.monospacedFontFamily
            case .named(let name): "'\(name)', \(Self.systemFontFamily)"
            }
        if Self.hasEmoji(run.string) {
            family = "\(Self.colourEmojiFontFamilies), \(family ?? Self.systemFontFamily)"
        }
        // Right to left, the run's start is its right end: `end` keeps a leading run's left end at x.
        let isRightToLeft = run.direction == .rightToLeft
        let anchor: String? =
            switch run.alignment {
            case .center: "middle"
            case .leading: isRightToLeft ? "end" : nil
            }
        svg.element(
            "text",
            [
                "x": .number(run.origin.x), "y": .number(run.origin.y), "font-size": .number(run.size),
                "font-weight": weight.map { .string($0) }, "font-family": family.map { .string($0) },
                "fill": .string(css(run.color)),
                "text-anchor": anchor.map { .string($0) },
                "direction": isRightToLeft ? .string("rtl") : nil,
                "unicode-bidi": isRightToLeft ? .string("embed") : nil,
            ], text: run.string)
    }

    /// The image, as it is or as an alpha mask in its tint; false, writing nothing, when it is missing.
    private func writeImage(_ image: ImageItem, into svg: inout SVGWriter) -> Bool {
        guard let data = images[image.name] else { return false }
        let href = "data:\(Self.mediaType(of: data));base64,\(data.base64EncodedString())"
        let box = image.frame
        guard let tint = image.tint else {
            svg.element(
                "image",
                [
                    "href": .string(href),
                    "x": .number(box.x), "y": .number(box.y), "width": .number(box.width),
                    "height": .number(box.height),
                ])
            return true
        }
        svg.group("mask", ["id": .string(image.identifier)]) { mask in
            mask.element(
                "image",
                [
                    "href": .string(href),
                    "x": .number(box.x), "y": .number(box.y), "width": .number(box.width),
                    "height": .number(box.height),
                    "style": .string("mask-type:alpha"),
                ])
        }
        svg.element(
            "rect",
            [
                "x": .number(box.x), "y": .number(box.y), "width": .number(box.width), "height": .number(box.height),
                "fill": .string(css(tint)), "mask": .string("url(#\(image.identifier))"),
            ])
        return true
    }

    /// A group: clipped (in its parent's coordinates) by an outer element when it has a clip, then
    /// translated, tagged, titled and faded.
    private func write(_ group: DisplayGroup, into svg: inout SVGWriter, clips: inout Int) {
        let tag = Self.attributes(of: group.tag)
        let transform = group.translation.map {
            SVGWriter.Value.string("translate(\(SVGWriter.number($0.x)) \(SVGWriter.number($0.y)))")
        }
        let opacity = group.opacity.map { SVGWriter.Value.number($0) }
        guard let clip = group.clip else {
            svg.group(
                "g",
                [
                    "transform": transform, "class": tag.class, "data-row": tag.row, "data-index": tag.index,
                    "opacity": opacity,
                ]
            ) { body in
                writeContent(of: group, into: &body, clips: &clips)
            }
            return
        }
        clips += 1
        let clipID = "clip-\(clips)"
        svg.group("clipPath", ["id": .string(clipID)]) { path in
            path.element(
                "rect",
                [
                    "x": .number(clip.x), "y": .number(clip.y), "width": .number(clip.width),
                    "height": .number(clip.height),
                ])
        }
        svg.group(
            "g",
            [
                "class": tag.class, "data-row": tag.row, "data-index": tag.index, "opacity": opacity,
                "clip-path": .string("url(#\(clipID))"),
            ]
        ) { outer in
            guard let transform else {
                writeContent(of: group, into: &outer, clips: &clips)
                return
            }
            outer.group("g", ["transform": transform]) { inner in writeContent(of: group, into: &inner, clips: &clips) }
        }
    }

    private func writeContent(of group: DisplayGroup, into svg: inout SVGWriter, clips: inout Int) {
        if let title = group.title { svg.element("title", [:], text: title) }
        for child in group.children { write(child, into: &svg, clips: &clips) }
    }

    /// The class and data attributes the preview page, its tests and scripts/e2e_preview.py select by.
    private static func attributes(of tag: DisplayTag?) -> (
        class: SVGWriter.Value?, row: SVGWriter.Value?, index: SVGWriter.Value?
    ) {
        let name: String
        switch tag {
        case nil, .keysArea?: return (nil, nil, nil)
        case .key(let row, let index)?: return (.string("key"), .number(Double(row)), .number(Double(index)))
        case .inputCallout?: name = "callout"
        case .alternates?: name = "alternates"
        case .flickGuide?: name = "flick-guide"
        case .swipeTrail?: name = "swipe-trail"
        case .toolbar?: name = "toolbar"
        case .toolbarItem(let kind)?: name = "toolbar-item \(kind)"
        case .suggestions?: name = "suggestions"
        case .suggestion(let kind)?: name = "suggestion \(kind)"
        case .socialBar?: name = "social-bar"
        case .panelHeader?: name = "panel-header"
        case .notice?: name = "notice"
        case .panel(let panel)?: name = "panel \(panel)"
        case .note(let tone)?: name = "note \(tone)"
        case .themeOption?: name = "theme"
        case .snippetSetting?: name = "snippet-setting"
        case .toggle?: name = "toggle"
        case .learnedWordsReset?: name = "learned-words-reset"
        case .stickers?: name = "stickers"
        case .sticker?: name = "sticker"
        case .gif?: name = "gif"
        case .emoji?: name = "emoji"
        case .emojiCategory(let category)?: name = "emoji-category \(category)"
        case .emojiButton(let button)?: name = "emoji-button \(button)"
        case .emojiTones?: name = "emoji-tones"
        case .emojiSearch?: name = "emoji-search"
        case .candidateButton(let button)?: name = "candidate-button \(button)"
        }
        return (.string(name), nil, nil)
    }

    /// `image/svg+xml` for SVG text, else `image/png`.
    static func mediaType(of data: Data) -> String {
        let start = String(decoding: data.prefix(256), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return start.hasPrefix("<svg") || start.hasPrefix("<?xml") ? "image/svg+xml" : "image/png"
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
