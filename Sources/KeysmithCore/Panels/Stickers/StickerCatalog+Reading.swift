extension StickerCatalog: ConfigFormat {
    static let kind = ConfigKind.stickers

    static func read(_ root: JSONNode, with reader: inout ConfigReader) -> StickerCatalog? {
        guard let object = reader.object(root, at: .root, expected: "a stickers file") else { return nil }
        let packs = reader.uniquelyNamedList(
            "stickerPacks", in: object, expected: "\"stickerPacks\": a list of sticker packs", itemKind: "sticker pack",
            read: StickerPack.read, name: \.name)
        reader.noteUnknownTopLevelKeys(in: object, known: fieldNames, context: "a stickers file")
        return packs.map(StickerCatalog.init)
    }

    /// Every image the stickers name, with where, for checks against an assets folder.
    static func imageReferences(in root: JSONNode) -> [(name: String, pointer: JSONPointer, offset: Int)] {
        var result: [(String, JSONPointer, Int)] = []
        for (packIndex, pack) in (root["stickerPacks"]?.arrayValue ?? []).enumerated() {
            for (index, sticker) in (pack["stickers"]?.arrayValue ?? []).enumerated() {
                if let image = sticker["image"], let name = image.stringValue, !name.isEmpty {
                    result.append(
                        (
                            name, JSONPointer.root / "stickerPacks" / packIndex / "stickers" / index / "image",
                            image.offset
                        ))
                }
            }
        }
        return result
    }
}

extension StickerPack {
    static func read(_ node: JSONNode, at pointer: JSONPointer, with reader: inout ConfigReader) -> StickerPack? {
        guard let object = reader.object(node, at: pointer, expected: "a sticker pack") else { return nil }
        let name = reader.nonEmptyString("name", in: object, required: true)
        let title = reader.nonEmptyString("title", in: object)
        let stickers = reader.uniquelyNamedList(
            "stickers", in: object, expected: "\"stickers\": a list of stickers", itemKind: "sticker",
            read: Sticker.read, name: \.name)
        reader.noteUnknownKeys(in: object, known: fieldNames, context: "a sticker pack")
        guard let name, let stickers else { return nil }
        if stickers.isEmpty, let node = object["stickers"] {
            reader.warning(
                "the pack \"\(name)\" has no stickers; its tab would be empty", at: node, object.pointer / "stickers")
        }
        return StickerPack(name: name, title: title, stickers: stickers)
    }
}

extension Sticker {
    static func read(_ node: JSONNode, at pointer: JSONPointer, with reader: inout ConfigReader) -> Sticker? {
        guard let object = reader.object(node, at: pointer, expected: "a sticker") else { return nil }
        let name = reader.nonEmptyString("name", in: object, required: true)
        let image = reader.nonEmptyString("image", in: object, required: true)
        let accessibilityLabel = reader.nonEmptyString("accessibilityLabel", in: object)
        reader.noteUnknownKeys(in: object, known: fieldNames, context: "a sticker")
        guard let name, let image else { return nil }
        if let imageNode = object["image"],
            image.lowercased().hasSuffix(".png") || image.contains("@2x") || image.contains("@3x")
        {
            reader.warning(
                "write the image's name without its extension or scale, as \"\(Self.assetName(image))\"", at: imageNode,
                object.pointer / "image")
        }
        return Sticker(name: name, image: Self.assetName(image), accessibilityLabel: accessibilityLabel)
    }

    /// `Hello@2x.png` → `Hello`.
    static func assetName(_ written: String) -> String {
        var name = written
        for suffix in [".png", ".PNG", ".svg", ".pdf"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        for suffix in ["@2x", "@3x"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        return name
    }
}
