import Foundation

/// An exact, deterministic ``TextDocument`` for tests, `keysmith simulate` and the browser preview.
///
/// It holds the whole text and a selection in UTF-16 offsets and follows `UITextDocumentProxy`:
///
/// - `insertText(_:)` replaces the selection; the cursor ends after the inserted text.
/// - `deleteBackward()` deletes the selection if there is one; otherwise one character before the
///   cursor as Apple's text system counts it (``BackwardDeletion``): a whole grapheme cluster for 👍🏽,
///   👨‍👩‍👧‍👦, 🇫🇷, `e\u{301}`, `\r\n`, Hangul and CJK; one code point of a cluster ending in an
///   Indic, Thai, Arabic or Hebrew code point. At the start of the document it does nothing.
/// - `adjustTextPosition(byCharacterOffset:)` moves from the end of the selection by UTF-16 code units,
///   collapses the selection and clamps at both ends. An offset that would land inside a grapheme
///   cluster (and so possibly inside a surrogate pair) goes on to the cluster's edge in the direction
///   of the move: +1 from before 👍🏽 lands after it, −1 from after it lands before it.
/// - After an insert or deletion that joins neighbours into one cluster (a combining mark inserted
///   before a lone mark, a regional indicator beside an unpaired one), the cursor moves to the end of
///   the joined cluster. The cursor is therefore always on a cluster boundary.
///
/// - `setMarkedText(_:selectedRange:)` replaces the marked text, or else the selection, with marked
///   text; `unmarkText()` leaves it as ordinary text. Every other call ends the marking first, as
///   the stand-in proxy does: an insert replaces the marked text, a deletion or a cursor move leaves
///   it as ordinary text.
///
/// Two options imitate the real proxy (``Options``): ``LateApplication`` queues calls until
/// ``flush()``, with reads returning the text as it was, and ``ContextWindow`` shows only a few
/// characters around the cursor. Empty contexts read as `nil`, as they often do on iOS.
@_spi(Tooling) public struct InMemoryTextDocument: TextDocument, Sendable, Equatable {
    /// Which calls wait for ``InMemoryTextDocument/flush()`` instead of applying at once.
    public enum LateApplication: Sendable, Hashable {
        /// Every call applies at once.
        case never
        /// Cursor moves wait; so does every call made after a waiting one, because the host applies
        /// calls in order.
        case cursorMoves
        /// Every call waits.
        case allEdits
    }

    /// How much context the document shows around the cursor, counted in grapheme clusters.
    public struct ContextWindow: Sendable, Hashable {
        var charactersBefore: Int
        var charactersAfter: Int

        init(charactersBefore: Int, charactersAfter: Int) {
            self.charactersBefore = charactersBefore
            self.charactersAfter = charactersAfter
        }
    }

    /// How closely the document imitates the real proxy's limits.
    public struct Options: Sendable, Hashable {
        var lateApplication: LateApplication
        /// `nil` shows the whole document.
        var contextWindow: ContextWindow?

        public init(lateApplication: LateApplication = .never, contextWindow: ContextWindow? = nil) {
            self.lateApplication = lateApplication
            self.contextWindow = contextWindow
        }
    }

    /// The whole text, as the host has applied it so far.
    public private(set) var text: String
    /// The selection in UTF-16 offsets into ``text``; empty when it is just the cursor.
    public private(set) var selection: Range<Int>
    /// The marked text in UTF-16 offsets into ``text``; nil when nothing is being composed.
    public private(set) var marked: Range<Int>?
    /// Calls made but not yet applied, oldest first; empty unless ``Options/lateApplication`` queues.
    private(set) var pendingEdits: [TextEdit] = []
    var options: Options
    public let documentIdentifier: UUID

    /// A document holding `before + selected + after`, with `selected` selected (or the cursor between
    /// `before` and `after` when it is empty), and the last `markedCount` UTF-16 code units of
    /// `before` marked.
    public init(
        before: String = "", selected: String = "", after: String = "", markedCount: Int = 0,
        options: Options = Options(), documentIdentifier: UUID = UUID()
    ) {
        let start = before.utf16.count
        self.init(
            text: before + selected + after, selection: start..<(start + selected.utf16.count),
            options: options, documentIdentifier: documentIdentifier)
        let marked = min(max(markedCount, 0), start)
        if marked > 0 { self.marked = (start - marked)..<start }
    }

    /// A document holding `text` with a selection given in UTF-16 offsets, clamped to the text. A
    /// selection is widened to cluster boundaries; a cursor inside a cluster goes to the cluster's end.
    public init(
        text: String, selection: Range<Int>,
        options: Options = Options(), documentIdentifier: UUID = UUID()
    ) {
        let boundaries = ClusterBoundaries(text)
        self.text = text
        if selection.isEmpty {
            let cursor = boundaries.atOrAfter(selection.lowerBound)
            self.selection = cursor..<cursor
        } else {
            self.selection = boundaries.atOrBefore(selection.lowerBound)..<boundaries.atOrAfter(selection.upperBound)
        }
        self.options = options
        self.documentIdentifier = documentIdentifier
    }

