import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Clear all: the whole document, wherever the cursor is, in one list")
struct ClearAllTests {
    @Test(
        "clear-all empties the document from any cursor position or selection",
        arguments: [
            "‸",
            "abc‸",
            "‸abc",
            "ab‸cd",
            "Hi 👍🏽‸👨‍👩‍👧‍👦 🇫🇷🇩🇪!",
            "e\u{301}‸\r\n" + Tricky.hangulJamo + "中文",
            "«all»",
            "a«b»c",
            "नमस्ते ‸कि दुनिया",
            "line one\r\nline ‸two\nthree",
        ])
    func clearsEverything(written: String) {
        #expect(outcome(of: written) { $0.editsToClearAll() } == "‸")
    }

    @Test("the list moves to the end by UTF-16 units and deletes once per character, with no read between")
    func exactEdits() {
        #expect(
            TextNotation.context("ab‸cd").editsToClearAll() == [
                .moveCursor(utf16Offset: 2), .deleteBackward(count: 4),
            ])
        #expect(
            TextNotation.context("👍🏽‸🇫🇷🇩🇪").editsToClearAll() == [
                .moveCursor(utf16Offset: 8), .deleteBackward(count: 3),
            ])
        #expect(
            TextNotation.context("a«b»c").editsToClearAll() == [
                .deleteBackward(count: 1), .moveCursor(utf16Offset: 1), .deleteBackward(count: 2),
            ])
        #expect(TextNotation.context("कि‸").editsToClearAll() == [.deleteBackward(count: 2)])
        #expect(TextNotation.context("‸").editsToClearAll() == [])
    }

    @Test(
        "with a truncated context each turn clears the visible window, and the turns finish the document",
        arguments: [
            (4, 4, 3),
            (1, 1, 10),
            (30, 30, 1),
        ])
    func truncatedContextFinishesOverTurns(charactersBefore: Int, charactersAfter: Int, expectedTurns: Int) {
        let window = InMemoryTextDocument.ContextWindow(
            charactersBefore: charactersBefore, charactersAfter: charactersAfter)
        var document = TextNotation.document(
            "Hi 👍🏽 there‸ 👨‍👩‍👧‍👦 🇫🇷🇩🇪 ok",
            options: .init(lateApplication: .allEdits, contextWindow: window))
        var turns = 0
        while turns < 100 {
            let context = TextContext(reading: document)
            if context.isEmpty { break }
            let visible = context.beforeInput.count + context.afterInput.count
            let before = document.text.count
            document.apply(context.editsToClearAll())
            document.flush()
            #expect(document.text.count == before - visible)
            turns += 1
        }
        #expect(!document.hasText)
        #expect(turns == expectedTurns)
    }
}
