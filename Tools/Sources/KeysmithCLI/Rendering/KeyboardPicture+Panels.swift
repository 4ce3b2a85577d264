@_spi(Tooling) import KeysmithCore

/// The panels, drawn in place of the keys and cut to the keys area (the picture shows the top of a
/// panel that scrolls).
extension KeyboardPicture {
    func draw(_ panel: RenderedPanel, into svg: inout SVGWriter) {
        let frame = panel.frame
        let clipID = "panel-clip"
        svg.group("clipPath", ["id": .string(clipID)]) { clip in
            clip.element("rect", [
                "x": .number(frame.x), "y": .number(frame.y), "width": .number(frame.width), "height": .number(frame.height),
            ])
        }
        svg.group("g", ["class": .string("panel \(panel.name)"), "clip-path": .string("url(#\(clipID))")]) { group in
            if let note = panel.note { draw(note, into: &group) }
            switch panel.content {
            case .more(let items):
                for (index, item) in items.enumerated() {
                    card(item.frame, into: &group)
                    draw(item, id: "more-\(index)", into: &group)
                }
            case .themes(let options):
                for option in options { draw(option, into: &group) }
            case .settings(let settings):
                draw(settings, into: &group)
            case .stickers(let stickers):
                draw(stickers, into: &group)
            case .gifs(let gifs):
                draw(gifs, into: &group)
            case .quickReplies(let replies):
                for reply in replies {
                    card(reply.frame, into: &group)
                    drawLeftText(reply.label, in: reply.frame.insetBy(dx: 12, dy: 0), size: 15, color: surfaceInk, into: &group)
                }
            case .embeddedBrowser(let browser):
                draw(browser, into: &group)
            }
        }
    }

    /// A rounded card in the letter keys' colour.
    private func card(_ frame: Rect, stroke: String? = nil, into svg: inout SVGWriter) {
        svg.element("rect", [
            "x": .number(frame.x), "y": .number(frame.y), "width": .number(frame.width), "height": .number(frame.height),
            "rx": .number(model.cornerRadius + 3), "fill": .string(surface),
            "stroke": stroke.map { .string($0) }, "stroke-width": stroke.map { _ in .number(2) },
        ])
    }

    /// A button: a rounded outline in the accent colour with its title.
    private func button(_ title: String, in frame: Rect, filled: Bool = false, into svg: inout SVGWriter) {
        svg.element("rect", [
            "x": .number(frame.x), "y": .number(frame.y), "width": .number(frame.width), "height": .number(frame.height),
            "rx": .number(frame.height / 2), "fill": .string(filled ? accent : surface), "stroke": .string(accent),
            "stroke-width": .number(1),
        ])
        drawText(title, in: frame, size: fittedSize(title, width: frame.width - 12, size: 13), font: nil,
                 color: filled ? "#FFFFFF" : surfaceInk, into: &svg)
    }

    private func draw(_ note: RenderedNote, into svg: inout SVGWriter) {
        let colors = palette.noteColors(note.tone)
        svg.group("g", ["class": .string("note \(note.tone.rawValue)")]) { group in
            group.element("rect", [
                "x": .number(note.frame.x), "y": .number(note.frame.y), "width": .number(note.frame.width),
                "height": .number(note.frame.height), "rx": .number(8), "fill": .string(css(colors.background)),
                "stroke": .string(css(colors.border)), "stroke-width": .number(1),
            ])
            drawWrappedText(note.text, in: note.frame.insetBy(dx: 10, dy: 2), size: 12, color: css(colors.text), into: &group)
        }
    }

    // MARK: Themes

    private func draw(_ option: RenderedThemeOption, into svg: inout SVGWriter) {
        svg.group("g", ["class": .string("theme")]) { group in
            card(option.frame, stroke: option.isSelected ? accent : nil, into: &group)
            drawLeftText(option.name, in: option.nameFrame, size: 15, color: surfaceInk, weight: option.isSelected ? "600" : nil, into: &group)
            for (color, frame) in zip(option.swatches, option.swatchFrames) {
                group.element("circle", [
                    "cx": .number(frame.midX), "cy": .number(frame.midY), "r": .number(frame.width / 2),
                    "fill": .string(css(color)), "stroke": .string("rgba(0,0,0,0.25)"), "stroke-width": .number(1),
                ])
            }
            if option.isSelected {
                let mark = Rect(x: option.frame.maxX - 30, y: option.frame.midY - 10, width: 20, height: 20)
                group.element("path", [
                    "d": .string("M\(SVGWriter.number(mark.minX + 3)) \(SVGWriter.number(mark.midY)) L\(SVGWriter.number(mark.midX - 1)) \(SVGWriter.number(mark.maxY - 4)) L\(SVGWriter.number(mark.maxX - 2)) \(SVGWriter.number(mark.minY + 4))"),
                    "fill": .string("none"), "stroke": .string(accent), "stroke-width": .number(2.4),
                    "stroke-linecap": .string("round"), "stroke-linejoin": .string("round"),
                ])
            }
        }
    }

    // MARK: Settings

