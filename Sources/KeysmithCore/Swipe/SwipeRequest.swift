import Foundation

/// A stroke for the decoder, asked by ``KeyboardEffect/decodeSwipe(_:)``: the samples of one swipe
/// with the keys it was drawn on and the languages its words may come from, captured when the
/// finger lifted.
///
/// Like ``SuggestionRequest`` it is a value that holds no reference to the engine's state, so a
/// shell answers it on any thread with ``KeyboardEngine/swipeCandidates(for:)`` while the keyboard
/// goes on taking touches.
public struct SwipeRequest: Sendable, Hashable {
    /// Tells the answer to this request from the answers to earlier ones; each request gets the next.
    let id: Int
    /// The stroke, in the keys area's points.
    @_spi(Tooling) public let stroke: [SwipePoint]
    /// The letter keys of the layout the stroke was drawn on.
    let keys: SwipeKeys
    /// The active language's identifier, whose words come first unless the sentence is in another
    /// of the keyboard's languages; nil for a keyboard that names none.
    let language: String?
    /// The text before the cursor, for the language of the sentence being written and the words a
    /// language model weighs the stroke's words by.
    let document: TextContext
    /// The case rules of the layout's language, by which the sentence is read for the model.
    var letterCase: LetterCase = .standard
    /// The words the layout's language elides, which the model reads apart.
    var elisions: Elisions = .none
    /// The words and phrases the keyboard learned: the words are candidates too, and the phrases
    /// weigh the stroke's words beside the model's.
    var learnedWords = LearnedWords()
    /// Whether the stroke's offensive words are left out (``KeyboardSettings/blocksOffensiveWords``).
    var blocksOffensiveWords = true
}

/// The answer to a ``SwipeRequest``, sent back to the engine as ``KeyboardEvent/swipeDecoded(_:)``.
public struct SwipeResponse: Sendable, Hashable {
    /// The ``SwipeRequest/id`` of the request this answers. The engine takes only the answer to the
    /// stroke it is waiting for.
    let requestID: Int
    /// The words the stroke most likely spells, best first.
    @_spi(Tooling) public let candidates: [SwipeCandidate]

    init(requestID: Int, candidates: [SwipeCandidate]) {
        self.requestID = requestID
        self.candidates = candidates
    }
}

extension KeyboardEngine {
    /// How many words a stroke's answer holds: the one typed and the suggestion bar's alternatives.
    static let swipeCandidateLimit = 4

    /// Answers a request from ``KeyboardEffect/decodeSwipe(_:)`` with the lexicons of the engine's
    /// ``suggestionProvider``. Reads nothing but the request, the provider and the engine's own
    /// decoders, so it may run on any thread:
    ///
    /// ```swift
    /// case .decodeSwipe(let request):
    ///     decodingQueue.async {
    ///         let response = engine.swipeCandidates(for: request)
    ///         DispatchQueue.main.async { send(.swipeDecoded(response)) }
    ///     }
    /// ```
    ///
    /// With several languages, every language's lexicon is searched and the candidates are merged:
    /// each lexicon's frequencies are taken relative to its most frequent word, so that languages
    /// whose lexicons count differently compete fairly, and the language the sentence is written in
    /// is preferred by a small factor. The first stroke on a layout builds that layout's word index
    /// for each lexicon (about 30 ms for 80,000 words); the engine keeps the last few.
    public func swipeCandidates(for request: SwipeRequest) -> SwipeResponse {
        SwipeResponse(
            requestID: request.id,
            candidates: swipeCandidates(
                for: request.stroke, keys: request.keys, language: request.language,
                sentence: (request.document, request.letterCase, request.elisions, request.learnedWords),
                limit: Self.swipeCandidateLimit, blocksOffensiveWords: request.blocksOffensiveWords))
    }

    /// The words a stroke drawn over the layout `state` shows spells, best first, as a stroke
    /// typed there would find them: for tools that decode strokes without typing them.
    @_spi(Tooling) public func swipeCandidates(for stroke: [SwipePoint], in state: KeyboardState, limit: Int)
        -> [SwipeCandidate]
    {
        swipeCandidates(
            for: stroke, keys: SwipeKeys(geometry: state.geometry), language: state.languages.current,
            sentence: (
                state.typing.document, letterCase(for: state), elisions(for: state), state.learnedWords
            ), limit: limit, blocksOffensiveWords: state.settings.blocksOffensiveWords)
    }

