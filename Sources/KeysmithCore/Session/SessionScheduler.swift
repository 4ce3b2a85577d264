/// Work a ``KeyboardSession`` does away from the touch path, whose answer goes back to the engine
/// as an event of its own: a suggestion search, the decoding of a stroke, a GIF search.
///
/// Each is a value that may cross threads: it carries the engine (or the GIF provider) that answers
/// it, as the engine was when it asked.
public enum DeferredWork: Sendable {
    /// Work out the suggestion bar (``KeyboardEffect/computeSuggestions(_:)``).
    case suggestions(SuggestionRequest, KeyboardEngine)
    /// Decode a stroke drawn across the letters (``KeyboardEffect/decodeSwipe(_:)``).
    case swipe(SwipeRequest, KeyboardEngine)
    /// Search for GIFs (``KeyboardEffect/searchGIFs(_:)``).
    case gifSearch(GIFSearchRequest, any GIFProvider)

    /// Whether only the newest work of this kind matters: the engine drops every suggestion answer
    /// but the one to its latest request, so a scheduler may skip those that wait behind a newer one.
    /// Every stroke and GIF search is answered.
    public var isLatestOnly: Bool {
        if case .suggestions = self { true } else { false }
    }

    /// The answer, worked out on the caller's thread. A GIF search waits for its provider.
    public func answer() async -> KeyboardEvent {
        switch self {
        case .suggestions, .swipe: answerAtOnce()
        case .gifSearch(let request, let provider): await provider.response(to: request)
        }
    }

    /// The answer, worked out now on the caller's thread, for a scheduler that cannot wait: a GIF
    /// search is answered by a provider that answers at once (``ImmediateGIFProvider``), and by any
    /// other as unavailable.
    public func answerAtOnce() -> KeyboardEvent {
        switch self {
        case .suggestions(let request, let engine): .suggestionsComputed(engine.suggestions(for: request))
        case .swipe(let request, let engine): .swipeDecoded(engine.swipeCandidates(for: request))
        case .gifSearch(let request, let provider):
            .gifSearchCompleted(
                (provider as? any ImmediateGIFProvider)?.immediateResponse(to: request)
                    ?? .unavailable(answering: request))
        }
    }
}

/// A GIF provider that can answer without waiting, as an offline sample does.
public protocol ImmediateGIFProvider: GIFProvider {
    func immediateResponse(to request: GIFSearchRequest) -> GIFSearchResponse
}

extension InMemoryGIFProvider: ImmediateGIFProvider {}

/// Runs a ``KeyboardSession``'s deferred work and drives its ticks, in the session's own context: a
/// scheduler hands every answer and every tick back where the session lives (its thread or actor),
/// never while another of its turns is being carried out elsewhere.
///
/// ``ImmediateScheduler`` answers inline, for the synchronous callers (the command-line tools,
/// tests, the preview, whose page sends the ticks); ``MainActorScheduler`` works in the background
/// and answers on the main actor, for an app or a keyboard extension.
public protocol SessionScheduler {
    /// Starts `work`; its answer goes to `deliver`, in the session's context. Calling `deliver`
    /// before returning is allowed: the session takes the answer after the turn under way.
    func schedule(_ work: DeferredWork, deliver: @escaping (KeyboardEvent) -> Void)
    /// Calls `tick` about every frame (at least every 50 ms) from now until ``stopTicking()``.
    func startTicking(_ tick: @escaping () -> Void)
    /// Stops the ticks ``startTicking(_:)`` started; nothing happens when there are none.
    func stopTicking()
}

/// A scheduler without threads: deferred work is answered inline, as soon as it is asked, and the
/// session takes the answer after the turn that asked it. Ticks are the caller's to send
/// (``KeyboardSession/tick()``); the scheduler only records whether the session wants them.
public final class ImmediateScheduler: SessionScheduler {
    /// Whether the session wants ticks now.
    public private(set) var isTicking = false

    public init() {}

    public func schedule(_ work: DeferredWork, deliver: @escaping (KeyboardEvent) -> Void) {
        deliver(work.answerAtOnce())
    }

    public func startTicking(_ tick: @escaping () -> Void) {
        isTicking = true
    }

    public func stopTicking() {
        isTicking = false
    }
}
