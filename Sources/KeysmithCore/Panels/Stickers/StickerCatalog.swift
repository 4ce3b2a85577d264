/// A stickers file: packs of stickers that the stickers panel shows. Keyboards cannot insert
/// images, so tapping a sticker puts its image on the pasteboard for the user to paste.
///
/// ```json
/// {"stickerPacks": [{"name": "waves", "title": "Waves", "stickers": [
///   {"name": "hello", "image": "sticker-hello", "accessibilityLabel": "Hello!"}
/// ]}]}
/// ```
struct StickerCatalog: Sendable, Hashable, Codable {
    var packs: [StickerPack]

    init(packs: [StickerPack]) {
        self.packs = packs
    }

    /// The fields of a stickers file's top-level object.
    static let fieldNames: Set<String> = ["stickerPacks"]

    func pack(named name: String) -> StickerPack? {
        packs.first { $0.name == name }
    }
}

/// A named group of stickers, shown as one tab of the panel.
struct StickerPack: Sendable, Hashable, Codable {
    var name: String
    /// The tab's title; nil shows `name`.
    var title: String?
    var stickers: [Sticker]

    init(name: String, title: String? = nil, stickers: [Sticker]) {
        self.name = name
        self.title = title
        self.stickers = stickers
    }

    static let fieldNames: Set<String> = ["name", "title", "stickers"]
}

/// One sticker: an image from the app's assets (a name without extension or `@2x`).
struct Sticker: Sendable, Hashable, Codable {
    var name: String
    var image: String
    /// What VoiceOver says; nil says `name`.
    var accessibilityLabel: String?

    init(name: String, image: String, accessibilityLabel: String? = nil) {
        self.name = name
        self.image = image
        self.accessibilityLabel = accessibilityLabel
    }

    static let fieldNames: Set<String> = ["name", "image", "accessibilityLabel"]
}
