import Foundation

/// Runs jobs one at a time on a serial dispatch queue, keeping only the newest job that has not
/// started: a job submitted while another is waiting takes its place, and the one that waited never
/// runs.
///
/// A shell uses it for background work of which only the latest answer matters — the searches of
/// ``SuggestionScheduling/deferred`` suggestions, the saving of learned words — so that a fast typist
/// never builds a backlog: whatever the rate of submissions, at most one job runs and one waits.
///
/// ```swift
/// let searches = LatestOnlyQueue<SuggestionRequest>(queue: DispatchQueue(label: "suggestions")) { request in
///     let response = engine.suggestions(for: request)
///     DispatchQueue.main.async { send(.suggestionsComputed(response)) }
/// }
/// searches.submit(request)   // from the main thread, as each computeSuggestions effect comes
/// ```
public final class LatestOnlyQueue<Job: Sendable>: @unchecked Sendable {
    // `waiting` is read and written only while holding `lock`; the other properties never change.
    private let queue: DispatchQueue
    private let work: @Sendable (Job) -> Void
    private let lock = NSLock()
    private var waiting: Job?

    /// Runs `work` for each job that gets its turn, on `queue`, which must be serial (as a
    /// `DispatchQueue` is unless made `.concurrent`).
    public init(queue: DispatchQueue, work: @escaping @Sendable (Job) -> Void) {
        self.queue = queue
        self.work = work
    }

    /// Queues `job` to run after the job now running, if any. A job already waiting is dropped in
    /// its favour, and so is this one if another is submitted before it starts. Never waits.
    public func submit(_ job: Job) {
        // A turn is asked of the queue only when nothing waits: a waiting job already has one, and
        // that turn runs whichever job is waiting when it comes.
        let needsTurn = lock.withLock {
            let nothingWaits = waiting == nil
            waiting = job
            return nothingWaits
        }
        guard needsTurn else { return }
        queue.async { self.runWaitingJob() }
    }

    /// Takes the waiting job, leaving the slot free for the next submission, and runs it.
    private func runWaitingJob() {
        let job = lock.withLock {
            let job = waiting
            waiting = nil
            return job
        }
        if let job { work(job) }
    }
}