    /// The whole applied text split at the selection, ignoring the context window, with the marked
    /// text when it ends at the cursor.
    public var contents: TextContext {
        let markedText = marked.flatMap { $0.upperBound == selection.lowerBound ? text.utf16Slice($0) : nil }
        return TextContext(
            beforeInput: text.utf16Slice(0..<selection.lowerBound),
            selectedText: text.utf16Slice(selection),
            afterInput: text.utf16Slice(selection.upperBound..<text.utf16.count),
            markedText: markedText ?? "")
    }

    // MARK: Reading, as of the last applied call

    public var documentContextBeforeInput: String? {
        let before = contents.beforeInput
        let visible = options.contextWindow.map { String(before.suffix(max(0, $0.charactersBefore))) } ?? before
        return visible.isEmpty ? nil : visible
    }

    public var documentContextAfterInput: String? {
        let after = contents.afterInput
        let visible = options.contextWindow.map { String(after.prefix(max(0, $0.charactersAfter))) } ?? after
        return visible.isEmpty ? nil : visible
    }

    public var selectedText: String? {
        selection.isEmpty ? nil : text.utf16Slice(selection)
    }

    public var hasText: Bool { !text.isEmpty }

    // MARK: Editing

    public mutating func insertText(_ text: String) {
        perform(.insert(text))
    }

    public mutating func deleteBackward() {
        perform(.deleteBackward(count: 1))
    }

    public mutating func adjustTextPosition(byCharacterOffset offset: Int) {
        perform(.moveCursor(utf16Offset: offset))
    }

    /// Marks `markedText` in place of the marked text or the selection. Keysmith always puts the
    /// cursor at the end of the marked text, so `selectedRange` is read only for that: any other
    /// range is kept as the cursor at the end too.
    public mutating func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        perform(.setMarkedText(markedText))
    }

    public mutating func unmarkText() {
        perform(.unmarkText)
    }

    /// Applies every pending call in order, as the host does on its next run-loop turn.
    mutating func flush() {
        let edits = pendingEdits
        pendingEdits = []
        for edit in edits { applyNow(edit) }
    }

    private mutating func perform(_ edit: TextEdit) {
        let waits: Bool
        switch (options.lateApplication, edit) {
        case (.never, _): waits = false
        case (.cursorMoves, .moveCursor): waits = true
        case (.cursorMoves, _): waits = false
        case (.allEdits, _): waits = true
        }
        if waits || !pendingEdits.isEmpty {
            pendingEdits.append(edit)
        } else {
            applyNow(edit)
        }
    }

    private mutating func applyNow(_ edit: TextEdit) {
        switch edit {
        case .insert(let inserted):
            replaceSelection(with: inserted)
        case .deleteBackward(let count):
            var remaining = count
            while remaining > 0 {
                deleteOnce()
                remaining -= 1
            }
        case .moveCursor(let offset):
            marked = nil
            moveCursor(by: offset)
        case .setMarkedText(let markedText):
            let replaced = marked ?? selection
            marked = nil
            selection = replaced
            replaceSelection(with: markedText)
            marked = replaced.lowerBound..<(replaced.lowerBound + markedText.utf16.count)
        case .unmarkText:
            marked = nil
        }
    }

    private mutating func replaceSelection(with inserted: String) {
        if let replaced = marked {
            selection = replaced
            marked = nil
        }
        let length = text.utf16.count
        text = text.utf16Slice(0..<selection.lowerBound) + inserted + text.utf16Slice(selection.upperBound..<length)
        placeCursor(atOrAfter: selection.lowerBound + inserted.utf16.count)
    }

    private mutating func deleteOnce() {
        marked = nil
        if !selection.isEmpty {
            replaceSelection(with: "")
            return
        }
        let cursor = selection.lowerBound
        guard cursor > 0 else { return }
        let removed = BackwardDeletion.utf16LengthOfLastUnit(in: text.utf16Slice(0..<cursor))
        let length = text.utf16.count
        text = text.utf16Slice(0..<(cursor - removed)) + text.utf16Slice(cursor..<length)
        placeCursor(atOrAfter: cursor - removed)
    }

    private mutating func moveCursor(by offset: Int) {
        let boundaries = ClusterBoundaries(text)
        let (sum, overflow) = selection.upperBound.addingReportingOverflow(offset)
        let target = overflow ? (offset > 0 ? boundaries.length : 0) : min(max(sum, 0), boundaries.length)
        let cursor = offset >= 0 ? boundaries.atOrAfter(target) : boundaries.atOrBefore(target)
        selection = cursor..<cursor
    }

    private mutating func placeCursor(atOrAfter offset: Int) {
        let cursor = ClusterBoundaries(text).atOrAfter(offset)
        selection = cursor..<cursor
    }
}
