import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server for tests: it listens on 127.0.0.1 on a port the system picks, answers
/// each request with the next scripted response (the last one repeats), closes every connection
/// after answering, and serves until the test calls `stop()`: no clock decides when it goes away, so
/// a slow or busy machine never finds it gone.
final class LoopbackHTTPServer: @unchecked Sendable {
    struct Response: Sendable {
        var status: Int
        var body: String

        static func ok(_ body: String) -> Response { Response(status: 200, body: body) }
    }

    struct StartError: Error, CustomStringConvertible {
        var description: String
    }

    let port: UInt16
    private let listener: Int32
    private let responses: [Response]
    private let lock = NSLock()
    private var paths: [String] = []
    private var stopRequested = false
    private let finished = DispatchSemaphore(value: 0)

    init(responses: [Response]) throws {
        precondition(!responses.isEmpty, "a server needs at least one response")
        let (listener, port) = try Self.bindLoopback()
        guard listen(listener, 8) == 0 else {
            close(listener)
            throw StartError(description: "listen failed: errno \(errno)")
        }
        self.listener = listener
        self.port = port
        self.responses = responses
        let thread = Thread { [self] in self.serve() }
        thread.start()
    }

    deinit {
        stop()
    }

    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }

    /// The paths requested so far, in order.
    var requestedPaths: [String] {
        lock.withLock { paths }
    }

    /// Stops serving and waits for the serving thread to close the socket (it looks every 50 ms).
    func stop() {
        let alreadyStopped = lock.withLock {
            defer { stopRequested = true }
            return stopRequested
        }
        if !alreadyStopped {
            finished.wait()
        }
    }

    /// A URL on 127.0.0.1 where nothing listens: the port was bound, then released unused.
    static func refusedURL() throws -> URL {
        let (socket, port) = try bindLoopback()
        close(socket)
        return URL(string: "http://127.0.0.1:\(port)/path-configuration.json") ?? URL(fileURLWithPath: "/")
    }

    private static func bindLoopback() throws -> (Int32, UInt16) {
        #if canImport(Glibc) || canImport(Musl)
        let streamType = Int32(SOCK_STREAM.rawValue)
        #else
        let streamType = SOCK_STREAM
        #endif
        let descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { throw StartError(description: "socket failed: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            close(descriptor)
            throw StartError(description: "bind failed: errno \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            close(descriptor)
            throw StartError(description: "getsockname failed: errno \(errno)")
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    private var shouldStop: Bool {
        lock.withLock { stopRequested }
    }

    private func serve() {
        defer {
            close(listener)
            finished.signal()
        }
        while !shouldStop {
            var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 50) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            answer(client)
            close(client)
        }
    }

    private func answer(_ client: Int32) {
        guard let request = readRequest(client) else { return }
        let requestLine = request.split(separator: "\r\n", maxSplits: 1).first ?? ""
        let parts = requestLine.split(separator: " ")
        let path = parts.count > 1 ? String(parts[1]) : ""
        let response = lock.withLock {
            paths.append(path)
            return responses[min(paths.count, responses.count) - 1]
        }
        let body = Array(response.body.utf8)
        let head =
            "HTTP/1.1 \(response.status) Scripted\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        writeAll(client, Array(head.utf8) + body)
    }

    /// The request's head, read until the blank line; nil if the client is silent for 2 seconds.
    private func readRequest(_ client: Int32) -> String? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < 65_536 {
            var waiting = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 2000) > 0 else { return nil }
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            received += buffer[0..<count]
            let text = String(decoding: received, as: UTF8.self)
            if text.contains("\r\n\r\n") { return text }
        }
        return nil
    }

    private func writeAll(_ client: Int32, _ bytes: [UInt8]) {
        #if canImport(Glibc) || canImport(Musl)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        var on: Int32 = 1
        setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        let flags: Int32 = 0
        #endif
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(client, $0.baseAddress, $0.count, flags) }
            guard sent > 0 else { return }
            offset += sent
        }
    }
}
