/// Grapheme clusters that break naive text code, named for test output.
enum Tricky {
    static let thumbsUpMediumSkin = "👍🏽"  // 2 scalars, 4 UTF-16 units
    static let family = "👨‍👩‍👧‍👦"  // 7 scalars joined by ZWJ, 11 units
    static let france = "🇫🇷"  // 2 regional indicators, 4 units
    static let germany = "🇩🇪"
    static let eAcute = "e\u{301}"  // decomposed: e + combining acute
    static let crlf = "\r\n"
    static let hangulJamo = "\u{1100}\u{1161}\u{11A8}"  // 각 as three conjoining jamo
    static let cjk = "中"
    static let devanagariKi = "कि"  // consonant + vowel sign: two deletions on iOS

    /// Clusters that stay whole next to one another and delete whole with one `deleteBackward()`.
    static let pool = [
        thumbsUpMediumSkin, family, france, germany, eAcute, crlf, hangulJamo, cjk,
        "a", "Z", "7", " ", "'", ".", "\n", "❤️", "é",
    ]
}

extension SplitMix64 {
    /// A string of `0..<maxClusters` clusters drawn from ``Tricky/pool``.
    mutating func trickyString(maxClusters: Int) -> String {
        let count = Int.random(in: 0..<maxClusters, using: &self)
        return (0..<count).map { _ in Tricky.pool.randomElement(using: &self) ?? "" }.joined()
    }
}
