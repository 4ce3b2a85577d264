extension KeyboardSet: ConfigFormat {
    public static let kind = ConfigKind.keyboardSet

    /// Why the number and decimal pads are required, for messages.
    static let appStoreRule = "App Store review rejects keyboards that do not provide number and decimal pads"

    public static func read(_ root: JSONNode, with reader: inout ConfigReader) -> KeyboardSet? {
        var references: [FileReference] = []
        return read(root, with: &reader, references: &references)
    }

    /// Reads the manifest, and appends to `references` every file name it uses, in file order.
    /// Names that were reported as unusable are left out; a name ending in `.json` is listed without it.
    static func read(
        _ root: JSONNode, with reader: inout ConfigReader, references: inout [FileReference]
    ) -> KeyboardSet? {
        guard let object = reader.object(root, at: .root, expected: "a keyboard set") else { return nil }
        let name = reader.nonEmptyString("name", in: object, required: true)
        let displayName = reader.nonEmptyString("displayName", in: object)
        let locale = readLocale(object, with: &reader)
        let languages = readLanguages(object, with: &reader, references: &references)
        // An embedded language brings its pads, and any language its letters: a set of languages
        // needs neither `layouts` nor `keyboardTypes` of its own.
        let hasLanguages = object["languages"] != nil
        let layouts =
            hasLanguages && object["layouts"] == nil
            ? [] : readLayouts(object, with: &reader, references: &references)
        let keyboardTypes = readKeyboardTypes(
            object, padsOptional: languages?.contains { $0.layout == nil } ?? false, with: &reader,
            references: &references)
        let toolbar = readFileName("toolbar", kind: .toolbar, in: object, with: &reader, references: &references)
        let snippets = readFileName("snippets", kind: .snippets, in: object, with: &reader, references: &references)
        let themes = readFileName("themes", kind: .themes, in: object, with: &reader, references: &references)
        let pathConfiguration = readFileName(
            "pathConfiguration", kind: .pathConfiguration, in: object, with: &reader, references: &references)
        let stickers = readFileName("stickers", kind: .stickers, in: object, with: &reader, references: &references)
        let quickReplies = readFileName(
            "quickReplies", kind: .quickReplies, in: object, with: &reader, references: &references)
        let caseSensitiveKeyDisplay = reader.bool("caseSensitiveKeyDisplay", in: object) ?? false
        let swipeTyping = reader.bool("swipeTyping", in: object) ?? false
        let emojiSuggestions = reader.bool("emojiSuggestions", in: object) ?? true
        reader.noteUnknownTopLevelKeys(in: object, known: fieldNames, context: "a keyboard set")

        guard let name, let layouts, !layouts.isEmpty || hasLanguages else { return nil }
        if hasLanguages, languages?.isEmpty ?? true { return nil }
        return KeyboardSet(
            name: name, displayName: displayName, locale: locale, languages: languages ?? [], layouts: layouts,
            keyboardTypes: keyboardTypes,
            toolbar: toolbar, snippets: snippets, themes: themes, pathConfiguration: pathConfiguration,
            stickers: stickers, quickReplies: quickReplies, caseSensitiveKeyDisplay: caseSensitiveKeyDisplay,
            swipeTyping: swipeTyping, emojiSuggestions: emojiSuggestions)
    }

    /// Every file the manifest names, with where it names it, as `read(_:with:references:)` lists them.
    static func references(in root: JSONNode) -> [FileReference] {
        var reader = ConfigReader(source: SourceText(name: "", bytes: []))
        var references: [FileReference] = []
        _ = read(root, with: &reader, references: &references)
        return references
    }

    private static func readLocale(_ object: JSONObject, with reader: inout ConfigReader) -> String? {
        guard let locale = reader.nonEmptyString("locale", in: object), let node = object["locale"] else { return nil }
        if !looksLikeLocaleIdentifier(locale) {
            reader.warning(
                "\"\(locale)\" does not look like a locale identifier such as \"en_US\" or \"pt-BR\"",
                at: node, object.pointer / "locale")
        }
        return locale
    }

    /// A language code of two or three letters, then `_` or `-` separated parts of one to eight
    /// letters or digits: `en`, `chr`, `en_US`, `zh-Hans-CN`, `es_419`.
    static func looksLikeLocaleIdentifier(_ text: String) -> Bool {
        LanguageTag(text) != nil
    }

    private static func readLayouts(
        _ object: JSONObject, with reader: inout ConfigReader, references: inout [FileReference]
    ) -> [String]? {
        guard let node = reader.requireField("layouts", in: object) else { return nil }
        let pointer = object.pointer / "layouts"
        guard
            let elements = reader.array(
                node, at: pointer, expected: "\"layouts\": the names of the layouts to cycle through")
        else {
            return nil
        }
        if elements.isEmpty {
            reader.error(
                "\"layouts\" must name at least one layout; the first is the one shown by default", at: node, pointer)
            return nil
        }
        var names: [String] = []
        var firstIndex: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            let elementPointer = pointer / index
            guard let name = reader.fileName(element, at: elementPointer, kind: .keyboardLayout) else { continue }
            if let earlier = firstIndex[name] {
                reader.warning(
                    "\"\(name)\" is already listed at \(pointer / earlier); it is cycled through once", at: element,
                    elementPointer)
                continue
            }
            firstIndex[name] = index
            names.append(name)
            references.append(
                FileReference(name: name, kind: .keyboardLayout, pointer: elementPointer, offset: element.offset))
        }
        return names
    }

    /// Reads `keyboardTypes`. With `padsOptional` (a set with an embedded language, whose pads it
    /// takes), the number and decimal pads may be left out.
    private static func readKeyboardTypes(
        _ object: JSONObject, padsOptional: Bool, with reader: inout ConfigReader, references: inout [FileReference]
    ) -> KeyboardTypeLayouts {
        let required = FieldKeyboardType.required.map { "\"\($0.rawValue)\"" }.joined(separator: " and ")
        guard let node = object["keyboardTypes"] else {
            if padsOptional { return KeyboardTypeLayouts() }
            reader.report(
                .error,
                "missing required field \"keyboardTypes\"; it must name layouts for \(required): \(appStoreRule)",
                at: object.offset, pointer: object.pointer)
            return KeyboardTypeLayouts()
        }
        let pointer = object.pointer / "keyboardTypes"
        guard
            let typesObject = reader.object(
                node, at: pointer, expected: "\"keyboardTypes\": layout names by keyboard type")
        else {
            return KeyboardTypeLayouts()
        }
        // A key written twice has been reported by the parser; like the parser, use the last one.
        let lastIndex = Dictionary(typesObject.members.enumerated().map { ($0.element.key, $0.offset) }) { _, last in
            last
        }
        var result = KeyboardTypeLayouts()
        for (index, member) in typesObject.members.enumerated() where lastIndex[member.key] == index {
            let memberPointer = pointer / member.key
            guard let type = FieldKeyboardType(rawValue: member.key) else {
                reader.report(.error, unknownTypeMessage(member.key), at: member.keyOffset, pointer: memberPointer)
                continue
            }
            guard let layout = reader.fileName(member.value, at: memberPointer, kind: .keyboardLayout) else { continue }
            result[type] = layout
            references.append(
                FileReference(name: layout, kind: .keyboardLayout, pointer: memberPointer, offset: member.value.offset))
        }
        for type in FieldKeyboardType.required where !padsOptional && !typesObject.contains(type.rawValue) {
            reader.error("\"keyboardTypes\" has no layout for \"\(type.rawValue)\"; \(appStoreRule)", at: node, pointer)
        }
        return result
    }

    private static func unknownTypeMessage(_ key: String) -> String {
        let valid = FieldKeyboardType.allCases.map(\.rawValue)
        let suggestion =
            FieldKeyboardType.allCases.first { $0.uiKitName == key }?.rawValue
            ?? closestMatch(to: key, among: valid)
        let hint = suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""
        return "a keyboard type must be one of \(list(valid)), but found \"\(key)\"\(hint)"
    }

    private static func readFileName(
        _ key: String, kind: ConfigKind, in object: JSONObject, with reader: inout ConfigReader,
        references: inout [FileReference]
    ) -> String? {
        guard let node = object[key] else { return nil }
        let pointer = object.pointer / key
        guard let name = reader.fileName(node, at: pointer, kind: kind) else { return nil }
        references.append(FileReference(name: name, kind: kind, pointer: pointer, offset: node.offset))
        return name
    }
}
