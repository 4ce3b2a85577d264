extension KeyboardLayout {
    /// A name written in a layout file that stands for something in another file: a layout, an
    /// image or a snippet. Checks across the files of a keyboard set use it to report a missing
    /// target where the name is written.
    struct Reference: Sendable, Hashable {
        /// What kind of thing a name refers to.
        enum Kind: String, Sendable, Hashable, CaseIterable {
            /// A layout, from `keyboardName`: a file name without `.json`.
            case keyboard
            /// An image, from `image` or `selectedImage`: a name without extension or `@2x`.
            case image
            /// A snippet of the set's snippets file, from `snippet`.
            case snippet
        }

        var kind: Kind
        /// The name as written.
        var name: String
        /// Where the name is, such as `/3/0/keyboardName`.
        var pointer: JSONPointer
        /// UTF-8 byte offset of the name's opening quote, for `SourceText.diagnostic`.
        var offset: Int

        init(kind: Kind, name: String, pointer: JSONPointer, offset: Int) {
            self.kind = kind
            self.name = name
            self.pointer = pointer
            self.offset = offset
        }
    }

    /// Every non-empty name that a parsed layout document refers to and that the key's type uses, in
    /// file order: `keyboardName` on switchKeyboard keys, `snippet` on snippet keys, and images on any
    /// key. Names a key ignores are left out (validation warns about them), and so are values that are
    /// not strings (validation reports them).
    static func references(in root: JSONNode) -> [Reference] {
        guard let (rowsNode, rowsPointer) = rowsNode(of: root), let rows = rowsNode.arrayValue else { return [] }
        var result: [Reference] = []
        for (rowIndex, row) in rows.enumerated() {
            guard let keys = row.arrayValue else { continue }
            for (keyIndex, key) in keys.enumerated() {
                guard let members = key.objectValue else { continue }
                let keyPointer = rowsPointer / rowIndex / keyIndex
                let type = key["type"]?.stringValue
                for member in members where isLastMember(member, of: members) {
                    guard let kind = referenceKinds[member.key], let name = member.value.stringValue, !name.isEmpty
                    else {
                        continue
                    }
                    switch kind {
                    case .keyboard where type != KeyType.switchKeyboard.rawValue: continue
                    case .snippet where type != KeyType.snippet.rawValue: continue
                    default: break
                    }
                    result.append(
                        Reference(kind: kind, name: name, pointer: keyPointer / member.key, offset: member.value.offset)
                    )
                }
            }
        }
        return result
    }

    /// Whether no later member repeats this member's key (a repeated key's last value is the one used).
    private static func isLastMember(_ member: JSONMember, of members: [JSONMember]) -> Bool {
        members.last { $0.key == member.key }?.keyOffset == member.keyOffset
    }

    private static let referenceKinds: [String: Reference.Kind] = [
        "keyboardName": .keyboard, "image": .image, "selectedImage": .image, "snippet": .snippet,
    ]

    /// The node holding the rows and its pointer: the root itself in the bare form, its `rows`
    /// member in the object form.
    static func rowsNode(of root: JSONNode) -> (JSONNode, JSONPointer)? {
        switch root.value {
        case .array: (root, .root)
        case .object: root["rows"].map { ($0, JSONPointer.root / "rows") }
        default: nil
        }
    }
}
