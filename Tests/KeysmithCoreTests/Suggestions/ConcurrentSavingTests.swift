import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

/// The concurrent paths of suggestions, as the shells drive them: submissions to a
/// ``LatestOnlyQueue`` from several threads at once, and learned words saved on it while another
/// thread (the container app, the keyboard's next launch) reads the file. The sanitizer runs
/// (`scripts/sanitizers.sh thread`) check these for data races.
@Suite("Suggestion work submitted and saved from several threads at once")
struct ConcurrentSavingTests {
    /// What the jobs of a queue did, recorded from its dispatch queue.
    final class Runs: @unchecked Sendable {
        private let lock = NSLock()
        private var running = 0
        private var mostAtOnce = 0
        private var jobs: [Int] = []

        func run(_ job: Int) {
            lock.withLock {
                running += 1
                mostAtOnce = max(mostAtOnce, running)
            }
            lock.withLock { jobs.append(job) }
            lock.withLock { running -= 1 }
        }
        var ran: [Int] { lock.withLock { jobs } }
        var mostRunningAtOnce: Int { lock.withLock { mostAtOnce } }
    }

    @Test("jobs submitted from many threads at once run one at a time, each at most once, the last one last")
    func submissionsFromManyThreads() {
        let queue = DispatchQueue(label: "ConcurrentSavingTests.submissions")
        let runs = Runs()
        let jobs = LatestOnlyQueue<Int>(queue: queue) { runs.run($0) }
        let threads = 8
        let jobsPerThread = 500
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<jobsPerThread { jobs.submit(thread * jobsPerThread + index) }
        }
        let last = threads * jobsPerThread
        jobs.submit(last)
        queue.sync {}

        let ran = runs.ran
        #expect(runs.mostRunningAtOnce == 1)
        #expect(Set(ran).count == ran.count, "no job ran twice")
        #expect(ran.allSatisfy { (0...last).contains($0) })
        #expect(ran.last == last, "the job submitted after all the others ran, and ran last")
    }

    @Test("words saved in the background while another thread reads: each read whole, the last save kept")
    func savingWhileReading() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "keysmith-concurrent-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = LearnedWordFile(url: folder.appendingPathComponent("learned.json"))
        let lists = (1...40).map { count in LearnedWords(learned: (1...count).map { "keysmith\($0)" }) }
        let failures = Runs()
        let queue = DispatchQueue(label: "ConcurrentSavingTests.saves")
        let saves = LatestOnlyQueue<Int>(queue: queue) { index in
            do { try store.save(lists[index]) } catch { failures.run(index) }
        }
        try store.save(lists[0])

        let reader = DispatchQueue(label: "ConcurrentSavingTests.reader")
        let reads = DispatchGroup()
        let badReads = Runs()
        // The reader reads until it finds the last list (with a ceiling on the count of reads), so
        // that its reads overlap the saves.
        reader.async(group: reads) {
            for read in 0..<100_000 {
                let words = try? store.load()
                if !lists.contains(where: { $0 == words }) { badReads.run(read) }
                if words == lists[lists.count - 1] { break }
            }
        }
        for index in lists.indices { saves.submit(index) }
        #expect(reads.wait(timeout: .now() + 120) == .success, "the reader finished")
        queue.sync {}

        #expect(failures.ran.isEmpty, "every save that ran succeeded")
        #expect(badReads.ran.isEmpty, "every read found one of the lists, whole")
        #expect(try store.load() == lists[lists.count - 1])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["learned.json"])
    }
}
