/// The suggestions feature's slice of the state: what the bar shows, the words learned from the
/// user, and what the next suggestions are made of.
///
/// Its steps are in `Update+Suggestions.swift`. It emits ``KeyboardEffect/computeSuggestions(_:)``
/// (with ``SuggestionScheduling/deferred``), ``KeyboardEffect/saveLearnedWords(_:)``, and the edits
/// of an autocorrection, of its undoing and of an accepted suggestion.
struct SuggestionsState: Sendable, Equatable {
    /// What the suggestion bar shows for the word being typed, or the words another feature offered.
    var bar: SuggestionResult = .empty
    /// The words learned from the user, starting from the provider's.
    var learnedWords = LearnedWords() {
        // Changed in place or replaced: the end of the event compares the count, not the lists
        // (see `SuggestionInputs`).
        didSet { learnedWordsWrites.count &+= 1 }
    }
    /// How many times ``learnedWords`` was written to, in place or whole.
    private(set) var learnedWordsWrites = WriteCount()
    /// Where each character of the word before the cursor was tapped, in the keys area's points;
    /// cleared when a word ends, so that it matches the word only while the user types it.
    var wordTaps: [Point] = []
    /// The letter keys of the layout on screen for corrections, made when first needed after the
    /// key frames change.
    var letterKeys: LetterKeys?
    /// The ``SuggestionRequest``s made, and the one whose answer the bar waits for with
    /// ``SuggestionScheduling/deferred``; none is awaited when ``bar`` holds the suggestions of the
    /// word before the cursor.
    var requests = AwaitedRequests<NothingPending>()
    /// The words committed whose phrases are not learned yet: the next request carries them.
    var phrasesToLearn = PhrasesToLearn()

    /// The key frames changed: the letter keys are made again when next needed.
    mutating func geometryChanged() {
        letterKeys = nil
    }
}

extension SuggestionsState: KeyboardFeature {
    /// What the suggestions feature's slice reacts to by itself.
    enum Event {
        /// The shell's answer to a deferred request: shown if it answers the request awaited.
        case computed(SuggestionResponse)
        /// Words another feature offers for the bar in place of the suggestions for the word before
        /// the cursor: `word` as typed, and the `alternatives` a tap puts in its place.
        case offered(word: String, alternatives: [Suggestion])
        /// The cursor left the word being typed, or the text changed by other means than the keys:
        /// where the word's letters were tapped no longer tells anything.
        case wordLeft
        /// Another language is typed: the letter keys are read again, and so the suggestions for the
        /// word before the cursor are made again at the end of the event.
        case languageChanged
        /// Nothing to suggest for: the bar empties, and no answer is awaited.
        case cleared
    }

    typealias Facts = Void

    mutating func step(_ event: Event, facts: Void, effects: inout [KeyboardEffect]) {
        switch event {
        case .computed(let response):
            guard requests.answer(response.requestID) != nil else { return }
            bar = response.result
        case .offered(let word, let alternatives):
            bar = SuggestionResult(word: word, suggestions: alternatives, autocorrection: nil)
            requests.stopWaiting()
            wordTaps = []
        case .languageChanged:
            letterKeys = nil
        case .wordLeft:
            wordTaps = []
        case .cleared:
            bar = .empty
            requests.stopWaiting()
            wordTaps = []
        }
    }
}

/// A count of writes to a value, which tells at the end of an event whether the value may have
/// changed without keeping a copy of it: a copy kept would make the first change in place copy the
/// whole value. It does not count in the equality of what holds it, being a record of the past.
struct WriteCount: Sendable, Equatable {
    var count = 0

    static func == (lhs: Self, rhs: Self) -> Bool { true }
}
