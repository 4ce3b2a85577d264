/// How a typed word is capitalised, so that a suggestion can be written the same way: `hel` gives
/// `hello`, `Hel` gives `Hello` and `HEL` gives `HELLO`.
@_spi(Tooling) public enum CaseShape: Sendable, Hashable {
    /// No capital to carry over: suggestions keep the lexicon's spelling (`paris` gives `Paris` when
    /// the lexicon spells it so).
    case asListed
    /// The first letter is a capital: so is the suggestion's.
    case capitalized
    /// Two or more letters, all capitals: the suggestion is all capitals.
    case allCapitals

    /// The shape of `typed`, judged on its letters.
    public init(of typed: String) {
        // One pass over the letters, without copying them: this runs for every word read.
        var letters = typed.lazy.filter(\.isLetter).makeIterator()
        guard let first = letters.next(), first.isUppercase else {
            self = .asListed
            return
        }
        // Two or more letters, every one a capital.
        guard let second = letters.next(), second.isUppercase else {
            self = .capitalized
            return
        }
        while let letter = letters.next() {
            guard letter.isUppercase else {
                self = .capitalized
                return
            }
        }
        self = .allCapitals
    }

    /// `word` written in this shape, by the case rules of its language (`istanbul` capitalised in
    /// Turkish is `İstanbul`; `καλός` in Greek capitals is `ΚΑΛΟΣ`).
    public func apply(to word: String, letterCase: LetterCase = .standard) -> String {
        switch self {
        case .asListed: word
        case .allCapitals: letterCase.uppercased(word)
        case .capitalized: letterCase.capitalized(word)
        }
    }
}
