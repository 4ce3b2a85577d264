/// The emoji the user typed most, most recently: the first category of the emoji page.
///
/// **The rule.** Every emoji typed from the page adds 1 to its score, and every score already kept
/// is first multiplied by the decay (0.9): a use counts for less the more emoji were typed after it.
/// The list is ordered by score, the most recently typed first among equal scores, and keeps the
/// capacity (30) best; the one that falls off is the lowest. So an emoji typed once moves to the
/// front, and stays ahead of one typed three times long ago only until that one is typed again.
/// No clock is read: only the order of uses counts.
public struct RecentEmoji: Sendable, Hashable, Codable {
    /// The emoji as it was typed, with its skin tone.
    public var emoji: String
    /// Its uses, each weighted by 0.9 to the power of the number of emoji typed since.
    public var score: Double

    public init(emoji: String, score: Double) {
        self.emoji = emoji
        self.score = score
    }

    /// How many recent emoji are kept.
    static let capacity = 30
    /// What the score of every kept emoji is multiplied by when another emoji is typed.
    static let decay = 0.9

    /// `recents` after `emoji` was typed, by the rule above.
    static func recording(_ emoji: String, in recents: [RecentEmoji]) -> [RecentEmoji] {
        var previous = 0.0
        var others: [RecentEmoji] = []
        others.reserveCapacity(recents.count)
        for entry in recents {
            if entry.emoji == emoji {
                previous = entry.score
            } else {
                others.append(RecentEmoji(emoji: entry.emoji, score: entry.score * decay))
            }
        }
        let used = RecentEmoji(emoji: emoji, score: previous * decay + 1)
        // A stable insertion: the one just used goes before every other of the same score.
        let position = others.firstIndex { $0.score <= used.score } ?? others.count
        others.insert(used, at: position)
        return Array(others.prefix(capacity))
    }
}
