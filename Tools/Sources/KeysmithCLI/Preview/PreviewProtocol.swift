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

// MARK: From the page

/// A message from the page.
enum ClientMessage: Equatable {
    /// A finger (a pointer) touched, moved, lifted or was taken away.
    case touch(TouchMessage)
    /// Time passed; sent while a pointer is down and while a frame says `ticking`.
    case tick(time: Double)
    /// A key of the computer's own keyboard.
    case key(ComputerKey, time: Double)
    /// The host changed the field: new text (optional) and a new selection, in UTF-16 offsets.
    case document(text: String?, selection: Range<Int>)
    /// The person changed the page's controls; only the fields present change.
    case settings(PreviewSettings.Change)
    /// The host page's path changed: the path configuration chooses the toolbar above the system
    /// keyboard for it.
    case hostPath(String)
    /// A message type set aside for a later version (`toolbar.…`, `host.…`).
    case reserved(type: String)
}

/// One pointer event in the keyboard picture's coordinates.
struct TouchMessage: Equatable {
    enum Phase: String, Decodable, CaseIterable {
        case began, moved, ended, cancelled
    }

    var phase: Phase
    /// The page's pointer id; the session maps it to an engine touch.
    var id: Int
    /// Points from the picture's top left corner, toolbar slot included.
    var x: Double
    var y: Double
    /// Seconds, on the page's clock (`performance.now() / 1000`).
    var time: Double
}

/// A key of the computer's keyboard, as the page reports it.
enum ComputerKey: Equatable {
    /// A character to type by tapping the keys that type it.
    case character(Character)
    /// Taps the keyboard's delete key.
    case backspace
    /// Taps the keyboard's return key.
    case enter
    /// Moves the cursor in the field, as the host's own arrow keys do; with `extend`, moves one end
    /// of the selection.
    case move(CursorMove, extend: Bool)

    enum CursorMove: Equatable {
        case left, right, start, end
    }

    /// The key named as a browser's `KeyboardEvent.key` names it.
    init?(name: String, shift: Bool) {
        switch name {
        case "Backspace": self = .backspace
        case "Enter": self = .enter
        case "ArrowLeft": self = .move(.left, extend: shift)
        case "ArrowRight": self = .move(.right, extend: shift)
        case "ArrowUp", "Home": self = .move(.start, extend: shift)
        case "ArrowDown", "End": self = .move(.end, extend: shift)
        default:
            guard name.count == 1, let character = name.first else { return nil }
            self = .character(character)
        }
    }
}

