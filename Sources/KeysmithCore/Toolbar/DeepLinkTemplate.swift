import Foundation

/// A `deeplink` button's URL, in which `[[KB_TEXT]]` stands for the text of the field.
///
/// The text replaces every placeholder, percent-encoded so that it can never change the link's
/// scheme, host, path segments, query parameters or fragment: every UTF-8 byte outside RFC 3986's
/// unreserved characters (`A–Z a–z 0–9 - . _ ~`) becomes `%XX`. That includes `/ ? # ; & = + %`,
/// spaces and newlines, and it is safe in a path, a query name or value, and a fragment alike. `+` is
/// encoded too, because form decoders read it as a space.
///
/// The placeholder may stand in the path, query or fragment, alone or inside a longer segment
/// (`/search/prefix-[[KB_TEXT]]-suffix`), as often as needed; never in the scheme, user, host or port.
@_spi(Tooling) public struct DeepLinkTemplate: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The placeholder that stands for the field's text.
    static let textPlaceholder = LinkCheck.textPlaceholder
    /// The most characters (grapheme clusters) of text put into a link; longer text is cut.
    static let maximumTextLength = 2_000
    /// The most UTF-8 bytes of text put into a link (before encoding); text is cut at the last whole
    /// character that fits, so a link stays under about 24,000 characters per placeholder.
    static let maximumTextBytes = 8_000

    private enum Piece: Sendable, Hashable {
        case literal(String)
        case text
    }

    /// The template as written.
    public let source: String
    /// The scheme, in lowercase.
    let scheme: String
    /// The host of the link, which no text can change; nil for links without one (`myapp:search`).
    let host: String?
    private let pieces: [Piece]

    /// Reads a template, or throws why it cannot be a deep link: not an absolute URL, a malformed
    /// `%` escape, or `[[KB_TEXT]]` in the scheme, user, host or port. Which schemes may be opened is
    /// a separate question, answered by ``URLPolicy``.
    init(_ source: String) throws(LinkProblem) {
        self.source = source
        pieces = Self.pieces(of: source)

        let utf8 = Array(source.utf8)
        guard let colon = Self.schemeEnd(utf8) else { throw .notAbsoluteURL }
        if Self.authorityContainsPlaceholder(utf8, after: colon) { throw .placeholderInAuthority }
        if Self.hasMalformedPercentEscape(utf8) { throw .malformedPercentEscape }

        // The link must parse with no text and with some text, to the same scheme and host.
        guard let empty = URL(string: Self.joined(pieces, text: "")),
            let filled = URL(string: Self.joined(pieces, text: "kbtext")),
            let scheme = empty.scheme?.lowercased(), scheme == filled.scheme?.lowercased(),
            empty.host == filled.host
        else { throw .notAbsoluteURL }
        self.scheme = scheme
        host = empty.host
    }

    /// Whether the template contains `[[KB_TEXT]]` at all.
    var containsPlaceholder: Bool { pieces.contains(.text) }

    public var description: String { source }

    /// The link for the field's text in `context` (see ``fieldText(of:)``).
    public func url(for context: TextContext) -> URL? {
        url(text: Self.fieldText(of: context))
    }

    /// The link with every `[[KB_TEXT]]` replaced by `text`, cut to the maximum length and
    /// percent-encoded. Nil only if the result does not parse or has another scheme or host than the
    /// template, which the encoding rules out; a shell then opens nothing.
    func url(text: String) -> URL? {
        let encoded = Self.percentEncoded(Self.cut(text))
        guard let url = URL(string: Self.joined(pieces, text: encoded)),
            url.scheme?.lowercased() == scheme, url.host == host
        else { return nil }
        return url
    }

    /// The text `[[KB_TEXT]]` stands for: the selection if there is one, otherwise the visible text
    /// before and after the cursor, joined. Not yet cut or encoded.
    static func fieldText(of context: TextContext) -> String {
        context.selectedText.isEmpty ? context.beforeInput + context.afterInput : context.selectedText
    }

    /// `text` cut at a character boundary to at most ``maximumTextLength`` characters and
    /// ``maximumTextBytes`` UTF-8 bytes. A single character longer than the byte limit gives "".
    static func cut(_ text: String) -> String {
        var characters = 0
        var bytes = 0
        var end = text.startIndex
        for character in text {
            let size = character.utf8.count
            guard characters < maximumTextLength, bytes + size <= maximumTextBytes else { break }
            characters += 1
            bytes += size
            end = text.index(after: end)
        }
        return String(text[..<end])
    }

    /// Every UTF-8 byte of `text` outside RFC 3986's unreserved characters as `%XX` (capital hex).
    static func percentEncoded(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(hexDigits[Int(byte >> 4)])
                result.unicodeScalars.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return result
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let source = try container.decode(String.self)
        do {
            try self.init(source)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(source)\": \(error)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(source)
    }

    public static func == (lhs: DeepLinkTemplate, rhs: DeepLinkTemplate) -> Bool { lhs.source == rhs.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }

    // MARK: Reading

    private static let hexDigits: [Unicode.Scalar] = Array("0123456789ABCDEF".unicodeScalars)

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default: false
        }
    }

    /// The template split at its placeholders, matched on Unicode scalars so that a combining mark
    /// after `]]` does not hide one.
    private static func pieces(of source: String) -> [Piece] {
        let scalars = Array(source.unicodeScalars)
        let placeholder = Array(textPlaceholder.unicodeScalars)
        var pieces: [Piece] = []
        var literal = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index...].starts(with: placeholder) {
                if !literal.isEmpty { pieces.append(.literal(String(literal))) }
                literal = String.UnicodeScalarView()
                pieces.append(.text)
                index += placeholder.count
            } else {
                literal.append(scalars[index])
                index += 1
            }
        }
        if !literal.isEmpty { pieces.append(.literal(String(literal))) }
        return pieces
    }

    private static func joined(_ pieces: [Piece], text: String) -> String {
        pieces.map { piece in
            switch piece {
            case .literal(let literal): literal
            case .text: text
            }
        }.joined()
    }

    /// The index of the colon ending an RFC 3986 scheme (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`),
    /// or nil if the template does not start with one.
    private static func schemeEnd(_ utf8: [UInt8]) -> Int? {
        guard let first = utf8.first, first.isASCIILetter else { return nil }
        for (index, byte) in utf8.enumerated().dropFirst() {
            if byte == UInt8(ascii: ":") { return index }
            guard
                byte.isASCIILetter || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            else { return nil }
        }
        return nil
    }

    /// Whether `//authority` follows the scheme and contains the placeholder.
    private static func authorityContainsPlaceholder(_ utf8: [UInt8], after colon: Int) -> Bool {
        let rest = utf8[(colon + 1)...]
        guard rest.starts(with: "//".utf8) else { return false }
        let authority = rest.dropFirst(2).prefix { !"/?#".utf8.contains($0) }
        let placeholder = Array(textPlaceholder.utf8)
        return authority.indices.contains { authority[$0...].starts(with: placeholder) }
    }

    /// Whether a `%` is not followed by two hexadecimal digits (a placeholder is not a digit).
    private static func hasMalformedPercentEscape(_ utf8: [UInt8]) -> Bool {
        utf8.indices.contains { index in
            utf8[index] == UInt8(ascii: "%")
                && !(index + 2 < utf8.count && isHexDigit(utf8[index + 1]) && isHexDigit(utf8[index + 2]))
        }
    }
}

extension UInt8 {
    fileprivate var isASCIILetter: Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self)
    }
}
