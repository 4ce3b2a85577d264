import Foundation
@_spi(Tooling) import KeysmithCore

/// The vocabulary of the preview's WebSocket: small JSON objects, each with the protocol version `v`
/// and a `type`. docs/preview-protocol.md describes every message.
enum PreviewProtocol {
    /// The version this server speaks; a message with another `v` is answered with an error.
    static let version = 1

    /// Message type families for the toolbar and its panels, and for the host page. Of these, this
    /// version handles `host.path`; the toolbar is driven by touches in its slot and on its panels.
    /// Other types of these families are answered with a `notAvailable` error.
    static let reservedPrefixes = ["toolbar.", "host."]
}

/// A problem with a message from the page, answered with an `error` message; the session goes on.
struct PreviewProtocolError: Error, Equatable {
    /// A stable word for the kind of problem: `badMessage`, `unsupportedVersion`, `unknownType`,
    /// `unknownKey`, `untypable`, `noSuchKey`, `unknownTheme`, `tooManyTouches`, `notAvailable`.
    var code: String
    /// A sentence for the person reading the page.
    var message: String
}
