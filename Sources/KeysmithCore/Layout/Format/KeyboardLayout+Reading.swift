extension KeyboardLayout: ConfigFormat {
    public static let kind = ConfigKind.keyboardLayout

    /// The fields of the object form. `$schema` lets editors find the JSON schema.
    static let fieldNames: Set<String> = ["$schema", "name", "displayName", "locale", "rows"]

    public static func read(_ root: JSONNode, with reader: inout ConfigReader) -> KeyboardLayout? {
        switch root.value {
        case .array(let rows):
            return readRows(rows, of: root, at: .root, with: &reader).map { KeyboardLayout(rows: $0) }
        case .object(let members):
            let object = JSONObject(members: members, offset: root.offset, pointer: .root)
            let name = Key.readKeyboardName("name", in: object, with: &reader)
            let displayName = reader.nonEmptyString("displayName", in: object)
            let locale = readLocale(in: object, with: &reader)
            reader.noteUnknownKeys(in: object, known: fieldNames, context: "a keyboard layout")
            guard let rowsNode = reader.requireField("rows", in: object, because: "it holds the rows of keys") else {
                return nil
            }
            let rowsPointer = JSONPointer.root / "rows"
            guard let rows = rowsNode.arrayValue else {
                reader.error(
                    "\"rows\" must be an array of rows of keys, but found \(rowsNode.kindDescription)", at: rowsNode,
                    rowsPointer)
                return nil
            }
            return readRows(rows, of: rowsNode, at: rowsPointer, with: &reader).map {
                KeyboardLayout(name: name, displayName: displayName, locale: locale, rows: $0)
            }
        default:
            reader.error(
                "expected a keyboard layout: an array of rows of keys, or an object with \"rows\", but found \(root.kindDescription)",
                at: root, .root)
            return nil
        }
    }

    /// The rows that could be read; nil when there is none.
    private static func readRows(
        _ rowNodes: [JSONNode], of node: JSONNode, at pointer: JSONPointer, with reader: inout ConfigReader
    ) -> [[Key]]? {
        guard !rowNodes.isEmpty else {
            reader.error("expected at least one row of keys, but the layout has none", at: node, pointer)
            return nil
        }
        var rows: [[Key]] = []
        for (rowIndex, rowNode) in rowNodes.enumerated() {
            let rowPointer = pointer / rowIndex
            guard let keyNodes = rowNode.arrayValue else {
                let hint =
                    rowNode.objectValue != nil ? "; a layout is an array of rows, and each row is an array of keys" : ""
                reader.error(
                    "expected a row of keys (a JSON array) but found \(rowNode.kindDescription)\(hint)", at: rowNode,
                    rowPointer)
                continue
            }
            if keyNodes.isEmpty {
                reader.warning("expected at least one key in this row, but it is empty", at: rowNode, rowPointer)
            }
            rows.append(
                keyNodes.enumerated().compactMap { keyIndex, keyNode in
                    Key.read(keyNode, at: rowPointer / keyIndex, with: &reader)
                })
        }
        return rows.isEmpty ? nil : rows
    }

    /// A BCP 47 language tag, with a warning when it does not look like one.
    private static func readLocale(in object: JSONObject, with reader: inout ConfigReader) -> String? {
        guard let locale = reader.nonEmptyString("locale", in: object), let node = object["locale"] else { return nil }
        if LanguageTag(locale) == nil {
            reader.warning(
                "\"locale\" should be a language tag such as \"en\", \"fr-CA\" or \"sr-Latn\", but found \"\(locale)\"",
                at: node, object.pointer / "locale")
        }
        return locale
    }
}
