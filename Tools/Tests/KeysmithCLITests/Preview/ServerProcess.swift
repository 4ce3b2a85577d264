import Foundation

/// A `keysmith` process started for one test, stopped (and killed if need be) at the end.
final class ServerProcess: @unchecked Sendable {
    private let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var printed = ""
    private var errorText = ""

    init(_ arguments: [String]) throws {
        process.executableURL = Tool.productsFolder.appendingPathComponent("keysmith")
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        // At the end of the output (the process exited) a handler removes itself: left in place, it
        // would be called again and again with nothing, and its dispatch source would never be freed.
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil }
            guard let self else { return }
            self.lock.withLock { self.printed += String(decoding: data, as: UTF8.self) }
        }
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil }
            guard let self else { return }
            self.lock.withLock { self.errorText += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    var standardError: String { lock.withLock { errorText } }

    /// The URL the server printed, once it printed it.
    func url(within limit: Duration) async throws -> URL? {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline && process.isRunning {
            let text = lock.withLock { printed }
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Keysmith preview: ") }) {
                return URL(string: String(line.dropFirst("Keysmith preview: ".count)))
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }

    /// The exit status, once the process exited by itself.
    func exitStatus(within limit: Duration) async throws -> Int32? {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if !process.isRunning {
                // Whatever it wrote last is read before the status is returned.
                try await Task.sleep(for: .milliseconds(100))
                return process.terminationStatus
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }

    func stop() {
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
