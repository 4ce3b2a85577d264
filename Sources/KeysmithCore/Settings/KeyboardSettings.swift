/// The choices a user makes for a keyboard, usually in its container app, and the keyboard reads
/// when it appears. Every field has a default, so a missing or damaged settings file still gives a
/// working keyboard.
public struct KeyboardSettings: Sendable, Hashable, Codable {
    /// The theme to draw with, by name; nil or an unknown name means the set's first theme.
    public var themeName: String?
    /// Play the system input click on each key.
    public var playsInputClicks: Bool
    /// Tap the Taptic Engine on each key (needs full access in a keyboard extension).
    public var playsHaptics: Bool
    /// Turn shift on by itself at the start of sentences (the field's autocapitalisation type).
    public var autoCapitalization: Bool
    /// Two spaces after a word type ". ".
    public var doubleSpaceTypesPeriod: Bool
    /// `"` and `'` type the language's quotation marks, opening or closing by what is before the
    /// cursor (`“…”`, `„…“`, `«…»`), and `'` inside a word types `’` (see ``QuotationMarks``).
    public var smartQuotes: Bool
    /// On a French keyboard, a narrow no-break space (U+202F) goes before `; : ! ?` typed after a
    /// word, and inside guillemets.
    public var frenchSpacing: Bool
    /// The user's own templates for the snippets a set marks `userEditable` (the Sarcasm and Bore
    /// tags of a markup keyboard), by snippet name, as written. A snippet without an entry inserts
    /// its file's template; an entry for a snippet that is not user-editable is ignored.
    public var snippetTemplates: [String: String]
    /// The language a keyboard of several languages was last on, by its identifier (`fr_FR`); the
    /// keyboard comes back on it. Nil, or a language the keyboard does not have, means the
    /// shell's choice (an extension's `PrimaryLanguage`) or the first.
    public var language: String?
    /// On a keyboard whose set turns swipe typing on, a stroke across the letters types a word
    /// (iOS's "Slide to Type"); off, the letter keys only take taps.
    public var swipeTyping: Bool
    /// The keyboard never offers an offensive word of the language (see ``OffensiveWords``) as a
    /// completion, correction, prediction or swiped word, unless the user typed the whole word
    /// ("Block Offensive Words", on by default as in Gboard).
    public var blocksOffensiveWords: Bool
    /// The skin tone the user chose for each emoji that takes one, by the emoji without a tone
    /// (`👍`): the form with the tone (`👍🏽`), which the emoji page shows and types from then on.
    public var emojiSkinTones: [String: String]
    /// The emoji the user typed from the emoji page, best first (see ``RecentEmoji`` for the rule);
    /// never those typed in fields where nothing may be learned.
    public var recentEmoji: [RecentEmoji]

    public init(
        themeName: String? = nil, playsInputClicks: Bool = true, playsHaptics: Bool = false,
        autoCapitalization: Bool = true, doubleSpaceTypesPeriod: Bool = true, smartQuotes: Bool = false,
        frenchSpacing: Bool = false, snippetTemplates: [String: String] = [:], language: String? = nil,
        swipeTyping: Bool = true, emojiSkinTones: [String: String] = [:],
        recentEmoji: [RecentEmoji] = [], blocksOffensiveWords: Bool = true
    ) {
        self.themeName = themeName
        self.playsInputClicks = playsInputClicks
        self.playsHaptics = playsHaptics
        self.autoCapitalization = autoCapitalization
        self.doubleSpaceTypesPeriod = doubleSpaceTypesPeriod
        self.smartQuotes = smartQuotes
        self.frenchSpacing = frenchSpacing
        self.snippetTemplates = snippetTemplates
        self.language = language
        self.swipeTyping = swipeTyping
        self.blocksOffensiveWords = blocksOffensiveWords
        self.emojiSkinTones = emojiSkinTones
        self.recentEmoji = recentEmoji
    }

    /// The settings of a keyboard nobody has configured.
    public static let defaults = KeyboardSettings()

