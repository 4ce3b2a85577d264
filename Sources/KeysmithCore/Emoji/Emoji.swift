/// An emoji of the catalog as a keyboard offers it: a fully-qualified emoji of Unicode's
/// `emoji-test.txt` without a skin tone, with its toned variants when it takes one.
///
/// Its identity is its ``characters``; two values with the same characters are the same emoji.
public struct Emoji: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// What the emoji types: its fully-qualified sequence (with U+FE0F where Unicode requires it:
    /// `❤️`, not `❤`).
    public let characters: String
    /// Unicode's English name (`grinning face`, `flag: France`); `EmojiCatalog.name(of:language:)`
    /// gives the name in another language.
    public let name: String
    public let group: EmojiGroup
    /// Unicode's subgroup within the group (`face-smiling`, `hand-fingers-open`).
    public let subgroup: String
    /// The emoji version that added this emoji (without a skin tone; see ``toneVariants``).
    public let version: EmojiVersion
    /// Where the emoji is in the catalog's order, counting from 0.
    public let index: Int
    /// The toned forms: none; 5, one per ``EmojiSkinTone`` in order; or for an emoji of two people
    /// (``EmojiSkinToneSupport/perPerson``) 25, ordered by the first person's tone then the
    /// second's.
    public let toneVariants: [EmojiVariant]

    init(
        characters: String, name: String, group: EmojiGroup, subgroup: String, version: EmojiVersion,
        index: Int, toneVariants: [EmojiVariant]
    ) {
        self.characters = characters
        self.name = name
        self.group = group
        self.subgroup = subgroup
        self.version = version
        self.index = index
        self.toneVariants = toneVariants
    }

    public var id: String { characters }

    public var description: String { characters }

    /// Which skin tones the emoji takes, from the number of its variants.
    public var skinTones: EmojiSkinToneSupport {
        switch toneVariants.count {
        case 5: .single
        case 25: .perPerson
        default: .none
        }
    }

    /// Which skin tones the emoji takes on a system that shows emoji up to `version`: none when
    /// any of its toned forms is newer (🤝 is Emoji 3.0, its tones Emoji 14.0).
    public func skinTones(availableIn version: EmojiVersion) -> EmojiSkinToneSupport {
        toneVariants.allSatisfy { $0.version <= version } ? skinTones : .none
    }

    /// The emoji in `tone`: for an emoji of two people, both in that tone (👫🏽). Nil for an emoji
    /// that takes no tone.
    public func variant(_ tone: EmojiSkinTone) -> EmojiVariant? {
        switch skinTones {
        case .none: nil
        case .single: toneVariants[tone.index]
        case .perPerson: toneVariants[tone.index * 5 + tone.index]
        }
    }

    /// The emoji of two people with the first in `first` and the second in `second` (🧑🏻‍🤝‍🧑🏾);
    /// for an emoji of one tone, its variant when both tones are the same. Nil otherwise.
    public func variant(_ first: EmojiSkinTone, _ second: EmojiSkinTone) -> EmojiVariant? {
        switch skinTones {
        case .perPerson: toneVariants[first.index * 5 + second.index]
        case .single, .none: first == second ? variant(first) : nil
        }
    }

    /// What the emoji types with `tones`: its own characters for no tone, else the variant they
    /// name (one tone, or one per person); nil when the emoji has no such variant.
    public func characters(tones: [EmojiSkinTone]) -> String? {
        switch tones.count {
        case 0: characters
        case 1: variant(tones[0])?.characters
        case 2: variant(tones[0], tones[1])?.characters
        default: nil
        }
    }
}

/// A toned form of an ``Emoji`` (👋🏽, 🧑🏻‍🤝‍🧑🏾).
public struct EmojiVariant: Sendable, Hashable, CustomStringConvertible {
    /// The fully-qualified sequence.
    public let characters: String
    /// The emoji version that added this form, often later than its emoji's.
    public let version: EmojiVersion
    /// Its tone, or the first person's for an emoji of two people.
    let firstTone: EmojiSkinTone
    /// The second person's tone for an emoji of two people; nil for an emoji of one tone.
    let secondTone: EmojiSkinTone?

    init(characters: String, version: EmojiVersion, tones: [EmojiSkinTone]) {
        self.characters = characters
        self.version = version
        firstTone = tones[0]
        secondTone = tones.count > 1 ? tones[1] : nil
    }

    /// Its tone, or its two people's tones (the same twice for the forms of an emoji of two people
    /// that give both one tone, such as 💏🏻).
    public var tones: [EmojiSkinTone] {
        secondTone.map { [firstTone, $0] } ?? [firstTone]
    }

    public var description: String { characters }
}
