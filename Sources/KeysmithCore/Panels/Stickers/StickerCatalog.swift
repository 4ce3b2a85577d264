/// A stickers file: packs of stickers that the stickers panel shows. Keyboards cannot insert
/// images, so tapping a sticker puts its image on the pasteboard for the user to paste.
///
/// ```json
/// {"stickerPacks": [{"name": "waves", "title": "Waves", "stickers": [
///   {"name": "hello", "image": "sticker-hello", "accessibilityLabel": "Hello!"}
/// ]}]}
/// ```
public struct StickerCatalog: Sendable, Hashable, Codable {
    public var packs: [StickerPack]

    public init(packs: [StickerPack]) {
        self.packs = packs
    }

    /// The fields of a stickers file's top-level object.
    public static let fieldNames: Set<String> = ["stickerPacks"]

    public func pack(named name: String) -> StickerPack? {
        packs.first { $0.name == name }
    }
}

/// A named group of stickers, shown as one tab of the panel.
public struct StickerPack: Sendable, Hashable, Codable {
    public var name: String
    /// The tab's title; nil shows `name`.
    public var title: String?
    public var stickers: [Sticker]

    public init(name: String, title: String? = nil, stickers: [Sticker]) {
        self.name = name
        self.title = title
        self.stickers = stickers
    }

    public static let fieldNames: Set<String> = ["name", "title", "stickers"]
}

/// One sticker: an image from the app's assets (a name without extension or `@2x`).
public struct Sticker: Sendable, Hashable, Codable {
    public var name: String
    public var image: String
    /// What VoiceOver says; nil says `name`.
    public var accessibilityLabel: String?

    public init(name: String, image: String, accessibilityLabel: String? = nil) {
        self.name = name
        self.image = image
        self.accessibilityLabel = accessibilityLabel
    }

    public static let fieldNames: Set<String> = ["name", "image", "accessibilityLabel"]
}
