/// Reads a parsed document into typed values.
///
/// Every accessor reports what it expected and what it found, at the value's own line and column,
/// and then carries on, so one pass over a file lists all of its problems. An accessor returns `nil`
/// for a value that is missing or unusable; the caller falls back to the field's default.
@_spi(Tooling) public struct ConfigReader: Sendable {
    let source: SourceText
    private(set) var diagnostics: [Diagnostic] = []

    init(source: SourceText) {
        self.source = source
    }

    // MARK: Reporting

    mutating func report(_ severity: Severity, _ message: String, at offset: Int, pointer: JSONPointer) {
        diagnostics.append(source.diagnostic(severity, message, at: offset, pointer: pointer))
    }

    mutating func error(_ message: String, at node: JSONNode, _ pointer: JSONPointer) {
        report(.error, message, at: node.offset, pointer: pointer)
    }

    mutating func warning(_ message: String, at node: JSONNode, _ pointer: JSONPointer) {
        report(.warning, message, at: node.offset, pointer: pointer)
    }

    mutating func note(_ message: String, at node: JSONNode, _ pointer: JSONPointer) {
        report(.note, message, at: node.offset, pointer: pointer)
    }

    /// Appends diagnostics found elsewhere (for example by the parser).
    mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    // MARK: Containers

    /// The node as an object, or an error naming what it should have been.
    mutating func object(_ node: JSONNode, at pointer: JSONPointer, expected what: String) -> JSONObject? {
        guard let members = node.objectValue else {
            error("expected \(what) (a JSON object) but found \(node.kindDescription)", at: node, pointer)
            return nil
        }
        return JSONObject(members: members, offset: node.offset, pointer: pointer)
    }

    /// The node as an array, or an error naming what it should have been.
    mutating func array(_ node: JSONNode, at pointer: JSONPointer, expected what: String) -> [JSONNode]? {
        guard let elements = node.arrayValue else {
            error("expected \(what) (a JSON array) but found \(node.kindDescription)", at: node, pointer)
            return nil
        }
        return elements
    }

    // MARK: Fields

    /// Reports a missing required field at the object's opening brace.
    mutating func requireField(_ key: String, in object: JSONObject, because reason: String = "") -> JSONNode? {
        if let node = object[key] { return node }
        report(
            .error, "missing required field \"\(key)\"\(reason.isEmpty ? "" : "; \(reason)")", at: object.offset,
            pointer: object.pointer)
        return nil
    }

    mutating func string(_ key: String, in object: JSONObject, required: Bool = false) -> String? {
        guard let node = field(key, in: object, required: required) else { return nil }
        guard let value = node.stringValue else {
            error("\"\(key)\" must be a string, but found \(node.kindDescription)", at: node, object.pointer / key)
            return nil
        }
        return value
    }

    /// A non-empty string; an empty one is reported and treated as absent.
    mutating func nonEmptyString(_ key: String, in object: JSONObject, required: Bool = false) -> String? {
        guard let value = string(key, in: object, required: required) else { return nil }
        if value.isEmpty, let node = object[key] {
            error("\"\(key)\" must not be empty", at: node, object.pointer / key)
            return nil
        }
        return value
    }

    mutating func bool(_ key: String, in object: JSONObject, required: Bool = false) -> Bool? {
        guard let node = field(key, in: object, required: required) else { return nil }
        guard case .bool(let value) = node.value else {
            error("\"\(key)\" must be true or false, but found \(node.kindDescription)", at: node, object.pointer / key)
            return nil
        }
        return value
    }

    /// A boolean written as `true`/`false` or, as JACKeyboard files do, `1`/`0`.
    mutating func flag(_ key: String, in object: JSONObject) -> Bool? {
        guard let node = object[key] else { return nil }
        switch node.value {
        case .bool(let value):
            return value
        case .number(let number) where number.integer == 0 || number.integer == 1:
            return number.integer == 1
        default:
            error("\"\(key)\" must be true, false, 1 or 0, but found \(describe(node))", at: node, object.pointer / key)
            return nil
        }
    }

    /// A finite number within `range`.
    mutating func number(
        _ key: String, in object: JSONObject, required: Bool = false, range: ClosedRange<Double>? = nil
    ) -> Double? {
        guard let node = field(key, in: object, required: required) else { return nil }
        guard case .number(let number) = node.value else {
            error("\"\(key)\" must be a number, but found \(node.kindDescription)", at: node, object.pointer / key)
            return nil
        }
        guard number.double.isFinite else { return nil }  // the parser has reported it
        if let range, !range.contains(number.double) {
            error(
                "\"\(key)\" must be between \(format(range.lowerBound)) and \(format(range.upperBound)), but found \(format(number.double))",
                at: node, object.pointer / key)
            return nil
        }
        return number.double
    }

