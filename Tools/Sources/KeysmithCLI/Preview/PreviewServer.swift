import Foundation
import Hummingbird
import HummingbirdWebSocket
@_spi(Tooling) import KeysmithCore
import Logging
import ServiceLifecycle

/// The preview's web server: the page and its assets over HTTP, and one keyboard session per
/// WebSocket connection at `/session`. It listens on the loopback interface only, answers only
/// requests addressed to it by a loopback name (so a web page elsewhere cannot reach it through DNS
/// rebinding), and accepts WebSocket connections only from its own page.
struct PreviewServer {
    /// The address the server listens on; never another interface.
    static let host = "127.0.0.1"

    var feed: PreviewConfigurationFeed
    /// The page and its assets, as read from the tool's resources.
    var page: PreviewPage
    /// Services that run as long as the server: the configuration watcher.
    var services: [any Service] = []
    /// The port to listen on; 0 picks a free one.
    var port: Int
    /// Where each session's lexicons come from; nil for no suggestions. Every
    /// session starts from its learned words and keeps what it learns to itself.
    var suggestions: SuggestionSource?
    var logger: Logger = Self.quietLogger

    /// A logger for problems only: the server says nothing about ordinary requests, and nothing
    /// typed is ever logged.
    static var quietLogger: Logger {
        var logger = Logger(label: "keysmith.preview")
        logger.logLevel = .warning
        return logger
    }

    /// Builds the application; `onRunning` learns the port once the server listens.
    func application(onRunning: @escaping @Sendable (Int) async -> Void) -> some ApplicationProtocol {
        let pages = Router(context: BasicWebSocketRequestContext.self)
        pages.middlewares.add(LoopbackHostMiddleware())
        let page = self.page
        let feed = self.feed
        let suggestions = self.suggestions
        pages.get(RouterPath(page.html.path)) { request, _ in
            // The page comes with the picture a new session shows first, drawn from the configuration
            // now; its WebSocket session then goes on from the same picture.
            var html = page.html
            if let frame = PreviewSession.firstFrame(
                of: await feed.current, suggestions: suggestions)
            {
                html.body = page.html(showing: frame)
            }
            return Self.response(html, request: request)
        }
        for asset in page.assets {
            pages.get(RouterPath(asset.path)) { request, _ in Self.response(asset, request: request) }
        }

        let sessions = Router(context: BasicWebSocketRequestContext.self)
        sessions.middlewares.add(LoopbackHostMiddleware())
        sessions.ws("/session") { request, _ in
            // Browsers send the page's origin with a WebSocket request: only this server's own page
            // may open a session. Clients without an Origin (tests, tools) are local processes. The
            // upgrade answers every refusal with 400, whatever the error says.
            if let origin = request.headers[.origin], origin != "http://" + (request.head.authority ?? "") {
                throw HTTPError(.forbidden, message: "keysmith preview accepts sessions from its own page only")
            }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, _ in
            try await PreviewConnection(feed: feed, suggestions: suggestions).run(
                inbound: inbound, outbound: outbound)
        }

        return Application(
            router: pages,
            server: .http1WebSocketUpgrade(
                webSocketRouter: sessions,
                // A text message that is not UTF-8 closes the connection with 1007 (invalid frame
                // payload data), as RFC 6455 §8.1 says, instead of being read with replacement characters.
                configuration: .init(ws: .init(maxFrameSize: PreviewConnection.maxMessageSize, validateUTF8: true))),
            configuration: .init(address: .hostname(Self.host, port: port)),
            services: services,
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger)
    }

    /// An asset with the headers every response carries: its type, no caching (the page changes with
    /// the tool), and a Content-Security-Policy that allows nothing but this server, so that an
    /// accidental fetch from elsewhere fails loudly in the browser's console.
    static func response(_ asset: PreviewPage.Asset, request: Request) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = asset.contentType
        headers[.cacheControl] = "no-store"
        headers[.xContentTypeOptions] = "nosniff"
        headers[.contentSecurityPolicy] = contentSecurityPolicy(authority: request.head.authority)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.body)))
    }

    /// `default-src 'self'`, plus the WebSocket of this very server (older browsers do not count
    /// `ws:` as `'self'`), and no framing, no forms, no base URL.
    static func contentSecurityPolicy(authority: String?) -> String {
        var connect = "'self'"
        if let authority, LoopbackHost.accepts(authority: authority) {
            connect += " ws://\(authority)"
        }
        return "default-src 'self'; connect-src \(connect); base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    }
}

/// Answers only requests whose Host is a loopback name (`127.0.0.1`, `localhost`, `[::1]`), with any
/// port; others get 421 Misdirected Request.
struct LoopbackHostMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard let authority = request.head.authority, LoopbackHost.accepts(authority: authority) else {
            throw HTTPError(.misdirectedRequest, message: "keysmith preview answers on 127.0.0.1 and localhost only")
        }
        return try await next(request, context)
    }
}

/// The Host header values that name this machine's loopback interface.
enum LoopbackHost {
    /// Whether a Host header names this machine's loopback interface: a loopback name and an
    /// optional numeric port, nothing else.
    static func accepts(authority: String) -> Bool {
        let host: Substring
        let port: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return false }
            host = authority[...close]
            let rest = authority[authority.index(after: close)...]
            port = rest.isEmpty ? nil : (rest.hasPrefix(":") ? rest.dropFirst() : "x")
        } else {
            let parts = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            host = parts[0]
            port = parts.count > 1 ? parts[1] : nil
        }
        guard ["127.0.0.1", "localhost", "[::1]"].contains(host.lowercased()) else { return false }
        guard let port else { return true }
        return !port.isEmpty && port.count <= 5 && port.allSatisfy(\.isASCII) && port.allSatisfy(\.isNumber)
    }
}
