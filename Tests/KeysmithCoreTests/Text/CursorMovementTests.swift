import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Cursor moves by grapheme clusters, sent as UTF-16 offsets")
struct CursorMovementTests {
    @Test(
        "a move by N characters passes N whole clusters",
        arguments: [
            ("a‸bc", 1, "ab‸c"),
            ("‸👍🏽x", 1, "👍🏽‸x"),
            ("👨‍👩‍👧‍👦‸", -1, "‸👨‍👩‍👧‍👦"),
            ("‸🇫🇷🇩🇪", 1, "🇫🇷‸🇩🇪"),
            ("🇫🇷🇩🇪‸", -2, "‸🇫🇷🇩🇪"),
            ("e\u{301}e\u{301}‸", -1, "e\u{301}‸e\u{301}"),
            ("a\r\n‸b", -1, "a‸\r\nb"),
            ("‸" + Tricky.hangulJamo + Tricky.hangulJamo, 1, Tricky.hangulJamo + "‸" + Tricky.hangulJamo),
            ("中文‸", -2, "‸中文"),
            ("ab‸c", 5, "abc‸"),
            ("ab‸c", -5, "‸abc"),
            ("ab‸c", Int.max, "abc‸"),
            ("ab‸c", Int.min, "‸abc"),
            ("ab‸c", 0, "ab‸c"),
            ("a«bc»d", -1, "ab‸cd"),
            ("a«bc»d", 1, "abcd‸"),
        ])
    func moves(written: String, characters: Int, expected: String) {
        #expect(outcome(of: written) { $0.editsToMoveCursor(byCharacters: characters) } == expected)
    }

    @Test("the offset is the UTF-16 length of the clusters passed")
    func offsets() {
        let context = TextNotation.context("👨‍👩‍👧‍👦e\u{301}‸🇫🇷👍🏽x")
        #expect(context.editsToMoveCursor(byCharacters: -2) == [.moveCursor(utf16Offset: -13)])
        #expect(context.editsToMoveCursor(byCharacters: 2) == [.moveCursor(utf16Offset: 8)])
        #expect(context.editsToMoveCursor(byCharacters: 0) == [])
        #expect(TextNotation.context("‸").editsToMoveCursor(byCharacters: 1) == [])
    }

    @Test("with a truncated context a move stops at the edge of what is visible")
    func truncatedContext() {
        let window = InMemoryTextDocument.ContextWindow(charactersBefore: 2, charactersAfter: 2)
        var document = TextNotation.document("ab👍🏽d‸e🇫🇷gh", options: .init(contextWindow: window))
        document.apply(TextContext(reading: document).editsToMoveCursor(byCharacters: -5))
        #expect(TextNotation.write(document) == "ab‸👍🏽de🇫🇷gh")
        document.apply(TextContext(reading: document).editsToMoveCursor(byCharacters: 5))
        #expect(TextNotation.write(document) == "ab👍🏽d‸e🇫🇷gh")
    }

    @Test("random moves never land inside a cluster and pass exactly the clusters asked for", arguments: 1...20)
    func randomMoves(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<20 {
            let before = random.trickyString(maxClusters: 8)
            let after = random.trickyString(maxClusters: 8)
            let characters = Int.random(in: -10...10, using: &random)
            var document = InMemoryTextDocument(before: before, after: after)
            document.apply(
                TextContext(beforeInput: before, afterInput: after).editsToMoveCursor(byCharacters: characters))

            let whole = Array(before + after)
            let expectedCursor = min(max(before.count + characters, 0), whole.count)
            #expect(document.contents.beforeInput == String(whole[..<expectedCursor]))
            #expect(ClusterBoundaries(document.text).contains(document.selection.lowerBound))
        }
    }
}
