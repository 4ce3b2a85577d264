import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("In-memory text document: UITextDocumentProxy semantics")
struct InMemoryTextDocumentTests {
    func after(_ written: String, _ change: (inout InMemoryTextDocument) -> Void) -> String {
        var document = TextNotation.document(written)
        change(&document)
        return TextNotation.write(document)
    }

    // MARK: insertText

    @Test(
        "insertText replaces the selection, or inserts at the cursor, and leaves the cursor after it",
        arguments: [
            ("Hi ‸", "there", "Hi there‸"),
            ("Hi «you»!", "there", "Hi there‸!"),
            ("👍🏽‸👨‍👩‍👧‍👦", "🇫🇷", "👍🏽🇫🇷‸👨‍👩‍👧‍👦"),
            ("«all of it»", "", "‸"),
            ("‸", "e\u{301}", "e\u{301}‸"),
        ])
    func insertText(written: String, inserted: String, expected: String) {
        #expect(after(written) { $0.insertText(inserted) } == expected)
    }

    @Test("an insert that joins the next character into one cluster leaves the cursor after the cluster")
    func insertJoiningTheNextCharacter() {
        #expect(after("‸\u{301}x") { $0.insertText("e") } == "e\u{301}‸x")
        #expect(after("‸\u{1161}") { $0.insertText("\u{1100}") } == "\u{1100}\u{1161}‸")
    }

    // MARK: deleteBackward

    @Test(
        "deleteBackward deletes the selection, or one character as iOS counts it for deletion",
        arguments: [
            ("a👍🏽‸b", "a‸b"),
            ("👨‍👩‍👧‍👦‸", "‸"),
            ("🇫🇷🇩🇪‸", "🇫🇷‸"),
            ("🏴󠁧󠁢󠁳󠁣󠁴󠁿‸", "‸"),
            ("caf" + Tricky.eAcute + "‸", "caf‸"),
            ("x\r\n‸y", "x‸y"),
            (Tricky.hangulJamo + Tricky.hangulJamo + "‸", Tricky.hangulJamo + "‸"),
            ("中文‸", "中‸"),
            ("abc‸", "ab‸"),
            ("कि‸", "क‸"),
            ("‸abc", "‸abc"),
            ("a«bc»d", "a‸d"),
            ("a«👨‍👩‍👧‍👦»d", "a‸d"),
        ])
    func deleteBackward(written: String, expected: String) {
        #expect(after(written) { $0.deleteBackward() } == expected)
    }

    // MARK: adjustTextPosition

    @Test(
        "adjustTextPosition moves by UTF-16 code units",
        arguments: [
            ("‸👍🏽a", 4, "👍🏽‸a"),
            ("👍🏽a‸", -5, "‸👍🏽a"),
            ("‸👨‍👩‍👧‍👦!", 11, "👨‍👩‍👧‍👦‸!"),
            ("‸🇫🇷🇩🇪", 4, "🇫🇷‸🇩🇪"),
            ("🇫🇷🇩🇪‸", -4, "🇫🇷‸🇩🇪"),
            ("‸e\u{301}x", 2, "e\u{301}‸x"),
            ("a‸\r\nb", 2, "a\r\n‸b"),
            ("‸中文", 1, "中‸文"),
            ("‸" + Tricky.hangulJamo + "!", 3, Tricky.hangulJamo + "‸!"),
            ("ab‸cd", -1, "a‸bcd"),
        ])
    func adjustByUTF16(written: String, offset: Int, expected: String) {
        #expect(after(written) { $0.adjustTextPosition(byCharacterOffset: offset) } == expected)
    }

    @Test(
        "a move that would land inside a cluster goes on to the cluster's edge in its direction",
        arguments: [
            ("‸👍🏽a", 1, "👍🏽‸a"),
            ("‸👍🏽a", 2, "👍🏽‸a"),
            ("👍🏽‸a", -1, "‸👍🏽a"),
            ("‸👨‍👩‍👧‍👦", 5, "👨‍👩‍👧‍👦‸"),
            ("🇫🇷🇩🇪‸", -5, "‸🇫🇷🇩🇪"),
            ("‸e\u{301}", 1, "e\u{301}‸"),
            ("x\r\n‸", -1, "x‸\r\n"),
            (Tricky.hangulJamo + "‸", -2, "‸" + Tricky.hangulJamo),
        ])
    func adjustNeverInsideACluster(written: String, offset: Int, expected: String) {
        #expect(after(written) { $0.adjustTextPosition(byCharacterOffset: offset) } == expected)
    }

    @Test(
        "moves clamp at both ends, even for the largest offsets",
        arguments: [
            ("a‸b", 100, "ab‸"),
            ("a‸b", -100, "‸ab"),
            ("a‸b", Int.max, "ab‸"),
            ("a‸b", Int.min, "‸ab"),
            ("‸", 1, "‸"),
        ])
    func adjustClamps(written: String, offset: Int, expected: String) {
        #expect(after(written) { $0.adjustTextPosition(byCharacterOffset: offset) } == expected)
    }

