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
    /// The work of the tasks in `running` that have not taken it yet.
    private var waitingToRun: [Int: DeferredWork] = [:]
    private var nextWorkNumber = 0

    /// A scheduler ticking every `tickInterval` seconds (60 times a second by default).
    public init(tickInterval: Double = 1.0 / 60) {
        self.tickInterval = tickInterval
    }

    /// Works `work` out in the background and hands the answer to `deliver` on the main actor; a
    /// suggestion search that finishes runs the newest one that waited behind it.
    ///
    /// The work is let go before its answer is delivered. A suggestion request holds the user's
    /// learned words as they were when it was asked, and the answer's turn notes phrases in them: were
    /// the request still alive then, the turn would copy the whole list to change it.
    private func run(_ work: DeferredWork, deliver: @escaping (KeyboardEvent) -> Void) {
        let isLatestOnly = work.isLatestOnly
        if isLatestOnly { isSearching = true }
        let number = nextWorkNumber
        nextWorkNumber += 1
        // The task takes the work from here rather than capturing it, which would keep it as long as
        // the task lives.
        waitingToRun[number] = work
        running[number] = Task {
            defer { running[number] = nil }
            if let work = waitingToRun.removeValue(forKey: number) {
                let answer = await Self.answer(consume work)
                deliver(answer)
            }
            guard isLatestOnly else { return }
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