    /// The fields of a settings file.
    static let fieldNames: Set<String> = [
        "themeName", "playsInputClicks", "playsHaptics", "autoCapitalization", "doubleSpaceTypesPeriod",
        "smartQuotes", "frenchSpacing", "snippetTemplates", "language", "swipeTyping", "emojiSkinTones",
        "recentEmoji", "blocksOffensiveWords",
    ]

    /// The theme to draw with: the one named `themeName` in `catalog`, else the catalog's first,
    /// else ``Theme/standard``.
    func theme(in catalog: ThemeCatalog?) -> Theme {
        if let themeName, let named = catalog?.theme(named: themeName) { return named }
        return catalog?.themes.first ?? .standard
    }

    /// What `snippet` inserts: the user's template when the snippet is user-editable and the user
    /// wrote one that has no ``SnippetTemplate/userEditProblems``, otherwise the file's template.
    func template(for snippet: Snippet) -> SnippetTemplate {
        guard snippet.userEditable, let written = snippetTemplates[snippet.name] else { return snippet.template }
        let template = SnippetTemplate(written)
        return template.userEditProblems.isEmpty ? template : snippet.template
    }

    private enum CodingKeys: String, CodingKey {
        case themeName, playsInputClicks, playsHaptics, autoCapitalization, doubleSpaceTypesPeriod, smartQuotes
        case frenchSpacing, snippetTemplates, language, swipeTyping, emojiSkinTones, recentEmoji, blocksOffensiveWords
    }

    /// Decodes settings written by any version: a missing field takes its default, and unknown
    /// fields are ignored, so an older or newer file still loads.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = KeyboardSettings.defaults
        self.init(
            themeName: try container.decodeIfPresent(String.self, forKey: .themeName),
            playsInputClicks: try container.decodeIfPresent(Bool.self, forKey: .playsInputClicks)
                ?? defaults.playsInputClicks,
            playsHaptics: try container.decodeIfPresent(Bool.self, forKey: .playsHaptics) ?? defaults.playsHaptics,
            autoCapitalization: try container.decodeIfPresent(Bool.self, forKey: .autoCapitalization)
                ?? defaults.autoCapitalization,
            doubleSpaceTypesPeriod: try container.decodeIfPresent(Bool.self, forKey: .doubleSpaceTypesPeriod)
                ?? defaults.doubleSpaceTypesPeriod,
            smartQuotes: try container.decodeIfPresent(Bool.self, forKey: .smartQuotes) ?? defaults.smartQuotes,
            frenchSpacing: try container.decodeIfPresent(Bool.self, forKey: .frenchSpacing) ?? defaults.frenchSpacing,
            snippetTemplates: try container.decodeIfPresent([String: String].self, forKey: .snippetTemplates) ?? [:],
            language: try container.decodeIfPresent(String.self, forKey: .language),
            swipeTyping: try container.decodeIfPresent(Bool.self, forKey: .swipeTyping) ?? defaults.swipeTyping,
            emojiSkinTones: try container.decodeIfPresent([String: String].self, forKey: .emojiSkinTones) ?? [:],
            recentEmoji: try container.decodeIfPresent([RecentEmoji].self, forKey: .recentEmoji) ?? [],
            blocksOffensiveWords: try container.decodeIfPresent(Bool.self, forKey: .blocksOffensiveWords)
                ?? defaults.blocksOffensiveWords)
    }
}