    @Test("with a selection, a move starts from its end and collapses it")
    func adjustWithSelection() {
        #expect(after("a«bc»d") { $0.adjustTextPosition(byCharacterOffset: -1) } == "ab‸cd")
        #expect(after("a«bc»d") { $0.adjustTextPosition(byCharacterOffset: 1) } == "abcd‸")
    }

    // MARK: Reading

    @Test("empty contexts and an empty selection read as nil, as on iOS")
    func emptyReadsAsNil() {
        let empty = TextNotation.document("‸")
        #expect(empty.documentContextBeforeInput == nil)
        #expect(empty.documentContextAfterInput == nil)
        #expect(empty.selectedText == nil)
        #expect(!empty.hasText)

        let full = TextNotation.document("a«b»c")
        #expect(full.documentContextBeforeInput == "a")
        #expect(full.selectedText == "b")
        #expect(full.documentContextAfterInput == "c")
        #expect(full.hasText)
    }

    @Test("a UTF-16 selection is clamped to the text and widened to whole clusters")
    func selectionFromOffsets() {
        let thumb = Tricky.thumbsUpMediumSkin
        #expect(TextNotation.write(InMemoryTextDocument(text: "abc", selection: 1..<99)) == "a«bc»")
        #expect(TextNotation.write(InMemoryTextDocument(text: "a" + thumb, selection: 2..<3)) == "a«\(thumb)»")
        #expect(TextNotation.write(InMemoryTextDocument(text: thumb + "b", selection: 1..<1)) == thumb + "‸b")
        #expect(TextNotation.write(InMemoryTextDocument(text: "ab", selection: -3..<(-1))) == "‸ab")
    }

    @Test("the document identifier stays the same across edits")
    func documentIdentifier() {
        let identifier = UUID()
        var document = InMemoryTextDocument(before: "a", documentIdentifier: identifier)
        document.insertText("b")
        document.deleteBackward()
        #expect(document.documentIdentifier == identifier)
    }

    // MARK: Context window

    @Test("a context window shows only so many clusters each side, never half a cluster")
    func contextWindow() {
        let window = InMemoryTextDocument.ContextWindow(charactersBefore: 3, charactersAfter: 2)
        let plain = TextNotation.document("Hello wonderful ‸world of text", options: .init(contextWindow: window))
        #expect(plain.documentContextBeforeInput == "ul ")
        #expect(plain.documentContextAfterInput == "wo")

        let tight = InMemoryTextDocument.ContextWindow(charactersBefore: 1, charactersAfter: 1)
        let emoji = TextNotation.document("👍🏽👨‍👩‍👧‍👦‸🇫🇷🇩🇪", options: .init(contextWindow: tight))
        #expect(emoji.documentContextBeforeInput == Tricky.family)
        #expect(emoji.documentContextAfterInput == Tricky.france)
        #expect(emoji.hasText)
        #expect(emoji.contents == TextNotation.context("👍🏽👨‍👩‍👧‍👦‸🇫🇷🇩🇪"))
    }

    @Test("a window of zero or less shows nothing, but the document still has text")
    func emptyWindow() {
        let none = InMemoryTextDocument.ContextWindow(charactersBefore: 0, charactersAfter: -4)
        let document = TextNotation.document("ab‸cd", options: .init(contextWindow: none))
        #expect(document.documentContextBeforeInput == nil)
        #expect(document.documentContextAfterInput == nil)
        #expect(document.hasText)
    }

    // MARK: Late application

    @Test("with late cursor moves, a move and everything after it wait for flush, and reads are stale")
    func lateCursorMoves() {
        var document = TextNotation.document("ab‸", options: .init(lateApplication: .cursorMoves))
        document.insertText("<b></b>")
        #expect(document.documentContextBeforeInput == "ab<b></b>")  // inserts alone apply at once
        document.adjustTextPosition(byCharacterOffset: -4)
        document.insertText("x")
        #expect(document.documentContextBeforeInput == "ab<b></b>")  // the move and the insert wait
        #expect(document.documentContextAfterInput == nil)
        #expect(document.pendingEdits == [.moveCursor(utf16Offset: -4), .insert("x")])

        document.flush()
        #expect(TextNotation.write(document) == "ab<b>x‸</b>")
        #expect(document.pendingEdits.isEmpty)
    }

    @Test("with every edit late, nothing changes until flush, then all apply in order")
    func lateEverything() {
        var document = TextNotation.document("‸", options: .init(lateApplication: .allEdits))
        document.insertText("Hello")
        document.deleteBackward()
        document.adjustTextPosition(byCharacterOffset: -2)
        #expect(document.documentContextBeforeInput == nil)
        #expect(!document.hasText)

        document.flush()
        #expect(TextNotation.write(document) == "He‸ll")
    }

    @Test("reading back in the same turn, as the seed's keyboard did, sees the old text on a late document")
    func readingBackIsStale() {
        var document = TextNotation.document("Hi ‸", options: .init(lateApplication: .allEdits))
        document.insertText("<b></b>")
        document.adjustTextPosition(byCharacterOffset: -4)
        // A planner that read here would act on "Hi ": the text it just inserted is not visible yet.
        #expect(TextContext(reading: document) == TextContext(beforeInput: "Hi "))
        document.flush()
        #expect(TextNotation.write(document) == "Hi <b>‸</b>")
    }
}
