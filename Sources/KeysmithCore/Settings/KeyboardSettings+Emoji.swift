/// The emoji page's part of the settings file: the skin tone chosen for each emoji and the recent
/// emoji.
extension KeyboardSettings {
    /// `emojiSkinTones`: an object of strings, each the form with a tone of the emoji named by its
    /// key. A value that is not a string is reported and left out.
    static func readEmojiSkinTones(in object: JSONObject, with reader: inout ConfigReader) -> [String: String] {
        guard let node = object["emojiSkinTones"] else { return [:] }
        guard
            let tones = reader.object(
                node, at: object.pointer / "emojiSkinTones", expected: "\"emojiSkinTones\": skin tones by emoji")
        else { return [:] }
        var result: [String: String] = [:]
        for member in tones.members {
            if let tone = reader.nonEmptyString(member.key, in: tones) { result[member.key] = tone }
        }
        return result
    }

    /// `recentEmoji`: an array of `{"emoji": "👍🏽", "score": 1.9}`, best first. An entry that is not
    /// such an object is reported and left out; past ``RecentEmoji/capacity`` the rest is ignored.
    static func readRecentEmoji(in object: JSONObject, with reader: inout ConfigReader) -> [RecentEmoji] {
        guard let node = object["recentEmoji"] else { return [] }
        let pointer = object.pointer / "recentEmoji"
        guard let elements = reader.array(node, at: pointer, expected: "\"recentEmoji\": the recent emoji") else {
            return []
        }
        var result: [RecentEmoji] = []
        for (index, element) in elements.enumerated() {
            guard
                let entry = reader.object(
                    element, at: pointer / index, expected: "a recent emoji {\"emoji\", \"score\"}"),
                let emoji = reader.nonEmptyString("emoji", in: entry, required: true),
                let score = reader.number("score", in: entry, required: true, range: 0...1_000_000)
            else { continue }
            if !result.contains(where: { $0.emoji == emoji }) {
                result.append(RecentEmoji(emoji: emoji, score: score))
            }
        }
        return Array(result.prefix(RecentEmoji.capacity))
    }

    /// The emoji fields as `encoded()` writes them; none when they are empty.
    func encodedEmojiFields() -> [(key: String, value: String)] {
        var fields: [(key: String, value: String)] = []
        if !emojiSkinTones.isEmpty {
            let entries = emojiSkinTones.sorted { $0.key < $1.key }
                .map { "    \(Self.quoted($0.key)): \(Self.quoted($0.value))" }
            fields.append(("emojiSkinTones", "{\n\(entries.joined(separator: ",\n"))\n  }"))
        }
        if !recentEmoji.isEmpty {
            let entries = recentEmoji.map {
                "    {\"emoji\": \(Self.quoted($0.emoji)), \"score\": \(Self.formatted($0.score))}"
            }
            fields.append(("recentEmoji", "[\n\(entries.joined(separator: ",\n"))\n  ]"))
        }
        return fields
    }

    /// A score with at most six decimals, enough to keep the order and short enough to read.
    private static func formatted(_ score: Double) -> String {
        let rounded = (score * 1_000_000).rounded() / 1_000_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
