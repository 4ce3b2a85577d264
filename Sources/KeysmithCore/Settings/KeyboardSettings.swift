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

    public init(
        themeName: String? = nil, playsInputClicks: Bool = true, playsHaptics: Bool = false,
        autoCapitalization: Bool = true, doubleSpaceTypesPeriod: Bool = true
    ) {
        self.themeName = themeName
        self.playsInputClicks = playsInputClicks
        self.playsHaptics = playsHaptics
        self.autoCapitalization = autoCapitalization
        self.doubleSpaceTypesPeriod = doubleSpaceTypesPeriod
    }

    /// The settings of a keyboard nobody has configured.
    public static let defaults = KeyboardSettings()

    /// The fields of a settings file.
    public static let fieldNames: Set<String> = [
        "themeName", "playsInputClicks", "playsHaptics", "autoCapitalization", "doubleSpaceTypesPeriod",
    ]

    /// `behavior` with the user's typing choices applied.
    public func applied(to behavior: KeyboardBehavior) -> KeyboardBehavior {
        var behavior = behavior
        behavior.autoCapitalization = autoCapitalization
        behavior.doubleSpaceTypesPeriod = doubleSpaceTypesPeriod
        return behavior
    }

    /// The theme to draw with: the one named `themeName` in `catalog`, else the catalog's first,
    /// else ``Theme/standard``.
    public func theme(in catalog: ThemeCatalog?) -> Theme {
        if let themeName, let named = catalog?.theme(named: themeName) { return named }
        return catalog?.themes.first ?? .standard
    }
}

extension KeyboardSettings {
    /// Reads settings written as JSON, as ``encoded()`` writes them. A field that is missing takes its
    /// default; one of the wrong type takes its default and is reported; unknown fields are noted and
    /// ignored. A file that is not a JSON object gives the defaults and an error: the keyboard keeps
    /// working, and the diagnostic says what to fix.
    public static func decode(_ source: SourceText) -> (settings: KeyboardSettings, diagnostics: [Diagnostic]) {
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
            doubleSpaceTypesPeriod: reader.bool("doubleSpaceTypesPeriod", in: object) ?? defaults.doubleSpaceTypesPeriod)
        reader.noteUnknownKeys(in: object, known: fieldNames, context: "keyboard settings")
        return (settings, reader.diagnostics)
    }

    /// The settings as JSON with sorted keys, the form ``decode(_:)`` reads.
    public func encoded() -> [UInt8] {
        var fields: [String] = []
        if let themeName { fields.append("  \"themeName\": \(Self.quoted(themeName))") }
        fields.append("  \"playsInputClicks\": \(playsInputClicks)")
        fields.append("  \"playsHaptics\": \(playsHaptics)")
        fields.append("  \"autoCapitalization\": \(autoCapitalization)")
        fields.append("  \"doubleSpaceTypesPeriod\": \(doubleSpaceTypesPeriod)")
        return Array("{\n\(fields.sorted().joined(separator: ",\n"))\n}\n".utf8)
    }

    private static func quoted(_ text: String) -> String {
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
