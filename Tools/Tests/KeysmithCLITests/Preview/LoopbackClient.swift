import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A client just big enough for the preview server's smoke test, over a blocking TCP socket to
/// 127.0.0.1 with a receive timeout, so that a test never waits for long: plain HTTP GET with any
/// headers (a foreign Host included), and WebSocket text messages.
final class LoopbackClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let socket: Int32
    private var pending: [UInt8] = []

    /// Connects to 127.0.0.1:`port`; every read gives up after `timeout` seconds.
    init(port: Int, timeout: Int = 10) throws {
        #if os(Linux)
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else { throw Failure(description: "cannot open a socket") }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            throw Failure(description: "cannot connect to 127.0.0.1:\(port)")
        }
    }

    deinit {
        close(socket)
    }

    // MARK: HTTP

    /// An HTTP response's status, headers (names in lower case) and body.
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: String
    }

    /// Sends a request with `headers` and reads the response head; with `readBody`, the body too
    /// (by its Content-Length).
    func request(_ path: String, headers: [(String, String)], readBody: Bool = true) throws -> Response {
        var request = "GET \(path) HTTP/1.1\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        try write(Array((request + "\r\n").utf8))
        let head = try readHead()
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst()
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else {
            throw Failure(description: "not an HTTP response: \(statusLine)")
        }
        var fields: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = ""
        if readBody, let length = fields["content-length"].flatMap(Int.init) {
            body = String(decoding: try read(count: length), as: UTF8.self)
        }
        return Response(status: status, headers: fields, body: body)
    }

    // MARK: WebSocket

    /// Opens a WebSocket at `path`; fails with the response's status line unless it is 101.
    func openWebSocket(_ path: String, port: Int, origin: String? = nil) throws {
        var headers = [
            ("Host", "127.0.0.1:\(port)"), ("Upgrade", "websocket"), ("Connection", "Upgrade"),
            ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="), ("Sec-WebSocket-Version", "13"),
        ]
        if let origin { headers.append(("Origin", origin)) }
        let response = try request(path, headers: headers, readBody: false)
        guard response.status == 101 else {
            throw Failure(description: "the WebSocket was refused with status \(response.status)")
        }
    }

    /// Sends one text message in one masked frame, as a client must.
    func send(_ text: String) throws {
        try sendFrame(opcode: 0x1, payload: Array(text.utf8))
    }

    /// Sends one masked frame with any payload bytes, valid or not: `opcode` 0x1 for text, 0x0 for a
    /// continuation; without `final`, more frames of the message follow.
    func sendFrame(opcode: UInt8, payload: [UInt8], final: Bool = true) throws {
        var frame: [UInt8] = [(final ? 0x80 : 0) | opcode]
        switch payload.count {
        case ..<126: frame.append(0x80 | UInt8(payload.count))
        case ..<65_536: frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: frame += [0x80 | 127] + (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try write(frame)
    }

    /// Reads until the server's close frame and returns its status code (nil for a close frame
    /// without one); the messages before it are skipped.
    func receiveClose() throws -> Int? {
        while true {
            let (header, payload) = try receiveFrame()
            guard header & 0x0F == 0x8 else { continue }
            return payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : nil
        }
    }

    /// The next frame from the server: its first header byte (FIN and opcode) and its payload.
    private func receiveFrame() throws -> (header: UInt8, payload: [UInt8]) {
        let header = try read(count: 2)
        var length = Int(header[1] & 0x7F)
        if length == 126 {
            length = try read(count: 2).reduce(0) { $0 << 8 | Int($1) }
        } else if length == 127 {
            length = try read(count: 8).reduce(0) { $0 << 8 | Int($1) }
        }
        return (header[0], try read(count: length))
    }

    /// The next text message, joined from its fragments; control frames are skipped.
    func receive() throws -> String {
        var message: [UInt8] = []
        while true {
            let (header, payload) = try receiveFrame()
            let final = header & 0x80 != 0
            let opcode = header & 0x0F
            switch opcode {
            case 0x8: throw Failure(description: "the server closed the WebSocket")
            case 0x9, 0xA: continue
            default: message += payload
            }
            if final { return String(decoding: message, as: UTF8.self) }
        }
    }

    // MARK: Bytes

    private func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Foundation.send(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw Failure(description: "the connection closed while sending") }
            sent += count
        }
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        guard count > 0 else {
            throw Failure(description: count == 0 ? "the connection closed" : "nothing arrived in time")
        }
        pending += chunk[..<count]
    }

    private func read(count: Int) throws -> [UInt8] {
        while pending.count < count { try fill() }
        defer { pending.removeFirst(count) }
        return Array(pending[..<count])
    }

    private func readHead() throws -> String {
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while true {
            if let range = pending.firstRange(of: end) {
                let head = String(decoding: pending[..<range.lowerBound], as: UTF8.self)
                pending.removeFirst(range.upperBound)
                return head
            }
            try fill()
        }
    }
}
