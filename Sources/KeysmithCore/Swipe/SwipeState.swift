/// The swipe typing feature's slice of the state: the letter keys as the decoder reads them, and
/// the stroke whose words the engine waits for.
///
/// Its steps are in `Update+Swipe.swift`. It emits ``KeyboardEffect/decodeSwipe(_:)`` (with
/// ``SuggestionScheduling/deferred``) and the edit that types a swiped word; the word's other
/// readings go to the suggestion bar through one call, `offerToBar(word:alternatives:)`.
struct SwipeState: Sendable, Equatable {
    /// The letter keys of the layout on screen, made when first needed after the key frames change.
    var keys: SwipeKeys?
    /// The ``SwipeRequest``s made, and the stroke whose words the engine waits for with
    /// ``SuggestionScheduling/deferred``.
    var requests = AwaitedRequests<AwaitedSwipe>()

    /// The key frames changed: the letter keys are made again when next needed.
    mutating func geometryChanged() {
        keys = nil
    }

    /// The letter keys of `geometry`, the layout on screen, as the decoder reads them.
    mutating func keys(of geometry: KeyboardGeometry) -> SwipeKeys {
        if let keys { return keys }
        let made = SwipeKeys(geometry: geometry)
        keys = made
        return made
    }
}

extension SwipeState: KeyboardFeature {
    /// What the swipe typing feature's slice reacts to.
    enum Event {
        /// A finger drawing a stroke lifted: the request for its words, with what to do if none fits.
        case strokeEnded(AwaitedSwipe)
        /// The shell decoded a stroke.
        case decoded(SwipeResponse)
        /// Something that may change the text came before the decoder's answer: the stroke awaited
        /// is decoded at once, and the shell's answer, when it comes, is dropped.
        case interrupted
    }

    /// What decoding reads of the rest of the keyboard: the engine, with its decoders and its
    /// scheduling.
    struct Facts {
        var engine: KeyboardEngine
    }

    /// Returns the words a stroke spells, once they are known, for the keyboard to type.
    mutating func step(_ event: Event, facts: Facts, effects: inout [KeyboardEffect]) -> DecodedStroke? {
        switch event {
        case .strokeEnded(let stroke):
            switch facts.engine.suggestionScheduling {
            case .inline:
                return DecodedStroke(
                    candidates: facts.engine.swipeCandidates(for: stroke.request).candidates, stroke: stroke)
            case .deferred:
                requests.await(stroke.request.id, keeping: stroke)
                effects.append(.decodeSwipe(stroke.request))
                return nil
            }
        case .decoded(let response):
            guard let stroke = requests.answer(response.requestID) else { return nil }
            return DecodedStroke(candidates: response.candidates, stroke: stroke)
        case .interrupted:
            guard let stroke = requests.stopWaiting() else { return nil }
            return DecodedStroke(
                candidates: facts.engine.swipeCandidates(for: stroke.request).candidates, stroke: stroke)
        }
    }
}

/// A stroke sent to be decoded, and what to do if it spells nothing.
struct AwaitedSwipe: Sendable, Hashable {
    /// The request, kept to decode it at once when something else happens first.
    var request: SwipeRequest
    /// The key the finger lifted on, typed as a slide-off would type it when no word fits.
    var liftedOnKey: Int?
    /// When the finger lifted.
    var liftedAt: Double
}

/// The words a stroke spells, best first, for the keyboard to type.
struct DecodedStroke {
    var candidates: [SwipeCandidate]
    var stroke: AwaitedSwipe
}
