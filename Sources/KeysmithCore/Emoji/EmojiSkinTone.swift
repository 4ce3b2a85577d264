/// One of the five skin tones of Unicode's emoji modifiers (U+1F3FB to U+1F3FF, after the Fitzpatrick
/// scale), lightest first. An emoji without a modifier shows the default, non-human yellow.
public enum EmojiSkinTone: String, Sendable, Hashable, Codable, CaseIterable {
    case light
    case mediumLight
    case medium
    case mediumDark
    case dark

    /// The modifier character that gives an emoji this tone (🏻 for ``light``).
    public var modifier: Unicode.Scalar {
        Unicode.Scalar(0x1F3FB + UInt32(index))!
    }

    /// Unicode's English name of the tone (`medium-light skin tone`).
    public var name: String {
        switch self {
        case .light: "light skin tone"
        case .mediumLight: "medium-light skin tone"
        case .medium: "medium skin tone"
        case .mediumDark: "medium-dark skin tone"
        case .dark: "dark skin tone"
        }
    }

    /// The tone whose modifier is `scalar`; nil for any other character.
    public init?(modifier scalar: Unicode.Scalar) {
        guard (0x1F3FB...0x1F3FF).contains(scalar.value) else { return nil }
        self = Self.allCases[Int(scalar.value - 0x1F3FB)]
    }

    /// 0 for ``light`` to 4 for ``dark``.
    var index: Int {
        switch self {
        case .light: 0
        case .mediumLight: 1
        case .medium: 2
        case .mediumDark: 3
        case .dark: 4
        }
    }
}

/// Which skin tones an emoji takes.
public enum EmojiSkinToneSupport: String, Sendable, Hashable, Codable {
    /// None: the emoji is not a person or a body part (😀, 🍕), or Unicode gives it no tones (👪).
    case none
    /// One tone for the whole emoji (👋🏽, 🧑🏽‍🚀): five variants.
    case single
    /// A tone for each of its two people, chosen one person at a time (🧑🏻‍🤝‍🧑🏿, 👩🏽‍❤️‍👨🏻,
    /// 🫱🏻‍🫲🏾): twenty-five variants, five of which give both people the same tone.
    case perPerson
}
