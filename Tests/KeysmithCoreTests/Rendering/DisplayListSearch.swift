@_spi(Tooling) @testable import KeysmithCore

extension DisplayList {
    /// The group tagged `tag`, wherever it is in the list.
    func group(_ tag: DisplayTag) -> DisplayGroup? {
        groups.first { $0.tag == tag }
    }

    /// Every group of the list, depth first.
    var groups: [DisplayGroup] {
        Self.groups(in: items)
    }

    /// Every text run of the list, depth first.
    var texts: [TextRun] {
        Self.texts(in: items)
    }

    static func groups(in items: [DisplayItem]) -> [DisplayGroup] {
        items.flatMap { item -> [DisplayGroup] in
            guard case .group(let group) = item else { return [] }
            return [group] + groups(in: group.children)
        }
    }

    static func texts(in items: [DisplayItem]) -> [TextRun] {
        items.flatMap { item -> [TextRun] in
            switch item {
            case .text(let run): [run]
            case .group(let group): texts(in: group.children)
            default: []
            }
        }
    }
}

extension DisplayGroup {
    var texts: [TextRun] { DisplayList.texts(in: children) }

    var glyphs: [GlyphItem] {
        children.compactMap { if case .glyph(let glyph) = $0 { glyph } else { nil } }
    }

    var images: [ImageItem] {
        children.compactMap { if case .image(let image) = $0 { image } else { nil } }
    }

    var rectangles: [DisplayRectangle] {
        children.compactMap { if case .rectangle(let rectangle) = $0 { rectangle } else { nil } }
    }
}
