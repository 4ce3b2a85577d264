extension AccessoryToolbarChoice {
    /// The properties Keysmith reads, taken from path properties as Turbo and Hotwire Native hand
    /// them to the app (`[String: AnyHashable]`, as `JSONSerialization` reads the file): a string
    /// `keyboard_toolbar`, and a `default_toolbar` read as Turbo reads it,
    /// `properties["default_toolbar"] as? Bool`. Every other property is left out.
    ///
    /// Give the result to ``AccessoryToolbarRouter/Event/visitWithProperties(_:_:)``.
    public static func toolbarProperties(in properties: [String: Any]) -> [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        if let name = properties[PathRule.keyboardToolbarProperty] as? String {
            result[PathRule.keyboardToolbarProperty] = .string(name)
        }
        if let flag = properties[PathRule.defaultToolbarProperty] as? Bool {
            result[PathRule.defaultToolbarProperty] = .bool(flag)
        }
        return result
    }
}