extension KeyboardSettings {
    /// Reads settings written as JSON, as ``encoded()`` writes them. A field that is missing takes its
    /// default; one of the wrong type takes its default and is reported; unknown fields are noted and
    /// ignored. A file that is not a JSON object gives the defaults and an error: the keyboard keeps
    /// working, and the diagnostic says what to fix.
    static func decode(_ source: SourceText) -> (settings: KeyboardSettings, diagnostics: [Diagnostic]) {
        let parsed = JSONParser.parse(source)
        var reader = ConfigReader(source: source)
        reader.append(contentsOf: parsed.diagnostics)
        guard parsed.diagnostics.isEmpty, let root = parsed.root,
            let object = reader.object(root, at: .root, expected: "keyboard settings")
        else {
            return (.defaults, reader.diagnostics)
        }
        let defaults = KeyboardSettings.defaults
        let settings = KeyboardSettings(
            themeName: reader.nonEmptyString("themeName", in: object),
            playsInputClicks: reader.bool("playsInputClicks", in: object) ?? defaults.playsInputClicks,
            playsHaptics: reader.bool("playsHaptics", in: object) ?? defaults.playsHaptics,
            autoCapitalization: reader.bool("autoCapitalization", in: object) ?? defaults.autoCapitalization,
            doubleSpaceTypesPeriod: reader.bool("doubleSpaceTypesPeriod", in: object)
                ?? defaults.doubleSpaceTypesPeriod,
            smartQuotes: reader.bool("smartQuotes", in: object) ?? defaults.smartQuotes,
            frenchSpacing: reader.bool("frenchSpacing", in: object) ?? defaults.frenchSpacing,
            snippetTemplates: readSnippetTemplates(in: object, with: &reader),
            language: reader.nonEmptyString("language", in: object),
            swipeTyping: reader.bool("swipeTyping", in: object) ?? defaults.swipeTyping,
            emojiSkinTones: readEmojiSkinTones(in: object, with: &reader),
            recentEmoji: readRecentEmoji(in: object, with: &reader),
            blocksOffensiveWords: reader.bool("blocksOffensiveWords", in: object) ?? defaults.blocksOffensiveWords)
        reader.noteUnknownKeys(in: object, known: fieldNames, context: "keyboard settings")
        return (settings, reader.diagnostics)
    }

    /// The settings as JSON with sorted keys, the form ``decode(_:)`` reads.
    func encoded() -> [UInt8] {
        var fields: [(key: String, value: String)] = [
            ("playsInputClicks", "\(playsInputClicks)"),
            ("playsHaptics", "\(playsHaptics)"),
            ("autoCapitalization", "\(autoCapitalization)"),
            ("doubleSpaceTypesPeriod", "\(doubleSpaceTypesPeriod)"),
            ("smartQuotes", "\(smartQuotes)"),
            ("frenchSpacing", "\(frenchSpacing)"),
            ("swipeTyping", "\(swipeTyping)"),
            ("blocksOffensiveWords", "\(blocksOffensiveWords)"),
        ]
        if let themeName { fields.append(("themeName", Self.quoted(themeName))) }
        if let language { fields.append(("language", Self.quoted(language))) }
        if !snippetTemplates.isEmpty {
            let entries = snippetTemplates.sorted { $0.key < $1.key }
                .map { "    \(Self.quoted($0.key)): \(Self.quoted($0.value))" }
            fields.append(("snippetTemplates", "{\n\(entries.joined(separator: ",\n"))\n  }"))
        }
        fields += encodedEmojiFields()
        let lines = fields.sorted { $0.key < $1.key }.map { "  \(Self.quoted($0.key)): \($0.value)" }
        return Array("{\n\(lines.joined(separator: ",\n"))\n}\n".utf8)
    }

    /// `snippetTemplates`: an object of strings. A template with a problem is reported as a warning
    /// at its value and left out, so that the snippet inserts its file's template.
    private static func readSnippetTemplates(in object: JSONObject, with reader: inout ConfigReader) -> [String: String]
    {
        guard let node = object["snippetTemplates"] else { return [:] }
        let pointer = object.pointer / "snippetTemplates"
        guard
            let templates = reader.object(
                node, at: pointer, expected: "\"snippetTemplates\": templates by snippet name")
        else {
            return [:]
        }
        var result: [String: String] = [:]
        for member in templates.members {
            guard let text = reader.string(member.key, in: templates) else { continue }
            if let problem = SnippetTemplate(text).userEditProblems.first {
                reader.warning(
                    "the template for \"\(member.key)\" is not used: \(problem)", at: member.value, pointer / member.key
                )
                continue
            }
            result[member.key] = text
        }
        return result
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
