import Foundation
@_spi(Tooling) import KeysmithCore

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
        /// The languages the page's picker offers (see ``PreviewSession/offeredLanguages(for:)``).
        var languages: [Language]
        var diagnostics: [Problem]

        struct Language: Encodable {
            var identifier: String
            var displayName: String
            /// Whether Keysmith has a lexicon for the language: without one it gets no suggestions.
            var hasLexicon: Bool
        }

        init(_ configuration: PreviewConfiguration) {
            revision = configuration.revision
            status = configuration.status
            source = configuration.source
            themes = configuration.themes.map(\.name)
            layouts = configuration.keyboard.set.layouts
            languages = PreviewSession.offeredLanguages(for: configuration.keyboard).map { language in
                let hasLexicon =
                    language.identifier == PreviewSession.ownKeyboard
                    ? LanguageLexicons.languageData(for: configuration.keyboard).hasSuggestions
                    : LanguageLexicons.url(for: language.identifier) != nil
                return Language(
                    identifier: language.identifier, displayName: language.displayName, hasLexicon: hasLexicon)
            }
            diagnostics = configuration.diagnostics.map {
                Problem(
                    file: $0.file, line: $0.line, column: $0.column, severity: $0.severity.rawValue,
                    message: $0.message, text: $0.description)
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
        /// The open panel's name (`emoji`, `stickers`, `more`…); absent when the keys are shown.
        var panel: String?
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
        /// The marked text, being composed, which the page underlines; nil when nothing is. It
        /// ends where the selection starts.
        var marked: Selection?
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
        case .error(let error, let inReplyTo):
            try ErrorReport(code: error.code, message: error.message, inReplyTo: inReplyTo).encode(to: encoder)
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
