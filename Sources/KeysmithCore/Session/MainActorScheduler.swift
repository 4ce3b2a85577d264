/// A scheduler for a keyboard on the main actor, as an app's or a keyboard extension's is: deferred
/// work runs in the background, off the touch path, and each answer comes back on the main actor as
/// a turn of its own; ticks come about every frame while the session wants them.
///
/// Suggestion searches run one at a time, and only the newest of those waiting runs: a fast typist
/// never builds a backlog, since the engine takes only the answer to its latest request. Strokes and
/// GIF searches are all answered.
@MainActor
public final class MainActorScheduler {
    /// How long between two ticks, in seconds: about a frame.
    public let tickInterval: Double
    /// Whether a suggestion search is being worked out now.
    private var isSearching = false
    /// The newest suggestion search waiting for the one being worked out, with where it answers.
    private var waitingSearch: (work: DeferredWork, deliver: (KeyboardEvent) -> Void)?
    private var ticker: Task<Void, Never>?
    /// The work started and not yet delivered, by the number it was started with.
    private var running: [Int: Task<Void, Never>] = [:]
    private var nextWorkNumber = 0

    /// A scheduler ticking every `tickInterval` seconds (60 times a second by default).
    public init(tickInterval: Double = 1.0 / 60) {
        self.tickInterval = tickInterval
    }

    /// Works `work` out in the background and hands the answer to `deliver` on the main actor; a
    /// suggestion search that finishes runs the newest one that waited behind it.
    private func run(_ work: DeferredWork, deliver: @escaping (KeyboardEvent) -> Void) {
        if work.isLatestOnly { isSearching = true }
        let number = nextWorkNumber
        nextWorkNumber += 1
        running[number] = Task {
            defer { running[number] = nil }
            let answer = await Self.answer(work)
            deliver(answer)
            guard work.isLatestOnly else { return }
            isSearching = false
            if let next = waitingSearch {
                waitingSearch = nil
                run(next.work, deliver: next.deliver)
            }
        }
    }

    /// Waits until all the work handed over so far has been delivered, including the work its
    /// answers asked for in turn (a decoded stroke's suggestions). For tests and tools that look at
    /// a settled keyboard; a shell never needs to wait.
    public func waitUntilIdle() async {
        while let task = running.values.first {
            await task.value
        }
    }

    /// The answer to `work`, worked out away from the main actor.
    @concurrent private nonisolated static func answer(_ work: DeferredWork) async -> KeyboardEvent {
        await work.answer()
    }
}

extension MainActorScheduler: @MainActor SessionScheduler {
    public func schedule(_ work: DeferredWork, deliver: @escaping (KeyboardEvent) -> Void) {
        if work.isLatestOnly, isSearching {
            waitingSearch = (work, deliver)
        } else {
            run(work, deliver: deliver)
        }
    }

    public func startTicking(_ tick: @escaping () -> Void) {
        ticker?.cancel()
        let nanoseconds = UInt64(max(0.001, tickInterval) * 1_000_000_000)
        ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: nanoseconds)
                guard !Task.isCancelled else { return }
                tick()
            }
        }
    }

    public func stopTicking() {
        ticker?.cancel()
        ticker = nil
    }
}
