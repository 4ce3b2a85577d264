import Foundation

/// The emoji the emoji page shows, group by group in Unicode's order: what the page needs of the
/// ``EmojiCatalog``, already filtered to what the host can draw.
struct EmojiPageContent: Sendable {
    /// The groups in Unicode's order; a group with no emoji left after filtering is still listed, so
    /// that the category bar keeps its place.
    var groups: [EmojiPageGroup]
    /// Where the names in other languages come from; nil for content made by hand, whose entries'
    /// names are used as they are.
    var catalog: EmojiCatalog?

    init(groups: [EmojiPageGroup], catalog: EmojiCatalog? = nil) {
        self.groups = groups
        self.catalog = catalog
    }

    /// The page of `catalog` for a system that draws emoji up to `version` (every emoji for nil):
    /// newer emoji are left out, and so are skin tones newer than the system.
    init(catalog: EmojiCatalog, availableIn version: EmojiVersion?) {
        let groups = EmojiGroup.allCases.map { group in
            let emoji = catalog.emoji(in: group).filter { version == nil || $0.version <= version! }
            let entries = emoji.map { emoji in
                let support = version.map { emoji.skinTones(availableIn: $0) } ?? emoji.skinTones
                let variants = emoji.toneVariants.filter { version == nil || $0.version <= version! }
                // Tones only when every one of them is there, so that the picker's rows stay whole.
                let tones = support != .none && variants.count == emoji.toneVariants.count ? variants : []
                return EmojiPageEntry(emoji: emoji.characters, name: emoji.name, skinTones: tones.map(\.characters))
            }
            return EmojiPageGroup(category: EmojiCategory(group), emoji: entries)
        }
        self.init(groups: groups, catalog: catalog)
    }

    /// The embedded emoji for `version`, made once per version and shared; nil when the embedded
    /// data cannot be read (the page then shows only the recent emoji).
    static func embedded(availableIn version: EmojiVersion?) -> EmojiPageContent? {
        embeddedCache.content(availableIn: version)
    }

    private static let embeddedCache = Cache()

    /// The pages made so far, by Emoji version: in practice one, the host system's.
    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        /// Guarded by `lock`.
        private var pages: [EmojiVersion?: EmojiPageContent] = [:]

        func content(availableIn version: EmojiVersion?) -> EmojiPageContent? {
            lock.lock()
            defer { lock.unlock() }
            if let page = pages[version] { return page }
            guard let catalog = try? EmojiCatalog.embedded() else { return nil }
            let page = EmojiPageContent(catalog: catalog, availableIn: version)
            pages[version] = page
            return page
        }
    }

    /// The title of `category` over the grid, and what VoiceOver says for its tab, in `language`:
    /// the catalog's name of the group (CLDR's label; Unicode's name in English), else
    /// ``EmojiCategory/title``. CLDR has no label for the recent emoji, which keep theirs.
    func title(of category: EmojiCategory, language: String?) -> String {
        guard let group = category.group, let catalog, let language else { return category.title }
        return catalog.name(of: group, language: language)
    }

    /// What VoiceOver says for `shown`, an emoji or one of its toned forms: its CLDR name in
    /// `language` when the catalog has it, else `fallback`. In English the catalog's own names
    /// (Unicode's, with the tones' names) are used, so that the first screen does not wait for the
    /// English annotations and their search index to be read.
    func name(of shown: String, language: String?, fallback: String?) -> String {
        guard let catalog else { return fallback ?? shown }
        let annotations = catalog.annotationLanguage(for: language ?? "en")
        if annotations != "en", let name = catalog.name(of: shown, language: annotations) { return name }
        guard let emoji = catalog.emoji(for: shown) else { return fallback ?? shown }
        let tones = catalog.tones(of: shown)
        return tones.isEmpty ? emoji.name : "\(emoji.name): \(tones.map(\.name).joined(separator: ", "))"
    }
}

/// One of Unicode's groups, as the page shows it.
struct EmojiPageGroup: Sendable, Hashable {
    var category: EmojiCategory
    var emoji: [EmojiPageEntry]
}

/// One emoji of the grid: its default form, and the forms with skin tones when it takes them.
struct EmojiPageEntry: Sendable, Hashable {
    /// The fully-qualified emoji without a skin tone.
    var emoji: String
    /// What VoiceOver says: the emoji's name.
    var name: String
    /// The forms with skin tones, in Unicode's order: five for an emoji of one person (light to
    /// dark), twenty-five for one of two people (the first person's tone, then the second's);
    /// empty for an emoji that takes none.
    var skinTones: [String]

    init(emoji: String, name: String, skinTones: [String] = []) {
        self.emoji = emoji
        self.name = name
        self.skinTones = skinTones
    }
}

/// A tab of the emoji page's category bar: the recent emoji, then Unicode's nine groups.
public enum EmojiCategory: String, Sendable, Hashable, Codable, CaseIterable {
    case recents
    case smileysAndEmotion
    case peopleAndBody
    case animalsAndNature
    case foodAndDrink
    case travelAndPlaces
    case activities
    case objects
    case symbols
    case flags

    /// The category of one of Unicode's groups.
    init(_ group: EmojiGroup) {
        switch group {
        case .smileysAndEmotion: self = .smileysAndEmotion
        case .peopleAndBody: self = .peopleAndBody
        case .animalsAndNature: self = .animalsAndNature
        case .foodAndDrink: self = .foodAndDrink
        case .travelAndPlaces: self = .travelAndPlaces
        case .activities: self = .activities
        case .objects: self = .objects
        case .symbols: self = .symbols
        case .flags: self = .flags
        }
    }

    /// Unicode's group; nil for the recents.
    public var group: EmojiGroup? {
        EmojiGroup.allCases.first { EmojiCategory($0) == self }
    }

    /// The title over the grid while the group is in view, and what VoiceOver says for its tab, in
    /// English: Unicode's name of the group (`Smileys & Emotion`). The page shows the name in the
    /// keyboard's language (`EmojiCatalog.name(of:language:)` of a group); CLDR has none for
    /// the recent emoji, which are "Frequently Used" in every language.
    var title: String {
        group?.displayName ?? "Frequently Used"
    }

    /// The emoji drawn on the group's tab.
    var icon: String {
        switch self {
        case .recents: "🕘"
        case .smileysAndEmotion: "😀"
        case .peopleAndBody: "👋"
        case .animalsAndNature: "🐻"
        case .foodAndDrink: "🍔"
        case .travelAndPlaces: "🚗"
        case .activities: "⚽"
        case .objects: "💡"
        case .symbols: "🔣"
        case .flags: "🏳️"
        }
    }
}
