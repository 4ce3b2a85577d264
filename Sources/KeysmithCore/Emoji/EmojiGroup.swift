/// One of the nine groups Unicode sorts emoji into (`emoji-test.txt`'s `# group:` lines), in
/// Unicode's order, which is the order of an emoji keyboard's categories. Unicode's tenth group,
/// Component (the skin tone and hair style modifiers on their own), is not a category: its
/// characters are only typed as part of other emoji.
public enum EmojiGroup: String, Sendable, Hashable, Codable, CaseIterable {
    case smileysAndEmotion = "smileys-emotion"
    case peopleAndBody = "people-body"
    case animalsAndNature = "animals-nature"
    case foodAndDrink = "food-drink"
    case travelAndPlaces = "travel-places"
    case activities
    case objects
    case symbols
    case flags

    /// The stable identifier of the group: its raw value, as the data files and the settings write
    /// it (`smileys-emotion`).
    public var id: String { rawValue }

    /// Unicode's English name of the group (`Smileys & Emotion`).
    public var displayName: String {
        switch self {
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

    /// The SF Symbol an iOS shell draws for the group in a category bar, close to the system emoji
    /// keyboard's icons; every name exists since SF Symbols 3 (iOS 15).
    public var systemSymbolName: String {
        switch self {
        case .smileysAndEmotion: "face.smiling"
        case .peopleAndBody: "hand.raised"
        case .animalsAndNature: "pawprint"
        case .foodAndDrink: "fork.knife"
        case .travelAndPlaces: "car"
        case .activities: "soccerball"
        case .objects: "lightbulb"
        case .symbols: "heart"
        case .flags: "flag"
        }
    }
}
