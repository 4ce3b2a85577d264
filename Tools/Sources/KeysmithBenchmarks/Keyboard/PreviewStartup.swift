import Foundation
import KeysmithCLI

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Times one start of the preview server.
enum PreviewStartup {
    /// From starting `keysmith preview --port 0` (the embedded set, and the English lexicon it suggests
    /// with) to the first answer to GET /, over a few runs: what a person waits for after typing the
    /// command.
    static func rows(iterations: Int) -> [BenchmarkRow] {
        var rows: [BenchmarkRow] = []
        if let keysmith = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("keysmith"),
            FileManager.default.isExecutableFile(atPath: keysmith.path)
        {
            var samples: [Double] = []
            for _ in 0..<max(3, min(10, iterations / 50)) {
                if let nanoseconds = PreviewStartup.measure(keysmith) { samples.append(nanoseconds) }
            }
            if !samples.isEmpty {
                rows.append(
                    BenchmarkRow(
                        result: BenchmarkResult(name: "preview: process start to first page served", samples: samples),
                        budget: nil,
                        note:
                            "`keysmith preview --port 0` (English lexicon loaded), polled with GET / once it prints its URL"
                    ))
            }
        } else {
            printError(
                "note: no keysmith beside keysmith-bench; build it (swift build -c release --package-path Tools) to time the preview's start"
            )
        }
        return rows
    }

    /// Nanoseconds from launching `keysmith preview --port 0` to a 200 answer to GET /; nil if it
    /// did not answer within 30 seconds.
    static func measure(_ keysmith: URL) -> Double? {
        let process = Process()
        process.executableURL = keysmith
        process.arguments = ["preview", "--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let clock = ContinuousClock()
        let start = clock.now
        guard (try? process.run()) != nil else { return nil }
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var printed = ""
        var url: URL?
        while url == nil, start.duration(to: clock.now) < .seconds(30) {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { return nil }
            printed += String(decoding: data, as: UTF8.self)
            if let line = printed.split(separator: "\n").first(where: { $0.hasPrefix("Keysmith preview: ") }) {
                url = URL(string: String(line.dropFirst("Keysmith preview: ".count)))
            }
        }
        guard let url else { return nil }
        while start.duration(to: clock.now) < .seconds(30) {
            if answers(url) {
                let elapsed = start.duration(to: clock.now)
                return Benchmark.nanoseconds(elapsed)
            }
            usleep(5_000)
        }
        return nil
    }

    private final class Answer: @unchecked Sendable {
        var ok = false
    }

    private static func answers(_ url: URL) -> Bool {
        let done = DispatchSemaphore(value: 0)
        let answer = Answer()
        var request = URLRequest(url: url)
        request.timeoutInterval = 5
        URLSession.shared.dataTask(with: request) { _, response, _ in
            answer.ok = (response as? HTTPURLResponse)?.statusCode == 200
            done.signal()
        }.resume()
        done.wait()
        return answer.ok
    }
}
