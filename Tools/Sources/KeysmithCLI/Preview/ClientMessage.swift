import Foundation
@_spi(Tooling) import KeysmithCore

/// A message from the page.
enum ClientMessage: Equatable {
    /// A finger (a pointer) touched, moved, lifted or was taken away.
    case touch(TouchMessage)
    /// Time passed; sent while a pointer is down and while a frame says `ticking`.
    case tick(time: Double)
    /// A key of the computer's own keyboard.
    case key(ComputerKey, time: Double)
    /// The mouse wheel or the trackpad scrolled by `dx`, `dy` points (the browser's `WheelEvent`
    /// deltas): the emoji page's grid follows it.
    case wheel(dx: Double, dy: Double)
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
                code: "unsupportedVersion",
                message:
                    "this server speaks version \(PreviewProtocol.version) of the preview protocol, not \(version); reload the page"
            )
        }
        let type = try object.decode(String.self, forKey: Key("type"))
        func number(_ name: String) throws -> Double { try object.decode(Double.self, forKey: Key(name)) }
        func time() throws -> Double { try number("t") }
        switch type {
        case "touch":
            let phaseName = try object.decode(String.self, forKey: Key("phase"))
            guard let phase = TouchMessage.Phase(rawValue: phaseName) else {
                throw PreviewProtocolError(
                    code: "badMessage",
                    message:
                        "touch: phase must be one of \(TouchMessage.Phase.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(phaseName)\""
                )
            }
            self = .touch(
                TouchMessage(
                    phase: phase, id: try object.decode(Int.self, forKey: Key("id")), x: try number("x"),
                    y: try number("y"), time: try time()))
        case "tick":
            self = .tick(time: try time())
        case "wheel":
            let dx = try number("dx")
            let dy = try number("dy")
            guard dx.isFinite, dy.isFinite else {
                throw PreviewProtocolError(code: "badMessage", message: "wheel: dx and dy must be finite numbers")
            }
            self = .wheel(dx: dx, dy: dy)
        case "key":
            let name = try object.decode(String.self, forKey: Key("key"))
            let shift = try object.decodeIfPresent(Bool.self, forKey: Key("shift")) ?? false
            guard let key = ComputerKey(name: name, shift: shift) else {
                throw PreviewProtocolError(
                    code: "unknownKey",
                    message:
                        "key: \"\(name)\" is neither one character nor a key the preview handles (Backspace, Enter, arrows, Home, End)"
                )
            }
            self = .key(key, time: try time())
        case "document":
            let text = try object.decodeIfPresent(String.self, forKey: Key("text"))
            let selection = try object.decode(SelectionField.self, forKey: Key("selection"))
            guard selection.start >= 0, selection.end >= selection.start else {
                throw PreviewProtocolError(
                    code: "badMessage", message: "document: the selection must have 0 <= start <= end")
            }
            self = .document(text: text, selection: selection.start..<selection.end)
        case "settings":
            self = .settings(try PreviewSettings.Change(from: decoder))
        case "host.path":
            let path = try object.decode(String.self, forKey: Key("path"))
            guard HostPageRouting.url(forPath: path) != nil else {
                throw PreviewProtocolError(
                    code: "badMessage",
                    message:
                        "host.path: path must start with / (such as /posts/1) or be an absolute URL, not \"\(path)\"")
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
            let expected =
                type == String.self
                ? "a string"
                : type == Bool.self
                    ? "true or false" : (type == Int.self ? "an integer" : type == Double.self ? "a number" : "\(type)")
            return "field \"\(path(context))\" must be \(expected)"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "the message is not valid JSON" : "field \"\(path(context))\" is not valid"
        @unknown default:
            return "the message cannot be read"
        }
    }
}
