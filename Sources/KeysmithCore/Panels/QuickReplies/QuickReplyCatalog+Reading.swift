extension QuickReplyCatalog: ConfigFormat {
    static let kind = ConfigKind.quickReplies

    /// Longer replies are accepted but warned about: the panel shows replies one per row.
    static let longReplyLength = 500

    static func read(_ root: JSONNode, with reader: inout ConfigReader) -> QuickReplyCatalog? {
        guard let object = reader.object(root, at: .root, expected: "a quick-replies file") else { return nil }
        reader.noteUnknownTopLevelKeys(in: object, known: fieldNames, context: "a quick-replies file")
        guard let node = reader.requireField("quickReplies", in: object) else { return nil }
        let pointer = object.pointer / "quickReplies"
        guard let elements = reader.array(node, at: pointer, expected: "\"quickReplies\": a list of replies") else {
            return nil
        }
        var replies: [QuickReply] = []
        var seen: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            guard let reply = QuickReply.read(element, at: pointer / index, with: &reader) else { continue }
            if let earlier = seen[reply.text], let textNode = element["text"] {
                reader.warning(
                    "this reply repeats the one at \(pointer / earlier)", at: textNode, pointer / index / "text")
            } else {
                seen[reply.text] = index
            }
            replies.append(reply)
        }
        return QuickReplyCatalog(replies: replies)
    }
}

extension QuickReply {
    static func read(_ node: JSONNode, at pointer: JSONPointer, with reader: inout ConfigReader) -> QuickReply? {
        guard let object = reader.object(node, at: pointer, expected: "a quick reply") else { return nil }
        let title = reader.nonEmptyString("title", in: object)
        let text = reader.nonEmptyString("text", in: object, required: true)
        reader.noteUnknownKeys(in: object, known: fieldNames, context: "a quick reply")
        guard let text else { return nil }
        if text.count > QuickReplyCatalog.longReplyLength, let textNode = object["text"] {
            reader.warning(
                "this reply is \(text.count) characters long; the panel shows replies one per row, so keep them short",
                at: textNode, object.pointer / "text")
        }
        return QuickReply(title: title, text: text)
    }
}
