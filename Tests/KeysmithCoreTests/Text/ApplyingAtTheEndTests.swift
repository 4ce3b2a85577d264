import Testing

@_spi(Tooling) @testable import KeysmithCore

/// `TextContext.applying` works out typing at the end of the text without a document; these tests
/// hold it to what `InMemoryTextDocument` does with the same edits, on random tricky text.
@Suite("Edits applied at the end of the text agree with the in-memory document")
struct ApplyingAtTheEndTests {
    /// What inserting and deleting types, with the clusters that break naive text code and the marks
    /// that join the character before them.
    static let inserted = Tricky.pool + ["\u{301}", "\u{200D}", "🏽", "🇷", "ς", "’", ". "]

    @Test("random inserts and deletes at the end, with and without text after the cursor")
    func randomEdits() {
        var generator = SplitMix64(seed: 26)
        for round in 0..<2_000 {
            let before = generator.trickyString(maxClusters: 8)
            let after = round.isMultiple(of: 4) ? generator.trickyString(maxClusters: 3) : ""
            let edits: [TextEdit] = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                Bool.random(using: &generator)
                    ? .insert(Self.inserted.randomElement(using: &generator) ?? "")
                    : .deleteBackward(count: Int.random(in: 0...3, using: &generator))
            }
            let context = TextContext(beforeInput: before, afterInput: after)
            var document = InMemoryTextDocument(before: before, after: after)
            document.apply(edits)
            #expect(context.applying(edits) == document.contents, "\(before)‸\(after) \(edits)")
        }
    }

    @Test("a cursor move goes through the document")
    func cursorMove() {
        let context = TextContext(beforeInput: "ab" + Tricky.france)
        let edits: [TextEdit] = [.insert("c"), .moveCursor(utf16Offset: -1), .insert("d")]
        var document = InMemoryTextDocument(before: "ab" + Tricky.france)
        document.apply(edits)
        #expect(context.applying(edits) == document.contents)
        #expect(context.applying(edits).afterInput == "c")
    }
}
