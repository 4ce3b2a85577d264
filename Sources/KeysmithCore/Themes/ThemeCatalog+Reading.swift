extension ThemeCatalog: ConfigFormat {
    public static let kind = ConfigKind.themes

    public static func read(_ root: JSONNode, with reader: inout ConfigReader) -> ThemeCatalog? {
        guard let object = reader.object(root, at: .root, expected: "a themes file") else { return nil }
        let themes = reader.uniquelyNamedList(
            "themes", in: object, expected: "\"themes\": a list of themes", itemKind: "theme",
            warningWhenEmpty: "\"themes\" is empty; a themes file should define at least one theme",
            read: Theme.read, name: \.name)
        reader.noteUnknownTopLevelKeys(in: object, known: fieldNames, context: "a themes file")
        return themes.map(ThemeCatalog.init)
    }
}

extension Theme {
    static func read(_ node: JSONNode, at pointer: JSONPointer, with reader: inout ConfigReader) -> Theme? {
        guard let object = reader.object(node, at: pointer, expected: "a theme") else { return nil }
        let name = reader.nonEmptyString("name", in: object, required: true)
        let light = ThemePalette.read("light", in: object, with: &reader)
        let dark = ThemePalette.read("dark", in: object, with: &reader)
        reader.noteUnknownKeys(in: object, known: fieldNames, context: "a theme")
        guard let name, let light, let dark else { return nil }
        return Theme(name: name, light: light, dark: dark)
    }
}

extension ThemePalette {
    static func read(_ key: String, in parent: JSONObject, with reader: inout ConfigReader) -> ThemePalette? {
        guard let node = reader.requireField(key, in: parent) else { return nil }
        let pointer = parent.pointer / key
        guard let object = reader.object(node, at: pointer, expected: "the \"\(key)\" palette") else { return nil }
        let keyboardBackground = reader.color("keyboardBackground", in: object, required: true)
        let keys = readKeyStyles(in: object, with: &reader)
        let toolbar = ThemeToolbarAppearance.read(in: object, with: &reader)
        reader.noteUnknownKeys(in: object, known: fieldNames, context: "a palette")
        guard let keyboardBackground, let keys, keys[fallbackKeyStyle] != nil else { return nil }
        return ThemePalette(keyboardBackground: keyboardBackground, keys: keys, toolbar: toolbar)
    }

    private static func readKeyStyles(in palette: JSONObject, with reader: inout ConfigReader) -> [String:
        ThemeKeyAppearance]?
    {
        guard let node = reader.requireField("keys", in: palette) else { return nil }
        let pointer = palette.pointer / "keys"
        guard let object = reader.object(node, at: pointer, expected: "\"keys\": key styles by name") else {
            return nil
        }
        // A key written twice has been reported by the parser; like the parser, use the last one.
        let lastIndex = Dictionary(object.members.enumerated().map { ($0.element.key, $0.offset) }) { _, last in last }
        var keys: [String: ThemeKeyAppearance] = [:]
        for (index, member) in object.members.enumerated() where lastIndex[member.key] == index {
            let memberPointer = pointer / member.key
            guard keyStyleNames.contains(member.key) else {
                let suggestion =
                    closestMatch(to: member.key, among: keyStyleNames).map { " (did you mean \"\($0)\"?)" } ?? ""
                reader.report(
                    .error,
                    "a key style must be one of \(list(keyStyleNames)), but found \"\(member.key)\"\(suggestion)",
                    at: member.keyOffset, pointer: memberPointer)
                continue
            }
            if let appearance = ThemeKeyAppearance.read(member.value, at: memberPointer, with: &reader) {
                keys[member.key] = appearance
            }
        }
        if !object.contains(fallbackKeyStyle) {
            _ = reader.requireField(
                fallbackKeyStyle, in: object,
                because: "every palette needs the \"light\" key style, which the other styles fall back to")
        }
        let missing = keyStyleNames.filter { !object.contains($0) && $0 != fallbackKeyStyle }
        if !missing.isEmpty {
            let quoted = missing.map { "\"\($0)\"" }
            let styles =
                quoted.count == 1
                ? "the key style \(quoted[0]) is"
                : "the key styles \(quoted.dropLast().joined(separator: ", ")) and \(quoted[quoted.count - 1]) are"
            reader.warning(
                "\(styles) not defined and fall\(missing.count == 1 ? "s" : "") back to \"light\"", at: node, pointer)
        }
        return keys
    }
}

extension ThemeKeyAppearance {
    static func read(_ node: JSONNode, at pointer: JSONPointer, with reader: inout ConfigReader) -> ThemeKeyAppearance?
    {
        guard let object = reader.object(node, at: pointer, expected: "a key style") else { return nil }
        let background = reader.color("background", in: object, required: true)
        let text = reader.color("text", in: object, required: true)
        let pressedBackground = reader.color("pressedBackground", in: object)
        let shadow = reader.color("shadow", in: object)
        let font = reader.nonEmptyString("font", in: object)
        let fontSize = readFontSize(in: object, with: &reader)
        reader.noteUnknownKeys(in: object, known: fieldNames, context: "a key style")
        guard let background, let text else { return nil }
        return ThemeKeyAppearance(
            background: background, text: text, pressedBackground: pressedBackground, shadow: shadow,
            font: font, fontSize: fontSize)
    }

    private static func readFontSize(in object: JSONObject, with reader: inout ConfigReader) -> Double? {
        guard let size = reader.number("fontSize", in: object), let node = object["fontSize"] else { return nil }
        guard size > 0, size <= maximumFontSize else {
            reader.error(
                "\"fontSize\" must be greater than 0 and at most \(format(maximumFontSize)) points, but found \(format(size))",
                at: node, object.pointer / "fontSize")
            return nil
        }
        return size
    }
}

extension ThemeToolbarAppearance {
    static func read(in palette: JSONObject, with reader: inout ConfigReader) -> ThemeToolbarAppearance? {
        guard let node = palette["toolbar"] else { return nil }
        let pointer = palette.pointer / "toolbar"
        guard let object = reader.object(node, at: pointer, expected: "\"toolbar\": toolbar colours") else {
            return nil
        }
        let appearance = ThemeToolbarAppearance(
            background: reader.color("background", in: object),
            tint: reader.color("tint", in: object),
            icon: reader.color("icon", in: object),
            text: reader.color("text", in: object))
        reader.noteUnknownKeys(in: object, known: fieldNames, context: "a palette's toolbar")
        return appearance
    }
}

extension ConfigReader {
    /// A colour written `#RGB`, `#RRGGBB` or `#RRGGBBAA`; anything else is reported and gives nil.
    mutating func color(_ key: String, in object: JSONObject, required: Bool = false) -> ThemeColor? {
        guard let node = required ? requireField(key, in: object) : object[key] else { return nil }
        if let text = node.stringValue, let color = ThemeColor(hex: text) { return color }
        let found: String
        if let text = node.stringValue {
            let hint = !text.hasPrefix("#") && ThemeColor(hex: "#" + text) != nil ? " (the \"#\" is missing)" : ""
            found = "\"\(text)\"\(hint)"
        } else {
            found = node.kindDescription
        }
        error(
            "\"\(key)\" must be a colour written \(ThemeColor.writtenForms), but found \(found)", at: node,
            object.pointer / key)
        return nil
    }
}
