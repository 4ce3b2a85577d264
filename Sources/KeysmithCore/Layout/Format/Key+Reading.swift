extension Key {
    /// The fields a key may have: JACKeyboard's documented ones, those its real files use, and
    /// Keysmith's additions. Anything else is ignored with a note, as JACKeyboard promised.
    static let fieldNames: Set<String> = [
        "text", "style", "type", "modifiers", "width", "image", "selectedImage", "keyboardDisplayName",
        "keyboardName", "font", "hasHomerowIndicator",
        "shiftText", "inputText", "textSize", "widthIfMultipleKeyboards", "textIfMultipleKeyboards",
        hasHomerowNubField, misspeltWidthField,
        "snippet", "accessibilityLabel", "flicks",
    ]

    /// Relative widths above this are refused: a row's widths are added up, and a key a hundred
    /// times wider than its neighbours already leaves them no room.
    static let maximumWidth: Double = 100
    /// Label sizes, in points, above this are refused.
    static let maximumTextSize: Double = 200

    /// JACKeyboard's other name for `hasHomerowIndicator`, read silently.
    static let hasHomerowNubField = "hasHomerowNub"
    /// The misspelling of `widthIfMultipleKeyboards` that a real JACKeyboard file uses.
    static let misspeltWidthField = "widthIfMutlipleKeyboards"

    /// Reads one key dictionary at `pointer`, reporting every problem; nil if it is not an object.
    static func read(_ node: JSONNode, at pointer: JSONPointer, with reader: inout ConfigReader) -> Key? {
        guard let object = reader.object(node, at: pointer, expected: "a key") else { return nil }
        let diagnosticsBefore = reader.diagnostics.count

        let readStyle = reader.enumeration("style", in: object, as: KeyStyle.self)
        let readType = reader.enumeration("type", in: object, as: KeyType.self)
        let key = Key(
            text: reader.string("text", in: object),
            style: readStyle ?? .light,
            type: readType ?? .textEntry,
            modifiers: readModifiers(in: object, with: &reader) ?? [],
            width: readWidth("width", in: object, with: &reader) ?? 1,
            image: readImageName("image", in: object, with: &reader),
            selectedImage: readImageName("selectedImage", in: object, with: &reader),
            keyboardDisplayName: reader.nonEmptyString("keyboardDisplayName", in: object),
            keyboardName: readKeyboardName("keyboardName", in: object, with: &reader),
            font: reader.nonEmptyString("font", in: object),
            hasHomerowIndicator: reader.flag("hasHomerowIndicator", in: object)
                ?? reader.flag(hasHomerowNubField, in: object) ?? false,
            shiftText: reader.string("shiftText", in: object),
            inputText: reader.string("inputText", in: object),
            textSize: readTextSize(in: object, with: &reader),
            widthIfMultipleKeyboards: readWidthIfMultipleKeyboards(in: object, with: &reader),
            textIfMultipleKeyboards: reader.string("textIfMultipleKeyboards", in: object),
            snippet: reader.nonEmptyString("snippet", in: object),
            accessibilityLabel: reader.nonEmptyString("accessibilityLabel", in: object),
            flicks: readFlicks(in: object, with: &reader))
        reader.noteUnknownKeys(in: object, known: fieldNames, context: "a key")

        // Rules that depend on the type hold only when the type was read as written.
        let typeIsKnown = readType != nil || object["type"] == nil
        if typeIsKnown {
            key.checkTypeSpecificFields(in: object, with: &reader)
        }
        let hasErrors = reader.diagnostics[diagnosticsBefore...].contains { $0.severity == .error }
        if typeIsKnown, !hasErrors, key.showsNothing {
            reader.warning(
                "this key shows nothing: give it a \"text\" or an \"image\", or use the style \"blankSpace\" for empty space",
                at: node, pointer)
        }
        return key
    }

    /// Whether a key that takes space would be drawn blank.
    private var showsNothing: Bool {
        guard isEverShown, style != .blankSpace, type.builtInLabel == nil, image == nil else { return false }
        let labels = [text, textIfMultipleKeyboards, keyboardDisplayName]
        return labels.allSatisfy { ($0 ?? "").isEmpty }
    }

    // MARK: Fields

    private static func readModifiers(in object: JSONObject, with reader: inout ConfigReader) -> [String]? {
        let key = "modifiers"
        guard let node = object[key] else { return nil }
        let pointer = object.pointer / key
        guard let elements = node.arrayValue else {
            reader.error("\"\(key)\" must be an array of strings, but found \(node.kindDescription)", at: node, pointer)
            return nil
        }
        var result: [String] = []
        for (index, element) in elements.enumerated() {
            guard let string = element.stringValue else {
                reader.error(
                    "each element of \"\(key)\" must be a string, but found \(element.kindDescription)", at: element,
                    pointer / index)
                continue
            }
            guard !string.isEmpty else {
                reader.error(
                    "each element of \"\(key)\" must be the text of an alternative, but found an empty string",
                    at: element, pointer / index)
                continue
            }
            result.append(string)
        }
        return result
    }

    /// `flicks`: an object naming what a flick `left`, `up`, `right` or `down` types, each a
    /// non-empty string; a direction left out types nothing.
    private static func readFlicks(in object: JSONObject, with reader: inout ConfigReader) -> KeyFlicks? {
        let key = "flicks"
        guard let node = object[key] else { return nil }
        guard let flicks = reader.object(node, at: object.pointer / key, expected: "an object of flick directions")
        else { return nil }
        var texts: [FlickDirection: String] = [:]
        for direction in FlickDirection.allCases {
            guard let text = reader.string(direction.rawValue, in: flicks) else { continue }
            if text.isEmpty, let member = flicks[direction.rawValue] {
                reader.error(
                    "a flick types text: leave out \"\(direction.rawValue)\" rather than give it an empty string",
                    at: member, flicks.pointer / direction.rawValue)
            } else {
                texts[direction] = text
            }
        }
        reader.noteUnknownKeys(
            in: flicks, known: Set(FlickDirection.allCases.map(\.rawValue)), context: "the flicks of a key")
        return KeyFlicks(left: texts[.left], up: texts[.up], right: texts[.right], down: texts[.down])
    }

    private static func readWidth(_ key: String, in object: JSONObject, with reader: inout ConfigReader) -> Double? {
        guard let width = reader.number(key, in: object), let node = object[key] else { return nil }
        guard (0...maximumWidth).contains(width) else {
            reader.error(
                "\"\(key)\" must be between 0 and \(format(maximumWidth)) (relative to the other keys of the row; 0 hides the key), but found \(format(width))",
                at: node, object.pointer / key)
            return nil
        }
        return width
    }

    /// `widthIfMultipleKeyboards`, or its misspelling `widthIfMutlipleKeyboards` with a note.
    private static func readWidthIfMultipleKeyboards(in object: JSONObject, with reader: inout ConfigReader) -> Double?
    {
        let correct = "widthIfMultipleKeyboards"
        let misspelt = misspeltWidthField
        guard let member = object.members.last(where: { $0.key == misspelt }) else {
            return readWidth(correct, in: object, with: &reader)
        }
        let pointer = object.pointer / misspelt
        if object[correct] != nil {
            reader.report(
                .warning, "\"\(misspelt)\" is ignored because \"\(correct)\" is also given; remove the misspelt one",
                at: member.keyOffset, pointer: pointer)
            return readWidth(correct, in: object, with: &reader)
        }
        reader.report(
            .note, "\"\(misspelt)\" is read as \"\(correct)\"; correct the spelling",
            at: member.keyOffset, pointer: pointer)
        return readWidth(misspelt, in: object, with: &reader)
    }

    private static func readTextSize(in object: JSONObject, with reader: inout ConfigReader) -> Double? {
        let key = "textSize"
        guard let size = reader.number(key, in: object), let node = object[key] else { return nil }
        guard size > 0, size <= maximumTextSize else {
            reader.error(
                "\"\(key)\" must be more than 0 and at most \(format(maximumTextSize)) points, but found \(format(size))",
                at: node, object.pointer / key)
            return nil
        }
        return size
    }

    private static func readImageName(_ key: String, in object: JSONObject, with reader: inout ConfigReader) -> String?
    {
        guard let name = reader.nonEmptyString(key, in: object), let node = object[key] else { return nil }
        let bare = bareImageName(name)
        if bare != name, !bare.isEmpty {
            reader.warning(
                "write image names without extension or pixel density: \"\(bare)\" rather than \"\(name)\"",
                at: node, object.pointer / key)
        }
        return name
    }

    /// `Globe@2x.png` → `Globe`.
    private static func bareImageName(_ name: String) -> String {
        var bare = name
        for suffix in [".png", ".jpg", ".jpeg", ".pdf"] where bare.lowercased().hasSuffix(suffix) {
            bare.removeLast(suffix.count)
        }
        for suffix in ["@2x", "@3x"] where bare.hasSuffix(suffix) {
            bare.removeLast(suffix.count)
        }
        return bare
    }

    /// A layout name, with a warning when it carries the `.json` extension.
    static func readKeyboardName(_ key: String, in object: JSONObject, with reader: inout ConfigReader) -> String? {
        guard let name = reader.nonEmptyString(key, in: object), let node = object[key] else { return nil }
        if name.lowercased().hasSuffix(".json"), name.count > 5 {
            reader.warning(
                "write keyboard names without the .json extension: \"\(name.dropLast(5))\" rather than \"\(name)\"",
                at: node, object.pointer / key)
        }
        return name
    }

    // MARK: Rules between fields

    private func checkTypeSpecificFields(in object: JSONObject, with reader: inout ConfigReader) {
        let pointer = object.pointer
        if !modifiers.isEmpty, type != .textEntry, let node = object["modifiers"] {
            reader.warning(
                "\"modifiers\" are offered only by textEntry keys; this \(type.rawValue) key never shows them",
                at: node, pointer / "modifiers")
        }
        if flicks != nil, type != .textEntry, let node = object["flicks"] {
            reader.warning(
                "\"flicks\" are typed only by textEntry keys; this \(type.rawValue) key never types them",
                at: node, pointer / "flicks")
        }
        if keyboardName != nil, type != .switchKeyboard, let node = object["keyboardName"] {
            // The spacebar shows the keyboard's name, so the two names are easily confused there.
            let hint = type == .spacebar && keyboardDisplayName == nil ? " (did you mean \"keyboardDisplayName\"?)" : ""
            reader.warning(
                "\"keyboardName\" is used only by switchKeyboard keys; this \(type.rawValue) key ignores it\(hint)",
                at: node, pointer / "keyboardName")
        }
        if type == .snippet {
            checkSnippet(in: object, with: &reader)
        } else {
            if snippet != nil, let node = object["snippet"] {
                reader.warning(
                    "\"snippet\" is used only by keys of type \"snippet\"; this \(type.rawValue) key ignores it",
                    at: node, pointer / "snippet")
            }
            if let inputText, let node = object["inputText"] {
                let placeholders = Set(SnippetPlaceholder.allCases.map(\.rawValue))
                for token in orderedUnique(SnippetPlaceholder.tokens(in: inputText)) where placeholders.contains(token)
                {
                    reader.warning(
                        "\(token) is typed as written: placeholders work only in keys of type \"snippet\"",
                        at: node, pointer / "inputText")
                }
            }
        }
    }

    private func checkSnippet(in object: JSONObject, with reader: inout ConfigReader) {
        let pointer = object.pointer
        if let snippet {
            if inputText != nil, let node = object["inputText"] {
                reader.warning(
                    "\"inputText\" is ignored: this key inserts the snippet \"\(snippet)\"",
                    at: node, pointer / "inputText")
            }
            return
        }
        guard let inputText, let node = object["inputText"] else {
            if object["snippet"] == nil, object["inputText"] == nil {
                reader.report(
                    .error,
                    "a snippet key needs \"snippet\" (the name of a snippet) or \"inputText\" (its template), but this key has neither",
                    at: object.offset, pointer: pointer)
            }
            return
        }
        let tokens = SnippetPlaceholder.tokens(in: inputText)
        let placeholders = SnippetPlaceholder.allCases.map(\.rawValue)
        for token in orderedUnique(tokens) {
            guard placeholders.contains(token) else {
                let suggestion = closestMatch(to: token, among: placeholders).map { " (did you mean \($0)?)" } ?? ""
                reader.warning(
                    "\(token) is not a snippet placeholder and is typed as written\(suggestion); the placeholders are [[CURSOR]] and [[SELECTION]]",
                    at: node, pointer / "inputText")
                continue
            }
            let count = tokens.count { $0 == token }
            if count > 1 {
                reader.error(
                    "\(token) may appear only once in a snippet, but appears \(count) times",
                    at: node, pointer / "inputText")
            }
        }
    }

    private func orderedUnique(_ tokens: [String]) -> [String] {
        var seen = Set<String>()
        return tokens.filter { seen.insert($0).inserted }
    }
}
