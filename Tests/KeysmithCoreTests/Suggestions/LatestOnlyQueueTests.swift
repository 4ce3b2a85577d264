import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

/// The queue the shells run suggestion searches and learned-word saves on: one job at a time, off
/// the submitting thread, and only the newest of those that have not started.
struct LatestOnlyQueueTests {
    /// The jobs a queue ran, in order, recorded from its dispatch queue.
    final class Record: @unchecked Sendable {
        private let lock = NSLock()
        private var jobs: [Int] = []

        func append(_ job: Int) { lock.withLock { jobs.append(job) } }
        var ran: [Int] { lock.withLock { jobs } }
    }

    @Test func jobsSubmittedBeforeTheQueueGetsToThemRunOnceNewestOnly() {
        let queue = DispatchQueue(label: "LatestOnlyQueueTests.held")
        let record = Record()
        let jobs = LatestOnlyQueue<Int>(queue: queue) { record.append($0) }
        queue.suspend()
        for job in 1...5 { jobs.submit(job) }
        // Submitting never runs a job on the submitting thread.
        #expect(record.ran.isEmpty)
        queue.resume()
        queue.sync {}
        #expect(record.ran == [5])
        // The slot is free again: the next job runs on its own.
        jobs.submit(6)
        queue.sync {}
        #expect(record.ran == [5, 6])
    }

    @Test func aJobSubmittedWhileOneRunsWaitsForItAndReplacesOlderWaitingJobs() {
        let queue = DispatchQueue(label: "LatestOnlyQueueTests.running")
        let record = Record()
        let started = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let jobs = LatestOnlyQueue<Int>(queue: queue) { job in
            if job == 1 {
                started.signal()
                proceed.wait()
            }
            record.append(job)
        }
        jobs.submit(1)
        started.wait()
        // The first job is running: these wait behind it, and only the last of them survives.
        for job in 2...4 { jobs.submit(job) }
        proceed.signal()
        queue.sync {}
        #expect(record.ran == [1, 4])
    }

    @Test func jobsSubmittedAfterEachOtherRanAllRun() {
        let queue = DispatchQueue(label: "LatestOnlyQueueTests.spaced")
        let record = Record()
        let jobs = LatestOnlyQueue<Int>(queue: queue) { record.append($0) }
        for job in 1...3 {
            jobs.submit(job)
            queue.sync {}
        }
        #expect(record.ran == [1, 2, 3])
    }
}