extension ClientMessage: Decodable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
        init(_ name: String) { stringValue = name }
    }

    init(from decoder: any Decoder) throws {
        let object = try decoder.container(keyedBy: Key.self)
        let version = try object.decode(Int.self, forKey: Key("v"))
        guard version == PreviewProtocol.version else {
            throw PreviewProtocolError(
                code: "unsupportedVersion", message: "this server speaks version \(PreviewProtocol.version) of the preview protocol, not \(version); reload the page")
        }
        let type = try object.decode(String.self, forKey: Key("type"))
        func number(_ name: String) throws -> Double { try object.decode(Double.self, forKey: Key(name)) }
        func time() throws -> Double { try number("t") }
        switch type {
        case "touch":
            let phaseName = try object.decode(String.self, forKey: Key("phase"))
            guard let phase = TouchMessage.Phase(rawValue: phaseName) else {
                throw PreviewProtocolError(code: "badMessage", message: "touch: phase must be one of \(TouchMessage.Phase.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(phaseName)\"")
            }
            self = .touch(TouchMessage(
                phase: phase, id: try object.decode(Int.self, forKey: Key("id")), x: try number("x"), y: try number("y"), time: try time()))
        case "tick":
            self = .tick(time: try time())
        case "key":
            let name = try object.decode(String.self, forKey: Key("key"))
            let shift = try object.decodeIfPresent(Bool.self, forKey: Key("shift")) ?? false
            guard let key = ComputerKey(name: name, shift: shift) else {
                throw PreviewProtocolError(code: "unknownKey", message: "key: \"\(name)\" is neither one character nor a key the preview handles (Backspace, Enter, arrows, Home, End)")
            }
            self = .key(key, time: try time())
        case "document":
            let text = try object.decodeIfPresent(String.self, forKey: Key("text"))
            let selection = try object.decode(SelectionField.self, forKey: Key("selection"))
            guard selection.start >= 0, selection.end >= selection.start else {
                throw PreviewProtocolError(code: "badMessage", message: "document: the selection must have 0 <= start <= end")
            }
            self = .document(text: text, selection: selection.start..<selection.end)
        case "settings":
            self = .settings(try PreviewSettings.Change(from: decoder))
        case "host.path":
            let path = try object.decode(String.self, forKey: Key("path"))
            guard HostPageRouting.url(forPath: path) != nil else {
                throw PreviewProtocolError(code: "badMessage", message: "host.path: path must start with / (such as /posts/1) or be an absolute URL, not \"\(path)\"")
            }
            self = .hostPath(path)
        default:
            guard PreviewProtocol.reservedPrefixes.contains(where: type.hasPrefix) else {
                throw PreviewProtocolError(code: "unknownType", message: "unknown message type \"\(type)\"")
            }
            self = .reserved(type: type)
        }
    }

    /// `{"start": 0, "end": 3}`, in UTF-16 offsets.
    private struct SelectionField: Decodable {
        var start: Int
        var end: Int
    }

    /// Reads one message, turning every failure into an error the page can show.
    static func decode(_ text: String, with decoder: JSONDecoder) -> Result<ClientMessage, PreviewProtocolError> {
        do {
            return .success(try decoder.decode(ClientMessage.self, from: Data(text.utf8)))
        } catch let error as PreviewProtocolError {
            return .failure(error)
        } catch let error as DecodingError {
            return .failure(PreviewProtocolError(code: "badMessage", message: Self.sentence(for: error)))
        } catch {
            return .failure(PreviewProtocolError(code: "badMessage", message: "the message is not a JSON object"))
        }
    }

    private static func sentence(for error: DecodingError) -> String {
        func path(_ context: DecodingError.Context, _ last: CodingKey? = nil) -> String {
            let keys = context.codingPath + (last.map { [$0] } ?? [])
            return keys.map(\.stringValue).joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing field \"\(path(context, key))\""
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let expected = type == String.self ? "a string" : type == Bool.self ? "true or false" : (type == Int.self ? "an integer" : type == Double.self ? "a number" : "\(type)")
            return "field \"\(path(context))\" must be \(expected)"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "the message is not valid JSON" : "field \"\(path(context))\" is not valid"
        @unknown default:
            return "the message cannot be read"
        }
    }
}

// MARK: To the page

/// A message to the page.
enum ServerMessage {
    /// First message of a session: the protocol version and the choices the controls offer.
    case welcome(Welcome)
    /// The session's settings as they now are.
    case settings(PreviewSettings)
    /// The configuration on screen and the problems of the files.
    case config(ConfigReport)
    /// A new keyboard picture.
    case frame(Frame)
    /// The field's text and selection after the keyboard's edits.
    case document(DocumentReport)
    /// What the keyboard asked the host to do besides editing text, in order.
    case effects([KeyboardEffect])
    /// The host page's path and the toolbar the path configuration chooses for it.
    case host(HostReport)
    /// A message could not be carried out; nothing changed.
    case error(PreviewProtocolError, inReplyTo: String?)

    var type: String {
        switch self {
        case .welcome: "welcome"
        case .settings: "settings"
        case .config: "config"
        case .frame: "frame"
        case .document: "document"
        case .effects: "effects"
        case .host: "host"
        case .error: "error"
        }
    }

    struct Welcome: Encodable {
        var `protocol` = PreviewProtocol.version
        var choices = Choices()
        /// Message type prefixes set aside for later versions.
        var reserved = PreviewProtocol.reservedPrefixes
        /// Whether the session's keyboard suggests and autocorrects (false with `--no-suggestions`).
        var suggestions: Bool
    }

    /// The values each control offers, with labels for people.
    struct Choices: Encodable {
        struct Choice: Encodable {
            var value: String
            var label: String
        }

        var devices = DeviceClass.allCases.map { Choice(value: $0.rawValue, label: $0.label) }
        var appearances = Appearance.allCases.map { Choice(value: $0.rawValue, label: $0.rawValue.capitalized) }
        var keyboardTypes = PreviewSettings.offeredKeyboardTypes.map { Choice(value: $0.rawValue, label: $0.label) }
        var returnKeyTypes = ReturnKeyType.allCases.map { Choice(value: $0.rawValue, label: $0.rawValue) }
    }

    struct ConfigReport: Encodable {
        struct Problem: Encodable {
            var file: String
            var line: Int
            var column: Int
            var severity: String
            var message: String
            /// `file:line:column: severity: message`, as `keysmith lint` prints it.
            var text: String
        }

