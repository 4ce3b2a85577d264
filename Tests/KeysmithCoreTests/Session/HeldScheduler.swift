@_spi(Tooling) @testable import KeysmithCore

/// A scheduler that keeps every piece of deferred work until the test answers it, as a shell whose
/// background queue has not got to it yet; it records whether the session wants ticks, which the
/// test sends itself.
final class HeldScheduler: SessionScheduler {
    /// Work waiting for its answer, with where the answer goes.
    private struct Held {
        let work: DeferredWork
        let deliver: (KeyboardEvent) -> Void
    }

    private var held: [Held] = []
    /// Whether the session wants ticks now.
    private(set) var isTicking = false
    /// How many times the session started ticks.
    private(set) var tickStarts = 0

    func schedule(_ work: DeferredWork, deliver: @escaping (KeyboardEvent) -> Void) {
        held.append(Held(work: work, deliver: deliver))
    }

    func startTicking(_ tick: @escaping () -> Void) {
        isTicking = true
        tickStarts += 1
    }

    func stopTicking() {
        isTicking = false
    }

    /// The suggestion searches waiting, oldest first.
    var suggestionRequests: [SuggestionRequest] {
        held.compactMap { if case .suggestions(let request, _) = $0.work { request } else { nil } }
    }

    /// The strokes waiting to be decoded, oldest first.
    var strokes: [SwipeRequest] {
        held.compactMap { if case .swipe(let request, _) = $0.work { request } else { nil } }
    }

    /// The GIF searches waiting, oldest first.
    var gifSearches: [GIFSearchRequest] {
        held.compactMap { if case .gifSearch(let request, _) = $0.work { request } else { nil } }
    }

    /// Answers the waiting work that `matches`, oldest first, each at once on this thread.
    func answer(where matches: (DeferredWork) -> Bool) {
        let answering = held.filter { matches($0.work) }
        held.removeAll { matches($0.work) }
        for item in answering {
            item.deliver(item.work.answerAtOnce())
        }
    }

    /// Answers the suggestion searches waiting, or only the one with identifier `id`.
    func answerSuggestions(_ id: Int? = nil) {
        answer { work in
            guard case .suggestions(let request, _) = work else { return false }
            return id == nil || request.id == id
        }
    }

    /// Decodes the strokes waiting.
    func answerStrokes() {
        answer { if case .swipe = $0 { true } else { false } }
    }
}
