/// The emoji the emoji page shows, group by group in Unicode's order: what the page needs of the
/// emoji data, already filtered to what the host can draw.
struct EmojiPageContent: Sendable, Hashable {
    /// The groups in Unicode's order; a group with no emoji left after filtering is still listed, so
    /// that the category bar keeps its place.
    var groups: [EmojiPageGroup]

    init(groups: [EmojiPageGroup]) {
        self.groups = groups
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

    /// The group's name in `emoji-test.txt` (`Smileys & Emotion`); nil for the recents.
    var unicodeGroupName: String? {
        switch self {
        case .recents: nil
        case .smileysAndEmotion: "Smileys & Emotion"
        case .peopleAndBody: "People & Body"
        case .animalsAndNature: "Animals & Nature"
        case .foodAndDrink: "Food & Drink"
        case .travelAndPlaces: "Travel & Places"
        case .activities: "Activities"
        case .objects: "Objects"
        case .symbols: "Symbols"
        case .flags: "Flags"
        }
    }

    /// The title over the grid while the group is in view, and what VoiceOver says for its tab.
    var title: String {
        switch self {
        case .recents: "Frequently Used"
        default: unicodeGroupName ?? rawValue
        }
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
