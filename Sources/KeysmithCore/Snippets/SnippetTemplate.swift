/// Text a snippet key inserts, with optional placeholders: `[[SELECTION]]` is replaced by the selected
/// text and `[[CURSOR]]` marks where the cursor goes, as in `<b>[[SELECTION]][[CURSOR]]</b>`.
///
/// Without `[[CURSOR]]` the cursor ends after the inserted text; without `[[SELECTION]]` the selection is
/// replaced. Each placeholder counts once: a repeat is left out of the inserted text and listed in
/// `repeatedPlaceholders` so that configuration checks can report it.
public struct SnippetTemplate: Sendable, Hashable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    static let cursorPlaceholder = "[[CURSOR]]"
    static let selectionPlaceholder = "[[SELECTION]]"

    /// A template split at its placeholders.
    private enum Piece: Sendable, Hashable {
        case literal(String)
        case cursor
        case selection
    }

    /// The template as written.
    let source: String
    private let pieces: [Piece]
    /// Placeholders written more than once, one entry per extra occurrence, in order.
    let repeatedPlaceholders: [String]

    public init(_ source: String) {
        self.source = source
        var pieces: [Piece] = []
        var repeated: [String] = []
        var literal = String.UnicodeScalarView()
        var seenCursor = false
        var seenSelection = false
        let scalars = Array(source.unicodeScalars)
        let cursor = Array(Self.cursorPlaceholder.unicodeScalars)
        let selection = Array(Self.selectionPlaceholder.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let match: (placeholder: String, length: Int, piece: Piece)?
            if scalars[index...].starts(with: cursor) {
                match = (Self.cursorPlaceholder, cursor.count, .cursor)
            } else if scalars[index...].starts(with: selection) {
                match = (Self.selectionPlaceholder, selection.count, .selection)
            } else {
                match = nil
            }
            guard let match else {
                literal.append(scalars[index])
                index += 1
                continue
            }
            index += match.length
            let seen = match.piece == .cursor ? seenCursor : seenSelection
            if seen {
                repeated.append(match.placeholder)
                continue
            }
            if match.piece == .cursor { seenCursor = true } else { seenSelection = true }
            if !literal.isEmpty {
                pieces.append(.literal(String(literal)))
                literal = String.UnicodeScalarView()
            }
            pieces.append(match.piece)
        }
        if !literal.isEmpty { pieces.append(.literal(String(literal))) }
        self.pieces = pieces
        self.repeatedPlaceholders = repeated
    }

    public init(stringLiteral source: String) {
        self.init(source)
    }

    public var description: String { source }

    /// Every `[[NAME]]` token written in the template, in order, known or not; configuration checks
    /// use it to report unknown and repeated placeholders.
    var placeholders: [String] { SnippetPlaceholder.tokens(in: source) }

    /// Decodes a template from a JSON string.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the template as the string it was written as.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(source)
    }

    /// The text to insert for a given selection, and where the cursor goes.
    struct Expansion: Sendable, Hashable {
        var text: String
        /// UTF-16 offset of `[[CURSOR]]` from the start of `text`; `nil` when the template has none.
        var cursorUTF16Offset: Int?

        init(text: String, cursorUTF16Offset: Int?) {
            self.text = text
            self.cursorUTF16Offset = cursorUTF16Offset
        }
    }

    /// Expands the placeholders: `[[SELECTION]]` becomes `selection`, `[[CURSOR]]` becomes nothing.
    func expansion(selection: String) -> Expansion {
        var text = ""
        var cursor: Int?
        for piece in pieces {
            switch piece {
            case .literal(let literal): text += literal
            case .selection: text += selection
            case .cursor: cursor = text.utf16.count
            }
        }
        return Expansion(text: text, cursorUTF16Offset: cursor)
    }

    /// The edits that insert this snippet in place of the selection and put the cursor at `[[CURSOR]]`:
    /// one insert, then one move back by the UTF-16 length of the text after `[[CURSOR]]`.
    ///
    /// If the inserted text joins the text around it into one grapheme cluster where the cursor would
    /// go (a template beginning with a combining mark or a regional indicator), the cursor goes to the
    /// end of that cluster instead of inside it.
    func edits(in context: TextContext) -> [TextEdit] {
        let expansion = expansion(selection: context.selectedText)
        if expansion.text.isEmpty {
            return context.selectedText.isEmpty ? [] : [.deleteBackward(count: 1)]
        }
        var edits: [TextEdit] = [.insert(expansion.text)]
        guard let cursor = expansion.cursorUTF16Offset else { return edits }
        // Cluster boundaries depend only on nearby text, and the last visible character before the
        // cursor starts on a boundary, so this short text segments like the whole document.
        let lead = context.beforeInput.last.map(String.init) ?? ""
        let trail = context.afterInput.first.map(String.init) ?? ""
        let boundaries = ClusterBoundaries(lead + expansion.text + trail)
        let start = lead.utf16.count
        let cursorAfterInsert = boundaries.atOrAfter(start + expansion.text.utf16.count)
        let target = boundaries.atOrAfter(start + cursor)
        if target != cursorAfterInsert {
            edits.append(.moveCursor(utf16Offset: target - cursorAfterInsert))
        }
        return edits
    }
}
