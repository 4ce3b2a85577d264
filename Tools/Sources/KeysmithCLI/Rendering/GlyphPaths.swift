@_spi(Tooling) import KeysmithCore

/// The SVG outline of each ``Glyph``: the keyboard's own icons, the toolbar's built-in icons and the
/// close button, drawn on a 24-point grid and scaled into the glyph's frame. They stand in for the SF
/// Symbols the iOS shell draws (``Glyph/systemSymbolName``); brand logos come from the items'
/// `iconResource`.
enum GlyphPaths {
    static func write(_ item: GlyphItem, into svg: inout SVGWriter) {
        let color = css(item.color)
        switch item.glyph {
        case .key(let icon, let variant):
            writeKeyIcon(icon, variant: variant, in: item.frame, color: color, into: &svg)
        case .toolbar(let icon):
            writeToolbarIcon(icon, in: item.frame, color: color, into: &svg)
        case .close:
            writeClose(in: item.frame, color: color, into: &svg)
        }
    }

    private static func transform(_ frame: Rect) -> String {
        let scale = min(frame.width, frame.height) / 24
        return "translate(\(SVGWriter.number(frame.x)) \(SVGWriter.number(frame.y))) scale(\(SVGWriter.number(scale)))"
    }

    // MARK: Key icons

    private static func writeKeyIcon(
        _ icon: KeyIcon, variant: KeyGlyphVariant, in frame: Rect, color: String, into svg: inout SVGWriter
    ) {
        svg.group(
            "g",
            [
                "transform": .string(transform(frame)), "fill": .string(variant == .plain ? "none" : color),
                "stroke": .string(color),
                "stroke-width": .number(1.8), "stroke-linejoin": .string("round"), "stroke-linecap": .string("round"),
            ]
        ) { group in
            switch icon {
            case .shift:
                group.element("path", ["d": .string("M12 3 L3 12.5 H8 V19 H16 V12.5 H21 Z")])
                if variant == .locked { group.element("path", ["d": .string("M8 22.5 H16")]) }
            case .delete:
                group.element("path", ["d": .string("M8.5 5 H21 V19 H8.5 L2 12 Z"), "fill": .string("none")])
                group.element("path", ["d": .string("M11.5 9 L17.5 15 M17.5 9 L11.5 15"), "fill": .string("none")])
            case .globe:
                group.element(
                    "circle", ["cx": .number(12), "cy": .number(12), "r": .number(9.5), "fill": .string("none")])
                group.element(
                    "ellipse",
                    [
                        "cx": .number(12), "cy": .number(12), "rx": .number(4), "ry": .number(9.5),
                        "fill": .string("none"),
                    ])
                group.element(
                    "path", ["d": .string("M2.5 12 H21.5 M4.5 7 H19.5 M4.5 17 H19.5"), "fill": .string("none")])
            case .dismissKeyboard:
                group.element(
                    "rect",
                    [
                        "x": .number(2.5), "y": .number(3), "width": .number(19), "height": .number(12),
                        "rx": .number(2), "fill": .string("none"),
                    ])
                group.element(
                    "path",
                    [
                        "d": .string("M6 7 H7 M10 7 H11 M14 7 H15 M18 7 H18.5 M7 11 H17 M8.5 18.5 L12 21.5 L15.5 18.5"),
                        "fill": .string("none"),
                    ])
            case .cursorLeft:
                group.element("path", ["d": .string("M15 4 L7 12 L15 20"), "fill": .string("none")])
            case .cursorRight:
                group.element("path", ["d": .string("M9 4 L17 12 L9 20"), "fill": .string("none")])
            }
        }
    }

    // MARK: Toolbar icons

    private static func writeToolbarIcon(
        _ icon: ToolbarIcon.BuiltIn, in frame: Rect, color: String, into svg: inout SVGWriter
    ) {
        svg.group(
            "g",
            [
                "class": .string("toolbar-icon \(icon.identifier)"), "transform": .string(transform(frame)),
                "fill": .string("none"),
                "stroke": .string(color), "stroke-width": .number(1.8), "stroke-linejoin": .string("round"),
                "stroke-linecap": .string("round"),
            ]
        ) { group in
            for shape in shapes(icon) {
                switch shape {
                case .path(let d):
                    group.element("path", ["d": .string(d)])
                case .filledPath(let d):
                    group.element("path", ["d": .string(d), "fill": .string(color), "stroke": .string("none")])
                case .circle(let x, let y, let r):
                    group.element("circle", ["cx": .number(x), "cy": .number(y), "r": .number(r)])
                case .dot(let x, let y, let r):
                    group.element(
                        "circle",
                        [
                            "cx": .number(x), "cy": .number(y), "r": .number(r), "fill": .string(color),
                            "stroke": .string("none"),
                        ])
                case .rect(let x, let y, let width, let height, let radius):
                    group.element(
                        "rect",
                        [
                            "x": .number(x), "y": .number(y), "width": .number(width), "height": .number(height),
                            "rx": .number(radius),
                        ])
                case .label(let text):
                    group.element(
                        "text",
                        [
                            "x": .number(12), "y": .number(15.2), "font-size": .number(8),
                            "font-weight": .string("700"),
                            "text-anchor": .string("middle"), "fill": .string(color), "stroke": .string("none"),
                        ], text: text)
                }
            }
        }
    }

    private enum Shape {
        case path(String)
        case filledPath(String)
        case circle(Double, Double, Double)
        case dot(Double, Double, Double)
        case rect(Double, Double, Double, Double, Double)
        case label(String)
    }

