/// One language of a keyboard of several languages, as its set's `languages` lists it.
///
/// An entry is either an embedded language, written as its name (`"fr_FR"`, or loosely `"fr"`), or
/// an object: `{ "locale": "fr_FR", "layout": "MyFrench", "displayName": "Français" }` types the
/// language with the set's own layout `MyFrench`; without `layout`, the object names the embedded
/// language `locale` and may give it another `displayName`.
@_spi(Tooling) public struct LanguageEntry: Sendable, Hashable, Codable {
    /// The language's locale identifier; for an embedded language, the identifier of its folder
    /// (`fr_FR` even when the set wrote `fr`).
    public var locale: String
    /// The set's own layout that types the language; nil for an embedded language, whose layouts are
    /// loaded from Keysmith's resources under the prefix `locale/` (`fr_FR/Letters`).
    public var layout: String?
    /// The name the spacebar and the language list show; nil means the embedded language's, the
    /// layout's, or else the locale.
    public var displayName: String?

    init(locale: String, layout: String? = nil, displayName: String? = nil) {
        self.locale = locale
        self.layout = layout
        self.displayName = displayName
    }

    /// The fields of an entry written as an object.
    static let fieldNames: Set<String> = ["locale", "layout", "displayName"]
}

extension KeyboardSet {
    /// Reads `languages`: an array of embedded language names and `{ "locale", "layout",
    /// "displayName" }` objects. Names the set's own layouts in `references`, so that they are loaded
    /// and linted like the others. Nil when the set has no `languages`.
    static func readLanguages(
        _ object: JSONObject, with reader: inout ConfigReader, references: inout [FileReference]
    ) -> [LanguageEntry]? {
        guard let node = object["languages"] else { return nil }
        let pointer = object.pointer / "languages"
        guard
            let elements = reader.array(
                node, at: pointer, expected: "\"languages\": the languages the keyboard types, in globe order")
        else { return nil }
        if elements.isEmpty {
            reader.error(
                "\"languages\" must name at least one language; leave it out for a keyboard of one language", at: node,
                pointer)
            return nil
        }
        var entries: [LanguageEntry] = []
        var firstIndex: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            let elementPointer = pointer / index
            let entry: LanguageEntry?
            if element.stringValue != nil {
                entry = embeddedLanguage(element, at: elementPointer, with: &reader)
            } else if element.objectValue != nil {
                entry = languageObject(element, at: elementPointer, with: &reader, references: &references)
            } else {
                reader.error(
                    "a language must be the name of an embedded language (such as \"fr_FR\") or an object with \"locale\", but found \(element.kindDescription)",
                    at: element, elementPointer)
                entry = nil
            }
            guard let entry else { continue }
            if let earlier = firstIndex[entry.locale] {
                reader.warning(
                    "the language \"\(entry.locale)\" is already listed at \(pointer / earlier); it is offered once",
                    at: element, elementPointer)
                continue
            }
            firstIndex[entry.locale] = index
            entries.append(entry)
        }
        return entries
    }

    /// An embedded language named by a string, resolved to its folder's identifier.
    private static func embeddedLanguage(
        _ node: JSONNode, at pointer: JSONPointer, with reader: inout ConfigReader, displayName: String? = nil
    ) -> LanguageEntry? {
        guard let name = node.stringValue else { return nil }
        guard let identifier = EmbeddedLanguages.identifier(matching: name) else {
            let known = EmbeddedLanguages.identifiers
            let hint = closestMatch(to: name, among: known).map { " (did you mean \"\($0)\"?)" } ?? ""
            reader.error(
                "no embedded language \"\(name)\"\(hint); the embedded languages are \(list(known)), or give your own layout as { \"locale\": \"\(name)\", \"layout\": \"…\" }",
                at: node, pointer)
            return nil
        }
        if let written = LanguageTag(name), written.regionCode != nil || written.scriptCode != nil,
            written != LanguageTag(identifier)
        {
            reader.warning(
                "there is no embedded \"\(name)\"; the embedded \"\(identifier)\" is used in its place", at: node,
                pointer)
        }
        return LanguageEntry(locale: identifier, displayName: displayName)
    }

    /// A language written as an object: the set's own layout for a locale, or an embedded language
    /// with its own display name.
    private static func languageObject(
        _ node: JSONNode, at pointer: JSONPointer, with reader: inout ConfigReader, references: inout [FileReference]
    ) -> LanguageEntry? {
        guard let object = reader.object(node, at: pointer, expected: "a language") else { return nil }
        let displayName = reader.nonEmptyString("displayName", in: object)
        reader.noteUnknownKeys(in: object, known: LanguageEntry.fieldNames, context: "a language")
        guard let locale = reader.nonEmptyString("locale", in: object, required: true),
            let localeNode = object["locale"]
        else { return nil }
        guard let layoutNode = object["layout"] else {
            return embeddedLanguage(localeNode, at: pointer / "locale", with: &reader, displayName: displayName)
        }
        if !looksLikeLocaleIdentifier(locale) {
            reader.warning(
                "\"\(locale)\" does not look like a locale identifier such as \"en_US\" or \"pt-BR\"", at: localeNode,
                pointer / "locale")
        }
        let layoutPointer = pointer / "layout"
        guard let layout = reader.fileName(layoutNode, at: layoutPointer, kind: .keyboardLayout) else { return nil }
        references.append(
            FileReference(name: layout, kind: .keyboardLayout, pointer: layoutPointer, offset: layoutNode.offset))
        return LanguageEntry(locale: locale, layout: layout, displayName: displayName)
    }
}