    private func draw(_ settings: RenderedSettings, into svg: inout SVGWriter) {
        for heading in settings.headings {
            drawLeftText(heading.text.uppercased(), in: heading.frame.insetBy(dx: 10, dy: 0), size: 12, color: textInk, weight: "600", into: &svg)
        }
        for snippet in settings.snippets {
            svg.group("g", ["class": .string("snippet-setting")]) { group in
                card(snippet.frame, into: &group)
                drawLeftText(snippet.title, in: snippet.titleFrame, size: 15, color: surfaceInk, weight: "600", into: &group)
                drawLeftText(snippet.template, in: snippet.templateFrame, size: 12, color: surfaceInk,
                             font: "ui-monospace, Menlo, monospace", into: &group)
                button("Use Selection", in: snippet.useSelectionButton, into: &group)
                if let reset = snippet.resetButton { button("Reset", in: reset, into: &group) }
            }
        }
        for toggle in settings.toggles {
            svg.group("g", ["class": .string("toggle")]) { group in
                card(toggle.frame, into: &group)
                drawLeftText(toggle.title, in: toggle.titleFrame, size: 15, color: surfaceInk, into: &group)
                if let detail = toggle.detail, let detailFrame = toggle.detailFrame {
                    drawLeftText(detail, in: detailFrame, size: 11, color: surfaceInk, into: &group)
                }
                let frame = toggle.switchFrame
                group.element("rect", [
                    "x": .number(frame.x), "y": .number(frame.y), "width": .number(frame.width), "height": .number(frame.height),
                    "rx": .number(frame.height / 2), "fill": .string(css(palette.switchTrackColor(isOn: toggle.isOn))),
                ])
                let knob = frame.height / 2 - 2
                group.element("circle", [
                    "cx": .number(toggle.isOn ? frame.maxX - knob - 2 : frame.minX + knob + 2), "cy": .number(frame.midY),
                    "r": .number(knob), "fill": .string("#FFFFFF"), "stroke": .string("rgba(0,0,0,0.12)"), "stroke-width": .number(0.5),
                ])
            }
        }
    }

    // MARK: Stickers

    private func draw(_ stickers: RenderedStickers, into svg: inout SVGWriter) {
        for tab in stickers.tabs { button(tab.title, in: tab.frame, filled: tab.isSelected, into: &svg) }
        svg.group("g", ["class": .string("stickers"), "opacity": stickers.isEnabled ? nil : .number(0.4)]) { group in
            for sticker in stickers.stickers {
                group.group("g", ["class": .string("sticker")]) { cell in
                    cell.element("title", [:], text: sticker.accessibilityLabel)
                    card(sticker.frame, into: &cell)
                    if !drawAsset(sticker.image, in: sticker.imageFrame, maskID: "sticker-\(sticker.pack)-\(sticker.name)", into: &cell) {
                        drawText(sticker.name, in: sticker.imageFrame, size: fittedSize(sticker.name, width: sticker.imageFrame.width, size: 12),
                                 font: nil, color: surfaceInk, into: &cell)
                    }
                }
            }
        }
    }

    // MARK: GIFs

    private func draw(_ gifs: RenderedGIFs, into svg: inout SVGWriter) {
        for chip in gifs.queries { button(chip.title, in: chip.frame, filled: chip.isSelected, into: &svg) }
        if gifs.isSearching, let last = gifs.queries.last {
            let below = Rect(x: model.panel?.frame.x ?? 0, y: last.frame.maxY + 8, width: model.size.width, height: 30)
            drawText("Searching…", in: below, size: 14, font: nil, color: textInk, into: &svg)
        }
        // The picture fetches nothing: each GIF is a placeholder with its title.
        for result in gifs.results {
            svg.group("g", ["class": .string("gif")]) { group in
                card(result.frame, into: &group)
                ToolbarIconPaths.draw(.gifs, in: Rect(x: result.frame.midX - 12, y: result.frame.midY - 20, width: 24, height: 24),
                                      color: accent, into: &group)
                drawText(result.gif.title, in: Rect(x: result.frame.x, y: result.frame.midY + 4, width: result.frame.width, height: 20),
                         size: fittedSize(result.gif.title, width: result.frame.width - 8, size: 12), font: nil, color: surfaceInk, into: &group)
            }
        }
    }

    // MARK: Browser

    private func draw(_ browser: RenderedBrowser, into svg: inout SVGWriter) {
        svg.element("rect", [
            "x": .number(browser.addressFrame.x), "y": .number(browser.addressFrame.y), "width": .number(browser.addressFrame.width),
            "height": .number(browser.addressFrame.height), "rx": .number(8), "fill": .string(surface),
        ])
        drawLeftText(browser.url.absoluteString, in: browser.addressFrame.insetBy(dx: 10, dy: 0), size: 13, color: surfaceInk, into: &svg)
        button("Open", in: browser.openButton, into: &svg)
        let page = browser.pageFrame
        svg.element("rect", [
            "x": .number(page.x), "y": .number(page.y), "width": .number(page.width), "height": .number(page.height),
            "fill": .string("#FFFFFF"),
        ])
        drawText("Web page: \(browser.url.absoluteString)", in: page, size: 13, font: nil, color: "#6C6C70", into: &svg)
    }
}