        var revision: Int
        var status: PreviewConfiguration.Status
        var source: String
        var themes: [String]
        var layouts: [String]
        var diagnostics: [Problem]

        init(_ configuration: PreviewConfiguration) {
            revision = configuration.revision
            status = configuration.status
            source = configuration.source
            themes = configuration.themes.map(\.name)
            layouts = configuration.keyboard.set.layouts
            diagnostics = configuration.diagnostics.map {
                Problem(file: $0.file, line: $0.line, column: $0.column, severity: $0.severity.rawValue, message: $0.message, text: $0.description)
            }
        }
    }

    struct Frame: Encodable {
        /// The picture `keysmith render` draws, toolbar slot included.
        var svg: String
        var width: Double
        var height: Double
        /// The height of the toolbar slot at the top of the picture; touches there belong to the toolbar.
        var slotHeight: Double
        var layout: String
        /// The keyboard's background colour (CSS), for the page around the picture.
        var background: String
        /// Whether the keyboard needs `tick` messages although no pointer is down (a layout name is
        /// showing on the spacebar for a moment).
        var ticking: Bool
    }

    struct DocumentReport: Encodable, Equatable {
        struct Selection: Encodable, Equatable {
            var start: Int
            var end: Int
        }

        var text: String
        /// UTF-16 offsets, as JavaScript strings count.
        var selection: Selection
    }

    /// The routing decision for the host page's path, as the server made it.
    struct HostReport: Encodable, Equatable {
        struct Item: Encodable, Equatable {
            var title: String
            /// The URL tapping it would open, with the field's text filled in.
            var url: String?
        }

        var path: String
        /// `system` (iOS's own bar stays), `none` (the bar is removed) or `keysmith`.
        var toolbar: String
        /// The Keysmith toolbar's name, for `keysmith`.
        var name: String?
        /// The Keysmith toolbar's link buttons, for `keysmith`.
        var items: [Item]
        /// The indices of the rules whose patterns match, in file order.
        var rules: [Int]
    }

    struct ErrorReport: Encodable {
        var code: String
        var message: String
        var inReplyTo: String?
    }

    struct EffectsReport: Encodable {
        var effects: [KeyboardEffect]
    }
}

extension ServerMessage: Encodable {
    private enum EnvelopeKey: String, CodingKey {
        case v, type
    }

    /// One flat object: `{"v": 1, "type": "frame", "svg": …}`.
    func encode(to encoder: any Encoder) throws {
        var envelope = encoder.container(keyedBy: EnvelopeKey.self)
        try envelope.encode(PreviewProtocol.version, forKey: .v)
        try envelope.encode(type, forKey: .type)
        switch self {
        case .welcome(let welcome): try welcome.encode(to: encoder)
        case .settings(let settings): try settings.encode(to: encoder)
        case .config(let report): try report.encode(to: encoder)
        case .frame(let frame): try frame.encode(to: encoder)
        case .document(let document): try document.encode(to: encoder)
        case .effects(let effects): try EffectsReport(effects: effects).encode(to: encoder)
        case .host(let report): try report.encode(to: encoder)
        case .error(let error, let inReplyTo): try ErrorReport(code: error.code, message: error.message, inReplyTo: inReplyTo).encode(to: encoder)
        }
    }
}

/// Writes server messages as JSON text, one WebSocket message each.
struct PreviewMessageEncoder {
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }()

    func encode(_ message: ServerMessage) -> String {
        guard let data = try? encoder.encode(message) else {
            return #"{"v":1,"type":"error","code":"internal","message":"a reply could not be written"}"#
        }
        return String(decoding: data, as: UTF8.self)
    }
}

extension DeviceClass {
    /// `iPhone portrait`, `iPad landscape`…
    var label: String {
        switch self {
        case .iphonePortrait: "iPhone portrait"
        case .iphoneLandscape: "iPhone landscape"
        case .ipadPortrait: "iPad portrait"
        case .ipadLandscape: "iPad landscape"
        }
    }
}

extension FieldKeyboardType {
    /// How the page names the field type.
    var label: String {
        switch self {
        case .default: "Default"
        case .numberPad: "Number pad"
        case .decimalPad: "Decimal pad"
        case .email: "Email"
        case .url: "URL"
        case .webSearch: "Web search"
        default: uiKitName
        }
    }
}