    /// The candidates of every lexicon the stroke's words may come from, each weighed by its
    /// language's model after the text before the cursor, read by the language's `sentence` rules,
    /// without each language's offensive words while `blocksOffensiveWords`.
    private func swipeCandidates(
        for stroke: [SwipePoint], keys: SwipeKeys, language: String?,
        sentence: (document: TextContext, letterCase: LetterCase, elisions: Elisions, learned: LearnedWords),
        limit: Int, blocksOffensiveWords: Bool
    ) -> [SwipeCandidate] {
        guard var provider = suggestionProvider else { return [] }
        provider.blocksOffensiveWords = blocksOffensiveWords
        let searched = limit + provider.blockingSlack
        let document = sentence.document
        func context(_ model: LanguageModel?) -> SentenceContext? {
            SentenceContext(
                model: model, phrases: sentence.learned.phrases, text: document.beforeInput,
                letterCase: sentence.letterCase, elisions: sentence.elisions)
        }
        let lexicons = provider.swipeLexicons
        guard lexicons.count > 1 else {
            let decoder = swipeDecoders.decoder(keys: keys, lexicon: provider.lexicon, name: "")
            let found = decoder.candidates(for: stroke, limit: searched, context: context(provider.languageModel))
            return withLearnedWords(
                provider.offeredSwipeCandidates(found, language: "", limit: limit), stroke: stroke, keys: keys,
                learned: sentence.learned, context: context(provider.languageModel), limit: limit)
        }
        let sentenceLanguage = provider.sentenceLanguage(of: document, activeLanguage: language)
        var merged: [SwipeCandidate] = []
        for (identifier, lexicon) in lexicons {
            let decoder = swipeDecoders.decoder(keys: keys, lexicon: lexicon, name: identifier)
            let offset =
                -decoder.logFrequencyCeiling + (identifier == sentenceLanguage ? Self.sentenceLanguagePrior : 0)
            let model = provider.model(forLanguage: identifier)
            let candidates = decoder.candidates(for: stroke, limit: searched, context: context(model))
            merged += provider.offeredSwipeCandidates(candidates, language: identifier, limit: limit).map {
                SwipeCandidate(word: $0.word, score: $0.score + offset)
            }
        }
        merged.sort { $0.score > $1.score }
        var seen = Set<String>()
        return Array(merged.filter { seen.insert($0.word.lowercased()).inserted }.prefix(limit))
    }

    /// How much more likely a word of the sentence's language is than one of the keyboard's other
    /// languages, as a natural log: e², about 7 times.
    static let sentenceLanguagePrior = 2.0
}

extension SuggestionProvider {
    /// The lexicons a stroke's words come from, by language identifier in a stable order: every
    /// language's of a keyboard of several, else the provider's one lexicon (named "").
    var swipeLexicons: [(identifier: String, lexicon: Lexicon)] {
        guard !languageLexicons.isEmpty else { return [("", lexicon)] }
        return languageLexicons.keys.sorted().compactMap { key in languageLexicons[key].map { (key, $0) } }
    }
}

/// The swipe decoders an engine has built, one per layout and lexicon, so that each builds its word
/// index once. Holds the last few: each index is a couple of megabytes. The decoders of learned words
/// (``KeyboardEngine/withLearnedWords(_:stroke:keys:learned:context:limit:)``) are kept apart, since
/// their list changes with every word learned: were they among the lexicons' decoders, each new list
/// would push out a lexicon's index and have it built again.
final class SwipeDecoderCache: @unchecked Sendable {
    /// How many decoders are kept: enough for an iPad turned both ways with its letters layout and
    /// the email and URL layouts (which draw the iPhone's rows on the iPad's keys), or a keyboard of
    /// two languages turned both ways, without building one again each time.
    static let capacity = 6

    private struct Entry {
        var keys: SwipeKeys
        var name: String
        var decoder: SwipeDecoder
    }

    /// A decoder of learned words and the list it was built from.
    private struct LearnedEntry {
        var keys: SwipeKeys
        var words: [String]
        var decoder: SwipeDecoder
    }

    /// How many decoders of learned words are kept: one for each layout a stroke was drawn on last.
    static let learnedCapacity = 2

    /// Guards `entries` and `learnedEntries`, most recently used last.
    private let lock = NSLock()
    private var entries: [Entry] = []
    private var learnedEntries: [LearnedEntry] = []

    /// The decoder for strokes over `keys` into words of `lexicon`, which the engine knows by `name`
    /// (a language identifier): the one already built, else a new one. `lexicon` is made only when
    /// no decoder is built yet.
    func decoder(keys: SwipeKeys, lexicon: @autoclosure () throws -> Lexicon, name: String) rethrows -> SwipeDecoder {
        lock.lock()
        defer { lock.unlock() }
        if let index = entries.firstIndex(where: { $0.name == name && $0.keys == keys }) {
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry.decoder
        }
        let decoder = SwipeDecoder(keys: keys, lexicon: try lexicon())
        entries.append(Entry(keys: keys, name: name, decoder: decoder))
        if entries.count > Self.capacity { entries.removeFirst() }
        return decoder
    }

    /// The decoder for strokes over `keys` into `words`, the learned words no lexicon holds: the one
    /// built for this very list, else a new one from `lexicon`, which replaces the least recently used.
    func learnedDecoder(keys: SwipeKeys, words: [String], lexicon: () throws -> Lexicon) rethrows -> SwipeDecoder {
        lock.lock()
        defer { lock.unlock() }
        if let index = learnedEntries.firstIndex(where: { $0.keys == keys && $0.words == words }) {
            let entry = learnedEntries.remove(at: index)
            learnedEntries.append(entry)
            return entry.decoder
        }
        let decoder = SwipeDecoder(keys: keys, lexicon: try lexicon())
        learnedEntries.removeAll { $0.keys == keys }
        learnedEntries.append(LearnedEntry(keys: keys, words: words, decoder: decoder))
        if learnedEntries.count > Self.learnedCapacity { learnedEntries.removeFirst() }
        return decoder
    }
}
