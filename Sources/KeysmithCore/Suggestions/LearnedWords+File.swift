import Foundation

/// Learned words and phrases as one file: what ``LearnedWordFile`` keeps and what a backup is
/// (export and import). The file is the JSON of ``LearnedWords`` (version 2: the words and the
/// phrases; version 1, words only, still reads).
extension LearnedWords {
    /// The file's bytes: the JSON ``encode(to:)`` writes, with its keys sorted, so that the same
    /// learned words and phrases always give the same file.
    public func fileData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// The learned words and phrases in `data`, the bytes of a file called `name`.
    ///
    /// - Throws: a ``Diagnostic`` at the line and column of the first problem: a syntax error, a
    ///   value of the wrong kind, a missing field, or a version this keyboard cannot read. Nothing
    ///   is read from a damaged file, so importing one loses nothing already learned.
    public static func read(_ data: Data, name: String) throws -> LearnedWords {
        let source = SourceText(name: name, bytes: Array(data))
        let parsed = JSONParser.parse(source)
        if let problem = parsed.diagnostics.first(where: { $0.severity == .error }) { throw problem }
        do {
            return try JSONDecoder().decode(LearnedWords.self, from: data)
        } catch let error as DecodingError {
            let (path, reason) = Self.describe(error)
            var node = parsed.root
            var offset = node?.offset ?? 0
            for key in path {
                if let index = key.intValue, let element = node?.arrayValue?[safe: index] {
                    node = element
                } else if let member = node?.objectValue?.last(where: { $0.key == key.stringValue }) {
                    node = member.value
                } else {
                    break
                }
                offset = node?.offset ?? offset
            }
            let pointer = JSONPointer(
                tokens: path.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) })
            throw source.diagnostic(.error, "the learned words are damaged: \(reason)", at: offset, pointer: pointer)
        }
    }

    /// What a value of `type` is called in a message: "a number", "a string"…
    private static func kind(of type: Any.Type) -> String {
        switch type {
        case is Int.Type, is Double.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default: type is any Collection.Type ? "an array" : "an object"
        }
    }

    /// The coding path of a decoding error, and what went wrong there in a sentence.
    private static func describe(_ error: DecodingError) -> (path: [any CodingKey], reason: String) {
        switch error {
        case .typeMismatch(let type, let context):
            (context.codingPath, "expected \(kind(of: type)) here")
        case .valueNotFound(let type, let context):
            (context.codingPath, "\(kind(of: type)) is missing")
        case .keyNotFound(let key, let context):
            (context.codingPath, "the field \"\(key.stringValue)\" is missing")
        case .dataCorrupted(let context):
            (context.codingPath, context.debugDescription)
        @unknown default:
            ([], "\(error)")
        }
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
