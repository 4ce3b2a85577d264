extension ConfigReader {
    /// Reads the required array `key` of `object`, each element with `read`, keeping only elements
    /// whose name (`name`) is not already taken: a repeated name is an error at the later element's
    /// `"name"`, and that element is left out. With `warningWhenEmpty`, an empty array is warned
    /// about in those words.
    mutating func uniquelyNamedList<Element>(
        _ key: String, in object: JSONObject, expected: String, itemKind: String,
        warningWhenEmpty: String? = nil,
        read: (JSONNode, JSONPointer, inout ConfigReader) -> Element?, name: (Element) -> String
    ) -> [Element]? {
        guard let node = requireField(key, in: object) else { return nil }
        let pointer = object.pointer / key
        guard let elements = array(node, at: pointer, expected: expected) else { return nil }
        if elements.isEmpty, let warningWhenEmpty {
            warning(warningWhenEmpty, at: node, pointer)
        }
        var result: [Element] = []
        var indexByName: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            let elementPointer = pointer / index
            guard let value = read(element, elementPointer, &self) else { continue }
            let elementName = name(value)
            if let earlier = indexByName[elementName] {
                if let nameNode = element["name"] {
                    error(
                        "the name \"\(elementName)\" is already used by the \(itemKind) at \(pointer / earlier); \(itemKind) names must be unique",
                        at: nameNode, elementPointer / "name")
                }
                continue
            }
            indexByName[elementName] = index
            result.append(value)
        }
        return result
    }
}
