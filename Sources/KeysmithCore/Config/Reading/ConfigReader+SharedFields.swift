extension ConfigReader {
    /// A string naming another configuration file in the same folder, the way JACKeyboard's
    /// `keyboardName` does: without a folder and without `.json`. Gives what
    /// `FileReference.usableName` gives, and reports why when that is nil or differs from the text.
    ///
    /// - A value that is not a string, an empty name, or a name containing `/` or `\` is an error:
    ///   files are looked up only beside the file that names them.
    /// - A name ending in `.json` is a warning, and the name without the extension is used.
    mutating func fileName(_ node: JSONNode, at pointer: JSONPointer, kind: ConfigKind) -> String? {
        let what = kind.title.hasSuffix(" file") ? kind.title : kind.title + " file"
        guard let written = node.stringValue else {
            error("expected the name of a \(what) (a string), but found \(node.kindDescription)", at: node, pointer)
            return nil
        }
        for separator in ["/", "\\"] where written.contains(separator) {
            error(
                "\"\(written)\" must be a file name without a folder, but it contains \"\(separator)\"; files are looked up beside the file that names them",
                at: node, pointer)
            return nil
        }
        guard let name = FileReference.usableName(written) else {
            error("the name of a \(what) must not be empty", at: node, pointer)
            return nil
        }
        if name != written {
            warning(
                "write \"\(name)\" without \".json\"; the extension is added when the file is looked up", at: node,
                pointer)
        }
        return name
    }
}

extension ConfigReader {
    /// The key an editor adds to a file's top-level object to name its JSON Schema. Keysmith's own
    /// formats accept it without a note.
    static let schemaKey = "$schema"

    /// `noteUnknownKeys` for the top-level object of a Keysmith format, where `$schema` is allowed.
    mutating func noteUnknownTopLevelKeys(in object: JSONObject, known: Set<String>, context: String) {
        noteUnknownKeys(in: object, known: known.union([Self.schemaKey]), context: context)
    }
}
