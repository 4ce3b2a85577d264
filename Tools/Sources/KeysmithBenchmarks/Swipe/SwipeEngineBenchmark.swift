import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore

/// The engine's side of swipe typing: what it types for each stroke, and how long each event of a
/// stroke takes, with the decode off the touch path as the iOS shell runs it
/// (``SuggestionScheduling/deferred``).
///
/// Synthetic strokes of the sample words go through a keyboard as touches — one `touchBegan`, a
/// `touchMoved` per sample, a `touchEnded` — and each `decodeSwipe` is answered as a shell answers
/// it, untimed, then sent back as `swipeDecoded`, the event that types the word. Every `handle` call
/// is timed on its own. A stroke whose noise puts its first sample off the letter keys (on delete,
/// shift or between rows' ends) is a tap there, not a stroke: it is counted and left out. So is one
/// that never goes a letter key's width from where it started over another letter
/// (``KeyboardBehavior``'s start distance): the engine takes it as a tap or a slide to a neighbour,
/// as it must. Both are counted in the report. A stroke the engine did take as a word that then
/// types nothing, or not the word its answer put first, fails the benchmark: a figure from strokes
/// that did not type is no figure.
enum SwipeEngineBenchmark {
    /// The budget the design holds a touch event's 99th percentile to, in nanoseconds.
    static let touchBudgetNanoseconds = 50_000.0

    /// The English and French keyboards of the embedded languages in one set, with swipe typing.
    static let bilingualManifest = #"{"name": "bilingual", "languages": ["en_US", "fr_FR"], "swipeTyping": true}"#

    /// The embedded English keyboard with `english`, and the English and French keyboards in one set
    /// with both lexicons.
    static func keyboards(english: Lexicon) throws -> [(name: String, engine: KeyboardEngine)] {
        guard let embedded = KeyboardConfiguration.embedded().value else {
            throw ToolError.unreadable("the embedded keyboard does not load")
        }
        var keyboards = [
            (
                "English (embedded set, English lexicon)",
                KeyboardEngine(
                    configuration: embedded, suggestionProvider: SuggestionProvider(lexicon: english),
                    suggestionScheduling: .deferred)
            )
        ]
        let bilingual = try BilingualBenchmark.configuration(bilingualManifest)
        let languageData = LanguageLexicons.languageData(for: bilingual)
        guard languageData.languagesWithoutLexicon.isEmpty, let provider = languageData.load().suggestionProvider else {
            throw ToolError.unreadable("the English or French lexicon is missing from this build")
        }
        keyboards.append(
            (
                "English and French (en_US + fr_FR, both lexicons, on English)",
                KeyboardEngine(configuration: bilingual, suggestionProvider: provider, suggestionScheduling: .deferred)
            ))
        return keyboards
    }

    /// Draws one stroke per word of `words` with `noise` on `engine`'s first layout and sends it.
    static func run(
        _ name: String, engine: KeyboardEngine, words: [String], noise: SwipeNoise, seed: UInt64
    ) throws -> SwipeBenchmarkReport.EngineRun {
        var timings: [Kind: [Double]] = [:]
        var generator = SeededGenerator(seed: seed)
        var state = engine.initialState()
        let geometry = state.geometry
        let keys = SwipeKeys(geometry: geometry)
        var clock = 100.0
        var run = SwipeBenchmarkReport.EngineRun(name: name, spread: noise.spread)
        for word in words {
            guard
                let stroke = SyntheticStroke.stroke(
                    for: word, keys: keys, bounds: geometry.bounds, noise: noise, using: &generator),
                let first = stroke.first, let last = stroke.last
            else { continue }
            guard let start = geometry.keyIndex(at: first.point), SwipeKeys.isLetterKey(geometry.keys[start]) else {
                run.offLetterStarts += 1
                continue
            }
            // A new message every so often, as the document of a real field stays short.
            if run.strokes.isMultiple(of: 20) { state = engine.initialState() }
            run.strokes += 1
            func touch(_ point: SwipePoint) -> TouchPoint {
                TouchPoint(id: 1, location: point.point, time: clock + point.t)
            }
            var pending = time(.touchBegan(touch(first)), kind: .began, engine: engine, state: &state, into: &timings)
            for point in stroke.dropFirst().dropLast() {
                pending += time(.touchMoved(touch(point)), kind: .moved, engine: engine, state: &state, into: &timings)
            }
            pending += time(.touchEnded(touch(last)), kind: .ended, engine: engine, state: &state, into: &timings)
            clock += last.t + 0.3
            guard let request = pending.lazy.compactMap(Self.strokeRequest).first else {
                run.presses += 1
                continue
            }
            let response = engine.swipeCandidates(for: request)
            let typing = time(.swipeDecoded(response), kind: .answer, engine: engine, state: &state, into: &timings)
            guard let typed = response.candidates.first?.word.lowercased(),
                typing.contains(where: { Self.inserts($0, endingWith: typed) })
            else {
                throw ToolError.unreadable("the answer for the stroke of \"\(word)\" typed nothing")
            }
            if typed == word.lowercased() { run.typedAsDrawn += 1 }
        }
        run.events = Kind.allCases.compactMap { kind in
            timings[kind].map { SwipeBenchmarkReport.EventTiming(event: kind.rawValue, nanoseconds: $0) }
        }
        return run
    }

    /// The events timed, in the order a stroke sends them.
    enum Kind: String, CaseIterable {
        case began = "touchBegan on a letter"
        case moved = "touchMoved (pressing, then drawing)"
        case ended = "touchEnded (asks for the decode)"
        case answer = "swipeDecoded (types the word)"
    }

    /// Handles `event`, records how long it took, and returns its effects other than suggestion
    /// requests, which are answered untimed and let go as a shell's scheduler does.
    private static func time(
        _ event: KeyboardEvent, kind: Kind, engine: KeyboardEngine, state: inout KeyboardState,
        into timings: inout [Kind: [Double]]
    ) -> [KeyboardEffect] {
        let start = DispatchTime.now().uptimeNanoseconds
        let effects = engine.handle(event, state: &state)
        timings[kind, default: []].append(Double(DispatchTime.now().uptimeNanoseconds - start))
        let (answers, otherEffects) = engine.answerSuggestionRequests(in: consume effects)
        for response in answers { _ = engine.handle(.suggestionsComputed(response), state: &state) }
        return otherEffects
    }

    /// Whether `effect` inserts text that ends with `word`, in any case.
    private static func inserts(_ effect: KeyboardEffect, endingWith word: String) -> Bool {
        if case .edit(.insert(let text)) = effect { text.lowercased().hasSuffix(word) } else { false }
    }

    private static func strokeRequest(_ effect: KeyboardEffect) -> SwipeRequest? {
        if case .decodeSwipe(let request) = effect { request } else { nil }
    }
}