    /// A whole number within `range`.
    mutating func integer(
        _ key: String, in object: JSONObject, required: Bool = false, range: ClosedRange<Int>? = nil
    ) -> Int? {
        guard let node = field(key, in: object, required: required) else { return nil }
        guard case .number(let number) = node.value else {
            error(
                "\"\(key)\" must be a whole number, but found \(node.kindDescription)", at: node, object.pointer / key)
            return nil
        }
        guard let integer = number.integer ?? exactInteger(number.double) else {
            if number.double.isFinite {
                error(
                    "\"\(key)\" must be a whole number, but found \(format(number.double))", at: node,
                    object.pointer / key)
            }
            return nil
        }
        if let range, !range.contains(integer) {
            error(
                "\"\(key)\" must be between \(range.lowerBound) and \(range.upperBound), but found \(integer)",
                at: node, object.pointer / key)
            return nil
        }
        return integer
    }

    /// One of the cases of a string enumeration; an unknown value lists the valid ones.
    mutating func enumeration<Value: RawRepresentable & CaseIterable>(
        _ key: String, in object: JSONObject, as type: Value.Type = Value.self, required: Bool = false
    ) -> Value? where Value.RawValue == String {
        guard let node = field(key, in: object, required: required) else { return nil }
        return enumerationValue(node, at: object.pointer / key, named: "\"\(key)\"", as: type)
    }

    /// A string node read as an enumeration case; an unknown value lists the valid ones.
    mutating func enumerationValue<Value: RawRepresentable & CaseIterable>(
        _ node: JSONNode, at pointer: JSONPointer, named name: String, as type: Value.Type = Value.self
    ) -> Value? where Value.RawValue == String {
        let valid = Value.allCases.map(\.rawValue)
        guard let raw = node.stringValue else {
            error("\(name) must be one of \(list(valid)), but found \(node.kindDescription)", at: node, pointer)
            return nil
        }
        if let value = Value(rawValue: raw) { return value }
        let suggestion = closestMatch(to: raw, among: valid).map { " (did you mean \"\($0)\"?)" } ?? ""
        error("\(name) must be one of \(list(valid)), but found \"\(raw)\"\(suggestion)", at: node, pointer)
        return nil
    }

    /// Reports, as notes, the keys of `object` that the format does not define. They are ignored.
    mutating func noteUnknownKeys(in object: JSONObject, known: Set<String>, context: String) {
        for member in object.members where !known.contains(member.key) {
            let suggestion =
                closestMatch(to: member.key, among: known.sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
            report(
                .note, "\"\(member.key)\" is not a field of \(context) and is ignored\(suggestion)",
                at: member.keyOffset, pointer: object.pointer / member.key)
        }
    }

    // MARK: Helpers

    private mutating func field(_ key: String, in object: JSONObject, required: Bool) -> JSONNode? {
        if required { return requireField(key, in: object) }
        guard let node = object[key] else { return nil }
        if case .null = node.value {
            error("\"\(key)\" is null; leave the field out to use its default", at: node, object.pointer / key)
            return nil
        }
        return node
    }

    private func exactInteger(_ double: Double) -> Int? {
        guard double.isFinite, double.rounded() == double, abs(double) < 9.0e15 else { return nil }
        return Int(double)
    }

    private func describe(_ node: JSONNode) -> String {
        if case .number(let number) = node.value { return format(number.double) }
        if let string = node.stringValue { return "\"\(string)\"" }
        return node.kindDescription
    }
}

/// Formats a number the way a person would write it: `2`, `2.5`, `1e+300`.
func format(_ value: Double) -> String {
    if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}

/// `"a", "b" or "c"`.
func list(_ values: [String]) -> String {
    let quoted = values.map { "\"\($0)\"" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
}

/// The candidate nearest to `word` by edit distance, if it is close enough to be a likely typo.
func closestMatch(to word: String, among candidates: [String]) -> String? {
    let lowered = word.lowercased()
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let distance = editDistance(lowered, candidate.lowercased())
        if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best, best.distance <= max(1, min(3, word.count / 3)) else { return nil }
    return best.candidate
}

/// Optimal-string-alignment distance (Levenshtein plus adjacent transposition).
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var row = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        row[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                row[j] = min(row[j], previousPrevious[j - 2] + 1)
            }
        }
        (previousPrevious, previous, row) = (previous, row, previousPrevious)
    }
    return previous[b.count]
}

/// A JSON object being read, with the pointer and offset that diagnostics about it use.
struct JSONObject: Sendable {
    let members: [JSONMember]
    /// UTF-8 byte offset of the opening brace.
    let offset: Int
    let pointer: JSONPointer

    init(members: [JSONMember], offset: Int, pointer: JSONPointer) {
        self.members = members
        self.offset = offset
        self.pointer = pointer
    }

    /// The member with this key (the last one if it repeats).
    subscript(key: String) -> JSONNode? {
        members.last { $0.key == key }?.value
    }

    func contains(_ key: String) -> Bool { members.contains { $0.key == key } }
}