    private static func shapes(_ icon: ToolbarIcon.BuiltIn) -> [Shape] {
        switch icon {
        case .socialHub:
            return [
                .circle(8.5, 8, 3.2), .path("M2.5 20 C2.5 15.5 5 13.5 8.5 13.5 C12 13.5 14.5 15.5 14.5 20"),
                .circle(16.5, 7.5, 2.7), .path("M15.5 12.8 C19 12.5 21.5 14.5 21.5 18.5"),
            ]
        case .gifs:
            return [.rect(2.5, 5, 19, 14, 3), .label("GIF")]
        case .stickers:
            return [
                .path("M20.5 13 A8.5 8.5 0 1 1 11 3.5 L20.5 13 Z"), .path("M11 3.5 V10 A3 3 0 0 0 14 13 H20.5"),
                .dot(8.5, 11, 1.1), .path("M7.5 15.5 C8.5 17 10.5 17.5 12 16.8"),
            ]
        case .webLink:
            return [
                .path("M10 14 L14 10"), .path("M11 7.5 L13 5.5 A3.5 3.5 0 0 1 18.5 11 L16.5 13"),
                .path("M13 16.5 L11 18.5 A3.5 3.5 0 0 1 5.5 13 L7.5 11"),
            ]
        case .brand:
            return [
                .circle(12, 12, 9.5),
                .path(
                    "M12 6.5 L13.6 10 L17.3 10.3 L14.5 12.8 L15.3 16.5 L12 14.6 L8.7 16.5 L9.5 12.8 L6.7 10.3 L10.4 10 Z"
                ),
            ]
        case .themes:
            return [
                .path(
                    "M12 3 A9 9 0 1 0 12 21 C13.5 21 13.8 19.8 13.2 18.8 C12.4 17.5 13.2 16 14.8 16 H17 A4 4 0 0 0 21 12 C21 7 17 3 12 3 Z"
                ),
                .dot(7.5, 11, 1.3), .dot(10, 7, 1.3), .dot(14.5, 7, 1.3), .dot(17, 10.5, 1.3),
            ]
        case .settings:
            return [
                .circle(12, 12, 3.2),
                .path(
                    "M12 2.5 V5 M12 19 V21.5 M2.5 12 H5 M19 12 H21.5 M5.3 5.3 L7 7 M17 17 L18.7 18.7 M5.3 18.7 L7 17 M17 7 L18.7 5.3"
                ),
                .circle(12, 12, 7),
            ]
        case .embeddedBrowser:
            return [.circle(12, 12, 9.5), .filledPath("M15.5 8.5 L13.2 13.2 L8.5 15.5 L10.8 10.8 Z")]
        case .tappaText:
            return [
                .path(
                    "M4 4.5 H20 A1.5 1.5 0 0 1 21.5 6 V15 A1.5 1.5 0 0 1 20 16.5 H10 L5.5 20 V16.5 H4 A1.5 1.5 0 0 1 2.5 15 V6 A1.5 1.5 0 0 1 4 4.5 Z"
                ),
                .path("M6.5 9 H17.5 M6.5 12.5 H14"),
            ]
        case .deeplink:
            return [
                .path("M11 4.5 H6 A1.5 1.5 0 0 0 4.5 6 V18 A1.5 1.5 0 0 0 6 19.5 H18 A1.5 1.5 0 0 0 19.5 18 V13"),
                .path("M13.5 4.5 H19.5 V10.5 M19.5 4.5 L11 13"),
            ]
        case .twitter:
            return [.path("M4.5 4 L19.5 20 M19.5 4 L4.5 20")]
        case .youtube:
            return [.rect(2.5, 5.5, 19, 13, 4), .filledPath("M10 9 L15.5 12 L10 15 Z")]
        case .facebook:
            return [.path("M15.5 3.5 H13.5 A3.5 3.5 0 0 0 10 7 V20.5 M7 10.5 H15")]
        case .instagram:
            return [.rect(3, 3, 18, 18, 5), .circle(12, 12, 4), .dot(17.2, 6.8, 1.1)]
        case .twitch:
            return [.path("M4.5 3.5 H20.5 V14 L16 18.5 H12 L9 21.5 V18.5 H4.5 Z"), .path("M11 8 V12.5 M15.5 8 V12.5")]
        case .tiktok:
            return [.path("M13.5 3 V16 A3.8 3.8 0 1 1 9.7 12.2"), .path("M13.5 3 C14 6 16.3 8 19.5 8")]
        case .rss:
            return [.dot(5.5, 18.5, 1.8), .path("M4 11 A9 9 0 0 1 13 20"), .path("M4 4.5 A15.5 15.5 0 0 1 19.5 20")]
        case .more:
            return [.dot(5, 12, 1.8), .dot(12, 12, 1.8), .dot(19, 12, 1.8)]
        }
    }

    // MARK: Close

    /// A cross from corner to corner of `frame`.
    private static func writeClose(in frame: Rect, color: String, into svg: inout SVGWriter) {
        let (x0, x1, y0, y1) = (frame.minX, frame.maxX, frame.minY, frame.maxY)
        svg.element(
            "path",
            [
                "d": .string(
                    "M\(SVGWriter.number(x0)) \(SVGWriter.number(y0)) L\(SVGWriter.number(x1)) \(SVGWriter.number(y1)) M\(SVGWriter.number(x1)) \(SVGWriter.number(y0)) L\(SVGWriter.number(x0)) \(SVGWriter.number(y1))"
                ),
                "stroke": .string(color), "stroke-width": .number(2), "stroke-linecap": .string("round"),
                "fill": .string("none"),
            ])
    }
}
