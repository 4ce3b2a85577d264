import Foundation
@_spi(Tooling) import KeysmithCore

/// How many touches a text takes with the suggestion bar's help and without it: the keystroke
/// savings of next-word prediction and completion on one keyboard.
struct KeystrokeCount: Encodable, Hashable {
    /// Touches to type the text when the typist also taps the bar: keys, and one per bar word.
    var withPredictions: Int
    /// Touches to type every character of the text: keys, shift and layout switches, long presses.
    var withoutPredictions: Int
    /// The touches the bar saved.
    var saved: Int { withoutPredictions - withPredictions }
    /// The share of touches saved, from 0 to 1 (0 for an empty text).
    var savings: Double { withoutPredictions == 0 ? 0 : Double(saved) / Double(withoutPredictions) }

    private enum CodingKeys: String, CodingKey {
        case withPredictions, withoutPredictions, saved, savings
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(withPredictions, forKey: .withPredictions)
        try container.encode(withoutPredictions, forKey: .withoutPredictions)
        try container.encode(saved, forKey: .saved)
        try container.encode(savings, forKey: .savings)
    }

    /// One line for people: `keystrokes: 20 with predictions, 31 without (11 saved, 35.5%)`.
    var summary: String {
        let percent = (savings * 1000).rounded() / 10
        return "keystrokes: \(withPredictions) with predictions, \(withoutPredictions) without "
            + "(\(saved) saved, \(percent)%)"
    }
}

/// A typist who reads the suggestion bar: before each letter of a word it looks at the bar, and
/// as soon as the whole word it is typing is there, as a prediction before its first letter or a
/// completion after some, it taps it instead of typing the rest. Only words followed by a space
/// are tapped, since a tapped word brings its own space. Every touch goes through `session`, whose
/// suggestion requests are answered as they are made.
struct PredictingTypist {
    let session: KeyboardSession<InMemoryTextDocument>
    /// The clock of the events, in seconds.
    private(set) var time: Double
    /// Touches so far: keys (each tap and long press) and bar words.
    private(set) var keystrokes = 0

    init(session: KeyboardSession<InMemoryTextDocument>, startTime: Double) {
        self.session = session
        self.time = startTime
    }

    /// Types `text`, tapping bar words where they match. Stops at the first character no key types.
    mutating func type(_ text: String) throws {
        let characters = Array(text)
        var position = 0
        while position < characters.count {
            if let end = Self.endOfWord(in: characters, at: position), end < characters.count, characters[end] == " ",
                tapBarWord(String(characters[Self.startOfWord(in: characters, before: position)..<end]))
            {
                position = end + 1
                continue
            }
            var typist = Typist(engine: session.engine, state: session.state, startTime: time)
            try typist.type(String(characters[position]))
            for event in typist.events { session.send(event) }
            keystrokes += typist.keystrokes
            time = typist.time
            position += 1
        }
    }

    /// Taps `word` on the bar, when the bar shows it; false, having done nothing, when it does not.
    private mutating func tapBarWord(_ word: String) -> Bool {
        guard case .suggestions(let cells) = session.model.toolbarSlot.content,
            let index = cells.firstIndex(where: { $0.text == word && $0.kind != .typed })
        else { return false }
        session.send(.toolbar(.tapSuggestion(index)))
        keystrokes += 1
        return true
    }

    /// Whether `character` belongs to a word the bar could offer: letters, digits and apostrophes.
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "'" || character == "’"
    }

    /// Where the word that `position` is in ends (the index after its last character); nil when
    /// `position` is not in a word.
    private static func endOfWord(in characters: [Character], at position: Int) -> Int? {
        guard isWordCharacter(characters[position]) else { return nil }
        var end = position
        while end < characters.count, isWordCharacter(characters[end]) { end += 1 }
        return end
    }

    /// Where the word that `position` is in begins.
    private static func startOfWord(in characters: [Character], before position: Int) -> Int {
        var start = position
        while start > 0, isWordCharacter(characters[start - 1]) { start -= 1 }
        return start
    }
}

extension Typist {
    /// How many touches typing `text` from `state` takes, every character typed by its keys.
    static func keystrokes(typing text: String, engine: KeyboardEngine, state: KeyboardState) throws -> Int {
        var typist = Typist(engine: engine, state: state)
        try typist.type(text)
        return typist.keystrokes
    }
}
