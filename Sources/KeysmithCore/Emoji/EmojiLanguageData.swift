/// One language's annotations as read from its file: the names and keywords of each emoji of the
/// catalog, and the names of their toned forms. The keywords only live until the search index is
/// built from them.
struct EmojiAnnotations {
    /// Each emoji's name (CLDR's `tts` annotation), by ``Emoji/index``; nil where the language has
    /// none.
    var names: [String?]
    /// Each emoji's keywords, by ``Emoji/index``.
    var keywords: [[Substring]]
    /// The names of each emoji's toned forms, in the order of ``Emoji/toneVariants``; empty for
    /// an emoji without tones.
    var variantNames: [[String?]]
}

/// What the catalog keeps of a language once read: names for VoiceOver, and the search index.
struct EmojiLanguageData: Sendable {
    /// Each emoji's name in the language, by ``Emoji/index``; nil where it has none.
    let names: [String?]
    /// The names of each emoji's toned forms, in the order of ``Emoji/toneVariants``.
    let variantNames: [[String?]]
    let index: EmojiSearchIndex

    /// The data of `annotations`. An emoji the language has no name for (one newer than its
    /// annotations) is indexed by its English name, from Unicode's `emoji-test.txt`.
    init(annotations: EmojiAnnotations, emoji: [Emoji]) {
        names = annotations.names
        variantNames = annotations.variantNames
        var builder = EmojiSearchIndex.Builder()
        for item in emoji {
            builder.add(annotations.names[item.index] ?? item.name, emoji: item.index, isName: true)
            for keyword in annotations.keywords[item.index] {
                builder.add(keyword, emoji: item.index, isName: false)
            }
        }
        index = builder.build(emojiCount: emoji.count)
    }
}

extension EmojiCatalog {
    /// The name of `characters` in `language`, for VoiceOver: CLDR's short name of the emoji or of
    /// its toned form (`signe de la main : peau claire` for 👋🏻 in French). Where the language has
    /// no name for it (an emoji newer than its annotations), or the catalog no annotations in that
    /// language, Unicode's English name. Nil for characters that are not an emoji of the catalog.
    ///
    /// `language` is a locale identifier or a language code (`fr_CA`, `fr`); see
    /// ``annotationLanguage(for:)``. The first name asked for in a language reads its data.
    public func name(of characters: String, language: String) -> String? {
        guard let found = emoji(for: characters) else { return nil }
        let tones = self.tones(of: characters)
        let data = try? languageData(annotationLanguage(for: language))
        if !tones.isEmpty, let position = found.toneVariants.firstIndex(where: { $0.tones == tones }) {
            if let name = data?.variantNames[found.index][position] { return name }
            let toneNames = tones.map(\.name).joined(separator: ", ")
            return "\(found.name): \(toneNames)"
        }
        return data?.names[found.index] ?? found.name
    }

    /// The name of `emoji` in `language`, as for its characters (`name(of:language:)` above).
    public func name(of emoji: Emoji, language: String) -> String {
        name(of: emoji.characters, language: language) ?? emoji.name
    }
}
