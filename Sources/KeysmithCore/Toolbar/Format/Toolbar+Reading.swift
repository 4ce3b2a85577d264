extension Toolbar: ConfigFormat {
    public static let kind = ConfigKind.toolbar

    public static func read(_ root: JSONNode, with reader: inout ConfigReader) -> Toolbar? {
        if root.objectValue != nil {
            // One item on its own, as the KBToolbar documentation shows it.
            return ToolbarItem.read(root, at: .root, with: &reader).map { Toolbar(items: [$0]) }
        }
        guard let elements = reader.array(root, at: .root, expected: "a toolbar: an array of toolbar items") else {
            return nil
        }
        var items: [ToolbarItem] = []
        var firstIndexForOrder: [Int: Int] = [:]
        for (index, element) in elements.enumerated() {
            guard let item = ToolbarItem.read(element, at: JSONPointer.root / index, with: &reader) else { continue }
            if let earlier = firstIndexForOrder[item.order], let orderNode = element["order"] {
                reader.warning(
                    "order \(item.order) is also used by item \(earlier) (\(items[earlier].buttonType.rawValue)); items with equal order keep their file order",
                    at: orderNode, JSONPointer.root / index / "order")
            } else {
                firstIndexForOrder[item.order] = items.count
            }
            items.append(item)
        }
        return Toolbar(items: items)
    }
}

extension ToolbarItem {
    static func read(_ node: JSONNode, at pointer: JSONPointer, with reader: inout ConfigReader) -> ToolbarItem? {
        guard let object = reader.object(node, at: pointer, expected: "a toolbar item") else { return nil }
        let order = reader.integer("order", in: object, required: true)
        let buttonType = reader.enumeration("buttonType", in: object, as: ToolbarButtonType.self, required: true)
        let useTint = reader.bool("useTint", in: object) ?? false
        let iconResource = reader.nonEmptyString("iconResource", in: object)
        let title = reader.string("title", in: object)
        let url = reader.string("url", in: object)
        let include = readInclude(object, buttonType: buttonType, with: &reader)
        reader.noteUnknownKeys(in: object, known: fieldNames, context: "a toolbar item")

        guard let order, let buttonType else { return nil }
        checkURL(url, in: object, buttonType: buttonType, with: &reader)
        if buttonType == .socialHub, object["include"].map({ $0.arrayValue?.isEmpty == true }) ?? true {
            reader.warning(
                "this socialHub includes no social items, so tapping it does nothing; list them in \"include\"",
                at: object["include"] ?? node, object["include"] == nil ? pointer : pointer / "include")
        }
        return ToolbarItem(
            order: order, buttonType: buttonType, useTint: useTint, iconResource: iconResource,
            include: include, title: title, url: url)
    }

    private static func readInclude(
        _ object: JSONObject, buttonType: ToolbarButtonType?, with reader: inout ConfigReader
    ) -> [ToolbarButtonType]? {
        guard let node = object["include"] else { return nil }
        let pointer = object.pointer / "include"
        if let buttonType, buttonType != .socialHub {
            reader.error(
                "only a socialHub item can include sub-items; this item is a \(buttonType.rawValue)", at: node, pointer)
            return nil
        }
        guard let elements = reader.array(node, at: pointer, expected: "\"include\": a list of social button types")
        else {
            return nil
        }
        var result: [ToolbarButtonType] = []
        for (index, element) in elements.enumerated() {
            let elementPointer = pointer / index
            guard
                let type = reader.enumerationValue(
                    element, at: elementPointer, named: "a socialHub sub-item", as: ToolbarButtonType.self)
            else {
                continue
            }
            if !type.isSocial {
                reader.error(
                    "a socialHub can include only social types (\(list(ToolbarButtonType.socialTypes.map(\.rawValue)))), but found \"\(type.rawValue)\"",
                    at: element, elementPointer)
            } else if result.contains(type) {
                reader.warning(
                    "\"\(type.rawValue)\" is included more than once; it is shown once", at: element, elementPointer)
            } else {
                result.append(type)
            }
        }
        return result
    }

    private static func checkURL(
        _ url: String?, in object: JSONObject, buttonType: ToolbarButtonType, with reader: inout ConfigReader
    ) {
        let pointer = object.pointer / "url"
        guard let url, let node = object["url"] else {
            if buttonType.requiresURL {
                _ = reader.requireField("url", in: object, because: "a \(buttonType.rawValue) button opens its url")
            }
            return
        }
        switch buttonType {
        case .deeplink:
            if let problem = LinkCheck.problemWithDeepLink(url) {
                reader.error(problem, at: node, pointer)
            }
            for placeholder in LinkCheck.unknownPlaceholders(in: url, allowed: [LinkCheck.textPlaceholder]) {
                reader.warning(
                    "\(placeholder) is not a deep-link placeholder and is opened as written; the only placeholder is [[KB_TEXT]]",
                    at: node, pointer)
            }
        case _ where buttonType.usesURL:
            if let problem = LinkCheck.problemWithWebURL(url) {
                reader.error(problem, at: node, pointer)
            }
        default:
            reader.note("a \(buttonType.rawValue) button does not open a url; \"url\" is ignored", at: node, pointer)
        }
    }
}
