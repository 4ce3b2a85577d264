/// Grapheme clusters that break naive text code, named for test output.
enum Tricky {
    static let thumbsUpMediumSkin = "👍🏽"          // 2 scalars, 4 UTF-16 units
    static let family = "👨‍👩‍👧‍👦"                  // 7 scalars joined by ZWJ, 11 units
    static let france = "🇫🇷"                        // 2 regional indicators, 4 units
    static let germany = "🇩🇪"
    static let eAcute = "e\u{301}"                  // decomposed: e + combining acute
    static let crlf = "\r\n"
    static let hangulJamo = "\u{1100}\u{1161}\u{11A8}" // 각 as three conjoining jamo
    static let cjk = "中"
    static let devanagariKi = "कि"                  // consonant + vowel sign: two deletions on iOS

    /// Clusters that stay whole next to one another and delete whole with one `deleteBackward()`.
    static let pool = [
        thumbsUpMediumSkin, family, france, germany, eAcute, crlf, hangulJamo, cjk,
        "a", "Z", "7", " ", "'", ".", "\n", "❤️", "é",
    ]
}

/// A small deterministic random generator (SplitMix64), so that property tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededGenerator {
    /// A string of `0..<maxClusters` clusters drawn from ``Tricky/pool``.
    mutating func trickyString(maxClusters: Int) -> String {
        let count = Int.random(in: 0..<maxClusters, using: &self)
        return (0..<count).map { _ in Tricky.pool.randomElement(using: &self) ?? "" }.joined()
    }
}
