extension PathConfiguration: ConfigFormat {
    public static let kind = ConfigKind.pathConfiguration

    public static func read(_ root: JSONNode, with reader: inout ConfigReader) -> PathConfiguration? {
        var references: [FileReference] = []
        return read(root, with: &reader, references: &references)
    }

    /// Reads the configuration, and appends to `references` every toolbar file its rules name in
    /// `keyboard_toolbar`, in file order. Names reported as unusable are left out.
    static func read(
        _ root: JSONNode, with reader: inout ConfigReader, references: inout [FileReference]
    ) -> PathConfiguration? {
        guard let object = reader.object(root, at: .root, expected: "a path configuration") else { return nil }
        var settings: [String: JSONValue] = [:]
        if let node = object["settings"],
            reader.object(node, at: object.pointer / "settings", expected: "\"settings\"") != nil
        {
            settings = JSONValue(node).objectValue ?? [:]
        }
        let rules = readRules(object, with: &reader, references: &references)
        reader.noteUnknownTopLevelKeys(in: object, known: fieldNames, context: "a path configuration")
        guard let rules else { return nil }
        return PathConfiguration(settings: settings, rules: rules)
    }

    /// Every toolbar file the rules name, with where they name it.
    static func references(in root: JSONNode) -> [FileReference] {
        var reader = ConfigReader(source: SourceText(name: "", bytes: []))
        var references: [FileReference] = []
        _ = read(root, with: &reader, references: &references)
        return references
    }

    private static func readRules(
        _ object: JSONObject, with reader: inout ConfigReader, references: inout [FileReference]
    ) -> [PathRule]? {
        guard let node = reader.requireField("rules", in: object) else { return nil }
        let pointer = object.pointer / "rules"
        guard let elements = reader.array(node, at: pointer, expected: "\"rules\": a list of rules") else { return nil }
        return elements.enumerated().compactMap { index, element in
            PathRule.read(element, at: pointer / index, with: &reader, references: &references)
        }
    }
}

extension PathRule {
    static func read(
        _ node: JSONNode, at pointer: JSONPointer, with reader: inout ConfigReader, references: inout [FileReference]
    ) -> PathRule? {
        guard let object = reader.object(node, at: pointer, expected: "a rule") else { return nil }
        let patterns = readPatterns(object, with: &reader)
        let properties = readProperties(object, with: &reader, references: &references)
        reader.noteUnknownKeys(in: object, known: fieldNames, context: "a rule")
        guard let patterns, let properties else { return nil }
        return PathRule(patterns: patterns, properties: properties)
    }

    private static func readPatterns(_ object: JSONObject, with reader: inout ConfigReader) -> [PathPattern]? {
        guard let node = reader.requireField("patterns", in: object) else { return nil }
        let pointer = object.pointer / "patterns"
        guard let elements = reader.array(node, at: pointer, expected: "\"patterns\": a list of regular expressions")
        else {
            return nil
        }
        if elements.isEmpty {
            reader.error(
                "\"patterns\" is empty; a rule needs at least one pattern to apply to any page", at: node, pointer)
        }
        var patterns: [PathPattern] = []
        for (index, element) in elements.enumerated() {
            guard let source = element.stringValue else {
                reader.error(
                    "a pattern must be a string, but found \(element.kindDescription)", at: element, pointer / index)
                continue
            }
            let pattern = PathPattern(source)
            if !pattern.isValid {
                let reason = PathPattern.problem(with: source) ?? "NSRegularExpression refuses it"
                reader.error(
                    "\"\(source)\" is not a valid regular expression, so the rule never matches through it: \(reason)",
                    at: element, pointer / index)
            }
            patterns.append(pattern)
        }
        return patterns
    }

    private static func readProperties(
        _ rule: JSONObject, with reader: inout ConfigReader, references: inout [FileReference]
    ) -> [String: JSONValue]? {
        guard let node = reader.requireField("properties", in: rule) else { return nil }
        guard let object = reader.object(node, at: rule.pointer / "properties", expected: "\"properties\"") else {
            return nil
        }
        let defaultToolbar = reader.bool(defaultToolbarProperty, in: object)
        var keyboardToolbar: String?
        if let toolbarNode = object[keyboardToolbarProperty] {
            let toolbarPointer = object.pointer / keyboardToolbarProperty
            keyboardToolbar = reader.fileName(toolbarNode, at: toolbarPointer, kind: .toolbar)
            if let keyboardToolbar {
                references.append(
                    FileReference(
                        name: keyboardToolbar, kind: .toolbar, pointer: toolbarPointer, offset: toolbarNode.offset))
            }
        }
        if defaultToolbar == false, keyboardToolbar != nil, let defaultNode = object[defaultToolbarProperty] {
            reader.warning(
                "\"default_toolbar\": false has no effect in a rule that names a \"keyboard_toolbar\"; the keyboard toolbar replaces the default one",
                at: defaultNode, object.pointer / defaultToolbarProperty)
        }
        return JSONValue(node).objectValue ?? [:]
    }
}
