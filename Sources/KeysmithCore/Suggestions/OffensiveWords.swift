import Foundation

/// The words of one language that the keyboard never offers — as a completion, a correction, an
/// autocorrection, a predicted next word or a swiped word — unless the user typed the whole word,
/// as Gboard does while "Block offensive words" is on.
///
/// A word matches whatever its case, with `’` read as `'`; an inflected form matches only when the
/// list has it. The lists Keysmith ships come from the Python package glin-profanity (MIT; see the
/// NOTICE.md beside them) and are found by language with ``embedded(for:)``; an app may make its own
/// from a file of one word a line with ``init(contentsOf:)``. ``SuggestionProvider`` holds one for each
/// of the keyboard's languages, and ``KeyboardSettings/blocksOffensiveWords`` turns the blocking off.
public struct OffensiveWords: Sendable, Hashable {
    /// The words, folded as ``folded(_:)`` folds them.
    private let words: Set<String>

    /// A list of `words`, in any case.
    public init(_ words: some Sequence<String>) {
        self.words = Set(words.map(Self.folded))
    }

    /// Reads a list of one word a line, as `scripts/build_offensive_words.py` writes it: blank lines
    /// and lines that start with `#` are skipped, and the space around a word is ignored.
    ///
    /// - Throws: ``OffensiveWordsError`` with the file, line and column of the first line that is
    ///   not one word (a space or a control character inside it), or when the file cannot be read
    ///   as UTF-8 text.
    public init(contentsOf url: URL) throws {
        guard let data = try? Data(contentsOf: url) else {
            throw OffensiveWordsError(file: url.path, line: 1, column: 1, message: "cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw OffensiveWordsError(file: url.path, line: 1, column: 1, message: "cannot be read as UTF-8 text")
        }
        try self.init(text: text, file: url.path)
    }

    /// Reads the lines of `text`, as ``init(contentsOf:)`` reads a file's, naming `file` in errors.
    init(text: String, file: String) throws {
        var words: [String] = []
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let leading = line.prefix { $0.isWhitespace }
            let word = line.dropFirst(leading.count).reversed().drop { $0.isWhitespace }.reversed()
            guard !word.isEmpty, word.first != "#" else { continue }
            if let bad = word.firstIndex(where: Self.endsWord) {
                throw OffensiveWordsError(
                    file: file, line: index + 1,
                    column: leading.count + word.distance(from: word.startIndex, to: bad) + 1,
                    message: "each line holds one word, but this one goes on after \"\(String(word[..<bad]))\"")
            }
            words.append(String(word))
        }
        self.init(words)
    }

    /// Whether `character` cannot be part of a word of the list: a space or a control character.
    private static func endsWord(_ character: Character) -> Bool {
        character.isWhitespace || character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// How many words the list holds.
    public var count: Int { words.count }

    /// Whether the list holds no word.
    public var isEmpty: Bool { words.isEmpty }

    /// Whether `word` is on the list, in any case.
    public func contains(_ word: String) -> Bool {
        !words.isEmpty && words.contains(Self.folded(word))
    }

    /// `word` as the list keeps it: lowercase by Unicode's default rules, with `’` as `'`.
    private static func folded(_ word: some StringProtocol) -> String {
        let lowered = word.lowercased()
        return lowered.contains("’") ? lowered.replacingOccurrences(of: "’", with: "'") : lowered
    }
}

extension OffensiveWords {
    /// The list that ships inside KeysmithCore for `language` (any tag of the language: `fr_CA`
    /// finds the French list); nil for a language without one, such as Greek or Ukrainian.
    public static func embedded(for language: LanguageTag) -> OffensiveWords? {
        guard
            let url = Bundle.module.url(forResource: "OffensiveWords", withExtension: nil)?
                .appendingPathComponent(language.canonicalLanguageCode + ".txt"),
            FileManager.default.fileExists(atPath: url.path)
        else { return nil }
        return try? OffensiveWords(contentsOf: url)
    }

    /// The list that ships for the language `identifier` names (`en_US`, `fr`); nil for an
    /// identifier that is not a language tag or a language without a list.
    static func embedded(forLanguage identifier: String) -> OffensiveWords? {
        LanguageTag(identifier).flatMap(embedded(for:))
    }
}

/// Why a list of offensive words cannot be read: the file, the line and column, and what is wrong.
public struct OffensiveWordsError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(file):\(line):\(column): \(message)" }
}
